"""The threshold as people read it: the shortest decimal that gives the same counts.

Between two neighbouring distinct scores ``previous < score`` every threshold t in
(previous, score] predicts the same samples positive (score ≥ t, scikit-learn's rule). Of those,
the one written with the fewest significant digits (the largest of them on a tie, i.e. the
nearest to the score) is what a page shows and a report's command line writes: "0.5" rather than
"0.5003085688736519", with exactly the counts of the score. Below the lowest score the interval is
unbounded (every sample positive); above the highest, every sample is negative
(:data:`~evalcore.binary.sweep.ALL_NEGATIVE`).
"""

from __future__ import annotations

import math
from dataclasses import replace
from decimal import ROUND_FLOOR, Decimal

import numpy as np

MAX_DIGITS = 17
"""Significant digits that always suffice to name a float64 (its shortest repr has at most 17)."""


def shortest_decimal(low: float, high: float) -> str:
    """The decimal with the fewest significant digits whose float lies in (``low``, ``high``],
    written as Python's ``repr`` of that float (which keeps those digits).

    On a tie in digits the largest one (nearest ``high``); ``high = +inf``: the smallest one
    above ``low``; ``low = -inf``: unbounded below. The float of the result is what counts: a
    comparison ``score >= float(d)`` gives the same answer for every float score as
    ``score >= high``, whenever no score lies in (``low``, ``high``).

    >>> shortest_decimal(0.45, 0.5003085688736519), shortest_decimal(0.33358, 0.3335855)
    ('0.5', '0.333585')
    >>> float(shortest_decimal(-math.inf, 1234.5)), float(shortest_decimal(0.97, math.inf))
    (1000.0, 1.0)
    """
    low, high = float(low), float(high)
    if not low < high or math.isnan(low) or math.isnan(high):
        raise ValueError(f"expected low < high, got {low!r} and {high!r}")
    if math.isinf(low) and math.isinf(high):
        return "0"
    upward = math.isinf(high)  # the smallest decimal above low instead of the largest up to high
    reference = Decimal(low if upward else high)  # exact
    for digits in range(1, MAX_DIGITS + 1):
        inside = [value for value in _candidates(reference, digits) if low < value <= high]
        if inside:
            return repr(min(inside) if upward else max(inside))
    return repr(math.nextafter(low, math.inf) if upward else high)


def _candidates(reference: Decimal, digits: int) -> list[float]:
    """The ``digits``-digit decimals next to ``reference``: the floor at its own magnitude and the
    two above it, and the same one magnitude up (where a carry lands: 0.98 → 1, 9e-13 → 1e-12),
    as floats. The largest one ≤ high is the floor (or one above it that still rounds to high),
    the smallest one above low the floor's next (or the one after)."""
    values = []
    for scale in (reference.adjusted() - digits + 1, reference.adjusted() - digits + 2):
        floor = int(reference.scaleb(-scale).to_integral_value(rounding=ROUND_FLOOR))
        for mantissa in (floor, floor + 1, floor + 2):
            if len(str(abs(mantissa)).rstrip("0")) <= digits:
                values.append(float(f"{mantissa}e{scale}"))
    return values


def score_gap(descending: np.ndarray, threshold: float) -> tuple[float, float]:
    """(previous, score): the distinct score the counts at ``threshold`` cut at (the lowest one
    ≥ it; +inf above every score) and the next lower one (-inf below the lowest).

    ``descending``: the distinct scores, highest first (a sweep's ``thresholds``).
    """
    if math.isnan(threshold):
        raise ValueError("threshold must be a number, got nan")
    ascending = descending[::-1]
    below = int(np.searchsorted(ascending, threshold, side="left"))
    previous = float(ascending[below - 1]) if below else -math.inf
    return previous, float(ascending[below]) if below < ascending.size else math.inf


def shortest_threshold(descending: np.ndarray, threshold: float) -> float:
    """The shortest decimal (as a float) giving the counts of ``threshold``: in (previous
    distinct score, the score the counts cut at]; +inf (every sample negative) above every score.
    """
    previous, score = score_gap(descending, threshold)
    return math.inf if math.isinf(score) else float(shortest_decimal(previous, score))


def shortest_flag(scores: np.ndarray, threshold: float) -> str:
    """A command line's threshold giving the counts of ``threshold`` on (unsorted, finite)
    ``scores``: the shortest decimal of its gap, a finite one above every score for "all
    negative" (+inf or any number above the highest score); O(n), no sort."""
    scores = np.asarray(scores, dtype=np.float64)
    at_or_above = scores[scores >= threshold]
    score = float(at_or_above.min()) if at_or_above.size else math.inf
    below = scores[scores < score]
    return shortest_decimal(float(below.max()) if below.size else -math.inf, score)


def shortest_thresholds(descending: np.ndarray, thresholds) -> np.ndarray:
    """:func:`shortest_threshold` of each of ``thresholds`` (e.g. a curve's points, for hover,
    or a slider's stops): the gaps found with one ``searchsorted``, each gap's decimal by
    :func:`_floor_search` (the exact :func:`shortest_decimal` where that cannot tell)."""
    values = np.asarray(thresholds, dtype=np.float64)
    unique, inverse = np.unique(values, return_inverse=True)
    if np.isnan(unique).any():
        raise ValueError("threshold must be a number, got nan")
    ascending = descending[::-1]
    below = np.searchsorted(ascending, unique, side="left")
    shown = np.empty(unique.size)
    for k, at in enumerate(below.tolist()):
        if at >= ascending.size:
            shown[k] = math.inf
            continue
        previous = float(ascending[at - 1]) if at else -math.inf
        score = float(ascending[at])
        found = _floor_search(previous, score)
        shown[k] = float(shortest_decimal(previous, score)) if found is None else found
    return shown[inverse].reshape(values.shape)


FLOOR_DIGITS = 15
"""Up to this many significant digits a decimal's unit is several ulps of the float it rounds
to, so that the largest decimal of those digits at most a float is the floor of that float."""


def _floor_search(low: float, high: float) -> float | None:
    """:func:`shortest_decimal`'s float for a gap of finite ends with ``high`` > 0, by the
    floor of ``high`` at 1, 2, … :data:`FLOOR_DIGITS` significant digits (the largest decimal of
    those digits ≤ ``high``: the fewest digits first, the largest on a tie) until one lies above
    ``low``; None for the exact search (other gaps, or more digits)."""
    if not (high > 0 and math.isfinite(high) and math.isfinite(low)):
        return None
    for digits in range(1, FLOOR_DIGITS + 1):
        mantissa, exponent = f"{high:.{digits - 1}e}".split("e")  # correctly rounded
        whole, scale = int(mantissa.replace(".", "")), int(exponent) - digits + 1
        value = float(f"{whole}e{scale}")
        if value > high:  # rounded up: the floor is one unit below (a carry: 9…9 below)
            value = (float(f"{10 ** digits - 1}e{scale - 1}") if whole == 10 ** (digits - 1)
                     else float(f"{whole - 1}e{scale}"))
        if value > low:
            return value
    return None


def with_shortest_thresholds(descending: np.ndarray, curve):
    """``curve`` (a ROC or P-R curve of the scores ``descending``) with each point's threshold
    replaced by its shortest decimal (:func:`shortest_thresholds`): the same points and counts,
    for a figure's hover."""
    return replace(curve, thresholds=shortest_thresholds(descending, curve.thresholds))

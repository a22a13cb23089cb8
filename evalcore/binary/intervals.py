"""95 % intervals: Wilson's for a proportion, DeLong's for the AUC, both from the sweep's counts.

Weights count as repeated rows (a weight of 2 is the row twice), so a proportion of weighted
counts gets the interval of the expanded rows.
"""

from __future__ import annotations

import math

import numpy as np

from evalcore.binary.confusion import Confusion
from evalcore.binary.sweep import ThresholdSweep
from evalcore.sums import dot

Z_95 = 1.959963984540054
"""The standard normal's 97.5 % quantile: a two-sided 95 % interval is ±Z_95 standard errors."""


def wilson_interval(successes: float, total: float, *, z: float = Z_95):
    """Wilson's score interval for ``successes / total``; None when ``total`` is 0.

    (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n): unlike p̂ ± z·√(p̂(1−p̂)/n) it stays in
    [0, 1] and does not collapse to a point at p̂ = 0 or 1.
    """
    if not total > 0:
        return None
    p = successes / total
    z2 = z * z
    denominator = 1.0 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    return low, 1.0 if successes == total else min(1.0, centre + half)


def wilson_interval_arrays(successes, totals, *, z: float = Z_95) -> tuple[np.ndarray, np.ndarray]:
    """:func:`wilson_interval` on arrays (the slider's stops at once): the lower and the upper
    ends, NaN where the total is 0."""
    k = np.asarray(successes, dtype=np.float64)
    n = np.asarray(totals, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = k / n
        z2 = z * z
        denominator = 1.0 + z2 / n
        centre = (p + z2 / (2 * n)) / denominator
        half = z * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    low = np.where(k == 0, 0.0, np.maximum(0.0, centre - half))
    high = np.where(k == n, 1.0, np.minimum(1.0, centre + half))
    empty = ~(n > 0)
    return np.where(empty, np.nan, low), np.where(empty, np.nan, high)


INTERVAL_PROPORTIONS = ("precision", "recall", "specificity", "fpr", "accuracy")
"""The point measures that are proportions of counts, with a Wilson interval."""


def threshold_interval_arrays(tp, fp, tn, fn) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """:func:`threshold_intervals` at many thresholds at once (arrays of counts)."""
    tp, fp, tn, fn = (np.asarray(c, dtype=np.float64) for c in (tp, fp, tn, fn))
    return {
        "precision": wilson_interval_arrays(tp, tp + fp),
        "recall": wilson_interval_arrays(tp, tp + fn),
        "specificity": wilson_interval_arrays(tn, tn + fp),
        "fpr": wilson_interval_arrays(fp, tn + fp),
        "accuracy": wilson_interval_arrays(tp + tn, tp + fp + tn + fn),
    }


def threshold_intervals(confusion: Confusion) -> dict:
    """Wilson intervals of precision, recall, specificity, FPR and accuracy at one threshold."""
    c = confusion
    return {
        "precision": wilson_interval(c.tp, c.tp + c.fp),
        "recall": wilson_interval(c.tp, c.tp + c.fn),
        "specificity": wilson_interval(c.tn, c.tn + c.fp),
        "fpr": wilson_interval(c.fp, c.tn + c.fp),
        "accuracy": wilson_interval(c.tp + c.tn, c.tp + c.fp + c.tn + c.fn),
    }


def placements(sweep: ThresholdSweep, steps: tuple[np.ndarray, np.ndarray] | None = None
               ) -> tuple[np.ndarray, np.ndarray]:
    """DeLong's placement values at each distinct score (highest first), shared by every row of
    that score: a positive at s outranks the negatives below s and half those at s,
    V10 = (N − FP(s) + ½ΔFP(s)) / N; a negative at s is outranked by the positives above s and
    half those at s, V01 = 1 − (P − TP(s) + ½ΔTP(s)) / P. The numerators are whole or half
    counts (exact), so these equal the midrank form of Sun & Xu (2014) bit for bit.
    ``steps``: the sweep's :meth:`~ThresholdSweep.class_steps` when the caller has them already.
    """
    dtp, dfp = sweep.class_steps() if steps is None else steps
    v10 = (sweep.negatives - sweep.fp + 0.5 * dfp) / sweep.negatives
    v01 = 1.0 - (sweep.positives - sweep.tp + 0.5 * dtp) / sweep.positives
    return v10, v01


def auc_interval(sweep: ThresholdSweep, *, z: float = Z_95, auc: float | None = None):
    """DeLong's interval of the AUC, clipped to [0, 1]; None when a class weighs less than 2.
    ``auc``: the sweep's :meth:`~ThresholdSweep.roc_auc` when the caller has it already.

    From the :func:`placements` of the distinct scores (no sorting again):
    Var(AUC) = S10/P + S01/N with S10, S01 the variances (ddof 1 over the rows, weights counting
    as repeated rows) of V10 over the positives and V01 over the negatives.
    """
    positives, negatives = sweep.positives, sweep.negatives
    if positives < 2 or negatives < 2:
        return None
    dtp, dfp = steps = sweep.class_steps()
    v10, v01 = placements(sweep, steps)
    auc = sweep.roc_auc() if auc is None else auc
    v10 -= auc
    v01 -= auc
    s10 = dot(dtp, v10 * v10) / (positives - 1)
    s01 = dot(dfp, v01 * v01) / (negatives - 1)
    half = z * math.sqrt(s10 / positives + s01 / negatives)
    return max(0.0, auc - half), min(1.0, auc + half)

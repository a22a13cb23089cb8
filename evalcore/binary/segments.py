"""Measures by segment (region, channel, month …) at one shared threshold, and the gaps between
segments: TPR (equal opportunity), FPR, and the positive rate (demographic parity)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary.constraints import threshold_for
from evalcore.binary.lift import ks
from evalcore.binary.sweep import threshold_sweep
from evalcore.errors import EvalInputError
from evalcore.io.columns import check_plain_values

MAX_SEGMENTS = 100
"""More distinct values than this make a column an identifier rather than segments: refused."""

SMALL_CLASS = 10
"""A segment with fewer rows than this in a class is flagged ``small``: its rates are unsteady."""

GAP_KEYS = ("tpr", "fpr", "positive_rate")

MIN_SEGMENT = 30
"""Segments with fewer rows than this are listed but left out of the gaps (by default): a rate
over a handful of rows would set the gap by chance."""


def segment_table(y_true, scores, weights, segments, *, threshold: float, column: str) -> list[dict]:
    """One dict per segment value (sorted; missing values are the segment None).

    Keys ``value``, ``n`` (rows), ``positives`` (weight), ``auc``, ``gini`` (2·AUC − 1), ``ap``,
    ``ks`` and ``ks_direction`` (None, with ``reason``, in a one-class segment), ``tp``, ``fp``,
    ``tn``, ``fn`` at ``threshold``, ``tpr``, ``fpr``, ``precision``, ``positive_rate`` (the share predicted positive; None when
    undefined), ``small`` (fewer than :data:`SMALL_CLASS` rows of a class) and ``reason``.
    """
    return segments_at(sorted_segments(y_true, scores, weights, segments, column=column),
                       threshold)


@dataclass(frozen=True, eq=False)
class SortedSegment:
    """One segment's rows sorted by score, with what does not depend on a threshold.

    ``ascending``: its scores, lowest first; ``positive_above[i]`` / ``negative_above[i]``: the
    weight of its positives / negatives among ``ascending[i:]`` (length ``n + 1``, last 0), so
    that the counts at a threshold are one binary search (score ≥ threshold: the rows from the
    first score ≥ it on). ``entry``: :func:`segment_table`'s keys without the counts and rates.
    """

    entry: dict
    ascending: np.ndarray
    positive_above: np.ndarray
    negative_above: np.ndarray


def sorted_segments(y_true, scores, weights, segments, *, column: str
                    ) -> tuple[SortedSegment, ...]:
    """Each segment (as :func:`segment_table` orders them) sorted by score once, with its AUC,
    AP and KS: what every threshold's :func:`segments_at` reads."""
    codes, values = segment_codes(segments, column)
    y_true, scores = np.asarray(y_true, dtype=bool), np.asarray(scores, dtype=np.float64)
    w = np.ones(len(codes)) if weights is None else np.asarray(weights, dtype=np.float64)
    parts = []
    for code in range(-1, len(values)):
        rows = codes == code
        if not rows.any():
            continue
        y, wi, si = y_true[rows], w[rows], scores[rows]
        positives, negatives = float(wi[y].sum()), float(wi[~y].sum())
        entry = {"value": None if code < 0 else str(values[code]), "n": int(rows.sum()),
                 "positives": positives, "negatives": negatives, "auc": None, "gini": None,
                 "ap": None, "ks": None, "ks_direction": None,
                 "small": min(int(np.count_nonzero(y)), int(np.count_nonzero(~y))) < SMALL_CLASS,
                 "reason": None}
        if positives > 0 and negatives > 0:
            sweep = threshold_sweep(y, si, sample_weight=None if weights is None else wi)
            statistic, auc = ks(sweep), sweep.roc_auc()
            entry.update(auc=auc, gini=2.0 * auc - 1.0, ap=sweep.average_precision(),
                         ks=statistic.statistic, ks_direction=statistic.direction)
        else:
            entry["reason"] = "risk_segment_one_class"
        order = np.argsort(si, kind="stable")
        parts.append(SortedSegment(entry, si[order], _suffix(np.where(y, wi, 0.0)[order]),
                                   _suffix(np.where(y, 0.0, wi)[order])))
    return tuple(parts)


def _suffix(values: np.ndarray) -> np.ndarray:
    """``out[i] = values[i:].sum()`` for i in 0..n (``out[n] = 0``)."""
    return np.append(np.cumsum(values[::-1])[::-1], 0.0)


def segments_at(parts: tuple[SortedSegment, ...], threshold: float) -> list[dict]:
    """:func:`segment_table` at ``threshold`` from :func:`sorted_segments`: a binary search per
    segment, no pass over the rows."""
    table = []
    for part in parts:
        first = int(np.searchsorted(part.ascending, threshold, side="left"))
        tp, fp = float(part.positive_above[first]), float(part.negative_above[first])
        entry = dict(part.entry)
        positives, negatives = entry.pop("positives"), entry.pop("negatives")
        entry = {"value": entry["value"], "n": entry["n"], "positives": positives,
                 "auc": entry["auc"], "gini": entry["gini"], "ap": entry["ap"],
                 "ks": entry["ks"], "ks_direction": entry["ks_direction"],
                 "tp": tp, "fp": fp, "tn": negatives - fp, "fn": positives - tp,
                 "tpr": tp / positives if positives else None,
                 "fpr": fp / negatives if negatives else None,
                 "precision": tp / (tp + fp) if tp + fp else None,
                 "positive_rate": (tp + fp) / (positives + negatives),
                 "small": entry["small"], "reason": entry["reason"]}
        table.append(entry)
    return table


def segment_codes(segments, column: str):
    """Each row's segment code (−1: missing) and the sorted values; lists, records, bytes and
    too many values refused."""
    import pandas as pd

    series = pd.Series(segments, dtype=object)
    check_plain_values(series, column)
    codes, values = pd.factorize(series, sort=True)
    if len(values) > MAX_SEGMENTS:
        raise EvalInputError("risk_too_many_segments", column=column, count=len(values),
                             limit=MAX_SEGMENTS)
    return codes, values


def segment_thresholds(y_true, scores, weights, segments, *, kind: str, value, column: str
                       ) -> list[dict]:
    """A threshold per segment chosen by the constraint ``kind``/``value`` (as
    :func:`evalcore.binary.constraints.threshold_for` on the segment's own sweep).

    One dict per segment (order and ``value`` as :func:`segment_table`): ``n``, ``threshold``,
    ``achieved`` (the constrained measure there), ``tp``, ``fp``, ``tn``, ``fn``, ``tpr``,
    ``fpr``, ``precision``, ``positive_rate`` and ``small`` (as :func:`segment_table`); all None
    with a ``reason`` when the segment has one class (``risk_segment_threshold_one_class``) or no
    threshold of it meets the constraint (``risk_segment_constraint_unmet``).
    """
    codes, values = segment_codes(segments, column)
    y_true, scores = np.asarray(y_true, dtype=bool), np.asarray(scores)
    w = None if weights is None else np.asarray(weights, dtype=np.float64)
    table = []
    for code in range(-1, len(values)):
        rows = codes == code
        if not rows.any():
            continue
        y, wi = y_true[rows], None if w is None else w[rows]
        entry = dict.fromkeys(("threshold", "achieved", "tp", "fp", "tn", "fn", "tpr", "fpr",
                               "precision", "positive_rate"))
        entry.update(value=None if code < 0 else str(values[code]), n=int(rows.sum()),
                     reason=None)
        weight = np.ones(y.size) if wi is None else wi
        entry["small"] = min(int(np.count_nonzero(y)), int(np.count_nonzero(~y))) < SMALL_CLASS
        if not (weight[y].sum() > 0 and weight[~y].sum() > 0):
            entry["reason"] = "risk_segment_threshold_one_class"
            table.append(entry)
            continue
        sweep = threshold_sweep(y, scores[rows], sample_weight=wi)
        try:
            chosen = threshold_for(sweep, kind, value)
        except EvalInputError:
            entry["reason"] = "risk_segment_constraint_unmet"
            table.append(entry)
            continue
        at = sweep.confusion_at(chosen.threshold)
        entry.update(threshold=chosen.threshold, achieved=chosen.achieved, tp=at.tp, fp=at.fp,
                     tn=at.tn, fn=at.fn, tpr=at.tp / sweep.positives,
                     fpr=at.fp / sweep.negatives, precision=at.tp / (at.tp + at.fp) if at.tp + at.fp else None,
                     positive_rate=(at.tp + at.fp) / (sweep.positives + sweep.negatives))
        table.append(entry)
    return table


def segment_gaps(table: list[dict], *, min_segment: int = MIN_SEGMENT) -> dict:
    """max − min of TPR, FPR and positive rate over the segments with both classes and at least
    ``min_segment`` rows (``n``); None when fewer than two such segments."""
    both = [entry for entry in in_gaps(table, min_segment=min_segment)]
    if len(both) < 2:
        return {key: None for key in GAP_KEYS}
    return {key: max(e[key] for e in both) - min(e[key] for e in both) for key in GAP_KEYS}


def in_gaps(table: list[dict], *, min_segment: int = MIN_SEGMENT) -> list[dict]:
    """The segments the gaps are taken over: both classes and at least ``min_segment`` rows."""
    return [entry for entry in table if entry["reason"] is None and entry["n"] >= min_segment]

"""Bootstrap metrics that are prepared once per model, so a resample costs a pass over 1 byte a
row.

A bootstrap resample draws rows with replacement: it changes how often each row counts, not the
rows themselves. So each model's inputs are encoded once (for the scores: sorted once, each row's
class and the runs of equal scores kept in that order) and a resample's metric follows from how
many times each row is drawn (:mod:`evalcore.resample.draw_counts`): one compiled pass over the
counts (:mod:`evalcore.resample.numba_passes`), with no sort, no gather of the inputs and no input
checks. Each value equals the from-scratch metric on the drawn rows (tested): the same integer
counts per distinct score or cell, or, for means, the same per-row values weighted by their
counts (equal up to the summation's rounding).

:func:`evalcore.compare.paired_bootstrap` uses a metric's ``on_counts(y_true, outputs)`` when it
has one (``on_rows`` evaluates it on row indices); called as ``metric(y_true, outputs)`` each
computes from scratch (scikit-learn or evalcore).
"""

from __future__ import annotations

from collections.abc import Callable
import threading

import numpy as np

from evalcore.resample.draw_counts import drawn_rows

Evaluate = Callable[[np.ndarray], float]


class _Reused(threading.local):
    """Arrays an evaluator reuses from one resample to the next, one set per thread (the paired
    bootstrap evaluates resamples in two at once): a fresh array of 10⁶ rows costs more in page
    faults on its first writes than the pass that fills it."""

    def __init__(self) -> None:
        self.arrays: dict = {}

    def __call__(self, size: int, dtype) -> np.ndarray:
        array = self.arrays.get(np.dtype(dtype))
        if array is None or array.size != size:
            array = self.arrays[np.dtype(dtype)] = np.empty(size, dtype=dtype)
        return array


def _on_row_indices(on_counts: Evaluate, n: int) -> Evaluate:
    """``on_counts`` evaluated on row indices (repeats allowed) by counting them."""
    return lambda rows: on_counts(np.bincount(np.asarray(rows, dtype=np.intp), minlength=n))


class _OnCounts:
    """``on_rows`` for metrics that define ``on_counts``."""

    def on_rows(self, y_true, outputs) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        return _on_row_indices(self.on_counts(y_true, outputs), len(y_true))


def _row_index(rows: int) -> type:
    """int32 row numbers where they fit: half the bytes for each resample's gather to read."""
    return np.int32 if rows < 2**31 else np.intp


def descending(scores: np.ndarray) -> np.ndarray:
    """The rows by descending score. The order within a run of equal scores does not matter to
    these metrics, so the default (unstable, faster) sort."""
    return np.argsort(scores)[::-1].astype(_row_index(scores.size))


class _DistinctScores:
    """One model's scores sorted once, in descending order: the rows in that order with their
    class (1 positive), where each run of equal scores closes, and the runs of more than one
    row (``tie_starts``/``tie_ends``), as the passes of :mod:`evalcore.resample.numba_passes`
    read them. Scores already in descending order (rows resampled in this model's order, see
    :meth:`_SortedOnce.resample_order`) are read in place: no sort, and no gather a resample."""

    def __init__(self, y_true, scores) -> None:
        scores = np.asarray(scores, dtype=np.float64)
        self.y_true = np.asarray(y_true).astype(bool).view(np.uint8)
        self.in_place = bool(np.all(scores[1:] <= scores[:-1]))
        self.order = (np.arange(scores.size, dtype=_row_index(scores.size)) if self.in_place
                      else descending(scores))
        ordered = scores if self.in_place else scores[self.order]
        self.closes = np.r_[ordered[1:] != ordered[:-1], True]
        self.positive = self.y_true if self.in_place else self.y_true[self.order]
        opens = np.flatnonzero(np.r_[True, self.closes[:-1]])
        run_ends = np.r_[opens[1:], scores.size]
        tied = run_ends - opens > 1
        self.tie_starts, self.tie_ends = opens[tied], run_ends[tied]
        self.reused = _Reused()

    def in_order(self, drawn: np.ndarray) -> np.ndarray:
        """The draw counts in descending score order."""
        if self.in_place:
            return drawn
        from evalcore.resample.numba_passes import gather

        weights = self.reused(self.order.size, drawn.dtype)
        gather(drawn, self.order, weights)
        return weights


def _both_classes(positives: int, rows: int) -> None:
    """Raises ValueError when the draw has one class only (the metric is then undefined)."""
    if positives == 0 or positives == rows:
        raise ValueError("one class only in the resample")


class _SortedOnce(_OnCounts):
    """A metric of ``(y_true, scores)``: the reference when called, and ``on_counts`` for the
    bootstrap, computed by ``from_sorted`` from the scores sorted once
    (:class:`_DistinctScores`) and a resample's draw counts."""

    def __call__(self, y_true, scores) -> float:
        return float(self.reference()(y_true, scores))

    @classmethod
    def on_rows(cls, y_true, scores) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        return _on_row_indices(cls.on_counts(y_true, scores), len(y_true))

    @classmethod
    def on_counts(cls, y_true, scores) -> Evaluate:
        """The metric of the drawn rows, given how many times each row is drawn."""
        distinct = _DistinctScores(y_true, scores)
        return lambda drawn: float(cls.from_sorted(distinct, drawn))

    @staticmethod
    def resample_order(y_true, scores) -> np.ndarray:
        """An order of the rows to resample in (:func:`evalcore.compare.paired_bootstrap`): by
        descending score, the model's counts are then read in place, without a gather."""
        return descending(np.asarray(scores, dtype=np.float64))


class ResampledAuc(_SortedOnce):
    """ROC AUC: the share of (positive, negative) pairs ranked right, ties counting one half."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import roc_auc_score

        return roc_auc_score

    @staticmethod
    def from_sorted(distinct: _DistinctScores, drawn: np.ndarray) -> float:
        """In integers (exact): 2 · (pairs ranked right) + (tied pairs), over 2 · P · N."""
        from evalcore.resample.numba_passes import auc_counts

        twice_right, positives, negatives = auc_counts(
            distinct.in_order(drawn), distinct.positive, distinct.tie_starts, distinct.tie_ends)
        _both_classes(positives, positives + negatives)
        return int(twice_right) / (2 * int(positives) * int(negatives))


class ResampledAp(_SortedOnce):
    """Average precision: the precision at each distinct score, weighted by the recall it adds."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import average_precision_score

        return average_precision_score

    @staticmethod
    def from_sorted(distinct: _DistinctScores, drawn: np.ndarray) -> float:
        """Σ over distinct scores of (positives there) × TP / (TP + FP) at that score as
        threshold (the rows scoring at least it), over P."""
        from evalcore.resample.numba_passes import ap_terms

        terms, positives, rows = ap_terms(distinct.in_order(drawn), distinct.positive,
                                          distinct.closes)
        _both_classes(positives, rows)
        return float(terms) / int(positives)


class ResampledBep(_SortedOnce):
    """The P-R curve's break-even point (:meth:`ThresholdSweep.bep`) of the drawn rows, by
    the same float operations on the same sweep points, found by a pass from the highest score
    that stops at the first threshold predicting at least P rows."""

    @staticmethod
    def reference() -> Callable:
        from evalcore.binary import threshold_sweep

        return lambda y_true, scores: threshold_sweep(y_true, scores).bep().value

    @staticmethod
    def from_sorted(distinct: _DistinctScores, drawn: np.ndarray) -> float:
        from evalcore.resample.numba_passes import bep_value

        value, positives, rows = bep_value(drawn, distinct.y_true, distinct.order,
                                           distinct.positive, distinct.closes)
        _both_classes(positives, rows)
        return float(value)


class ResampledCounts(_OnCounts):
    """A metric of the counts of per-row codes, e.g. F1 of the four codes 2 · truth + predicted,
    or macro-F1 of the confusion matrix's C² cells: ``codes(y_true, outputs)`` is computed once
    and a resample is one bincount of the codes weighted by the rows' draw counts (integers, so
    exact), ``from_counts`` turns the counts into the value. Called as ``metric(y_true,
    outputs)``, the from-scratch ``reference``."""

    def __init__(self, reference: Callable[..., float],
                 codes: Callable[[np.ndarray, np.ndarray], np.ndarray], size: int,
                 from_counts: Callable[[np.ndarray], float]) -> None:
        self.reference, self.codes, self.size, self.from_counts = (reference, codes, size,
                                                                   from_counts)

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_counts(self, y_true, outputs) -> Evaluate:
        from evalcore.resample.numba_passes import code_counts

        codes = np.asarray(self.codes(np.asarray(y_true), np.asarray(outputs)), dtype=np.intp)
        if codes.size and not 0 <= codes.min() <= codes.max() < self.size:  # the pass counts
            raise ValueError(f"codes outside 0 … {self.size - 1}")  # into a size-long array
        return lambda drawn: float(self.from_counts(code_counts(drawn, codes, self.size)))


class ResampledMean(_OnCounts):
    """A metric that is a transform of the mean of per-row values, e.g. RMSE = √mean(e²):
    ``per_row(y_true, outputs)`` is computed once and a resample weights each value by how many
    times its row is drawn (the same values as the from-scratch ``reference`` on the drawn rows,
    summed in another order: equal up to rounding). Where the mean is not finite (overflow), the
    resample falls back to ``reference`` on the drawn rows."""

    def __init__(self, reference: Callable[..., float],
                 per_row: Callable[[np.ndarray, np.ndarray], np.ndarray],
                 finish: Callable[[float], float] = float) -> None:
        self.reference, self.per_row, self.finish = reference, per_row, finish

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_counts(self, y_true, outputs) -> Evaluate:
        y, out = np.asarray(y_true), np.asarray(outputs)
        with np.errstate(over="ignore", invalid="ignore"):
            values = np.asarray(self.per_row(y, out))
        if values.dtype == bool:
            values = values.astype(np.uint8)
        reused = _Reused()

        def evaluate(drawn: np.ndarray) -> float:
            weighted = reused(values.size, np.result_type(drawn, values))
            with np.errstate(over="ignore", invalid="ignore"):
                np.multiply(drawn, values, out=weighted)
                value = self.finish(np.sum(weighted) / np.sum(drawn))
            if np.isfinite(value):
                return value
            rows = drawn_rows(drawn)
            return self(y[rows], out[rows])

        return evaluate

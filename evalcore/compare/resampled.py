"""Bootstrap metrics that are prepared once per model, so a resample costs a few passes over 1 byte
a row.

A bootstrap resample draws rows with replacement: it changes how often each row counts, not the
rows themselves. So each model's inputs are encoded once (for the scores: sorted once, each row's
class and the end of each run of equal scores kept in that order) and a resample's metric follows
from how many times each row is drawn (:mod:`evalcore.compare.row_counts`): O(n) with no sort, no
random gather of the inputs and no input checks. Each value equals the from-scratch metric on the
drawn rows (tested): the same integer counts per distinct score or cell, or, for means, the same
per-row values weighted by their counts (equal up to the summation's rounding).

:func:`evalcore.compare.paired_bootstrap` uses a metric's ``on_counts(y_true, outputs)`` when it
has one (``on_rows`` evaluates it on row indices); called as ``metric(y_true, outputs)`` each
computes from scratch (scikit-learn or evalcore).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from evalcore.compare.row_counts import drawn_rows

Evaluate = Callable[[np.ndarray], float]


def _on_row_indices(on_counts: Evaluate, n: int) -> Evaluate:
    """``on_counts`` evaluated on row indices (repeats allowed) by counting them."""
    return lambda rows: on_counts(np.bincount(np.asarray(rows, dtype=np.intp), minlength=n))


class _OnCounts:
    """``on_rows`` for metrics that define ``on_counts``."""

    def on_rows(self, y_true, outputs) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        return _on_row_indices(self.on_counts(y_true, outputs), len(y_true))


class _DistinctScores:
    """One model's scores sorted once: the distinct scores (ascending), the rows in that order
    with their class, and where each run of equal scores ends (None when all differ)."""

    def __init__(self, y_true, scores) -> None:
        scores = np.asarray(scores, dtype=np.float64)
        self.order = np.argsort(scores, kind="stable")
        ordered = scores[self.order]
        last = np.r_[ordered[1:] != ordered[:-1], True]
        self.values = ordered[last]
        self.positive = np.asarray(y_true).astype(bool)[self.order]
        self.ends = None if last.all() else np.flatnonzero(last)

    def counts(self, drawn: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """How many drawn positives and negatives have each distinct score (ascending, int64),
        given how many times each row is drawn; raises ValueError when the draw has one class
        only (the metric is then undefined)."""
        weights = np.take(drawn, self.order)
        positive = weights * self.positive
        negative = weights - positive
        if self.ends is None:
            positives, negatives = positive.astype(np.int64), negative.astype(np.int64)
        else:  # sum each run of equal scores: differences of the running totals at its end
            positives, negatives = _run_sums(positive, self.ends), _run_sums(negative, self.ends)
        if not positives.any() or not negatives.any():
            raise ValueError("one class only in the resample")
        return positives, negatives


def _run_sums(counts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Sums of ``counts`` over the runs ending at ``ends`` (inclusive), as int64."""
    through = np.cumsum(counts, dtype=np.int64)[ends]
    through[1:] -= through[:-1].copy()
    return through


class _SortedOnce(_OnCounts):
    """A metric of ``(y_true, scores)``: the reference when called, and ``on_counts`` for the
    bootstrap, computed by ``from_counts`` from the drawn positives and negatives per distinct
    score (ascending)."""

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
        return lambda drawn: float(cls.from_counts(*distinct.counts(drawn)))


class ResampledAuc(_SortedOnce):
    """ROC AUC: the share of (positive, negative) pairs ranked right, ties counting one half."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import roc_auc_score

        return roc_auc_score

    @staticmethod
    def from_counts(positives: np.ndarray, negatives: np.ndarray) -> float:
        """From integer counts, in integers (exact, and an integer running sum is several times
        faster than a float one): 2 · (pairs ranked right) + (tied pairs) = Σ P·(N below + N
        through), over 2 · P · N."""
        through = np.cumsum(negatives)
        twice_right = int(positives @ (2 * through - negatives))
        return twice_right / (2 * int(positives.sum()) * int(through[-1]))


class ResampledAp(_SortedOnce):
    """Average precision: the precision at each distinct score, weighted by the recall it adds."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import average_precision_score

        return average_precision_score

    @staticmethod
    def from_counts(positives: np.ndarray, negatives: np.ndarray) -> float:
        positives, negatives = positives[::-1], negatives[::-1]  # high scores first
        true_positives = np.cumsum(positives)
        predicted = true_positives + np.cumsum(negatives)
        precision = np.divide(true_positives, predicted, out=np.zeros(predicted.size),
                              where=predicted > 0)
        return positives.astype(np.float64) @ precision / true_positives[-1]


class ResampledBep(_SortedOnce):
    """The P-R curve's break-even point (:meth:`ThresholdSweep.bep`), from the drawn counts'
    sweep. A distinct score not drawn repeats the previous sweep point, which the break-even
    search passes over, so the value equals the sweep of the drawn rows'."""

    @staticmethod
    def reference() -> Callable:
        from evalcore.binary import threshold_sweep

        return lambda y_true, scores: threshold_sweep(y_true, scores).bep().value

    @classmethod
    def on_counts(cls, y_true, scores) -> Evaluate:
        from evalcore.binary import ThresholdSweep

        distinct = _DistinctScores(y_true, scores)
        thresholds = distinct.values[::-1]

        def evaluate(drawn: np.ndarray) -> float:
            positives, negatives = distinct.counts(drawn)
            tp, fp = np.cumsum(positives[::-1]), np.cumsum(negatives[::-1])
            sweep = ThresholdSweep(thresholds=thresholds, tp=tp, fp=fp, positives=float(tp[-1]),
                                   negatives=float(fp[-1]))
            return sweep.bep().value

        return evaluate


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
        codes = np.asarray(self.codes(np.asarray(y_true), np.asarray(outputs)), dtype=np.intp)
        return lambda drawn: float(self.from_counts(
            np.bincount(codes, weights=drawn, minlength=self.size).astype(np.int64)))


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

        def evaluate(drawn: np.ndarray) -> float:
            with np.errstate(over="ignore", invalid="ignore"):
                value = self.finish(np.sum(drawn * values) / np.sum(drawn))
            if np.isfinite(value):
                return value
            rows = drawn_rows(drawn)
            return self(y[rows], out[rows])

        return evaluate

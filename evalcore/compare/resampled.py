"""Bootstrap metrics that are prepared once per model, so a resample costs a gather and a bincount.

A bootstrap resample draws rows with replacement: it changes how often each row counts, not the
rows themselves. So each model's inputs are encoded once (for the scores: sorted once, each row
coded by its distinct score and its class), and a resample's metric follows from the counts of the
drawn codes, O(n) with no sort and no input checks. Each value equals the from-scratch metric on
the drawn rows (tested): the same integer counts, or the same drawn per-row values averaged in the
same order.

:func:`evalcore.compare.paired_bootstrap` uses a metric's ``on_rows(y_true, outputs)`` when it has
one; called as ``metric(y_true, outputs)`` each computes from scratch (scikit-learn or evalcore).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Evaluate = Callable[[np.ndarray], float]


def _compact(codes: np.ndarray, size: int) -> np.ndarray:
    """``codes`` (0 ≤ code < ``size``) in the narrowest unsigned type that holds them: a resample
    gathers them at random, and 1 byte a row reads faster than 8 (same counts)."""
    for dtype in (np.uint8, np.uint16, np.uint32):
        if size <= np.iinfo(dtype).max + 1:
            return codes.astype(dtype)
    return codes.astype(np.intp)


class _DistinctScores:
    """One model's scores sorted once: the distinct scores (ascending) and each row's code
    ``2 · (index of its distinct score) + (1 if positive)``."""

    def __init__(self, y_true, scores) -> None:
        scores = np.asarray(scores, dtype=np.float64)
        order = np.argsort(scores, kind="stable")
        ordered = scores[order]
        new = np.r_[True, ordered[1:] != ordered[:-1]]
        self.values = ordered[new]
        rank = np.empty(scores.size, dtype=np.intp)
        rank[order] = np.cumsum(new) - 1
        self.codes = _compact(2 * rank + np.asarray(y_true).astype(bool), 2 * self.values.size)

    def counts(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """How many drawn positives and negatives have each distinct score (ascending); raises
        ValueError when the draw has one class only (the metric is then undefined)."""
        drawn = np.bincount(self.codes[rows], minlength=2 * self.values.size).reshape(-1, 2)
        negatives, positives = drawn[:, 0].astype(np.float64), drawn[:, 1].astype(np.float64)
        if not positives.any() or not negatives.any():
            raise ValueError("one class only in the resample")
        return positives, negatives


class _SortedOnce:
    """A metric of ``(y_true, scores)``: the reference when called, and ``on_rows`` for the
    bootstrap, computed by ``from_counts`` from the drawn positives and negatives per distinct
    score (ascending)."""

    def __call__(self, y_true, scores) -> float:
        return float(self.reference()(y_true, scores))

    @classmethod
    def on_rows(cls, y_true, scores) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        distinct = _DistinctScores(y_true, scores)
        return lambda rows: float(cls.from_counts(*distinct.counts(rows)))


class ResampledAuc(_SortedOnce):
    """ROC AUC: the share of (positive, negative) pairs ranked right, ties counting one half."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import roc_auc_score

        return roc_auc_score

    @staticmethod
    def from_counts(positives: np.ndarray, negatives: np.ndarray) -> float:
        below = np.cumsum(negatives) - negatives
        pairs = positives.sum() * negatives.sum()
        return (positives @ below + 0.5 * (positives @ negatives)) / pairs


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
        precision = np.divide(true_positives, predicted, out=np.zeros_like(predicted),
                              where=predicted > 0)
        return positives @ precision / true_positives[-1]


class ResampledBep(_SortedOnce):
    """The P-R curve's break-even point (:meth:`ThresholdSweep.bep`), from the drawn counts'
    sweep. A distinct score not drawn repeats the previous sweep point, which the break-even
    search passes over, so the value equals the sweep of the drawn rows'."""

    @staticmethod
    def reference() -> Callable:
        from evalcore.binary import threshold_sweep

        return lambda y_true, scores: threshold_sweep(y_true, scores).bep().value

    @classmethod
    def on_rows(cls, y_true, scores) -> Evaluate:
        from evalcore.binary import ThresholdSweep

        distinct = _DistinctScores(y_true, scores)
        thresholds = distinct.values[::-1]

        def evaluate(rows: np.ndarray) -> float:
            positives, negatives = distinct.counts(rows)
            tp, fp = np.cumsum(positives[::-1]), np.cumsum(negatives[::-1])
            sweep = ThresholdSweep(thresholds=thresholds, tp=tp, fp=fp, positives=float(tp[-1]),
                                   negatives=float(fp[-1]))
            return sweep.bep().value

        return evaluate


class ResampledCounts:
    """A metric of the counts of per-row codes, e.g. F1 of the four codes 2 · truth + predicted,
    or macro-F1 of the confusion matrix's C² cells: ``codes(y_true, outputs)`` is computed once
    and a resample is one bincount of the drawn codes, ``from_counts`` turns the counts into the
    value. Called as ``metric(y_true, outputs)``, the from-scratch ``reference``."""

    def __init__(self, reference: Callable[..., float],
                 codes: Callable[[np.ndarray, np.ndarray], np.ndarray], size: int,
                 from_counts: Callable[[np.ndarray], float]) -> None:
        self.reference, self.codes, self.size, self.from_counts = (reference, codes, size,
                                                                   from_counts)

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_rows(self, y_true, outputs) -> Evaluate:
        codes = _compact(np.asarray(self.codes(np.asarray(y_true), np.asarray(outputs))),
                         self.size)
        return lambda rows: float(self.from_counts(np.bincount(codes[rows],
                                                               minlength=self.size)))


class ResampledMean:
    """A metric that is a transform of the mean of per-row values, e.g. RMSE = √mean(e²):
    ``per_row(y_true, outputs)`` is computed once and a resample averages the drawn values (the
    same values in the same order as the from-scratch ``reference``, so the same result).
    Where the mean is not finite (overflow), the resample falls back to ``reference``."""

    def __init__(self, reference: Callable[..., float],
                 per_row: Callable[[np.ndarray, np.ndarray], np.ndarray],
                 finish: Callable[[float], float] = float) -> None:
        self.reference, self.per_row, self.finish = reference, per_row, finish

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_rows(self, y_true, outputs) -> Evaluate:
        y, out = np.asarray(y_true), np.asarray(outputs)
        with np.errstate(over="ignore", invalid="ignore"):
            values = self.per_row(y, out)

        def evaluate(rows: np.ndarray) -> float:
            with np.errstate(over="ignore", invalid="ignore"):
                value = self.finish(np.mean(values[rows]))
            return value if np.isfinite(value) else self(y[rows], out[rows])

        return evaluate

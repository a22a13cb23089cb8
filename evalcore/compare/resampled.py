"""ROC AUC and average precision for the paired bootstrap, with the scores sorted once.

A bootstrap resample draws rows with replacement: it changes how often each row counts, not the
order of the scores. So each model's scores are sorted once, and a resample's metric is the
weighted metric with the draw counts as weights, O(n) per resample (a bincount and cumulative sums
over the distinct scores) instead of a sort and scikit-learn's input checks. The values equal
scikit-learn's ``roc_auc_score`` and ``average_precision_score`` on the drawn rows (tested).

:func:`evalcore.compare.paired_bootstrap` uses a metric's ``on_rows(y_true, scores)`` when it has
one; called directly, the metrics are scikit-learn's.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


class _DistinctScores:
    """One model's scores sorted once, ascending, with the groups of equal scores."""

    def __init__(self, y_true, scores) -> None:
        scores = np.asarray(scores, dtype=np.float64)
        self.order = np.argsort(scores, kind="stable")
        ordered = scores[self.order]
        self.starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
        self.positive = np.asarray(y_true).astype(bool)[self.order]
        self.n = len(scores)

    def counts(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """How many drawn positives and negatives have each distinct score (ascending); raises
        ValueError when the draw has one class only (the metric is then undefined)."""
        drawn = np.bincount(rows, minlength=self.n)[self.order]
        positives = np.add.reduceat(np.where(self.positive, drawn, 0), self.starts)
        negatives = np.add.reduceat(np.where(self.positive, 0, drawn), self.starts)
        if not positives.any() or not negatives.any():
            raise ValueError("one class only in the resample")
        return positives.astype(np.float64), negatives.astype(np.float64)


class _SortedOnce:
    """A metric of ``(y_true, scores)``: scikit-learn's when called, and ``on_rows`` for the
    bootstrap, computed by ``from_counts`` from the drawn positives and negatives per distinct
    score (ascending)."""

    def __call__(self, y_true, scores) -> float:
        return float(self.reference()(y_true, scores))

    @classmethod
    def on_rows(cls, y_true, scores) -> Callable[[np.ndarray], float]:
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

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


class ResampledAuc:
    """ROC AUC: the share of (positive, negative) pairs ranked right, ties counting one half."""

    def __call__(self, y_true, scores) -> float:
        from sklearn.metrics import roc_auc_score

        return float(roc_auc_score(y_true, scores))

    @staticmethod
    def on_rows(y_true, scores) -> Callable[[np.ndarray], float]:
        """The AUC of the rows drawn (an index array, repeats allowed)."""
        distinct = _DistinctScores(y_true, scores)

        def auc(rows: np.ndarray) -> float:
            positives, negatives = distinct.counts(rows)
            below = np.cumsum(negatives) - negatives
            pairs = positives.sum() * negatives.sum()
            return float((positives @ below + 0.5 * (positives @ negatives)) / pairs)

        return auc


class ResampledAp:
    """Average precision: the precision at each distinct score, weighted by the recall it adds."""

    def __call__(self, y_true, scores) -> float:
        from sklearn.metrics import average_precision_score

        return float(average_precision_score(y_true, scores))

    @staticmethod
    def on_rows(y_true, scores) -> Callable[[np.ndarray], float]:
        """The AP of the rows drawn (an index array, repeats allowed)."""
        distinct = _DistinctScores(y_true, scores)

        def average_precision(rows: np.ndarray) -> float:
            positives, negatives = (c[::-1] for c in distinct.counts(rows))  # high scores first
            true_positives = np.cumsum(positives)
            predicted = true_positives + np.cumsum(negatives)
            precision = np.divide(true_positives, predicted, out=np.zeros_like(predicted),
                                  where=predicted > 0)
            return float(positives @ precision / true_positives[-1])

        return average_precision

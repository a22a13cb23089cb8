"""A bootstrap confidence band of the ROC curve: the rows are resampled with replacement
(:func:`evalcore.resample.draw_counts.draw_row_counts`, the bootstrap engine of the comparisons),
each resample's ROC is read at a grid of FPRs, and the band holds the pointwise percentiles.

The scores are sorted once; a resample only changes how often each row counts, so its ROC is a
weighted cumulative sum in that order. At FPR f a resample's TPR is the highest TPR of its ROC
points with FPR ≤ f (the step the curve reaches by f).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class RocBand:
    """The pointwise ``confidence`` band: at each ``fpr`` of the grid, the ``low`` and ``high``
    percentiles of the resampled TPRs, over ``n_resamples`` resamples with both classes (of
    ``drawn``) from ``seed``."""

    fpr: np.ndarray
    low: np.ndarray
    high: np.ndarray
    confidence: float
    n_resamples: int
    drawn: int
    seed: int


def tpr_at(fpr: np.ndarray, tpr: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """The ROC's TPR at each FPR of ``grid``: the highest TPR with FPR ≤ it (``fpr`` ascending,
    ``tpr`` non-decreasing, from (0, 0))."""
    return tpr[np.searchsorted(fpr, grid, side="right") - 1]


def roc_band(y_true, scores, *, sample_weight=None, n_resamples: int = 200,
             confidence: float = 0.95, seed: int = 0, points: int = 101,
             progress: Callable[[int, int], None] | None = None) -> RocBand:
    """The ROC band of ``n_resamples`` bootstrap resamples; ``progress(done, total)`` after each
    (a resample with one class only is drawn but left out)."""
    from evalcore.resample.draw_counts import iter_row_counts
    from evalcore.resample.prepared_metrics import descending

    y = np.asarray(y_true, dtype=bool)
    s = np.asarray(scores, dtype=np.float64)
    order = descending(s)
    ordered = s[order]
    closes = np.r_[ordered[1:] != ordered[:-1], True]
    positive = y[order]
    base = None if sample_weight is None else np.asarray(sample_weight, np.float64)[order]
    grid = np.linspace(0.0, 1.0, points)
    rng = np.random.default_rng(seed)
    curves = []
    for done, counts in enumerate(iter_row_counts(rng, y.size, n_resamples), start=1):
        weight = counts[order].astype(np.float64)
        if base is not None:
            weight *= base
        tp = np.cumsum(np.where(positive, weight, 0.0))[closes]
        fp = np.cumsum(np.where(positive, 0.0, weight))[closes]
        if tp[-1] > 0 and fp[-1] > 0:
            curves.append(tpr_at(np.r_[0.0, fp / fp[-1]], np.r_[0.0, tp / tp[-1]], grid))
        if progress is not None:
            progress(done, n_resamples)
    alpha = (1.0 - confidence) / 2
    tprs = np.array(curves) if curves else np.full((1, points), np.nan)
    low, high = np.percentile(tprs, [100 * alpha, 100 * (1 - alpha)], axis=0)
    return RocBand(fpr=grid, low=low, high=high, confidence=confidence,
                   n_resamples=len(curves), drawn=n_resamples, seed=seed)

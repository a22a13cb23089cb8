"""Vertical averaging of the folds' ROC curves (Fawcett 2006, §7.1): each fold's TPR on a fixed FPR
grid, then the mean and the standard deviation over the folds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from evalcore.binary.shortest import shortest_thresholds
from evalcore.binary.sweep import ALL_NEGATIVE

GRID = np.linspace(0.0, 1.0, 101)
"""The FPR grid: 0, 0.01, …, 1 (101 values)."""


@dataclass(frozen=True, eq=False)
class AveragedRoc:
    """``tpr_mean`` and ``tpr_std`` (population σ, 1/K) over the folds at each ``fpr`` of the
    grid; ``tpr`` holds each fold's row."""

    fpr: np.ndarray
    tpr: np.ndarray
    tpr_mean: np.ndarray
    tpr_std: np.ndarray


def roc_at(fpr: np.ndarray, tpr: np.ndarray, grid: np.ndarray = GRID) -> np.ndarray:
    """A ROC polyline's TPR at each grid FPR.

    ``fpr`` and ``tpr`` are the curve's points in order (both non-decreasing, from (0, 0) to
    (1, 1)). Between two points with FPR a < x < b the TPR is interpolated linearly; where the
    curve is vertical at x (several points with FPR = x) it is the highest TPR there.
    """
    fpr, tpr = np.asarray(fpr, np.float64), np.asarray(tpr, np.float64)
    grid = np.asarray(grid, np.float64)
    last = np.clip(np.searchsorted(fpr, grid, side="right") - 1, 0, fpr.size - 1)
    nxt = np.minimum(last + 1, fpr.size - 1)
    on_point = (fpr[last] == grid) | (nxt == last)
    width = np.where(on_point, 1.0, fpr[nxt] - fpr[last])
    share = np.where(on_point, 0.0, (grid - fpr[last]) / width)
    return tpr[last] + share * (tpr[nxt] - tpr[last])


def vertical_roc_average(curves: Sequence[tuple[np.ndarray, np.ndarray]],
                         grid: np.ndarray = GRID) -> AveragedRoc:
    """The vertical average of ``curves`` (each a (fpr, tpr) polyline, see :func:`roc_at`)."""
    rows = np.array([roc_at(fpr, tpr, grid) for fpr, tpr in curves])
    return AveragedRoc(np.asarray(grid, np.float64), rows, rows.mean(axis=0), rows.std(axis=0))


THRESHOLD_POINTS = 21
"""How many thresholds threshold averaging samples (Fawcett's ``samples``)."""


@dataclass(frozen=True, eq=False)
class ThresholdAveragedRoc:
    """Threshold averaging (Fawcett 2006, §7.2, algorithm 4): at each of ``thresholds``
    (descending: :data:`~evalcore.binary.sweep.ALL_NEGATIVE`, above every score, where every
    fold is at (0, 0), then thresholds sampled evenly by rank from the distinct scores of all
    folds, the lowest last, where every fold is at (1, 1)), every fold's ROC point (FPR, TPR)
    for "score ≥ threshold is positive"; ``fpr`` and ``tpr`` hold one row per
    fold, ``*_mean`` and ``*_std`` (population σ, 1/K) are over the folds; ``shown``: each
    threshold as pages show it, the shortest decimal in its gap between the pooled scores (the
    same points in every fold)."""

    thresholds: np.ndarray
    fpr: np.ndarray
    tpr: np.ndarray
    fpr_mean: np.ndarray
    fpr_std: np.ndarray
    tpr_mean: np.ndarray
    tpr_std: np.ndarray
    shown: np.ndarray


def _rates_at(values: np.ndarray, thresholds: np.ndarray,
              weights: np.ndarray | None = None) -> np.ndarray:
    """Share of ``values`` (of their total weight) ≥ each threshold (one binary search per
    threshold)."""
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    below = np.searchsorted(ordered, thresholds, side="left")
    if weights is None:
        return (ordered.size - below) / ordered.size
    running = np.concatenate(([0.0], np.cumsum(np.asarray(weights, np.float64)[order])))
    return (running[-1] - running[below]) / running[-1]


def threshold_roc_average(folds: Sequence[tuple[np.ndarray, ...]], *,
                          points: int = THRESHOLD_POINTS) -> ThresholdAveragedRoc:
    """Threshold averaging of the folds' ROC curves; ``folds`` holds each fold's (y_true as bool,
    scores) or (y_true, scores, sample weights or None), every fold with both classes. Unlike
    vertical averaging, the folds' points are taken at the same threshold, so the average shows
    where a threshold puts each fold."""
    pooled = np.unique(np.concatenate([np.asarray(f[1], np.float64) for f in folds]))[::-1]
    picks = np.unique(np.linspace(0, pooled.size - 1, min(points, pooled.size)).round()
                      .astype(int))
    thresholds = np.concatenate(([ALL_NEGATIVE], pooled[picks]))  # the curve from (0, 0)
    fpr, tpr = [], []
    for y, s, *weights in folds:
        y, s = np.asarray(y, bool), np.asarray(s, np.float64)
        w = weights[0] if weights and weights[0] is not None else None
        fpr.append(_rates_at(s[~y], thresholds, None if w is None else w[~y]))
        tpr.append(_rates_at(s[y], thresholds, None if w is None else w[y]))
    fpr, tpr = np.array(fpr), np.array(tpr)
    return ThresholdAveragedRoc(thresholds, fpr, tpr, fpr.mean(axis=0), fpr.std(axis=0),
                                tpr.mean(axis=0), tpr.std(axis=0),
                                shortest_thresholds(pooled, thresholds))

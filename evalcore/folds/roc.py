"""Vertical averaging of the folds' ROC curves (Fawcett 2006, §7.1): each fold's TPR on a fixed FPR
grid, then the mean and the standard deviation over the folds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

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

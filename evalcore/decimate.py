"""Reduce a plotted curve to a few thousand points without changing what the eye sees.

A browser draws 5,000 points easily and 10⁶ slowly; a full-resolution ROC or P-R curve has one
point per distinct score. :func:`decimate_curve` picks which points to keep; the full curve stays
available for export and for exact look-ups.
"""

from __future__ import annotations

import math

import numpy as np


def decimate_curve(x, y, *, max_points: int = 5000, tolerance: float = 0.002) -> np.ndarray:
    """Indices (sorted) of the points of the polyline (x, y) to draw.

    1. Interior points on a straight line through their neighbours are dropped: they add nothing
       (a staircase keeps exactly its corners). If at most ``max_points`` remain, those are the
       answer and the drawn curve is the exact curve.
    2. Otherwise the plane is cut into square cells of side ``tolerance / √2``; of each run of
       consecutive corners in one cell only the first and the last are kept. A dropped point and
       the chord that replaces it lie in the same cell, so every dropped point is within
       ``tolerance`` (Euclidean, axis units) of the polyline through the kept points. Corners
       alone in their cell are kept exactly. A monotone curve in the unit square (ROC) crosses
       at most 2/side cells, so ≤ 2,830 points remain with the default tolerance.
    3. If that is still more than ``max_points`` (a curve that zigzags inside a cell many times,
       e.g. the start of a P-R curve), the cell side doubles until it fits: the point budget
       wins, and the deviation bound becomes the cell diagonal actually used.

    The first and last points are always kept. Work is O(n) per cell size, vectorized.

    Parameters
    ----------
    x, y : array-like of float, shape (n,)
        Finite coordinates, in drawing order.
    max_points : int, default 5000
        At least 2.
    tolerance : float, default 0.002
        Largest distance (axis units) of a dropped point from the drawn polyline; > 0.

    Returns
    -------
    ndarray of int64
        Increasing indices into ``x`` and ``y``.
    """
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    if x.ndim != 1 or x.shape != y.shape:
        raise ValueError(f"x and y must be 1-D of the same length, got {x.shape} and {y.shape}")
    if max_points < 2:
        raise ValueError(f"max_points must be at least 2, got {max_points}")
    if not (math.isfinite(tolerance) and tolerance > 0):
        raise ValueError(f"tolerance must be a finite number > 0, got {tolerance}")
    if not (np.isfinite(x).all() and np.isfinite(y).all()):
        raise ValueError("x and y must be finite")
    corners = kept = _corners(x, y)
    side = tolerance / math.sqrt(2)
    while kept.size > max_points:
        kept = _cell_run_ends(x, y, corners, side)
        side *= 2
    return kept


def _corners(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """First, last, and every point where the polyline changes direction (or turns back)."""
    n = x.size
    if n <= 2:
        return np.arange(n, dtype=np.int64)
    dx, dy = np.diff(x), np.diff(y)
    turn = dx[:-1] * dy[1:] - dy[:-1] * dx[1:]
    backwards = dx[:-1] * dx[1:] + dy[:-1] * dy[1:] < 0
    still = (dx[:-1] == 0) & (dy[:-1] == 0)
    interior = np.flatnonzero((turn != 0) | backwards | still) + 1
    return np.concatenate(([0], interior, [n - 1])).astype(np.int64)


def _cell_run_ends(x: np.ndarray, y: np.ndarray, points: np.ndarray, side: float) -> np.ndarray:
    """Of ``points``, those that start or end a run of consecutive points in one grid cell."""
    cx = np.floor(x[points] / side)
    cy = np.floor(y[points] / side)
    moves = (cx[1:] != cx[:-1]) | (cy[1:] != cy[:-1])
    ends = np.zeros(points.size, dtype=bool)
    ends[[0, -1]] = True
    ends[:-1] |= moves
    ends[1:] |= moves
    return points[ends]

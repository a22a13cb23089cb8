"""Reduce a plotted curve to a few thousand points without changing what the eye sees.

A browser draws 5,000 points easily and 10⁶ slowly; a full-resolution ROC or P-R curve has one
point per distinct score. :func:`decimate_curve` picks which points to keep; the full curve stays
available for export and for exact look-ups.
"""

from __future__ import annotations

import math

import numpy as np

DEFAULT_MAX_POINTS = 5000
"""Points a browser draws easily per curve: :func:`decimate_curve`'s default budget."""


def decimate_curve(x, y, *, max_points: int = DEFAULT_MAX_POINTS,
                   tolerance: float = 0.002) -> np.ndarray:
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


FIRST_PASS_SHARE = 0.2
"""Share of :func:`fewest_points`' tolerance spent on its first, grid-cell pass (the rest goes to
Douglas–Peucker on what that pass kept)."""


def fewest_points(x, y, *, tolerance: float) -> np.ndarray:
    """Indices (sorted) of few points of the polyline (x, y) whose polyline stays within
    ``tolerance`` (Euclidean, axis units) of every point of the full one, for a curve that is
    resent often (the Comparison page redraws its overlays on every threshold move).

    :func:`decimate_curve` keeps two points per grid cell the curve crosses (about 550 for a ROC
    curve at 1 %); Douglas–Peucker keeps only the points a straight chord cannot replace (a few
    dozen for a smooth curve). Here the grid-cell pass (``FIRST_PASS_SHARE`` of the tolerance,
    O(n)) thins the corners first, then Douglas–Peucker runs on what it kept with the rest of the
    tolerance. A dropped point lies within the first share of the first polyline; each segment of
    that polyline lies within the rest of the final one (both its ends do, and the distance to a
    segment is convex), so the two add up to at most ``tolerance``. First and last points kept.
    """
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    if not (math.isfinite(tolerance) and tolerance > 0):
        raise ValueError(f"tolerance must be a finite number > 0, got {tolerance}")
    corners = _corners(x, y)
    first = _cell_run_ends(x, y, corners, FIRST_PASS_SHARE * tolerance / math.sqrt(2))
    kept = _douglas_peucker(x[first], y[first], (1 - FIRST_PASS_SHARE) * tolerance)
    return first[kept]


def fewest_steps(y, *, tolerance: float) -> np.ndarray:
    """Indices (sorted) of few vertices of a staircase drawn "hv" (from each vertex across to
    the next one's x, then up or down to its y) whose staircase stays within ``tolerance``
    (axis units) of the full one, both ways: the first and last vertices, and each vertex
    farther than ``tolerance`` in y from the last one kept.

    Between two kept vertices i and j every dropped vertex lies within ``tolerance`` in height
    of vertex i, so the kept staircase's run across at y_i passes within ``tolerance`` of each
    dropped run, over the same x, and its final rise at x_j covers the full one's last rise
    (from a height within ``tolerance`` of y_i). :func:`fewest_points` does not keep this
    shape: a chord that fits the points can step far from the steps drawn between them."""
    y = np.asarray(y, dtype=np.float64)
    if not (math.isfinite(tolerance) and tolerance > 0):
        raise ValueError(f"tolerance must be a finite number > 0, got {tolerance}")
    if y.size <= 2:
        return np.arange(y.size, dtype=np.int64)
    kept, base = [0], y[0]
    for index, value in enumerate(y[1:-1].tolist(), start=1):
        if abs(value - base) > tolerance:
            kept.append(index)
            base = value
    kept.append(y.size - 1)
    return np.array(kept, dtype=np.int64)


def _douglas_peucker(x: np.ndarray, y: np.ndarray, tolerance: float) -> np.ndarray:
    """Indices kept by Douglas–Peucker: a span's farthest point from its chord (distance to the
    segment) is kept while it lies beyond ``tolerance``. Iterative, one vectorized pass a span."""
    n = x.size
    if n <= 2:
        return np.arange(n, dtype=np.int64)
    keep = np.zeros(n, dtype=bool)
    keep[[0, n - 1]] = True
    spans = [(0, n - 1)]
    while spans:
        start, end = spans.pop()
        if end - start < 2:
            continue
        inner = slice(start + 1, end)
        distance = _segment_distance(x[inner], y[inner], x[start], y[start], x[end], y[end])
        far = int(np.argmax(distance))
        if distance[far] > tolerance:
            split = start + 1 + far
            keep[split] = True
            spans += [(start, split), (split, end)]
    return np.flatnonzero(keep)


def deviation(x, y, kept) -> float:
    """Largest distance (axis units) of a point of the polyline (x, y) from the segment between
    the two ``kept`` indices around it: how far the polyline through the kept points strays from
    the full one (0 when every point is kept). ``kept`` is increasing, with the first and last."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    kept = np.asarray(kept, dtype=np.int64)
    if kept.size < 2:
        return 0.0
    points = np.arange(x.size)
    segment = np.clip(np.searchsorted(kept, points, side="right") - 1, 0, kept.size - 2)
    start, end = kept[segment], kept[segment + 1]
    distance = _segment_distance(x, y, x[start], y[start], x[end], y[end])
    return float(distance.max(initial=0.0))


def _segment_distance(px, py, ax, ay, bx, by) -> np.ndarray:
    """Distance of each point (px, py) to the segment from (ax, ay) to (bx, by) (the ends may be
    arrays, one segment per point)."""
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.clip(((px - ax) * dx + (py - ay) * dy) / length2, 0, 1)
    t = np.where(length2 == 0, 0.0, t)
    return np.hypot(px - ax - t * dx, py - ay - t * dy)

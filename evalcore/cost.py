"""Cost curves (Drummond & Holte): cost-sensitive error, probability cost and the lower envelope.

With a false-negative cost C(−|+), a false-positive cost C(+|−) and a positive prior p, the
probability cost PC(+) = p·C(−|+) / (p·C(−|+) + (1 − p)·C(+|−)) puts every operating condition on
[0, 1]. A classifier with ROC point (FPR, TPR) then has normalized expected cost
FNR·PC(+) + FPR·(1 − PC(+)): the line from (0, FPR) to (1, FNR). The cost curve of a scorer is the
lower envelope of the lines of all its thresholds, including the trivial classifiers "always
negative" (0, 0)–(1, 1) and "always positive" (0, 1)–(1, 0); its area is the expected total cost
over all operating conditions (seed 001, section 4).

By duality the lines on the envelope are those of the vertices of the ROC convex hull, in order,
and two consecutive vertices swap at PC(+) = ΔFPR / (ΔFPR + ΔTPR) of their hull edge. So the
envelope is exact and comes from the hull in O(n), without intersecting pairs of lines.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from evalcore.binary import ALL_NEGATIVE
from evalcore.errors import EvalInputError
from evalcore.sums import dot

#: The pruning passes of :func:`roc_convex_hull` stop once a pass removes less than this share.
_FEW_REMOVED = 1 / 8
#: A turn counts as right only beyond the rounding error of rates in [0, 1] (see :func:`_right`).
_ROUNDING = 8 * float(np.finfo(np.float64).eps)


@dataclass(frozen=True, eq=False)
class RocHull:
    """Vertices of the ROC convex hull, from (0, 0) to (1, 1), FPR increasing, slopes decreasing.

    ``indices`` point into the arrays the hull was computed from.
    """

    fpr: np.ndarray
    tpr: np.ndarray
    indices: np.ndarray


@dataclass(frozen=True, eq=False)
class CostCurve:
    """The lower envelope of the cost lines: a polyline over PC(+) ∈ [0, 1].

    Attributes
    ----------
    pc, cost : ndarray of float64, shape (s + 1,)
        The envelope's breakpoints, ``pc`` increasing from 0 to 1; ``cost[0] = cost[-1] = 0``
        (at PC = 0 or 1 a trivial classifier is free).
    fpr, tpr, thresholds : ndarray of float64, shape (s,)
        The optimal ROC hull vertex on segment j = [pc[j], pc[j+1]], and its threshold
        (:data:`~evalcore.binary.ALL_NEGATIVE`: always negative).
    area : float
        ∫₀¹ envelope d PC(+), the expected total cost (exact: the trapezoid rule on a polyline).
    hull_fpr, hull_tpr, hull_thresholds : ndarray of float64
        Every vertex of the ROC convex hull (for drawing the ROC side).
    """

    pc: np.ndarray
    cost: np.ndarray
    fpr: np.ndarray
    tpr: np.ndarray
    thresholds: np.ndarray
    area: float
    hull_fpr: np.ndarray
    hull_tpr: np.ndarray
    hull_thresholds: np.ndarray


@dataclass(frozen=True)
class BestCost:
    """The cost-optimal operating point at one PC(+): a hull vertex and its normalized cost."""

    pc: float
    threshold: float
    cost: float
    fpr: float
    tpr: float


@dataclass(frozen=True, eq=False)
class CostLines:
    """A bundle of cost lines for drawing: line i runs from (0, ``fpr[i]``) to (1, ``fnr[i]``)."""

    fpr: np.ndarray
    fnr: np.ndarray


def probability_cost(prior, *, cost_fn=1.0, cost_fp=1.0) -> float:
    """PC(+) = p·C(−|+) / (p·C(−|+) + (1 − p)·C(+|−)), the cost curve's x axis.

    It folds the prior and both costs into one number: only their product matters for which
    threshold is best. Raises :class:`EvalInputError` when p ∉ [0, 1], a cost is negative or not
    finite, or the denominator is 0 (nothing can cost anything).
    """
    prior = float(prior)
    if not (math.isfinite(prior) and 0.0 <= prior <= 1.0):
        raise EvalInputError("cost_prior_invalid", value=prior)
    cost_fn, cost_fp = _check_cost("cost_fn", cost_fn), _check_cost("cost_fp", cost_fp)
    positive, negative = prior * cost_fn, (1.0 - prior) * cost_fp
    if positive + negative == 0:
        raise EvalInputError("cost_zero_total", prior=prior, cost_fn=cost_fn, cost_fp=cost_fp)
    return float(positive / (positive + negative))


def cost_sensitive_error(tp, fp, tn, fn, *, cost_fn=1.0, cost_fp=1.0):
    """E = (C(−|+)·FN + C(+|−)·FP) / m with m = TP + FP + TN + FN (seed 000's cost-sensitive
    error rate; weighted counts give the weighted rate). Broadcasts over arrays of counts (a
    Python float for scalars).

    With unit costs it is the error rate. It equals the normalized cost at the data's own prior
    times p·C(−|+) + (1 − p)·C(+|−).
    """
    cost_fn, cost_fp = _check_cost("cost_fn", cost_fn), _check_cost("cost_fp", cost_fp)
    tp, fp, tn, fn = (np.asarray(c, dtype=np.float64) for c in (tp, fp, tn, fn))
    total = tp + fp + tn + fn
    if not np.all(total > 0):
        raise ValueError(f"the confusion matrix must have a positive total, got {total}")
    error = (cost_fn * fn + cost_fp * fp) / total
    return float(error) if error.ndim == 0 else error


def line_cost(fpr, tpr, pc):
    """Normalized expected cost (1 − TPR)·PC + FPR·(1 − PC) of ROC point(s) at PC(+) (broadcasts;
    a Python float for scalars)."""
    cost = (1.0 - np.asarray(tpr, dtype=np.float64)) * pc + np.asarray(fpr, np.float64) * (1 - pc)
    return float(cost) if cost.ndim == 0 else cost


def roc_convex_hull(fpr, tpr) -> RocHull:
    """The upper-left convex hull of ROC points sorted by (FPR, TPR), both non-decreasing.

    Collinear and repeated points are not vertices (the first of equal points is kept). Each pass
    drops, all at once, every point that does not turn right between its neighbours (it lies on or
    under their chord, so it is no hull vertex and the hull is unchanged); when a pass drops few
    points, a monotone-chain stack finishes. What remains turns right everywhere with increasing
    FPR, i.e. is concave: the hull. O(n) for a sorted ROC.

    Rates such as 772/905 are rounded, so three collinear ROC points can seem to turn by ~1e-16; a
    turn counts only beyond that rounding error. For counts (rates k/N, j/P) a true turn is at
    least 1/(N·P), so the hull is exact up to N·P ≈ 10¹⁴.
    """
    x, y = _sorted_roc(fpr, tpr)
    distinct = np.ones(x.size, dtype=bool)
    distinct[1:] = (np.diff(x) != 0) | (np.diff(y) != 0)
    kept = np.flatnonzero(distinct)
    while kept.size > 2:
        hx, hy = x[kept], y[kept]
        dx, dy = np.diff(hx), np.diff(hy)
        turns_right = np.concatenate(([True], _right(dx[:-1], dy[:-1], dx[1:], dy[1:]), [True]))
        removed = kept.size - int(turns_right.sum())
        kept = kept[turns_right]
        if removed < _FEW_REMOVED * (kept.size + removed):
            kept = _monotone_chain(x, y, kept)
            break
    return RocHull(fpr=x[kept], tpr=y[kept], indices=kept)


def cost_curve(fpr, tpr, thresholds) -> CostCurve:
    """The exact lower envelope of the cost lines of every ROC point and both trivial classifiers.

    Parameters
    ----------
    fpr, tpr, thresholds : array-like of float, shape (n,)
        A ROC curve sorted by threshold descending (e.g. :meth:`ThresholdSweep.roc`). (0, 0) and
        (1, 1) are added, with thresholds ``ALL_NEGATIVE`` (+inf) and ``-inf``, when missing.

    Returns
    -------
    CostCurve
        Hull vertex v_j is optimal on [PC_j, PC_{j+1}] with PC_j = ΔFPR_j / (ΔFPR_j + ΔTPR_j) of
        the hull edge into v_j; vertices whose interval is empty (a vertical first or horizontal
        last edge) are left out.
    """
    x, y = _sorted_roc(fpr, tpr)
    thresholds = np.asarray(thresholds, dtype=np.float64)
    if thresholds.shape != x.shape:
        raise ValueError(f"thresholds has shape {thresholds.shape}, expected {x.shape}")
    if not (x[0] == 0 and y[0] == 0):
        x, y, thresholds = (np.concatenate(([v], a)) for v, a in ((0.0, x), (0.0, y),
                                                                    (ALL_NEGATIVE, thresholds)))
    if not (x[-1] == 1 and y[-1] == 1):
        x, y, thresholds = (np.concatenate((a, [v])) for v, a in ((1.0, x), (1.0, y),
                                                                    (-np.inf, thresholds)))
    hull = roc_convex_hull(x, y)
    dx, dy = np.diff(hull.fpr), np.diff(hull.tpr)
    starts = np.maximum.accumulate(np.concatenate(([0.0], dx / (dx + dy))))
    ends = np.append(starts[1:], 1.0)
    on_envelope = ends > starts
    seg_fpr, seg_tpr = hull.fpr[on_envelope], hull.tpr[on_envelope]
    pc = np.append(starts[on_envelope], 1.0)
    cost = line_cost(np.append(seg_fpr, seg_fpr[-1]), np.append(seg_tpr, seg_tpr[-1]), pc)
    hull_thresholds = thresholds[hull.indices]
    return CostCurve(pc=pc, cost=cost, fpr=seg_fpr, tpr=seg_tpr,
                     thresholds=hull_thresholds[on_envelope],
                     area=dot(np.diff(pc), cost[:-1] + cost[1:]) / 2,
                     hull_fpr=hull.fpr, hull_tpr=hull.tpr, hull_thresholds=hull_thresholds)


def best_at(curve: CostCurve, pc) -> BestCost:
    """The hull vertex with the least normalized cost at PC(+) = ``pc``, found in O(log s).

    At a breakpoint two vertices tie; the one of the segment to the right (lower threshold) is
    returned.
    """
    pc = float(pc)
    if not 0.0 <= pc <= 1.0:
        raise ValueError(f"pc must lie in [0, 1], got {pc}")
    j = min(int(np.searchsorted(curve.pc, pc, side="right")) - 1, curve.fpr.size - 1)
    fpr, tpr = float(curve.fpr[j]), float(curve.tpr[j])
    return BestCost(pc=pc, threshold=float(curve.thresholds[j]), cost=line_cost(fpr, tpr, pc),
                    fpr=fpr, tpr=tpr)


def iso_cost_line(fpr: float, tpr: float, pc: float) -> tuple[tuple[float, float],
                                                               tuple[float, float]]:
    """The ROC-space line of equal expected cost through (FPR, TPR) at PC(+), clipped to the unit
    square, as ``((x0, x1), (y0, y1))``.

    Equal cost means PC·ΔTPR = (1 − PC)·ΔFPR: slope (1 − PC)/PC, i.e. direction (PC, 1 − PC).
    At the optimal vertex it touches the hull from above-left (the ROC ↔ cost-line duality).
    """
    low, high = -math.inf, math.inf
    for start, step in ((fpr, pc), (tpr, 1.0 - pc)):
        if step > 0:
            low, high = max(low, -start / step), min(high, (1.0 - start) / step)
    return ((fpr + low * pc, fpr + high * pc), (tpr + low * (1 - pc), tpr + high * (1 - pc)))


@dataclass(frozen=True)
class OperatingCosts:
    """What the Cost page shows for one cost matrix, prior and threshold.

    ``pc`` is PC(+); ``best`` the cost-optimal hull vertex there; ``threshold_cost`` the normalized
    expected cost of the threshold's ROC point at PC(+); ``error_rate`` its cost-sensitive error
    on the data (:func:`cost_sensitive_error`).
    """

    pc: float
    best: BestCost
    threshold_cost: float
    error_rate: float


def operating_costs(curve: CostCurve, confusion, *, cost_fn=1.0, cost_fp=1.0,
                    prior=0.5) -> OperatingCosts:
    """PC(+), the best cost, the cost of the operating point ``confusion`` (anything with
    ``fpr``, ``tpr``, ``tp``, ``fp``, ``tn``, ``fn``, e.g. :class:`evalcore.binary.Confusion`) and
    its cost-sensitive error, in one call. Raises :class:`EvalInputError` as
    :func:`probability_cost` does."""
    pc = probability_cost(prior, cost_fn=cost_fn, cost_fp=cost_fp)
    return OperatingCosts(
        pc=pc, best=best_at(curve, pc),
        threshold_cost=line_cost(confusion.fpr, confusion.tpr, pc),
        error_rate=cost_sensitive_error(confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                                        cost_fn=cost_fn, cost_fp=cost_fp))


def cost_lines(fpr, tpr, curve: CostCurve, *, max_lines: int = 200) -> CostLines:
    """At most ``max_lines`` cost lines spread evenly over a ROC curve, plus every hull vertex's
    line (those make the envelope), sorted by FPR then TPR; for drawing a light bundle."""
    x, y = _sorted_roc(fpr, tpr)
    spread = np.unique(np.linspace(0, x.size - 1, min(max_lines, x.size)).round().astype(np.int64))
    points = np.unique(np.column_stack((np.concatenate((x[spread], curve.hull_fpr)),
                                        np.concatenate((y[spread], curve.hull_tpr)))), axis=0)
    return CostLines(fpr=points[:, 0], fnr=1.0 - points[:, 1])


def _check_cost(name: str, value) -> float:
    value = float(value)
    if not (math.isfinite(value) and value >= 0):
        raise EvalInputError("cost_value_invalid", name=name, value=value)
    return value


def _sorted_roc(fpr, tpr) -> tuple[np.ndarray, np.ndarray]:
    """FPR and TPR as float64 arrays, checked to be a ROC curve in order (ValueError if not)."""
    x = np.asarray(fpr, dtype=np.float64)
    y = np.asarray(tpr, dtype=np.float64)
    if x.ndim != 1 or x.shape != y.shape or x.size == 0:
        raise ValueError(f"fpr and tpr must be 1-D, non-empty and of the same length, "
                         f"got shapes {x.shape} and {y.shape}")
    if not (np.isfinite(x).all() and np.isfinite(y).all()):
        raise ValueError("fpr and tpr must be finite")
    if x.min() < 0 or x.max() > 1 or y.min() < 0 or y.max() > 1:
        raise ValueError("fpr and tpr must lie in [0, 1]")
    if (np.diff(x) < 0).any() or (np.diff(y) < 0).any():
        raise ValueError("fpr and tpr must be non-decreasing (a ROC curve, thresholds descending)")
    return x, y


def _right(dx1, dy1, dx2, dy2):
    """Whether the step (dx1, dy1) followed by (dx2, dy2) turns right (clockwise), beyond the
    rounding error of coordinates in [0, 1]: each difference is off by up to 2 ulp(1), so the
    cross product by up to about that times the sum of the steps' sizes. Arrays or floats."""
    cross = dx1 * dy2 - dy1 * dx2
    return cross < -_ROUNDING * (abs(dx1) + abs(dy1) + abs(dx2) + abs(dy2))


def _monotone_chain(x: np.ndarray, y: np.ndarray, candidates: np.ndarray) -> np.ndarray:
    """Andrew's monotone chain (upper part) over ``candidates``, already sorted and distinct."""
    xs, ys = x[candidates].tolist(), y[candidates].tolist()  # the candidates only, as floats
    stack: list[int] = []
    for i in range(len(xs)):
        while len(stack) >= 2:
            a, b = stack[-2], stack[-1]
            if _right(xs[b] - xs[a], ys[b] - ys[a], xs[i] - xs[b], ys[i] - ys[b]):
                break
            stack.pop()
        stack.append(i)
    return np.asarray(candidates, dtype=np.int64)[stack]

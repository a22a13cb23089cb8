"""Results derived from a threshold sweep: ROC and P-R curves, the break-even point, Youden's J.

Each curve carries, point by point, its threshold and the (weighted) counts TP and FP (TN and FN
follow from the class totals), so a page can show them on hover; :meth:`decimated` keeps a few
thousand points for drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

import numpy as np

from evalcore.decimate import decimate_curve, fewest_points


@dataclass(frozen=True, eq=False, kw_only=True)
class _Curve:
    """What every curve has point by point (threshold, TP, FP), the class totals, and thinning.

    Fields are keyword-only; every array field has one entry per point.
    """

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    positives: float
    negatives: float

    @property
    def tn(self) -> np.ndarray:
        return self.negatives - self.fp

    @property
    def fn(self) -> np.ndarray:
        return self.positives - self.tp

    def _xy(self) -> tuple[np.ndarray, np.ndarray]:
        raise NotImplementedError

    def take(self, indices):
        """The curve restricted to ``indices`` (every array field indexed alike)."""
        arrays = {f.name: getattr(self, f.name)[indices] for f in fields(self)
                  if isinstance(getattr(self, f.name), np.ndarray)}
        return replace(self, **arrays)

    def decimated(self, *, max_points: int = 5000, tolerance: float = 0.002):
        """At most ``max_points`` points within ``tolerance`` of the full curve, corners kept
        (see :func:`evalcore.decimate.decimate_curve`); the curve itself when it has at most
        ``max_points`` points, so that nothing is dropped that a step drawing would need."""
        x, y = self._xy()
        if x.size <= max_points:
            return self
        return self.take(decimate_curve(x, y, max_points=max_points, tolerance=tolerance))

    def simplified(self, *, max_points: int = 5000, tolerance: float = 0.001):
        """Few points within ``tolerance`` of every point of the full curve (see
        :func:`evalcore.decimate.fewest_points`; a few dozen for a smooth curve), for a figure
        resent on every move; the curve itself when it has at most ``max_points`` points."""
        x, y = self._xy()
        if x.size <= max_points:
            return self
        return self.take(fewest_points(x, y, tolerance=tolerance))


@dataclass(frozen=True, eq=False, kw_only=True)
class RocCurve(_Curve):
    """ROC points as ``sklearn.metrics.roc_curve(..., drop_intermediate=False)`` returns them.

    Thresholds descend from ``ALL_NEGATIVE`` (+inf, nothing predicted positive: the point (0, 0));
    point i predicts positive every sample with score ≥ ``thresholds[i]``.
    """

    fpr: np.ndarray
    tpr: np.ndarray

    def _xy(self) -> tuple[np.ndarray, np.ndarray]:
        return self.fpr, self.tpr


@dataclass(frozen=True, eq=False, kw_only=True)
class PrCurve(_Curve):
    """P-R points as ``sklearn.metrics.precision_recall_curve`` returns them.

    Thresholds ascend (recall decreases); the last point (recall 0, precision 1) is the
    conventional end where nothing is predicted positive, and here has threshold ``ALL_NEGATIVE``
    (+inf) so that every array has one entry per point (``thresholds[:-1]`` is scikit-learn's
    array).
    """

    precision: np.ndarray
    recall: np.ndarray

    def _xy(self) -> tuple[np.ndarray, np.ndarray]:
        return self.recall, self.precision


@dataclass(frozen=True)
class BreakEven:
    """The break-even point: the value where precision equals recall.

    ``threshold`` is the score whose cut reaches it; ``precision`` and ``recall`` are the actual
    values at that threshold (both equal ``value`` unless tied scores straddle the cut).
    """

    value: float
    threshold: float
    precision: float
    recall: float


@dataclass(frozen=True)
class Youden:
    """Youden's point: the threshold maximizing J = TPR − FPR (seed 004)."""

    threshold: float
    tpr: float
    fpr: float
    j: float

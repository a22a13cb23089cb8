"""The REC curve (Regression Error Characteristic; Bi & Bennett, ICML 2003) and the worst rows.

The REC curve is the ROC analogue for regression: the share of predictions whose absolute
error |y − ŷ| is at most a tolerance ε, as ε grows from 0. It is the empirical distribution
function of the absolute errors, a right-continuous step function: draw it with
horizontal-then-vertical steps (``line_shape="hv"``), not with straight segments between points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.regression.metrics import check_pairs


@dataclass(frozen=True)
class RecCurve:
    """REC curve, exact at every distinct absolute error.

    Attributes
    ----------
    tolerance : ndarray
        0, then every distinct absolute error in increasing order (0 is not repeated).
    accuracy : ndarray
        ``accuracy[i]`` is the (weighted) share of rows with ``|error| <= tolerance[i]``; it holds
        from ``tolerance[i]`` up to ``tolerance[i + 1]``. Starts at the share of exact predictions,
        ends at 1.
    rows : ndarray of int64
        ``rows[i]`` is the number of rows (unweighted) with ``|error| <= tolerance[i]``; ends at n.
    """

    tolerance: np.ndarray
    accuracy: np.ndarray
    rows: np.ndarray

    def share_within(self, tolerance: float) -> float:
        """Share of rows with ``|error| <= tolerance``; one binary search, O(log n).

        A negative tolerance admits no row (0.0).
        """
        tolerance = check_tolerance(tolerance, negative_ok=True)
        i = int(np.searchsorted(self.tolerance, tolerance, side="right")) - 1
        return float(self.accuracy[i]) if i >= 0 else 0.0

    def count_outside(self, tolerance: float) -> int:
        """Number of rows (unweighted) with ``|error| > tolerance``; one binary search, O(log n).

        A negative tolerance leaves every row outside.
        """
        tolerance = check_tolerance(tolerance, negative_ok=True)
        i = int(np.searchsorted(self.tolerance, tolerance, side="right")) - 1
        return int(self.rows[-1] - (self.rows[i] if i >= 0 else 0))

    def area_over_curve(self, *, up_to: float | None = None) -> float:
        """Area between the curve and accuracy 1 on ``[0, up_to]`` (default: the largest error).

        .. math:: \\mathrm{AOC}(\\tau) = \\int_0^\\tau (1 - \\mathrm{REC}(\\varepsilon))\\,
                  d\\varepsilon = \\frac{\\sum_i w_i \\min(|e_i|, \\tau)}{\\sum_i w_i}

        so for any ``up_to`` at or beyond the largest absolute error it **equals** the (weighted)
        mean absolute error, up to rounding. Bi & Bennett call the AOC an estimate of the expected
        error: that holds for curves drawn with straight segments between the points, which lose
        half of every step; the step curve loses nothing.
        """
        end = self.tolerance[-1] if up_to is None else check_tolerance(up_to)
        breaks = np.minimum(self.tolerance, end)
        return float(np.sum((1.0 - self.accuracy[:-1]) * np.diff(breaks)))


def rec_curve(y_true, y_pred, *, sample_weight=None) -> RecCurve:
    """The REC curve of one set of predictions (one sort of the absolute errors).

    Parameters
    ----------
    y_true, y_pred : array-like of shape (n,)
    sample_weight : array-like of shape (n,), optional
        Accuracy becomes the share of total weight within the tolerance.
    """
    pairs = check_pairs(y_true, y_pred, sample_weight)
    errors = np.abs(pairs.y_true - pairs.y_pred)
    order = np.argsort(errors, kind="stable")
    errors = errors[order]
    weight = np.ones_like(errors) if pairs.sample_weight is None else pairs.sample_weight[order]
    cumulative = np.cumsum(weight)
    last_of_run = np.r_[errors[1:] != errors[:-1], True]
    tolerance = errors[last_of_run]
    accuracy = cumulative[last_of_run] / cumulative[-1]
    rows = np.flatnonzero(last_of_run) + 1
    if tolerance[0] > 0:
        tolerance, accuracy, rows = np.r_[0.0, tolerance], np.r_[0.0, accuracy], np.r_[0, rows]
    return RecCurve(tolerance, accuracy, rows)


def check_tolerance(tolerance: float, *, negative_ok: bool = False) -> float:
    """A tolerance as a Python float: finite and (unless ``negative_ok``) non-negative."""
    value = float(tolerance)
    if not math.isfinite(value) or (value < 0 and not negative_ok):
        raise EvalInputError("regression_bad_tolerance", value=tolerance)
    return value


def residuals(y_true, y_pred) -> np.ndarray:
    """Residuals e = y − ŷ (actual minus predicted: positive when the model predicts too low)."""
    pairs = check_pairs(y_true, y_pred)
    return pairs.y_true - pairs.y_pred


@dataclass(frozen=True)
class WorstPredictions:
    """The rows with the largest absolute errors, largest first (ties: earlier row first).

    Parallel arrays, ready for a table; ``row`` numbers rows as the caller's ``row_numbers`` do
    (default 1, 2, … in input order).
    """

    row: np.ndarray
    y_true: np.ndarray
    y_pred: np.ndarray
    residual: np.ndarray
    abs_error: np.ndarray


def worst_predictions(y_true, y_pred, *, k: int = 10, row_numbers=None) -> WorstPredictions:
    """The ``k`` rows with the largest |y − ŷ|, in O(n) (a partition, then a sort of ``k`` rows).

    Parameters
    ----------
    y_true, y_pred : array-like of shape (n,)
    k : int
        How many rows at most.
    row_numbers : array-like of shape (n,), optional
        The number to show for each row, e.g. its row in the original file after dropped rows.
    """
    pairs = check_pairs(y_true, y_pred)
    residual = pairs.y_true - pairs.y_pred
    abs_error = np.abs(residual)
    n = abs_error.size
    k = min(int(k), n)
    if k <= 0:
        chosen = np.array([], dtype=np.intp)
    else:
        kth = np.partition(abs_error, n - k)[n - k]
        above = np.flatnonzero(abs_error > kth)
        ties = np.flatnonzero(abs_error == kth)[: k - above.size]
        chosen = np.r_[above, ties]
        chosen = chosen[np.lexsort((chosen, -abs_error[chosen]))]
    rows = np.arange(1, n + 1) if row_numbers is None else np.asarray(row_numbers)
    return WorstPredictions(
        row=rows[chosen],
        y_true=pairs.y_true[chosen],
        y_pred=pairs.y_pred[chosen],
        residual=residual[chosen],
        abs_error=abs_error[chosen],
    )

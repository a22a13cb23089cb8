"""Regression metrics of seed 004, with a reason wherever a value is undefined.

Every metric but SMAPE is scikit-learn's own function (weighted where scikit-learn takes weights);
this module only decides when a value is undefined and says why, instead of scikit-learn's silent
conventions (R² = 0 or 1 for a constant ``y_true``, an exception for RMSLE on negative values).
A zero weight removes a row from every metric.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.registry import measures
from evalcore.measure import Measure


@dataclass(frozen=True)
class Pairs:
    """Validated inputs: equal-length finite float arrays and optional non-negative weights."""

    y_true: np.ndarray
    y_pred: np.ndarray
    sample_weight: np.ndarray | None

    @property
    def counted(self) -> np.ndarray:
        """Mask of the rows that count: all of them, or those with a positive weight."""
        if self.sample_weight is None:
            return np.ones(self.y_true.shape, dtype=bool)
        return self.sample_weight > 0


def check_pairs(y_true, y_pred, sample_weight=None) -> Pairs:
    """Validate once what every metric and curve of this module assumes.

    Raises :class:`~evalcore.errors.EvalInputError` for unequal lengths, no rows, NaN/inf values,
    and negative, non-finite or all-zero weights.
    """
    arrays = {"y_true": y_true, "y_pred": y_pred}
    if sample_weight is not None:
        arrays["sample_weight"] = sample_weight
    arrays = {name: np.asarray(a, dtype=float) for name, a in arrays.items()}
    for name, a in arrays.items():
        if a.ndim != 1:
            raise ValueError(f"{name} must be one-dimensional, got shape {a.shape}")
    lengths = {name: a.size for name, a in arrays.items()}
    if len(set(lengths.values())) > 1:
        raise EvalInputError("regression_length_mismatch", lengths=_listing(lengths))
    if lengths["y_true"] == 0:
        raise EvalInputError("regression_no_rows")
    for name, a in arrays.items():
        bad = np.flatnonzero(~np.isfinite(a))
        if bad.size:
            raise EvalInputError(
                "regression_not_finite", column=name, count=bad.size, rows=_first_rows(bad)
            )
    weight = arrays.get("sample_weight")
    if weight is not None and (np.any(weight < 0) or not np.any(weight > 0)):
        raise EvalInputError("regression_bad_weights")
    with np.errstate(over="ignore"):
        if weight is not None and not weight.sum() <= _MAX_WEIGHT_TOTAL:
            weight = weight / weight.max()  # every metric uses relative weights only
    return Pairs(arrays["y_true"], arrays["y_pred"], weight)


_MAX_WEIGHT_TOTAL = 1e150
"""Weights adding up to more are divided by their maximum: weighted sums of values would
overflow, and no metric depends on the weights' scale."""


def _listing(lengths: Mapping[str, int]) -> str:
    return ", ".join(f"{name}: {n}" for name, n in lengths.items())


def _first_rows(index: np.ndarray, most: int = 5) -> str:
    """The first few positions, 1-based, as the user counts rows."""
    return ", ".join(str(i + 1) for i in index[:most]) + (", …" if index.size > most else "")


def symmetric_mean_absolute_percentage_error(y_true, y_pred, *, sample_weight=None) -> float:
    """SMAPE as a fraction (seed 004 multiplies by 100 %).

    .. math:: \\mathrm{SMAPE} = \\frac{1}{N}\\sum_i \\frac{2|y_i - \\hat y_i|}{|y_i| + |\\hat y_i|}

    A term with :math:`y_i = \\hat y_i = 0` is 0/0; it counts as 0 (an exact prediction is no
    error), so SMAPE is always defined and lies in [0, 2]. Weighted: the weighted mean of the terms.
    """
    pairs = check_pairs(y_true, y_pred, sample_weight)
    return _smape(pairs)


def _smape(p: Pairs) -> float:
    numerator = 2 * np.abs(p.y_true - p.y_pred)
    denominator = np.abs(p.y_true) + np.abs(p.y_pred)
    terms = np.divide(numerator, denominator, out=np.zeros_like(numerator), where=denominator > 0)
    return float(np.average(terms, weights=p.sample_weight))


def _sklearn(name: str) -> Callable[[Pairs], float]:
    def compute(p: Pairs) -> float:
        from sklearn import metrics

        return float(getattr(metrics, name)(p.y_true, p.y_pred, sample_weight=p.sample_weight))

    return compute


def _max_error(p: Pairs) -> float:
    from sklearn.metrics import max_error

    counted = p.counted
    return float(max_error(p.y_true[counted], p.y_pred[counted]))


def _defined(compute: Callable[[Pairs], float],
             rescaled: Callable[[Pairs], float] | None = None) -> Callable[[Pairs], Measure]:
    """The metric, or None with ``regression_overflow`` when it exceeds float64 (values near
    1e200 give squared errors near 1e400); ``rescaled`` computes it without squaring huge
    numbers, for metrics whose value is representable (RMSE, R², explained variance)."""

    def guarded(p: Pairs) -> Measure:
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            value = compute(p)
            if not np.isfinite(value) and rescaled is not None:
                value = rescaled(p)
        if np.isfinite(value):
            return Measure(value)
        return Measure(None, "regression_overflow", {"largest": _largest(p)})

    return guarded


def _largest(p: Pairs) -> str:
    """The largest |value| of the counted rows, for the overflow message."""
    counted = p.counted
    return f"{max(np.abs(p.y_true[counted]).max(), np.abs(p.y_pred[counted]).max()):.3g}"


def _scaled(values: np.ndarray) -> tuple[np.ndarray, float]:
    """``values / s`` and ``s`` (the largest |value|, 1 if all are 0), so squares stay finite."""
    scale = float(np.max(np.abs(values))) or 1.0
    return values / scale, scale


def _rmse_rescaled(p: Pairs) -> float:
    """RMSE = s·sqrt(mean((e/s)²)): finite whenever the errors themselves are."""
    errors, scale = _scaled(p.y_true - p.y_pred)
    return float(scale * np.sqrt(np.average(errors ** 2, weights=p.sample_weight)))


def _r2_rescaled(p: Pairs) -> float:
    """R² = 1 − Σw e² / Σw (y − ȳ)², both sums divided by the same s² first."""
    w = p.sample_weight
    mean = np.average(p.y_true, weights=w)
    both, _ = _scaled(np.concatenate([p.y_true - p.y_pred, p.y_true - mean]))
    errors, spread = np.split(both, 2)
    return float(1 - np.average(errors ** 2, weights=w) / np.average(spread ** 2, weights=w))


def _explained_variance_rescaled(p: Pairs) -> float:
    """1 − Var_w(e) / Var_w(y), both variances of values divided by the same s."""
    w = p.sample_weight
    both, _ = _scaled(np.concatenate([p.y_true - p.y_pred, p.y_true]))
    errors, truth = np.split(both, 2)

    def variance(x: np.ndarray) -> np.float64:
        return np.float64(np.average((x - np.average(x, weights=w)) ** 2, weights=w))

    return float(1 - variance(errors) / variance(truth))  # ±inf when Var(y)/s² underflows


def _rmsle(p: Pairs) -> Measure:
    """Defined only when every counted value is ≥ 0 (seed 004; scikit-learn accepts > −1)."""
    negative = int(np.count_nonzero(((p.y_true < 0) | (p.y_pred < 0)) & p.counted))
    if negative:
        return Measure(None, "regression_rmsle_negative", {"count": negative})
    return Measure(_sklearn("root_mean_squared_log_error")(p))


def _mape(p: Pairs) -> Measure:
    """scikit-learn's MAPE: |y − ŷ| / max(δ, |y|), δ = machine epsilon (called δ, not ε, so as
    not to collide with the REC tolerance ε on the same page); warns on true zeros."""
    value = _sklearn("mean_absolute_percentage_error")(p)
    zeros = int(np.count_nonzero((p.y_true == 0) & p.counted))
    if zeros:
        return Measure(value, "regression_mape_true_zero", {"count": zeros})
    return Measure(value)


def _needs_varying_truth(compute: Callable[[Pairs], float],
                         rescaled: Callable[[Pairs], float]) -> Callable[[Pairs], Measure]:
    """R² and explained variance divide by Var(y): undefined when ``y_true`` is constant, and
    beyond float64 when the errors, themselves representable, vary over 10³⁰⁸ times as much."""

    def guarded(p: Pairs) -> Measure:
        truth = p.y_true[p.counted]
        if np.all(truth == truth[0]):
            return Measure(None, "regression_constant_truth", {"value": float(truth[0])})
        measure = _defined(compute, rescaled)(p)
        if measure.value is not None:
            return measure
        with np.errstate(over="ignore", invalid="ignore"):
            errors = truth - p.y_pred[p.counted]
        if np.all(np.isfinite(errors)):  # the errors fit float64: their ratio to Var(y) does not
            return Measure(None, "regression_spread_ratio")
        return measure

    return guarded


@dataclass(frozen=True)
class Metric:
    """A metric: how to compute it and how to read it (both from :mod:`evalcore.registry`).

    ``greater_is_better`` is True for scores (R², explained variance), False for errors;
    ``fraction`` marks metrics to display as percentages (MAPE, SMAPE).
    """

    key: str
    compute: Callable[[Pairs], Measure]
    greater_is_better: bool = False
    fraction: bool = False


_COMPUTE: dict[str, Callable[[Pairs], Measure]] = {
    "mse": _defined(_sklearn("mean_squared_error")),
    "rmse": _defined(_sklearn("root_mean_squared_error"), _rmse_rescaled),
    "mae": _defined(_sklearn("mean_absolute_error")),
    "median_ae": _defined(_sklearn("median_absolute_error")),
    "max_error": _defined(_max_error),
    "rmsle": _rmsle,
    "mape": _mape,
    "smape": _defined(_smape),
    "r2": _needs_varying_truth(_sklearn("r2_score"), _r2_rescaled),
    "explained_variance": _needs_varying_truth(_sklearn("explained_variance_score"),
                                               _explained_variance_rescaled),
}

METRICS: dict[str, Metric] = {
    e.name: Metric(e.name, _COMPUTE[e.name], e.higher_is_better, e.percent)
    for e in measures("regression")
}
"""Every metric of seed 004, in the registry's order (the seed's); the UI table and the tests
iterate it."""


def regression_metrics(y_true, y_pred, *, sample_weight=None) -> dict[str, Measure]:
    """Every metric of :data:`METRICS` for one set of predictions.

    Parameters
    ----------
    y_true, y_pred : array-like of shape (n,)
        True and predicted values, finite.
    sample_weight : array-like of shape (n,), optional
        Non-negative weights, not all zero. Max error is the maximum over rows of positive weight
        (scikit-learn's ``max_error`` takes no weights).

    Returns
    -------
    dict
        Metric key -> :class:`Measure`, in registry order.
    """
    pairs = check_pairs(y_true, y_pred, sample_weight)
    return {key: metric.compute(pairs) for key, metric in METRICS.items()}

"""Measures of a binary confusion matrix: one threshold, one 2×2 table of (weighted) counts.

Every measure is a :class:`Measure`: a Python float, or ``None`` with the reason (a message
key of :mod:`evalcore.messages.binary`) when its formula divides by zero. scikit-learn returns 0
in several of those cases (precision, MCC, F-scores); we report them as undefined.
:data:`POINT_METRICS` lists them in display order (the CLI's order, from
:mod:`evalcore.registry`); :func:`point_metrics` computes them all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType
from typing import Callable, Mapping

import numpy as np

from evalcore.registry import names
from evalcore.measure import Measure


@dataclass(frozen=True)
class Confusion:
    """Weighted counts at one threshold (sample counts when unweighted).

    A sample is predicted positive iff its score ≥ the threshold (scikit-learn's convention).
    ``tpr``, ``fpr``, ``precision`` and ``recall`` are shortcuts for plotting the operating
    point: the value of the measure of the same name, ``None`` when it is undefined.
    """

    tp: float
    fp: float
    tn: float
    fn: float

    def __post_init__(self) -> None:
        counts = (self.tp, self.fp, self.tn, self.fn)
        if not all(math.isfinite(c) and c >= 0 for c in counts):
            raise ValueError(f"confusion counts must be finite and >= 0, got {counts}")

    @property
    def total(self) -> float:
        return self.tp + self.fp + self.tn + self.fn

    @property
    def positives(self) -> float:
        """Actual positives, TP + FN."""
        return self.tp + self.fn

    @property
    def negatives(self) -> float:
        """Actual negatives, FP + TN."""
        return self.fp + self.tn

    @property
    def predicted_positives(self) -> float:
        """TP + FP."""
        return self.tp + self.fp

    @property
    def predicted_negatives(self) -> float:
        """TN + FN."""
        return self.tn + self.fn

    @property
    def tpr(self) -> float | None:
        return recall(self).value

    @property
    def fpr(self) -> float | None:
        return fpr(self).value

    @property
    def precision(self) -> float | None:
        return precision(self).value

    @property
    def recall(self) -> float | None:
        return recall(self).value


def _divide(numerator, denominator):
    """``numerator / denominator``, NaN where the denominator is 0; for floats and arrays alike
    (IEEE division either way, so one formula serves one matrix and every slider stop)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(denominator == 0, np.nan, np.true_divide(numerator, denominator))


def _measure(values: Callable, c: Confusion, reason: str, **options) -> Measure:
    """The Measure of count formula ``values`` at ``c``: its float, or None with ``reason``."""
    value = float(values(c.tp, c.fp, c.tn, c.fn, **options))
    return Measure(None, reason) if math.isnan(value) else Measure(value)


def _accuracy(tp, fp, tn, fn):
    return _divide(tp + tn, tp + fp + tn + fn)


def _error_rate(tp, fp, tn, fn):
    return _divide(fp + fn, tp + fp + tn + fn)


def _precision(tp, fp, tn, fn):
    return _divide(tp, tp + fp)


def _recall(tp, fp, tn, fn):
    return _divide(tp, tp + fn)


def _specificity(tp, fp, tn, fn):
    return _divide(tn, fp + tn)


def _fpr(tp, fp, tn, fn):
    return _divide(fp, fp + tn)


def _fnr(tp, fp, tn, fn):
    return _divide(fn, tp + fn)


def _f_beta(tp, fp, tn, fn, *, beta: float = 1.0):
    if not (math.isfinite(beta) and beta > 0):
        raise ValueError(f"beta must be a finite number > 0, got {beta}")
    b2 = beta * beta
    return _divide((1 + b2) * tp, (1 + b2) * tp + b2 * fn + fp)


def _mcc(tp, fp, tn, fn):
    margins = (tp + fp) * (tp + fn) * (fp + tn) * (tn + fn)
    return _divide(tp * tn - fp * fn, np.sqrt(margins))


def _kappa(tp, fp, tn, fn):
    chance = (tp + fp) * (fp + tn) + (tp + fn) * (tn + fn)
    return _divide(2 * (tp * tn - fn * fp), chance)


def _balanced_accuracy(tp, fp, tn, fn):
    return (_recall(tp, fp, tn, fn) + _specificity(tp, fp, tn, fn)) / 2


def _g_mean(tp, fp, tn, fn):
    return np.sqrt(_recall(tp, fp, tn, fn) * _specificity(tp, fp, tn, fn))


def accuracy(c: Confusion) -> Measure:
    """(TP + TN) / total."""
    return _measure(_accuracy, c, "binary_undefined_no_samples")


def error_rate(c: Confusion) -> Measure:
    """(FP + FN) / total = 1 − accuracy."""
    return _measure(_error_rate, c, "binary_undefined_no_samples")


def precision(c: Confusion) -> Measure:
    """P = TP / (TP + FP); undefined when nothing is predicted positive."""
    return _measure(_precision, c, "binary_undefined_no_predicted_positives")


def recall(c: Confusion) -> Measure:
    """R = TPR = sensitivity = TP / (TP + FN); undefined without actual positives."""
    return _measure(_recall, c, "binary_undefined_no_positives")


def specificity(c: Confusion) -> Measure:
    """TNR = TN / (TN + FP); undefined without actual negatives."""
    return _measure(_specificity, c, "binary_undefined_no_negatives")


def fpr(c: Confusion) -> Measure:
    """FPR = α = FP / (FP + TN) = 1 − specificity."""
    return _measure(_fpr, c, "binary_undefined_no_negatives")


def fnr(c: Confusion) -> Measure:
    """FNR = β = FN / (TP + FN) = 1 − recall."""
    return _measure(_fnr, c, "binary_undefined_no_positives")


def f_beta(c: Confusion, *, beta: float = 1.0) -> Measure:
    """Fβ in the count form (1+β²)TP / ((1+β²)TP + β²FN + FP).

    The weighted harmonic mean of P and R (β > 1 favours recall), written with counts so that it
    stays defined when P is undefined but R = 0; undefined only when TP = FN = FP = 0.
    """
    return _measure(_f_beta, c, "binary_undefined_f_beta", beta=beta)


def f1(c: Confusion) -> Measure:
    """F1 = 2TP / (2TP + FN + FP), Fβ with β = 1."""
    return f_beta(c, beta=1.0)


def mcc(c: Confusion) -> Measure:
    """MCC = (TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)).

    Undefined when a row or a column of the matrix is empty (scikit-learn returns 0 there).
    """
    return _measure(_mcc, c, "binary_undefined_mcc")


def kappa(c: Confusion) -> Measure:
    """Cohen's κ = (p_o − p_e) / (1 − p_e), for a 2×2 table 2(TP·TN − FN·FP) divided by
    (TP+FP)(FP+TN) + (TP+FN)(FN+TN).

    That denominator is n²(1 − p_e): κ is undefined when chance agreement p_e is 1.
    """
    return _measure(_kappa, c, "binary_undefined_kappa")


def _missing_rate(c: Confusion) -> str:
    """The reason of a measure of both rates: the first undefined one's (TPR's, then TNR's)."""
    return recall(c).reason or specificity(c).reason or ""


def balanced_accuracy(c: Confusion) -> Measure:
    """(TPR + TNR) / 2: accuracy with both classes weighted equally."""
    return _measure(_balanced_accuracy, c, _missing_rate(c))


def g_mean(c: Confusion) -> Measure:
    """G-mean = √(TPR·TNR) (seed 004): high only when both classes are recognized."""
    return _measure(_g_mean, c, _missing_rate(c))


POINT_METRICS: Mapping[str, Callable[[Confusion], Measure]] = MappingProxyType(
    {name: globals()[name] for name in names("binary", "point")})
"""Name → measure, in display order: the registry's binary point measures, each computed by the
function of this module with its name; ``metric_<name>`` titles each in the dashboard catalog.
``f_beta`` takes ``beta`` (keyword, default 1)."""


def point_metrics(confusion: Confusion, *, beta: float = 1.0) -> dict[str, Measure]:
    """Every measure of :data:`POINT_METRICS` at ``confusion``, Fβ with the given ``beta``."""
    functions = {**POINT_METRICS, "f_beta": partial(f_beta, beta=beta)}
    return {name: function(confusion) for name, function in functions.items()}


_VALUES: Mapping[str, Callable] = MappingProxyType({
    "accuracy": _accuracy, "error_rate": _error_rate, "precision": _precision,
    "recall": _recall, "specificity": _specificity, "fpr": _fpr, "fnr": _fnr,
    "f1": _f_beta, "f_beta": _f_beta, "mcc": _mcc, "kappa": _kappa,
    "balanced_accuracy": _balanced_accuracy, "g_mean": _g_mean,
})


def point_metric_arrays(tp, fp, tn, fn, *, beta: float = 1.0) -> dict[str, np.ndarray]:
    """Every measure of :data:`POINT_METRICS` at many matrices at once (equal-length arrays of
    counts, e.g. every slider stop), by the same formulas as the single-matrix functions; NaN
    where a measure is undefined (its reason: the single-matrix function at that matrix)."""
    counts = [np.asarray(x, dtype=np.float64) for x in (tp, fp, tn, fn)]
    betas = {"f1": {"beta": 1.0}, "f_beta": {"beta": beta}}
    return {name: np.asarray(_VALUES[name](*counts, **betas.get(name, {})), dtype=np.float64)
            for name in POINT_METRICS}


def undefined_reasons(measures: Mapping[str, np.ndarray], tp, fp, tn, fn, *,
                      beta: float = 1.0) -> dict[str, dict[int, str]]:
    """The message key of each undefined (NaN) value of :func:`point_metric_arrays`'s
    ``measures`` at the counts ``tp``, ``fp``, ``tn``, ``fn``: name → {row: reason}, the reason
    the single-matrix measure gives at that row's matrix.

    A measure's reason depends only on which measures are undefined beside it (balanced accuracy
    and G-mean name the missing rate), so the single-matrix measures run once per distinct
    pattern of undefined measures, not once per row: a table of many small folds or an empty
    end of the slider has hundreds of undefined rows and a handful of patterns."""
    reasons: dict[str, dict[int, str]] = {name: {} for name in measures}
    missing = np.isnan(np.column_stack(list(measures.values())))
    undefined = np.flatnonzero(missing.any(axis=1))
    if undefined.size == 0:
        return reasons
    _, first, pattern = np.unique(missing[undefined], axis=0, return_index=True,
                                  return_inverse=True)
    counts = [np.asarray(x, dtype=np.float64) for x in (tp, fp, tn, fn)]
    for k, row in enumerate(undefined[first]):
        at = point_metrics(Confusion(*(float(x[row]) for x in counts)), beta=beta)
        rows = undefined[pattern.reshape(-1) == k].tolist()
        for name, measure in at.items():
            if measure.value is None and name in reasons:
                reasons[name].update(dict.fromkeys(rows, measure.reason))
    return reasons


def point_measures(tp, fp, tn, fn, *, beta: float = 1.0) -> list[dict[str, Measure]]:
    """:func:`point_metrics` at many matrices at once (equal-length arrays of counts, e.g. every
    fold at one threshold): the array formulas of :func:`point_metric_arrays` and the reasons
    of :func:`undefined_reasons`, so that a page of thousands of folds answers a threshold move
    without thousands of single-matrix calls; equal to :func:`point_metrics` row by row."""
    arrays = point_metric_arrays(tp, fp, tn, fn, beta=beta)
    reasons = undefined_reasons(arrays, tp, fp, tn, fn, beta=beta)
    columns = {name: values.tolist() for name, values in arrays.items()}
    rows = len(next(iter(columns.values()))) if columns else 0
    return [{name: (Measure(None, reasons[name][i]) if math.isnan(values[i])
                    else Measure(values[i])) for name, values in columns.items()}
            for i in range(rows)]

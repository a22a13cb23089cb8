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


def _ratio(numerator: float, denominator: float, reason: str) -> Measure:
    if denominator == 0:
        return Measure(None, reason)
    return Measure(float(numerator / denominator))


def accuracy(c: Confusion) -> Measure:
    """(TP + TN) / total."""
    return _ratio(c.tp + c.tn, c.total, "binary_undefined_no_samples")


def error_rate(c: Confusion) -> Measure:
    """(FP + FN) / total = 1 − accuracy."""
    return _ratio(c.fp + c.fn, c.total, "binary_undefined_no_samples")


def precision(c: Confusion) -> Measure:
    """P = TP / (TP + FP); undefined when nothing is predicted positive."""
    return _ratio(c.tp, c.predicted_positives, "binary_undefined_no_predicted_positives")


def recall(c: Confusion) -> Measure:
    """R = TPR = sensitivity = TP / (TP + FN); undefined without actual positives."""
    return _ratio(c.tp, c.positives, "binary_undefined_no_positives")


def specificity(c: Confusion) -> Measure:
    """TNR = TN / (TN + FP); undefined without actual negatives."""
    return _ratio(c.tn, c.negatives, "binary_undefined_no_negatives")


def fpr(c: Confusion) -> Measure:
    """FPR = α = FP / (FP + TN) = 1 − specificity."""
    return _ratio(c.fp, c.negatives, "binary_undefined_no_negatives")


def fnr(c: Confusion) -> Measure:
    """FNR = β = FN / (TP + FN) = 1 − recall."""
    return _ratio(c.fn, c.positives, "binary_undefined_no_positives")


def f_beta(c: Confusion, *, beta: float = 1.0) -> Measure:
    """Fβ in the count form (1+β²)TP / ((1+β²)TP + β²FN + FP).

    The weighted harmonic mean of P and R (β > 1 favours recall), written with counts so that it
    stays defined when P is undefined but R = 0; undefined only when TP = FN = FP = 0.
    """
    if not (math.isfinite(beta) and beta > 0):
        raise ValueError(f"beta must be a finite number > 0, got {beta}")
    b2 = beta * beta
    return _ratio((1 + b2) * c.tp, (1 + b2) * c.tp + b2 * c.fn + c.fp, "binary_undefined_f_beta")


def f1(c: Confusion) -> Measure:
    """F1 = 2TP / (2TP + FN + FP), Fβ with β = 1."""
    return f_beta(c, beta=1.0)


def mcc(c: Confusion) -> Measure:
    """MCC = (TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)).

    Undefined when a row or a column of the matrix is empty (scikit-learn returns 0 there).
    """
    margins = c.predicted_positives * c.positives * c.negatives * c.predicted_negatives
    return _ratio(c.tp * c.tn - c.fp * c.fn, math.sqrt(margins), "binary_undefined_mcc")


def kappa(c: Confusion) -> Measure:
    """Cohen's κ = (p_o − p_e) / (1 − p_e), for a 2×2 table 2(TP·TN − FN·FP) divided by
    (TP+FP)(FP+TN) + (TP+FN)(FN+TN).

    That denominator is n²(1 − p_e): κ is undefined when chance agreement p_e is 1.
    """
    chance = c.predicted_positives * c.negatives + c.positives * c.predicted_negatives
    return _ratio(2 * (c.tp * c.tn - c.fn * c.fp), chance, "binary_undefined_kappa")


def _both_rates(c: Confusion, combine: Callable[[float, float], float]) -> Measure:
    """``combine(TPR, TNR)``, undefined (with the first missing rate's reason) unless both
    classes are present."""
    tpr, tnr = recall(c), specificity(c)
    for rate in (tpr, tnr):
        if rate.value is None:
            return rate
    return Measure(float(combine(tpr.value, tnr.value)))


def balanced_accuracy(c: Confusion) -> Measure:
    """(TPR + TNR) / 2: accuracy with both classes weighted equally."""
    return _both_rates(c, lambda tpr, tnr: (tpr + tnr) / 2)


def g_mean(c: Confusion) -> Measure:
    """G-mean = √(TPR·TNR) (seed 004): high only when both classes are recognized."""
    return _both_rates(c, lambda tpr, tnr: math.sqrt(tpr * tnr))


POINT_METRICS: Mapping[str, Callable[[Confusion], Measure]] = MappingProxyType(
    {name: globals()[name] for name in names("binary", "point")})
"""Name → measure, in display order: the registry's binary point measures, each computed by the
function of this module with its name; ``metric_<name>`` titles each in the dashboard catalog.
``f_beta`` takes ``beta`` (keyword, default 1)."""


def point_metrics(confusion: Confusion, *, beta: float = 1.0) -> dict[str, Measure]:
    """Every measure of :data:`POINT_METRICS` at ``confusion``, Fβ with the given ``beta``."""
    functions = {**POINT_METRICS, "f_beta": partial(f_beta, beta=beta)}
    return {name: function(confusion) for name, function in functions.items()}

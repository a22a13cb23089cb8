"""Metrics of a C×C confusion matrix (rows are true classes, columns predicted classes).

Seed 004 writes its P_i and R_i with row and column sums swapped; here, as in scikit-learn,
precision is the column-normalized diagonal and recall the row-normalized diagonal:

.. math:: P_i = \\frac{a_{ii}}{\\sum_k a_{ki}}, \\qquad R_i = \\frac{a_{ii}}{\\sum_k a_{ik}}

A value that is 0/0 is ``None`` with the reason (a message key of
:mod:`evalcore.messages.multiclass`); macro averages count it as 0, as scikit-learn does by default.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.registry import names
from evalcore.measure import Measure
from evalcore.sums import dot

SUMMARY_KEYS = names("multiclass")
"""The summary metrics in display order, from :mod:`evalcore.registry` (``multiclass_metric_<key>``
names them in the UI)."""

PER_CLASS_KEYS = ("precision", "recall", "f1", "f_beta", "specificity")
"""The per-class metrics in display order; ``support`` is a count and comes with them."""

KAPPA_BANDS = (
    (0.2, "slight"),
    (0.4, "fair"),
    (0.6, "moderate"),
    (0.8, "substantial"),
    (1.0, "almost_perfect"),
)
"""Upper limits of seed 004's agreement bands: [0, 0.2] slight … (0.8, 1] almost perfect.

A band includes its upper limit, as in Landis and Koch's (1977) 0.00–0.20, 0.21–0.40 … table.
Seed 004's scale starts at 0; a negative kappa (worse than chance) is :data:`KAPPA_BELOW_CHANCE`,
Landis and Koch's name for it.
"""

KAPPA_BELOW_CHANCE = "poor"


@dataclass(frozen=True)
class ClassMetrics:
    """One class against the rest: its 2×2 counts and metrics.

    ``tp`` is ``a_ii``, ``fn`` the rest of row i, ``fp`` the rest of column i, ``tn`` everything
    else; ``support`` = tp + fn (true samples), ``predicted`` = tp + fp.
    """

    label: str
    tp: int
    fp: int
    fn: int
    tn: int
    precision: Measure
    recall: Measure
    f1: Measure
    f_beta: Measure
    specificity: Measure

    @property
    def support(self) -> int:
        return self.tp + self.fn

    @property
    def predicted(self) -> int:
        return self.tp + self.fp

    @property
    def matrix(self) -> np.ndarray:
        """The "class i vs rest" matrix ``[[tp, fn], [fp, tn]]`` (rows true: class i, rest)."""
        return np.array([[self.tp, self.fn], [self.fp, self.tn]])

    @property
    def accuracy(self) -> float:
        """(tp + tn) / n of the 2×2 matrix."""
        return (self.tp + self.tn) / (self.tp + self.fp + self.fn + self.tn)


@dataclass(frozen=True)
class MulticlassReport:
    """Everything the Confusion page shows for a C×C matrix, computed once.

    Summary values are :class:`Measure`; :meth:`summary` lists them in :data:`SUMMARY_KEYS` order.
    ``averaged_ovr`` is the mean of the C one-vs-rest matrices ``[[TP, FN], [FP, TN]]`` that the
    micro averages come from (seed 000).
    """

    labels: tuple[str, ...]
    confusion: np.ndarray
    beta: float
    per_class: tuple[ClassMetrics, ...]
    averaged_ovr: np.ndarray
    accuracy: Measure
    error_rate: Measure
    macro_precision: Measure
    macro_recall: Measure
    macro_f1_book: Measure
    macro_f1_mean: Measure
    micro_precision: Measure
    micro_recall: Measure
    micro_f1: Measure
    weighted_precision: Measure
    weighted_recall: Measure
    weighted_f1: Measure
    kappa: Measure
    kappa_band: str | None
    mcc: Measure
    g_mean: Measure

    @property
    def n(self) -> int:
        """Number of samples (the matrix total)."""
        return int(self.confusion.sum())

    def summary(self) -> dict[str, Measure]:
        """The summary metrics by key, in display order."""
        return {key: getattr(self, key) for key in SUMMARY_KEYS}

    def class_vs_rest(self, label: str) -> ClassMetrics:
        """The "class ``label`` vs rest" counts and metrics."""
        return self.per_class[self.labels.index(label)]

    def row_normalized(self) -> np.ndarray:
        """Each row divided by its sum: the diagonal is each class's recall (NaN for empty rows)."""
        return _normalized(self.confusion, axis=1)

    def column_normalized(self) -> np.ndarray:
        """Each column divided by its sum: the diagonal is each class's precision (NaN if empty)."""
        return _normalized(self.confusion, axis=0)


def _normalized(confusion: np.ndarray, *, axis: int) -> np.ndarray:
    totals = confusion.sum(axis=axis, keepdims=True).astype(float)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(totals > 0, confusion / totals, np.nan)


def check_confusion(confusion) -> np.ndarray:
    """A C×C matrix of non-negative integer counts with C ≥ 2 and a positive total, as int64.

    Raises :class:`~evalcore.errors.EvalInputError` otherwise (the message says which rule failed).
    """
    matrix = np.asarray(confusion)
    if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
        raise EvalInputError(
            "multiclass_matrix_not_square", shape=" × ".join(map(str, matrix.shape))
        )
    if matrix.shape[0] < 2:
        raise EvalInputError("multiclass_too_few_classes", count=matrix.shape[0])
    values = matrix.astype(float)
    integral = np.isfinite(values) & (values == np.round(values))
    if not integral.all():
        raise EvalInputError("multiclass_matrix_not_integer", cells=_cells(~integral))
    if (values < 0).any():
        raise EvalInputError("multiclass_matrix_negative", cells=_cells(values < 0))
    if values.sum() == 0:
        raise EvalInputError("multiclass_matrix_empty")
    return values.astype(np.int64)


def _cells(mask: np.ndarray, most: int = 5) -> str:
    """The first few offending cells as (row, column), 1-based."""
    rows, cols = np.nonzero(mask)
    return ", ".join(f"({r + 1}, {c + 1})" for r, c in zip(rows[:most], cols[:most]))


def multiclass_confusion(y_true, y_pred, n_classes: int) -> np.ndarray:
    """The C×C count matrix of class indices: ``a[i, j]`` = #(true i, predicted j).

    One ``bincount`` of ``i·C + j``; equals ``sklearn.metrics.confusion_matrix`` with
    ``labels=range(C)``.
    """
    true = np.asarray(y_true, dtype=np.int64)
    pred = np.asarray(y_pred, dtype=np.int64)
    flat = np.bincount(true * n_classes + pred, minlength=n_classes * n_classes)
    return flat.reshape(n_classes, n_classes)


def kappa_band(kappa: float) -> str:
    """Seed 004's agreement band of a kappa value (see :data:`KAPPA_BANDS`)."""
    rounded = round(kappa, 12)
    if rounded < 0:
        return KAPPA_BELOW_CHANCE
    return next((name for limit, name in KAPPA_BANDS if rounded <= limit), KAPPA_BANDS[-1][1])


def _ratio(numerator: float, denominator: float, reason: str, **params: Any) -> Measure:
    if denominator == 0:
        return Measure(None, reason, params)
    return Measure(float(numerator / denominator))


def _class_metrics(label: str, tp: int, fp: int, fn: int, tn: int, beta: float) -> ClassMetrics:
    b2 = beta * beta
    return ClassMetrics(
        label=label,
        tp=tp,
        fp=fp,
        fn=fn,
        tn=tn,
        precision=_ratio(tp, tp + fp, "multiclass_precision_never_predicted", label=label),
        recall=_ratio(tp, tp + fn, "multiclass_recall_never_true", label=label),
        f1=_ratio(2 * tp, 2 * tp + fp + fn, "multiclass_f_class_absent", label=label),
        f_beta=_ratio(
            (1 + b2) * tp, (1 + b2) * tp + b2 * fn + fp, "multiclass_f_class_absent", label=label
        ),
        specificity=_ratio(tn, tn + fp, "multiclass_specificity_no_negatives", label=label),
    )


def _average(per_class: tuple[ClassMetrics, ...], key: str, weights: np.ndarray) -> Measure:
    """Weighted mean over the classes, an undefined value counted as 0 (scikit-learn's default).

    The caveat says how many undefined values of positive weight were counted as 0.
    """
    values = [getattr(m, key).value for m in per_class]
    mean = float(np.average([0.0 if v is None else v for v in values], weights=weights))
    undefined = sum(v is None and w > 0 for v, w in zip(values, weights))
    if undefined:
        return Measure(mean, "multiclass_average_undefined_as_zero", {"count": undefined})
    return Measure(mean)


def _harmonic(p: Measure, r: Measure) -> Measure:
    """2PR / (P + R): the textbook's macro-F1 from macro-P and macro-R (seeds 000, 004)."""
    return _ratio(2 * p.value * r.value, p.value + r.value, "multiclass_macro_f1_book_zero")


def _kappa(confusion: np.ndarray) -> Measure:
    """Cohen's kappa (p0 − pe) / (1 − pe), pe = Σ_i (row_i · col_i) / n²; undefined when pe = 1."""
    n = confusion.sum()
    observed = np.trace(confusion) / n
    chance = dot(confusion.sum(axis=1), confusion.sum(axis=0)) / (n * n)
    return _ratio(observed - chance, 1 - chance, "multiclass_kappa_chance_one")


def _mcc(confusion: np.ndarray) -> Measure:
    """Multiclass MCC (Gorodkin 2004), scikit-learn's ``matthews_corrcoef``.

    .. math:: \\frac{c\\,s - \\sum_k p_k t_k}{\\sqrt{(s^2 - \\sum_k p_k^2)(s^2 - \\sum_k t_k^2)}}

    with c = trace, s = n, t = row sums (true), p = column sums (predicted). Undefined when every
    sample is of one true class or predicted as one class (scikit-learn returns 0 there).
    """
    t = confusion.sum(axis=1).astype(float)
    p = confusion.sum(axis=0).astype(float)
    s = t.sum()
    numerator = np.trace(confusion) * s - dot(p, t)
    denominator = math.sqrt((s * s - dot(p, p)) * (s * s - dot(t, t)))
    return _ratio(numerator, denominator, "multiclass_mcc_one_class")


def _g_mean(per_class: tuple[ClassMetrics, ...]) -> Measure:
    """Geometric mean of the per-class recalls (seed 004) over the classes that occur as true."""
    recalls = [m.recall.value for m in per_class if m.recall.value is not None]
    value = float(np.prod(recalls) ** (1 / len(recalls)))
    skipped = len(per_class) - len(recalls)
    if skipped:
        return Measure(value, "multiclass_g_mean_skips_classes", {"count": skipped})
    return Measure(value)


def multiclass_report(confusion, labels=None, *, beta: float = 1.0) -> MulticlassReport:
    """Per-class and averaged metrics of a C×C confusion matrix (rows true, columns predicted).

    Parameters
    ----------
    confusion : array-like of shape (C, C)
        Non-negative integer counts, C ≥ 2, positive total.
    labels : sequence of str, optional
        Class names in matrix order (default ``"0"`` … ``"C-1"``).
    beta : float, keyword-only
        β of the per-class Fβ = (1+β²)TP / ((1+β²)TP + β²FN + FP); β > 1 weighs recall more.

    Notes
    -----
    Micro-P/R/F1 come from the averaged one-vs-rest matrix (seed 000), so they are never 0/0 (the
    mean TP + FP is n / C > 0); with one label per sample they all equal the accuracy. Weighted
    averages weigh each class by its support. ``macro_f1_book`` is the harmonic mean of macro-P
    and macro-R (seeds 000, 004); ``macro_f1_mean`` the mean of per-class F1 (scikit-learn's
    ``average="macro"``).
    """
    matrix = check_confusion(confusion)
    if not (math.isfinite(beta) and beta > 0):
        raise EvalInputError("multiclass_bad_beta", value=beta)
    size = matrix.shape[0]
    names = tuple(str(i) for i in range(size)) if labels is None else tuple(map(str, labels))
    if len(names) != size:
        raise ValueError(f"{len(names)} labels for a {size}×{size} matrix")
    n = int(matrix.sum())
    tp = np.diag(matrix)
    fp = matrix.sum(axis=0) - tp
    fn = matrix.sum(axis=1) - tp
    tn = n - tp - fp - fn
    per_class = tuple(
        _class_metrics(name, int(a), int(b), int(c), int(d), float(beta))
        for name, a, b, c, d in zip(names, tp, fp, fn, tn)
    )
    averaged = np.array([[tp.mean(), fn.mean()], [fp.mean(), tn.mean()]])
    (mean_tp, mean_fn), (mean_fp, _) = averaged
    equal, support = np.ones(size), tp + fn
    macro_p = _average(per_class, "precision", equal)
    macro_r = _average(per_class, "recall", equal)
    kappa = _kappa(matrix)
    accuracy = float(tp.sum() / n)
    return MulticlassReport(
        labels=names,
        confusion=matrix,
        beta=float(beta),
        per_class=per_class,
        averaged_ovr=averaged,
        accuracy=Measure(accuracy),
        error_rate=Measure(1.0 - accuracy),
        macro_precision=macro_p,
        macro_recall=macro_r,
        macro_f1_book=_harmonic(macro_p, macro_r),
        macro_f1_mean=_average(per_class, "f1", equal),
        micro_precision=Measure(float(mean_tp / (mean_tp + mean_fp))),
        micro_recall=Measure(float(mean_tp / (mean_tp + mean_fn))),
        micro_f1=Measure(float(2 * mean_tp / (2 * mean_tp + mean_fp + mean_fn))),
        weighted_precision=_average(per_class, "precision", support),
        weighted_recall=_average(per_class, "recall", support),
        weighted_f1=_average(per_class, "f1", support),
        kappa=kappa,
        kappa_band=None if kappa.value is None else kappa_band(kappa.value),
        mcc=_mcc(matrix),
        g_mean=_g_mean(per_class),
    )

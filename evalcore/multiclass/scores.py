"""Multiclass scores: one-vs-rest ROC and P-R curves per class, their averages, top-k accuracy.

Class i's curves treat "true class is i" as positive and column i of the scores as its score;
a sample is predicted positive iff its score ≥ the threshold (the scikit-learn convention). Scores
need not be probabilities: unlike ``roc_auc_score(multi_class="ovr")`` nothing requires rows to sum
to 1, because every one-vs-rest curve only ranks one column.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary import ALL_NEGATIVE
from evalcore.multiclass.ties import tied_top_rows, true_class_ranks
from evalcore.measure import Measure


@dataclass(frozen=True)
class RocCurve:
    """ROC points (fpr, tpr) at every distinct threshold, thresholds descending (first is +inf)."""

    fpr: np.ndarray
    tpr: np.ndarray
    thresholds: np.ndarray


@dataclass(frozen=True)
class PrCurve:
    """P-R points as scikit-learn's ``precision_recall_curve``: recall decreasing, ending at (1, 0)
    with no threshold; ``thresholds`` ascending, one fewer than the points."""

    precision: np.ndarray
    recall: np.ndarray
    thresholds: np.ndarray


@dataclass(frozen=True)
class ClassCurves:
    """Class ``label`` vs rest: its curves (``None`` when undefined) and areas.

    The ROC curve needs both positives and negatives, the P-R curve needs positives; ``auc`` and
    ``ap`` carry the reason when their curve is missing.
    """

    label: str
    positives: int
    roc: RocCurve | None
    pr: PrCurve | None
    auc: Measure
    ap: Measure


@dataclass(frozen=True)
class ScoreReport:
    """Everything the multiclass ROC/PR page draws: C one-vs-rest curves, averages, top-k.

    ``micro_roc``/``micro_pr`` are the curves of the flattened one-vs-rest problem (n·C pairs of
    indicator and score); ``top_k[k - 1]`` is the top-k accuracy for k = 1 … C, ranked by the tie
    rule of :mod:`evalcore.multiclass.ties`; ``tied_top_rows`` counts the rows whose highest score
    is shared by two or more classes (where that rule decides).
    """

    labels: tuple[str, ...]
    curves: tuple[ClassCurves, ...]
    auc_macro: Measure
    auc_micro: Measure
    auc_weighted: Measure
    ap_macro: Measure
    ap_micro: Measure
    micro_roc: RocCurve
    micro_pr: PrCurve
    top_k: tuple[float, ...]
    tied_top_rows: int

    def for_class(self, label: str) -> ClassCurves:
        """The curves of class ``label``."""
        return self.curves[self.labels.index(label)]


def _binary_curves(positive: np.ndarray, score: np.ndarray) -> tuple[RocCurve | None, PrCurve]:
    """Both curves from one ``confusion_matrix_at_thresholds`` (one sort), in exactly the format
    of ``roc_curve(drop_intermediate=False)`` and ``precision_recall_curve``; no ROC curve without
    negatives. Needs at least one positive."""
    from sklearn.metrics import confusion_matrix_at_thresholds

    _, fps, _, tps, thresholds = confusion_matrix_at_thresholds(positive, score)
    roc = None if fps[-1] == 0 else RocCurve(
        fpr=np.r_[0.0, fps] / fps[-1],
        tpr=np.r_[0.0, tps] / tps[-1],
        thresholds=np.r_[ALL_NEGATIVE, thresholds.astype(float)],
    )
    pr = PrCurve(
        precision=np.r_[(tps / (tps + fps))[::-1], 1.0],
        recall=np.r_[(tps / tps[-1])[::-1], 0.0],
        thresholds=thresholds[::-1],
    )
    return roc, pr


def _auc(roc: RocCurve) -> float:
    """Trapezoidal area under the ROC curve (``roc_auc_score``)."""
    return float(np.trapezoid(roc.tpr, roc.fpr))


def _ap(pr: PrCurve) -> float:
    """AP = Σ (R_k − R_{k−1}) P_k, the step area of ``average_precision_score``."""
    return float(-np.sum(np.diff(pr.recall) * pr.precision[:-1]))


def _class_curves(label: str, positive: np.ndarray, score: np.ndarray) -> ClassCurves:
    positives = int(positive.sum())
    if positives == 0:
        missing = Measure(None, "multiclass_curve_no_positives", {"label": label})
        return ClassCurves(label, 0, None, None, missing, missing)
    roc, pr = _binary_curves(positive, score)
    if roc is None:
        auc = Measure(None, "multiclass_curve_no_negatives", {"label": label})
    else:
        auc = Measure(_auc(roc))
    return ClassCurves(label, positives, roc, pr, auc, Measure(_ap(pr)))


def _mean_defined(values: list[Measure]) -> Measure:
    """Mean over the classes where the value is defined, saying how many were left out."""
    defined = [v.value for v in values if v.value is not None]
    if not defined:
        return Measure(None, "multiclass_curve_no_class_defined")
    mean = float(np.mean(defined))
    skipped = len(values) - len(defined)
    if skipped:
        return Measure(mean, "multiclass_average_skips_classes", {"count": skipped})
    return Measure(mean)


def _weighted_by_positives(curves: tuple[ClassCurves, ...]) -> Measure:
    """Mean AUC over the classes where it is defined, each weighted by its number of positives
    (``roc_auc_score(multi_class="ovr", average="weighted")``). A class that never occurs has
    weight 0, so leaving it out changes nothing."""
    defined = [(c.auc.value, c.positives) for c in curves if c.auc.value is not None]
    if not defined:
        return Measure(None, "multiclass_curve_no_class_defined")
    values, weights = zip(*defined)
    return Measure(float(np.average(values, weights=weights)))


def top_k_accuracies(y_true, scores) -> tuple[float, ...]:
    """Top-k accuracy for every k = 1 … C in one pass.

    A sample counts for k when its true class is among the first k of the tie-broken ranking of
    :mod:`evalcore.multiclass.ties` (ties go to the class that comes first in class order), so
    top-1 accuracy is the accuracy of the argmax prediction.
    """
    true = np.asarray(y_true, dtype=np.int64)
    size = np.asarray(scores).shape[1]
    hits = np.cumsum(np.bincount(true_class_ranks(true, scores), minlength=size))
    return tuple(float(h / true.size) for h in hits)


def multiclass_scores(y_true, scores, labels=None) -> ScoreReport:
    """One-vs-rest curves, AUC and AP per class, their macro and micro averages, top-k accuracy.

    Parameters
    ----------
    y_true : array-like of shape (n,)
        True class indices 0 … C−1 (columns of ``scores``).
    scores : array-like of shape (n, C)
        Finite scores, one column per class; higher means more likely that class.
    labels : sequence of str, optional
        Class names in column order (default ``"0"`` … ``"C-1"``).

    Notes
    -----
    Macro AUC/AP is the mean over classes of the per-class value, as
    ``roc_auc_score(multi_class="ovr", average="macro")``; a class that never occurs (AUC and AP
    undefined) or that every sample belongs to (AUC undefined) is left out and the caveat says how
    many were. Weighted AUC weighs each class's AUC by its number of positives
    (``average="weighted"``). Micro AUC/AP is the AUC/AP of the flattened indicator matrix
    against the flattened scores (``average="micro"``). Tied scores in top-k follow
    :mod:`evalcore.multiclass.ties`.
    """
    true = np.asarray(y_true, dtype=np.int64)
    matrix = np.asarray(scores, dtype=float)
    size = matrix.shape[1]
    names = tuple(str(i) for i in range(size)) if labels is None else tuple(map(str, labels))
    indicator = true[:, None] == np.arange(size)[None, :]
    curves = tuple(
        _class_curves(name, indicator[:, i], matrix[:, i]) for i, name in enumerate(names)
    )
    micro_roc, micro_pr = _binary_curves(indicator.ravel(), matrix.ravel())
    return ScoreReport(
        labels=names,
        curves=curves,
        auc_macro=_mean_defined([c.auc for c in curves]),
        auc_micro=Measure(_auc(micro_roc)),
        auc_weighted=_weighted_by_positives(curves),
        ap_macro=_mean_defined([c.ap for c in curves]),
        ap_micro=Measure(_ap(micro_pr)),
        micro_roc=micro_roc,
        micro_pr=micro_pr,
        top_k=top_k_accuracies(true, matrix),
        tied_top_rows=tied_top_rows(matrix),
    )

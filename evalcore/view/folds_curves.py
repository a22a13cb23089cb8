"""Each fold's curves as the Folds page, its report and ``figures()`` draw them, from a
:class:`~evalcore.analysis.folds.FoldsAnalysis` (read by its attributes: this layer sits below
the values): the folds drawn within the budget, each fold's ROC or P-R line with its operating
point, the figures' labels and the three figures."""

from __future__ import annotations

from typing import Callable, Sequence

import plotly.graph_objects as go

from evalcore.folds import SweptFold
from evalcore.view.budgets import MAX_FOLDS_DRAWN
from evalcore.view.folds import (FoldCurveLabels, FoldLine, ThresholdAverageLabels,
                                 folds_pr_figure, folds_roc_figure, threshold_average_figure)

Translator = Callable[..., str]


def fold_name(repeat: str | None, fold: str) -> str:
    """A fold as the figures name it: ``fold``, or ``repeat/fold`` with a repeat column."""
    return fold if repeat is None else f"{repeat}/{fold}"


def drawn_folds(curves: Sequence[SweptFold], chosen: Sequence[str] | None = None
                ) -> tuple[SweptFold, ...]:
    """The folds whose own curves and points are drawn: every fold with a curve up to
    :data:`~evalcore.view.budgets.MAX_FOLDS_DRAWN`; beyond it those named in ``chosen``
    (:func:`fold_name`; None: the first ones), at most that many. The averages use every fold."""
    swept = [c for c in curves if c.sweep is not None]
    if len(swept) <= MAX_FOLDS_DRAWN:
        return tuple(swept)
    if chosen is None:
        return tuple(swept[:MAX_FOLDS_DRAWN])
    wanted = set(chosen)
    return tuple(c for c in swept if fold_name(c.repeat, c.fold) in wanted)[:MAX_FOLDS_DRAWN]


def fold_lines(curves: Sequence[SweptFold], threshold: float, pr: bool) -> list[FoldLine]:
    """Each two-class fold's ROC (or P-R) curve with its operating point at ``threshold``."""
    lines = []
    for curve in curves:
        if curve.sweep is None:
            continue
        c = curve.sweep.confusion_at(threshold)
        name = fold_name(curve.repeat, curve.fold)
        if pr:
            pr_curve = curve.sweep.pr().decimated()
            lines.append(FoldLine(name, pr_curve.recall, pr_curve.precision,
                                  (c.recall, c.precision)))
        else:
            roc = curve.sweep.roc().decimated()
            lines.append(FoldLine(name, roc.fpr, roc.tpr, (c.fpr, c.tpr)))
    return lines


def curve_labels(t: Translator, pr: bool) -> FoldCurveLabels:
    """The per-fold ROC (``pr`` False) or P-R figure's labels."""
    return FoldCurveLabels(
        fold=lambda name: t("folds_legend_fold", name=name), diagonal=t("chance"),
        points=t("folds_operating_points"),
        x_title=t("recall_axis") if pr else t("fpr_axis"),
        y_title=t("precision_axis") if pr else t("tpr_axis"),
        title=t("folds_pr_title") if pr else t("folds_roc_title"),
        average=t("folds_vertical_average"), band=t("folds_band"))


def curve_figures(t: Translator, analysis, threshold: float,
                  curves: Sequence[SweptFold] | None = None
                  ) -> tuple[go.Figure, go.Figure, go.Figure] | None:
    """Binary: each drawn fold's ROC (with the vertical average of every fold) and P-R curve with
    its operating point at ``threshold`` (``curves``, default :func:`drawn_folds`), and the
    threshold-averaged ROC; None when no fold holds both classes."""
    if analysis.vertical is None:
        return None
    return (*fold_figures(t, analysis, threshold, curves), averaged_figure(t, analysis))


def fold_figures(t: Translator, analysis, threshold: float,
                 curves: Sequence[SweptFold] | None = None) -> tuple[go.Figure, go.Figure]:
    """:func:`curve_figures`' first two: each drawn fold's ROC (with the vertical average of
    every fold, which must exist) and P-R curve with its operating point at ``threshold``."""
    curves = drawn_folds(analysis.curves) if curves is None else curves
    roc = folds_roc_figure(fold_lines(curves, threshold, False), analysis.vertical,
                           labels=curve_labels(t, False))
    pr = folds_pr_figure(fold_lines(curves, threshold, True), labels=curve_labels(t, True))
    return roc, pr


def averaged_figure(t: Translator, analysis) -> go.Figure:
    """:func:`curve_figures`' last: the threshold-averaged ROC."""
    return threshold_average_figure(analysis.by_threshold, labels=ThresholdAverageLabels(
        average=t("folds_threshold_average"), threshold_word=t("threshold_word"),
        all_negative=t("threshold_all_negative"),
        diagonal=t("chance"), x_title=t("fpr_axis"), y_title=t("tpr_axis"),
        title=t("folds_threshold_average_title")))

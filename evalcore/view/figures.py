"""Each task's figures drawn from its analysis value: what the HTML report draws (and the pages at
their default settings), and what ``value.figures()`` returns, one function per kind of value.

Each function takes the value (read by its attributes: this layer sits below
:mod:`evalcore.analysis`) and a translator ``tr(key, **params)`` (the report's, or
:func:`evalcore.view.language.translator`), and returns ``{name: go.Figure}`` in the report's
order, named as the report's figures are. The report adds what only it draws (the live view, the
DET curve, the ROC band, segments) around these."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from evalcore.cost import iso_cost_line
from evalcore.histogram import sweep_histogram
from evalcore.multiclass.shown import top_classes
from evalcore.registry import names
from evalcore.view.binary import confusion_heatmap, pr_figure, roc_figure, score_histogram_figure
from evalcore.view.budgets import (MAX_CLASS_CURVES, MAX_COST_LINES, MAX_CURVE_POINTS,
                                   MAX_MATRIX_CLASSES)
from evalcore.view.compare.pair_figures import (binary_comparison_figures,
                                                multiclass_comparison_figures,
                                                ranking_comparison_figures,
                                                regression_comparison_figures)
from evalcore.view.cost import cost_curve_figure, roc_hull_figure
from evalcore.view.cost_summary import CostSummary
from evalcore.view.curve_summary import CurveSummary
from evalcore.view.folds import CURVES_HEIGHT
from evalcore.view.folds_curves import curve_figures
from evalcore.view.formatting import format_threshold
from evalcore.view.labels import binary as binary_labels
from evalcore.view.labels.cost import cost_curve_labels, roc_hull_labels
from evalcore.view.labels.multiclass import heatmap_labels, ovr_labels
from evalcore.view.labels.regression import regression_labels
from evalcore.view.multiclass import (OvrLines, lines_shown, multiclass_heatmap, ovr_pr_figure,
                                      ovr_roc_figure)
from evalcore.view.ranking import (DistributionsLabels, MetricCurvesLabels, distributions_figure,
                                   metric_curves_figure)
from evalcore.view.regression import (predicted_vs_actual_figure, qq_figure, rec_figure,
                                      residual_histogram_figure)

Translator = Callable[..., str]
Figures = dict[str, go.Figure]


def threshold_text(tr: Translator, threshold: float) -> str:
    """A threshold as the figures' titles write it ("all negative" in words)."""
    return format_threshold(threshold, tr("threshold_all_negative"))


def binary_figures(value: Any, tr: Translator) -> Figures:
    """A binary value at its threshold (as the page shows it: the same counts): the 2×2 matrix,
    the score histograms with the cut, the ROC curve with the operating and Youden's points, and
    the P-R curve with the operating point and the BEP."""
    threshold = value.sweep.shortest_at(value.threshold)
    confusion = value.at(threshold).confusion
    hist = sweep_histogram(value.sweep)
    weighted = value.data is not None and value.data.weights is not None
    summary = CurveSummary.of(value, max_points=MAX_CURVE_POINTS)
    shown = threshold_text(tr, threshold)
    matrix = confusion_heatmap(confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                               labels=binary_labels.confusion_labels(tr))
    matrix.update_layout(title=tr("report_confusion_title", threshold=shown))
    histogram = score_histogram_figure(
        hist.edges, hist.positives, hist.negatives, threshold,
        labels=binary_labels.histogram_labels(tr, threshold, titled=True, weighted=weighted))
    roc = roc_figure(summary.roc, point=(confusion.fpr, confusion.tpr),
                     youden=(summary.youden.fpr, summary.youden.tpr),
                     labels=binary_labels.roc_labels(tr, summary.auc, titled=True))
    pr = pr_figure(summary.pr, point=(confusion.recall, confusion.precision),
                   bep=(summary.bep.value, summary.bep.value),
                   labels=binary_labels.pr_labels(tr, summary.ap, titled=True,
                                                  point=binary_labels.point_text(tr, confusion)))
    for figure, key in ((roc, "roc_header"), (pr, "pr_header")):  # the operating point's cut
        figure.update_layout(title_text=f"{tr(key)} · {tr('threshold_short', value=shown)}")
    return {"confusion_matrix": matrix, "score_histogram": histogram, "roc": roc, "pr": pr}


def cost_figures(value: Any, tr: Translator) -> Figures:
    """A cost value at its costs, prior and threshold: the lower envelope with the threshold's
    line, and the ROC convex hull with the iso-cost line."""
    summary = CostSummary.of(value.binary, max_lines=MAX_COST_LINES, max_points=MAX_CURVE_POINTS)
    costs = value.at(value.threshold)
    pc, best = costs.pc, costs.best
    confusion = value.binary.at(value.threshold).confusion
    envelope = cost_curve_figure(
        summary.curve, summary.lines, pc=pc, best=best,
        threshold_line=(confusion.fpr, 1 - confusion.tpr), threshold_cost=costs.threshold_cost,
        labels=cost_curve_labels(tr, summary))
    hull = roc_hull_figure(summary.roc, summary.curve, best=best,
                           iso_line=iso_cost_line(best.fpr, best.tpr, pc),
                           point=(confusion.fpr, confusion.tpr), labels=roc_hull_labels(tr))
    return {"cost_curve": envelope, "roc_hull": hull}


def matrix_classes(counts: np.ndarray) -> np.ndarray | None:
    """The classes a drawn C×C matrix keeps (those with the most samples), None: every class."""
    return (top_classes(counts, MAX_MATRIX_CLASSES, by="support")
            if len(counts) > MAX_MATRIX_CLASSES else None)


def multiclass_figures(value: Any, tr: Translator) -> Figures:
    """A multiclass value: the C×C matrix of counts (of the classes with the most samples beyond
    :data:`~evalcore.view.budgets.MAX_MATRIX_CLASSES`) and, with per-class scores, every class's
    one-vs-rest ROC and P-R curves with the micro average (no class selected)."""
    result = value.to_json()
    counts = np.asarray(result["confusion"], dtype=np.int64)  # cells read "45", not "45.0"
    figures = {"confusion_matrix": multiclass_heatmap(
        counts.astype(float), counts, result["labels"], normalized=False,
        labels=heatmap_labels(tr), shown=matrix_classes(counts))}
    if "ovr_auc" in result and value.scores is not None:
        roc, pr, _, _ = one_vs_rest_figures(value.scores, tr)
        figures.update(one_vs_rest_roc=roc, one_vs_rest_pr=pr)
    return figures


def one_vs_rest_figures(scores: Any, tr: Translator
                        ) -> tuple[go.Figure, go.Figure, int, int]:
    """The one-vs-rest ROC and P-R figures (at most :data:`~evalcore.view.budgets.MAX_CLASS_CURVES`
    classes, those with the most samples), how many classes they draw and how many have curves."""
    lines = OvrLines.of(scores, max_points=MAX_CURVE_POINTS)
    positives = {c.label: c.positives for c in scores.curves}
    roc_lines, pr_lines = (lines_shown(drawn, [positives[line.label] for line in drawn],
                                       most=MAX_CLASS_CURVES) for drawn in (lines.roc, lines.pr))
    roc = ovr_roc_figure(roc_lines, lines.micro_roc, selected=None, point=(None, None),
                         labels=ovr_labels(tr, pr=False))
    pr = ovr_pr_figure(pr_lines, lines.micro_pr, selected=None, point=(None, None), bep=None,
                       labels=ovr_labels(tr, pr=True))
    roc.update_layout(title_text=tr("roc_header"))
    pr.update_layout(title_text=tr("pr_header"))
    return roc, pr, len(roc_lines), len(lines.roc)


def regression_figures(value: Any, tr: Translator) -> Figures:
    """A regression value at its tolerance ε (the MAE when unset): predicted against actual with
    the band, the REC curve with ε marked, the residuals' histogram and their normal Q-Q plot."""
    at = value.at(value.to_json()["tolerance"])
    labels = regression_labels(tr)
    data, sample = value.data, value.sample
    curve, drawn = value.rec, value.rec_drawn(MAX_CURVE_POINTS)
    histogram = value.histogram
    figures = {
        "predicted_vs_actual": predicted_vs_actual_figure(
            data.y_true[sample], data.y_pred[sample], at.outside, at.tolerance, labels=labels),
        "rec": rec_figure(curve.tolerance[drawn], curve.accuracy[drawn], at.tolerance,
                          at.share_within, labels=labels),
        "residual_histogram": residual_histogram_figure(histogram.edges, histogram.counts,
                                                        at.tolerance, labels=labels)}
    if value.qq is not None:
        qq = value.qq
        figures["residual_qq"] = qq_figure(qq.theoretical, qq.ordered, qq.slope, qq.intercept,
                                           labels=labels)
    return figures


def ranking_figures(value: Any, tr: Translator) -> Figures:
    """A ranking value at its cut-off k: P@k, Recall@k and NDCG@k against k, and each per-query
    measure's distribution over the queries."""
    k = value.k
    return {"metric_curves": metric_curves_figure(
        value.evaluation.curves, k, labels=MetricCurvesLabels(
            curves={name: tr(f"ranking_label_{name}_at_k")
                    for name in ("precision", "recall", "ndcg")},
            k_line=tr("ranking_k_short", k=k), y_title=tr("ranking_mean_over_queries"))),
            "query_distributions": query_distributions(tr, value.at(k).per_query)}


def query_distributions(tr: Translator, per_query: pd.DataFrame) -> go.Figure:
    """One histogram over the queries of each per-query measure (the per-query table's)."""
    return distributions_figure(per_query, labels=DistributionsLabels(
        titles={column: tr(f"ranking_col_{column}") for column in names("ranking", "per_query")},
        y_title=tr("ranking_queries")))


def folds_figures(value: Any, tr: Translator, threshold: float | None = None) -> Figures:
    """Binary folds at ``threshold`` (default: the value's): every drawn fold's ROC (with the
    vertical average) and P-R curve with its operating point, and the threshold-averaged ROC;
    none for the other tasks (or when no fold holds both classes)."""
    threshold = value.threshold if threshold is None else threshold
    figures = curve_figures(tr, value, threshold)
    if figures is None:
        return {}
    roc, pr, averaged = figures
    shown = tr("threshold_short", value=threshold_text(tr, threshold))
    for figure, key in ((roc, "folds_roc_title"), (pr, "folds_pr_title")):
        figure.update_layout(title_text=f"{tr(key)} · {shown}", height=CURVES_HEIGHT)
    return {"folds_roc": roc, "folds_pr": pr, "folds_threshold_average": averaged}


FIGURES: dict[str, Callable[[Any, Translator], Figures]] = {
    "binary": binary_figures, "cost": cost_figures, "multiclass": multiclass_figures,
    "regression": regression_figures, "ranking": ranking_figures, "folds": folds_figures,
    "compare_binary": binary_comparison_figures,
    "compare_multiclass": multiclass_comparison_figures,
    "compare_regression": regression_comparison_figures,
    "compare_ranking": ranking_comparison_figures,
}
"""The figures of each kind of value (an analysis value names its kind)."""


def figures_of(value: Any, kind: str, language: str = "en") -> Figures:
    """The figures of ``value``, a value of ``kind`` (a key of :data:`FIGURES`), with their
    labels in ``language`` (``en`` or ``zh``); another language raises
    :class:`~evalcore.errors.EvalInputError`."""
    from evalcore.messages import LANGUAGES
    from evalcore.view.language import translator

    if language not in LANGUAGES:
        from evalcore.errors import EvalInputError

        raise EvalInputError("api_language", value=language, languages=", ".join(LANGUAGES))
    return FIGURES[kind](value, translator(language))

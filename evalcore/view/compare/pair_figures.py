"""The figures of a two-model comparison (scores, labels, values or rankings), each drawn from
the comparison's analysis value: what the Comparison page draws, and at its default settings what
the report and ``figures()`` give.

One function per kind of value, which draws its figures at the page's defaults (the value's
thresholds; F1 per class and both confusion matrices in counts; ε at A's median absolute error;
the value's metric and k), and one per figure that the page draws at its own settings (a metric,
ε, the rows drawn). Each
takes a translator ``tr(key, **params)`` (the page's, the report's, or
:func:`evalcore.view.language.translator`). Model names are user text: escaped before Plotly
sees them."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np
import plotly.graph_objects as go

from evalcore.multiclass.shown import top_classes
from evalcore.sampling import sample_rows
from evalcore.view.budgets import MAX_CURVE_POINTS, MAX_MATRIX_CLASSES, MAX_SCATTER_POINTS
from evalcore.view.compare.binary import (CostOverlayLabels, OverlayLabels, cost_overlay,
                                          pr_overlay, roc_overlay)
from evalcore.view.compare.multiclass import DifferenceBarsLabels, difference_bars
from evalcore.view.compare.ranking import QueryScatterLabels, query_scatter
from evalcore.view.compare.regression import (RecOverlayLabels, ResidualOverlayLabels,
                                              rec_overlay, residual_overlay)
from evalcore.view.formatting import format_value
from evalcore.view.labels.multiclass import heatmap_labels
from evalcore.view.multiclass import multiclass_heatmap
from evalcore.view.text import plot_text

Translator = Callable[..., str]
Figures = dict[str, go.Figure]


def binary_comparison_figures(value: Any, tr: Translator) -> Figures:
    """Two scorers: both ROC and P-R curves with each model's operating point at its threshold and
    the leads shaded, and both cost-curve envelopes."""
    result = value.to_json()
    comparison = value.result
    confusions = value.at((result["threshold"]["A"], result["threshold"]["B"])).confusions
    names = tuple(result["columns"].values())
    point = lambda name: tr("compare_point_of", name=name)  # noqa: E731
    roc = roc_overlay(
        tuple(c.decimated(max_points=MAX_CURVE_POINTS) for c in comparison.roc), names,
        (result["auc"]["A"], result["auc"]["B"]), [(c.fpr, c.tpr) for c in confusions],
        comparison.roc_dominance, labels=OverlayLabels(
            reference=tr("chance"), point=point,
            curve=lambda name, auc: tr("compare_curve_auc", name=name, auc=auc),
            x_title=tr("fpr_axis"), y_title=tr("tpr_axis")))
    pr = pr_overlay(
        tuple(c.decimated(max_points=MAX_CURVE_POINTS) for c in comparison.pr), names,
        comparison.average_precision, [(c.recall, c.precision) for c in confusions],
        comparison.bep, comparison.pr_dominance, labels=OverlayLabels(
            reference=tr("p_equals_r"), point=point,
            curve=lambda name, ap: tr("compare_curve_ap", name=name, ap=ap),
            bep=lambda name: tr("compare_bep_of", name=name),
            x_title=tr("recall_axis"), y_title=tr("precision_axis")))
    cost = cost_overlay(comparison.cost, names, comparison.cost_dominance,
                        labels=CostOverlayLabels(
                            always_negative=tr("cost_always_negative"),
                            always_positive=tr("cost_always_positive"),
                            curve=lambda name, area: tr("compare_cost_area_of", name=name,
                                                        area=area),
                            x_title=tr("cost_x_axis"), y_title=tr("cost_y_axis")))
    for figure, key in ((roc, "roc_header"), (pr, "pr_header"), (cost, "cost_curve_header")):
        figure.update_layout(title_text=tr(key))
    return {"roc": roc, "pr": pr, "cost_curves": cost}


def class_difference_bars(tr: Translator, value: Any, metric: str = "f1") -> go.Figure:
    """Per class, A's ``metric`` (``precision``, ``recall`` or ``f1``) minus B's, as bars in the
    colour of the model that leads."""
    return difference_bars(
        value.pair.labels, [getattr(d, metric) for d in value.result.per_class],
        value.pair.names, labels=DifferenceBarsLabels(
            leads=lambda name: tr("compare_multiclass_leads", name=name),
            even=tr("compare_multiclass_even"),
            x_title=tr("compare_multiclass_difference_of", metric=tr(f"multiclass_metric_{metric}")),
            y_title=tr("multiclass_class_column")))


def multiclass_comparison_figures(value: Any, tr: Translator) -> Figures:
    """F1 per class, A − B, then each model's confusion matrix in counts (beyond
    :data:`~evalcore.view.budgets.MAX_MATRIX_CLASSES` classes, those with the most samples of
    both models)."""
    f1 = tr("multiclass_metric_f1")
    figures = {"per_class_difference": class_difference_bars(tr, value).update_layout(
        title_text=tr("compare_figure_per_class", metric=f1))}
    reports = (value.result.report_a, value.result.report_b)
    labels: Sequence[str] = value.pair.labels
    both = reports[0].confusion + reports[1].confusion
    shown = (top_classes(both, MAX_MATRIX_CLASSES, by="support")
             if len(labels) > MAX_MATRIX_CLASSES else None)
    for slot, name, report in zip("ab", value.pair.names, reports):
        counts = report.confusion
        figure = multiclass_heatmap(counts, counts, labels, normalized=False,
                                    labels=heatmap_labels(tr), shown=shown)
        figures[f"confusion_matrix_{slot}"] = figure.update_layout(
            title_text=tr("compare_figure_matrix_of", name=plot_text(name)))
    return figures


def regression_overlays(tr: Translator, value: Any, tolerance: float,
                        rec_drawn: Sequence[np.ndarray]) -> tuple[go.Figure, go.Figure]:
    """Both REC curves (the points ``rec_drawn`` of each) with each model's share within
    ``tolerance``, and both residual histograms on shared bins with ±ε marked. ``value`` holds
    its curves (:meth:`~evalcore.analysis.compare.RegressionComparisonAnalysis.with_curves`)."""
    names, recs = value.pair.names, value.recs
    drawn = [(rec.tolerance[i], rec.accuracy[i]) for rec, i in zip(recs, rec_drawn)]
    aocs = tuple(rec.area_over_curve() for rec in recs)
    rec = rec_overlay(drawn, names, aocs, tolerance, value.at(tolerance).shares,
                      labels=RecOverlayLabels(
                          curve=lambda name, aoc: tr("compare_regression_rec_of", name=name,
                                                     aoc=aoc),
                          share=lambda name: tr("compare_regression_share_at", name=name),
                          x_title=tr("regression_tolerance"),
                          y_title=tr("regression_share_axis")))
    residuals = residual_overlay(value.histograms, names, tolerance,
                                 labels=ResidualOverlayLabels(x_title=tr("regression_residual"),
                                                              y_title=tr("regression_rows")))
    return rec, residuals


def regression_comparison_figures(value: Any, tr: Translator) -> Figures:
    """Both REC curves and both residual histograms at the page's first ε: A's median absolute
    error."""
    value = value.with_curves()
    tolerance = value.default_tolerance
    rec, residuals = regression_overlays(tr, value, tolerance, value.rec_drawn(MAX_CURVE_POINTS))
    rec.update_layout(title_text=tr("compare_figure_rec", tolerance=format_value(tolerance)))
    residuals.update_layout(title_text=tr("compare_figure_residuals"))
    return {"rec": rec, "residuals": residuals}


def query_scatter_of(tr: Translator, result: Any, names: tuple[str, str], metric_label: str,
                     shown: np.ndarray) -> go.Figure:
    """The queries ``shown`` (indices) of a ranking comparison's ``result``: A's per-query
    metric against B's, coloured by which model is better, with the line A = B."""
    return query_scatter(result.values_a[shown], result.values_b[shown], result.outcome[shown],
                         result.query_ids[shown], names, metric_label,
                         labels=QueryScatterLabels(equal_line=tr("compare_ranking_equal_line"),
                                                   wins=tr("compare_wins"),
                                                   ties=tr("compare_ties"),
                                                   losses=tr("compare_losses")))


def ranking_comparison_figures(value: Any, tr: Translator) -> Figures:
    """The per-query scatter of the value's metric at its k (beyond
    :data:`~evalcore.view.budgets.MAX_SCATTER_POINTS` queries, a fixed sample of them)."""
    result = value.at(value.metric, value.k, n_resamples=value.n_resamples, seed=value.seed)
    label = tr(f"compare_ranking_metric_{value.metric}", k=result.k)
    shown = sample_rows(result.tests.n_queries, MAX_SCATTER_POINTS)
    figure = query_scatter_of(tr, result, value.pair.names, label, shown)
    return {"query_scatter": figure.update_layout(
        title_text=tr("compare_ranking_scatter_header", metric=label))}

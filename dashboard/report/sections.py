"""The figures and tables of each task's report, one function per task, registered with
:func:`section`. A new page adds its report with one function::

    @section("my_task")
    def my_task(inputs: SectionInput) -> list[Block]:
        ...  # figures from dashboard/<room>/figures.py, labels via inputs.t

Each function reads the file again with the evalcore CLI's own loader flags (``inputs.args``, the
parsed ``python -m evalcore`` namespace) and builds its figures from the pure figure modules; the
numbers it shows come from ``inputs.result``, the CLI's JSON. No Streamlit here."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd

from dashboard.report.document import Block, Figure, Heading, Live, Paragraph, Table

Translator = Callable[..., str]


@dataclass(frozen=True)
class SectionInput:
    """What a section builds from: the CLI's parsed flags, its JSON result, the translator."""

    args: argparse.Namespace
    result: dict
    t: Translator


SECTIONS: dict[str, Callable[[SectionInput], list[Block]]] = {}
"""``task → section function`` (the tasks of ``python -m dashboard.report --task``)."""


def section(task: str):
    """Register the decorated function as the report section of ``task``."""
    def register(function: Callable[[SectionInput], list[Block]]):
        SECTIONS[task] = function
        return function
    return register


MAX_DRAWN = 5000
"""Points of a curve drawn in the report (as on the pages): keeps the file small."""


def _measures(t: Translator, metrics: dict) -> Table:
    """The point measures of the CLI's ``metrics`` (β among them) with their catalog names."""
    from dashboard.widgets.formatting import format_value

    rows = [(t(f"metric_{name}") if name != "beta" else "β", format_value(value)
             if value is not None else t("undefined"))
            for name, value in metrics.items()]
    return Table(pd.DataFrame(rows, columns=[t("metric_column"), t("value_column")]))


@section("binary")
def binary(inputs: SectionInput) -> list[Block]:
    """Confusion and ROC / PR: the 2×2 matrix, the score histograms with the cut, every point
    measure, and both curves with the operating point, Youden's point and the BEP."""
    from dashboard.binary import labels
    from dashboard.live.data import live_data
    from dashboard.widgets.formatting import format_threshold
    from dashboard.binary.figures import (confusion_heatmap, pr_figure, roc_figure,
                                          score_histogram_figure)
    from evalcore.binary import threshold_sweep
    from evalcore.binary.shortest import with_shortest_thresholds
    from evalcore.cli.binary import load_input
    from evalcore.histogram import score_histogram

    t, result = inputs.t, inputs.result
    data = load_input(inputs.args)
    sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
    threshold = sweep.shortest_at(inputs.args.threshold)  # as the page shows it: same counts
    confusion = sweep.confusion_at(threshold)
    hist = score_histogram(data.y_true, data.scores, sample_weight=data.weights)
    auc, ap, bep, youden = (result["roc_auc"], result["average_precision"], sweep.bep(),
                            sweep.youden())
    matrix = confusion_heatmap(confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                               labels=labels.confusion_labels(t))
    shown = format_threshold(threshold, t("threshold_all_negative"))
    matrix.update_layout(title=t("report_confusion_title", threshold=shown))
    roc = roc_figure(with_shortest_thresholds(sweep.thresholds,
                                              sweep.roc().decimated(max_points=MAX_DRAWN)),
                     point=(confusion.fpr, confusion.tpr), youden=(youden.fpr, youden.tpr),
                     labels=labels.roc_labels(t, auc, titled=True))
    pr = pr_figure(with_shortest_thresholds(sweep.thresholds,
                                            sweep.pr().decimated(max_points=MAX_DRAWN)),
                   point=(confusion.recall, confusion.precision), bep=(bep.value, bep.value),
                   labels=labels.pr_labels(t, ap, titled=True,
                                           point=labels.point_text(t, confusion)))
    for figure, key in ((roc, "roc_header"), (pr, "pr_header")):  # the operating point's cut
        figure.update_layout(title_text=f"{t(key)} · {t('threshold_short', value=shown)}")
    live = live_data(sweep, hist, threshold=threshold, beta=inputs.args.beta,
                     weighted=data.weights is not None, identity="report", tr=t)
    return [
        Heading(t("page_confusion")),
        Paragraph(t("live_report_note")),
        Live(live),
        Heading(t("live_report_snapshot", threshold=shown)),
        Figure(matrix, "confusion_matrix"),
        Figure(score_histogram_figure(hist.edges, hist.positives, hist.negatives, threshold,
                                      labels=labels.histogram_labels(t, threshold, titled=True)),
               "score_histogram"),
        Heading(t("point_metrics_header")),
        _measures(t, result["metrics"]),
        Heading(t("page_roc_pr")),
        Figure(roc, "roc"),
        Figure(pr, "pr"),
    ]


@section("cost")
def cost(inputs: SectionInput) -> list[Block]:
    """Cost Curve: the lower envelope with the threshold's line and the ROC convex hull with
    the iso-cost line, at the CLI's costs and prior."""
    from dashboard.cost.figures import (CostCurveLabels, RocHullLabels, cost_curve_figure,
                                        roc_hull_figure)
    from evalcore.binary import threshold_sweep
    from evalcore.cli._common import read_input
    from evalcore.cost import best_at, cost_curve, cost_lines, iso_cost_line
    from evalcore.io import load_binary

    t, args, result = inputs.t, inputs.args, inputs.result
    data = load_binary(*read_input(args.file), label_col=args.label_col,
                       score_col=args.score_col, pos_label=args.pos_label,
                       drop_invalid=args.drop_invalid)
    sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
    roc = sweep.roc()
    curve = cost_curve(roc.fpr, roc.tpr, roc.thresholds)
    lines = cost_lines(roc.fpr, roc.tpr, curve, max_lines=200)
    pc = result["pc"]
    best = best_at(curve, pc)
    confusion = sweep.confusion_at(args.threshold)
    envelope = cost_curve_figure(
        curve, lines, pc=pc, best=best, threshold_line=(confusion.fpr, 1 - confusion.tpr),
        threshold_cost=result["at_threshold"]["normalized_cost"],
        labels=CostCurveLabels(
            lines=t("cost_lines_name", shown=lines.fpr.size, total=roc.fpr.size),
            always_negative=t("cost_always_negative"), always_positive=t("cost_always_positive"),
            envelope=t("cost_envelope_name"), threshold_line=t("cost_threshold_line"),
            pc_marker=t("cost_pc_marker"), current=t("cost_current_marker"),
            best=t("cost_best_marker"), x_title=t("cost_x_axis"), y_title=t("cost_y_axis"),
            title=t("cost_curve_header")))
    hull = roc_hull_figure(
        roc.decimated(max_points=MAX_DRAWN), curve, best=best,
        iso_line=iso_cost_line(best.fpr, best.tpr, pc), point=(confusion.fpr, confusion.tpr),
        labels=RocHullLabels(roc=t("cost_roc_name"), hull=t("cost_hull_name"),
                             iso=t("cost_iso_name"), operating_point=t("operating_point"),
                             optimal_vertex=t("cost_optimal_vertex"), x_title=t("fpr_axis"),
                             y_title=t("tpr_axis"), title=t("cost_roc_header")))
    return [Heading(t("page_cost_curve")), Figure(envelope, "cost_curve"), Figure(hull, "roc_hull")]


@section("multiclass")
def multiclass(inputs: SectionInput) -> list[Block]:
    """The C×C confusion matrix (counts) and the per-class table; with per-class scores (the
    ROC / PR page's data) also every class's one-vs-rest ROC and P-R curves with the micro
    average, and each class's AUC and AP."""
    from dashboard.multiclass.figures import multiclass_heatmap
    from dashboard.multiclass.labels import heatmap_labels
    from dashboard.widgets.formatting import format_count
    from evalcore.cli.multiclass import load_input

    t, result = inputs.t, inputs.result
    counts = np.asarray(result["confusion"], dtype=np.int64)  # cells read "45", not "45.0"
    figure = multiclass_heatmap(counts.astype(float), counts, result["labels"], normalized=False,
                                labels=heatmap_labels(t))
    per_class = pd.DataFrame.from_dict(result["per_class"], orient="index")
    per_class.insert(0, t("report_class"), per_class.index)
    size = {"classes": len(result["labels"]), "n": format_count(counts.sum())}
    blocks: list[Block] = [Heading(t("multiclass_confusion_header", **size)),
                           Figure(figure, "confusion_matrix"), Table(per_class)]
    data = load_input(inputs.args) if "ovr_auc" in result else None
    if data is None or data.scores is None:
        return blocks
    return [*blocks, Heading(t("multiclass_roc_header", **size)), *_one_vs_rest(t, data)]


def _one_vs_rest(t: Translator, data) -> list[Block]:
    """The one-vs-rest ROC and P-R figures of the ROC / PR page (no class selected) and the
    table of each class's AUC and AP."""
    from dashboard.multiclass.figures import OvrLines, ovr_pr_figure, ovr_roc_figure
    from dashboard.multiclass.labels import ovr_labels
    from dashboard.widgets.formatting import format_count, format_value
    from evalcore.multiclass import multiclass_scores

    scores = multiclass_scores(data.y_true, data.scores, data.labels)
    lines = OvrLines.of(scores, max_points=MAX_DRAWN)
    roc = ovr_roc_figure(lines.roc, lines.micro_roc, selected=None, point=(None, None),
                         labels=ovr_labels(t, pr=False))
    pr = ovr_pr_figure(lines.pr, lines.micro_pr, selected=None, point=(None, None), bep=None,
                       labels=ovr_labels(t, pr=True))
    roc.update_layout(title_text=t("roc_header"))
    pr.update_layout(title_text=t("pr_header"))
    table = pd.DataFrame(
        [(c.label, format_count(c.positives), format_value(c.auc.value),
          format_value(c.ap.value)) for c in scores.curves],
        columns=[t("multiclass_class_column"), t("multiclass_metric_support"), "AUC", "AP"])
    return [Figure(roc, "one_vs_rest_roc"), Figure(pr, "one_vs_rest_pr"),
            Heading(t("multiclass_ovr_table_header")), Table(table)]


@section("regression")
def regression(inputs: SectionInput) -> list[Block]:
    """The REC curve with the tolerance's marker, and predicted against actual with the band."""
    from dashboard.regression.figures import predicted_vs_actual_figure, rec_figure
    from dashboard.regression.labels import regression_labels
    from evalcore.cli._common import read_input
    from evalcore.regression import load_regression, rec_curve
    from evalcore.sampling import sample_rows

    t, args, result = inputs.t, inputs.args, inputs.result
    data = load_regression(*read_input(args.file), true_col=args.true_col,
                           pred_col=args.pred_col, weight_col=args.weight_col,
                           drop_invalid=args.drop_invalid)
    curve = rec_curve(data.y_true, data.y_pred, sample_weight=data.weights)
    tolerance = result["tolerance"]
    labels = regression_labels(t)
    sample = sample_rows(data.y_true.size, MAX_DRAWN)
    y_true, y_pred = data.y_true[sample], data.y_pred[sample]
    scatter = predicted_vs_actual_figure(y_true, y_pred, np.abs(y_pred - y_true) > tolerance,
                                         tolerance, labels=labels)
    drawn = np.unique(np.linspace(0, curve.tolerance.size - 1,
                                  min(curve.tolerance.size, MAX_DRAWN)).round().astype(int))
    rec = rec_figure(curve.tolerance[drawn], curve.accuracy[drawn], tolerance,
                     result["rec_at_tolerance"], labels=labels)
    return [Heading(t("page_regression")), Figure(scatter, "predicted_vs_actual"),
            Figure(rec, "rec")]


@section("ranking")
def ranking(inputs: SectionInput) -> list[Block]:
    """P@k, Recall@k and NDCG@k against k with the chosen k, and the per-query table."""
    from dashboard.ranking.figures import MetricCurvesLabels, metric_curves_figure
    from evalcore.cli._common import read_input
    from evalcore.ranking import evaluate_ranking, load_ranking

    t, args, result = inputs.t, inputs.args, inputs.result
    data = load_ranking(*read_input(args.file), query_col=args.query_col, doc_col=args.doc_col,
                        relevance_col=args.relevance_col, score_col=args.score_col)
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id,
                                  relevance_level=args.relevance_level, gain=args.gain,
                                  ties=args.ties)
    k = result["k"]
    figure = metric_curves_figure(evaluation.curves, k, labels=MetricCurvesLabels(
        curves={name: t(f"ranking_label_{name}_at_k") for name in ("precision", "recall", "ndcg")},
        k_line=t("ranking_k_short", k=k), y_title=t("ranking_mean_over_queries")))
    per_query = evaluation.per_query(k).rename(columns=lambda c: t(f"ranking_col_{c}"))
    return [Heading(t("ranking_curves_header")), Figure(figure, "metric_curves"),
            Heading(t("ranking_per_query_header")), Table(per_query)]


@section("compare")
def compare(inputs: SectionInput) -> list[Block]:
    """Comparison of two scorers: both ROC and P-R curves with each model's operating point at
    its threshold and the leads shaded, and both cost-curve envelopes. The other compared tasks
    (multiclass, regression, ranking) show the numbers only (the common part of the report)."""
    if inputs.result["task"] != "binary":
        return []
    from dashboard.compare.figures.binary import (CostOverlayLabels, OverlayLabels,
                                                  cost_overlay, pr_overlay, roc_overlay)
    from evalcore.cli._common import read_input
    from evalcore.compare import compare_binary, compare_from_table, compare_from_tables
    from evalcore.io import read_table

    t, args, result = inputs.t, inputs.args, inputs.result
    files = [read_input(args.file)] + ([read_input(args.file_b)]
                                       if getattr(args, "file_b", None) else [])
    tables = [read_table(*file) for file in files]
    options = {name: getattr(args, name, None) for name in ("label_col", "id_col", "pos_label")}
    score_cols = getattr(args, "score_cols", None)
    if len(tables) == 1:
        data = compare_from_table(tables[0], score_cols=score_cols, **options)
    else:
        data = compare_from_tables(*tables, names=tuple(name for _, name in files),
                                   score_cols=score_cols or (None, None), **options)
    thresholds = (result["threshold"]["A"], result["threshold"]["B"])
    comparison = compare_binary(data.y_true, data.score_a, data.score_b, thresholds=thresholds)
    confusions = [s.confusion_at(v) for s, v in zip(comparison.sweeps, thresholds)]
    names = tuple(result["columns"].values())
    point = lambda name: t("compare_point_of", name=name)  # noqa: E731
    roc = roc_overlay(
        tuple(c.decimated(max_points=MAX_DRAWN) for c in comparison.roc), names,
        (result["auc"]["A"], result["auc"]["B"]), [(c.fpr, c.tpr) for c in confusions],
        comparison.roc_dominance, labels=OverlayLabels(
            reference=t("chance"), point=point,
            curve=lambda name, auc: t("compare_curve_auc", name=name, auc=auc),
            x_title=t("fpr_axis"), y_title=t("tpr_axis")))
    pr = pr_overlay(
        tuple(c.decimated(max_points=MAX_DRAWN) for c in comparison.pr), names,
        comparison.average_precision, [(c.recall, c.precision) for c in confusions],
        comparison.bep, comparison.pr_dominance, labels=OverlayLabels(
            reference=t("p_equals_r"), point=point,
            curve=lambda name, ap: t("compare_curve_ap", name=name, ap=ap),
            bep=lambda name: t("compare_bep_of", name=name),
            x_title=t("recall_axis"), y_title=t("precision_axis")))
    cost = cost_overlay(comparison.cost, names, comparison.cost_dominance,
                        labels=CostOverlayLabels(
                            always_negative=t("cost_always_negative"),
                            always_positive=t("cost_always_positive"),
                            curve=lambda name, area: t("compare_cost_area_of", name=name,
                                                       area=area),
                            x_title=t("cost_x_axis"), y_title=t("cost_y_axis")))
    for figure, key in ((roc, "roc_header"), (pr, "pr_header"), (cost, "cost_curve_header")):
        figure.update_layout(title_text=t(key))
    return [Heading(t("page_comparison")), Figure(roc, "roc"), Figure(pr, "pr"),
            Figure(cost, "cost_curves")]


@section("folds")
def folds(inputs: SectionInput) -> list[Block]:
    """Folds: the per-fold table, the summary (mean ± σ, σ with 1/K, the sample SD, pooled) and,
    on binary data, every fold's ROC (with the vertical average) and P-R curve with its
    operating point at the threshold, and the threshold-averaged ROC."""
    from dashboard.folds import tables
    from dashboard.folds.figures import (CURVES_HEIGHT, ThresholdAverageLabels, folds_pr_figure,
                                         folds_roc_figure, threshold_average_figure)
    from dashboard.widgets.formatting import format_threshold
    from evalcore.cli.folds import load_input
    from evalcore.folds import evaluate_folds, threshold_roc_average, vertical_roc_average

    t, args = inputs.t, inputs.args
    task, data, split = load_input(args)
    results, pooled = evaluate_folds(task, data, split, threshold=args.threshold)
    summary, notes = tables.summary_table(t, task, results, pooled)
    blocks: list[Block] = [Heading(t("folds_per_fold_header")),
                           Table(tables.fold_table(t, task, results)),
                           Heading(t("folds_summary_header")), Table(summary),
                           *(Paragraph(note) for note in notes),
                           Paragraph(t("folds_std_explained"))]
    if task != "binary":
        return blocks
    curves = tables.fold_curves(data, split)
    both = [c for c in curves if c.sweep is not None]
    if not both:
        return blocks
    shown = t("threshold_short", value=format_threshold(args.threshold,
                                                        t("threshold_all_negative")))
    rocs = [c.sweep.roc() for c in both]
    roc = folds_roc_figure(tables.fold_lines(curves, args.threshold, False),
                           vertical_roc_average([(r.fpr, r.tpr) for r in rocs]),
                           labels=tables.curve_labels(t, False))
    pr = folds_pr_figure(tables.fold_lines(curves, args.threshold, True),
                         labels=tables.curve_labels(t, True))
    for figure, key in ((roc, "folds_roc_title"), (pr, "folds_pr_title")):
        figure.update_layout(title_text=f"{t(key)} · {shown}", height=CURVES_HEIGHT)
    averaged = threshold_average_figure(
        threshold_roc_average([(c.y_true, c.scores, c.weights) for c in both]),
        labels=ThresholdAverageLabels(
            average=t("folds_threshold_average"), threshold_word=t("threshold_word"),
            diagonal=t("chance"), x_title=t("fpr_axis"), y_title=t("tpr_axis"),
            title=t("folds_threshold_average_title")))
    return blocks + [Heading(t("folds_curves_header")), Figure(roc, "folds_roc"),
                     Paragraph(t("folds_vertical_explained")), Figure(pr, "folds_pr"),
                     Paragraph(t("folds_points_explained")),
                     Figure(averaged, "folds_threshold_average")]

"""The figures and tables of each task's report, one function per task, registered with
:func:`section`. A new page adds its report with one function::

    @section("my_task", title="report_title_my_task")
    def my_task(inputs: SectionInput) -> list[Block]:
        ...  # figures from evalcore.view (evalcore/view/figures.py), labels via inputs.t

Every section draws from the task's analysis value (``inputs.value``, :mod:`evalcore.analysis`),
the one its JSON was rendered from, at the page's settings (``inputs.settings``); nothing is read
again. Figures come from the pure figure modules; the numbers shown from ``inputs.result``, the
CLI's JSON. No Streamlit here."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, Callable

import numpy as np
import pandas as pd

from evalcore.view import folds_tables as tables
from evalcore.view.live.payload import SCRIPT as LIVE_SCRIPT
from evalcore.view.live.payload import STYLE as LIVE_STYLE
from evalcore.view.live.payload import (cost_curves_data, curves_data, folds_curves_data,
                                        live_data)
from evalcore.view.report.document import Block, Figure, Heading, Live, Paragraph, Table
from evalcore.view.report.risk_sections import band_name, band_note, roc_band_of, segment_blocks
from evalcore.view.report.many_sections import many_blocks
from evalcore.view.risk_render import (bin_frames, calibration_tests_frame, det_chart, det_points,
                                   gains_chart, ks_chart,
                                   lift_chart, lift_frames, murphy_text, reliability_chart,
                                   ties_note)
from evalcore.view.risk_summary import summarise
from evalcore.histogram import sweep_histogram
from evalcore.view import folds_curves
from evalcore.view.budgets import MAX_COST_LINES, MAX_CURVE_POINTS
from evalcore.view.cost_summary import CostSummary
from evalcore.view.figures import (FIGURES, binary_figures, cost_figures,
                                   folds_figures, matrix_classes, multiclass_figures,
                                   one_vs_rest_figures, ranking_figures, regression_figures,
                                   threshold_text)
from evalcore.view.formatting import format_count, format_score, format_threshold, format_value
from evalcore.view.risk import add_roc_band

Translator = Callable[..., str]


@dataclass(frozen=True)
class SectionInput:
    """What a section builds from: the analysis value, its settings
    (:class:`~evalcore.api.settings.TaskSettings`), the JSON rendered from them, the translator."""

    value: Any
    settings: Any
    result: dict
    t: Translator


@dataclass(frozen=True)
class Section:
    """A task's report: the catalog key of its ``title`` and its ``blocks`` (figures and tables
    drawn from the analysis value)."""

    title: str
    blocks: Callable[[SectionInput], list[Block]]


SECTIONS: dict[str, Section] = {}
"""``task → section function`` (the tasks of ``python -m dashboard.report --task``)."""


def section(task: str, *, title: str):
    """Register the decorated function as the report blocks of ``task``, whose report is titled
    by the catalog key ``title``."""
    def register(function: Callable[[SectionInput], list[Block]]):
        SECTIONS[task] = Section(title, function)
        return function
    return register


MAX_DRAWN = MAX_CURVE_POINTS
"""Points of a curve drawn in the report (as on the pages and in ``figures()``): keeps the file
small."""


def _measures(t: Translator, metrics: dict) -> Table:
    """The point measures of the CLI's ``metrics`` (β among them) with their catalog names."""
    rows = [(t(f"metric_{name}") if name != "beta" else "β", format_value(value)
             if value is not None else t("undefined"))
            for name, value in metrics.items()]
    return Table(pd.DataFrame(rows, columns=[t("metric_column"), t("value_column")]))


@section("binary", title="report_title_binary")
def binary(inputs: SectionInput) -> list[Block]:
    """Confusion and ROC / PR: the 2×2 matrix, the score histograms with the cut, every point
    measure, and both curves with the operating point, Youden's point and the BEP."""
    t, value = inputs.t, inputs.value
    figures = binary_figures(value, t)
    threshold = value.sweep.shortest_at(value.threshold)  # as the page shows it: same counts
    confusion = value.at(threshold).confusion
    hist = sweep_histogram(value.sweep)
    weighted = value.data is not None and value.data.weights is not None  # as the page says
    shown = threshold_text(t, threshold)
    live = live_data(value, hist, threshold=threshold, weighted=weighted, identity="report",
                     tr=t)
    band = roc_band_of(value)
    if band is not None:
        add_roc_band(figures["roc"], band.fpr, band.low, band.high, name=band_name(t, band))
    return [
        Heading(t("page_confusion")),
        Paragraph(t("live_report_note")),
        Live(live, LIVE_SCRIPT, LIVE_STYLE),
        Heading(t("live_report_snapshot", threshold=shown)),
        Figure(figures["confusion_matrix"], "confusion_matrix"),
        Figure(figures["score_histogram"], "score_histogram"),
        Heading(t("point_metrics_header")),
        _measures(t, inputs.result["metrics"]),
        Heading(t("page_roc_pr")),
        Figure(figures["roc"], "roc"),
        Paragraph(band_note(t, value, band)),
        Figure(figures["pr"], "pr"),
        Figure(det_chart(t, det_points(value.sweep, MAX_DRAWN), confusion), "det"),
        Paragraph(t("risk_det_caption")),
        *segment_blocks(t, value, getattr(inputs.settings, "by", None), MAX_DRAWN),
    ]


@section("cost", title="report_title_cost")
def cost(inputs: SectionInput) -> list[Block]:
    """Cost Curve: the lower envelope with the threshold's line and the ROC convex hull with
    the iso-cost line, at the value's costs and prior."""
    t, value = inputs.t, inputs.value
    figures = cost_figures(value, t)
    summary = CostSummary.of(value.binary, max_lines=MAX_COST_LINES, max_points=MAX_DRAWN)
    live = live_data(value.binary, None, threshold=value.threshold, weighted=False,
                     identity="report", tr=t, curves=cost_curves_data(value, summary, tr=t),
                     cost=value)
    shown = format_threshold(value.threshold, t("threshold_all_negative"))
    return [Heading(t("page_cost_curve")), *_live_blocks(t, [(None, live)], shown),
            Figure(figures["cost_curve"], "cost_curve"), Figure(figures["roc_hull"], "roc_hull")]


def _live_blocks(t: Translator, lives: list[tuple[str | None, dict]],
                 shown: str | None) -> list[Block]:
    """The live views (:func:`live_data`, each under its heading if it has one) after the note,
    then the heading of the static figures at the report's threshold ``shown`` (None: the
    figures have their own titles)."""
    blocks: list[Block] = [Paragraph(t("live_report_note_points"))]
    for title, live in lives:
        blocks += [*([Heading(title)] if title else []), Live(live, LIVE_SCRIPT, LIVE_STYLE)]
    return blocks + ([Heading(t("live_report_snapshot", threshold=shown))] if shown else [])


@section("multiclass", title="report_title_multiclass")
def multiclass(inputs: SectionInput) -> list[Block]:
    """The C×C confusion matrix (counts) and the per-class table; with per-class scores (the
    ROC / PR page's data) also every class's one-vs-rest ROC and P-R curves with the micro
    average, and each class's AUC and AP."""
    t, result = inputs.t, inputs.result
    counts = np.asarray(result["confusion"], dtype=np.int64)
    classes = len(result["labels"])
    shown = matrix_classes(counts)
    figure = multiclass_figures(inputs.value, t)["confusion_matrix"]
    per_class = pd.DataFrame.from_dict(result["per_class"], orient="index")
    per_class.insert(0, t("report_class"), per_class.index)
    size = {"classes": classes, "n": format_count(counts.sum())}
    blocks: list[Block] = [Heading(t("multiclass_confusion_header", **size)),
                           Figure(figure, "confusion_matrix"),
                           *([] if shown is None else [Paragraph(t(
                               "multiclass_report_matrix_left_out", shown=len(shown),
                               classes=format_count(classes)))]),
                           Table(per_class)]
    if "ovr_auc" not in result:
        return blocks
    scores = inputs.value.scores
    if scores is None:
        return blocks
    return [*blocks, Heading(t("multiclass_roc_header", **size)), *_one_vs_rest(t, scores)]


def _one_vs_rest(t: Translator, scores) -> list[Block]:
    """The one-vs-rest ROC and P-R figures of the ROC / PR page (no class selected) and the
    table of each class's AUC and AP."""
    roc, pr, drawn, total = one_vs_rest_figures(scores, t)
    left_out = ([] if drawn == total else [Paragraph(t(
        "multiclass_report_curves_left_out", shown=drawn, classes=format_count(total)))])
    table = pd.DataFrame(
        [(c.label, format_count(c.positives), format_value(c.auc.value),
          format_value(c.ap.value)) for c in scores.curves],
        columns=[t("multiclass_class_column"), t("multiclass_metric_support"), "AUC", "AP"])
    return [Figure(roc, "one_vs_rest_roc"), Figure(pr, "one_vs_rest_pr"), *left_out,
            Heading(t("multiclass_ovr_table_header")), Table(table)]


@section("regression", title="report_title_regression")
def regression(inputs: SectionInput) -> list[Block]:
    """Predicted against actual with the band, the REC curve with the tolerance's marker, the
    residuals' histogram and their normal Q-Q plot (the page's figures)."""
    figures = regression_figures(inputs.value, inputs.t)
    return [Heading(inputs.t("page_regression")),
            *(Figure(figure, name) for name, figure in figures.items())]


@section("ranking", title="report_title_ranking")
def ranking(inputs: SectionInput) -> list[Block]:
    """P@k, Recall@k and NDCG@k against k with the chosen k, the per-query table and each
    per-query measure's distribution over the queries."""
    t, result, analysis = inputs.t, inputs.result, inputs.value
    k = result["k"]
    figures = ranking_figures(analysis, t)
    per_query = analysis.at(k).per_query.rename(columns=lambda c: t(f"ranking_col_{c}"))
    return [Heading(t("ranking_curves_header")),
            Figure(figures["metric_curves"], "metric_curves"),
            Heading(t("ranking_per_query_header")), Table(per_query),
            Heading(t("ranking_distributions_header")),
            Figure(figures["query_distributions"], "query_distributions")]


@section("compare", title="report_title_compare")
def compare(inputs: SectionInput) -> list[Block]:
    """Comparison of two models: each scorer's live view, then the value's figures
    (:mod:`evalcore.view.compare.pair_figures`): for scorers both ROC and P-R curves with each
    model's operating point at its threshold and the leads shaded, and both cost-curve
    envelopes; for labels, values and rankings the page's figures at its first settings. More
    than two models: what :mod:`evalcore.view.report.many_sections` writes."""
    if getattr(inputs.value, "many", False):  # more than two models
        return many_blocks(inputs.t, inputs.value)
    t, result, analysis = inputs.t, inputs.result, inputs.value
    figures = FIGURES[analysis.figure_kind](analysis, t)
    if result["task"] != "binary":
        return [Heading(t("page_comparison")),
                *(Figure(figure, name) for name, figure in figures.items())]

    names = tuple(result["columns"].values())
    lives = [(t("compare_threshold_of", name=name), _compare_live(t, analysis, k, threshold))
             for k, (name, threshold) in enumerate(zip(names, result["threshold"].values()))]
    return [Heading(t("page_comparison")), *_live_blocks(t, lives, None),
            *(Figure(figure, name) for name, figure in figures.items())]


def _compare_live(t: Translator, analysis, k: int, threshold: float) -> dict:
    """Model ``k``'s live view, as on the page: its ROC and P-R curves with its operating point
    at its own threshold."""
    comparison = analysis.result
    sweep = comparison.sweeps[k]
    curves = curves_data(comparison.roc[k].decimated(max_points=MAX_DRAWN),
                         comparison.pr[k].decimated(max_points=MAX_DRAWN),
                         auc=(comparison.delong.a, comparison.delong.b)[k].auc,
                         ap=comparison.average_precision[k], youden=sweep.youden(),
                         bep=comparison.bep[k], tr=t)
    return live_data(analysis.model_analysis(k), None, threshold=threshold, weighted=False,
                     identity=f"report-{k}", tr=t, curves=curves)


@section("folds", title="report_title_folds")
def folds(inputs: SectionInput) -> list[Block]:
    """Folds: the per-fold table, the summary (mean ± σ, σ with 1/K, the sample SD, pooled) and,
    on binary data, every fold's ROC (with the vertical average) and P-R curve with its
    operating point at the threshold, and the threshold-averaged ROC."""
    t, analysis, threshold = inputs.t, inputs.value, inputs.settings.threshold
    at = analysis.at(threshold)
    summary, notes = tables.summary_table(t, at)
    blocks: list[Block] = [Heading(t("folds_per_fold_header")),
                           Table(tables.fold_table(t, analysis.task, at.folds)),
                           Heading(t("folds_summary_header")), Table(summary),
                           *(Paragraph(note) for note in notes),
                           Paragraph(t("folds_std_explained"))]
    figures = folds_figures(analysis, t, threshold)
    if not figures:
        return blocks
    swept = sum(c.sweep is not None for c in analysis.curves)
    drawn = len(folds_curves.drawn_folds(analysis.curves))
    left_out = [] if drawn == swept else [Paragraph(t(
        "folds_report_drawn_note", shown=drawn, folds=format_count(swept)))]
    return blocks + [Heading(t("folds_curves_header")), *left_out,
                     *_live_blocks(t, [(None, _folds_live(t, analysis, threshold))], None),
                     Figure(figures["folds_roc"], "folds_roc"),
                     Paragraph(t("folds_vertical_explained")),
                     Figure(figures["folds_pr"], "folds_pr"),
                     Paragraph(t("folds_points_explained")),
                     Figure(figures["folds_threshold_average"], "folds_threshold_average")]


def _folds_live(t: Translator, analysis, threshold: float) -> dict:
    """The Folds page's live view: every fold's ROC and P-R curve with its point, and the pooled
    operating point, at every stop of the pooled scores."""
    drawn = folds_curves.drawn_folds(analysis.curves)
    curves = folds_curves_data(folds_curves.fold_lines(drawn, threshold, False),
                               folds_curves.fold_lines(drawn, threshold, True),
                               analysis.vertical, tr=t)
    folds = tuple((folds_curves.fold_name(c.repeat, c.fold), c.sweep) for c in drawn)
    return live_data(analysis.pooled_analysis(), None, threshold=threshold,
                     weighted=False, identity="report", tr=t, curves=curves, folds=folds)


@section("lift", title="report_title_lift")
def lift(inputs: SectionInput) -> list[Block]:
    """Risk & calibration, KS and lift: the KS curve, the gains curve, the lift chart and the
    lift table of the CLI's groups."""
    t, result, value = inputs.t, inputs.result, inputs.value
    gains = summary = summarise(value.sweep)  # the gains as the value ranks the rows
    if value.score_direction == "lower":  # the KS curves in the file's units
        from evalcore.binary import threshold_sweep

        data = value.data
        summary = summarise(threshold_sweep(data.y_true, 0.0 - data.scores,
                                            sample_weight=data.weights))
    groups = result["groups"]
    note = ties_note(t, groups, inputs.settings.groups)
    return [Heading(t("page_risk")),
            Paragraph(" · ".join((
                t("risk_ks_metric") + f": {result['ks']['statistic']:.4f}",
                t("risk_ks_direction_metric") + ": "
                + t(f"risk_ks_direction_{result['ks']['direction']}"),
                t("risk_ks_threshold_metric") + ": " + format_score(result["ks"]["threshold"]),
                t("risk_gini_metric") + f": {result['gini']:.4f}"))),
            Figure(ks_chart(t, summary, threshold=None), "ks"),
            Figure(gains_chart(t, gains.share, gains.gain, gains.prior, groups), "gains"),
            Figure(lift_chart(t, groups), "lift"),
            *([Paragraph(note)] if note else []),
            Table(lift_frames(t, groups)[0])]


@section("calibration", title="report_title_calibration")
def calibration(inputs: SectionInput) -> list[Block]:
    """Risk & calibration, calibration: the reliability diagram, Brier (Murphy), log loss, ECE,
    MCE and the bins of the CLI's settings."""
    t, result = inputs.t, inputs.result
    measures = pd.DataFrame(
        [(t(key), format_value(result[name])) for key, name in (
            ("risk_brier_metric", "brier"), ("risk_log_loss_metric", "log_loss"),
            ("risk_ece_metric", "ece"), ("risk_mce_metric", "mce"))],
        columns=[t("metric_column"), t("value_column")])
    murphy = SimpleNamespace(brier=result["brier"], **result["brier_decomposition"])
    return [Heading(t("risk_tab_calibration")),
            Figure(reliability_chart(t, result["bins"]), "reliability"),
            Table(measures), Paragraph(murphy_text(t, murphy)),
            Table(calibration_tests_frame(t, result)),
            Paragraph(t("risk_calibration_tests_caption")),
            Table(bin_frames(t, result["bins"])[0])]

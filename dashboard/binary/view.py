"""Page pieces shared by the binary pages: the four counts, the table of point measures and the
translated text of the binary figures."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.view.formatting import format_count, format_exact, format_value
from dashboard.widgets.measure_text import measure_note, measure_value
from dashboard.text.safe import md_shown
from dashboard.shell.language import t
from dashboard.widgets.threshold import current_threshold, threshold_control, threshold_text
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import Confusion, ThresholdSweep
from evalcore.binary.shortest import shortest_thresholds
from evalcore.measure import Measure
from evalcore.view.labels import binary as labels
from evalcore.view.curve_summary import CurveSummary
from evalcore.view.binary import ConfusionLabels
from evalcore.view.binary import CurveLabels
from evalcore.view.binary import HistogramLabels
from dashboard.loading.byte_cache import byte_cached

TABLE_THRESHOLDS = 30
"""The ROC/PR page shows the threshold table up to this many distinct scores."""
CURRENT_ROW_STYLE = "background-color: #ffe8cc; font-weight: 600"


COUNTS_ROW = (1, 1, 1, 1, 1.7, 1.7)
"""Relative widths of the control strip's tiles: P and R need room for four decimals."""


def threshold_strip(analysis: BinaryAnalysis, dataset_id: str) -> tuple[float, Confusion]:
    """The top of the Confusion and ROC / PR pages: the threshold's slider and exact box with the
    counts under them; returns the threshold and its counts.

    The counts come from the threshold settled once for the run (:func:`current_threshold`: the
    widgets' callbacks set it before the run) and are sent before the slider, which the browser
    has already moved itself, and before the figures: the new TP is in the first websocket
    messages of a move."""
    header = st.container()
    sweep = analysis.sweep
    threshold = current_threshold(sweep, dataset_id)
    confusion = analysis.at(threshold.value).confusion
    counts_row(confusion)
    with header:
        threshold_control(sweep, dataset_id, side_by_side=True, settled=threshold)
    return threshold.value, confusion


def counts_row(confusion: Confusion) -> None:
    """TP, FP, TN, FN, precision P and recall R as one row of st.metric tiles (the control strip
    of every threshold page: one line, so the curves stay in view)."""
    columns = st.columns(COUNTS_ROW)
    for column, (key, value) in zip(columns, (("tp_label", confusion.tp),
                                              ("fp_label", confusion.fp),
                                              ("tn_label", confusion.tn),
                                              ("fn_label", confusion.fn))):
        column.metric(t(key), format_count(value))
    columns[4].metric(t("precision_metric"), format_value(confusion.precision))
    columns[5].metric(t("recall_metric"), format_value(confusion.recall))


def point_text(confusion: Confusion) -> str:
    """The P-R operating point's label in the user's language (:func:`labels.point_text`)."""
    return labels.point_text(t, confusion)


def confusion_labels() -> ConfusionLabels:
    """The 2×2 heatmap's text in the user's language (:func:`labels.confusion_labels`)."""
    return labels.confusion_labels(t)


def histogram_labels(threshold: float, *, titled: bool = False,
                     weighted: bool = False) -> HistogramLabels:
    """The score histograms' text in the user's language (:func:`labels.histogram_labels`)."""
    return labels.histogram_labels(t, threshold, titled=titled, weighted=weighted)


def roc_labels(auc: float, *, titled: bool = False) -> CurveLabels:
    """The ROC figure's text in the user's language (:func:`labels.roc_labels`)."""
    return labels.roc_labels(t, auc, titled=titled)


def pr_labels(ap: float, *, titled: bool = False, point: str = "",
              prevalence: float | None = None) -> CurveLabels:
    """The P-R figure's text in the user's language (:func:`labels.pr_labels`)."""
    return labels.pr_labels(t, ap, titled=titled, point=point, prevalence=prevalence)


def measures_table(measures: dict[str, Measure], *, exact: bool = False) -> pd.DataFrame:
    """Every point measure of one confusion matrix (an operating point's ``measures``, or
    :func:`~evalcore.binary.point_metrics`); undefined ones say why (shown as text). ``exact``:
    the values themselves (None where undefined), for the CSV."""
    rows = [(t(f"metric_{name}"), metric.value if exact else measure_value(metric),
             measure_note(metric)) for name, metric in measures.items()]
    return pd.DataFrame(rows, columns=[t("metric_column"), t("value_column"), t("note_column")])


def threshold_table(sweep: ThresholdSweep, threshold: float, *, exact: bool = False):
    """The sweep's table (one row per distinct score: TP, FP, TPR, FPR, P, R), the row of the
    current ``threshold`` highlighted; a pandas Styler of formatted text, or ``exact``: a table
    of the numbers themselves (each threshold the score itself), for the CSV."""
    rows = sweep.table()
    shown = shortest_thresholds(sweep.thresholds, rows["threshold"])
    rates = ("tpr", "fpr", "precision", "recall")
    if exact:
        return pd.DataFrame({
            t("threshold_label"): rows["threshold"], "TP": rows["tp"], "FP": rows["fp"],
            **{t(f"roc_table_{name}"): rows[name] for name in rates}})
    table = pd.DataFrame({
        t("threshold_label"): [format_exact(v) for v in shown],
        "TP": [format_count(v) for v in rows["tp"]],
        "FP": [format_count(v) for v in rows["fp"]],
        **{t(f"roc_table_{name}"): [format_value(v) for v in rows[name]] for name in rates},
    })
    current = rows["threshold"] == sweep.cut_at(threshold)
    return table.style.apply(
        lambda row: [CURRENT_ROW_STYLE if current[row.name] else ""] * len(row), axis=1)


def below_diagonal_note(summary: CurveSummary, positive: str) -> None:
    """When AUC < 0.5, say that the ROC curve lies below the diagonal and the likely reason."""
    if summary.auc < 0.5:
        st.warning(t("roc_below_diagonal", auc=format_value(summary.auc),
                     positive=md_shown(positive)))


@byte_cached
def _analysis(dataset_id: str, _sweep: ThresholdSweep, _data) -> BinaryAnalysis:
    return BinaryAnalysis(_sweep, _data)


def binary_analysis(dataset) -> BinaryAnalysis:
    """The analysis value of ``dataset``: the one a loaded binary dataset holds, else (anything
    with ``dataset_id`` and ``sweep``, and ``data`` when it came from a file: one class against
    the rest) built once per dataset and shared by the pages."""
    held = getattr(dataset, "analysis", None)
    if held is not None:
        return held
    return _analysis(dataset.dataset_id, dataset.sweep, getattr(dataset, "data", None))


@byte_cached
def _curve_summary(dataset_id: str, max_points: int, _analysis: BinaryAnalysis) -> CurveSummary:
    return CurveSummary.of(_analysis, max_points=max_points)


def curve_summary(dataset, *, max_points: int = MAX_CURVE_POINTS) -> CurveSummary:
    """The dataset's curves (at most ``max_points`` points each) and threshold-free measures,
    computed once per dataset."""
    return _curve_summary(dataset.dataset_id, max_points, binary_analysis(dataset))


def roc_measures(summary: CurveSummary) -> None:
    """AUC, ℓrank and their identity, and Youden's point, under the ROC curve."""
    auc_col, loss_col = st.columns(2)
    auc_col.metric(t("auc_label"), format_value(summary.auc))
    loss_col.metric(t("rank_loss_label"), format_value(summary.rank_loss))
    st.caption(t("auc_identity", rank_loss=format_value(summary.rank_loss),
                 auc=format_value(summary.auc)))
    youden = summary.youden
    st.caption(t("youden_label") + " — " + t("youden_at", j=format_value(youden.j),
                                               threshold=threshold_text(youden.threshold, None),
                                               tpr=format_value(youden.tpr),
                                               fpr=format_value(youden.fpr)))


def pr_measures(summary: CurveSummary) -> None:
    """AP and the break-even point under the P-R curve, and how many points were drawn."""
    ap_col, bep_col = st.columns(2)
    ap_col.metric(t("ap_label"), format_value(summary.ap))
    bep_col.metric(t("bep_label"), format_value(summary.bep.value))
    st.caption(t("bep_at", value=format_value(summary.bep.value),
                 threshold=threshold_text(summary.bep.threshold, None)))
    st.caption(t("pr_step_note"))
    if summary.roc.fpr.size < summary.total_points:
        st.caption(t("curve_points_note", shown=summary.roc.fpr.size, total=summary.total_points))

"""The multiclass views of the Confusion and ROC/PR pages.

Confusion: summary measures, the C×C heatmap (counts, row- or column-normalized), one class
against the rest, the per-class table and the averages. ROC/PR: every class's one-vs-rest curves,
AUC/AP per class and averaged, top-k accuracy, and a threshold moving the selected class's
operating point. Everything is computed once per dataset (and β); a widget move only looks up.
"""

from __future__ import annotations


import numpy as np
import pandas as pd
import streamlit as st

from dashboard.widgets.charts import show_chart, show_square_row
from dashboard.reporting.button import report_button
from dashboard.binary.view import counts_row, measures_table
from evalcore.view.budgets import MAX_CLASS_CURVES, MAX_CURVE_POINTS
from evalcore.view.binary import confusion_heatmap
from evalcore.view.labels import multiclass as figure_text
from evalcore.view.multiclass import (OvrLines, lines_shown, multiclass_heatmap,
                                         ovr_pr_figure, ovr_roc_figure)
from evalcore.view.formatting import count_cell, format_count, format_value, value_cell
from dashboard.shell.guard import guarded_fragment
from dashboard.i18n import translate
from dashboard.widgets.measure_text import measure_cell, measure_note, measure_value
from dashboard.multiclass.shown_view import left_out_note, matrix_classes
from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.text.safe import escape_params, md_shown
from evalcore.view.text import sentences, shown_text
from dashboard.widgets.paged_table import show_paged_table
from dashboard.widgets.tables import show_dataframe, show_full_table
from dashboard.shell.session import BETA, sticky
from dashboard.shell.language import lang, option_labels, t
from dashboard.widgets.threshold import threshold_control, threshold_text
from evalcore.binary import Confusion, ThresholdSweep, point_metrics
from evalcore.multiclass import PER_CLASS_KEYS, MulticlassData, MulticlassReport, ScoreReport
from evalcore.multiclass.vs_rest import class_vs_rest_sweep
from dashboard.binary.view import confusion_labels
from evalcore.view.multiclass import HeatmapLabels
from dashboard.loading.byte_cache import byte_cached

NORMALIZATIONS = ("counts", "rows", "columns")
DATAFRAME_HEIGHT = 400
"""Most height (px) of a per-class table: about ten rows, then it scrolls (st.dataframe's own
default)."""
TILE_KEYS = ("accuracy", "error_rate", "kappa", "mcc", "g_mean")
AVERAGE_KEYS = ("macro_precision", "macro_recall", "macro_f1_book", "macro_f1_mean",
                "micro_precision", "micro_recall", "micro_f1", "weighted_precision",
                "weighted_recall", "weighted_f1")


def _metric_label(key: str, beta: float) -> str:
    return t(f"multiclass_metric_{key}", beta=f"{beta:g}")


def per_class_table(report: MulticlassReport, *, exact: bool = False) -> pd.DataFrame:
    """Precision, recall, F1, Fβ, specificity and support of every class; undefined values say
    why in the note column (``exact``: the numbers themselves, for the CSV)."""
    rows = []
    for m in report.per_class:
        values = [getattr(m, key) for key in PER_CLASS_KEYS]
        notes = dict.fromkeys(measure_note(v) for v in values if v.reason)
        rows.append([m.label, *(measure_cell(v, exact) for v in values),
                     count_cell(m.support, exact),
                     sentences(*notes)])
    header = [t("multiclass_class_column"), *(_metric_label(k, report.beta) for k in PER_CLASS_KEYS),
              t("multiclass_metric_support"), t("note_column")]
    return pd.DataFrame(rows, columns=header)


def averages_table(report: MulticlassReport, *, exact: bool = False) -> pd.DataFrame:
    """Macro (both macro-F1 definitions), micro and weighted averages with their caveats
    (``exact``: the numbers themselves, for the CSV)."""
    summary = report.summary()
    rows = [(_metric_label(k, report.beta), measure_cell(summary[k], exact),
             measure_note(summary[k]))
            for k in AVERAGE_KEYS]
    return pd.DataFrame(rows, columns=[t("metric_column"), t("value_column"), t("note_column")])


def _summary_tiles(report: MulticlassReport) -> None:
    summary = report.summary()
    for row in (TILE_KEYS[:3], TILE_KEYS[3:]):
        for column, key in zip(st.columns(3), row):
            column.metric(_metric_label(key, report.beta), measure_value(summary[key]))
    correct = int(np.trace(report.confusion))
    notes = [t("multiclass_accuracy_counts", correct=format_count(correct), n=format_count(report.n))]
    if report.kappa_band is not None:
        notes.append(t("multiclass_kappa_band", band=t(f"multiclass_kappa_{report.kappa_band}")))
    notes += [measure_note(summary[k], markdown=True) for k in TILE_KEYS if summary[k].reason]
    st.caption(" · ".join(notes))


def heatmap_labels() -> HeatmapLabels:
    """The C×C heatmap's text (this page, and each model's matrix on the comparison page)."""
    return figure_text.heatmap_labels(t)


def _normalized(report: MulticlassReport, mode: str) -> np.ndarray:
    if mode == "rows":
        return report.row_normalized()
    if mode == "columns":
        return report.column_normalized()
    return report.confusion.astype(float)


def _class_vs_rest(report: MulticlassReport, label: str) -> None:
    """The 2×2 matrix of ``label`` against every other class, and its measures."""
    m = report.class_vs_rest(label)
    st.subheader(t("multiclass_class_vs_rest_header", label=md_shown(label)))
    st.caption(t("multiclass_class_vs_rest_note", label=md_shown(label)))
    confusion = Confusion(tp=m.tp, fp=m.fp, tn=m.tn, fn=m.fn)
    counts_row(confusion)
    matrix_col, measures_col = st.columns([2, 3])
    show_chart(confusion_heatmap(m.tp, m.fp, m.tn, m.fn, labels=confusion_labels()),
               key="multiclass_class_matrix", where=matrix_col)
    with measures_col:
        measures = point_metrics(confusion, beta=report.beta)
        show_full_table(measures_table(measures), name="class_measures",
                        exact=measures_table(measures, exact=True))


def multiclass_confusion_view(dataset: MulticlassDataset) -> None:
    """The Confusion page for a multiclass dataset."""
    data = dataset.data
    st.header(t("multiclass_confusion_header", classes=len(data.labels), n=format_count(data.n)))
    if data.warning:
        st.warning(translate(data.warning, lang(), **escape_params(data.warning_params)))
    mode_col, class_col, beta_col = st.columns(3)
    mode = sticky(mode_col.radio, t("multiclass_normalize_label"), options=NORMALIZATIONS,
                  format_func=option_labels("multiclass_normalize_"), key="multiclass_normalize",
                  horizontal=True, help=t("multiclass_precision_note"))
    label = sticky(class_col.selectbox, t("multiclass_class_label"), options=data.labels, format_func=shown_text,
                   key=f"multiclass_class_{dataset.dataset_id}", help=t("multiclass_class_help"))
    beta = sticky(beta_col.number_input, t("beta_label"), min_value=0.01, max_value=100.0,
                  value=1.0, step=0.25, key=BETA, help=t("beta_help"))
    report = dataset.analysis.at(beta)
    _summary_tiles(report)
    if dataset.scores is not None and not data.columns.get("pred"):
        st.caption(_tied_rows_note(dataset.scores, data.n))
    selected = report.labels.index(label)
    shown = matrix_classes(report.confusion, report.labels, selected=selected,
                           key="multiclass_shown_by")
    show_chart(multiclass_heatmap(_normalized(report, mode), report.confusion,
                                  report.labels, normalized=mode != "counts",
                                  labels=heatmap_labels(), selected=selected, shown=shown),
               key="multiclass_heatmap")
    left_out_note(report.confusion, report.labels, shown, name="confusion_matrix", chooser=True)
    st.caption(t("multiclass_precision_note"))
    _class_vs_rest(report, label)
    st.subheader(t("multiclass_per_class_header"))
    show_paged_table(per_class_table(report), name="per_class", key="multiclass_per_class",
                     exact=per_class_table(report, exact=True), static=False,
                     max_height=DATAFRAME_HEIGHT)
    st.caption(t("multiclass_macro_note"))
    st.subheader(t("multiclass_averages_header"))
    show_dataframe(averages_table(report), hide_index=True, name="averages",
                   exact=averages_table(report, exact=True))
    report_button("multiclass", dataset.settings, dataset.analysis)


@byte_cached
def _drawn_curves(dataset_id: str, _scores: ScoreReport) -> OvrLines:
    return OvrLines.of(_scores, max_points=MAX_CURVE_POINTS)


@byte_cached
def class_sweep(dataset_id: str, label: str, _data: MulticlassData) -> ThresholdSweep:
    """Class ``label`` against the rest (evalcore's sweep), once per dataset and class."""
    return class_vs_rest_sweep(_data, label)


def ovr_table(scores: ScoreReport, *, exact: bool = False) -> pd.DataFrame:
    """AUC and AP of every class against the rest; undefined ones say why (``exact``: the
    numbers themselves, for the CSV)."""
    rows = [(c.label, count_cell(c.positives, exact), measure_cell(c.auc, exact),
             measure_cell(c.ap, exact),
             sentences(*dict.fromkeys(measure_note(v) for v in (c.auc, c.ap) if v.reason)))
            for c in scores.curves]
    return pd.DataFrame(rows, columns=[t("multiclass_class_column"), t("multiclass_metric_support"),
                                       "AUC", "AP", t("note_column")])


def top_k_table(scores: ScoreReport, *, exact: bool = False) -> pd.DataFrame:
    """Top-k accuracy for k = 1 … C (``exact``: the numbers themselves, for the CSV)."""
    rows = [(t("multiclass_metric_top_k", k=k), value_cell(v, exact))
            for k, v in enumerate(scores.top_k, start=1)]
    return pd.DataFrame(rows, columns=[t("metric_column"), t("value_column")])


def _average_tiles(scores: ScoreReport) -> None:
    """The AUC averages on one row (macro, micro, weighted), the AP averages on the next."""
    averages = {"auc_macro": scores.auc_macro, "auc_micro": scores.auc_micro,
                "auc_weighted": scores.auc_weighted,
                "ap_macro": scores.ap_macro, "ap_micro": scores.ap_micro}
    keys = list(averages)
    for row in (keys[:3], keys[3:]):
        for column, key in zip(st.columns(3), row):
            column.metric(t(f"multiclass_metric_{key}"), measure_value(averages[key]))
    notes = [measure_note(v, markdown=True) for v in averages.values() if v.reason]
    if notes:
        st.caption(" · ".join(dict.fromkeys(notes)))


def multiclass_roc_view(dataset: MulticlassDataset) -> None:
    """The ROC/PR page for a multiclass dataset (needs per-class scores)."""
    data, scores = dataset.data, dataset.scores
    st.header(t("multiclass_roc_header", classes=len(data.labels), n=format_count(data.n)))
    if scores is None:
        st.info(t("multiclass_needs_scores"))
        report_button("multiclass", dataset.settings, dataset.analysis)
        return
    _average_tiles(scores)
    drawn = _drawn_curves(dataset.dataset_id, scores)
    _live_class_curves(dataset, drawn)
    if drawn.thinned:
        st.caption(t("multiclass_curve_points_note", shown=drawn.most_points))
    table_col, top_k_col = st.columns([3, 2])
    with table_col:
        st.subheader(t("multiclass_ovr_table_header"))
        show_paged_table(ovr_table(scores), name="one_vs_rest", key="multiclass_one_vs_rest",
                         exact=ovr_table(scores, exact=True), static=False,
                         max_height=DATAFRAME_HEIGHT)
    with top_k_col:
        st.subheader(t("multiclass_top_k_header"), help=t("multiclass_tie_rule"))
        show_paged_table(top_k_table(scores), name="top_k", key="multiclass_top_k",
                         exact=top_k_table(scores, exact=True), static=False,
                         max_height=DATAFRAME_HEIGHT)
        st.caption(_tied_rows_note(scores, data.n))
    report_button("multiclass", dataset.settings, dataset.analysis)


def _tied_rows_note(scores: ScoreReport, n: int) -> str:
    """How many rows have a tied top score, and the rule that decides them."""
    return t("multiclass_tied_top_rows", count=format_count(scores.tied_top_rows), n=format_count(n))


@guarded_fragment
def _live_class_curves(dataset: MulticlassDataset, drawn: OvrLines) -> None:
    """Class selector and threshold: the class's counts, operating point and BEP move."""
    choices = [line.label for line in drawn.roc]
    label = sticky(st.selectbox, t("multiclass_class_label"), options=choices, format_func=shown_text,
                   key=f"multiclass_roc_class_{dataset.dataset_id}", help=t("multiclass_roc_class_help"))
    sweep = class_sweep(dataset.dataset_id, label, dataset.data)
    threshold = threshold_control(sweep, f"{dataset.dataset_id}|{label}").value
    confusion = sweep.confusion_at(threshold)
    st.caption(t("multiclass_class_vs_rest_note", label=md_shown(label)))
    counts_row(confusion)
    bep = sweep.bep()
    positives = {c.label: c.positives for c in dataset.scores.curves}
    roc_lines, pr_lines = (lines_shown(lines, [positives[line.label] for line in lines],
                                       most=MAX_CLASS_CURVES, selected=label)
                           for lines in (drawn.roc, drawn.pr))
    if len(roc_lines) < len(drawn.roc):
        st.caption(t("multiclass_curves_left_out", shown=len(roc_lines),
                     classes=format_count(len(drawn.roc)),
                     left=format_count(len(drawn.roc) - len(roc_lines))))
    roc_col, pr_col = st.columns(2)
    roc_col.subheader(t("roc_header"))
    pr_col.subheader(t("pr_header"))
    show_square_row(
        (ovr_roc_figure(roc_lines, drawn.micro_roc, selected=label,
                        point=(confusion.fpr, confusion.tpr),
                        labels=figure_text.ovr_labels(t, pr=False)), "multiclass_roc", roc_col),
        (ovr_pr_figure(pr_lines, drawn.micro_pr, selected=label,
                       point=(confusion.recall, confusion.precision),
                       bep=bep.value, labels=figure_text.ovr_labels(t, pr=True)),
         "multiclass_pr", pr_col))
    with pr_col:
        st.caption(t("bep_at", value=format_value(bep.value),
                     threshold=threshold_text(bep.threshold, sweep)))

"""The Risk & calibration page's segments: an optional segment column of the file (detected by
name, or chosen), and per segment the rows, positives, AUC, AP, KS and the counts and rates at
the shared threshold (:func:`evalcore.binary.segments.segment_table`), the gaps between segments,
and their ROC curves overlaid. Small and one-class segments are flagged, never mixed in."""

from __future__ import annotations

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.risk.figures import SegmentRocLabels, segment_roc_figure
from dashboard.shell.datasets import current_source
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.shell.links import param_of, publish_param
from dashboard.shell.session import sticky
from dashboard.loading.budgets import MAX_CURVE_POINTS
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.loading.table_cache import cached_table
from dashboard.widgets.formatting import format_count, format_value
from dashboard.widgets.safe import shown_text
from dashboard.widgets.tables import show_full_table
from dashboard.risk.segment_thresholds_view import segment_thresholds_view
from dashboard.risk.shared_threshold import threshold_of
from evalcore import io
from evalcore.binary import threshold_sweep
from evalcore.binary.segments import segment_gaps, segment_table
from evalcore.errors import EvalInputError

NONE = "__none__"
MAX_CURVES = 10
"""Segments drawn in the ROC overlay (the largest with both classes): more are unreadable."""
COLUMNS = {"value": "risk_segment_col_value", "n": "risk_segment_col_n",
           "positives": "risk_segment_col_positives", "auc": "auc_label", "ap": "ap_label",
           "ks": "risk_col_ks", "tp": "tp_label", "fp": "fp_label", "tn": "tn_label",
           "fn": "fn_label", "tpr": "roc_table_tpr", "fpr": "roc_table_fpr",
           "precision": "roc_table_precision", "positive_rate": "risk_segment_col_positive_rate",
           "flag": "note_column"}
"""The per-segment table's columns (:func:`segment_table`'s keys) and their headers' keys."""


def segment_column(dataset) -> tuple[str | None, np.ndarray | None]:
    """The segment column chosen on the page (detected by name at first) and its values lined up
    with the dataset's kept rows; (None, None) without one, or for data an engine reduced."""
    source = current_source("classification")
    if source is None or dataset.data.aggregated:
        st.info(t("risk_segments_no_file"))
        return None, None
    table = cached_table(source.digest, source.name, source.data)
    data = dataset.data
    used = {data.label_col, data.score_col, data.weight_col}
    columns = [str(c) for c in table.columns if str(c) not in used]
    detected = io.resolve_column(table[columns], "segment", io.SEGMENT_NAMES, required=False)
    options = [NONE, *columns]
    key = f"risk_segment_{source.digest[:16]}"
    none_text = t("column_none")  # bound now: the widget may format its options later
    choice = sticky(st.selectbox, t("risk_segment_column"), options=options,
                    index=options.index(detected) if detected else 0,
                    format_func=lambda c: none_text if c == NONE else shown_text(c),
                    key=key, help=t("risk_segment_help"))
    if choice == NONE:
        if detected is None:  # the default: the URL names no segment column
            publish_param(param_of(key), None)
        return None, None
    values = table[choice].to_numpy(dtype=object)
    return choice, values if data.kept is None else values[data.kept]


@st.cache_resource(max_entries=8, show_spinner=False)
def _segment_curves(dataset_id: str, column: str, _data, _values) -> list[tuple]:
    """(name, rows, AUC, ROC thinned) of every segment with both classes, largest first."""
    codes, names = pd.factorize(pd.Series(_values, dtype=object), sort=True)
    curves = []
    for code, name in enumerate(names):
        rows = codes == code
        y = _data.y_true[rows]
        if y.all() or not y.any():
            continue
        weights = None if _data.weights is None else _data.weights[rows]
        if weights is not None and not (weights[y].sum() > 0 and weights[~y].sum() > 0):
            continue
        sweep = threshold_sweep(y, _data.scores[rows], sample_weight=weights)
        curves.append((str(name), int(rows.sum()), sweep.roc_auc(),
                       sweep.roc().decimated(max_points=MAX_CURVE_POINTS // MAX_CURVES)))
    return sorted(curves, key=lambda c: -c[1])


def segments_view(dataset) -> None:
    """The segment column choice, then the table (at the shared threshold), the gaps and the ROC
    overlay."""
    threshold = threshold_of(dataset)
    column, values = segment_column(dataset)
    if column is None:
        return
    data = dataset.data
    try:
        table = segment_table(data.y_true, data.scores, data.weights, values,
                              threshold=threshold, column=column)
    except EvalInputError as error:
        show_input_error(error)
        return
    gaps = segment_gaps(table)
    for col, (key, help_key, gap) in zip(st.columns(3), (
            ("risk_gap_tpr", "risk_gap_tpr_help", gaps["tpr"]),
            ("risk_gap_fpr", "risk_gap_fpr_help", gaps["fpr"]),
            ("risk_gap_positive_rate", "risk_gap_positive_rate_help", gaps["positive_rate"]))):
        col.metric(t(key), format_value(gap), help=t(help_key))
    curves = _segment_curves(dataset.dataset_id, column, data, values)
    show_chart(segment_roc_figure(
        [(name, auc, roc) for name, _, auc, roc in curves[:MAX_CURVES]],
        labels=SegmentRocLabels(curve=lambda name, auc: t("risk_segment_curve", name=name,
                                                          auc=format_value(auc)),
                                diagonal=t("risk_gains_random"), x_title=t("fpr_axis"),
                                y_title=t("tpr_axis"), title=t("risk_segment_roc_header"))),
        key="segment_roc", height=PROJECTOR_HEIGHT)
    if len(curves) > MAX_CURVES:
        st.caption(t("risk_segment_curves_note", shown=MAX_CURVES, total=len(curves)))
    shown, exact = segment_frames(table)
    show_full_table(shown, name="segments", exact=exact,
                    settings=[(t("risk_segment_column"), column)])
    st.caption(t("risk_segments_caption"))
    segment_thresholds_view(data, values, column)


def _flag(entry: dict) -> str:
    if entry["reason"] is not None:
        return t(entry["reason"])
    return t("risk_segment_small") if entry["small"] else ""


def segment_frames(table: list[dict]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The per-segment table as shown and at full precision (the CSV download)."""
    headers = [t(key) for key in COLUMNS.values()]
    counts = ("n", "positives", "tp", "fp", "tn", "fn")
    measures = list(COLUMNS)[1:-1]
    shown, exact = [], []
    for e in table:
        name = t("risk_segment_missing") if e["value"] is None else e["value"]
        shown.append([name, *(format_count(e[k]) if k in counts else format_value(e[k])
                              for k in measures), _flag(e)])
        exact.append([name, *(e[k] for k in measures), _flag(e)])
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)

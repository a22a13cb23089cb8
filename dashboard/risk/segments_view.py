"""The Risk & calibration page's segments: an optional segment column of the file (detected by
name, or chosen), and per segment the rows, positives, AUC, Gini, AP, KS and the counts and rates
at the shared threshold, which is stated (:func:`evalcore.binary.segments.segments_at`, each
segment sorted once), the gaps between the segments of at least the chosen size, and their ROC
curves overlaid. Small and one-class segments are flagged, never mixed in."""

from __future__ import annotations

import numpy as np
import streamlit as st

from dashboard.reporting.button import report_button
from dashboard.reporting.request import segments_report
from evalcore.view.segments_render import (GAPS, MAX_CURVES, segment_curves, segment_frames,
                                            segment_roc_chart)
from dashboard.shell.datasets import current_source
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.shell.links import param_of, publish_param
from dashboard.shell.session import sticky
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.widgets.charts import show_square_chart
from dashboard.shell.table_cache import cached_table
from evalcore.view.formatting import format_value
from evalcore.view.text import shown_text
from dashboard.widgets.tables import show_full_table
from dashboard.risk.segment_thresholds_view import segment_thresholds_view
from dashboard.risk.shared_threshold import threshold_of, threshold_words
from dashboard.loading.byte_cache import byte_cached
from evalcore import io
from evalcore.binary.segments import (MIN_SEGMENT, in_gaps, segment_gaps, segments_at,
                                      sorted_segments)
from evalcore.errors import EvalInputError

NONE = "__none__"
SHOWN = "risk_segments_shown"
"""Session key: whether the last run showed segments (their counts are read at the shared
threshold)."""


def segments_follow_threshold() -> bool:
    """True when the page shows segments, whose counts follow the shared threshold: a release
    of the KS tab's live view then reruns the whole page, not the view alone."""
    return st.session_state.get(SHOWN, False)


def _keep_shown(shown: bool) -> None:
    """Keep whether segments are shown; when that changed, the KS tab's live view was drawn
    under the other answer (earlier in this run, or by a run of the page before this
    fragment's own): run the page again so that its releases rerun what follows them."""
    before = segments_follow_threshold()
    st.session_state[SHOWN] = shown
    if shown != before:
        st.rerun()


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
        st.info(t("risk_segment_no_column" if not columns else "risk_segment_not_found"
                  if detected is None else "risk_segment_none_chosen"))
        return None, None
    return choice, _column_values(source.digest, choice, dataset.dataset_id, table, data)


@byte_cached
def _column_values(digest: str, column: str, dataset_id: str, _table, _data) -> np.ndarray:
    """The column ``column`` of the file ``digest`` lined up with the data set's kept rows,
    once per data set and column (a pass over every row)."""
    values = _table[column].to_numpy(dtype=object)
    return values if _data.kept is None else values[_data.kept]


@byte_cached
def _sorted_segments(identity: str, column: str, _data, _values) -> tuple:
    """:func:`~evalcore.binary.segments.sorted_segments`, once per data set and score direction
    (``identity``) and column: a threshold then reads each segment's counts by a binary
    search."""
    return sorted_segments(_data.y_true, _data.scores, _data.weights, _values, column=column)


@byte_cached
def _segment_curves(identity: str, column: str, _data, _values) -> list[tuple]:
    """:func:`~evalcore.view.segments_render.segment_curves`, once per data set and score
    direction (``identity``) and column."""
    return segment_curves(_data, _values, MAX_CURVE_POINTS // MAX_CURVES)


def segments_view(dataset, value) -> None:
    """The segment column choice, then the threshold the counts use, the minimum size of a
    segment in the gaps, the gaps, the ROC overlay and the table (at the shared threshold, in
    ``value``'s score direction)."""
    threshold = threshold_of(dataset)
    column, values = segment_column(dataset)
    _keep_shown(column is not None)
    if column is None:
        return
    data, direction = value.data, value.score_direction
    inside = threshold if direction == "higher" else 0.0 - threshold
    smallest = sticky(st.number_input, t("risk_min_segment_label"), key="risk_min_segment",
                      min_value=1, max_value=1_000_000, value=MIN_SEGMENT, step=1,
                      help=t("risk_min_segment_help"))
    try:
        parts = _sorted_segments(f"{dataset.dataset_id}:{direction}", column, data, values)
        table = segments_at(parts, inside)
    except EvalInputError as error:
        show_input_error(error)
        return
    st.markdown(t(f"risk_segment_threshold_{direction}",
                  threshold=threshold_words(threshold, direction)))
    gaps = segment_gaps(table, min_segment=int(smallest))
    counted = {id(e) for e in in_gaps(table, min_segment=int(smallest))}
    for entry in table:
        entry["in_gaps"] = id(entry) in counted
    for col, (key, name, help_key) in zip(st.columns(3), GAPS):
        col.metric(t(name), format_value(gaps[key]), help=t(help_key))
    st.caption(t("risk_gaps_min_segment", size=int(smallest),
                 counted=len(counted), total=len(table)))
    curves = _segment_curves(f"{dataset.dataset_id}:{direction}", column, data, values)
    show_square_chart(segment_roc_chart(t, curves), key="segment_roc")
    if len(curves) > MAX_CURVES:
        st.caption(t("risk_segment_curves_note", shown=MAX_CURVES, total=len(curves)))
    shown, exact = segment_frames(t, table, min_segment=int(smallest))
    show_full_table(shown, name="segments", exact=exact,
                    settings=[(t("risk_segment_column"), column),
                              (t("risk_min_segment_label"), int(smallest))])
    st.caption(t("risk_segments_caption"))
    constraint = segment_thresholds_view(data, values, column, dataset.dataset_id, direction)
    settings, report_value = segments_report(value, threshold, column, values,
                                             min_segment=int(smallest), constraint=constraint,
                                             parts=parts)
    report_button("binary", settings, report_value, threshold=threshold, name="risk_segments")

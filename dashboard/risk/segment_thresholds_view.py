"""The Segments tab's threshold per segment: the constraint of the Confusion page (precision ≥ p,
recall ≥ r, FPR ≤ f, top q) applied to each segment's own rows
(:func:`evalcore.binary.segments.segment_thresholds`), in a table with why that threshold and the
counts and rates there; a segment with one class or where no threshold meets it says so."""

from __future__ import annotations

import streamlit as st

from dashboard.loading.byte_cache import byte_cached
from dashboard.shell.input_errors import show_input_error
from dashboard.risk.constraint_view import constraint_inputs
from dashboard.shell.language import t
from evalcore.view.segments_render import segment_threshold_frames, thresholds_in_file_units
from dashboard.widgets.tables import show_full_table
from evalcore.binary.constraints import parse_constraint
from evalcore.binary.segments import segment_thresholds
from evalcore.errors import EvalInputError

KIND = "risk_segment_constraint_kind"
VALUE = "risk_segment_constraint_value"


def segment_thresholds_view(data, values, column: str, dataset_id: str,
                            direction: str = "higher") -> tuple[str, object] | None:
    """The constraint's kind and value, then one row per segment: its threshold (in the file's
    units: ``data`` holds the scores in the page's ``direction``), why, whether it is small, the
    counts and rates there (shown, and exact in the CSV download), worked out once per data set
    ``dataset_id``, direction, column and constraint (not on every run of the page). Returns the
    constraint (kind, value) for the report, None when it is refused."""
    st.subheader(t("risk_segment_thresholds_header"))
    kind, value = constraint_inputs(KIND, VALUE, *st.columns((3, 2), vertical_alignment="bottom"))
    try:
        kind, fraction = parse_constraint(f"{kind}={value!r}")
    except EvalInputError as error:  # top=0
        show_input_error(error)
        return None
    table = thresholds_in_file_units(
        _segment_thresholds(f"{dataset_id}:{direction}", column, kind, fraction, data, values),
        direction)
    shown, exact = segment_threshold_frames(t, table, kind, value)
    show_full_table(shown, name="segment_thresholds", exact=exact,
                    settings=[(t("risk_segment_column"), column),
                              (t("risk_constraint_kind_label"), kind),
                              (t("risk_constraint_value_label"), value)])
    st.caption(t("risk_segment_thresholds_caption"))
    return kind, fraction


@byte_cached
def _segment_thresholds(identity: str, column: str, kind: str, fraction: float, _data,
                        _values) -> list[dict]:
    """:func:`~evalcore.binary.segments.segment_thresholds` of the data set and direction
    ``identity``."""
    return segment_thresholds(_data.y_true, _data.scores, _data.weights, _values, kind=kind,
                              value=fraction, column=column)

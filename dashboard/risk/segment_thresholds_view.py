"""The Segments tab's threshold per segment: the constraint of the Confusion page (precision ≥ p,
recall ≥ r, FPR ≤ f, top q) applied to each segment's own rows
(:func:`evalcore.binary.segments.segment_thresholds`), in a table with why that threshold and the
counts and rates there; a segment with one class or where no threshold meets it says so."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.loading.byte_cache import byte_cached
from dashboard.shell.input_errors import show_input_error
from dashboard.risk.constraint_view import constraint_inputs
from dashboard.shell.language import t
from dashboard.widgets.formatting import format_count, format_value
from dashboard.widgets.tables import show_full_table
from dashboard.widgets.threshold import threshold_text
from evalcore.binary.constraints import parse_constraint
from evalcore.binary.segments import segment_thresholds
from evalcore.errors import EvalInputError

KIND = "risk_segment_constraint_kind"
VALUE = "risk_segment_constraint_value"
COUNTS = ("tp", "fp", "tn", "fn")
RATES = {"tpr": "roc_table_tpr", "fpr": "roc_table_fpr", "precision": "roc_table_precision",
         "positive_rate": "risk_segment_col_positive_rate"}


def segment_thresholds_view(data, values, column: str, dataset_id: str) -> None:
    """The constraint's kind and value, then one row per segment: its threshold, why, the counts
    and rates there (shown, and exact in the CSV download); worked out once per data set
    ``dataset_id``, column and constraint (not on every run of the page)."""
    st.subheader(t("risk_segment_thresholds_header"))
    kind, value = constraint_inputs(KIND, VALUE, *st.columns((3, 2), vertical_alignment="bottom"))
    try:
        kind, fraction = parse_constraint(f"{kind}={value!r}")
    except EvalInputError as error:  # top=0
        show_input_error(error)
        return
    table = _segment_thresholds(dataset_id, column, kind, fraction, data, values)
    shown, exact = segment_threshold_frames(table, kind, value)
    show_full_table(shown, name="segment_thresholds", exact=exact,
                    settings=[(t("risk_segment_column"), column),
                              (t("risk_constraint_kind_label"), kind),
                              (t("risk_constraint_value_label"), value)])
    st.caption(t("risk_segment_thresholds_caption"))


@byte_cached
def _segment_thresholds(dataset_id: str, column: str, kind: str, fraction: float, _data,
                        _values) -> list[dict]:
    return segment_thresholds(_data.y_true, _data.scores, _data.weights, _values, kind=kind,
                              value=fraction, column=column)


def _why(entry: dict, kind: str, value: float) -> str:
    if entry["reason"] is not None:
        return t(entry["reason"])
    return t(f"risk_constraint_why_{kind}", threshold=threshold_text(entry["threshold"], None),
             value=format_value(value), achieved=format_value(entry["achieved"]),
             recall=format_value(entry["tpr"]), fpr=format_value(entry["fpr"]))


def segment_threshold_frames(table: list[dict], kind: str, value: float
                             ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The per-segment thresholds as shown and at full precision (the CSV download)."""
    headers = [t("risk_segment_col_value"), t("risk_segment_col_n"), t("threshold_label"),
               t("risk_segment_col_why"), *(t(f"{k}_label") for k in COUNTS),
               *(t(key) for key in RATES.values())]
    shown, exact = [], []
    for e in table:
        name = t("risk_segment_missing") if e["value"] is None else e["value"]
        why = _why(e, kind, value)
        threshold = "" if e["threshold"] is None else threshold_text(e["threshold"], None)
        shown.append([name, format_count(e["n"]), threshold, why,
                      *("" if e[k] is None else format_count(e[k]) for k in COUNTS),
                      *(format_value(e[k]) for k in RATES)])
        exact.append([name, e["n"], e["threshold"], why, *(e[k] for k in COUNTS),
                      *(e[k] for k in RATES)])
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)

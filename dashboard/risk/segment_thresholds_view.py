"""The Segments tab's threshold per segment: the constraint of the Confusion page (precision ≥ p,
recall ≥ r, FPR ≤ f, top q) applied to each segment's own rows
(:func:`evalcore.binary.segments.segment_thresholds`), in a table with why that threshold and the
counts and rates there; a segment with one class or where no threshold meets it says so."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.shell.input_errors import show_input_error
from dashboard.risk.constraint_view import constraint_inputs
from dashboard.shell.language import t
from dashboard.widgets.formatting import count_cell, format_count, format_score, format_value
from dashboard.widgets.tables import show_full_table
from evalcore.binary.constraints import parse_constraint
from evalcore.binary.segments import segment_thresholds
from evalcore.errors import EvalInputError

KIND = "risk_segment_constraint_kind"
VALUE = "risk_segment_constraint_value"
COUNTS = ("tp", "fp", "tn", "fn")
RATES = {"tpr": "roc_table_tpr", "fpr": "roc_table_fpr", "precision": "roc_table_precision",
         "positive_rate": "risk_segment_col_positive_rate"}


def segment_thresholds_view(data, values, column: str, direction: str = "higher") -> None:
    """The constraint's kind and value, then one row per segment: its threshold (in the file's
    units: ``data`` holds the scores in the page's ``direction``), why, whether it is small, the
    counts and rates there (shown, and exact in the CSV download)."""
    st.subheader(t("risk_segment_thresholds_header"))
    kind, value = constraint_inputs(KIND, VALUE, *st.columns((3, 2), vertical_alignment="bottom"))
    try:
        kind, fraction = parse_constraint(f"{kind}={value!r}")
    except EvalInputError as error:  # top=0
        show_input_error(error)
        return
    table = segment_thresholds(data.y_true, data.scores, data.weights, values, kind=kind,
                               value=fraction, column=column)
    if direction != "higher":
        for entry in table:
            if entry["threshold"] is not None:
                entry["threshold"] = 0.0 - entry["threshold"]
    shown, exact = segment_threshold_frames(table, kind, value)
    show_full_table(shown, name="segment_thresholds", exact=exact,
                    settings=[(t("risk_segment_column"), column),
                              (t("risk_constraint_kind_label"), kind),
                              (t("risk_constraint_value_label"), value)])
    st.caption(t("risk_segment_thresholds_caption"))


def _why(entry: dict, kind: str, value: float) -> str:
    if entry["reason"] is not None:
        return t(entry["reason"])
    return t(f"risk_constraint_why_{kind}", threshold=format_score(entry["threshold"]),
             value=format_value(value), achieved=format_value(entry["achieved"]),
             recall=format_value(entry["tpr"]), fpr=format_value(entry["fpr"]))


def segment_threshold_frames(table: list[dict], kind: str, value: float
                             ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The per-segment thresholds as shown and at full precision (the CSV download)."""
    headers = [t("risk_segment_col_value"), t("risk_segment_col_n"), t("threshold_label"),
               t("risk_segment_col_why"), t("risk_segment_col_small"),
               *(t(f"{k}_label") for k in COUNTS), *(t(key) for key in RATES.values())]
    shown, exact = [], []
    for e in table:
        name = t("risk_segment_missing") if e["value"] is None else e["value"]
        why = _why(e, kind, value)
        small = t("risk_segment_small") if e["small"] else ""
        threshold = "" if e["threshold"] is None else format_score(e["threshold"])
        shown.append([name, format_count(e["n"]), threshold, why, small,
                      *("" if e[k] is None else format_count(e[k]) for k in COUNTS),
                      *(format_value(e[k]) for k in RATES)])
        exact.append([name, e["n"], e["threshold"], why, small,
                      *(None if e[k] is None else count_cell(e[k], True) for k in COUNTS),
                      *(e[k] for k in RATES)])
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)

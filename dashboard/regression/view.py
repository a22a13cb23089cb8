"""The regression page's parts: the metric table, the tolerance control and the worst rows."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.widgets.measure_text import measure_note, measure_value
from dashboard.regression.data import RegressionDataset
from dashboard.shell.language import t
from evalcore.regression import METRICS

SLIDER_STEPS = 1000


def metric_table(dataset: RegressionDataset) -> pd.DataFrame:
    """One row per metric of seed 004: name, value (undefined: why), what it means."""
    rows = []
    for key, metric in METRICS.items():
        result = dataset.metrics[key]
        value = measure_value(result, percent=metric.fraction)
        note = measure_note(result)
        rows.append({t("regression_metric_column"): t(f"regression_metric_{key}"),
                     t("regression_value_column"): value,
                     t("regression_meaning_column"): " ".join(
                         filter(None, (note, t(f"regression_metric_{key}_help"))))})
    return pd.DataFrame(rows)


def _tolerance_key(dataset: RegressionDataset) -> str:
    return f"regression_tolerance_{dataset.dataset_id}"


def _sync(source: str, target: str) -> None:
    st.session_state[target] = st.session_state[source]


def tolerance_control(dataset: RegressionDataset) -> float:
    """A slider over [0, largest |error|] and an exact input, kept in sync; returns ε ≥ 0.

    Starts at the median absolute error, where about half of the predictions are within ε.
    """
    key = _tolerance_key(dataset)
    slider_key, number_key = f"{key}_slider", f"{key}_number"
    state = st.session_state
    high = float(dataset.rec.tolerance[-1]) or 1.0
    if key not in state:
        state[key] = float(dataset.metrics["median_ae"].value)
    value = state[key]
    state[slider_key] = min(max(value, 0.0), high)
    state[number_key] = value
    slider_col, number_col = st.columns([3, 1])
    slider_col.slider(t("regression_tolerance"), min_value=0.0, max_value=high,
                      step=high / SLIDER_STEPS, key=slider_key, format="%.4g",
                      on_change=_sync, args=(slider_key, key), help=t("regression_tolerance_help"))
    number_col.number_input(t("regression_tolerance_exact"), min_value=0.0, key=number_key,
                            format="%.6g", on_change=_sync, args=(number_key, key))
    return float(state[key])


def worst_table(dataset: RegressionDataset) -> pd.DataFrame:
    """The rows with the largest |y − ŷ|, numbered as in the file."""
    worst = dataset.worst
    return pd.DataFrame({t("regression_row"): worst.row, t("regression_actual"): worst.y_true,
                         t("regression_predicted"): worst.y_pred,
                         t("regression_residual"): worst.residual,
                         t("regression_abs_error"): worst.abs_error})

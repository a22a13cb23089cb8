"""The regression page's parts: the metric table, the tolerance control and the worst rows."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.widgets.measure_text import measure_note, measure_value
from dashboard.regression.sidebar import RegressionDataset
from dashboard.shell.language import t
from evalcore.view.text import sentences
from dashboard.widgets.synced_input import ExactBox, Slider, synced_input
from evalcore.regression import METRICS

SLIDER_STEPS = 1000


def metric_table(dataset: RegressionDataset, *, exact: bool = False) -> pd.DataFrame:
    """One row per metric of seed 004: name, value (undefined: why), what it means; ``exact``:
    the values themselves (MAPE and SMAPE as fractions, as scikit-learn returns them; None where
    undefined), for the CSV."""
    rows = []
    for key, metric in METRICS.items():
        result = dataset.analysis.metrics[key]
        value = result.value if exact else measure_value(result, percent=metric.fraction)
        note = measure_note(result)
        rows.append({t("regression_metric_column"): t(f"regression_metric_{key}"),
                     t("regression_value_column"): value,
                     t("regression_meaning_column"): sentences(
                         note, t(f"regression_metric_{key}_help"))})
    return pd.DataFrame(rows)


def _tolerance_key(dataset: RegressionDataset) -> str:
    return f"regression_tolerance_{dataset.dataset_id}"


def tolerance_control(dataset: RegressionDataset) -> float:
    """A slider over [0, largest |error|] and an exact input, kept in sync; returns ε ≥ 0.

    Starts at the median absolute error, where about half of the predictions are within ε.
    """
    key = _tolerance_key(dataset)
    analysis = dataset.analysis
    high = float(analysis.rec.tolerance[-1]) or 1.0
    st.session_state.setdefault(key, float(analysis.metrics["median_ae"].value))
    slider = Slider(t("regression_tolerance"), high=high, step=high / SLIDER_STEPS,
                    format="%.4g", help=t("regression_tolerance_help"))
    box = ExactBox(t("regression_tolerance_exact"), low=0.0, format="%.6g")
    return synced_input(key, slider, box, columns=(2, 1))


def worst_table(dataset: RegressionDataset) -> pd.DataFrame:
    """The rows with the largest |y − ŷ|, numbered as in the file."""
    worst = dataset.analysis.worst
    return pd.DataFrame({t("regression_row"): worst.row, t("regression_actual"): worst.y_true,
                         t("regression_predicted"): worst.y_pred,
                         t("regression_residual"): worst.residual,
                         t("regression_abs_error"): worst.abs_error})

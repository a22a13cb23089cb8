"""Regression comparison: two models' predictions of the same true values.

The sidebar maps the true-value column and each model's prediction column (one file with both, or
one per file). Both models' metrics, the Wilcoxon test, both REC curves (decimated for drawing) and
both residual histograms (common bins) are computed once per file and choice; a move of the
tolerance ε is then two O(log n) look-ups into the REC curves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.widgets.charts import show_chart
from dashboard.compare.views.bootstrap import BootstrapInput, bootstrap_section
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.compare.views.skeleton import (
    ALIGNED_KEYS,
    ComparedDataset,
    CompareTask,
    Role,
    show_notice,
)
from dashboard.compare.views.tables import side_by_side
from dashboard.widgets.tables import show_full_table
from evalcore.view.compare.pair_figures import regression_overlays
from evalcore.view.formatting import format_count, format_p_value, format_value
from dashboard.shell.guard import guarded_fragment
from dashboard.text.safe import md_shown
from dashboard.shell.session import sticky
from dashboard.shell.language import t
from evalcore.view.text import sentences
from evalcore.analysis.compare import RegressionComparisonAnalysis
from evalcore.compare.resampled import REGRESSION
from evalcore.compare.regression import (
    RegressionComparison,
    RegressionPair,
    ResidualHistograms,
    detect_prediction_column,
    regression_pair_from_table,
    regression_pair_from_tables,
)
from evalcore.regression import METRICS, TRUE_NAMES, RecCurve

SLIDER_STEPS = 1000
SIGNIFICANCE = 0.05


@dataclass(frozen=True, eq=False)
class RegressionCompareDataset(ComparedDataset):
    """Two models' paired predictions and everything the page draws, computed once."""

    pair: RegressionPair
    analysis: RegressionComparisonAnalysis
    rec_drawn: tuple[np.ndarray, np.ndarray]
    """Indices of each REC curve's points to draw (decimated on the common ε axis)."""
    task: ClassVar[str] = "regression"

    @property
    def result(self) -> RegressionComparison:
        """Both models' metrics and the paired test (the analysis')."""
        return self.analysis.result

    @property
    def recs(self) -> tuple[RecCurve, RecCurve]:
        """Each model's REC curve (the analysis')."""
        return self.analysis.recs

    @property
    def histograms(self) -> ResidualHistograms:
        """Both residual histograms on shared bins (the analysis')."""
        return self.analysis.histograms


def cached_compare(digests: tuple[str, ...], names: tuple[str, ...], true_col: str | None,
                   pred_cols: tuple[str | None, str | None],
                   data: tuple[bytes, ...]) -> RegressionCompareDataset:
    """The comparison of these files and columns, computed once (raises EvalInputError)."""
    return TASK.compare(digests, names, data, (true_col,), pred_cols)


def _build(pair: RegressionPair, pair_id: str) -> RegressionCompareDataset:
    """Compare the paired predictions once: metrics, tests, REC curves and histograms."""
    analysis = RegressionComparisonAnalysis.of(pair, curves=True)
    return RegressionCompareDataset(dataset_id=pair_id, names=pair.names, pair=pair,
                                    analysis=analysis,
                                    rec_drawn=analysis.rec_drawn(MAX_CURVE_POINTS))


def _summary(dataset: RegressionCompareDataset) -> tuple[str]:
    return (t("regression_summary_loaded", rows=format_count(len(dataset.pair.y_true))),)


TASK = CompareTask("regression", (Role("true", "regression_true_column", TRUE_NAMES),),
                   detect_model=detect_prediction_column,
                   model_label_keys=("compare_regression_pred_of", "compare_regression_pred_in"),
                   pair_from_table=regression_pair_from_table,
                   pair_from_tables=regression_pair_from_tables, model_cols_arg="pred_cols",
                   build=_build, summary=_summary,
                   aligned_keys={**ALIGNED_KEYS, "columns": "compare_regression_aligned_columns"})
load = TASK.load


def show(dataset: RegressionCompareDataset) -> None:
    """Draw the page body: metrics side by side, the Wilcoxon test, REC curves and residual
    distributions with a tolerance ε, and the bootstrap of the RMSE / MAE difference."""
    pair = dataset.pair
    show_notice(pair)
    st.subheader(t("compare_regression_metrics_header"))
    show_full_table(metric_table(dataset), name="metrics", exact=metric_table(dataset, exact=True))
    st.caption(t("compare_regression_better_help"))
    _wilcoxon_section(dataset)
    tolerance_section(dataset)
    inputs = {name: BootstrapInput(metric, pair.y_true, pair.pred_a, pair.pred_b)
              for name, metric in REGRESSION.items()}
    bootstrap_section(dataset.dataset_id, inputs, dataset.names, units=len(pair.y_true))


def _value_text(value: float | None, fraction: bool, sign: str = "") -> str:
    if value is None:
        return t("undefined")
    return f"{100 * value:{sign}.2f}%" if fraction else f"{value:{sign}.4f}"


def metric_table(dataset: RegressionCompareDataset, *, exact: bool = False) -> pd.DataFrame:
    """Measure | A | B | A − B | better (lower errors, higher R² and explained variance);
    ``exact``: the values themselves (MAPE and SMAPE as fractions, as scikit-learn returns them;
    None where undefined), for the CSV, in place of their text."""
    def cell(value: float | None, fraction: bool, sign: str = "") -> float | str | None:
        return value if exact else _value_text(value, fraction, sign)

    rows = []
    for key, metric in METRICS.items():
        a, b = (m[key].value for m in (dataset.result.metrics_a, dataset.result.metrics_b))
        defined = a is not None and b is not None
        diff = cell(a - b, metric.fraction, "+") if defined else None if exact else "—"
        if not defined:
            better = "—"
        elif a == b:
            better = t("compare_regression_tie")
        else:
            better = dataset.names[int((a < b) == metric.greater_is_better)]
        rows.append((t(f"regression_metric_{key}"), cell(a, metric.fraction),
                     cell(b, metric.fraction), diff, better))
    return side_by_side(rows, dataset.names, t("compare_regression_better"))


def _wilcoxon_section(dataset: RegressionCompareDataset) -> None:
    result = dataset.result
    a, b = (md_shown(n) for n in dataset.names)
    st.subheader(t("compare_regression_wilcoxon_header"))
    columns = st.columns(5)
    columns[0].metric(t("compare_regression_wilcoxon_statistic"),
                      "—" if result.wilcoxon_statistic is None
                      else f"{result.wilcoxon_statistic:.6g}")
    columns[1].metric(t("compare_regression_wilcoxon_p"), format_p_value(result.wilcoxon_p_value))
    for column, name, count in zip(columns[2:], (a, b, None), result.closer):
        label = (t("compare_regression_ties") if name is None
                 else t("compare_regression_closer", name=name))
        column.metric(label, format_count(count))
    if result.wilcoxon_reason:
        st.info(t(result.wilcoxon_reason))
    else:
        verdict = ("significant" if result.wilcoxon_p_value < SIGNIFICANCE
                   else "not_significant")
        st.markdown(t(f"compare_regression_wilcoxon_{verdict}", a=a, b=b,
                      p=format_p_value(result.wilcoxon_p_value)))
    st.caption(t("compare_regression_wilcoxon_help", a=a, b=b))


def _tolerance(dataset: RegressionCompareDataset) -> float:
    """The ε slider over [0, the larger model's largest |error|], starting at A's median |error|."""
    high = dataset.analysis.tolerance_high
    return float(sticky(st.slider, t("regression_tolerance"), min_value=0.0, max_value=high,
                        value=dataset.analysis.default_tolerance, step=high / SLIDER_STEPS,
                        format="%.4g",
                        key=f"compare_regression_tolerance_{dataset.key}",
                        help=t("regression_tolerance_help")))


@guarded_fragment
def tolerance_section(dataset: RegressionCompareDataset) -> None:
    """Everything ε moves, answered from the cached REC curves and histograms."""
    st.subheader(t("compare_regression_tolerance_header"))
    tolerance = _tolerance(dataset)
    shares = dataset.analysis.at(tolerance).shares
    columns = st.columns(3)
    for column, name, share in zip(columns, dataset.names, shares):
        column.metric(t("compare_regression_share_of", name=md_shown(name),
                        tolerance=format_value(tolerance)), f"{100 * share:.2f}%")
    columns[2].metric(t("compare_regression_share_difference"),
                      f"{100 * (shares[0] - shares[1]):+.2f}%")
    left, right = st.columns(2)
    rec, residuals = regression_overlays(t, dataset.analysis, tolerance, dataset.rec_drawn)
    show_chart(rec, key="compare_regression_rec", where=left)
    show_chart(residuals, key="compare_regression_residuals", where=right)
    st.caption(sentences(t("compare_regression_rec_help"), t(
        "compare_regression_rec_points", shown=" / ".join(str(i.size) for i in dataset.rec_drawn),
        total=" / ".join(str(rec.tolerance.size) for rec in dataset.recs))))

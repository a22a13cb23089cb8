"""Regression page: a tolerance ε that moves the share of predictions within ±ε, the highlighted
points, the band and the REC curve's marker, then seed 004's metrics with what they mean. On a local
dataset (DuckDB) the same page draws the engine's metrics, residual counts and sample of rows."""

import streamlit as st

from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.shell.page import require_dataset
from evalcore.view.budgets import MAX_SCATTER_POINTS
from evalcore.view.regression import (
    predicted_vs_actual_figure,
    qq_figure,
    rec_figure,
    residual_histogram_figure,
    residuals_figure,
)
from evalcore.view.formatting import format_count, format_value
from dashboard.shell.guard import guarded_fragment
from dashboard.regression.sidebar import LOCAL_BINS, LOCAL_MAX_DISTINCT
from evalcore.view.labels.regression import regression_labels
from dashboard.regression.view import metric_table, tolerance_control, worst_table
from dashboard.widgets.tables import show_dataframe
from dashboard.shell.language import t
from dashboard.widgets.tables import show_full_table
from dashboard.reporting.button import report_button
from evalcore.api.settings import RegressionSettings

dataset = require_dataset("regression", "regression_title")


@guarded_fragment
def tolerance_section() -> None:
    """Everything ε moves, first on the page: the slider, its numbers and the two scatter
    figures in view together (at :data:`PROJECTOR_HEIGHT`, one screen at 1024×768), then the REC
    curve and the residuals' histogram; answered by the analysis from its REC curve and plotted
    sample."""
    analysis = dataset.analysis
    at = analysis.at(tolerance_control(dataset))
    tolerance, rec = at.tolerance, analysis.rec
    data, sample = analysis.data, analysis.sample
    share_col, aoc_col, outside_col = st.columns(3)
    share_col.metric(t("regression_share_within", tolerance=format_value(tolerance)),
                     f"{100 * at.share_within:.2f}%")
    aoc_col.metric(t("regression_aoc"), format_value(rec.area_over_curve()),
                   help=t("regression_aoc_help"))
    outside_col.metric(t("regression_outside_count"), format_count(at.outside_count),
                       help=t("regression_outside_count_help"))
    if sample.size < data.n_rows:
        st.caption(t("regression_sample_note", shown=format_count(sample.size),
                     rows=format_count(data.n_rows), budget=format_count(MAX_SCATTER_POINTS)))
    if analysis.rec_bin_width is not None:
        st.caption(t("regression_local_binned", width=f"{analysis.rec_bin_width:.4g}",
                     limit=format_count(LOCAL_MAX_DISTINCT), bins=format_count(LOCAL_BINS)))
    labels = regression_labels(t)
    left, right = st.columns(2)
    show_chart(predicted_vs_actual_figure(data.y_true[sample], data.y_pred[sample],
                                          at.outside, tolerance, labels=labels),
               key="regression_scatter", height=PROJECTOR_HEIGHT, where=left)
    show_chart(residuals_figure(data.y_pred[sample], analysis.residual, at.outside, tolerance,
                                labels=labels), key="regression_residuals",
               height=PROJECTOR_HEIGHT, where=right)
    left, right = st.columns(2)
    drawn = dataset.rec_drawn
    show_chart(rec_figure(rec.tolerance[drawn], rec.accuracy[drawn], tolerance, at.share_within,
                          labels=labels), key="regression_rec", where=left)
    histogram = analysis.histogram
    show_chart(residual_histogram_figure(histogram.edges, histogram.counts, tolerance,
                                         labels=labels),
               key="regression_histogram", where=right)
    st.caption(t("regression_rec_curve_help"))
    if analysis.qq is not None:
        left, _ = st.columns(2)
        qq = analysis.qq
        show_chart(qq_figure(qq.theoretical, qq.ordered, qq.slope, qq.intercept, labels=labels),
                   key="regression_qq", where=left)
        left.caption(t("regression_qq_caption"))
    report_button("regression", RegressionSettings(
        true_col=data.true_col, pred_col=data.pred_col, weight_col=data.weight_col,
        tolerance=float(tolerance), drop_invalid=bool(data.dropped)), analysis)


tolerance_section()
st.subheader(t("regression_metrics_header"))
show_full_table(metric_table(dataset), name="metrics", exact=metric_table(dataset, exact=True))
st.subheader(t("regression_worst_predictions"))
show_dataframe(worst_table(dataset), hide_index=True, name="worst_predictions")

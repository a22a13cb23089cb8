"""Risk & calibration page: KS with its threshold and the KS curve, the lift and cumulative gains
table by equal-count groups with the gains curve and the lift chart, and the reliability diagram
with Brier (Murphy's decomposition), log loss, ECE and MCE; scores outside [0, 1] are said not to
be probabilities. The shared threshold is marked, and "use the KS threshold" moves it."""

import streamlit as st

from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.risk.render import (bin_frames, gains_chart, ks_chart, lift_chart, lift_frames,
                                   murphy_text, reliability_chart, ties_note)
from dashboard.risk.view import calibration, lift_groups, report_settings, risk_summary
from dashboard.risk.segments_view import segments_view
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.language import option_labels, t
from dashboard.shell.page import require_dataset
from dashboard.shell.session import sticky
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.widgets.formatting import format_exact, format_value
from dashboard.report.button import report_button
from dashboard.binary.view import binary_analysis
from evalcore.api.settings import CalibrationSettings, LiftSettings
from dashboard.widgets.tables import show_full_table
from dashboard.risk.shared_threshold import threshold_of, use_threshold
from dashboard.widgets.threshold import threshold_text
from evalcore.binary.calibration import STRATEGIES

dataset = require_dataset("classification", "risk_title")
if isinstance(dataset, MulticlassDataset):
    st.info(t("risk_binary_only"))
    st.stop()
summary = risk_summary(dataset)
sweep = dataset.sweep
ks_tab, lift_tab, calibration_tab, segments_tab = st.tabs(
    [t("risk_tab_ks"), t("risk_tab_lift"), t("risk_tab_calibration"), t("risk_tab_segments")])


def ks_view() -> None:  # no fragment: "use the KS threshold" reruns the segments' counts too
    threshold = threshold_of(dataset)
    at = binary_analysis(dataset).at(threshold).confusion
    columns = st.columns(3)
    columns[0].metric(t("risk_ks_metric"), format_value(summary.ks.statistic),
                      help=t("risk_ks_help"))
    columns[1].metric(t("risk_ks_threshold_metric"), threshold_text(summary.ks.threshold, None))
    columns[2].metric(t("risk_at_threshold_metric") + f" ({threshold_text(threshold, None)})",
                      format_value(at.tpr - at.fpr))
    show_chart(ks_chart(t, summary, threshold=threshold), key="ks", height=PROJECTOR_HEIGHT)
    st.button(t("risk_use_ks"), key="risk_use_ks", help=t("risk_use_ks_help"),
              on_click=use_threshold, args=(dataset.dataset_id, summary.ks.threshold))
    st.caption(t("risk_ks_caption"))


@guarded_fragment
def lift_view() -> None:
    groups = sticky(st.number_input, t("risk_groups_label"), key="risk_groups", min_value=1,
                    max_value=100, value=10, step=1, help=t("risk_groups_help"))
    table = lift_groups(dataset, int(groups))
    gains_col, lift_col = st.columns(2)
    show_chart(gains_chart(t, summary.share, summary.gain, summary.prior, table), key="gains",
               height=PROJECTOR_HEIGHT, where=gains_col)
    show_chart(lift_chart(t, table), key="lift", height=PROJECTOR_HEIGHT, where=lift_col)
    note = ties_note(t, table, int(groups))
    if note:
        st.info(note)
    shown, exact = lift_frames(t, table)
    show_full_table(shown, name="lift", exact=exact, settings=[(t("risk_groups_label"), groups)])
    st.caption(t("risk_lift_caption", prior=format_value(summary.prior)))
    report_button("lift", report_settings(LiftSettings, dataset.data, groups=int(groups)),
                  binary_analysis(dataset))


@guarded_fragment
def calibration_view() -> None:
    if summary.outside is not None:
        st.warning(t("risk_not_probabilities", low=format_exact(summary.outside["low"]),
                     high=format_exact(summary.outside["high"])))
        return
    bins_col, strategy_col = st.columns(2)
    with bins_col:
        bins = sticky(st.number_input, t("risk_bins_label"), key="risk_bins", min_value=1,
                      max_value=100, value=10, step=1)
    with strategy_col:
        strategy = sticky(st.radio, t("risk_strategy_label"), options=STRATEGIES,
                          key="risk_strategy", format_func=option_labels("risk_strategy_"),
                          horizontal=True)
    quality = calibration(dataset, int(bins), strategy)
    for column, (key, value) in zip(st.columns(4), (
            ("risk_brier_metric", quality.brier), ("risk_log_loss_metric", quality.log_loss),
            ("risk_ece_metric", quality.ece), ("risk_mce_metric", quality.mce))):
        column.metric(t(key), format_value(value))
    show_chart(reliability_chart(t, quality.bins), key="reliability", height=PROJECTOR_HEIGHT)
    st.caption(murphy_text(t, quality))
    shown, exact = bin_frames(t, quality.bins)
    show_full_table(shown, name="calibration", exact=exact,
                    settings=[(t("risk_bins_label"), bins), (t("risk_strategy_label"), strategy)])
    report_button("calibration", report_settings(CalibrationSettings, dataset.data,
                                                 bins=int(bins), strategy=strategy),
                  binary_analysis(dataset))


with ks_tab:
    ks_view()
with lift_tab:
    lift_view()
with calibration_tab:
    calibration_view()
with segments_tab:
    guarded_fragment(segments_view)(dataset)

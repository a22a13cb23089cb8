"""Risk & calibration page: the score direction (sidebar); KS with its direction and threshold,
Gini and the KS curve (a warning when AUC < 0.5 offers the direction); the lift and cumulative
gains table with its cumulative columns; the reliability diagram with Brier and its
decomposition over the bins, Hosmer–Lemeshow, the calibration slope and intercept, log loss, ECE
and MCE; the score's stability against a second file; and measures by segment. The shared
threshold is marked, and "use the KS threshold" moves it."""

from types import SimpleNamespace

import streamlit as st

from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.live.release import release_scope
from dashboard.live.view import live_threshold_view, live_view_on
from evalcore.view.risk_render import (bin_frames, calibration_tests_frame, gains_chart, ks_chart,
                                   lift_chart, lift_frames, murphy_text, reliability_chart,
                                   threshold_metrics_chart, ties_note)
from dashboard.risk.view import (calibration_result, in_file_units, lift_result, on_oriented,
                                 report_settings, risk_analysis, risk_summary,
                                 threshold_metrics_data)
from dashboard.risk.segments_view import segments_follow_threshold, segments_view
from dashboard.risk.stability_view import stability_view
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.language import option_labels, t
from dashboard.shell.page import require_dataset
from dashboard.shell.language import lang
from dashboard.shell.session import classroom_mode, sticky
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart, show_square_row
from evalcore.view.formatting import format_exact, format_score, format_value
from dashboard.reporting.button import report_button
from evalcore.binary.direction import SCORE_DIRECTIONS
from evalcore.api.settings import CalibrationSettings, LiftSettings
from dashboard.widgets.tables import show_dataframe, show_full_table
from dashboard.risk.shared_threshold import threshold_of, threshold_words, use_threshold
from evalcore.binary.calibration import STRATEGIES

dataset = require_dataset("classification", "risk_title")
if isinstance(dataset, MulticlassDataset):
    st.info(t("risk_binary_only"))
    st.stop()
direction = sticky(st.sidebar.radio, t("risk_direction_label"), options=SCORE_DIRECTIONS,
                   key="risk_score_direction", format_func=option_labels("risk_direction_"),
                   help=t("risk_direction_help"))
summary = risk_summary(dataset)
value = risk_analysis(dataset, direction)
ks_tab, lift_tab, calibration_tab, stability_tab, segments_tab = st.tabs(
    [t("risk_tab_ks"), t("risk_tab_lift"), t("risk_tab_calibration"), t("risk_tab_stability"),
     t("risk_tab_segments")])


def ks_view() -> None:  # no fragment: "use the KS threshold" reruns the segments' counts too
    threshold = threshold_of(dataset)
    ks, ks_threshold = value.ks, in_file_units(value.ks.threshold, direction)
    if value.roc_auc < 0.5:
        other = SCORE_DIRECTIONS[1 - SCORE_DIRECTIONS.index(direction)]
        st.warning(t("risk_reversed_warning", auc=format_value(value.roc_auc),
                     setting=t(f"risk_direction_{other}")))
    # one row: the numbers and the button, so that the slider and both figures below fit a
    # 1024 × 768 screen; the direction (words, not a number) is said under the figures
    columns = st.columns(4, vertical_alignment="bottom")
    columns[0].metric(t("risk_ks_metric"), format_value(ks.statistic), help=t("risk_ks_help"))
    columns[1].metric(t("risk_ks_threshold_metric"), format_score(ks_threshold),
                      help=t("risk_ks_threshold_help", exact=format_exact(ks_threshold)))
    columns[2].metric(t("risk_gini_metric"), format_value(value.gini), help=t("risk_gini_help"))
    # the KS threshold as the page's counts read it (snapped on the negated scores for lower)
    columns[3].button(t("risk_use_ks"), key="risk_use_ks", help=t("risk_use_ks_help"),
                      on_click=use_threshold, args=(dataset.dataset_id, in_file_units(
                          value.sweep.shortest_at(ks.threshold), direction),
                          direction != "higher"), width="stretch", wrap=True)
    live = live_view_on()
    if not live:  # live, the view's tile shows the KS distance at the view's threshold
        at = value.at(on_oriented(threshold, direction)).confusion
        st.metric(t("risk_at_threshold_metric", threshold=threshold_words(threshold, direction)),
                  format_value(abs(at.tpr - at.fpr)))
        show_chart(ks_chart(t, summary, threshold=threshold), key="ks", height=PROJECTOR_HEIGHT)
    threshold_figures_view(threshold, live)
    st.caption(t("risk_ks_direction_line", direction=t(f"risk_ks_direction_{ks.direction}")),
               help=t("risk_ks_direction_help"))
    st.caption(t("risk_ks_caption" if direction == "higher" else "risk_ks_caption_lower"))


def threshold_figures_view(threshold: float, live: bool) -> None:
    """The KS curves and the metrics against the threshold: drawn and moved in the browser by
    the live view (its slider, a click on a curve sets the threshold; in the page's score
    direction, thresholds in the file's units), or the metrics drawn by the server at
    ``threshold`` (the live switch off; the KS curves are drawn above then)."""
    if live:  # a release reruns the view alone, or the page when segments follow it
        release_scope(lambda: live_threshold_view(
            dataset.sweep, None, dataset.dataset_id, beta=1.0,
            weighted=dataset.data.weights is not None,
            curves=threshold_metrics_data(dataset, value, lang(), classroom_mode()),
            lower=None if direction == "higher" else value.sweep),
            alone=not segments_follow_threshold())
        return
    show_chart(threshold_metrics_chart(t, value, threshold), key="threshold_metrics",
               height=PROJECTOR_HEIGHT)


@guarded_fragment
def lift_view() -> None:
    groups = sticky(st.number_input, t("risk_groups_label"), key="risk_groups", min_value=1,
                    max_value=100, value=10, step=1, help=t("risk_groups_help"))
    result = lift_result(dataset, direction, int(groups))
    table = result["groups"]
    gains_col, lift_col = st.columns(2)
    gains = risk_summary(SimpleNamespace(dataset_id=f"{dataset.dataset_id}:{direction}",
                                         sweep=value.sweep))
    show_square_row((gains_chart(t, gains.share, gains.gain, gains.prior, table), "gains",
                     gains_col), beside=(lift_chart(t, table), "lift", lift_col))
    note = ties_note(t, table, int(groups))
    if note:
        st.info(note)
    shown, exact = lift_frames(t, table)
    show_full_table(shown, name="lift", exact=exact, settings=[(t("risk_groups_label"), groups)])
    st.caption(t("risk_lift_caption" if direction == "higher" else "risk_lift_caption_lower",
                 prior=format_value(gains.prior)))
    report_button("lift", report_settings(
        LiftSettings, dataset.data, groups=int(groups),
        score_direction=None if direction == "higher" else direction), value,
        name="risk_lift")


@guarded_fragment
def calibration_view() -> None:
    if direction != "higher":
        st.info(t("risk_calibration_one_direction"))
        return
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
    result, reasons = calibration_result(dataset, int(bins), strategy)
    for column, (key, name) in zip(st.columns(4), (
            ("risk_brier_metric", "brier"), ("risk_log_loss_metric", "log_loss"),
            ("risk_ece_metric", "ece"), ("risk_mce_metric", "mce"))):
        column.metric(t(key), format_value(result[name]))
    show_chart(reliability_chart(t, result["bins"]), key="reliability", height=PROJECTOR_HEIGHT)
    st.caption(murphy_text(t, SimpleNamespace(brier=result["brier"],
                                              **result["brier_decomposition"])))
    show_dataframe(calibration_tests_frame(t, result), hide_index=True,
                   name="calibration_tests")
    for reason in reasons:
        st.caption(t(reason))
    st.caption(t("risk_calibration_tests_caption"))
    shown, exact = bin_frames(t, result["bins"])
    show_full_table(shown, name="calibration", exact=exact,
                    settings=[(t("risk_bins_label"), bins), (t("risk_strategy_label"), strategy)])
    report_button("calibration", report_settings(CalibrationSettings, dataset.data,
                                                 bins=int(bins), strategy=strategy),
                  value, name="risk_calibration")


with ks_tab:
    ks_view()
with lift_tab:
    lift_view()
with calibration_tab:
    calibration_view()
with stability_tab:
    guarded_fragment(stability_view)(dataset)
with segments_tab:
    guarded_fragment(segments_view)(dataset, value)

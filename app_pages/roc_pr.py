"""ROC/PR page: both curves with the current operating point, AUC = 1 − ℓrank, AP, the BEP, the
Youden point (whose J is KS) and iso-F1 contours, and the DET curve on request; the same
threshold as the Confusion page."""

import streamlit as st

from dashboard.shell.page import require_dataset
from dashboard.binary.view import (
    TABLE_THRESHOLDS,
    below_diagonal_note,
    binary_analysis,
    curve_summary,
    pr_labels,
    point_text,
    pr_measures,
    roc_labels,
    roc_measures,
    threshold_strip,
    threshold_table,
)
from evalcore.view.binary import pr_figure, roc_figure
from dashboard.risk.band_view import band_request, kept_band, with_band
from dashboard.risk.imbalance_view import log_fpr
from dashboard.risk.view import auc_interval_text, det_chart
from evalcore.view.formatting import format_value
from dashboard.widgets.threshold import current_threshold, threshold_text
from dashboard.shell.guard import guarded_fragment
from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.multiclass.view import multiclass_roc_view
from dashboard.shell.language import t
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.widgets.lazy_expander import lazy_expander
from dashboard.widgets.tables import show_full_table
from dashboard.reporting.request import binary_report
from dashboard.live.release import release_scope
from dashboard.live.view import live_threshold_view, live_view_on
from dashboard.reporting.button import held_report_button, hold_report, report_button

dataset = require_dataset("classification", "roc_pr_title")
if isinstance(dataset, MulticlassDataset):
    multiclass_roc_view(dataset)
    st.stop()
summary = curve_summary(dataset)
DET_OPEN = "det_open"
below_diagonal_note(summary, dataset.data.pos_label)


@guarded_fragment
def live_threshold() -> None:
    if live_view_on():
        view = st.container()  # the log FPR switch below the view it redraws
        roc_col, pr_col = st.columns(2)
        with roc_col:
            log_axis = log_fpr()
        threshold = current_threshold(dataset.sweep, dataset.dataset_id).value
        details(threshold, binary_analysis(dataset).at(threshold).confusion, roc_col, pr_col,
                live_log=log_axis)
        report = st.container()

        def at_release() -> None:
            """The view, and the report of its threshold held for a click (a release reruns
            this alone: the report's button is not drawn again)."""
            shown = live_threshold_view(dataset.sweep, dataset.histogram, dataset.dataset_id,
                                        beta=1.0, weighted=dataset.data.weights is not None,
                                        curves=summary, log_fpr=log_axis)
            hold_report("binary", *binary_report(binary_analysis(dataset), shown),
                        threshold=shown)

        # the band, the DET curve and the table of every threshold mark it too
        with view:
            release_scope(at_release, alone=kept_band(dataset) is None
                          and not st.session_state.get(DET_OPEN)
                          and dataset.sweep.thresholds.size > TABLE_THRESHOLDS)
        held_report_button("binary", where=report)
        return
    threshold, confusion = threshold_strip(binary_analysis(dataset), dataset.dataset_id)
    roc_col, pr_col = st.columns(2)  # headings inside the figures: the curves stay in view
    roc_place = roc_col.container()  # the log FPR switch under the curve
    with roc_col:
        log_axis = log_fpr()
    show_chart(banded_roc(confusion, log_axis), key="roc", height=PROJECTOR_HEIGHT,
               where=roc_place)
    prevalence = dataset.sweep.prior
    show_chart(pr_figure(summary.pr, point=(confusion.recall, confusion.precision),
                         bep=(summary.bep.value, summary.bep.value), baseline=prevalence,
                         labels=pr_labels(summary.ap, titled=True, point=point_text(confusion),
                                          prevalence=prevalence)),
               key="pr", height=PROJECTOR_HEIGHT, where=pr_col)
    details(threshold, confusion, roc_col, pr_col)
    report_of(threshold)


def banded_roc(confusion, log_axis: bool):
    """The ROC figure at ``confusion`` with the bootstrap band, if one was computed."""
    return with_band(roc_figure(summary.roc, point=(confusion.fpr, confusion.tpr),
                                youden=(summary.youden.fpr, summary.youden.tpr),
                                labels=roc_labels(summary.auc, titled=True), log_fpr=log_axis),
                     dataset)


def details(threshold: float, confusion, roc_col, pr_col, *,
            live_log: bool | None = None) -> None:
    """Under the curves: the measures, AUC's interval and KS, the bootstrap band and the DET
    curve on request, the table of every threshold (when there are few);
    ``live_log`` (the live view's log FPR switch; None: the server-drawn page): the live view
    draws no band, so a band computed is drawn in its expander, at the settled threshold."""
    with roc_col:
        roc_measures(summary)
        st.caption(auc_interval_text(dataset))
        st.caption(t("risk_ks_on_roc", ks=format_value(summary.youden.j),
                     threshold=threshold_text(summary.youden.threshold, None)))
    with pr_col:
        pr_measures(summary)
    with st.expander(t("risk_band_expander"), expanded=live_log is not None
                     and kept_band(dataset) is not None):
        band_request(dataset)
        if live_log is not None and kept_band(dataset) is not None:
            show_chart(banded_roc(confusion, live_log), key="roc", height=PROJECTOR_HEIGHT)
    with lazy_expander(t("risk_det_expander"), key=DET_OPEN) as open_:
        if open_:
            show_chart(det_chart(dataset, confusion), key="det", height=PROJECTOR_HEIGHT)
        st.caption(t("risk_det_caption"))
    if dataset.sweep.thresholds.size <= TABLE_THRESHOLDS:
        st.subheader(t("roc_table_header"))
        show_full_table(threshold_table(dataset.sweep, threshold), name="thresholds",
                        exact=threshold_table(dataset.sweep, threshold, exact=True))
        st.caption(t("roc_table_caption"))


def report_of(threshold: float) -> None:
    """The report's button at ``threshold``."""
    settings, value = binary_report(binary_analysis(dataset), threshold)
    report_button("binary", settings, value, threshold=threshold)


live_threshold()

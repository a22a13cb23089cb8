"""Confusion page: a threshold moves TP/FP/TN/FN, the matrix, every point measure (with 95 %
Wilson intervals of the proportions) and the cut in the score distributions; a constraint
(precision ≥ p, recall ≥ r, FPR ≤ f, top q) can choose the threshold."""

import streamlit as st

from dashboard.shell.page import require_dataset
from dashboard.binary.view import (binary_analysis, confusion_labels, measures_table,
                                   threshold_strip)
from evalcore.view.binary import confusion_heatmap
from dashboard.shell.guard import guarded_fragment
from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.multiclass.view import multiclass_confusion_view
from dashboard.risk.constraint_view import (constraint_from_link, constraint_in_use,
                                           constraint_picker)
from dashboard.risk.imbalance_view import histogram_scale, scaled_histogram
from dashboard.risk.view import with_intervals
from dashboard.shell.session import BETA, sticky
from dashboard.shell.language import t
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.widgets.lazy_expander import lazy_expander
from dashboard.widgets.tables import held_csv_button, hold_csv, show_full_table
from dashboard.reporting.request import binary_report
from dashboard.live.release import release_scope
from dashboard.live.view import live_threshold_view, live_view_on
from dashboard.reporting.button import held_report_button, hold_report, report_button

dataset = require_dataset("classification", lambda data: "multiclass_confusion_title"
                          if isinstance(data, MulticlassDataset) else "confusion_title")
if isinstance(dataset, MulticlassDataset):
    multiclass_confusion_view(dataset)
    st.stop()
constraint_from_link(dataset.sweep, dataset.dataset_id)
HISTOGRAM_OPEN = "scaled_histogram_open"


@guarded_fragment
def live_threshold() -> None:
    if live_view_on():
        beta = sticky(st.columns(4)[0].number_input, t("beta_label"), min_value=0.01,
                      max_value=100.0, value=1.0, step=0.25, key=BETA, help=t("beta_help"))
        analysis = binary_analysis(dataset)
        view, picker, csv, histogram, report = (st.container() for _ in range(5))

        def at_release() -> float:
            """The view, and the files its threshold names held for a click (a release reruns
            this alone: the download buttons are not drawn again)."""
            # its table of the measures has the Wilson intervals: the page's one table
            threshold = live_threshold_view(dataset.sweep, dataset.histogram, dataset.dataset_id,
                                            beta=beta, weighted=dataset.data.weights is not None,
                                            intervals=True)
            hold_csv(measure_rows(analysis, threshold, beta, exact=True), "measures")
            settings, value = binary_report(analysis, threshold, beta=beta)
            hold_report("binary", settings, value, threshold=threshold)
            return threshold

        histogram_open = st.session_state.get(HISTOGRAM_OPEN, False)
        with view:
            threshold = release_scope(at_release, alone=not histogram_open
                                      and not constraint_in_use(dataset.dataset_id))
        held_csv_button("measures", where=csv)
        held_report_button("binary", where=report)
        with picker:  # below the live view, drawn at the threshold the browser settled on
            constraint_picker(dataset.sweep, dataset.dataset_id, threshold)
        with histogram, lazy_expander(t("live_scaled_histogram"), key=HISTOGRAM_OPEN) as open_:
            scale = histogram_scale()  # kept (and in the link) while closed
            if open_:
                show_chart(scaled_histogram(dataset.histogram, threshold, scale,
                                            weighted=dataset.data.weights is not None),
                           key="score_histogram", height=PROJECTOR_HEIGHT)
        return
    threshold, confusion = threshold_strip(binary_analysis(dataset), dataset.dataset_id)
    # the matrix and the cut in the score distributions in view with the slider; the matrix
    # keeps its labels at 1024 px
    matrix_col, histogram_col = st.columns(2)
    show_chart(confusion_heatmap(confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                                 labels=confusion_labels()),
               key="confusion_matrix", height=PROJECTOR_HEIGHT, where=matrix_col)
    chart_place = histogram_col.container()  # the scale's choice under the chart
    with histogram_col:
        scale = histogram_scale()
    show_chart(scaled_histogram(dataset.histogram, threshold, scale,
                                weighted=dataset.data.weights is not None),
               key="score_histogram", height=PROJECTOR_HEIGHT, where=chart_place)
    constraint_picker(dataset.sweep, dataset.dataset_id, threshold)
    st.subheader(t("point_metrics_header"))
    beta = sticky(st.number_input, t("beta_label"), min_value=0.01, max_value=100.0,
                  value=1.0, step=0.25, key=BETA, help=t("beta_help"))
    analysis = binary_analysis(dataset)
    show_full_table(measure_rows(analysis, threshold, beta), name="measures",
                    exact=measure_rows(analysis, threshold, beta, exact=True))
    settings, value = binary_report(analysis, threshold, beta=beta)
    report_button("binary", settings, value, threshold=threshold)


def measure_rows(analysis, threshold: float, beta: float, *, exact: bool = False):
    """Every point measure at ``threshold`` with the two ends of the 95 % Wilson interval of
    each proportion as columns (``exact``: the numbers themselves, for the CSV)."""
    at = analysis.at(threshold, beta=beta)
    return with_intervals(measures_table(at.measures, exact=exact), at.confusion, exact=exact)


live_threshold()

"""Cost Curve page: the costs C(−|+), C(+|−) and the prior p(+) give PC(+); the lower envelope of
every threshold's cost line shows the best achievable cost there, next to the ROC convex hull and
its iso-cost line; "use this threshold" moves the shared threshold to the cost-optimal one.
Multiclass data: one class (chosen on the page) against the rest."""

import streamlit as st

from dashboard.shell.page import require_dataset
from dashboard.binary.view import binary_analysis
from dashboard.cost.view import (cost_controls, cost_curve_labels, cost_summary, cost_target,
                                 roc_hull_labels)
from evalcore.view.cost import cost_curve_figure, roc_hull_figure
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from evalcore.view.formatting import format_value
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.reporting.request import cost_report
from dashboard.reporting.button import held_report_button, hold_report, report_button
from dashboard.widgets.threshold import move_threshold, threshold_control, threshold_text
from dashboard.live.release import release_scope
from dashboard.live.view import live_threshold_view, live_view_on
from evalcore.cost import iso_cost_line
from evalcore.errors import EvalInputError

dataset = require_dataset("classification", "cost_title")
target = cost_target(dataset)
if target is None:
    st.stop()
analysis, summary = binary_analysis(target), cost_summary(target)


@guarded_fragment
def live_costs() -> None:
    # controls, then the curves (headings inside them), then the numbers and the explanations:
    # the threshold and the curves stay in view together on a projector
    cost_fn, cost_fp, prior = cost_controls(target.dataset_id, summary.prior)
    live = live_view_on()
    if not live:
        threshold = threshold_control(target.sweep, target.dataset_id, side_by_side=True).value
    cost = analysis.cost(cost_fn=cost_fn, cost_fp=cost_fp, prior=prior)
    try:
        best = cost.best
    except EvalInputError as error:
        show_input_error(error)
        return
    if live:
        view = st.container()
        report = live_summary(cost)

        def at_release() -> None:
            """The view, and the report of its threshold held for a click (a release reruns
            this alone: the report's button is not drawn again)."""
            shown = live_threshold_view(target.sweep, None, target.dataset_id, beta=1.0,
                                        weighted=False, curves=summary, cost=cost)
            if hasattr(target, "data"):
                hold_report("cost", *cost_settings(cost, shown), threshold=shown)

        with view:
            release_scope(at_release, alone=True)  # nothing else here depends on the threshold
        if hasattr(target, "data"):
            held_report_button("cost", where=report)
        return
    confusion = analysis.at(threshold).confusion
    costs = cost.at(threshold)
    pc, threshold_cost = costs.pc, costs.threshold_cost
    cost_col, roc_col = st.columns(2)
    show_chart(cost_curve_figure(
        summary.curve, summary.lines, pc=pc, best=best,
        threshold_line=(confusion.fpr, 1 - confusion.tpr), threshold_cost=threshold_cost,
        labels=cost_curve_labels(summary)),
        key="cost_curve", height=PROJECTOR_HEIGHT, where=cost_col)
    show_chart(roc_hull_figure(summary.roc, summary.curve, best=best,
                               iso_line=iso_cost_line(best.fpr, best.tpr, pc),
                               point=(confusion.fpr, confusion.tpr),
                               labels=roc_hull_labels()),
               key="cost_roc", height=PROJECTOR_HEIGHT, where=roc_col)
    show_metrics(((("cost_pc_metric", pc), ("cost_best_metric", best.cost),
                   ("cost_threshold_metric", threshold_cost)),
                  (("cost_area_metric", summary.curve.area), ("cost_cse_metric", costs.error_rate))))
    best_and_report(cost, threshold)


def live_summary(cost):
    """Below the live view (which shows the threshold's own costs): what the threshold does not
    move, the best point and "use this threshold"; returns the place of the report (at the
    threshold, drawn by the view's release)."""
    show_metrics(((("cost_pc_metric", cost.pc), ("cost_best_metric", cost.best.cost),
                   ("cost_area_metric", summary.curve.area)),))
    return best_and_report(cost, None)


def show_metrics(rows) -> None:
    for row in rows:
        for column, (key, value) in zip(st.columns(3), row):
            column.metric(t(key), format_value(value),
                          help=t("cost_cse_help") if key == "cost_cse_metric" else None)


def best_and_report(cost, threshold: float | None):
    """The best point, "use this threshold", the report at ``threshold`` and the captions;
    ``threshold`` None: the report's place is returned empty (the live view draws it)."""
    best = cost.best
    st.write(t("cost_best_at", pc=format_value(cost.pc),
               threshold=threshold_text(best.threshold, target.sweep),
               fpr=format_value(best.fpr), tpr=format_value(best.tpr)))
    st.button(t("cost_use_button"), key="cost_use_threshold", help=t("cost_use_help"),
              on_click=move_threshold, args=(target.dataset_id, best.threshold))
    report = st.container()
    if threshold is not None:
        with report:
            report_of(cost, threshold)
    st.caption(t("cost_matrix_caption"))
    st.caption(t("cost_intro"))
    return report


def report_of(cost, threshold: float) -> None:
    """The report's button at ``threshold`` (a binary file: one class against the rest is not
    in the CLI)."""
    if hasattr(target, "data"):
        report_button("cost", *cost_settings(cost, threshold), threshold=threshold)


def cost_settings(cost, threshold: float):
    """The ``cost`` command's settings and value at ``threshold`` and the page's costs."""
    return cost_report(analysis, threshold, cost_fn=cost.cost_fn, cost_fp=cost.cost_fp,
                       prior=cost.prior)


live_costs()

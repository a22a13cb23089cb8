"""The translated text of the cost figures, for any language: ``tr(key, **params)`` is the
translator (the page's :func:`dashboard.shell.language.t`, or the report's). Pure, no
Streamlit: the Cost Curve page, the Learn simulator and the report build the labels here."""

from __future__ import annotations

from typing import Callable

from evalcore.view.cost import CostCurveLabels, RocHullLabels
from evalcore.view.cost_summary import CostSummary

Translator = Callable[..., str]


def cost_curve_labels(tr: Translator, summary: CostSummary) -> CostCurveLabels:
    """The cost-curve figure's text (how many of the lines are drawn)."""
    return CostCurveLabels(
        lines=tr("cost_lines_name", shown=summary.lines.fpr.size, total=summary.total_lines),
        always_negative=tr("cost_always_negative"),
        always_positive=tr("cost_always_positive"), envelope=tr("cost_envelope_name"),
        threshold_line=tr("cost_threshold_line"), pc_marker=tr("cost_pc_marker"),
        current=tr("cost_current_marker"), best=tr("cost_best_marker"),
        x_title=tr("cost_x_axis"), y_title=tr("cost_y_axis"), title=tr("cost_curve_header"))


def roc_hull_labels(tr: Translator) -> RocHullLabels:
    """The ROC-side figure's text (the curve, its hull, the iso-cost line)."""
    return RocHullLabels(roc=tr("cost_roc_name"), hull=tr("cost_hull_name"),
                         iso=tr("cost_iso_name"), operating_point=tr("operating_point"),
                         optimal_vertex=tr("cost_optimal_vertex"), x_title=tr("fpr_axis"),
                         y_title=tr("tpr_axis"), title=tr("cost_roc_header"))

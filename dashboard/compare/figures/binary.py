"""Figures of the binary comparison: both ROC curves, both P-R curves and both cost-curve envelopes
overlaid, each model's operating point and BEP, and where each curve leads shaded lightly. Model
names are user text: escaped before Plotly sees them."""

from __future__ import annotations

from typing import Sequence

import plotly.graph_objects as go

from dashboard.widgets.figure_layout import PR_LINE_SHAPE, layout, point_marker
from dashboard.compare.figures.common import MODEL_COLORS
from dashboard.widgets.safe import plot_text
from dashboard.shell.language import t
from evalcore.binary import BreakEven, PrCurve, RocCurve
from evalcore.compare import Dominance
from evalcore.cost import CostCurve

MAX_SHADED = 40
"""Shade the leads only when there are at most this many (noisy curves cross very often)."""


def _shade_leads(fig: go.Figure, dominance: Dominance) -> None:
    if len(dominance.leads) > MAX_SHADED:
        return
    for leader, lo, hi in dominance.leads:
        if hi > lo:
            fig.add_vrect(x0=lo, x1=hi, fillcolor=MODEL_COLORS["AB".index(leader)], opacity=0.07,
                          layer="below", line_width=0)


def _reference(fig: go.Figure, x: Sequence[float], y: Sequence[float], name: str) -> None:
    fig.add_scatter(x=x, y=y, mode="lines", name=name, line=dict(color="gray", dash="dot"),
                    hoverinfo="skip")


def _curve(fig: go.Figure, x, y, name: str, color: str, shape: str = "linear") -> None:
    fig.add_scatter(x=x, y=y, mode="lines", name=name,
                    line=dict(color=color, width=2.5, shape=shape),
                    hovertemplate="%{x:.4f}, %{y:.4f}")


def roc_overlay(curves: tuple[RocCurve, RocCurve], names: tuple[str, str],
                aucs: tuple[float, float], points, dominance: Dominance) -> go.Figure:
    """Both ROC curves (decimated) with the chance diagonal and each model's operating point
    ``points[i] = (fpr, tpr)``; the FPR ranges where A or B is on top shaded in its color."""
    names = tuple(map(plot_text, names))
    fig = go.Figure()
    _shade_leads(fig, dominance)
    _reference(fig, [0, 1], [0, 1], t("chance"))
    for curve, name, auc, point, color in zip(curves, names, aucs, points, MODEL_COLORS):
        _curve(fig, curve.fpr, curve.tpr, t("compare_curve_auc", name=name, auc=f"{auc:.4f}"),
               color)
        point_marker(fig, *point, t("compare_point_of", name=name), color)
    return layout(fig, x_title=t("fpr_axis"), y_title=t("tpr_axis"), square=True)


def pr_overlay(curves: tuple[PrCurve, PrCurve], names: tuple[str, str], aps: tuple[float, float],
               points, beps: tuple[BreakEven, BreakEven], dominance: Dominance) -> go.Figure:
    """Both P-R curves (decimated, drawn as the steps AP sums), the P = R line with each model's BEP on it, and each model's
    operating point ``points[i] = (recall, precision)``."""
    names = tuple(map(plot_text, names))
    fig = go.Figure()
    _shade_leads(fig, dominance)
    _reference(fig, [0, 1], [0, 1], t("p_equals_r"))
    for curve, name, ap, point, bep, color in zip(curves, names, aps, points, beps, MODEL_COLORS):
        _curve(fig, curve.recall, curve.precision,
               t("compare_curve_ap", name=name, ap=f"{ap:.4f}"), color, PR_LINE_SHAPE)
        point_marker(fig, bep.value, bep.value, t("compare_bep_of", name=name), color, "star")
        point_marker(fig, *point, t("compare_point_of", name=name), color)
    return layout(fig, x_title=t("recall_axis"), y_title=t("precision_axis"), square=True)


def cost_overlay(curves: tuple[CostCurve, CostCurve], names: tuple[str, str],
                 dominance: Dominance) -> go.Figure:
    """Both cost-curve lower envelopes over PC(+), the trivial classifiers dashed, and the PC(+)
    ranges where A or B costs less shaded in its color."""
    names = tuple(map(plot_text, names))
    fig = go.Figure()
    _shade_leads(fig, dominance)
    for name, start in ((t("cost_always_negative"), 0.0), (t("cost_always_positive"), 1.0)):
        fig.add_scatter(x=[0, 1], y=[start, 1 - start], mode="lines", name=name,
                        line=dict(color="gray", dash="dash"), hoverinfo="skip")
    for curve, name, color in zip(curves, names, MODEL_COLORS):
        _curve(fig, curve.pc, curve.cost,
               t("compare_cost_area_of", name=name, area=f"{curve.area:.4f}"), color)
    fig.update_xaxes(range=[0, 1])
    fig.update_yaxes(range=cost_range(curves))
    return layout(fig, x_title=t("cost_x_axis"), y_title=t("cost_y_axis"))


def cost_range(curves: Sequence[CostCurve], *, margin: float = 0.1) -> list[float]:
    """The y range that fits both envelopes with ``margin`` of their span above and below
    (never below 0; at least 0.01 high, for a perfect classifier's envelope at 0)."""
    low = min(float(curve.cost.min()) for curve in curves)
    high = max(float(curve.cost.max()) for curve in curves)
    pad = margin * max(high - low, 0.01)
    return [max(0.0, low - pad), high + pad]

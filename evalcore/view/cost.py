"""Figures of the Cost Curve page: the cost lines with their lower envelope, and the ROC side with
its convex hull and the iso-cost line (the ROC ↔ cost-line duality)."""

from __future__ import annotations

from dataclasses import dataclass

import plotly.graph_objects as go

from evalcore.view.binary import CURVE_COLOR, POINT_COLOR
from evalcore.view.layout import laid_out_figure, point_marker_trace, two_lines
from evalcore.binary import RocCurve
from evalcore.cost import BestCost, CostCurve, CostLines

BEST_COLOR = "#2ca02c"
HULL_COLOR = "#9467bd"
MARKER_COLOR = "#7f7f7f"
POINT_ROOM = 8
"""Pixels between the PC(+) marker and its name: half a point's marker and a little more."""


@dataclass(frozen=True)
class CostCurveLabels:
    """Text of the cost-curve figure: the bundle of cost lines (with how many are drawn), the
    trivial classifiers, the envelope, the current threshold's line, the PC(+) marker, the current
    and the best cost, and the axis titles."""

    lines: str
    always_negative: str
    always_positive: str
    envelope: str
    threshold_line: str
    pc_marker: str
    current: str
    best: str
    x_title: str
    y_title: str
    title: str = ""


@dataclass(frozen=True)
class RocHullLabels:
    """Text of the ROC-side figure: the curve, its convex hull, the iso-cost line, the operating
    point, the optimal hull vertex and the axis titles."""

    roc: str
    hull: str
    iso: str
    operating_point: str
    optimal_vertex: str
    x_title: str
    y_title: str
    title: str = ""


def _segments(fpr, fnr) -> tuple[list, list]:
    """One trace's x and y for many lines (0, fpr) → (1, fnr), separated by gaps."""
    x, y = [], []
    for start, end in zip(fpr.tolist(), fnr.tolist()):
        x += [0.0, 1.0, None]
        y += [start, end, None]
    return x, y


def _named_in_plot(text: str, *, x: float, y: float, xanchor: str, yanchor: str,
                   xshift: int = 0) -> dict:
    """The annotation writing ``text`` inside the plot at (x, y) on a light box, beside the end
    of the line it names, instead of a legend entry; ``xshift`` px aside."""
    return dict(x=x, y=y, xref="x", yref="y", text=text, showarrow=False, xanchor=xanchor,
                yanchor=yanchor, xshift=xshift, bgcolor="rgba(255, 255, 255, 0.85)",
                borderpad=1, font=dict(size=11, color="#555555"))


def cost_curve_figure(curve: CostCurve, lines: CostLines, *, pc: float, best: BestCost,
                      threshold_line: tuple[float, float], threshold_cost: float,
                      labels: CostCurveLabels) -> go.Figure:
    """Light bundle of cost lines, the trivial classifiers dashed, the envelope bold, the current
    threshold's line (from (0, FPR) to (1, FNR)), a vertical marker at PC(+) and, on it, the best
    achievable cost and the current threshold's cost.

    The trivial classifiers and the PC(+) marker are named inside the plot, at the ends of their
    lines (the top corners, the foot of the marker), not in the legend: in a figure half a
    narrow page wide the legend has one entry per row, each taken from the plot's height. The
    y title is broken in two, so that it stays beside a short plot, under the figure's title.
    Made in one step from dicts (:func:`~evalcore.view.layout.laid_out_figure`): it is built
    again at every move of the threshold or of PC(+)."""
    x, y = _segments(lines.fpr, lines.fnr)
    traces: list[dict | None] = [dict(type="scatter", x=x, y=y, mode="lines", hoverinfo="skip",
                                      name=labels.lines,
                                      line=dict(color="rgba(42, 63, 95, 0.18)", width=1))]
    names = []
    for name, start in ((labels.always_negative, 0.0), (labels.always_positive, 1.0)):
        traces.append(dict(type="scatter", x=[0, 1], y=[start, 1 - start], mode="lines",
                           name=name, showlegend=False, line=dict(color="gray", dash="dash"),
                           hoverinfo="skip"))
        names.append(_named_in_plot(name, x=1 - start, y=1,
                                    xanchor="right" if start == 0 else "left", yanchor="top"))
    traces += [
        dict(type="scatter", x=curve.pc, y=curve.cost, mode="lines+markers",
             name=labels.envelope, line=dict(color=CURVE_COLOR, width=4), marker=dict(size=5),
             hovertemplate="PC(+) %{x:.4f}<br>%{y:.4f}<extra></extra>"),
        dict(type="scatter", x=[0, 1], y=list(threshold_line), mode="lines",
             name=labels.threshold_line, line=dict(color=POINT_COLOR, width=2.5)),
        dict(type="scatter", x=[pc, pc], y=[0, 1], mode="lines", name=labels.pc_marker,
             showlegend=False, line=dict(color=MARKER_COLOR, dash="dot", width=2),
             hovertemplate="PC(+) %{x:.4f}<extra></extra>"),
        point_marker_trace(pc, threshold_cost, labels.current, POINT_COLOR),
        point_marker_trace(pc, best.cost, labels.best, BEST_COLOR, "diamond")]
    # beside the marker's foot, clear of the points on it (a perfect classifier's costs 0 there)
    right = pc <= 0.75
    names.append(_named_in_plot(labels.pc_marker, x=pc, y=0,
                                xanchor="left" if right else "right", yanchor="bottom",
                                xshift=POINT_ROOM if right else -POINT_ROOM))
    return laid_out_figure(traces, x_title=labels.x_title, y_title=two_lines(labels.y_title),
                           title=labels.title,
                           settings=dict(annotations=names, xaxis=dict(range=[0, 1]),
                                         yaxis=dict(range=[0, 1])))


def roc_hull_figure(roc: RocCurve, curve: CostCurve, *, best: BestCost,
                    iso_line: tuple[tuple[float, float], tuple[float, float]],
                    point: tuple[float, float], labels: RocHullLabels) -> go.Figure:
    """The ROC curve (decimated), its convex hull, the iso-cost line at PC(+) touching the
    optimal hull vertex, and the current operating point. Made in one step from dicts, as
    :func:`cost_curve_figure` is."""
    return laid_out_figure([
        dict(type="scatter", x=roc.fpr, y=roc.tpr, mode="lines", name=labels.roc,
             line=dict(color=CURVE_COLOR)),
        dict(type="scatter", x=curve.hull_fpr, y=curve.hull_tpr, mode="lines+markers",
             name=labels.hull, line=dict(color=HULL_COLOR, width=2), marker=dict(size=6)),
        dict(type="scatter", x=list(iso_line[0]), y=list(iso_line[1]), mode="lines",
             name=labels.iso, line=dict(color=BEST_COLOR, dash="dash")),
        point_marker_trace(*point, labels.operating_point, POINT_COLOR),
        point_marker_trace(best.fpr, best.tpr, labels.optimal_vertex, BEST_COLOR, "diamond"),
    ], x_title=labels.x_title, y_title=labels.y_title, square=True, title=labels.title)

"""Figures of the regression page: predicted vs actual with ±ε, residuals, their histogram and the
REC curve. Scatter plots receive the page's bounded sample and use WebGL (``Scattergl``)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from dashboard.widgets.figure_layout import horizontal_line, layout, vertical_line

INSIDE_COLOR = "#1f77b4"
OUTSIDE_COLOR = "#ff7f0e"
LINE_COLOR = "#7f7f7f"


@dataclass(frozen=True)
class RegressionLabels:
    """Text of the regression page's four figures: the points within and outside ±ε, the band,
    the quantities on the axes (y, ŷ, residual, rows, ε, share within ε) and the REC curve with
    its current-ε marker."""

    within: str
    outside: str
    band: str
    actual: str
    predicted: str
    residual: str
    rows: str
    tolerance: str
    share: str
    rec: str
    current: str


def _points(fig: go.Figure, x: np.ndarray, y: np.ndarray, outside: np.ndarray,
            labels: RegressionLabels) -> None:
    """Two WebGL traces: the points within ±ε and the highlighted points outside it."""
    for name, mask, color in ((labels.within, ~outside, INSIDE_COLOR),
                              (labels.outside, outside, OUTSIDE_COLOR)):
        fig.add_trace(go.Scattergl(x=x[mask], y=y[mask], mode="markers", name=name,
                                   marker=dict(color=color, size=5, opacity=0.6)))


def predicted_vs_actual_figure(y_true: np.ndarray, y_pred: np.ndarray, outside: np.ndarray,
                               tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """ŷ against y with the line y = x, the band ±ε around it and the points outside it."""
    low = float(min(y_true.min(), y_pred.min()))
    high = float(max(y_true.max(), y_pred.max()))
    fig = go.Figure()
    fig.add_scatter(x=[low, high, high, low, low],
                    y=[low - tolerance, high - tolerance, high + tolerance, low + tolerance,
                       low - tolerance],
                    mode="lines", fill="toself", fillcolor="rgba(31,119,180,0.10)",
                    line=dict(width=0),
                    name=labels.band, hoverinfo="skip")
    fig.add_scatter(x=[low, high], y=[low, high], mode="lines", name="y = x",
                    line=dict(color=LINE_COLOR, dash="dash"))
    _points(fig, y_true, y_pred, outside, labels)
    return layout(fig, x_title=labels.actual, y_title=labels.predicted)


def residuals_figure(y_pred: np.ndarray, residual: np.ndarray, outside: np.ndarray,
                     tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """Residual y − ŷ against ŷ with the lines 0 and ±ε."""
    fig = go.Figure()
    _points(fig, y_pred, residual, outside, labels)
    horizontal_line(fig, 0, line=dict(color=LINE_COLOR, dash="dash"))
    for level in (-tolerance, tolerance):
        horizontal_line(fig, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    return layout(fig, x_title=labels.predicted, y_title=labels.residual)


def residual_histogram_figure(edges: np.ndarray, counts: np.ndarray,
                              tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """Histogram of every row's residual (precomputed bins), ±ε marked."""
    fig = go.Figure(go.Bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
                           marker_color=INSIDE_COLOR, name=labels.rows))
    for level in (-tolerance, tolerance):
        vertical_line(fig, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    fig.update_layout(bargap=0, showlegend=False)
    return layout(fig, x_title=labels.residual, y_title=labels.rows)


def rec_figure(tolerance: np.ndarray, accuracy: np.ndarray, current: float,
               share: float, *, labels: RegressionLabels) -> go.Figure:
    """The REC step curve (already decimated) with the current ε and its share marked."""
    fig = go.Figure()
    fig.add_scatter(x=tolerance, y=accuracy, mode="lines", line_shape="hv",
                    name=labels.rec, line=dict(color=INSIDE_COLOR))
    fig.add_scatter(x=[current], y=[share], mode="markers", name=labels.current,
                    marker=dict(color=OUTSIDE_COLOR, size=12, line=dict(color="black", width=1)))
    fig.update_yaxes(range=[-0.02, 1.02])
    return layout(fig, x_title=labels.tolerance, y_title=labels.share)

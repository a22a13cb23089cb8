"""Figures of the regression page and report: predicted vs actual with ±ε, residuals, their
histogram, their normal Q-Q plot and the REC curve, each titled. Scatter plots receive the page's
bounded sample and use WebGL (``Scattergl``). Pure: arrays and translated labels in, a figure
out."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import laid_out_figure, with_horizontal_line, with_vertical_line

INSIDE_COLOR = "#1f77b4"
OUTSIDE_COLOR = "#ff7f0e"
LINE_COLOR = "#7f7f7f"


@dataclass(frozen=True)
class RegressionLabels:
    """Text of the regression page's five figures: the points within and outside ±ε, the band,
    the quantities on the axes (y, ŷ, residual, rows, ε, share within ε, the normal quantile),
    the REC curve with its current-ε marker, the Q-Q plot's points and line, and each figure's
    title."""

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
    normal_quantile: str
    qq_points: str
    qq_line: str
    scatter_title: str
    residuals_title: str
    histogram_title: str
    qq_title: str
    rec_title: str


def _points(x: np.ndarray, y: np.ndarray, outside: np.ndarray,
            labels: RegressionLabels) -> list[dict]:
    """Two WebGL traces: the points within ±ε and the highlighted points outside it."""
    return [dict(type="scattergl", x=x[mask], y=y[mask], mode="markers", name=name,
                 marker=dict(color=color, size=5, opacity=0.6))
            for name, mask, color in ((labels.within, ~outside, INSIDE_COLOR),
                                      (labels.outside, outside, OUTSIDE_COLOR))]


def predicted_vs_actual_figure(y_true: np.ndarray, y_pred: np.ndarray, outside: np.ndarray,
                               tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """ŷ against y with the line y = x, the band ±ε around it and the points outside it."""
    low = float(min(y_true.min(), y_pred.min()))
    high = float(max(y_true.max(), y_pred.max()))
    return laid_out_figure([
        dict(type="scatter", x=[low, high, high, low, low],
             y=[low - tolerance, high - tolerance, high + tolerance, low + tolerance,
                low - tolerance],
             mode="lines", fill="toself", fillcolor="rgba(31,119,180,0.10)", line=dict(width=0),
             name=labels.band, hoverinfo="skip"),
        dict(type="scatter", x=[low, high], y=[low, high], mode="lines", name="y = x",
             line=dict(color=LINE_COLOR, dash="dash")),
        *_points(y_true, y_pred, outside, labels)],
        x_title=labels.actual, y_title=labels.predicted, title=labels.scatter_title)


def residuals_figure(y_pred: np.ndarray, residual: np.ndarray, outside: np.ndarray,
                     tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """Residual y − ŷ against ŷ with the lines 0 and ±ε."""
    settings = with_horizontal_line({}, 0, line=dict(color=LINE_COLOR, dash="dash"))
    for level in (-tolerance, tolerance):
        with_horizontal_line(settings, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    return laid_out_figure(_points(y_pred, residual, outside, labels), x_title=labels.predicted,
                           y_title=labels.residual, title=labels.residuals_title,
                           settings=settings)


def residual_histogram_figure(edges: np.ndarray, counts: np.ndarray,
                              tolerance: float, *, labels: RegressionLabels) -> go.Figure:
    """Histogram of every row's residual (precomputed bins: Freedman–Diaconis, bounded), ±ε
    marked."""
    settings: dict = dict(bargap=0, showlegend=False)
    for level in (-tolerance, tolerance):
        with_vertical_line(settings, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    return laid_out_figure([dict(type="bar", x=(edges[:-1] + edges[1:]) / 2, y=counts,
                                 width=np.diff(edges), marker=dict(color=INSIDE_COLOR),
                                 name=labels.rows)],
                           x_title=labels.residual, y_title=labels.rows,
                           title=labels.histogram_title, settings=settings)


def qq_figure(theoretical: np.ndarray, ordered: np.ndarray, slope: float, intercept: float,
              *, labels: RegressionLabels) -> go.Figure:
    """The residuals' normal Q-Q plot (:class:`~evalcore.regression.residual_plots.NormalQQ`'s
    points, already thinned) with its least-squares line."""
    ends = np.array([theoretical[0], theoretical[-1]], dtype=float)
    return laid_out_figure([
        dict(type="scattergl", x=theoretical, y=ordered, mode="markers", name=labels.qq_points,
             marker=dict(color=INSIDE_COLOR, size=5, opacity=0.6)),
        dict(type="scatter", x=ends, y=slope * ends + intercept, mode="lines",
             name=labels.qq_line, line=dict(color=OUTSIDE_COLOR, dash="dash"))],
        x_title=labels.normal_quantile, y_title=labels.residual, title=labels.qq_title)


def rec_figure(tolerance: np.ndarray, accuracy: np.ndarray, current: float,
               share: float, *, labels: RegressionLabels) -> go.Figure:
    """The REC step curve (already decimated) with the current ε and its share marked."""
    return laid_out_figure([
        dict(type="scatter", x=tolerance, y=accuracy, mode="lines", name=labels.rec,
             line=dict(color=INSIDE_COLOR, shape="hv")),
        dict(type="scatter", x=[current], y=[share], mode="markers", name=labels.current,
             marker=dict(color=OUTSIDE_COLOR, size=12, line=dict(color="black", width=1)))],
        x_title=labels.tolerance, y_title=labels.share, title=labels.rec_title,
        settings=dict(yaxis=dict(range=[-0.02, 1.02])))

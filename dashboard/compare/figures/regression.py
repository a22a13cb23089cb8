"""Figures of the regression comparison: both REC curves overlaid with each model's share within
the tolerance ε, and both residual distributions on common bins with ±ε. Model names are user
text: escaped before Plotly sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go

from dashboard.widgets.figure_layout import layout, point_marker, vertical_line
from dashboard.compare.figures.common import MODEL_COLORS
from dashboard.text.safe import plot_text
from evalcore.compare.regression import ResidualHistograms

EPSILON_COLOR = "#7f7f7f"


@dataclass(frozen=True)
class RecOverlayLabels:
    """Text of the REC overlay: each model's curve ``curve(name, aoc)`` and its share within ε
    ``share(name)`` (``name`` escaped, ``aoc`` formatted), and the axis titles."""

    curve: Callable[[str, str], str]
    share: Callable[[str], str]
    x_title: str
    y_title: str


@dataclass(frozen=True)
class ResidualOverlayLabels:
    """Axis titles of the residual histograms (the legend is the models' names)."""

    x_title: str
    y_title: str


def rec_overlay(curves, names: tuple[str, str], aocs: tuple[float, float], tolerance: float,
                shares: tuple[float, float], *, labels: RecOverlayLabels) -> go.Figure:
    """Both REC step curves ``curves[i] = (tolerance, accuracy)`` (already decimated), the line
    ε = ``tolerance`` and each model's share within it."""
    fig = go.Figure()
    for (x, y), name, aoc, share, color in zip(curves, map(plot_text, names), aocs, shares,
                                               MODEL_COLORS):
        fig.add_scatter(x=x, y=y, mode="lines", line_shape="hv", line=dict(color=color, width=2.5),
                        name=labels.curve(name, f"{aoc:.4g}"))
        point_marker(fig, tolerance, share, labels.share(name), color)
    vertical_line(fig, tolerance, line=dict(color=EPSILON_COLOR, dash="dot"))
    fig.update_yaxes(range=[-0.02, 1.02])
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


def residual_overlay(histograms: ResidualHistograms, names: tuple[str, str],
                     tolerance: float, *, labels: ResidualOverlayLabels) -> go.Figure:
    """Both residual histograms (every row, the same bins) overlaid, with the lines ±ε."""
    edges = histograms.edges
    fig = go.Figure()
    for counts, name, color in zip((histograms.counts_a, histograms.counts_b), names,
                                   MODEL_COLORS):
        fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
                    marker_color=color, opacity=0.5, name=plot_text(name))
    for level in (-tolerance, tolerance):
        vertical_line(fig, level, line=dict(color=EPSILON_COLOR, dash="dot"))
    fig.update_layout(barmode="overlay", bargap=0)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)

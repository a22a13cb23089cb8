"""Figures of the regression comparison: both REC curves overlaid with each model's share within
the tolerance ε, and both residual distributions on common bins with ±ε. Model names are user
text: escaped before Plotly sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import laid_out_figure, point_marker_trace, with_vertical_line
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.view.text import plot_text
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
    traces = []
    for (x, y), name, aoc, share, color in zip(curves, map(plot_text, names), aocs, shares,
                                               MODEL_COLORS):
        traces += [dict(type="scatter", x=x, y=y, mode="lines",
                        line=dict(color=color, width=2.5, shape="hv"),
                        name=labels.curve(name, f"{aoc:.4g}")),
                   point_marker_trace(tolerance, share, labels.share(name), color)]
    settings = with_vertical_line(dict(yaxis=dict(range=[-0.02, 1.02])), tolerance,
                                  line=dict(color=EPSILON_COLOR, dash="dot"))
    return laid_out_figure(traces, x_title=labels.x_title, y_title=labels.y_title,
                           settings=settings)


def residual_overlay(histograms: ResidualHistograms, names: tuple[str, str],
                     tolerance: float, *, labels: ResidualOverlayLabels) -> go.Figure:
    """Both residual histograms (every row, the same bins) overlaid, with the lines ±ε."""
    edges = histograms.edges
    settings: dict = dict(barmode="overlay", bargap=0)
    for level in (-tolerance, tolerance):
        with_vertical_line(settings, level, line=dict(color=EPSILON_COLOR, dash="dot"))
    return laid_out_figure(
        [dict(type="bar", x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
              marker=dict(color=color), opacity=0.5, name=plot_text(name))
         for counts, name, color in zip((histograms.counts_a, histograms.counts_b), names,
                                        MODEL_COLORS)],
        x_title=labels.x_title, y_title=labels.y_title, settings=settings)

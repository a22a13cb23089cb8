"""Figures of the distribution simulator (pure: results and labels in, ``go.Figure`` out): the two
classes' score densities with the theory and the threshold, a theoretical curve added to the
binary pages' ROC or P-R figure, and the AUCs of the draws so far."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from evalcore.view.binary import NEGATIVE_COLOR, POINT_COLOR, POSITIVE_COLOR
from evalcore.view.layout import integer_ticks, layout, point_marker, vertical_line
from evalcore.histogram import ScoreHistogram

THEORY_COLOR = "#2ca02c"


@dataclass(frozen=True)
class DensityLabels:
    """Text of the density figure: each class's sample and theory, the threshold line's label,
    the axis titles and the figure's title."""

    negatives: str
    positives: str
    theory_negatives: str
    theory_positives: str
    threshold: str
    x_title: str
    y_title: str
    title: str = ""


@dataclass(frozen=True)
class DrawsLabels:
    """Text of the draws figure: the draws' legend name, the theoretical AUC and its ±1 SE band,
    the current draw, the hover word before a seed, the axis titles and the title."""

    draws: str
    theory: str
    band: str
    current: str
    seed_word: str
    x_title: str
    y_title: str
    title: str = ""


def density_figure(densities: ScoreHistogram, theory_x, theory: tuple, threshold: float, *,
                   labels: DensityLabels) -> go.Figure:
    """Each class's histogram scaled to area 1 (bars) with its theoretical density (a line over
    ``theory_x``; ``theory`` = (negatives, positives)) and the threshold as a dashed line."""
    edges = densities.edges
    centers = (edges[:-1] + edges[1:]) / 2
    width = float(edges[1] - edges[0]) if len(edges) > 1 else 1.0
    fig = go.Figure()
    for values, pdf, name, theory_name, color in (
            (densities.negatives, theory[0], labels.negatives, labels.theory_negatives,
             NEGATIVE_COLOR),
            (densities.positives, theory[1], labels.positives, labels.theory_positives,
             POSITIVE_COLOR)):
        fig.add_bar(x=centers, y=values, width=width, name=name, marker_color=color, opacity=0.45)
        fig.add_scatter(x=theory_x, y=pdf, mode="lines", name=theory_name,
                        line=dict(color=color, width=2), hoverinfo="skip")
    vertical_line(fig, threshold, line=dict(color="black", dash="dash"), text=labels.threshold)
    fig.update_layout(barmode="overlay", bargap=0)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


def with_theory(fig: go.Figure, x, y, name: str) -> go.Figure:
    """``fig`` (a ROC or P-R figure) with the theoretical curve (x, y) as a dashed line."""
    fig.add_scatter(x=x, y=y, mode="lines", name=name, hoverinfo="skip",
                    line=dict(color=THEORY_COLOR, dash="dash", width=2))
    return fig


def draws_figure(seeds, aucs, current_seed: int, theory_auc: float, standard_error: float, *,
                 labels: DrawsLabels) -> go.Figure:
    """The AUC of every draw so far against its seed, the theoretical AUC as a line with a band
    of ± one standard error, the current draw marked."""
    seeds, aucs = np.asarray(seeds), np.asarray(aucs, dtype=np.float64)
    fig = go.Figure()
    low, high = (float(seeds.min()) - 0.5, float(seeds.max()) + 0.5) if seeds.size else (0, 1)
    if math.isfinite(standard_error):
        fig.add_scatter(x=[low, high, high, low], y=[theory_auc - standard_error] * 2
                        + [theory_auc + standard_error] * 2, fill="toself", mode="none",
                        fillcolor="rgba(44, 160, 44, 0.15)", name=labels.band, hoverinfo="skip")
    fig.add_scatter(x=[low, high], y=[theory_auc] * 2, mode="lines", name=labels.theory,
                    line=dict(color=THEORY_COLOR, dash="dash", width=2), hoverinfo="skip")
    fig.add_scatter(x=seeds, y=aucs, mode="markers", name=labels.draws,
                    marker=dict(color="#2a3f5f", size=8),
                    hovertemplate=labels.seed_word + " %{x}<br>AUC %{y:.4f}<extra></extra>")
    current = aucs[seeds == current_seed]
    if current.size:
        point_marker(fig, current_seed, float(current[0]), labels.current, POINT_COLOR)
    spread = 2 * standard_error if math.isfinite(standard_error) else 0.01
    bottom = min(theory_auc - spread, *aucs.tolist()) if aucs.size else theory_auc - spread
    top = max(theory_auc + spread, *aucs.tolist()) if aucs.size else theory_auc + spread
    margin = 0.1 * (top - bottom) or 0.01
    fig.update_yaxes(range=[bottom - margin, top + margin])
    fig.update_xaxes(range=[low, high])
    integer_ticks(fig, int(high))
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)

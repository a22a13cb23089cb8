"""Figures of the comparison of k models: every model's ROC, P-R and cost curve (or ranking
measure against k) overlaid (one legend entry per model: a click hides or shows its curve and its
operating point together), and the critical-difference diagram of the models' average ranks
across folds. Model names are user text: escaped before Plotly sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import plotly.graph_objects as go

from evalcore.view.formatting import format_value
from evalcore.view.layout import (PR_LINE_SHAPE, integer_tick_settings, laid_out_figure,
                                  layout)
from evalcore.view.text import plot_text

MANY_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
               "#7f7f7f", "#bcbd22", "#17becf")
"""One color per model, in order (Plotly's D3 palette; repeats after ten models)."""


def model_color(i: int) -> str:
    """Model i's color in every figure of the k-model comparison."""
    return MANY_COLORS[i % len(MANY_COLORS)]


@dataclass(frozen=True)
class ManyCurve:
    """One model's drawn curve (``x``, ``y``, decimated), its operating point (None: none
    drawn) and its legend text ``label`` (already formatted, the name escaped by the caller)."""

    x: np.ndarray
    y: np.ndarray
    point: tuple[float, float] | None
    label: str


def many_overlay(curves: Sequence[ManyCurve], *, x_title: str, y_title: str,
                 reference: tuple[Sequence[float], Sequence[float], str] | None = None,
                 steps: bool = False) -> go.Figure:
    """Every model's curve with its operating point, grouped per model in the legend (a click
    toggles both); ``reference`` (x, y, name) a dotted line (chance, the trivial classifiers);
    ``steps`` draws P-R's staircase."""
    traces = [] if reference is None else [
        dict(type="scatter", x=list(reference[0]), y=list(reference[1]), mode="lines",
             name=reference[2], line=dict(color="gray", dash="dot"))]
    return laid_out_figure(traces + _model_traces(curves, shape=PR_LINE_SHAPE if steps
                                                  else "linear"),
                           x_title=x_title, y_title=y_title, square=True, settings=_grouped())


def many_against_k(curves: Sequence[ManyCurve], *, largest: int, y_title: str) -> go.Figure:
    """Every model's mean measure at each cut-off k = 1 … ``largest`` (ranking), its point the
    value at the chosen k, grouped per model in the legend as :func:`many_overlay`'s; whole
    numbers on the k axis, the measure's axis [0, 1]."""
    return laid_out_figure(_model_traces(curves, shape="linear"), x_title="k", y_title=y_title,
                           settings=dict(_grouped(), yaxis=dict(range=[-0.02, 1.02]),
                                         xaxis=integer_tick_settings(int(largest))))


def _grouped() -> dict:
    """The layout setting of a figure whose models each have one legend group (a click on a
    model's entry toggles its curve and its point together): a new dict, which the figure's
    layout is merged into."""
    return dict(legend=dict(groupclick="togglegroup"))


def _model_traces(curves: Sequence[ManyCurve], *, shape: str) -> list[dict]:
    """Each model's curve in its color and its point, one legend group per model
    (:func:`_grouped`)."""
    traces = []
    for i, curve in enumerate(curves):
        group = f"model{i}"
        traces.append(dict(type="scatter", x=curve.x, y=curve.y, mode="lines", name=curve.label,
                           legendgroup=group,
                           line=dict(color=model_color(i), width=2, shape=shape)))
        if curve.point is not None:
            traces.append(dict(type="scatter", x=[curve.point[0]], y=[curve.point[1]],
                               mode="markers", legendgroup=group, showlegend=False,
                               hoverinfo="skip", marker=dict(color=model_color(i), size=12,
                                                             line=dict(color="white", width=1))))
    return traces


@dataclass(frozen=True)
class CdLabels:
    """Text of the critical-difference diagram: the x axis title and the CD bar's label
    ``cd(value)`` (value formatted)."""

    x_title: str
    cd: str


def cd_diagram(names: Sequence[str], ranks: Sequence[float], cd: float, *,
               labels: CdLabels) -> go.Figure:
    """Demšar's critical-difference diagram: each model at its average rank (1 = best, on the
    left), a bar of length CD, and a thick line joining every group of models whose ranks differ
    by less than CD (not significantly different by Nemenyi's test)."""
    ranks = np.asarray(ranks, dtype=float)
    k = len(names)
    order = np.argsort(ranks, kind="stable")
    fig = go.Figure()
    for row, i in enumerate(order):
        y = -(row + 1)
        fig.add_scatter(x=[ranks[i], ranks[i]], y=[0, y], mode="lines+markers+text",
                        text=["", plot_text(names[i])], textposition="middle right",
                        marker=dict(color=model_color(int(i)), size=[8, 0]),
                        line=dict(color=model_color(int(i))), showlegend=False,
                        hovertemplate=f"{plot_text(names[i])}: {format_value(ranks[i])}"
                                      "<extra></extra>")
    for n, (low, high) in enumerate(_cliques(ranks[order], cd)):
        y = 0.35 + 0.2 * n
        fig.add_scatter(x=[ranks[order][low], ranks[order][high]], y=[y, y], mode="lines",
                        line=dict(color="black", width=5), showlegend=False, hoverinfo="skip")
    top = 0.6 + 0.2 * k
    fig.add_scatter(x=[1, 1 + cd], y=[top, top], mode="lines+text", text=["", labels.cd],
                    textposition="middle right", line=dict(color="black", width=2),
                    showlegend=False, hoverinfo="skip")
    fig.update_yaxes(visible=False)
    fig.update_xaxes(range=[0.5, k + 0.5], dtick=1)
    fig.update_layout(height=160 + 28 * k)
    return layout(fig, x_title=labels.x_title, y_title="")


def _cliques(sorted_ranks: np.ndarray, cd: float) -> list[tuple[int, int]]:
    """The maximal runs [low, high] of sorted ranks spanning less than ``cd`` (more than one
    model each)."""
    runs = []
    for low in range(sorted_ranks.size):
        high = int(np.searchsorted(sorted_ranks, sorted_ranks[low] + cd, side="left")) - 1
        if high > low and not any(lo <= low and high <= hi for lo, hi in runs):
            runs.append((low, high))
    return runs

"""Figure of the ranking comparison: each query's metric under model A against model B, colored by
which model is better on it, with the line y = x (equal). Model names are user text: escaped before
Plotly sees them."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import laid_out_figure
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.view.text import plot_text

TIE_COLOR = "#7f7f7f"


@dataclass(frozen=True)
class QueryScatterLabels:
    """Text of the per-query scatter: the line y = x, and the legend of the queries A wins,
    ties and loses."""

    equal_line: str
    wins: str
    ties: str
    losses: str


def query_scatter(values_a: np.ndarray, values_b: np.ndarray, outcome: np.ndarray,
                  query_ids: np.ndarray, names: tuple[str, str], metric: str, *,
                  labels: QueryScatterLabels) -> go.Figure:
    """One point per query given (already sampled): x = A's ``metric``, y = B's; the line y = x.
    Points below the line are queries where A is better."""
    name_a, name_b = map(plot_text, names)
    outcomes = ((1, labels.wins, MODEL_COLORS[0]), (0, labels.ties, TIE_COLOR),
                (-1, labels.losses, MODEL_COLORS[1]))  # sign of A − B, legend name, color
    traces = [dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.equal_line,
                   line=dict(color="gray", dash="dot"), hoverinfo="skip")]
    for code, name, color in outcomes:
        chosen = outcome == code
        traces.append(dict(
            type="scattergl", x=values_a[chosen], y=values_b[chosen], mode="markers", name=name,
            marker=dict(color=color, size=6, opacity=0.6),
            customdata=[plot_text(q) for q in query_ids[chosen]],
            hovertemplate="%{customdata}<br>A: %{x:.4f}<br>B: %{y:.4f}<extra></extra>"))
    return laid_out_figure(traces, x_title=f"{metric} · {name_a}", y_title=f"{metric} · {name_b}",
                           settings=dict(xaxis=dict(range=[-0.03, 1.03], constrain="domain"),
                                         yaxis=dict(range=[-0.03, 1.03], scaleanchor="x",
                                                    scaleratio=1)))

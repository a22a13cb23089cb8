"""Figure of the ranking comparison: each query's metric under model A against model B, colored by
which model is better on it, with the line y = x (equal). Model names are user text: escaped before
Plotly sees them."""

from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from dashboard.widgets.figure_layout import layout
from dashboard.compare.figures.common import MODEL_COLORS
from dashboard.widgets.safe import plot_text
from dashboard.shell.language import t

TIE_COLOR = "#7f7f7f"
OUTCOMES = ((1, "compare_wins", MODEL_COLORS[0]), (0, "compare_ties", TIE_COLOR),
            (-1, "compare_losses", MODEL_COLORS[1]))
"""Outcome code (sign of A − B), its catalog label and color."""


def query_scatter(values_a: np.ndarray, values_b: np.ndarray, outcome: np.ndarray,
                  query_ids: np.ndarray, names: tuple[str, str], metric: str) -> go.Figure:
    """One point per query given (already sampled): x = A's ``metric``, y = B's; the line y = x.
    Points below the line are queries where A is better."""
    name_a, name_b = map(plot_text, names)
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=t("compare_ranking_equal_line"),
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    for code, label, color in OUTCOMES:
        chosen = outcome == code
        fig.add_scattergl(
            x=values_a[chosen], y=values_b[chosen], mode="markers", name=t(label),
            marker=dict(color=color, size=6, opacity=0.6),
            customdata=[plot_text(q) for q in query_ids[chosen]],
            hovertemplate="%{customdata}<br>A: %{x:.4f}<br>B: %{y:.4f}<extra></extra>",
        )
    fig.update_xaxes(range=[-0.03, 1.03], constrain="domain")
    fig.update_yaxes(range=[-0.03, 1.03], scaleanchor="x", scaleratio=1)
    return layout(fig, x_title=f"{metric} · {name_a}", y_title=f"{metric} · {name_b}")

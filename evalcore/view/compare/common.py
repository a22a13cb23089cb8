"""What every comparison figure shares: the two models' colors and the bootstrap distribution."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import laid_out_figure, with_vertical_line

MODEL_COLORS = ("#1f77b4", "#d62728")
"""Model A's and model B's color in every comparison figure."""
HISTOGRAM_BINS = 50


@dataclass(frozen=True)
class BootstrapLabels:
    """Text of the bootstrap histogram: the bars, the observed difference (its line and the x
    title) and the y title."""

    resampled: str
    difference: str
    y_title: str


def bootstrap_figure(distribution: np.ndarray, difference: float,
                     ci: tuple[float, float] | None, *, labels: BootstrapLabels) -> go.Figure:
    """Histogram of the resampled differences A − B, the observed difference, the interval's ends
    and zero (no difference)."""
    finite = distribution[np.isfinite(distribution)]
    counts, edges = np.histogram(finite, bins=HISTOGRAM_BINS)
    settings: dict = dict(bargap=0, showlegend=False, height=300)
    with_vertical_line(settings, difference, line=dict(color="black", width=2),
                       text=labels.difference)
    with_vertical_line(settings, 0, line=dict(color="gray", dash="dot"))
    for end in ci or ():
        with_vertical_line(settings, end, line=dict(color="black", dash="dash"))
    return laid_out_figure([dict(type="bar", x=(edges[:-1] + edges[1:]) / 2, y=counts,
                                 width=np.diff(edges), marker=dict(color="#9ecae1"),
                                 name=labels.resampled)],
                           x_title=labels.difference, y_title=labels.y_title, settings=settings)

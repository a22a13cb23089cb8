"""Pictures of the evaluation methods, from evalcore's values
(:mod:`evalcore.evaluation_methods.pictures`): fold strips (which rows train and which test in
each split, rows grouped by class so that stratification shows; leave-one-out is the strip with
k = m) and a bootstrap sample drawn ball by ball as a Plotly animation. Pure builders (values and
translated labels in, ``go.Figure`` out), so any page can draw them."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from evalcore.view.layout import deep_merge, layout, layout_settings
from evalcore.evaluation_methods.pictures import BootstrapDraws, FoldStrips

TRAIN_COLOR = "#4c78a8"
TEST_COLOR = "#f58518"
UNUSED_COLOR = "#e5e5e5"
NEVER_COLOR = "#d62728"
CLASS_COLORS = ("#54a24b", "#b279a2", "#9d755d", "#eeca3b", "#72b7b2", "#ff9da6", "#bab0ac",
                "#e45756", "#79706e", "#d67195")
"""One colour per class in the class strip (cycled beyond ten classes)."""


@dataclass(frozen=True)
class StripLabels:
    """Text of the fold strips: the two roles, the class strip's row name, a class's legend name
    (``class_name(label)``), a split's row name (``split_name(repeat, fold)``, both from 1) and
    the x-axis title."""

    train: str
    test: str
    class_row: str
    class_name: Callable[[str], str]
    split_name: Callable[[int, int], str]
    x_title: str


def fold_strips_figure(strips: FoldStrips, *, labels: StripLabels) -> go.Figure:
    """One strip per split (top to bottom in the splitter's order), a cell per row, training rows
    in one colour and test rows in another; on top, when the task has classes, a strip of each
    row's class (one heatmap, so the strips share one plot). Rows are sorted by class, so that a
    stratified split's test cells are spread evenly over every class band."""
    classes = [str(c) for c in strips.classes]
    names = [labels.split_name(int(r) + 1, int(f) + 1) for r, f in zip(strips.repeat, strips.fold)]
    # one discrete scale: 0 unused, 1 train, 2 test, 3 + c class c
    colors = [UNUSED_COLOR, TRAIN_COLOR, TEST_COLOR,
              *(CLASS_COLORS[i % len(CLASS_COLORS)] for i in range(len(classes)))]
    top = len(colors) - 1
    scale = [item for i, color in enumerate(colors)
             for item in ([max(i - 0.5, 0) / top, color], [min(i + 0.5, top) / top, color])]
    z = strips.roles.astype(np.int16)
    if classes:
        z = np.vstack([3 + strips.class_codes[None, :], z])
        names = [labels.class_row, *names]
    fig = go.Figure()
    fig.add_heatmap(z=z, x=np.arange(1, strips.order.size + 1), y=names, zmin=0, zmax=top,
                    colorscale=scale, showscale=False, ygap=1,
                    hovertemplate="%{y} · %{x}<extra></extra>")
    for i, name in enumerate(classes):
        fig.add_scatter(x=[None], y=[None], mode="markers", name=labels.class_name(name),
                        marker=dict(symbol="square", size=12, color=colors[3 + i]))
    for name, color in ((labels.train, TRAIN_COLOR), (labels.test, TEST_COLOR)):
        fig.add_scatter(x=[None], y=[None], mode="markers", name=name,
                        marker=dict(symbol="square", size=12, color=color))
    fig.update_yaxes(autorange="reversed", showticklabels=len(names) <= 31, showgrid=False,
                     zeroline=False)
    fig.update_xaxes(showgrid=False, zeroline=False)
    return layout(fig, x_title=labels.x_title, y_title="")


@dataclass(frozen=True)
class DrawLabels:
    """Text of the bootstrap animation: the frame's title (``frame_title(draw, m, never,
    share)``), the balls' legend names (drawn, never drawn), the share curve, the expected share
    (1 − 1/m)^m, 1/e, the share plot's axis titles and the play and pause buttons."""

    frame_title: Callable[[int, int, int, float], str]
    drawn: str
    never: str
    share: str
    expected: str
    limit: str
    x_title: str
    y_title: str
    play: str
    pause: str


PLOTS_TOP = 0.72
"""The share of the animation's height (under its title) its two plots take; above them, the
play and pause buttons and under those the draw slider, each across the whole width, so that
neither covers the other in any language or font size."""


def balls_per_row(m: int) -> int:
    """Balls in a row of the field of ``m``: ⌈√m⌉, as many rows as columns near enough, so that
    in a field about as wide as tall the balls stand as far apart across as down (room for the
    larger balls of classroom mode)."""
    return max(1, math.ceil(math.sqrt(m)))


def _balls(draws: BootstrapDraws, k: int, labels: DrawLabels) -> list[dict]:
    """The balls after draw ``k`` (1 … m): drawn ones filled with their count; never-drawn ones
    hollow, in red once the sample is complete; the ball of draw ``k`` ringed; and the share
    never drawn after each draw so far. Plain trace dicts, whole: the figure's first frame."""
    drawn, never, share = _moves(draws, k)
    drawn.update(mode="markers+text", name=labels.drawn, textfont=dict(color="white"),
                 hovertemplate="#%{customdata}: %{text}×<extra></extra>", xaxis="x", yaxis="y")
    drawn["marker"].update(size=26, color=TRAIN_COLOR)
    drawn["marker"]["line"]["color"] = "black"
    never.update(mode="markers", name=labels.never,
                 hovertemplate="#%{customdata}: 0×<extra></extra>", xaxis="x", yaxis="y")
    never["marker"].update(size=26, color="white", symbol="circle")
    never["marker"]["line"]["width"] = 2
    share.update(mode="lines+markers", name=labels.share, line=dict(color=NEVER_COLOR, width=2),
                 hovertemplate="%{x}: %{y:.3f}<extra></extra>", xaxis="x2", yaxis="y2")
    return [drawn, never, share]


def _moves(draws: BootstrapDraws, k: int) -> list[dict]:
    """What changes in :func:`_balls`' three traces from one draw to the next, as a frame gives
    it: Plotly merges a frame's properties into the traces, so what a frame leaves out (a
    ball's size, enlarged in classroom mode, its colours, its hover text) stays as drawn."""
    counts = draws.counts[k - 1]
    index, per_row = np.arange(draws.m), balls_per_row(draws.m)
    x, y = index % per_row, -(index // per_row)
    drawn = counts > 0
    last = draws.drawn[k - 1]
    never_color = NEVER_COLOR if k == draws.m else "#999999"
    return [
        dict(type="scatter", x=x[drawn], y=y[drawn], text=counts[drawn].astype(str),
             customdata=index[drawn] + 1,
             marker=dict(line=dict(width=np.where(index[drawn] == last, 4, 0)))),
        dict(type="scatter", x=x[~drawn], y=y[~drawn], customdata=index[~drawn] + 1,
             marker=dict(line=dict(color=never_color))),
        dict(type="scatter", x=np.arange(1, k + 1), y=draws.never_share[:k]),
    ]


def bootstrap_animation_figure(draws: BootstrapDraws, *, labels: DrawLabels) -> go.Figure:
    """Left: the m balls, one frame per draw (Plotly frames; play and pause buttons and a
    slider). Right: the share never drawn after each draw, beside its expectation after m draws
    (1 − 1/m)^m and the limit 1/e.

    Each frame holds only what the draw changes (:func:`_moves`), so a figure enlarged for
    classroom mode keeps its sizes while it plays. The figure is made in one step from dicts,
    its grid :func:`make_subplots`'s (:func:`_grid`): Plotly validates each setting once."""
    m = draws.m

    def title(k: int) -> str:
        never = int((draws.counts[k - 1] == 0).sum())
        return labels.frame_title(k, m, never, float(draws.never_share[k - 1]))

    traces = [*_balls(draws, 1, labels),
              dict(type="scatter", x=[1, m], y=[draws.expected_share] * 2, mode="lines",
                   name=labels.expected, line=dict(color="black", dash="dash"), xaxis="x2",
                   yaxis="y2"),
              dict(type="scatter", x=[1, m], y=[float(np.exp(-1.0))] * 2, mode="lines",
                   name=labels.limit, line=dict(color="gray", dash="dot"), xaxis="x2",
                   yaxis="y2")]
    frames = [dict(name=str(k), data=_moves(draws, k), traces=[0, 1, 2],
                   layout=dict(title=dict(text=title(k))))
              for k in range(1, m + 1)]
    per_row = balls_per_row(m)
    rows = -(-m // per_row)
    # the plots take the lower PLOTS_TOP of the height; the play buttons and the draw slider sit
    # above them, under the title (the top margin shrinks in classroom mode). The share's y axis
    # is on its right, out of the way of the balls beside it
    settings = deep_merge(json.loads(_grid()), dict(
        xaxis=dict(visible=False, range=[-0.6, per_row - 0.4]),
        yaxis=dict(visible=False, range=[-rows + 0.4, 0.6], domain=[0, PLOTS_TOP]),
        xaxis2=dict(range=[0.5, m + 0.5], title=dict(text=labels.x_title)),
        yaxis2=dict(range=[0, 1.02], title=dict(text=labels.y_title), domain=[0, PLOTS_TOP],
                    side="right")))
    step = dict(mode="immediate", frame=dict(duration=250, redraw=True),
                transition=dict(duration=0))
    settings.update(
        updatemenus=[dict(type="buttons", direction="left", x=0, xanchor="left",
                          y=1, yanchor="top", pad=dict(t=0, b=0, l=0, r=0), showactive=False,
                          buttons=[dict(label=labels.play, method="animate",
                                        args=[None, {**step, "fromcurrent": True}]),
                                   dict(label=labels.pause, method="animate",
                                        args=[[None], {**step, "frame": dict(duration=0)}])])],
        sliders=[dict(active=0, x=0, len=1, y=PLOTS_TOP + 0.03, yanchor="bottom",
                      pad=dict(t=0, b=0),
                      currentvalue=dict(visible=False),
                      steps=[dict(label=str(k) if k == 1 or k % 5 == 0 else "",
                                  method="animate",
                                  args=[[str(k)], {**step, "frame": dict(duration=0)}])
                             for k in range(1, m + 1)])])
    deep_merge(settings, layout_settings(x_title="", y_title="", title=title(1)))
    return go.Figure(data=traces, layout=settings, frames=frames)


@lru_cache(maxsize=1)
def _grid() -> str:
    """The layout (JSON text, no template) :func:`make_subplots` gives the animation's two
    plots, the balls' the wider: the same for every m."""
    grid = make_subplots(rows=1, cols=2, column_widths=[0.58, 0.42],
                         horizontal_spacing=0.04).layout.to_plotly_json()
    grid.pop("template", None)
    return json.dumps(grid)

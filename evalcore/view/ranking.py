"""Figures of the ranking page: mean metrics as k grows, per-query distributions,
one query's DCG."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
import json
from typing import Mapping

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from evalcore.view.layout import (deep_merge, integer_tick_settings, laid_out_figure,
                                  with_vertical_line)
from evalcore.decimate import decimate_curve
from evalcore.ranking import MetricCurves

CURVE_COLORS = {"precision": "#1f77b4", "recall": "#2ca02c", "ndcg": "#d62728"}
GAIN_COLOR = "#9ecae1"
IDEAL_COLOR = "#7f7f7f"
DISTRIBUTIONS_PER_ROW = 4
"""Per-query histograms side by side: four in a page's width at 1024 px keep each title clear of
its neighbours'."""
DISTRIBUTIONS_ROW_HEIGHT = 220
"""Height (px) of a row of per-query histograms, its titles and tick labels included."""
ROW_GAP = 64
"""Room (px) between two rows of histograms: the upper row's tick labels, the lower one's titles."""
DISTRIBUTIONS_TOP = 64
"""Top margin (px) of the histograms: the first row's titles sit below Plotly's toolbar, which
appears at the figure's top right on hover and would cover the last title of the row."""


@dataclass(frozen=True)
class MetricCurvesLabels:
    """Text of the metrics-against-k figure: each curve's legend name (keys ``precision``,
    ``recall``, ``ndcg``), the chosen k's annotation and the y title."""

    curves: Mapping[str, str]
    k_line: str
    y_title: str


@dataclass(frozen=True)
class DistributionsLabels:
    """Text of the per-query histograms: per-query column → subplot title (the columns drawn, in
    order), and the count axis's title."""

    titles: Mapping[str, str]
    y_title: str


@dataclass(frozen=True)
class DcgLabels:
    """Text of one query's DCG figure: the bars, the ideal DCG line, the cut-off's annotation
    and the x title."""

    discounted_gain: str
    ideal_dcg: str
    k_line: str
    x_title: str


def metric_curves_figure(curves: MetricCurves, k: int, *,
                         labels: MetricCurvesLabels) -> go.Figure:
    """Mean P@k, Recall@k and NDCG@k for k = 1 … longest list, the chosen k marked. Made in one
    step from dicts (:func:`~evalcore.view.layout.laid_out_figure`): it is built again at every
    move of k."""
    traces = []
    for name, values in (("precision", curves.precision), ("recall", curves.recall),
                         ("ndcg", curves.ndcg)):
        keep = decimate_curve(curves.k, values)
        traces.append(dict(type="scatter", x=curves.k[keep], y=values[keep],
                           mode="lines+markers", name=labels.curves[name],
                           line=dict(color=CURVE_COLORS[name]), marker=dict(size=4)))
    settings = with_vertical_line(
        dict(xaxis=integer_tick_settings(int(curves.k[-1])), yaxis=dict(range=[-0.02, 1.02])),
        k, line=dict(color="black", dash="dash"), text=labels.k_line)
    return laid_out_figure(traces, x_title="k", y_title=labels.y_title, hovermode="x unified",
                           settings=settings)


def distributions_figure(per_query: pd.DataFrame, *, labels: DistributionsLabels) -> go.Figure:
    """One histogram over the queries per metric of ``labels.titles``, twenty bins over the
    metric's range (Kendall's τ-b: [−1, 1], the others [0, 1]), at most
    :data:`DISTRIBUTIONS_PER_ROW` in a row, every row on one count axis ticked at whole
    numbers.

    The queries are counted by numpy, whose last bin is closed: a query scoring exactly 1 (a
    perfect ranking, common for reciprocal rank and nDCG) falls in the last bin drawn, not in a
    bin past the axis's end. Each edge is the float nearest its decimal, so a recall of 19/20
    counts in the bin that starts at 0.95 (numpy's own evenly spaced edges put it one lower).

    The figure is made in one step from its traces and its layout, as dicts: the grid's layout
    is :func:`make_subplots`'s, made once per grid and titles (:func:`_grid_layout`), and the
    axes' settings are merged into it by axis name. The figure is built again at every move of
    k, and make_subplots, an update of the axes by row and column and one of all count axes each
    build and check every axis of the grid again."""
    columns = labels.titles
    per_row = min(len(columns), DISTRIBUTIONS_PER_ROW)
    rows = -(-len(columns) // per_row)
    height = DISTRIBUTIONS_ROW_HEIGHT * rows + DISTRIBUTIONS_TOP
    # the gap between rows as a share of the plot area's height: the figure's less its margins
    grid = json.loads(_grid_layout(rows, per_row, tuple(columns.values()),
                                   ROW_GAP / (height - DISTRIBUTIONS_TOP - 10)))
    update: dict = dict(margin=dict(l=10, r=10, t=DISTRIBUTIONS_TOP, b=10), height=height)
    bars, tallest = [], 0
    for index, column in enumerate(columns):
        low = -1.0 if column == "kendall_tau" else 0.0
        edges = (20 * low + (1.0 - low) * np.arange(21)) / 20  # 0.95 is 0.95, not 19 × 0.05
        counts, _ = np.histogram(per_query[column].dropna().to_numpy(), bins=edges)
        size = (1.0 - low) / 20
        suffix = str(index + 1) if index else ""  # make_subplots numbers its axes row by row
        bars.append(dict(type="bar", x=(edges[:-1] + edges[1:]) / 2, y=counts,
                         width=0.95 * size, customdata=np.column_stack([edges[:-1], edges[1:]]),
                         hovertemplate="%{customdata[0]:.2f} – %{customdata[1]:.2f}: %{y}",
                         marker_color=CURVE_COLORS["precision"], name=columns[column],
                         showlegend=False, xaxis="x" + suffix, yaxis="y" + suffix))
        update["xaxis" + suffix] = dict(range=[low - 0.02, 1.02])
        if index % per_row == 0:  # the first of its row: the row's count axis is titled
            update["yaxis" + suffix] = dict(title=dict(text=labels.y_title))
        tallest = max(tallest, int(counts.max()))
    ticks = integer_tick_settings(max(tallest, 1), most=5)
    for name in [name for name in grid if name.startswith("yaxis")]:
        update[name] = {**update.get(name, {}), **ticks}
    return go.Figure(data=bars, layout=deep_merge(grid, update))


@lru_cache(maxsize=16)
def _grid_layout(rows: int, per_row: int, titles: tuple[str, ...],
                 vertical_spacing: float) -> str:
    """The layout (JSON text, no template) :func:`make_subplots` gives ``rows`` × ``per_row``
    histograms with these titles, one count axis shared by all: the same for every k."""
    fig = make_subplots(rows=rows, cols=per_row, subplot_titles=list(titles),
                        shared_yaxes="all", horizontal_spacing=0.05,
                        vertical_spacing=vertical_spacing)
    grid = fig.layout.to_plotly_json()
    grid.pop("template", None)
    return json.dumps(grid)


def dcg_figure(detail: pd.DataFrame, k: int, *, labels: DcgLabels) -> go.Figure:
    """One query's list: each rank's discounted gain as bars, running DCG and ideal DCG as lines,
    the cut-off k marked. Made in one step from dicts, as :func:`metric_curves_figure`."""
    ranks = detail["rank"]
    longest = int(np.max(ranks))
    traces = [dict(type="bar", x=ranks, y=detail["gain"] * detail["discount"],
                   name=labels.discounted_gain, marker=dict(color=GAIN_COLOR)),
              dict(type="scatter", x=ranks, y=detail["dcg"], mode="lines+markers", name="DCG@r",
                   line=dict(color=CURVE_COLORS["ndcg"])),
              dict(type="scatter", x=ranks, y=detail["ideal_dcg"], mode="lines+markers",
                   name=labels.ideal_dcg, line=dict(color=IDEAL_COLOR, dash="dot"))]
    settings = with_vertical_line(dict(xaxis=integer_tick_settings(longest)),
                                  min(k, longest) + 0.5, line=dict(color="black", dash="dash"),
                                  text=labels.k_line)
    return laid_out_figure(traces, x_title=labels.x_title, y_title="DCG", hovermode="x unified",
                           settings=settings)



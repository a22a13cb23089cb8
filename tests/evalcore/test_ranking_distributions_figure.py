"""The per-query histograms figure, made in one step from dicts and a cached grid, against the
same figure made the library's way (``make_subplots``, the bars added, the axes updated by name
and every count axis ticked by ``update_yaxes``): the same JSON for any number of metrics, with
and without Kendall's τ-b's [−1, 1] axis, and for a second call on the same grid."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import pytest
from plotly.subplots import make_subplots

from evalcore.view.layout import integer_ticks
from evalcore.view.ranking import (DISTRIBUTIONS_PER_ROW, DISTRIBUTIONS_ROW_HEIGHT,
                                   DISTRIBUTIONS_TOP, ROW_GAP, DistributionsLabels,
                                   distributions_figure)

METRICS = ["precision", "recall", "ndcg", "kendall_tau", "ap", "rr", "hit", "f1", "dcg"]


def _library_way(per_query: pd.DataFrame, labels: DistributionsLabels) -> go.Figure:
    columns = labels.titles
    per_row = min(len(columns), DISTRIBUTIONS_PER_ROW)
    rows = -(-len(columns) // per_row)
    height = DISTRIBUTIONS_ROW_HEIGHT * rows + DISTRIBUTIONS_TOP
    fig = make_subplots(rows=rows, cols=per_row, subplot_titles=list(columns.values()),
                        shared_yaxes="all", horizontal_spacing=0.05,
                        vertical_spacing=ROW_GAP / (height - DISTRIBUTIONS_TOP - 10))
    fig.update_layout(margin=dict(l=10, r=10, t=DISTRIBUTIONS_TOP, b=10), height=height)
    tallest = 0
    for index, column in enumerate(columns):
        row, col = divmod(index, per_row)
        low = -1.0 if column == "kendall_tau" else 0.0
        edges = (20 * low + (1.0 - low) * np.arange(21)) / 20
        counts, _ = np.histogram(per_query[column].dropna().to_numpy(), bins=edges)
        fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=0.95 * (1.0 - low) / 20,
                    customdata=np.column_stack([edges[:-1], edges[1:]]),
                    hovertemplate="%{customdata[0]:.2f} – %{customdata[1]:.2f}: %{y}",
                    marker_color="#1f77b4", name=columns[column], showlegend=False,
                    row=row + 1, col=col + 1)
        fig.update_xaxes(range=[low - 0.02, 1.02], row=row + 1, col=col + 1)
        if col == 0:
            fig.update_yaxes(title_text=labels.y_title, row=row + 1, col=col + 1)
        tallest = max(tallest, int(counts.max()))
    integer_ticks(fig, max(tallest, 1), axis="y", most=5)
    return fig


def _json(fig: go.Figure) -> dict:
    figure = json.loads(fig.to_json())
    for trace in figure["data"]:
        trace.pop("uid", None)
    return figure


@pytest.mark.parametrize("count", [1, 3, 4, 5, 9])
def test_the_histograms_equal_the_figure_made_the_librarys_way(count):
    rng = np.random.default_rng(count)
    per_query = pd.DataFrame({name: rng.random(60) * (2 if name == "kendall_tau" else 1)
                              - (1 if name == "kendall_tau" else 0) for name in METRICS})
    per_query.loc[::7, "ndcg"] = np.nan  # a query without the metric is not counted
    chosen = METRICS[:count] if count != 1 else ["kendall_tau"]
    labels = DistributionsLabels(titles={name: f"{name} <b>title</b>" for name in chosen},
                                 y_title="queries")
    expected = _json(_library_way(per_query, labels))
    assert _json(distributions_figure(per_query, labels=labels)) == expected
    assert _json(distributions_figure(per_query, labels=labels)) == expected  # the cached grid

"""The score histogram and the 2×2 matrix, made in one step from dicts, against the same figures
made the library's way (the bars added, the layout updated, Plotly's ``add_vline`` for the
threshold, the count axis ticked by ``update_yaxes``): the same JSON for any bins, counts,
threshold (all negative included), log axis and weighted counts, in both languages."""

from __future__ import annotations

import json
import math

import numpy as np
import plotly.graph_objects as go
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.view.binary import (NEGATIVE_COLOR, POSITIVE_COLOR, confusion_heatmap,
                                  score_histogram_figure)
from evalcore.view.labels import binary as binary_labels
from evalcore.view.language import translator
from evalcore.view.layout import integer_tick_settings, two_lines


def _axes_and_legend(fig: go.Figure, x_title: str, y_title: str, title: str | None) -> None:
    fig.update_layout(margin=dict(l=10, r=10, t=30, b=10), hovermode="closest",
                      legend=dict(orientation="h", yref="container", y=0, yanchor="bottom"))
    fig.update_xaxes(title_text=x_title, automargin=True)
    fig.update_yaxes(title_text=y_title, automargin=True)
    if title:
        fig.update_layout(title=dict(text=title, x=0, xanchor="left", y=0.99, yanchor="top"))


def _histogram_library_way(edges, positives, negatives, threshold, labels, log_y) -> go.Figure:
    fig = go.Figure()
    for counts, name, color in ((negatives, labels.negatives, NEGATIVE_COLOR),
                                (positives, labels.positives, POSITIVE_COLOR)):
        fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, name=name, opacity=0.6,
                    width=float(edges[1] - edges[0]) if len(edges) > 1 else 1.0,
                    marker_color=color)
    fig.update_layout(barmode="overlay", bargap=0)
    fig.update_xaxes(range=[float(edges[0]), float(edges[-1])])
    title = labels.title
    if math.isinf(threshold):
        title = labels.threshold
    else:
        inward = "right" if threshold > (edges[0] + edges[-1]) / 2 else "left"
        fig.add_vline(x=threshold, line=dict(color="black", dash="dash"))
        fig.add_annotation(showarrow=False, text=labels.threshold, x=threshold, xanchor=inward,
                           xref="x", y=1, yanchor="top", yref="y domain")
    _axes_and_legend(fig, labels.x_title, labels.y_title, title)
    heights = np.concatenate([np.asarray(positives, float), np.asarray(negatives, float)])
    if log_y:
        fig.update_yaxes(type="log")
    elif np.array_equal(heights, np.round(heights)):
        fig.update_yaxes(**integer_tick_settings(max(int(heights.max()), 1), most=5))
    return fig


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


@settings(max_examples=40, deadline=None)
@given(bins=st.integers(1, 30), low=st.floats(-5, 5), span=st.floats(0.1, 10),
       threshold=st.one_of(st.floats(-6, 16), st.just(math.inf)), log_y=st.booleans(),
       weighted=st.booleans(), lang=st.sampled_from(["en", "zh"]), seed=st.integers(0, 99),
       top=st.integers(1, 2000))
def test_the_histogram_is_the_library_s(bins, low, span, threshold, log_y, weighted, lang,
                                        seed, top):
    rng = np.random.default_rng(seed)
    edges = np.linspace(low, low + span, bins + 1)
    positives, negatives = (rng.integers(0, top + 1, bins) for _ in range(2))
    if weighted:
        positives, negatives = positives * 0.37, negatives * 1.5
    labels = binary_labels.histogram_labels(translator(lang), threshold, titled=seed % 2 == 0,
                                            weighted=weighted)
    ours = score_histogram_figure(edges, positives, negatives, threshold, labels=labels,
                                  log_y=log_y)
    theirs = _histogram_library_way(edges, positives, negatives, threshold, labels, log_y)
    assert _json(ours) == _json(theirs)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("cells", [(3, 2, 3, 2), (0, 0, 5, 0), (1.5, 2.25, 1000.0, 12345.0)])
def test_the_matrix_is_the_library_s(cells, lang):
    labels = binary_labels.confusion_labels(translator(lang))
    tp, fp, tn, fn = cells
    ours = confusion_heatmap(tp, fp, tn, fn, labels=labels)
    theirs = go.Figure(go.Heatmap(
        z=ours.data[0].z, text=ours.data[0].text, texttemplate="%{text}", colorscale="Blues",
        zmin=0, zmax=1, showscale=False, hoverinfo="skip",
        x=[two_lines(labels.predicted_positive, 0), two_lines(labels.predicted_negative, 0)],
        y=[two_lines(labels.actual_positive, 0), two_lines(labels.actual_negative, 0)]))
    theirs.update_yaxes(autorange="reversed")
    theirs.update_xaxes(tickangle=0)
    _axes_and_legend(theirs, labels.x_title, labels.y_title, None)
    assert _json(ours) == _json(theirs)
    rates = np.array([[tp, fn], [fp, tn]], float)
    totals = rates.sum(axis=1, keepdims=True)
    expected = np.divide(rates, totals, out=np.full_like(rates, np.nan), where=totals > 0)
    np.testing.assert_array_equal(np.asarray(ours.data[0].z, float), expected)

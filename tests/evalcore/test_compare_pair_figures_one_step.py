"""The figures of two classifiers (per-class difference bars, the difference of their confusion
matrices), two regressors and two rankers and the bootstrap histogram of every two-model
comparison, made in one step from dicts, against the same figures made in steps (traces and bars
added one by one, each ε or interval line by :func:`vertical_line`, the axes updated, then
:func:`layout`): the same JSON for any curves, residual counts, tolerances, query outcomes,
resampled differences and intervals (none included), and model names that need escaping."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.compare.regression import ResidualHistograms
from evalcore.view.compare.common import (HISTOGRAM_BINS, MODEL_COLORS, BootstrapLabels,
                                          bootstrap_figure)
from evalcore.view.compare.multiclass import (EVEN_COLOR, ROW_HEIGHT, DifferenceBarsLabels,
                                              DifferenceHeatmapLabels, confusion_difference,
                                              difference_bars)
from evalcore.view.compare.ranking import TIE_COLOR, QueryScatterLabels, query_scatter
from evalcore.view.compare.regression import (EPSILON_COLOR, RecOverlayLabels,
                                              ResidualOverlayLabels, rec_overlay,
                                              residual_overlay)
from evalcore.view.layout import layout, point_marker, vertical_line
from evalcore.view.multiclass import TEXT_LIMIT
from evalcore.view.text import plot_text


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _rec_in_steps(curves, names, aocs, tolerance, shares, labels) -> go.Figure:
    fig = go.Figure()
    for (x, y), name, aoc, share, color in zip(curves, map(plot_text, names), aocs, shares,
                                               MODEL_COLORS):
        fig.add_scatter(x=x, y=y, mode="lines", line_shape="hv", line=dict(color=color, width=2.5),
                        name=labels.curve(name, f"{aoc:.4g}"))
        point_marker(fig, tolerance, share, labels.share(name), color)
    vertical_line(fig, tolerance, line=dict(color=EPSILON_COLOR, dash="dot"))
    fig.update_yaxes(range=[-0.02, 1.02])
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


def _residuals_in_steps(histograms, names, tolerance, labels) -> go.Figure:
    edges = histograms.edges
    fig = go.Figure()
    for counts, name, color in zip((histograms.counts_a, histograms.counts_b), names,
                                   MODEL_COLORS):
        fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
                    marker_color=color, opacity=0.5, name=plot_text(name))
    for level in (-tolerance, tolerance):
        vertical_line(fig, level, line=dict(color=EPSILON_COLOR, dash="dot"))
    fig.update_layout(barmode="overlay", bargap=0)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


def _scatter_in_steps(values_a, values_b, outcome, query_ids, names, metric, labels):
    name_a, name_b = map(plot_text, names)
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.equal_line,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    for code, name, color in ((1, labels.wins, MODEL_COLORS[0]), (0, labels.ties, TIE_COLOR),
                              (-1, labels.losses, MODEL_COLORS[1])):
        chosen = outcome == code
        fig.add_scattergl(x=values_a[chosen], y=values_b[chosen], mode="markers", name=name,
                          marker=dict(color=color, size=6, opacity=0.6),
                          customdata=[plot_text(q) for q in query_ids[chosen]],
                          hovertemplate="%{customdata}<br>A: %{x:.4f}<br>B: %{y:.4f}"
                                        "<extra></extra>")
    fig.update_xaxes(range=[-0.03, 1.03], constrain="domain")
    fig.update_yaxes(range=[-0.03, 1.03], scaleanchor="x", scaleratio=1)
    return layout(fig, x_title=f"{metric} · {name_a}", y_title=f"{metric} · {name_b}")


def _bootstrap_in_steps(distribution, difference, ci, labels) -> go.Figure:
    finite = distribution[np.isfinite(distribution)]
    counts, edges = np.histogram(finite, bins=HISTOGRAM_BINS)
    fig = go.Figure()
    fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
                marker_color="#9ecae1", name=labels.resampled)
    vertical_line(fig, difference, line=dict(color="black", width=2), text=labels.difference)
    vertical_line(fig, 0, line=dict(color="gray", dash="dot"))
    for end in ci or ():
        vertical_line(fig, end, line=dict(color="black", dash="dash"))
    fig.update_layout(bargap=0, showlegend=False, height=300)
    return layout(fig, x_title=labels.difference, y_title=labels.y_title)


NAMES = st.sampled_from([("A", "B"), ("<b>x</b>", "模型 B")])


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), points=st.integers(1, 60), tolerance=st.floats(0, 5),
       names=NAMES, undefined=st.booleans())
def test_the_regression_figures_are_the_steps_they_replace(seed, points, tolerance, names,
                                                          undefined):
    rng = np.random.default_rng(seed)
    curves = [(np.sort(rng.random(points)) * 5, np.sort(rng.random(points))) for _ in range(2)]
    shares = (None, 0.5) if undefined else tuple(rng.random(2))
    labels = RecOverlayLabels(curve=lambda name, aoc: f"{name} · AOC {aoc}",
                              share=lambda name: f"{name} within ε", x_title="ε", y_title="share")
    aocs = tuple(rng.random(2))
    assert _json(rec_overlay(curves, names, aocs, tolerance, shares, labels=labels)) == _json(
        _rec_in_steps(curves, names, aocs, tolerance, shares, labels))
    bins = int(rng.integers(1, 60))
    histograms = ResidualHistograms(edges=np.linspace(-3, 3, bins + 1),
                                    counts_a=rng.integers(0, 100, bins),
                                    counts_b=rng.integers(0, 100, bins))
    residual_labels = ResidualOverlayLabels(x_title="y − ŷ", y_title="rows")
    assert _json(residual_overlay(histograms, names, tolerance, labels=residual_labels)) == _json(
        _residuals_in_steps(histograms, names, tolerance, residual_labels))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), queries=st.integers(0, 80), names=NAMES,
       ci=st.one_of(st.none(), st.tuples(st.floats(-1, 0), st.floats(0, 1))),
       nonfinite=st.booleans())
def test_the_scatter_and_the_bootstrap_are_the_steps_they_replace(seed, queries, names, ci,
                                                                 nonfinite):
    rng = np.random.default_rng(seed)
    values_a, values_b = rng.random(queries), rng.random(queries)
    outcome = np.sign(np.round(values_a - values_b, 1)).astype(int)
    query_ids = np.array([f"<q{i}>" for i in range(queries)], dtype=object)
    labels = QueryScatterLabels(equal_line="A = B", wins="A", ties="=", losses="B")
    assert _json(query_scatter(values_a, values_b, outcome, query_ids, names, "NDCG@5",
                               labels=labels)) == _json(
        _scatter_in_steps(values_a, values_b, outcome, query_ids, names, "NDCG@5", labels))
    distribution = rng.normal(0.02, 0.05, 200)
    if nonfinite:
        distribution[:3] = [np.nan, np.inf, -np.inf]
    boot_labels = BootstrapLabels(resampled="resampled", difference="A − B", y_title="count")
    assert _json(bootstrap_figure(distribution, 0.02, ci, labels=boot_labels)) == _json(
        _bootstrap_in_steps(distribution, 0.02, ci, boot_labels))


def _class_axis(labels) -> dict:
    return dict(type="category", categoryorder="array", categoryarray=list(labels))


def _bars_in_steps(classes, differences, names, labels) -> go.Figure:
    classes = np.array([plot_text(label) for label in classes], dtype=object)
    values = np.array([np.nan if d is None else d for d in differences], dtype=float)
    fig = go.Figure()
    for mask, name, color in ((values > 0, labels.leads(plot_text(names[0])), MODEL_COLORS[0]),
                              (values < 0, labels.leads(plot_text(names[1])), MODEL_COLORS[1]),
                              (values == 0, labels.even, EVEN_COLOR)):
        fig.add_bar(x=values[mask], y=classes[mask].tolist(), orientation="h", name=name,
                    marker_color=color, hovertemplate="%{y}: %{x:+.4f}<extra></extra>")
    vertical_line(fig, 0, line=dict(color="black", width=1))
    fig.update_yaxes(autorange="reversed", **_class_axis(classes.tolist()))
    layout(fig, x_title=labels.x_title, y_title=labels.y_title)
    fig.update_layout(height=max(320, min(1400, ROW_HEIGHT * len(classes) + 140)),
                      barmode="overlay", showlegend=True)
    return fig


def _difference_in_steps(difference, classes, normalized, labels) -> go.Figure:
    classes = [plot_text(label) for label in classes]
    size = len(classes)
    limit = float(np.nanmax(np.abs(difference))) or 1.0
    text = [[("—" if np.isnan(v) else f"{v:+.1%}" if normalized else f"{int(v):+,}")
             for v in row] for row in difference]
    fig = go.Figure(go.Heatmap(
        z=difference, x=classes, y=classes, colorscale="RdBu", zmid=0, zmin=-limit, zmax=limit,
        text=text, texttemplate="%{text}" if size <= TEXT_LIMIT else None,
        hovertemplate=labels.cell_hover + "<extra></extra>"))
    fig.update_xaxes(side="top", **_class_axis(classes))
    fig.update_yaxes(autorange="reversed", **_class_axis(classes))
    layout(fig, x_title=labels.x_title, y_title=labels.y_title)
    fig.update_layout(height=max(360, min(900, 40 * size + 120)))
    return fig


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(1, TEXT_LIMIT + 3), names=NAMES,
       normalized=st.booleans(), undefined=st.booleans())
def test_the_classifiers_figures_are_the_steps_they_replace(seed, size, names, normalized,
                                                           undefined):
    rng = np.random.default_rng(seed)
    classes = [f"<c{i}>" if i % 3 == 0 else str(i) for i in range(size)]
    differences = [None if undefined and i == 0 else float(d)
                   for i, d in enumerate(np.round(rng.normal(0, 0.1, size), 1))]
    bar_labels = DifferenceBarsLabels(leads=lambda name: f"{name} leads", even="even",
                                      x_title="F1 (A − B)", y_title="class")
    assert _json(difference_bars(classes, differences, names, labels=bar_labels)) == _json(
        _bars_in_steps(classes, differences, names, bar_labels))
    difference = (rng.normal(0, 0.1, (size, size)) if normalized
                  else rng.integers(-9, 9, (size, size)).astype(float))
    if undefined and size > 1:  # (a matrix of one undefined cell has no colour range)
        difference[0, 0] = np.nan
    heat_labels = DifferenceHeatmapLabels(cell_hover="%{y} → %{x}: %{text}", x_title="predicted",
                                          y_title="true")
    assert _json(confusion_difference(difference, classes, normalized=normalized,
                                      labels=heat_labels)) == _json(
        _difference_in_steps(difference, classes, normalized, heat_labels))

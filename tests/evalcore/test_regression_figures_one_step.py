"""The Regression page's five figures, made in one step from dicts, against the same figures made
in steps (traces added, each ±ε or zero line by :func:`horizontal_line` or :func:`vertical_line`,
then :func:`layout`): the same JSON for any values, tolerances (0 included), bins and Q-Q lines,
in both languages."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.view.labels.regression import regression_labels
from evalcore.view.language import translator
from evalcore.view.layout import horizontal_line, layout, vertical_line
from evalcore.view.regression import (INSIDE_COLOR, LINE_COLOR, OUTSIDE_COLOR,
                                      predicted_vs_actual_figure, qq_figure,
                                      rec_figure, residual_histogram_figure, residuals_figure)


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _add_points(fig, x, y, outside, labels) -> None:
    for name, mask, color in ((labels.within, ~outside, INSIDE_COLOR),
                              (labels.outside, outside, OUTSIDE_COLOR)):
        fig.add_scattergl(x=x[mask], y=y[mask], mode="markers", name=name,
                          marker=dict(color=color, size=5, opacity=0.6))


def _scatter_in_steps(y_true, y_pred, outside, tolerance, labels) -> go.Figure:
    low = float(min(y_true.min(), y_pred.min()))
    high = float(max(y_true.max(), y_pred.max()))
    fig = go.Figure()
    fig.add_scatter(x=[low, high, high, low, low],
                    y=[low - tolerance, high - tolerance, high + tolerance, low + tolerance,
                       low - tolerance],
                    mode="lines", fill="toself", fillcolor="rgba(31,119,180,0.10)",
                    line=dict(width=0), name=labels.band, hoverinfo="skip")
    fig.add_scatter(x=[low, high], y=[low, high], mode="lines", name="y = x",
                    line=dict(color=LINE_COLOR, dash="dash"))
    _add_points(fig, y_true, y_pred, outside, labels)
    return layout(fig, x_title=labels.actual, y_title=labels.predicted,
                  title=labels.scatter_title)


def _residuals_in_steps(y_pred, residual, outside, tolerance, labels) -> go.Figure:
    fig = go.Figure()
    _add_points(fig, y_pred, residual, outside, labels)
    horizontal_line(fig, 0, line=dict(color=LINE_COLOR, dash="dash"))
    for level in (-tolerance, tolerance):
        horizontal_line(fig, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    return layout(fig, x_title=labels.predicted, y_title=labels.residual,
                  title=labels.residuals_title)


def _histogram_in_steps(edges, counts, tolerance, labels) -> go.Figure:
    fig = go.Figure()
    fig.add_bar(x=(edges[:-1] + edges[1:]) / 2, y=counts, width=np.diff(edges),
                marker_color=INSIDE_COLOR, name=labels.rows)
    fig.update_layout(bargap=0, showlegend=False)
    for level in (-tolerance, tolerance):
        vertical_line(fig, level, line=dict(color=OUTSIDE_COLOR, dash="dot"))
    return layout(fig, x_title=labels.residual, y_title=labels.rows,
                  title=labels.histogram_title)


def _qq_in_steps(theoretical, ordered, slope, intercept, labels) -> go.Figure:
    ends = np.array([theoretical[0], theoretical[-1]], dtype=float)
    fig = go.Figure()
    fig.add_scattergl(x=theoretical, y=ordered, mode="markers", name=labels.qq_points,
                      marker=dict(color=INSIDE_COLOR, size=5, opacity=0.6))
    fig.add_scatter(x=ends, y=slope * ends + intercept, mode="lines", name=labels.qq_line,
                    line=dict(color=OUTSIDE_COLOR, dash="dash"))
    return layout(fig, x_title=labels.normal_quantile, y_title=labels.residual,
                  title=labels.qq_title)


def _rec_in_steps(tolerance, accuracy, current, share, labels) -> go.Figure:
    fig = go.Figure()
    fig.add_scatter(x=tolerance, y=accuracy, mode="lines", name=labels.rec,
                    line=dict(color=INSIDE_COLOR, shape="hv"))
    fig.add_scatter(x=[current], y=[share], mode="markers", name=labels.current,
                    marker=dict(color=OUTSIDE_COLOR, size=12, line=dict(color="black", width=1)))
    fig.update_yaxes(range=[-0.02, 1.02])
    return layout(fig, x_title=labels.tolerance, y_title=labels.share, title=labels.rec_title)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), rows=st.integers(2, 300), tolerance=st.floats(0, 3),
       bins=st.integers(1, 40), lang=st.sampled_from(["en", "zh"]))
def test_the_regression_figures_are_the_steps_they_replace(seed, rows, tolerance, bins, lang):
    rng = np.random.default_rng(seed)
    labels = regression_labels(translator(lang))
    y_true = rng.normal(0, 2, rows)
    y_pred = y_true + rng.normal(0, 1, rows)
    residual = y_true - y_pred
    outside = np.abs(residual) > tolerance
    assert _json(predicted_vs_actual_figure(y_true, y_pred, outside, tolerance,
                                            labels=labels)) == _json(
        _scatter_in_steps(y_true, y_pred, outside, tolerance, labels))
    assert _json(residuals_figure(y_pred, residual, outside, tolerance, labels=labels)) == _json(
        _residuals_in_steps(y_pred, residual, outside, tolerance, labels))
    counts, edges = np.histogram(residual, bins=bins)
    assert _json(residual_histogram_figure(edges, counts, tolerance, labels=labels)) == _json(
        _histogram_in_steps(edges, counts, tolerance, labels))
    theoretical, ordered = np.sort(rng.normal(size=rows)), np.sort(residual)
    slope, intercept = float(rng.random()), float(rng.normal())
    assert _json(qq_figure(theoretical, ordered, slope, intercept, labels=labels)) == _json(
        _qq_in_steps(theoretical, ordered, slope, intercept, labels))
    steps = np.sort(np.abs(residual))
    share = float(np.mean(np.abs(residual) <= tolerance))
    assert _json(rec_figure(steps, np.linspace(0, 1, rows), tolerance, share,
                            labels=labels)) == _json(
        _rec_in_steps(steps, np.linspace(0, 1, rows), tolerance, share, labels))

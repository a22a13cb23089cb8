"""The Folds page's four figures (every fold's ROC with the vertical average, every fold's P-R,
the threshold-averaged ROC, the per-fold differences), made in one step from dicts, against the
same figures made in steps (traces added one by one, the mean line by
:func:`horizontal_line`, then :func:`layout`): the same JSON for any folds, operating points
(undefined ones included), averages and differences (missing ones included)."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.folds import AveragedRoc, ThresholdAveragedRoc
from evalcore.view.binary import CURVE_COLOR, POINT_COLOR
from evalcore.view.folds import (AVERAGE_GROUP, BAND_COLOR, FOLD_WIDTH, PALETTE, DifferenceLabels,
                                 FoldCurveLabels, FoldLine, ThresholdAverageLabels,
                                 differences_figure, folds_pr_figure, folds_roc_figure,
                                 threshold_average_figure)
from evalcore.view.formatting import format_threshold
from evalcore.view.layout import PR_LINE_SHAPE, horizontal_line, layout, merge_layout
from evalcore.view.text import plot_text


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _square(fig, labels):
    layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True, title=labels.title)
    fig.update_yaxes(constrain="domain")
    return fig


def _diagonal(fig, name):
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=name,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")


def _fold_lines(fig, lines, labels, shape):
    fig.add_traces([dict(type="scatter", x=line.x, y=line.y, mode="lines",
                         name=labels.fold(plot_text(line.name)),
                         line=dict(color=PALETTE[i % len(PALETTE)], width=FOLD_WIDTH, shape=shape),
                         opacity=0.75, hovertemplate="(%{x:.3f}, %{y:.3f})", showlegend=False)
                    for i, line in enumerate(lines)])
    shown = [line.point for line in lines if None not in line.point]
    if shown:
        fig.add_scatter(x=[p[0] for p in shown], y=[p[1] for p in shown], mode="markers",
                        name=labels.points, text=[plot_text(line.name) for line in lines
                                                  if None not in line.point],
                        hovertemplate="%{text}: (%{x:.3f}, %{y:.3f})<extra></extra>",
                        marker=dict(size=9, color=POINT_COLOR, line=dict(color="white",
                                                                         width=1)))


def _roc_in_steps(lines, average, labels):
    fig = go.Figure()
    _diagonal(fig, labels.diagonal)
    if average is not None:
        upper = np.clip(average.tpr_mean + average.tpr_std, 0, 1)
        lower = np.clip(average.tpr_mean - average.tpr_std, 0, 1)
        fig.add_scatter(x=np.concatenate([average.fpr, average.fpr[::-1]]),
                        y=np.concatenate([upper, lower[::-1]]), fill="toself",
                        fillcolor=BAND_COLOR, line=dict(width=0), name=labels.band,
                        hoverinfo="skip", legendgroup=AVERAGE_GROUP, showlegend=False)
    _fold_lines(fig, lines, labels, "linear")
    if average is not None:
        fig.add_scatter(x=average.fpr, y=average.tpr_mean, mode="lines",
                        name=f"{labels.average} {labels.band}", legendgroup=AVERAGE_GROUP,
                        line=dict(color=CURVE_COLOR, width=3),
                        customdata=average.tpr_std,
                        hovertemplate="FPR %{x:.2f}: %{y:.3f} ± %{customdata:.3f}<extra></extra>")
    _square(fig, labels)
    return merge_layout(fig, {"legend": {"traceorder": "normal"}})


def _pr_in_steps(lines, labels):
    fig = go.Figure()
    _fold_lines(fig, lines, labels, PR_LINE_SHAPE)
    return _square(fig, labels)


def _average_in_steps(average, labels):
    fig = go.Figure()
    _diagonal(fig, labels.diagonal)
    fig.add_scatter(
        x=average.fpr_mean, y=average.tpr_mean, mode="lines+markers", name=labels.average,
        line=dict(color=CURVE_COLOR, width=2), marker=dict(size=6),
        error_x=dict(type="data", array=average.fpr_std, color="gray", thickness=1),
        error_y=dict(type="data", array=average.tpr_std, color="gray", thickness=1),
        customdata=[format_threshold(v, labels.all_negative) for v in average.shown],
        hovertemplate=f"{labels.threshold_word} %{{customdata}}: (%{{x:.3f}}, %{{y:.3f}})"
        "<extra></extra>")
    return _square(fig, labels)


def _differences_in_steps(names, differences, labels):
    values = [np.nan if d is None else d for d in differences]
    shown = [plot_text(n) for n in names]
    fig = go.Figure(go.Bar(x=shown, y=values, name=labels.bars, marker_color=CURVE_COLOR,
                           hovertemplate="%{x}: %{y:.4f}<extra></extra>"))
    finite = [v for v in values if np.isfinite(v)]
    if finite:
        horizontal_line(fig, float(np.mean(finite)), line=dict(color=POINT_COLOR, dash="dash"),
                        text=labels.mean)
    fig.update_xaxes(type="category")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


CURVES = FoldCurveLabels(fold=lambda name: f"fold {name}", diagonal="随机猜测", points="points",
                         x_title="FPR", y_title="TPR", title="<b>folds</b>",
                         average="vertical average", band="±1σ")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), folds=st.integers(1, 12), points=st.integers(2, 60),
       undefined=st.floats(0, 1), averaged=st.booleans())
def test_the_folds_figures_are_the_steps_they_replace(seed, folds, points, undefined,
                                                      averaged):
    rng = np.random.default_rng(seed)
    lines = [FoldLine(name=f"r1/<i>{i}</i>", x=np.sort(rng.random(points)),
                      y=np.sort(rng.random(points)),
                      point=(None, None) if rng.random() < undefined else
                      (float(rng.random()), float(rng.random())))
             for i in range(folds)]
    grid = np.linspace(0, 1, points)
    average = AveragedRoc(fpr=grid, tpr=rng.random((folds, points)), tpr_mean=rng.random(points),
                          tpr_std=rng.random(points) / 3) if averaged else None
    assert _json(folds_roc_figure(lines, average, labels=CURVES)) == _json(
        _roc_in_steps(lines, average, CURVES))
    assert _json(folds_pr_figure(lines, labels=CURVES)) == _json(_pr_in_steps(lines, CURVES))
    thresholds = np.concatenate([[np.inf], np.sort(rng.random(points))[::-1]])
    by_threshold = ThresholdAveragedRoc(
        thresholds=thresholds, fpr=rng.random((folds, points + 1)),
        tpr=rng.random((folds, points + 1)), fpr_mean=rng.random(points + 1),
        fpr_std=rng.random(points + 1) / 4, tpr_mean=rng.random(points + 1),
        tpr_std=rng.random(points + 1) / 4, shown=thresholds)
    average_labels = ThresholdAverageLabels(average="mean", threshold_word="阈值",
                                            all_negative="all negative", diagonal="chance",
                                            x_title="FPR", y_title="TPR", title="by threshold")
    assert _json(threshold_average_figure(by_threshold, labels=average_labels)) == _json(
        _average_in_steps(by_threshold, average_labels))
    names = [line.name for line in lines]
    differences = [None if rng.random() < undefined else float(rng.normal()) for _ in names]
    difference_labels = DifferenceLabels(bars="A − B", mean="mean", x_title="fold",
                                         y_title="AUC", title="differences")
    assert _json(differences_figure(names, differences, labels=difference_labels)) == _json(
        _differences_in_steps(names, differences, difference_labels))

"""The Cost Curve page's two figures (the lower envelope with the threshold's line, the ROC
convex hull with the iso-cost line), made in one step from dicts, against the same figures made
in steps (traces and annotations added one by one, the points by :func:`point_marker`, then
:func:`layout`): the same JSON for any scores, threshold (nothing or everything predicted
positive included), PC(+) on either side of the marker's label switch, in both languages."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.binary import threshold_sweep
from evalcore.cost import cost_curve, cost_lines, iso_cost_line, operating_costs
from evalcore.view.binary import CURVE_COLOR, POINT_COLOR
from evalcore.view.cost import (BEST_COLOR, HULL_COLOR, MARKER_COLOR, POINT_ROOM,
                                CostCurveLabels, RocHullLabels, cost_curve_figure,
                                roc_hull_figure)
from evalcore.view.cost_summary import CostSummary
from evalcore.view.labels.cost import cost_curve_labels, roc_hull_labels
from evalcore.view.language import translator
from evalcore.view.layout import layout, point_marker, two_lines


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _named_in_plot(fig, text, *, x, y, xanchor, yanchor, xshift=0):
    fig.add_annotation(x=x, y=y, xref="x", yref="y", text=text, showarrow=False,
                       xanchor=xanchor, yanchor=yanchor, xshift=xshift,
                       bgcolor="rgba(255, 255, 255, 0.85)", borderpad=1,
                       font=dict(size=11, color="#555555"))


def _curve_in_steps(curve, lines, pc, best, threshold_line, threshold_cost,
                    labels: CostCurveLabels) -> go.Figure:
    fig = go.Figure()
    x, y = [], []
    for start, end in zip(lines.fpr.tolist(), lines.fnr.tolist()):
        x += [0.0, 1.0, None]
        y += [start, end, None]
    fig.add_scatter(x=x, y=y, mode="lines", hoverinfo="skip", name=labels.lines,
                    line=dict(color="rgba(42, 63, 95, 0.18)", width=1))
    for name, start in ((labels.always_negative, 0.0), (labels.always_positive, 1.0)):
        fig.add_scatter(x=[0, 1], y=[start, 1 - start], mode="lines", name=name,
                        showlegend=False, line=dict(color="gray", dash="dash"),
                        hoverinfo="skip")
        _named_in_plot(fig, name, x=1 - start, y=1, xanchor="right" if start == 0 else "left",
                       yanchor="top")
    fig.add_scatter(x=curve.pc, y=curve.cost, mode="lines+markers", name=labels.envelope,
                    line=dict(color=CURVE_COLOR, width=4), marker=dict(size=5),
                    hovertemplate="PC(+) %{x:.4f}<br>%{y:.4f}<extra></extra>")
    fig.add_scatter(x=[0, 1], y=list(threshold_line), mode="lines", name=labels.threshold_line,
                    line=dict(color=POINT_COLOR, width=2.5))
    fig.add_scatter(x=[pc, pc], y=[0, 1], mode="lines", name=labels.pc_marker, showlegend=False,
                    line=dict(color=MARKER_COLOR, dash="dot", width=2),
                    hovertemplate="PC(+) %{x:.4f}<extra></extra>")
    right = pc <= 0.75
    _named_in_plot(fig, labels.pc_marker, x=pc, y=0, xanchor="left" if right else "right",
                   yanchor="bottom", xshift=POINT_ROOM if right else -POINT_ROOM)
    point_marker(fig, pc, threshold_cost, labels.current, POINT_COLOR)
    point_marker(fig, pc, best.cost, labels.best, BEST_COLOR, "diamond")
    fig.update_xaxes(range=[0, 1])
    fig.update_yaxes(range=[0, 1])
    return layout(fig, x_title=labels.x_title, y_title=two_lines(labels.y_title),
                  title=labels.title)


def _hull_in_steps(roc, curve, best, iso_line, point, labels: RocHullLabels) -> go.Figure:
    fig = go.Figure()
    fig.add_scatter(x=roc.fpr, y=roc.tpr, mode="lines", name=labels.roc,
                    line=dict(color=CURVE_COLOR))
    fig.add_scatter(x=curve.hull_fpr, y=curve.hull_tpr, mode="lines+markers",
                    name=labels.hull, line=dict(color=HULL_COLOR, width=2),
                    marker=dict(size=6))
    fig.add_scatter(x=list(iso_line[0]), y=list(iso_line[1]), mode="lines",
                    name=labels.iso, line=dict(color=BEST_COLOR, dash="dash"))
    point_marker(fig, *point, labels.operating_point, POINT_COLOR)
    point_marker(fig, best.fpr, best.tpr, labels.optimal_vertex, BEST_COLOR, "diamond")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                  title=labels.title)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), rows=st.integers(2, 300), threshold=st.floats(-0.1, 1.1),
       prior=st.floats(0.01, 0.99), cost_fn=st.floats(0.1, 10),
       lang=st.sampled_from(["en", "zh"]), titled=st.booleans())
def test_the_cost_figures_are_the_steps_they_replace(seed, rows, threshold, prior, cost_fn,
                                                     lang, titled):
    rng = np.random.default_rng(seed)
    y = rng.random(rows) < 0.4
    y[:2] = [True, False]
    sweep = threshold_sweep(y, np.round(rng.random(rows), 2))
    roc = sweep.roc()
    curve = cost_curve(roc.fpr, roc.tpr, roc.thresholds)
    lines = cost_lines(roc.fpr, roc.tpr, curve, max_lines=50)
    confusion = sweep.confusion_at(threshold)
    costs = operating_costs(curve, confusion, cost_fn=cost_fn, prior=prior)
    tr = translator(lang)
    summary = CostSummary(curve=curve, lines=lines, total_lines=roc.fpr.size, roc=roc,
                          prior=prior)
    labels = cost_curve_labels(tr, summary)
    if titled:
        labels = CostCurveLabels(**{**labels.__dict__, "title": "<b>cost</b> 代价"})
    line = (confusion.fpr, 1 - confusion.tpr)
    assert _json(cost_curve_figure(curve, lines, pc=costs.pc, best=costs.best,
                                   threshold_line=line, threshold_cost=costs.threshold_cost,
                                   labels=labels)) == _json(
        _curve_in_steps(curve, lines, costs.pc, costs.best, line, costs.threshold_cost, labels))
    iso = iso_cost_line(costs.best.fpr, costs.best.tpr, costs.pc)
    hull_labels = roc_hull_labels(tr)
    point = (confusion.fpr, confusion.tpr)
    assert _json(roc_hull_figure(roc, curve, best=costs.best, iso_line=iso, point=point,
                                 labels=hull_labels)) == _json(
        _hull_in_steps(roc, curve, costs.best, iso, point, hull_labels))

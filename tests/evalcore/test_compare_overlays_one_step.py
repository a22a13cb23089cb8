"""The binary comparison's three overlays (ROC, P-R, cost curves), made in one step from dicts,
against the same figures made the library's way (an empty figure, each lead shaded by Plotly's
``add_vrect``, each trace added, the layout updated, the cost axes by ``update_xaxes`` and
``update_yaxes``): the same JSON for any two scorers, operating points (undefined included),
whole or simplified P-R curves, leads from none to more than are shaded, in both languages."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

import evalcore as ec
from evalcore.view.compare.binary import (MAX_SHADED, CostOverlayLabels, OverlayLabels,
                                          cost_overlay, cost_range, pr_overlay, roc_overlay)
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.view.language import translator
from evalcore.view.layout import ap_steps
from evalcore.view.text import plot_text


def _library_figure(dominance) -> go.Figure:
    fig = go.Figure()
    if len(dominance.leads) <= MAX_SHADED:
        for leader, lo, hi in dominance.leads:
            if hi > lo:
                fig.add_vrect(x0=lo, x1=hi, fillcolor=MODEL_COLORS["AB".index(leader)],
                              opacity=0.07, layer="below", line_width=0)
    return fig


def _library_layout(fig: go.Figure, x_title: str, y_title: str, square: bool) -> go.Figure:
    fig.update_layout(margin=dict(l=10, r=10, t=30, b=10), hovermode="closest",
                      legend=dict(orientation="h", yref="container", y=0, yanchor="bottom"))
    fig.update_xaxes(title_text=x_title, automargin=True)
    fig.update_yaxes(title_text=y_title, automargin=True)
    if square:
        fig.update_layout(margin_r=45)
        fig.update_xaxes(range=[-0.02, 1.02], constrain="domain")
        fig.update_yaxes(range=[-0.02, 1.02], scaleanchor="x", scaleratio=1, constrain="domain")
    return fig


def _library_curve(fig: go.Figure, x, y, name: str, color: str, shape: str = "linear") -> None:
    fig.add_scatter(x=np.asarray(x, dtype=np.float32), y=np.asarray(y, dtype=np.float32),
                    mode="lines", name=name, line=dict(color=color, width=2.5, shape=shape),
                    hovertemplate="%{x:.4f}, %{y:.4f}")


def _library_point(fig: go.Figure, x, y, name: str, color: str, symbol: str = "circle") -> None:
    if x is not None and y is not None:
        fig.add_scatter(x=[x], y=[y], mode="markers", name=name, cliponaxis=False,
                        marker=dict(size=13, color=color, symbol=symbol,
                                    line=dict(color="white", width=1.5)))


def _library_roc(curves, names, aucs, points, dominance, labels) -> go.Figure:
    fig = _library_figure(dominance)
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.reference,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    for curve, name, auc, point, color in zip(curves, map(plot_text, names), aucs, points,
                                              MODEL_COLORS):
        _library_curve(fig, curve.fpr, curve.tpr, labels.curve(name, f"{auc:.4f}"), color)
        _library_point(fig, *point, labels.point(name), color)
    return _library_layout(fig, labels.x_title, labels.y_title, square=True)


def _library_pr(curves, names, aps, points, beps, dominance, labels, steps) -> go.Figure:
    fig = _library_figure(dominance)
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.reference,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    for curve, name, ap, point, bep, color, whole in zip(curves, map(plot_text, names), aps,
                                                         points, beps, MODEL_COLORS, steps):
        x, y = (ap_steps(curve.recall, curve.precision)[:2] if whole
                else (curve.recall, curve.precision))
        _library_curve(fig, x, y, labels.curve(name, f"{ap:.4f}"), color,
                       "hv" if whole else "linear")
        _library_point(fig, bep.value, bep.value, labels.bep(name), color, "star")
        _library_point(fig, *point, labels.point(name), color)
    return _library_layout(fig, labels.x_title, labels.y_title, square=True)


def _library_cost(curves, names, dominance, labels) -> go.Figure:
    fig = _library_figure(dominance)
    for name, start in ((labels.always_negative, 0.0), (labels.always_positive, 1.0)):
        fig.add_scatter(x=[0, 1], y=[start, 1 - start], mode="lines", name=name,
                        line=dict(color="gray", dash="dash"), hoverinfo="skip")
    for curve, name, color in zip(curves, map(plot_text, names), MODEL_COLORS):
        _library_curve(fig, curve.pc, curve.cost, labels.curve(name, f"{curve.area:.4f}"),
                       color)
    fig.update_xaxes(range=[0, 1])
    fig.update_yaxes(range=cost_range(curves))
    return _library_layout(fig, labels.x_title, labels.y_title, square=False)


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), rows=st.integers(4, 300), noise=st.floats(0.05, 3),
       undefined=st.booleans(), steps=st.tuples(st.booleans(), st.booleans()),
       twins=st.booleans(), lang=st.sampled_from(["en", "zh"]),
       names=st.sampled_from([("A", "B"), ("<b>x</b>", "模型 B")]))
def test_the_overlays_are_the_library_s(seed, rows, noise, undefined, steps, twins, lang,
                                        names):
    """``twins``: B's scores are A's slightly moved, so that the curves cross many times."""
    rng = np.random.default_rng(seed)
    y = np.r_[0, 1, rng.integers(0, 2, rows - 2)]
    first = np.round(y + rng.normal(0, noise, rows), int(rng.integers(1, 4)))
    scores = [first, first + rng.normal(0, 0.01, rows) if twins
              else np.round(y + rng.normal(0, noise, rows), 2)]
    result = ec.compare(ec.binary(y, scores[0]), ec.binary(y, scores[1])).result
    tr = translator(lang)
    labels = OverlayLabels(reference=tr("chance"),
                           point=lambda name: tr("compare_point_of", name=name),
                           curve=lambda name, area: tr("compare_curve_auc", name=name, auc=area),
                           bep=lambda name: tr("compare_bep_of", name=name),
                           x_title=tr("fpr_axis"), y_title=tr("tpr_axis"))
    points = [(None, 0.5), (0.25, 0.75)] if undefined else [(0.1, 0.9), (0.3, 0.6)]
    aucs = (0.8125, 0.5)
    assert _json(roc_overlay(result.roc, names, aucs, points, result.roc_dominance,
                             labels=labels)) == _json(
        _library_roc(result.roc, names, aucs, points, result.roc_dominance, labels))
    assert _json(pr_overlay(result.pr, names, aucs, points, result.bep, result.pr_dominance,
                            labels=labels, steps=steps)) == _json(
        _library_pr(result.pr, names, aucs, points, result.bep, result.pr_dominance, labels,
                    steps))
    cost_labels = CostOverlayLabels(
        always_negative=tr("cost_always_negative"), always_positive=tr("cost_always_positive"),
        curve=lambda name, area: tr("compare_cost_area_of", name=name, area=area),
        x_title=tr("cost_x_axis"), y_title=tr("cost_y_axis"))
    assert _json(cost_overlay(result.cost, names, result.cost_dominance,
                              labels=cost_labels)) == _json(
        _library_cost(result.cost, names, result.cost_dominance, cost_labels))


def test_the_leads_are_shaded_up_to_the_bound_and_not_past_it():
    """Past :data:`MAX_SHADED` leads (two scorers a little apart on many rows cross more often
    than that) none is shaded; below it, each lead in its model's color."""
    rng = np.random.default_rng(7)
    y, score = rng.integers(0, 2, 4000), rng.random(4000)
    many = ec.compare(ec.binary(y, score),
                      ec.binary(y, score + rng.normal(0, 0.01, 4000))).result
    assert len(many.roc_dominance.leads) > MAX_SHADED
    labels = OverlayLabels(reference="r", point=str, curve=lambda n, a: n, x_title="x",
                           y_title="y", bep=str)
    figure = roc_overlay(many.roc, ("A", "B"), (0.5, 0.5), [(None, None)] * 2,
                         many.roc_dominance, labels=labels)
    assert figure.layout.shapes == ()
    few = ec.compare(ec.binary([0, 1, 0, 1], [0.1, 0.9, 0.4, 0.6]),
                     ec.binary([0, 1, 0, 1], [0.6, 0.5, 0.1, 0.9])).result
    figure = roc_overlay(few.roc, ("A", "B"), (1.0, 0.75), [(None, None)] * 2,
                         few.roc_dominance, labels=labels)
    assert [shape.fillcolor for shape in figure.layout.shapes] == [
        MODEL_COLORS["AB".index(leader)] for leader, lo, hi in few.roc_dominance.leads
        if hi > lo]
    assert figure.layout.shapes

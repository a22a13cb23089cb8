"""The k-model comparison's overlays (every model's curve and point, or its measure against k),
made in one step from dicts, against the same figures made in steps (traces added, the legend's
group click set, the axes updated, then :func:`layout`): the same JSON for any number of models,
points (none included), reference line, staircase and largest k, one call after another."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.view.compare.many import ManyCurve, many_against_k, many_overlay, model_color
from evalcore.view.layout import PR_LINE_SHAPE, integer_ticks, layout


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _model_traces_in_steps(fig: go.Figure, curves, shape: str) -> None:
    for i, curve in enumerate(curves):
        fig.add_scatter(x=curve.x, y=curve.y, mode="lines", name=curve.label,
                        legendgroup=f"model{i}",
                        line=dict(color=model_color(i), width=2, shape=shape))
        if curve.point is not None:
            fig.add_scatter(x=[curve.point[0]], y=[curve.point[1]], mode="markers",
                            legendgroup=f"model{i}", showlegend=False, hoverinfo="skip",
                            marker=dict(color=model_color(i), size=12,
                                        line=dict(color="white", width=1)))
    fig.update_layout(legend=dict(groupclick="togglegroup"))


def _overlay_in_steps(curves, x_title, y_title, reference, steps) -> go.Figure:
    fig = go.Figure()
    if reference is not None:
        fig.add_scatter(x=list(reference[0]), y=list(reference[1]), mode="lines",
                        name=reference[2], line=dict(color="gray", dash="dot"))
    _model_traces_in_steps(fig, curves, PR_LINE_SHAPE if steps else "linear")
    return layout(fig, x_title=x_title, y_title=y_title, square=True)


def _against_k_in_steps(curves, largest, y_title) -> go.Figure:
    fig = go.Figure()
    _model_traces_in_steps(fig, curves, "linear")
    fig.update_yaxes(range=[-0.02, 1.02])
    integer_ticks(fig, int(largest))
    return layout(fig, x_title="k", y_title=y_title)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), models=st.integers(1, 12), points=st.integers(1, 50),
       with_points=st.booleans(), reference=st.booleans(), steps=st.booleans(),
       largest=st.integers(1, 500))
def test_the_many_model_figures_are_the_steps_they_replace(seed, models, points, with_points,
                                                          reference, steps, largest):
    rng = np.random.default_rng(seed)
    curves = [ManyCurve(x=np.sort(rng.random(points)), y=np.sort(rng.random(points)),
                        point=(float(rng.random()), float(rng.random()))
                        if with_points and i % 2 == 0 else None, label=f"<b>m{i}</b> 0.5")
              for i in range(models)]
    line = ([0, 1], [0, 1], "chance") if reference else None
    for _ in range(2):  # a second call draws the same: no setting is kept from the first
        assert _json(many_overlay(curves, x_title="FPR", y_title="TPR", reference=line,
                                  steps=steps)) == _json(
            _overlay_in_steps(curves, "FPR", "TPR", line, steps))
        assert _json(many_against_k(curves, largest=largest, y_title="NDCG")) == _json(
            _against_k_in_steps(curves, largest, "NDCG"))

"""The ROC and the P-R figure, made in one step from dicts, against the same figures made the
library's way (traces added one by one, each point by ``add_trace`` and its label by
``add_annotation``, the layout merged after, the log FPR axis by ``update_traces`` and
``update_xaxes``): the same JSON for any scores, weights, operating points (undefined
included), landmark, log axis, baseline and point text, in both languages."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.binary import threshold_sweep
from evalcore.view.binary import (CURVE_COLOR, ISO_F1_LEVELS, POINT_COLOR, CurveLabels,
                                  _curve_hover, log_fpr_decade, pr_figure, roc_figure)
from evalcore.view.language import translator
from evalcore.view.layout import PR_LINE_SHAPE, ap_steps, layout, point_marker


def _diagonal_and_curve(fig, curve, x, y, labels, shape="linear") -> None:
    customdata, template = _curve_hover(curve, labels)
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    fig.add_scatter(x=x, y=y, mode="lines", name=labels.curve,
                    line=dict(color=CURVE_COLOR, shape=shape), customdata=customdata,
                    hovertemplate=template)


def _roc_in_steps(curve, point, youden, labels, log_fpr) -> go.Figure:
    fig = go.Figure()
    _diagonal_and_curve(fig, curve, curve.fpr, curve.tpr, labels)
    point_marker(fig, *youden, labels.landmark, "#2ca02c", "diamond")
    point_marker(fig, *point, labels.operating_point, POINT_COLOR)
    fig = layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                 title=labels.title)
    if log_fpr:
        decade = log_fpr_decade(curve.fpr)
        chance = np.logspace(decade, 0.0, 100)
        fig.update_traces(x=chance, y=chance, selector=dict(name=labels.diagonal))
        ticks = [m * 10.0 ** e for e in range(decade, 0) for m in (1, 2, 5)] + [1.0]
        fig.update_xaxes(type="log", range=[decade - 0.02, 0.02], constrain=None,
                         tickvals=ticks, tickformat="~g")
        fig.update_yaxes(scaleanchor=None, constrain=None)
    return fig


def _pr_in_steps(curve, point, bep, labels, baseline) -> go.Figure:
    recall = np.linspace(0.01, 1, 200)
    fig = go.Figure()
    for level in ISO_F1_LEVELS:
        r = recall[recall > level / 2]
        fig.add_scatter(x=r, y=level * r / (2 * r - level), mode="lines", showlegend=False,
                        line=dict(color="lightgray", width=1), hoverinfo="skip")
        fig.add_annotation(x=1, y=level / (2 - level), text=f"F1={level}", showarrow=False,
                           xanchor="left", font=dict(size=10, color="gray"))
    x, y, index = ap_steps(curve.recall, curve.precision)
    if baseline is not None:
        fig.add_scatter(x=[0, 1], y=[baseline, baseline], mode="lines", name=labels.baseline,
                        line=dict(color="#8c564b", dash="dash"), hoverinfo="skip")
    _diagonal_and_curve(fig, curve.take(index), x, y, labels, PR_LINE_SHAPE)
    point_marker(fig, *point, labels.operating_point, POINT_COLOR, size=17,
                 text=labels.point_text)
    point_marker(fig, *bep, labels.landmark, "#9467bd", "star")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                  title=labels.title)


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), rows=st.integers(2, 200), weighted=st.booleans(),
       point=st.sampled_from([(0.2, 0.7), (None, 0.4), (0.9, None), (0.05, 0.95)]),
       landmark=st.tuples(st.floats(0, 1), st.floats(0, 1)), log_fpr=st.booleans(),
       baseline=st.one_of(st.none(), st.floats(0, 1)), titled=st.booleans(),
       point_text=st.sampled_from(["", "P=0.60<br>R=0.60"]), lang=st.sampled_from(["en", "zh"]))
def test_the_curve_figures_are_the_library_s(seed, rows, weighted, point, landmark, log_fpr,
                                             baseline, titled, point_text, lang):
    rng = np.random.default_rng(seed)
    y = np.r_[0, 1, rng.integers(0, 2, rows)]
    scores = np.round(rng.random(rows + 2), int(rng.integers(1, 4)))
    weights = rng.uniform(0.1, 3, rows + 2) if weighted else None
    sweep = threshold_sweep(y == 1, scores, sample_weight=weights)
    tr = translator(lang)
    labels = CurveLabels(diagonal=tr("chance"), curve="ROC (AUC = 0.8125)", landmark="Youden",
                         operating_point=tr("compare_point_of", name="A"),
                         threshold_word="t", x_title=tr("fpr_axis"), y_title=tr("tpr_axis"),
                         title=tr("roc_header") if titled else "", point_text=point_text,
                         baseline="prevalence")
    roc = sweep.roc()
    assert _json(roc_figure(roc, point=point, youden=landmark, labels=labels,
                            log_fpr=log_fpr)) == _json(
        _roc_in_steps(roc, point, landmark, labels, log_fpr))
    pr = sweep.pr()
    assert _json(pr_figure(pr, point=point, bep=landmark, labels=labels,
                           baseline=baseline)) == _json(
        _pr_in_steps(pr, point, landmark, labels, baseline))

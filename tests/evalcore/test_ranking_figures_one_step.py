"""The Ranking page's metrics-against-k and one query's DCG figures, made in one step from
dicts, against the same figures made in steps (traces added, the k line by
:func:`vertical_line`, whole-number ticks by :func:`integer_ticks`, then :func:`layout`): the
same JSON for any list lengths, values and k, in both languages."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.decimate import decimate_curve
from evalcore.ranking import MetricCurves
from evalcore.view.language import translator
from evalcore.view.layout import integer_ticks, layout, vertical_line
from evalcore.view.ranking import (CURVE_COLORS, GAIN_COLOR, IDEAL_COLOR, DcgLabels,
                                   MetricCurvesLabels, dcg_figure, metric_curves_figure)


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _curves_in_steps(curves: MetricCurves, k: int, labels: MetricCurvesLabels) -> go.Figure:
    fig = go.Figure()
    for name, values in (("precision", curves.precision), ("recall", curves.recall),
                         ("ndcg", curves.ndcg)):
        keep = decimate_curve(curves.k, values)
        fig.add_scatter(x=curves.k[keep], y=values[keep], mode="lines+markers",
                        name=labels.curves[name],
                        line=dict(color=CURVE_COLORS[name]), marker=dict(size=4))
    vertical_line(fig, k, line=dict(color="black", dash="dash"), text=labels.k_line)
    fig.update_yaxes(range=[-0.02, 1.02])
    integer_ticks(fig, int(curves.k[-1]))
    return layout(fig, x_title="k", y_title=labels.y_title, hovermode="x unified")


def _dcg_in_steps(detail: pd.DataFrame, k: int, labels: DcgLabels) -> go.Figure:
    fig = go.Figure()
    fig.add_bar(x=detail["rank"], y=detail["gain"] * detail["discount"],
                name=labels.discounted_gain, marker_color=GAIN_COLOR)
    fig.add_scatter(x=detail["rank"], y=detail["dcg"], mode="lines+markers", name="DCG@r",
                    line=dict(color=CURVE_COLORS["ndcg"]))
    fig.add_scatter(x=detail["rank"], y=detail["ideal_dcg"], mode="lines+markers",
                    name=labels.ideal_dcg, line=dict(color=IDEAL_COLOR, dash="dot"))
    vertical_line(fig, min(k, int(np.max(detail["rank"]))) + 0.5,
                  line=dict(color="black", dash="dash"), text=labels.k_line)
    integer_ticks(fig, int(np.max(detail["rank"])))
    return layout(fig, x_title=labels.x_title, y_title="DCG", hovermode="x unified")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), longest=st.integers(1, 400), k=st.integers(1, 450),
       lang=st.sampled_from(["en", "zh"]))
def test_the_ranking_figures_are_the_steps_they_replace(seed, longest, k, lang):
    rng = np.random.default_rng(seed)
    t = translator(lang)
    curves = MetricCurves(k=np.arange(1, longest + 1), precision=rng.random(longest),
                          recall=np.sort(rng.random(longest)), ndcg=rng.random(longest))
    labels = MetricCurvesLabels(
        curves={name: t(f"ranking_label_{name}_at_k") for name in ("precision", "recall", "ndcg")},
        k_line=t("ranking_k_short", k=k), y_title=t("ranking_mean_over_queries"))
    assert _json(metric_curves_figure(curves, k, labels=labels)) == _json(
        _curves_in_steps(curves, k, labels))
    gain = rng.integers(0, 4, longest).astype(float)
    discount = 1 / np.log2(np.arange(2, longest + 2))
    detail = pd.DataFrame({"rank": np.arange(1, longest + 1), "gain": gain,
                           "discount": discount, "dcg": np.cumsum(gain * discount),
                           "ideal_dcg": np.cumsum(np.sort(gain)[::-1] * discount)})
    dcg_labels = DcgLabels(discounted_gain="折损增益", ideal_dcg="ideal DCG <b>",
                           k_line=labels.k_line, x_title="rank")
    assert _json(dcg_figure(detail, k, labels=dcg_labels)) == _json(
        _dcg_in_steps(detail, k, dcg_labels))

"""The Resampling lab's per-split estimates and out-of-bag figures, made in one step from dicts,
against the same figures made in steps (Plotly's ``add_hrect`` for the μ ± σ band, traces added
one by one, :func:`integer_ticks` and the axis updated with :func:`decimal_tick_settings`,
then :func:`layout`): the same JSON for any estimates, spreads and bounds (an MSE's open upper
end included), with and without this run's point."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from dashboard.resampling.figures import (BAR_COLOR, MEAN_COLOR, MEASURED_COLOR, THEORY_COLOR,
                                          EstimatesLabels, OobLabels, band_limits, oob_figure,
                                          split_estimates_figure)
from evalcore.evaluation_methods.lab import OobCurve
from evalcore.view.layout import decimal_tick_settings, integer_ticks, layout


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


def _estimates_in_steps(estimates, mean, std, labels, bounds) -> go.Figure:
    fig = go.Figure()
    splits = np.arange(1, estimates.size + 1)
    y0, y1, _ = band_limits(mean, std, bounds)
    fig.add_hrect(y0=y0, y1=y1, fillcolor=MEAN_COLOR, opacity=0.12, line_width=0)
    fig.add_bar(x=splits, y=estimates, name=labels.bars, marker_color=BAR_COLOR,
                hovertemplate="%{x}: %{y:.4f}<extra></extra>")
    fig.add_scatter(x=[0.5, estimates.size + 0.5], y=[mean, mean], mode="lines", name=labels.mean,
                    line=dict(color=MEAN_COLOR, width=2))
    fig.add_scatter(x=[None], y=[None], mode="lines", name=labels.band,
                    line=dict(color="rgba(214, 39, 40, 0.25)", width=10))
    integer_ticks(fig, int(estimates.size))
    fig.update_yaxes(**decimal_tick_settings(max(float(np.max(estimates, initial=0.0)), y1, mean)))
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


def _oob_in_steps(curve, this_run, labels) -> go.Figure:
    fig = go.Figure()
    fig.add_scatter(x=curve.sizes, y=curve.theory, mode="lines", name=labels.theory,
                    line=dict(color=THEORY_COLOR, width=2),
                    hovertemplate="m = %{x}: %{y:.4f}<extra></extra>")
    fig.add_scatter(x=curve.sizes, y=curve.measured, mode="markers", name=labels.measured,
                    marker=dict(color=MEASURED_COLOR, size=9),
                    error_y=dict(type="data", symmetric=False, visible=True,
                                 array=curve.measured_high - curve.measured,
                                 arrayminus=curve.measured - curve.measured_low),
                    hovertemplate="m = %{x}: %{y:.4f}<extra></extra>")
    fig.add_scatter(x=[curve.sizes.min(), curve.sizes.max()], y=[curve.limit] * 2, mode="lines",
                    name=labels.limit, line=dict(color="gray", dash="dash"))
    if this_run is not None:
        fig.add_scatter(x=[this_run[0]], y=[this_run[1]], mode="markers", name=labels.this_run,
                        marker=dict(color=MEAN_COLOR, size=14, symbol="star"))
    fig.update_xaxes(type="log")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


ESTIMATES = EstimatesLabels(bars="每次划分", mean="μ", band="μ ± σ", x_title="split",
                            y_title="<b>error</b>")
OOB = OobLabels(theory="(1 − 1/m)^m", measured="measured", limit="1/e", this_run="this run",
                x_title="m", y_title="share")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), splits=st.integers(1, 60), scale=st.floats(0, 50),
       open_above=st.booleans(), sizes=st.integers(2, 30), ran=st.booleans())
def test_the_resampling_figures_are_the_steps_they_replace(seed, splits, scale, open_above,
                                                           sizes, ran):
    rng = np.random.default_rng(seed)
    estimates = rng.random(splits) * (scale if open_above else 1.0)
    mean, std = float(estimates.mean()), float(estimates.std())
    bounds = (0.0, None if open_above else 1.0)
    assert _json(split_estimates_figure(estimates, mean, std, labels=ESTIMATES,
                                        bounds=bounds)) == _json(
        _estimates_in_steps(estimates, mean, std, ESTIMATES, bounds))
    m = np.unique(rng.integers(2, 2000, sizes))
    theory = (1 - 1 / m) ** m
    measured = theory + rng.normal(0, 0.01, m.size)
    curve = OobCurve(sizes=m, theory=theory, measured=measured,
                     measured_std=np.full(m.size, 0.01), rounds=200,
                     measured_low=measured - 0.02, measured_high=measured + 0.03)
    this_run = (int(m[0]), float(measured[0])) if ran else None
    assert _json(oob_figure(curve, this_run=this_run, labels=OOB)) == _json(
        _oob_in_steps(curve, this_run, OOB))

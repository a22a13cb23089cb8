"""Figures of the resampling lab: each split's estimate with μ ± σ, the estimate's spread over
random seeds per method side by side, and the out-of-bag share against (1 − 1/m)^m."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import (decimal_tick_settings, integer_tick_settings, integer_ticks,
                                  laid_out_figure, layout)
from evalcore.evaluation_methods.lab import OobCurve

BAR_COLOR = "#4c78a8"
MEAN_COLOR = "#d62728"
THEORY_COLOR = "#2a3f5f"
MEASURED_COLOR = "#ff7f0e"


@dataclass(frozen=True)
class EstimatesLabels:
    """Text of the per-split figure: the bars, the μ line, the μ ± σ band and the axis titles."""

    bars: str
    mean: str
    band: str
    x_title: str
    y_title: str


def band_limits(mean: float, std: float, bounds: tuple[float, float | None]
                ) -> tuple[float, float, bool]:
    """μ − σ and μ + σ cut to the measure's range ``bounds`` (low, high or None for no upper
    bound: an error rate lies in [0, 1], an MSE in [0, ∞)), and whether either was cut."""
    low, high = bounds
    y0 = max(mean - std, low)
    y1 = mean + std if high is None else min(mean + std, high)
    return y0, y1, bool(y0 != mean - std or y1 != mean + std)


def split_estimates_figure(estimates: np.ndarray, mean: float, std: float, *,
                           labels: EstimatesLabels,
                           bounds: tuple[float, float | None] = (0.0, 1.0)) -> go.Figure:
    """One bar per split (1, 2, …), the mean as a line and μ ± σ shaded, cut to the measure's
    range ``bounds`` (leave-one-out's 0/1 errors have σ larger than μ, and no error lies
    below 0); the value axis ends on a tick above the tallest bar and the band
    (:func:`~evalcore.view.layout.decimal_tick_settings`). Made in one step from dicts
    (:func:`~evalcore.view.layout.laid_out_figure`)."""
    splits = np.arange(1, estimates.size + 1)
    y0, y1, _ = band_limits(mean, std, bounds)
    traces = [dict(type="bar", x=splits, y=estimates, name=labels.bars,
                   marker=dict(color=BAR_COLOR), hovertemplate="%{x}: %{y:.4f}<extra></extra>"),
              dict(type="scatter", x=[0.5, estimates.size + 0.5], y=[mean, mean], mode="lines",
                   name=labels.mean, line=dict(color=MEAN_COLOR, width=2)),
              dict(type="scatter", x=[None], y=[None], mode="lines", name=labels.band,
                   line=dict(color="rgba(214, 39, 40, 0.25)", width=10))]
    settings = dict(
        shapes=[dict(type="rect", x0=0, x1=1, xref="x domain", y0=y0, y1=y1, yref="y",
                     fillcolor=MEAN_COLOR, opacity=0.12, line=dict(width=0))],
        xaxis=integer_tick_settings(int(estimates.size)),
        yaxis=decimal_tick_settings(max(float(np.max(estimates, initial=0.0)), y1, mean)))
    return laid_out_figure(traces, x_title=labels.x_title, y_title=labels.y_title,
                           settings=settings)


@dataclass(frozen=True)
class SpreadLabels:
    """Text of the spread figure: the leave-one-out line and the y-axis title (the methods' names
    are the keys of the spreads passed in)."""

    loo: str
    y_title: str


def spread_figure(spreads: Mapping[str, np.ndarray], *, loo: float | None,
                  labels: SpreadLabels) -> go.Figure:
    """A box with every point for each method (name → its estimate under each seed), side by
    side, and leave-one-out's single value as a dashed line when known."""
    fig = go.Figure()
    for name, values in spreads.items():
        fig.add_box(y=values, name=name, boxpoints="all", jitter=0.4, pointpos=0,
                    boxmean="sd", hovertemplate="%{y:.4f}<extra></extra>")
    if loo is not None:
        names = list(spreads)
        fig.add_scatter(x=[names[0], names[-1]], y=[loo, loo], mode="lines", name=labels.loo,
                        line=dict(color="black", dash="dash"))
    fig.update_layout(showlegend=loo is not None)
    return layout(fig, x_title="", y_title=labels.y_title)


@dataclass(frozen=True)
class OobLabels:
    """Text of the out-of-bag figure: theory, measurement, limit, this run and the axis titles."""

    theory: str
    measured: str
    limit: str
    this_run: str
    x_title: str
    y_title: str


def oob_figure(curve: OobCurve, *, this_run: tuple[int, float] | None,
               labels: OobLabels) -> go.Figure:
    """(1 − 1/m)^m as a line over m (log axis), the measured shares (mean) with bars from the
    2.5 % to the 97.5 % quantile of the draws (never below 0, as ±σ would be at m = 2), 1/e dashed,
    and this run's mean out-of-bag share (m, share) when the lab ran the bootstrap. Made in one
    step from dicts, as :func:`split_estimates_figure` is: both are built at every run of the
    lab."""
    traces = [
        dict(type="scatter", x=curve.sizes, y=curve.theory, mode="lines", name=labels.theory,
             line=dict(color=THEORY_COLOR, width=2),
             hovertemplate="m = %{x}: %{y:.4f}<extra></extra>"),
        dict(type="scatter", x=curve.sizes, y=curve.measured, mode="markers",
             name=labels.measured, marker=dict(color=MEASURED_COLOR, size=9),
             error_y=dict(type="data", symmetric=False, visible=True,
                          array=curve.measured_high - curve.measured,
                          arrayminus=curve.measured - curve.measured_low),
             hovertemplate="m = %{x}: %{y:.4f}<extra></extra>"),
        dict(type="scatter", x=[curve.sizes.min(), curve.sizes.max()], y=[curve.limit] * 2,
             mode="lines", name=labels.limit, line=dict(color="gray", dash="dash"))]
    if this_run is not None:
        traces.append(dict(type="scatter", x=[this_run[0]], y=[this_run[1]], mode="markers",
                           name=labels.this_run,
                           marker=dict(color=MEAN_COLOR, size=14, symbol="star")))
    return laid_out_figure(traces, x_title=labels.x_title, y_title=labels.y_title,
                           settings={"xaxis": {"type": "log"}})

"""Figures of the Risk & calibration page: the KS curve, the cumulative gains curve, the lift
chart and the reliability diagram. Pure: evalcore results and translated labels in, a figure out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go

from evalcore.view.binary import CURVE_COLOR, NEGATIVE_COLOR, POINT_COLOR, POSITIVE_COLOR
from evalcore.view.layout import (deep_merge, figure_from, laid_out_figure, layout,
                                  layout_settings, with_vertical_line)
from evalcore.view.text import plot_text

GAP_COLOR = "#2ca02c"
REFERENCE_LINE = dict(color="gray", dash="dash")


@dataclass(frozen=True)
class KSLabels:
    """Text of the KS figure: both CDFs, the gap (a function of its value), the shared
    threshold's line, the axes and the title."""

    negatives: str
    positives: str
    gap: Callable[[float], str]
    threshold: str
    x_title: str
    y_title: str
    title: str = ""


def ks_figure(negatives: tuple, positives: tuple, *, gap: tuple[float, float, float],
              threshold: float | None, labels: KSLabels) -> go.Figure:
    """Both classes' empirical CDFs against the score (each an (x, y) staircase polyline, drawn
    as given), the KS gap as a vertical segment (``gap``: score and the two shares there) and
    the shared threshold (None: all negative)."""
    at, low, high = gap
    settings: dict = dict(yaxis=dict(range=[-0.02, 1.02]))
    if threshold is not None and np.isfinite(threshold):
        _threshold_line(settings, threshold, labels.threshold)
    return laid_out_figure([
        *(dict(type="scatter", x=x, y=y, mode="lines", name=name, line=dict(color=color),
               hovertemplate="%{x}<br>%{y:.4f}<extra></extra>")
          for (x, y), name, color in ((negatives, labels.negatives, NEGATIVE_COLOR),
                                      (positives, labels.positives, POSITIVE_COLOR))),
        dict(type="scatter", x=[at, at], y=[low, high], mode="lines+markers",
             name=labels.gap(abs(high - low)), line=dict(color=GAP_COLOR, width=4),
             marker=dict(size=8))], x_title=labels.x_title, y_title=labels.y_title,
        title=labels.title, settings=settings)


def _threshold_line(settings: dict, threshold: float, text: str) -> None:
    """The shared threshold's dotted line, ``text`` at its top, added to the layout
    ``settings``."""
    with_vertical_line(settings, threshold, line=dict(color=POINT_COLOR, dash="dot", width=2),
                       text=text)


@dataclass(frozen=True)
class GainsLabels:
    """Text of the cumulative gains figure."""

    model: str
    random: str
    perfect: str
    x_title: str
    y_title: str
    title: str = ""


def gains_figure(share, gain, *, prior: float, edges: tuple[list, list],
                 labels: GainsLabels) -> go.Figure:
    """The gains curve (share of rows flagged → share of positives caught) with the groups' edges
    as markers, the random model's diagonal and the perfect model's line through (prior, 1)."""
    return laid_out_figure([
        dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.random,
             line=REFERENCE_LINE, hoverinfo="skip"),
        dict(type="scatter", x=[0, prior, 1], y=[0, 1, 1], mode="lines", name=labels.perfect,
             line=dict(color=GAP_COLOR, dash="dot"), hoverinfo="skip"),
        dict(type="scatter", x=share, y=gain, mode="lines", name=labels.model,
             line=dict(color=CURVE_COLOR), hovertemplate="%{x:.4f} → %{y:.4f}<extra></extra>"),
        dict(type="scatter", x=edges[0], y=edges[1], mode="markers", showlegend=False,
             marker=dict(color=CURVE_COLOR, size=7),
             hovertemplate="%{x:.4f} → %{y:.4f}<extra></extra>")],
        x_title=labels.x_title, y_title=labels.y_title, square=True, title=labels.title)


@dataclass(frozen=True)
class LiftLabels:
    """Text of the lift chart."""

    lift: str
    cum_lift: str
    baseline: str
    x_title: str
    y_title: str
    title: str = ""


def lift_figure(groups: list[int], lift: list[float], cum_lift: list[float], *,
                labels: LiftLabels) -> go.Figure:
    """Each group's lift as bars, the cumulative lift as a line, and lift 1 (random) dashed."""
    return laid_out_figure([
        dict(type="bar", x=groups, y=lift, name=labels.lift,
             marker=dict(color="rgba(42, 63, 95, 0.45)"),
             hovertemplate="%{x}: %{y:.3f}<extra></extra>"),
        dict(type="scatter", x=groups, y=cum_lift, mode="lines+markers", name=labels.cum_lift,
             line=dict(color=POINT_COLOR), hovertemplate="%{x}: %{y:.3f}<extra></extra>"),
        dict(type="scatter", x=[min(groups) - 0.5, max(groups) + 0.5], y=[1, 1], mode="lines",
             name=labels.baseline, line=REFERENCE_LINE, hoverinfo="skip")],
        x_title=labels.x_title, y_title=labels.y_title, title=labels.title,
        settings=dict(xaxis=dict(tickmode="array", tickvals=groups)))


@dataclass(frozen=True)
class ReliabilityLabels:
    """Text of the reliability diagram."""

    observed: str
    perfect: str
    counts: str
    x_title: str
    y_title: str
    counts_title: str
    title: str = ""


def reliability_figure(bins: list[dict], *, labels: ReliabilityLabels) -> go.Figure:
    """Each non-empty bin's mean predicted probability against its fraction of positives, with
    the 95 % interval as error bars; the diagonal (perfect calibration); the rows per bin as light
    bars on a second axis (empty bins show as no bar)."""
    shown = [b for b in bins if b["count"] > 0]
    x = [b["mean_predicted"] for b in shown]
    y = [b["fraction_positive"] for b in shown]
    return figure_from([
        dict(type="bar", x=[(b["lower"] + b["upper"]) / 2 for b in bins],
             y=[b["count"] for b in bins], width=[b["upper"] - b["lower"] for b in bins],
             name=labels.counts, yaxis="y2", marker=dict(color="rgba(127, 127, 127, 0.25)"),
             hovertemplate="%{y}<extra></extra>"),
        dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.perfect,
             line=REFERENCE_LINE, hoverinfo="skip"),
        dict(type="scatter", x=x, y=y, mode="lines+markers", name=labels.observed,
             line=dict(color=CURVE_COLOR), marker=dict(size=8),
             error_y=dict(type="data", symmetric=False,
                          array=[b["ci_high"] - b["fraction_positive"] for b in shown],
                          arrayminus=[b["fraction_positive"] - b["ci_low"] for b in shown]),
             hovertemplate="%{x:.4f} → %{y:.4f}<extra></extra>")],
        deep_merge(layout_settings(x_title=labels.x_title, y_title=labels.y_title,
                                   title=labels.title), dict(
            xaxis=dict(range=[-0.02, 1.02]), yaxis=dict(range=[-0.02, 1.02]),
            yaxis2=dict(title=dict(text=labels.counts_title), overlaying="y", side="right",
                        showgrid=False, automargin=True,
                        range=[0, 3 * max(b["count"] for b in bins)], nticks=4,
                        tickmode="auto"))))


DET_TICKS = (0.001, 0.01, 0.05, 0.2, 0.5, 0.8, 0.95, 0.99, 0.999)
"""Rates labelled on a DET plot's normal-deviate axes (as scikit-learn's ``DetCurveDisplay``)."""


@dataclass(frozen=True)
class DetLabels:
    """Text of the DET figure."""

    curve: str
    operating_point: str
    x_title: str
    y_title: str
    title: str = ""


def det_figure(x, y, *, point: tuple[float, float] | None, labels: DetLabels) -> go.Figure:
    """The DET curve on normal-deviate axes (``x`` = Φ⁻¹(FPR), ``y`` = Φ⁻¹(FNR), already
    computed), ticks labelled with the rates; ``point``: the operating point's deviates (None
    when a rate is 0 or 1, off the axes)."""
    from scipy.stats import norm  # heavy: imported when a DET curve is drawn

    ticks = norm.ppf(DET_TICKS).tolist()
    text = [f"{p:g}" for p in DET_TICKS]
    fig = go.Figure()
    fig.add_scatter(x=x, y=y, mode="lines", name=labels.curve, line=dict(color=CURVE_COLOR),
                    customdata=np.column_stack([norm.cdf(x), norm.cdf(y)]) if len(x) else None,
                    hovertemplate="FPR %{customdata[0]:.4f}<br>FNR %{customdata[1]:.4f}"
                                  "<extra></extra>")
    if point is not None:
        fig.add_scatter(x=[point[0]], y=[point[1]], mode="markers", name=labels.operating_point,
                        marker=dict(color=POINT_COLOR, size=12))
    limit = [ticks[0] - 0.2, ticks[-1] + 0.2]
    axis = dict(tickmode="array", tickvals=ticks, ticktext=text, range=limit)
    fig = layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)
    fig.update_layout(xaxis=axis, yaxis=axis)
    return fig


SEGMENT_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
                  "#17becf", "#bcbd22", "#7f7f7f")


@dataclass(frozen=True)
class SegmentRocLabels:
    """Text of the per-segment ROC overlay: a curve's legend entry from the segment's name
    (already made plot-safe) and its AUC, the diagonal, the axes and the title."""

    curve: Callable[[str, float], str]
    diagonal: str
    x_title: str
    y_title: str
    title: str = ""


def segment_roc_figure(curves: list[tuple[str, float, object]], *,
                       labels: SegmentRocLabels) -> go.Figure:
    """One ROC curve per segment (``curves``: name, AUC, :class:`~evalcore.binary.RocCurve`),
    over the diagonal; segment names are user text, drawn as text."""
    return laid_out_figure([
        dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal,
             line=REFERENCE_LINE, hoverinfo="skip"),
        *(dict(type="scatter", x=roc.fpr, y=roc.tpr, mode="lines",
               name=labels.curve(plot_text(name), auc),
               line=dict(color=SEGMENT_COLORS[i % len(SEGMENT_COLORS)]),
               hovertemplate="FPR %{x:.4f}<br>TPR %{y:.4f}<extra></extra>")
          for i, (name, auc, roc) in enumerate(curves))],
        x_title=labels.x_title, y_title=labels.y_title, square=True, title=labels.title)


BAND_FILL = "rgba(42, 63, 95, 0.18)"


def add_roc_band(fig: go.Figure, fpr, low, high, *, name: str) -> go.Figure:
    """A ROC figure with a confidence band (``low`` … ``high`` TPR at each ``fpr``) shaded
    between two thin lines, drawn as a step function as the curves it summarises."""
    line = dict(color="rgba(42, 63, 95, 0.35)", width=1, shape="hv")
    fig.add_scatter(x=fpr, y=high, mode="lines", line=line, showlegend=False, hoverinfo="skip")
    fig.add_scatter(x=fpr, y=low, mode="lines", line=line, fill="tonexty", fillcolor=BAND_FILL,
                    name=name, hovertemplate="FPR %{x:.2f}<br>%{y:.4f}<extra></extra>")
    return fig


@dataclass(frozen=True)
class ThresholdMetricsLabels:
    """Text of the figure of metrics against the threshold: each curve's name (by
    :data:`evalcore.binary.threshold_metrics.CURVES`), the operating point, axes and title."""

    curves: dict
    operating_point: str
    x_title: str
    y_title: str
    title: str = ""


THRESHOLD_METRIC_COLORS = {"precision": CURVE_COLOR, "recall": POSITIVE_COLOR, "f1": "#9467bd",
                           "queue_rate": NEGATIVE_COLOR, "ks_distance": GAP_COLOR}


def threshold_metrics_figure(thresholds, curves: dict, *, threshold: float | None,
                             at: dict | None, labels: ThresholdMetricsLabels,
                             step: str = "vh") -> go.Figure:
    """Each curve (name → values at ``thresholds``, finite thresholds only; NaN breaks a line)
    against the threshold as steps (``step``: Plotly's line shape; "vh" when a stop's value
    holds down to the stop before it, as for score ≥ threshold), and the
    operating point: a vertical line at ``threshold`` and one marker per curve at its value
    there (``at``: name → value; None: no operating point, e.g. all negative). The markers are
    the last traces, so a live view moves them with ``Plotly.restyle`` without redrawing the
    curves."""
    x = np.asarray(thresholds, dtype=np.float64)
    finite = np.isfinite(x)
    traces = [dict(type="scatter", x=x[finite], y=np.asarray(values, dtype=np.float64)[finite],
                   mode="lines", name=labels.curves[name],
                   line=dict(color=THRESHOLD_METRIC_COLORS[name], shape=step),
                   hovertemplate="%{x}<br>%{y:.4f}<extra></extra>")
              for name, values in curves.items()]
    settings: dict = dict(yaxis=dict(range=[-0.02, 1.02]))
    if threshold is not None and np.isfinite(threshold) and at is not None:
        _threshold_line(settings, threshold, labels.operating_point)
        traces += [dict(type="scatter", x=[threshold], y=[at[name]], mode="markers",
                        showlegend=False, marker=dict(color=THRESHOLD_METRIC_COLORS[name], size=9),
                        hovertemplate=plot_text(labels.curves[name]) + ": %{y:.4f}<extra></extra>")
                   for name in curves]
    return laid_out_figure(traces, x_title=labels.x_title, y_title=labels.y_title,
                           title=labels.title, settings=settings)

"""Figures of the Folds page: every fold's ROC curve with the vertically averaged ROC and its
±1σ band, every fold's P-R curve, the threshold-averaged ROC with σ bars in both directions, and
the per-fold differences between two models. Pure: evalcore results and a labels dataclass in,
``go.Figure`` out; fold names are HTML-escaped by :func:`evalcore.view.text.plot_text`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.colors import qualitative

from evalcore.view.binary import CURVE_COLOR, POINT_COLOR
from evalcore.view.formatting import format_threshold
from evalcore.view.layout import PR_LINE_SHAPE, laid_out_figure, with_horizontal_line
from evalcore.view.text import plot_text
from evalcore.folds import AveragedRoc, ThresholdAveragedRoc

PALETTE = qualitative.Plotly
BAND_COLOR = "rgba(42, 63, 95, 0.18)"
FOLD_WIDTH = 1.2
AVERAGE_GROUP = "average"
"""The legend group of the averaged ROC and its band."""

CURVES_HEIGHT = 520
"""Height (px) of the per-fold ROC and P-R figures, on the page and in the report: the square
plot above its legend."""


@dataclass(frozen=True)
class FoldLine:
    """One fold's curve ready to draw: its name (repeat/fold as in the file), points, and its
    operating point at the threshold (None where undefined)."""

    name: str
    x: np.ndarray
    y: np.ndarray
    point: tuple[float | None, float | None]


@dataclass(frozen=True)
class FoldCurveLabels:
    """Text of a per-fold curve figure: each fold's legend name ``fold(name)`` (escaped),
    the diagonal, the average and its band (ROC), the operating points, the axis titles and the
    title."""

    fold: Callable[[str], str]
    diagonal: str
    points: str
    x_title: str
    y_title: str
    title: str
    average: str = ""
    band: str = ""


@dataclass(frozen=True)
class ThresholdAverageLabels:
    """Text of the threshold-averaged ROC: the averaged points, the hover's threshold word and
    its words for the threshold above every score, the diagonal, the axis titles and the
    title."""

    average: str
    threshold_word: str
    all_negative: str
    diagonal: str
    x_title: str
    y_title: str
    title: str


@dataclass(frozen=True)
class DifferenceLabels:
    """Text of the per-fold differences: the bars' name, the mean line, the axis titles, title."""

    bars: str
    mean: str
    x_title: str
    y_title: str
    title: str


def _square(traces: list[dict], labels, settings: dict | None = None) -> go.Figure:
    """The figure of ``traces`` with the shared square [0, 1] layout (both axes shrunk to their
    range, so a short legend does not stretch the y axis beyond [0, 1]), made in one step from
    dicts (:func:`~evalcore.view.layout.laid_out_figure`): each is built again at every
    threshold move."""
    return laid_out_figure(traces, x_title=labels.x_title, y_title=labels.y_title, square=True,
                           title=labels.title, settings=settings or {})


def _diagonal(name: str) -> dict:
    return dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=name,
                line=dict(color="gray", dash="dot"), hoverinfo="skip")


def _fold_lines(lines: Sequence[FoldLine], labels: FoldCurveLabels, shape: str) -> list[dict]:
    """Each fold's thin line, its name in its hover and not in the legend (a legend of every
    fold, up to the drawn budget, would take most of a half-width figure's height and leave the
    curves a small square; the title says the thin lines are the folds); then the folds'
    operating points, one legend entry."""
    traces = [dict(type="scatter", x=line.x, y=line.y, mode="lines",
                   name=labels.fold(plot_text(line.name)),
                   line=dict(color=PALETTE[i % len(PALETTE)], width=FOLD_WIDTH, shape=shape),
                   opacity=0.75, hovertemplate="(%{x:.3f}, %{y:.3f})", showlegend=False)
              for i, line in enumerate(lines)]
    shown = [line.point for line in lines if None not in line.point]
    if shown:
        traces.append(dict(type="scatter", x=[p[0] for p in shown], y=[p[1] for p in shown],
                           mode="markers", name=labels.points,
                           text=[plot_text(line.name) for line in lines
                                 if None not in line.point],
                           hovertemplate="%{text}: (%{x:.3f}, %{y:.3f})<extra></extra>",
                           marker=dict(size=9, color=POINT_COLOR,
                                       line=dict(color="white", width=1))))
    return traces


def folds_roc_figure(lines: Sequence[FoldLine], average: AveragedRoc | None, *,
                     labels: FoldCurveLabels) -> go.Figure:
    """Every fold's ROC curve (thin), the vertically averaged ROC (mean TPR at each grid FPR,
    thick) with its ±1σ band clipped to [0, 1], and each fold's operating point. The average and
    its band share one legend entry ("vertical average ±1σ"), which shows and hides both: the
    legend of a half-width figure wraps an entry a row, and every row shrinks the square plot.
    The legend keeps the traces' order, as a legend without groups does (Plotly's grouped order
    puts a gap around each group)."""
    traces = [_diagonal(labels.diagonal)]
    if average is not None:
        upper = np.clip(average.tpr_mean + average.tpr_std, 0, 1)
        lower = np.clip(average.tpr_mean - average.tpr_std, 0, 1)
        traces.append(dict(type="scatter", x=np.concatenate([average.fpr, average.fpr[::-1]]),
                           y=np.concatenate([upper, lower[::-1]]), fill="toself",
                           fillcolor=BAND_COLOR, line=dict(width=0), name=labels.band,
                           hoverinfo="skip", legendgroup=AVERAGE_GROUP, showlegend=False))
    traces.extend(_fold_lines(lines, labels, "linear"))
    if average is not None:
        traces.append(dict(
            type="scatter", x=average.fpr, y=average.tpr_mean, mode="lines",
            name=f"{labels.average} {labels.band}", legendgroup=AVERAGE_GROUP,
            line=dict(color=CURVE_COLOR, width=3), customdata=average.tpr_std,
            hovertemplate="FPR %{x:.2f}: %{y:.3f} ± %{customdata:.3f}<extra></extra>"))
    return _square(traces, labels, {"legend": {"traceorder": "normal"}})  # no gap around it


def folds_pr_figure(lines: Sequence[FoldLine], *, labels: FoldCurveLabels) -> go.Figure:
    """Every fold's P-R curve (the step function AP sums) and each fold's operating point."""
    return _square(_fold_lines(lines, labels, PR_LINE_SHAPE), labels)


def threshold_average_figure(average: ThresholdAveragedRoc, *,
                             labels: ThresholdAverageLabels) -> go.Figure:
    """Threshold averaging: at each sampled threshold the mean (FPR, TPR) over the folds, with
    ±1σ bars in FPR and in TPR, from (0, 0) (above every score) to (1, 1); each threshold
    hovers as the pages write it."""
    return _square([_diagonal(labels.diagonal), dict(
        type="scatter", x=average.fpr_mean, y=average.tpr_mean, mode="lines+markers",
        name=labels.average, line=dict(color=CURVE_COLOR, width=2), marker=dict(size=6),
        error_x=dict(type="data", array=average.fpr_std, color="gray", thickness=1),
        error_y=dict(type="data", array=average.tpr_std, color="gray", thickness=1),
        customdata=[format_threshold(v, labels.all_negative) for v in average.shown],
        hovertemplate=f"{labels.threshold_word} %{{customdata}}: (%{{x:.3f}}, %{{y:.3f}})"
        "<extra></extra>")], labels)


def differences_figure(names: Sequence[str], differences: Sequence[float | None], *,
                       labels: DifferenceLabels) -> go.Figure:
    """One bar per fold: model A's measure minus model B's (a gap where either is undefined),
    and their mean as a dashed line. Made in one step from dicts, as the curves are."""
    values = [np.nan if d is None else d for d in differences]
    shown = [plot_text(n) for n in names]
    bars = dict(type="bar", x=shown, y=values, name=labels.bars, marker=dict(color=CURVE_COLOR),
                hovertemplate="%{x}: %{y:.4f}<extra></extra>")
    settings: dict = {"xaxis": {"type": "category"}}
    finite = [v for v in values if np.isfinite(v)]
    if finite:
        with_horizontal_line(settings, float(np.mean(finite)),
                             line=dict(color=POINT_COLOR, dash="dash"), text=labels.mean)
    return laid_out_figure([bars], x_title=labels.x_title, y_title=labels.y_title,
                           title=labels.title, settings=settings)

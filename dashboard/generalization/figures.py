"""Figures of the generalization page: the polynomial fit over training and test samples, MSE
against the degree M, KNN's decision regions and accuracy against K."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import integer_ticks, layout, point_marker, vertical_line
from evalcore.evaluation_methods.neighbors import DecisionRegions, NeighborsData, NeighborsStudy
from evalcore.evaluation_methods.polynomial import PolynomialData, PolynomialStudy

TRAIN_COLOR = "#1f77b4"
TEST_COLOR = "#ff7f0e"
CV_COLOR = "#2ca02c"
FIT_COLOR = "#d62728"
CLASS_COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c")
REGION_COLORS = ("#c6dbef", "#fdd0a2", "#c7e9c0")
ZERO_MSE = 1e-10
"""An MSE below this is 0 (the fit passes through every training point, at M = N_train − 1, up
to rounding): a log axis has no 0, so it is drawn as a marker on the plot's bottom edge, named
as 0 in its legend entry, never as a small number."""
LEGEND_RIGHT = dict(orientation="v", x=1.02, xanchor="left", y=1, yanchor="top")
Y_RANGE = (-2.0, 2.0)
"""The fit's y range: a high-degree polynomial swings far outside the samples between them (the
plot cuts its line at the edge)."""


@dataclass(frozen=True)
class PolynomialFitLabels:
    """Text of the fit figure; ``fit(degree)`` names the fitted curve."""

    training: str
    test: str
    truth: str
    fit: Callable[[int], str]


def polynomial_fit_figure(data: PolynomialData, grid: np.ndarray, truth: np.ndarray,
                          fitted: np.ndarray, degree: int, *,
                          labels: PolynomialFitLabels) -> go.Figure:
    """Test samples (light), training samples, sin(2πx) dashed and the fitted polynomial."""
    fig = go.Figure()
    fig.add_scatter(x=data.x_test, y=data.y_test, mode="markers", name=labels.test,
                    marker=dict(color=TEST_COLOR, size=5, opacity=0.45))
    fig.add_scatter(x=data.x_train, y=data.y_train, mode="markers", name=labels.training,
                    marker=dict(color=TRAIN_COLOR, size=10, line=dict(color="white", width=1)))
    fig.add_scatter(x=grid, y=truth, mode="lines", name=labels.truth,
                    line=dict(color="gray", dash="dash"))
    fig.add_scatter(x=grid, y=fitted, mode="lines", name=labels.fit(degree),
                    line=dict(color=FIT_COLOR, width=3))
    fig.update_yaxes(range=list(Y_RANGE))
    return layout(fig, x_title="x", y_title="y")


@dataclass(frozen=True)
class DegreeLabels:
    """Text of the MSE-against-M figure."""

    train: str
    test: str
    cv: str
    current: str
    chosen: str
    x_title: str
    y_title: str
    zero: str = ""
    """The legend's name of an MSE of 0 on the bottom edge (:data:`ZERO_MSE`)."""


SUPERSCRIPTS = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power_of_ten(k: int) -> str:
    """10ᵏ as a reader writes it: 1 and 10 plainly, else 10 with a superscript exponent in the
    text's own size (never an SI prefix such as μ or M)."""
    return {0: "1", 1: "10"}.get(k, "10" + str(k).translate(SUPERSCRIPTS).replace("-", "⁻"))


def degree_figure(study: PolynomialStudy, degree: int, *, labels: DegreeLabels) -> go.Figure:
    """Training, test and CV MSE against M (log y, ticked 10⁻², 10⁻¹, 1, …), the current M as
    a vertical line and the M chosen by CV marked on the CV curve; an MSE of 0 is a marker on
    the bottom edge (:data:`ZERO_MSE`)."""
    fig = go.Figure()
    curves = ((labels.train, study.train_mse, TRAIN_COLOR),
              (labels.test, study.test_mse, TEST_COLOR), (labels.cv, study.cv_mse, CV_COLOR))
    every = np.concatenate([np.asarray(v, float) for _, v, _ in curves])
    shown = every[every >= ZERO_MSE]
    low, high = np.log10(shown.min()) - 0.5, np.log10(shown.max()) + 0.3
    for name, values, color in curves:
        values = np.asarray(values, float)
        zero = values < ZERO_MSE
        fig.add_scatter(x=study.degrees, y=np.where(zero, np.nan, values), mode="lines+markers",
                        name=name, line=dict(color=color, width=2), customdata=values,
                        hovertemplate="M = %{x}: %{customdata:.4g}<extra></extra>")
        if zero.any():
            fig.add_scatter(x=study.degrees[zero], y=np.full(int(zero.sum()), 10 ** low),
                            mode="markers", name=labels.zero or name, cliponaxis=False,
                            marker=dict(color=color, size=11, symbol="triangle-down-open",
                                        line=dict(width=2)),
                            hovertemplate="M = %{x}: 0<extra></extra>")
    vertical_line(fig, degree, line=dict(color=FIT_COLOR, dash="dot", width=2))
    fig.add_scatter(x=[degree, degree], y=[None, None], mode="lines", name=labels.current,
                    line=dict(color=FIT_COLOR, dash="dot", width=2))
    chosen = study.chosen
    point_marker(fig, chosen, float(study.cv_mse[list(study.degrees).index(chosen)]),
                 labels.chosen, CV_COLOR, "star", size=16)
    powers = range(int(np.ceil(low)), int(np.floor(high)) + 1)
    fig.update_yaxes(type="log", range=[low, high], tickvals=[10.0 ** k for k in powers],
                     ticktext=[power_of_ten(k) for k in powers])
    integer_ticks(fig, int(study.degrees.max()))
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)


@dataclass(frozen=True)
class RegionsLabels:
    """Text of the decision-region figure; ``train(label)`` and ``test(label)`` name a class's
    training and test samples."""

    train: Callable[[str], str]
    test: Callable[[str], str]
    x_title: str
    y_title: str


def regions_figure(regions: DecisionRegions, data: NeighborsData, *,
                   labels: RegionsLabels) -> go.Figure:
    """The predicted class over the plane as coloured regions, training samples as dots and
    test samples as crosses, one colour per class."""
    n = len(CLASS_COLORS)
    scale = [[pos, REGION_COLORS[i]] for i in range(n) for pos in (i / n, (i + 1) / n)]
    fig = go.Figure(go.Heatmap(x=regions.xs, y=regions.ys, z=regions.classes, zmin=-0.5,
                               zmax=n - 0.5, colorscale=scale, showscale=False, hoverinfo="skip"))
    for c in range(n):
        train, test = data.y_train == c, data.y_test == c
        fig.add_scatter(x=data.X_train[train, 0], y=data.X_train[train, 1], mode="markers",
                        name=labels.train(str(c)),
                        marker=dict(color=CLASS_COLORS[c], size=7,
                                    line=dict(color="white", width=1)))
        fig.add_scatter(x=data.X_test[test, 0], y=data.X_test[test, 1], mode="markers",
                        name=labels.test(str(c)),
                        marker=dict(color=CLASS_COLORS[c], size=8, symbol="x"))
    fig.update_xaxes(range=[regions.xs[0], regions.xs[-1]])
    fig.update_yaxes(range=[regions.ys[0], regions.ys[-1]])
    layout(fig, x_title=labels.x_title, y_title=labels.y_title)
    fig.update_layout(legend=LEGEND_RIGHT)  # six entries: a column beside the regions
    return fig


@dataclass(frozen=True)
class AccuracyLabels:
    """Text of the accuracy-against-K figure."""

    train: str
    cv: str
    test: str
    current: str
    chosen: str
    x_title: str
    y_title: str


def accuracy_figure(study: NeighborsStudy, k: int, *, labels: AccuracyLabels) -> go.Figure:
    """Training, CV and test accuracy against K, the current K as a vertical line and the K
    chosen by CV marked on the CV curve."""
    fig = go.Figure()
    for name, values, color in ((labels.train, study.train_accuracy, TRAIN_COLOR),
                                (labels.cv, study.cv_accuracy, CV_COLOR),
                                (labels.test, study.test_accuracy, TEST_COLOR)):
        fig.add_scatter(x=study.k_values, y=values, mode="lines+markers", name=name,
                        line=dict(color=color, width=2),
                        hovertemplate="K = %{x}: %{y:.4f}<extra></extra>")
    vertical_line(fig, k, line=dict(color=FIT_COLOR, dash="dot", width=2))
    fig.add_scatter(x=[k, k], y=[None, None], mode="lines", name=labels.current,
                    line=dict(color=FIT_COLOR, dash="dot", width=2))
    chosen = study.chosen
    point_marker(fig, chosen, float(study.cv_accuracy[list(study.k_values).index(chosen)]),
                 labels.chosen, CV_COLOR, "star", size=16)
    integer_ticks(fig, int(study.k_values.max()))
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title)

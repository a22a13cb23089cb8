"""Figures of the binary comparison: both ROC curves, both P-R curves and both cost-curve envelopes
overlaid, each model's operating point and BEP, and where each curve leads shaded lightly. Model
names are user text: escaped before Plotly sees them, and before the labels' functions get them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import (PR_LINE_SHAPE, ap_steps, figure_from, layout_settings,
                                  point_marker_trace, vertical_band_settings)
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.view.text import plot_text
from evalcore.binary import BreakEven, PrCurve, RocCurve
from evalcore.compare import Dominance
from evalcore.cost import CostCurve

MAX_SHADED = 40
"""Shade the leads only when there are at most this many (noisy curves cross very often)."""


@dataclass(frozen=True)
class OverlayLabels:
    """Text of an overlay: the reference line (chance, P = R; unused by the cost overlay), each
    model's curve ``curve(name, area)`` with its AUC, AP or cost area, its operating point
    ``point(name)`` and BEP ``bep(name)`` (P-R only), and the axis titles; ``name`` comes
    escaped and ``area`` formatted."""

    reference: str
    curve: Callable[[str, str], str]
    point: Callable[[str], str]
    x_title: str
    y_title: str
    bep: Callable[[str], str] | None = None


@dataclass(frozen=True)
class CostOverlayLabels:
    """Text of the cost overlay: the two trivial classifiers, each model's envelope
    ``curve(name, area)`` (``name`` escaped, ``area`` formatted) and the axis titles."""

    always_negative: str
    always_positive: str
    curve: Callable[[str, str], str]
    x_title: str
    y_title: str


def _figure(traces: list[dict | None], dominance: Dominance, settings: dict) -> go.Figure:
    """The figure of ``traces`` with the layout ``settings`` and, behind the traces, the x ranges
    where A or B leads (``dominance``) shaded lightly in its color, when there are at most
    :data:`MAX_SHADED` of them (noisy curves cross very often), made in one step
    (:func:`figure_from`)."""
    if len(dominance.leads) <= MAX_SHADED:
        settings["shapes"] = vertical_band_settings(
            [(lo, hi, MODEL_COLORS["AB".index(leader)])
             for leader, lo, hi in dominance.leads if hi > lo], opacity=0.07)
    return figure_from(traces, settings)


def _reference(x: Sequence[float], y: Sequence[float], name: str, dash: str = "dot") -> dict:
    return dict(type="scatter", x=x, y=y, mode="lines", name=name,
                line=dict(color="gray", dash=dash), hoverinfo="skip")


def _curve(x, y, name: str, color: str, shape: str = "linear") -> dict:
    """A model's curve, its coordinates sent as float32 (7 significant digits, far below a pixel
    and the 4 decimals of the hover text): half the bytes of float64 on every redraw."""
    return dict(type="scatter", x=np.asarray(x, dtype=np.float32),
                y=np.asarray(y, dtype=np.float32), mode="lines", name=name,
                line=dict(color=color, width=2.5, shape=shape),
                hovertemplate="%{x:.4f}, %{y:.4f}")


def roc_overlay(curves: tuple[RocCurve, RocCurve], names: tuple[str, str],
                aucs: tuple[float, float], points, dominance: Dominance, *,
                labels: OverlayLabels) -> go.Figure:
    """Both ROC curves (decimated) with the chance diagonal and each model's operating point
    ``points[i] = (fpr, tpr)``; the FPR ranges where A or B is on top shaded in its color."""
    names = tuple(map(plot_text, names))
    traces = [_reference([0, 1], [0, 1], labels.reference)]
    for curve, name, auc, point, color in zip(curves, names, aucs, points, MODEL_COLORS):
        traces += [_curve(curve.fpr, curve.tpr, labels.curve(name, f"{auc:.4f}"), color),
                   point_marker_trace(*point, labels.point(name), color)]
    return _figure(traces, dominance, layout_settings(
        x_title=labels.x_title, y_title=labels.y_title, square=True))


def pr_overlay(curves: tuple[PrCurve, PrCurve], names: tuple[str, str], aps: tuple[float, float],
               points, beps: tuple[BreakEven, BreakEven], dominance: Dominance, *,
               labels: OverlayLabels, steps: tuple[bool, bool] = (True, True)) -> go.Figure:
    """Both P-R curves, the P = R line with each model's BEP on it, and each model's operating
    point ``points[i] = (recall, precision)``. A whole curve (``steps[i]``) is drawn as the steps
    AP sums (:func:`ap_steps`); a simplified one (a few dozen points, see
    :meth:`PrCurve.simplified`) as straight chords, which stay within its tolerance of every
    point (its steps would not)."""
    names = tuple(map(plot_text, names))
    traces = [_reference([0, 1], [0, 1], labels.reference)]
    for curve, name, ap, point, bep, color, whole in zip(curves, names, aps, points, beps,
                                                         MODEL_COLORS, steps):
        x, y, _ = ap_steps(curve.recall, curve.precision) if whole else (
            curve.recall, curve.precision, None)
        traces += [_curve(x, y, labels.curve(name, f"{ap:.4f}"), color,
                          PR_LINE_SHAPE if whole else "linear"),
                   point_marker_trace(bep.value, bep.value, labels.bep(name), color, "star"),
                   point_marker_trace(*point, labels.point(name), color)]
    return _figure(traces, dominance, layout_settings(
        x_title=labels.x_title, y_title=labels.y_title, square=True))


def cost_overlay(curves: tuple[CostCurve, CostCurve], names: tuple[str, str],
                 dominance: Dominance, *, labels: CostOverlayLabels) -> go.Figure:
    """Both cost-curve lower envelopes over PC(+), the trivial classifiers dashed, and the PC(+)
    ranges where A or B costs less shaded in its color."""
    names = tuple(map(plot_text, names))
    traces = [_reference([0, 1], [start, 1 - start], name, "dash") for name, start in (
        (labels.always_negative, 0.0), (labels.always_positive, 1.0))]
    traces += [_curve(curve.pc, curve.cost, labels.curve(name, f"{curve.area:.4f}"), color)
               for curve, name, color in zip(curves, names, MODEL_COLORS)]
    settings = layout_settings(x_title=labels.x_title, y_title=labels.y_title)
    settings["xaxis"]["range"] = [0, 1]
    settings["yaxis"]["range"] = cost_range(curves)
    return _figure(traces, dominance, settings)


def cost_range(curves: Sequence[CostCurve], *, margin: float = 0.1) -> list[float]:
    """The y range that fits both envelopes with ``margin`` of their span above and below
    (never below 0; at least 0.01 high, for a perfect classifier's envelope at 0)."""
    low = min(float(curve.cost.min()) for curve in curves)
    high = max(float(curve.cost.max()) for curve in curves)
    pad = margin * max(high - low, 0.01)
    return [max(0.0, low - pad), high + pad]

"""Figures of the multiclass pages: the C×C heatmap and the one-vs-rest ROC and P-R curves.

Many classes stay readable: cell text only up to :data:`TEXT_LIMIT` classes (hover always), every
class curve thin (coloured up to ten classes, grey beyond) and toggled from the legend, the selected
class drawn thick on top. Class names are cut and HTML-escaped (:func:`~evalcore.view.text.plot_text`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.colors import qualitative

from evalcore.view.binary import POINT_COLOR
from evalcore.view.layout import PR_LINE_SHAPE, layout, point_marker
from evalcore.view.text import plot_text, shown_text
from evalcore.decimate import decimate_curve
from evalcore.multiclass.shown import top_indices

TEXT_LIMIT = 20
TICK_CHARS = 24
"""A class name on the heatmap's axes is cut here (the hover has it up to
:data:`~evalcore.view.text.SHOWN_CHARS`): longer ticks would squeeze the matrix, or be cut
off at the figure's edge in a half-width column."""
PALETTE = qualitative.Plotly
SELECTED_COLOR = "#2a3f5f"
DIAGONAL_COLOR = "#111111"
MICRO_COLOR = "#7f7f7f"
CLASS_RANK = 1001
"""Legend rank of the first class: the legend lists classes in class order after the other
traces (Plotly's default rank is 1000), whatever the drawing order."""
CURVE_HEIGHT = 560


@dataclass(frozen=True)
class Line:
    """One curve ready to draw (already decimated): its name, points and area (AUC or AP)."""

    label: str
    x: np.ndarray
    y: np.ndarray
    area: float | None


def drawn_line(label: str, x: np.ndarray, y: np.ndarray, area: float | None, *,
               max_points: int) -> Line:
    """A curve to draw: every point, or a decimated copy beyond ``max_points``."""
    if x.size <= max_points:
        return Line(label, x, y, area)
    kept = decimate_curve(x, y, max_points=max_points)
    return Line(label, x[kept], y[kept], area)


@dataclass(frozen=True)
class OvrLines:
    """Every class's one-vs-rest curves and the micro average (of an
    :class:`evalcore.multiclass.ScoreReport`), decimated for drawing; ``most_points`` is the
    longest line drawn, ``thinned`` whether a ROC curve lost points."""

    roc: tuple[Line, ...]
    pr: tuple[Line, ...]
    micro_roc: Line
    micro_pr: Line
    most_points: int
    thinned: bool

    @classmethod
    def of(cls, scores, *, max_points: int) -> OvrLines:
        """The lines of ``scores`` (a ScoreReport), each at most ``max_points`` points."""
        def line(label, x, y, area):
            return drawn_line(label, x, y, area, max_points=max_points)

        roc = tuple(line(c.label, c.roc.fpr, c.roc.tpr, c.auc.value)
                    for c in scores.curves if c.roc is not None)
        pr = tuple(line(c.label, c.pr.recall, c.pr.precision, c.ap.value)
                   for c in scores.curves if c.pr is not None)
        return cls(
            roc=roc, pr=pr,
            micro_roc=line("micro", scores.micro_roc.fpr, scores.micro_roc.tpr,
                           scores.auc_micro.value),
            micro_pr=line("micro", scores.micro_pr.recall, scores.micro_pr.precision,
                          scores.ap_micro.value),
            most_points=max(ln.x.size for ln in (*roc, *pr)),
            thinned=any(c.roc.fpr.size > max_points for c in scores.curves if c.roc is not None)
            or scores.micro_roc.fpr.size > max_points)


def lines_shown(lines: Sequence[Line], supports: Sequence[float], *, most: int,
                selected: str | None = None) -> tuple[Line, ...]:
    """The class curves a figure draws: every one up to ``most``, beyond it the ``most`` with the
    largest ``supports`` (each line's positives, in the same order) and the ``selected`` class's,
    in class order: a figure's size grows with what it draws, not with the classes."""
    if len(lines) <= most:
        return tuple(lines)
    keep = [i for i, line in enumerate(lines) if line.label == selected]
    return tuple(lines[i] for i in top_indices(np.asarray(supports), most, keep=keep))


@dataclass(frozen=True)
class HeatmapLabels:
    """Text of the C×C heatmap: each cell's hover ``cell_hover(true=, pred=, count=, row=,
    column=)`` (class names escaped, count and shares formatted) and the axis titles."""

    cell_hover: Callable[..., str]
    x_title: str
    y_title: str


@dataclass(frozen=True)
class OvrLabels:
    """Text of the one-vs-rest ROC or P-R figure: the diagonal (chance, P = R), each class's
    legend name ``curve(label, area)`` and the micro average's ``micro(area)`` (``label`` escaped,
    ``area`` formatted), the operating point, the BEP (P-R only) and the axis titles."""

    diagonal: str
    curve: Callable[[str, str], str]
    micro: Callable[[str], str]
    operating_point: str
    x_title: str
    y_title: str
    bep: str | None = None


def _cell_text(counts: np.ndarray, values: np.ndarray, normalized: bool) -> list[list[str]]:
    def cell(count: int, value: float) -> str:
        if not normalized:
            return f"{count:,}"
        return f"{count:,}<br>" + ("—" if np.isnan(value) else f"{value:.1%}")

    return [[cell(c, v) for c, v in zip(row_c, row_v)] for row_c, row_v in zip(counts, values)]


def _hover_text(counts: np.ndarray, rows: np.ndarray, cols: np.ndarray, names: Sequence[str],
                cell_hover: Callable[..., str]) -> list[list[str]]:
    """Each cell's true and predicted class, count, and share of its row and of its column."""
    return [[cell_hover(true=names[i], pred=names[j], count=f"{counts[i, j]:,}",
                        row=f"{rows[i, j]:.1%}", column=f"{cols[i, j]:.1%}")
             for j in range(len(names))] for i in range(len(names))]


def _outline(i: int, j: int, color: str, width: float) -> dict:
    """The rectangle around cell (``i``, ``j``), drawn above the heatmap."""
    return dict(type="rect", x0=j - 0.5, x1=j + 0.5, y0=i - 0.5, y1=i + 0.5,
                line=dict(color=color, width=width), layer="above")


def multiclass_heatmap(values: np.ndarray, counts: np.ndarray, classes: Sequence[str], *,
                       normalized: bool, labels: HeatmapLabels,
                       selected: int | None = None,
                       shown: Sequence[int] | None = None) -> go.Figure:
    """C×C heatmap, rows = true class, columns = prediction, coloured by ``values`` (counts or
    a normalized matrix, NaN for an empty row/column); diagonal cells outlined, the selected
    class's diagonal cell outlined in the operating-point colour. ``shown`` (class indices, in
    order): only those rows and columns are drawn (the shares in the hover stay those of the
    whole matrix: ``values`` and ``counts`` are cut after the fact)."""
    rows = counts / np.maximum(counts.sum(axis=1, keepdims=True), 1)
    cols = counts / np.maximum(counts.sum(axis=0, keepdims=True), 1)
    if shown is not None:
        shown = [int(i) for i in shown]
        cut = np.ix_(shown, shown)
        values, counts, rows, cols = values[cut], counts[cut], rows[cut], cols[cut]
        classes = [classes[i] for i in shown]
        selected = shown.index(selected) if selected in shown else None
    return _heatmap(values, counts, classes, rows, cols, normalized=normalized, labels=labels,
                    selected=selected)


def _heatmap(values: np.ndarray, counts: np.ndarray, classes: Sequence[str], rows: np.ndarray,
             cols: np.ndarray, *, normalized: bool, labels: HeatmapLabels,
             selected: int | None) -> go.Figure:
    """The heatmap of :func:`multiclass_heatmap` of the drawn classes (``rows``, ``cols``: each
    cell's share of its row and column of the whole matrix)."""
    names = [plot_text(label) for label in classes]
    size = len(names)
    positions = list(range(size))
    fig = go.Figure(go.Heatmap(
        z=values, x=positions, y=positions, colorscale="Blues", zmin=0,
        zmax=1 if normalized else float(np.max(counts)), showscale=False,
        text=_cell_text(counts, values, normalized),
        texttemplate="%{text}" if size <= TEXT_LIMIT else None,
        hovertext=_hover_text(counts, rows, cols, names, labels.cell_hover),
        hovertemplate="%{hovertext}<extra></extra>",
    ))
    outlines = [_outline(i, i, DIAGONAL_COLOR, 1.5) for i in positions]
    if selected is not None:
        outlines.append(_outline(selected, selected, POINT_COLOR, 4))
    fig.update_layout(shapes=outlines)  # at once: each add_shape validates every shape again
    ticks = dict(tickmode="array", tickvals=positions,
                 ticktext=[plot_text(shown_text(label, TICK_CHARS)) for label in classes])
    fig.update_xaxes(side="top", **ticks)
    fig.update_yaxes(autorange="reversed", **ticks)
    layout(fig, x_title=labels.x_title, y_title=labels.y_title)
    fig.update_layout(height=max(360, min(900, 40 * size + 120)))
    return fig


def _class_style(index: int, size: int, selected: bool) -> dict:
    if selected:
        return dict(color=SELECTED_COLOR, width=3.5)
    color = PALETTE[index % len(PALETTE)] if size <= len(PALETTE) else "lightgray"
    return dict(color=color, width=1)


def _ovr_figure(lines: Sequence[Line], micro: Line, *, selected: str | None, labels: OvrLabels,
                shape: str = "linear") -> go.Figure:
    """The chance/P = R diagonal, every class curve (selected one drawn last, on top; the legend
    keeps class order), the micro average dashed; ``shape`` is Plotly's line shape."""
    traces = [dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal,
                   line=dict(color="gray", dash="dot"), hoverinfo="skip")]
    order = sorted(range(len(lines)), key=lambda i: lines[i].label == selected)
    for i in order:
        line = lines[i]
        chosen = line.label == selected
        area = "—" if line.area is None else f"{line.area:.4f}"
        traces.append(dict(type="scatter", x=line.x, y=line.y, mode="lines",
                           name=labels.curve(plot_text(line.label), area),
                           line=dict(_class_style(i, len(lines), chosen), shape=shape),
                           opacity=1 if chosen else 0.7, legendrank=CLASS_RANK + i,
                           hovertemplate="(%{x:.3f}, %{y:.3f})"))
    traces.append(dict(type="scatter", x=micro.x, y=micro.y, mode="lines",
                       name=labels.micro(f"{micro.area:.4f}"),
                       line=dict(color=MICRO_COLOR, dash="dash", width=2, shape=shape)))
    fig = go.Figure()
    fig.add_traces(traces)
    fig.update_layout(height=CURVE_HEIGHT)
    return fig


def ovr_roc_figure(lines: Sequence[Line], micro: Line, *, selected: str | None,
                   point: tuple[float | None, float | None], labels: OvrLabels) -> go.Figure:
    """One-vs-rest ROC curves of every class and the micro average, with the selected class's
    operating point (``selected`` None, point ``(None, None)``: every class alike, no point)."""
    fig = _ovr_figure(lines, micro, selected=selected, labels=labels)
    point_marker(fig, *point, labels.operating_point, POINT_COLOR)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True)


def ovr_pr_figure(lines: Sequence[Line], micro: Line, *, selected: str | None,
                  point: tuple[float | None, float | None], bep: float | None,
                  labels: OvrLabels) -> go.Figure:
    """One-vs-rest P-R curves of every class and the micro average, with the selected class's
    operating point and break-even point (None: none drawn)."""
    fig = _ovr_figure(lines, micro, selected=selected, labels=labels, shape=PR_LINE_SHAPE)
    point_marker(fig, bep, bep, labels.bep, "#9467bd", "star")
    point_marker(fig, *point, labels.operating_point, POINT_COLOR)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True)

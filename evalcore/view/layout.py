"""What every figure shares: the layout (margins, legend below, axis titles) and the large marker
of a point of interest (operating point, BEP, ε marker).

The figure builders (``dashboard/<task>/figures.py``, ``dashboard/compare/figures/``) take
evalcore results in and give a ``go.Figure`` out; they compute nothing. They are pure, like
scikit-learn's Displays: no figure module imports streamlit or the session's translator
(``dashboard.shell.language``). Every builder takes the text it writes as one keyword argument,
``labels``: a frozen dataclass defined next to it (``RocHullLabels``, ``OverlayLabels``, …) of
finished, translated strings, built by the page or view that draws the figure. Where a text holds a
value the builder formats or a name it escapes (one per model, class or cell), that field is a
function of those values returning the string, e.g. ``curve=lambda name, auc:
t("compare_curve_auc", name=name, auc=auc)``. User text goes through
``evalcore.view.text.plot_text`` (or ``html.escape``) in the builder, before any label
function sees it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np
import plotly.graph_objects as go

from evalcore.decimate import fewest_steps

PR_LINE_SHAPE = "hv"
"""How a P-R curve is drawn: the step function average precision integrates. Points come in
``precision_recall_curve``'s order (recall descending), and AP = Σ (Rₙ − Rₙ₋₁)·Pₙ holds Pₙ over
(Rₙ₋₁, Rₙ]: from (Rₙ, Pₙ) horizontally to Rₙ₋₁, then vertically to Pₙ₋₁ — Plotly's "hv"."""


def ap_steps(recall, precision) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(x, y, index): the P-R points average precision sums, then an end at recall 0 holding the
    last one's precision, to draw with :data:`PR_LINE_SHAPE` (``index`` picks each point's hover
    data; the end repeats the last). Points come in ``precision_recall_curve``'s order, recall
    descending. A point whose recall equals the next one's adds width 0 to AP, and the
    conventional last point (recall 0, precision 1) adds none: drawn, they would make a vertical
    line at recall 0 that is no part of the area. With nothing to sum, the points as they are."""
    recall, precision = np.asarray(recall, dtype=float), np.asarray(precision, dtype=float)
    summed = np.flatnonzero(recall[:-1] > recall[1:])
    if summed.size == 0:
        return recall, precision, np.arange(recall.size)
    index = np.append(summed, summed[-1])
    x = recall[index]
    x[-1] = 0.0
    return x, precision[index], index


def thinned_steps(curve, *, max_points: int, tolerance: float):
    """The P-R curve ``curve`` (a :class:`~evalcore.binary.PrCurve`) with only the points whose
    steps (:func:`ap_steps`, drawn with :data:`PR_LINE_SHAPE`) a figure needs to stay within
    ``tolerance`` of its full staircase (:func:`~evalcore.decimate.fewest_steps`), and its
    conventional last point; the curve itself when its staircase has at most ``max_points``
    vertices, so that a small curve keeps every hoverable point."""
    _, y, index = ap_steps(curve.recall, curve.precision)
    if y.size <= max_points:
        return curve
    kept = index[fewest_steps(y, tolerance=tolerance)]
    return curve.take(np.unique(np.append(kept, curve.recall.size - 1)))


CLASSROOM_FONT_SIZE = 18
"""The figures' font size in classroom mode (Plotly's default is 12): readable on a projector."""
CLASSROOM_SCALE = 1.6
"""How much thicker lines and larger markers are in classroom mode."""
PROJECTOR_HEIGHT = 360
"""Figure height (px) on the threshold pages: slider and curves fit one screen at 1024×768."""
CLASSROOM_HEIGHT = 520
"""The least height (px) of a figure in classroom mode, its legend's rows added: a plot area of
350 px or more under the title and above the x axis's ticks and title at the classroom font."""
LEGEND_ROW = CLASSROOM_FONT_SIZE + 8
"""Height (px) of one legend entry at the classroom font."""


def layout(fig: go.Figure, *, x_title: str, y_title: str, square: bool = False,
           hovermode: str = "closest", title: str | None = None) -> go.Figure:
    """Margins, a horizontal legend under the plot and the axis titles; ``square`` fixes both axes
    to [0, 1] at equal scale (ROC, P-R: each axis shrinks its domain rather than stretch its
    range, whichever side of the figure is short); ``title`` (optional) sits in the top margin,
    taking no extra height.

    The margins are small and both axes grow them to fit their tick labels and titles
    (``automargin`` set here, not left to the template, which a theme or an export may replace):
    long ticks ("Actual positive", 1,200) are never cut, and the x title keeps its distance from
    the ticks.

    The legend sits at the bottom of the figure (``yref="container"``), and Plotly reserves its
    room below the x title: a legend wrapped over several lines in a narrow column (1024 px,
    Chinese names) can no longer reach up into the title, as one placed at a fraction of the plot
    height did.

    The settings are merged in one step (:func:`merge_layout`): a threshold move rebuilds its
    figures, and each ``update_layout`` call costs several ms."""
    return merge_layout(fig, layout_settings(x_title=x_title, y_title=y_title, square=square,
                                             hovermode=hovermode, title=title))


def layout_settings(*, x_title: str, y_title: str, square: bool = False,
                    hovermode: str = "closest", title: str | None = None) -> dict:
    """The layout settings :func:`layout` merges into a figure, for a builder that makes its
    figure's layout as a dict before the figure (:func:`deep_merge`)."""
    xaxis: dict = {"title": {"text": x_title}, "automargin": True}
    yaxis: dict = {"title": {"text": y_title}, "automargin": True}
    update = dict(margin=dict(l=10, r=10, t=30, b=10),
                  legend=dict(orientation="h", yref="container", y=0, yanchor="bottom"),
                  xaxis=xaxis, yaxis=yaxis, hovermode=hovermode)
    if title:
        update["title"] = dict(text=title, x=0, xanchor="left", y=0.99, yanchor="top")
    if square:  # room on the right for labels at x = 1 (iso-F1 contours)
        update["margin"]["r"] = 45
        xaxis.update(range=[-0.02, 1.02], constrain="domain")
        yaxis.update(range=[-0.02, 1.02], scaleanchor="x", scaleratio=1, constrain="domain")
    return update


def figure_from(traces: Sequence[dict | None], settings: dict) -> go.Figure:
    """The figure of ``traces`` (a None, e.g. an undefined point's, left out) with the layout
    ``settings``, made in one step: adding each trace, shape and setting to a figure validates
    it (and what the figure already holds) again."""
    return go.Figure(data=[trace for trace in traces if trace is not None], layout=settings)


def laid_out_figure(traces: Sequence[dict | None], *, x_title: str, y_title: str,
                    square: bool = False, hovermode: str = "closest", title: str | None = None,
                    settings: dict | None = None) -> go.Figure:
    """``layout(go.Figure(data=traces, layout=settings), ...)`` (tested equal), made in one step
    (:func:`figure_from`): the builder's own layout ``settings`` (changed in place) with
    :func:`layout_settings` merged over them, where a figure first made and then laid out builds
    and validates its layout twice."""
    return figure_from(traces, deep_merge(settings or {}, layout_settings(
        x_title=x_title, y_title=y_title, square=square, hovermode=hovermode, title=title)))


def merge_layout(fig: go.Figure, update: dict) -> go.Figure:
    """``fig.update_layout(update)`` (``update``: nested dicts, merged into the layout; tested
    equal), faster: the merged layout is set as a fresh one, without the template, which Plotly
    then puts back from its cache, where ``update_layout`` validates the template again."""
    merged = fig.layout.to_plotly_json()
    merged.pop("template", None)
    fig.layout = deep_merge(merged, update)
    return fig


def deep_merge(target: dict, update: dict) -> dict:
    """``target`` (a layout's JSON, changed in place) with ``update`` merged in, dict by dict
    (``update``'s dicts are copied): what :func:`merge_layout` sets, for a builder that makes its
    figure's layout as a dict before the figure."""
    for key, value in update.items():
        if isinstance(value, dict):
            inner = target.get(key)
            target[key] = deep_merge(inner if isinstance(inner, dict) else {}, value)
        else:
            target[key] = value
    return target


def vertical_line(fig: go.Figure, x: float, *, line: dict, text: str | None = None,
                  xanchor: str = "left") -> None:
    """A line across the plot's height at ``x``, ``text`` (if any) at its top right (``xanchor``
    "right": its top left): the shape and
    annotation Plotly's ``add_vline`` makes (tested equal), without its axis-spanning machinery,
    which is slow for a line redrawn at every move (the histogram's threshold line)."""
    shape, annotation = vertical_line_settings(x, line=line, text=text, xanchor=xanchor)
    fig.add_shape(**shape)
    if annotation:
        fig.add_annotation(**annotation)


def vertical_line_settings(x: float, *, line: dict, text: str | None = None,
                           xanchor: str = "left") -> tuple[dict, dict | None]:
    """The shape and the annotation (None without ``text``) :func:`vertical_line` adds, for a
    builder that makes its figure's layout as a dict before the figure."""
    shape = dict(type="line", x0=x, x1=x, xref="x", y0=0, y1=1, yref="y domain", line=line)
    if not text:
        return shape, None
    return shape, dict(showarrow=False, text=text, x=x, xanchor=xanchor, xref="x", y=1,
                       yanchor="top", yref="y domain")


def with_vertical_line(settings: dict, x: float, *, line: dict, text: str | None = None,
                       xanchor: str = "left") -> dict:
    """The layout ``settings`` (changed in place) with :func:`vertical_line`'s shape and
    annotation added after the ones they hold, for a builder that makes its figure's layout as
    a dict before the figure."""
    return _with_line(settings, *vertical_line_settings(x, line=line, text=text,
                                                         xanchor=xanchor))


def with_horizontal_line(settings: dict, y: float, *, line: dict,
                         text: str | None = None) -> dict:
    """The layout ``settings`` (changed in place) with :func:`horizontal_line`'s shape and
    annotation added after the ones they hold, as :func:`with_vertical_line`."""
    return _with_line(settings, *horizontal_line_settings(y, line=line, text=text))


def _with_line(settings: dict, shape: dict, annotation: dict | None) -> dict:
    settings.setdefault("shapes", []).append(shape)
    if annotation:
        settings.setdefault("annotations", []).append(annotation)
    return settings


def vertical_band_settings(bands: Sequence[tuple[float, float, str]], *,
                           opacity: float) -> list[dict]:
    """A band across the plot's height from ``x0`` to ``x1`` in ``color`` for each
    ``(x0, x1, color)`` of ``bands``, behind the traces: the shapes Plotly's ``add_vrect`` makes
    (tested equal), for a builder that makes its figure's layout as a dict before the figure."""
    return [dict(type="rect", x0=x0, x1=x1, xref="x", y0=0, y1=1, yref="y domain",
                 fillcolor=color, opacity=opacity, layer="below", line=dict(width=0))
            for x0, x1, color in bands]


def horizontal_line(fig: go.Figure, y: float, *, line: dict, text: str | None = None) -> None:
    """A line across the plot's width at ``y``, ``text`` (if any) above its right end: what
    Plotly's ``add_hline`` makes (tested equal), as :func:`vertical_line`."""
    shape, annotation = horizontal_line_settings(y, line=line, text=text)
    fig.add_shape(**shape)
    if annotation:
        fig.add_annotation(**annotation)


def horizontal_line_settings(y: float, *, line: dict,
                             text: str | None = None) -> tuple[dict, dict | None]:
    """The shape and the annotation (None without ``text``) :func:`horizontal_line` adds, for a
    builder that makes its figure's layout as a dict before the figure."""
    shape = dict(type="line", x0=0, x1=1, xref="x domain", y0=y, y1=y, yref="y", line=line)
    if not text:
        return shape, None
    return shape, dict(showarrow=False, text=text, x=1, xanchor="right", xref="x domain", y=y,
                       yanchor="bottom", yref="y")


def two_lines(title: str, longest: int = 16) -> str:
    """An axis title longer than ``longest`` characters broken at the space nearest its middle
    ("False positive<br>rate (FPR)"): centred under a square plot a third of 1024 px wide, or
    beside a short one, it would otherwise run past the figure's edge or into its title. A title
    without a space (Chinese) stays whole."""
    spaces = [i for i, c in enumerate(title) if c == " "]
    if len(title) <= longest or not spaces:
        return title
    cut = min(spaces, key=lambda i: abs(i - len(title) / 2))
    return title[:cut] + "<br>" + title[cut + 1:]


def presentation(fig: go.Figure, *, height: int | None = None,
                 font_size: int | None = None) -> go.Figure:
    """The figure as a page shows it: ``height`` pixels tall (None: Streamlit's default), and with
    ``font_size`` (classroom mode, e.g. :data:`CLASSROOM_FONT_SIZE`) every text that size or
    larger, lines :data:`CLASSROOM_SCALE` times thicker and markers as many times larger."""
    if height is not None:  # one flat key: Plotly sets it in place, where merge_layout (for
        fig.update_layout(height=height)  # nested settings) copies the layout and its template
    if font_size is None:
        return fig
    # Streamlit's theme gives axes, legend and title their own sizes: each is set here; a right
    # margin that holds labels at x = 1 (iso-F1 contours) grows with their text
    right = fig.layout.margin.r
    fig.update_layout(font=dict(size=font_size),
                      margin=dict(t=font_size * 2 + 10,
                                  r=None if right is None else round(right * font_size / 12)),
                      legend=dict(font_size=font_size), hoverlabel=dict(font_size=font_size),
                      title_font_size=font_size)
    fig.update_xaxes(tickfont_size=font_size, title_font_size=font_size)
    fig.update_yaxes(tickfont_size=font_size, title_font_size=font_size)
    for annotation in fig.layout.annotations:
        annotation.font.size = max(annotation.font.size or 0, font_size - 2)
    for trace in fig.data:
        line, marker = getattr(trace, "line", None), getattr(trace, "marker", None)
        if line is not None and "width" in line:
            line.width = (line.width or 2) * CLASSROOM_SCALE
        if isinstance(getattr(marker, "size", None), (int, float)):
            marker.size = marker.size * CLASSROOM_SCALE
        if getattr(trace, "textfont", None) is not None:
            trace.textfont.size = font_size
    for shape in fig.layout.shapes:  # threshold lines, iso-cost lines
        shape.line.width = (shape.line.width or 2) * CLASSROOM_SCALE
    return fig


def legend_rows(fig: go.Figure) -> int:
    """Extra height (px) a figure in half a page's width needs at the classroom font for its
    legend: one row per entry (each name then takes a row of its own), so that the legend under
    the plot takes none of the plot's height and needs no scrollbar."""
    return len(legend_entries(fig)) * LEGEND_ROW


def legend_entries(fig: go.Figure) -> list:
    """The traces ``fig``'s legend shows, one entry each: the named ones not hidden from it (a
    legend group lists each of its shown traces)."""
    return [trace for trace in fig.data if trace.name and trace.showlegend is not False]


def legend_height(fig: go.Figure, *, padding: float, row: float) -> float:
    """The height (px) of ``fig``'s legend laid out one entry to a row, ``row`` px each, with
    ``padding``: when any trace has a legend group (and the legend's ``traceorder``, if set, is
    grouped), Plotly lists the legend by groups (a trace without one is a group of its own) and
    leaves the legend's ``tracegroupgap`` between them (measured in Chromium)."""
    shown = legend_entries(fig)
    if not shown:
        return 0
    height = padding + len(shown) * row
    order = fig.layout.legend.traceorder
    if any(trace.legendgroup for trace in fig.data) and (not order or "grouped" in order):
        groups = len({trace.legendgroup or id(trace) for trace in shown})
        gap = fig.layout.legend.tracegroupgap
        height += (groups - 1) * (10 if gap is None else gap)
    return height


def presented(fig: go.Figure, *, height: int | None, classroom: bool) -> go.Figure:
    """:func:`presentation` as the pages draw a figure: ``height`` px tall, and in
    ``classroom`` mode at least :data:`CLASSROOM_HEIGHT` plus its legend's rows, at the
    classroom font."""
    if classroom:
        height = max(height or 0, CLASSROOM_HEIGHT + legend_rows(fig))
    return presentation(fig, height=height, font_size=CLASSROOM_FONT_SIZE if classroom else None)


@dataclass(frozen=True)
class SquareRoom:
    """What a square plot's box holds besides the plot, in px, as Plotly.js lays it out at one
    font size (axis titles on one line, ticks from 0 to 1 with one decimal): the y axis's ticks
    and title on the left, the x axis's room between the plot and the legend, the legend's
    padding and one legend row."""

    left: float
    below_plot: float
    legend_padding: float
    legend_row: float


SQUARE_ROOM = {
    None: SquareRoom(left=68, below_plot=65, legend_padding=10, legend_row=19),
    CLASSROOM_FONT_SIZE: SquareRoom(left=78, below_plot=76, legend_padding=9.5, legend_row=26.5),
}
""":class:`SquareRoom` at the page's font (Streamlit's theme, 12 px) and at the classroom font,
measured in Chromium with the installed Plotly.js."""


def square_box(fig: go.Figure, *, font_size: int | None = None) -> int:
    """Make ``fig``, a square plot (:func:`layout` with ``square``) drawn at ``font_size`` (None:
    the page's), fill a box whose height follows its width, and return how many px taller than
    wide that box is (negative: shorter).

    ``fig`` is changed in place: no height of its own; the plot pinned to the top of the room
    its margins leave (a box a little too tall leaves its gap between the x axis and the legend,
    never above the plot); the x ticks never turned (Plotly turns them when they crowd in a
    narrower pass while the box settles, and keeps them so); the legend one entry to a row from
    the left, as tall as its entries (its height then depends on its entries, not on the box's
    width, and it never scrolls). The plot is then as wide as the box less its left and right
    margins, and as tall as wide; the box is that plus the top margin, the x axis's room and the
    legend (:data:`SQUARE_ROOM`)."""
    room = SQUARE_ROOM[font_size]
    fig.layout.height = None
    fig.layout.autosize = True
    fig.layout.yaxis.constraintoward = "top"
    fig.layout.xaxis.tickangle = 0
    fig.layout.legend.update(orientation="v", x=0, xanchor="left", maxheight=1)
    margin = fig.layout.margin
    legend = legend_height(fig, padding=room.legend_padding, row=room.legend_row)
    return round((margin.t or 0) + room.below_plot + legend - room.left - (margin.r or 0))


IMAGE_SCALE = 2
"""The camera button's pixel ratio: a saved PNG stays sharp on a slide or a projector."""

PLOTLY_CHROME = {"displaylogo": False, "showSendToCloud": False}
"""Plotly's ``config`` for every figure drawn: no Plotly logo, and no Plotly.js 3 "Share chart"
button (on by default; it posts the chart to a chart service, and the app and its reports work
offline)."""


def image_config(filename: str, image_format: str = "png") -> dict:
    """Plotly's ``config`` for a figure whose camera button saves ``filename.<format>`` (``png``
    or ``svg``, the sidebar's choice) at :data:`IMAGE_SCALE`, with :data:`PLOTLY_CHROME`.
    Streamlit passes ``config`` as JSON, so
    a second image button (it would need a JavaScript click handler) is only in the HTML report
    (:mod:`evalcore.view.report.document`), which offers both."""
    return {**PLOTLY_CHROME,
            "toImageButtonOptions": {"format": image_format, "filename": filename,
                                     "scale": IMAGE_SCALE}}


def point_marker(fig: go.Figure, x: float | None, y: float | None, name: str, color: str,
                 symbol: str = "circle", *, size: int = 13, text: str = "") -> None:
    """A large marker (``size`` px), with ``text`` written near it if given (see
    :func:`point_label`); omitted when a coordinate is undefined (e.g. precision with nothing
    predicted positive)."""
    trace = point_marker_trace(x, y, name, color, symbol, size=size, text=text)
    if trace is None:
        return
    fig.add_trace(trace)
    if text:
        point_label(fig, x, y, text, color)


def point_marker_trace(x: float | None, y: float | None, name: str, color: str,
                       symbol: str = "circle", *, size: int = 13, text: str = "") -> dict | None:
    """The trace :func:`point_marker` adds (None when a coordinate is undefined), for a builder
    that makes its figure's traces as dicts before the figure; its ``text`` label is
    :func:`point_marker`'s to add."""
    if x is None or y is None:
        return None
    return dict(type="scatter", x=[x], y=[y], mode="markers", name=name,
                text=[text] if text else None, cliponaxis=False,
                hoverinfo="name+text" if text else None,
                marker=dict(size=size, color=color, symbol=symbol,
                            line=dict(color="white", width=1.5)))


def point_label(fig: go.Figure, x: float, y: float, text: str, color: str) -> None:
    """``text`` on a light box, joined to the point (x, y) of a [0, 1] plot by a short line and
    set off from it, on the side a falling curve (P-R) leaves empty: up and right of a point in
    the left half, down and left of one in the right half (flipped vertically near the top or
    the bottom edge), so it neither touches the curve nor leaves the plot."""
    fig.add_annotation(**point_label_settings(x, y, text, color))


def point_label_settings(x: float, y: float, text: str, color: str) -> dict:
    """The annotation :func:`point_label` adds, for a builder that makes its figure's layout as
    a dict before the figure."""
    right = x <= 0.5
    up = right if 0.15 < y < 0.85 else y <= 0.15
    return dict(x=x, y=y, text=text, showarrow=True, arrowhead=0, arrowwidth=1.5,
                arrowcolor=color, standoff=6, ax=22 if right else -22,
                ay=-26 if up else 26, xanchor="left" if right else "right",
                yanchor="bottom" if up else "top", align="left",
                bgcolor="rgba(255, 255, 255, 0.85)", bordercolor=color, borderpad=2,
                font=dict(size=11, color="#2a3f5f"))


def integer_ticks(fig: go.Figure, largest: int, *, most: int = 12, axis: str = "x") -> None:
    """Ticks on whole numbers only (k, ranks on the x axis; counts on the y axis, ``axis="y"``):
    :func:`integer_tick_settings` on every axis of that kind."""
    update = fig.update_yaxes if axis == "y" else fig.update_xaxes
    update(**integer_tick_settings(largest, most=most))


def integer_tick_settings(largest: int, *, most: int = 12) -> dict:
    """An axis's ticks on whole numbers only: a step of 1, 2, 5, 10, 20, … giving at most
    ``most`` ticks up to ``largest``."""
    step = 1
    while largest / step > most:
        step *= 2.5 if str(step)[0] == "2" else 2
        step = int(step)
    return dict(tickmode="linear", tick0=0 if step > 1 else 1, dtick=step, tickformat="d")


def decimal_tick_settings(largest: float, *, most: int = 5) -> dict:
    """An axis from 0 up to its first tick at or above ``largest`` (> 0 and finite; no settings
    otherwise, nor for a value so small that dividing it by ``most`` gives 0 in floating point),
    ticked every 1, 2 or 5 × 10ⁿ with at most ``most`` steps: the tallest bar or line is read
    against a labelled tick above it. Plotly's own range ends just past the data, often between
    two ticks, so the tallest bars stand above the last label."""
    if not (largest / most > 0 and math.isfinite(largest)):
        return {}
    exponent = math.floor(math.log10(largest / most))
    step = next(mantissa * 10.0 ** exponent for mantissa in (1, 2, 5, 10)
                if largest / (mantissa * 10.0 ** exponent) <= most * (1 + 1e-9))
    top = float(f"{math.ceil(largest / step * (1 - 1e-9)) * step:.12g}")
    return dict(range=[0, top], tick0=0, dtick=float(f"{step:.12g}"))

"""Draw a Plotly figure as the session wants it: the page's height, in classroom mode (the
sidebar toggle, :data:`dashboard.shell.session.CLASSROOM`) larger fonts, thicker lines and larger
markers, and a camera button that saves the figure with a file name naming the data set, the page,
the figure and the threshold, and Plotly's own texts (its toolbar's titles, its notices) in the
user's language. The figure builders stay pure: the size reaches them as arguments
of :func:`evalcore.view.layout.presentation`."""

from __future__ import annotations

import json
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Callable, Iterator

import plotly.graph_objects as go
import streamlit as st

from dashboard.widgets.export_context import export_context
from dashboard.shell.language import t
from dashboard.shell.session import classroom_mode, figure_format
from evalcore.view.layout import (CLASSROOM_FONT_SIZE, CLASSROOM_HEIGHT,
                                  PROJECTOR_HEIGHT, image_config, legend_rows,
                                  presentation, presented, square_box)
from evalcore.view.language import plotly_locale


Drawer = Callable[..., None]
"""Draws a figure that fills its box: ``drawer(fig, key=key, where=where)``."""
_FILLING: ContextVar[Drawer | None] = ContextVar("charts_fill_their_box", default=None)


@contextmanager
def filling_charts(drawer: Drawer | None = None) -> Iterator[None]:
    """Within it, :func:`show_chart` draws each figure as tall as the box the page's CSS gives it
    (Plotly's own autosize, redrawn when the window changes), whatever height its caller asks
    for, and without Plotly's toolbar: for a page laid out to the browser's viewport, such as
    the lesson on a projector, where a height guessed on the server cannot fit every screen.
    ``drawer``: what draws such a figure instead of ``st.plotly_chart`` (a page's own, e.g. one
    that lays it out once at its box's size in the browser)."""
    token = _FILLING.set(drawer or _plotly_filling)
    try:
        yield
    finally:
        _FILLING.reset(token)


def show_chart(fig: go.Figure, *, key: str, height: int | None = None, where: Any = st) -> None:
    """``where.plotly_chart(fig)`` (``where``: st or a column), ``height`` px tall, enlarged in
    classroom mode (and at least :data:`CLASSROOM_HEIGHT` tall there, plus its legend's rows);
    its camera button saves ``<data set>_<page>_<key>[_t<threshold>].png`` (or ``.svg``, the
    sidebar's choice). Within :func:`filling_charts` the figure fills its box instead."""
    classroom = classroom_mode()
    if _FILLING.get():
        show_filling(filling(fig, classroom=classroom), key=key, where=where)
        return
    presented(fig, height=height, classroom=classroom)
    where.plotly_chart(fig, key=key, config=_chart_config(key))


def _chart_config(key: str) -> dict:
    """Plotly's ``config`` of the chart ``key``: its camera button's file name and format, and
    Plotly's texts in the user's language."""
    return {**image_config(export_context().stem(key), figure_format()), **plotly_locale(t)}


WIDEST_SQUARE = 600
"""The widest box (px) :func:`show_square_chart` sizes a figure for: a wider column's square plot
is as tall as this box's would be (centred across the column), and stays within a 900 px
window."""


def show_square_chart(fig: go.Figure, *, key: str, where: Any = st) -> None:
    """:func:`show_chart` for a square plot (ROC, P-R) in a column of any width: as tall as that
    width needs (:func:`~evalcore.view.layout.square_box`, the height set by the page's CSS
    from the box's width, up to :data:`WIDEST_SQUARE`), so that no height guessed on the
    server leaves blank room above and below a narrow column's plot, or beside a wide one's.
    The height is set on the chart's element (its column's width read by a container query),
    not on the chart, so Streamlit's fullscreen view still gives the chart the window. In
    classroom mode at the classroom's sizes. ``key`` names the chart's box in the CSS too (a
    name without spaces or punctuation)."""
    show_square_row((fig, key, where))


def show_square_row(*charts: tuple[go.Figure, str, Any],
                    beside: tuple[go.Figure, str, Any] | None = None) -> None:
    """:func:`show_square_chart` for each ``(fig, key, column)`` of a row of equal columns: the
    plots start at the same height and are the same size; a plot whose legend is shorter than
    the row's longest is followed by the difference as blank room, so that whatever each column
    shows next starts level too. ``beside``: a figure that is not square (a bar chart, say) in
    a column of the same row, drawn as tall as the row's square plots' boxes."""
    classroom = classroom_mode()
    font_size = CLASSROOM_FONT_SIZE if classroom else None
    extras = []
    for fig, _, _ in charts:
        presentation(fig, font_size=font_size)
        extras.append(square_box(fig, font_size=font_size))
    row = max(extras)
    boxes = [(fig, key, where, extra) for (fig, key, where), extra in zip(charts, extras)]
    if beside is not None:
        fig, key, where = beside
        presentation(fig, font_size=font_size)
        fig.layout.height = None
        fig.layout.autosize = True
        boxes.append((fig, key, where, row))
    for fig, key, where, extra in boxes:
        box = f".st-key-{key}"
        where.html(f"<style>[data-testid=stVerticalBlock]:has(> {box}) {{ container-type: "
                   f"inline-size; }} {box} {{ height: calc(min(100cqw, {WIDEST_SQUARE}px) + "
                   f"{extra}px); margin-bottom: {row - extra}px; }}</style>")
        where.plotly_chart(fig, key=key, height="stretch", config=_chart_config(key))


def filling(fig: go.Figure, *, classroom: bool) -> go.Figure:
    """``fig`` (changed in place) as :func:`show_chart` draws it within :func:`filling_charts`:
    in ``classroom`` mode at its text size, its title at the top edge, no height of its own. A
    page that draws the same figure again may keep it so and draw it with
    :func:`show_filling`."""
    presentation(fig, font_size=CLASSROOM_FONT_SIZE if classroom else None)
    if classroom:  # subplot titles and notes too: nothing under the classroom size
        for annotation in fig.layout.annotations:
            annotation.font.size = max(annotation.font.size or 0, CLASSROOM_FONT_SIZE)
    if fig.layout.title.text:  # at the top edge whatever the height, never above it
        fig.update_layout(title=dict(y=1, yanchor="top", yref="container", pad=dict(t=8)))
    fig.layout.height = None
    fig.layout.autosize = True
    return fig


def show_filling(fig: go.Figure | str, *, key: str, where: Any = st) -> None:
    """``fig``, already :func:`filling`'s (or its JSON text, kept by a page that draws it
    again), as tall as its box and without Plotly's toolbar (not changed: a figure kept between
    runs is drawn as it is), by the drawer of the :func:`filling_charts` around it
    (``st.plotly_chart`` outside one)."""
    (_FILLING.get() or _plotly_filling)(fig, key=key, where=where)


def _plotly_filling(fig: go.Figure | str, *, key: str, where: Any = st) -> None:
    where.plotly_chart(json.loads(fig) if isinstance(fig, str) else fig, key=key,
                       height="stretch", config={"displayModeBar": False, "responsive": True,
                                                 **plotly_locale(t)})


def legend_room(fig: go.Figure) -> int:
    """Extra height (px) a figure in half a page's width needs in classroom mode for its legend
    (:func:`~evalcore.view.layout.legend_rows`); 0 outside classroom mode."""
    return legend_rows(fig) if classroom_mode() else 0

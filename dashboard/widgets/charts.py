"""Draw a Plotly figure as the session wants it: the page's height, in classroom mode (the
sidebar toggle, :data:`dashboard.shell.session.CLASSROOM`) larger fonts, thicker lines and larger
markers, and a camera button that saves the figure with a file name naming the data set, the page,
the figure and the threshold. The figure builders stay pure: the size reaches them as arguments
of :func:`dashboard.widgets.figure_layout.presentation`."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import streamlit as st

from dashboard.shell.export_context import export_context
from dashboard.shell.session import classroom_mode, figure_format
from dashboard.widgets.figure_layout import (CLASSROOM_HEIGHT, PROJECTOR_HEIGHT, image_config,
                                             legend_rows, presented)


def show_chart(fig: go.Figure, *, key: str, height: int | None = None, where: Any = st) -> None:
    """``where.plotly_chart(fig)`` (``where``: st or a column), ``height`` px tall, enlarged in
    classroom mode (and at least :data:`CLASSROOM_HEIGHT` tall there, plus its legend's rows);
    its camera button saves ``<data set>_<page>_<key>[_t<threshold>].png`` (or ``.svg``, the
    sidebar's choice)."""
    presented(fig, height=height, classroom=classroom_mode())
    where.plotly_chart(fig, key=key, config=image_config(export_context().stem(key),
                                                              figure_format()))


def legend_room(fig: go.Figure) -> int:
    """Extra height (px) a figure in half a page's width needs in classroom mode for its legend
    (:func:`~dashboard.widgets.figure_layout.legend_rows`); 0 outside classroom mode."""
    return legend_rows(fig) if classroom_mode() else 0

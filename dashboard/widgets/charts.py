"""Draw a Plotly figure as the session wants it: the page's height, and in classroom mode (the
sidebar toggle, :data:`dashboard.shell.session.CLASSROOM`) larger fonts, thicker lines and larger
markers. The figure builders stay pure: the size reaches them as arguments of
:func:`dashboard.widgets.figure_layout.presentation`."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import streamlit as st

from dashboard.shell.session import classroom_mode
from dashboard.widgets.figure_layout import CLASSROOM_FONT_SIZE, presentation

PROJECTOR_HEIGHT = 360
"""Figure height (px) on the threshold pages: slider and curves fit one screen at 1024×768."""


def show_chart(fig: go.Figure, *, key: str, height: int | None = None, where: Any = st) -> None:
    """``where.plotly_chart(fig)`` (``where``: st or a column), ``height`` px tall, enlarged in
    classroom mode."""
    presentation(fig, height=height,
                 font_size=CLASSROOM_FONT_SIZE if classroom_mode() else None)
    where.plotly_chart(fig, key=key)

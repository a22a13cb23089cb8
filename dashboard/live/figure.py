"""A server-built Plotly figure drawn in the browser at its box's final size, by the live view's
component (``figure.js``, loaded by ``entry.js``): laid out once at the width and height the
page's CSS gives its box, where ``st.plotly_chart`` lays a figure out at Plotly's default height
first and at its box's after. For pages laid out to the browser's window (the lesson on a
projector); the figure is still the evalcore builder's, as the report and the notebook draw it."""

from __future__ import annotations

import hashlib
from contextlib import nullcontext
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from dashboard.live.assets import live_component
from dashboard.shell.language import t
from evalcore.view.language import plotly_locale

CONFIG = {"displayModeBar": False}
"""No Plotly toolbar: the figure fills a projector's screen."""


def figure_json(fig: go.Figure) -> str:
    """``fig``'s JSON as Plotly.js takes it (numbers as typed arrays), not validated again: what
    :func:`box_figure` sends, worth keeping for a figure drawn again unchanged."""
    return fig.to_json(validate=False)


def box_figure(figure: go.Figure | str, *, key: str, where: Any = st) -> None:
    """``figure`` (or :func:`figure_json`'s text of one) drawn as wide and tall as its box,
    without Plotly's toolbar, in ``where`` (st or a column); a run that sends the figure the
    browser already shows draws nothing again. Nothing without a running server (bare mode)."""
    component = live_component()
    if component is None:
        return
    text = figure if isinstance(figure, str) else figure_json(figure)
    identity = hashlib.blake2b(text.encode(), digest_size=12).hexdigest()
    with nullcontext() if where is st else where:
        component(key=key, data={"view": "boxFigure", "id": identity, "figure": text,
                                 "config": {**CONFIG, **plotly_locale(t)}})

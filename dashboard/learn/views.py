"""The Learn page's views and the choice between them. :data:`VIEWS` is the one list: each entry
is a view's key (its name is the catalog key ``learn_view_<key>``) and the function that draws it
from the page's dataset."""

from __future__ import annotations

from typing import Any, Callable

import streamlit as st

from dashboard.binary.sidebar import BinaryDataset
from dashboard.learn.pairs_view import show_pairs
from dashboard.learn.simulator_view import show_simulator
from dashboard.learn.steps_view import show_steps
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky

VIEWS: tuple[tuple[str, Callable[[Any], None]], ...] = (
    ("steps", show_steps),
    ("pairs", show_pairs),
    ("simulator", lambda dataset: show_simulator()),
)
"""(key, draw(dataset)) of every view, in the selector's order."""
BINARY_VIEWS = ("steps", "pairs")
"""The views drawn from a binary dataset (the others bring their own data)."""
VIEW = "learn_view"


def show_learn(dataset: Any) -> None:
    """The view selector, then the chosen view; views 1 and 2 need binary data (a multiclass
    dataset gets a message saying what they need); the simulator draws its own samples."""
    keys = [key for key, _ in VIEWS]
    chosen = sticky(st.radio, t("learn_view_label"), options=keys, key=VIEW, horizontal=True,
                    format_func=option_labels("learn_view_"), label_visibility="collapsed")
    if chosen in BINARY_VIEWS and not isinstance(dataset, BinaryDataset):
        st.info(t("learn_needs_binary"))
        return
    dict(VIEWS)[chosen](dataset)

"""An expander that says whether it is open, so that its figures are drawn only then: a closed
expander's Plotly figures are still sent on every run and drawn (hidden) by the browser, so each
release of the live view's slider would pay for figures nobody sees."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import streamlit as st


@contextmanager
def lazy_expander(label: str, *, key: str, expanded: bool = False) -> Iterator[bool]:
    """``with lazy_expander(label, key=...) as open_:`` draws into an expander and yields
    whether it is open; opening or closing it reruns the fragment it is in (or the page), so
    what is drawn only when open appears at once. Session-state ``key`` holds the state."""
    box = st.expander(label, expanded=expanded, key=key, on_change="rerun")
    with box:
        yield bool(box.open)

"""Session-state keys shared by the app shell and the pages, and the widgets that survive a page
switch.

Widgets that must survive a page switch keep their value in a plain session-state key (not only in
the widget's own key, which Streamlit discards when the widget is not rendered).
"""

from __future__ import annotations

from typing import Any, Callable

import streamlit as st

THRESHOLD = "threshold"
THRESHOLD_DATASET = "threshold_dataset"
BETA = "beta"
CLASSROOM = "classroom"


def sticky(widget: Callable[..., Any], label: str, *, key: str, **kwargs: Any) -> Any:
    """Draw ``widget`` (e.g. ``st.sidebar.selectbox``) so that its value survives page switches.

    Streamlit drops a widget's state when a page without it runs; the value is therefore also
    kept under a plain session-state key and handed back to the widget when it is drawn again.
    A default passed in ``kwargs`` (``index``/``value``) only applies the first time.
    """
    state = st.session_state
    store = f"sticky_{key}"
    if store in state:
        state[key] = state[store]
        kwargs.pop("index", None)
        kwargs.pop("value", None)
    value = widget(label, key=key, on_change=_keep, args=(key, store), **kwargs)
    state[store] = value
    return value


def set_sticky(key: str, value: Any) -> None:
    """Set the value the :func:`sticky` widget ``key`` shows the next time it is drawn (on
    another page too)."""
    st.session_state[f"sticky_{key}"] = value


def _keep(key: str, store: str) -> None:
    """on_change: the user's new value replaces the kept one before the script runs."""
    st.session_state[store] = st.session_state[key]


def classroom_mode() -> bool:
    """Whether the sidebar's classroom-mode toggle is on (kept across page switches)."""
    return bool(st.session_state.get(f"sticky_{CLASSROOM}", False))

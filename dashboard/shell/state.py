"""The plain session-state stores that several shell modules read and write, kept below them all,
and the one module that spells their keys (:func:`sticky_key`, :func:`loaded_key`,
:func:`previous_key`):
the sticky store behind :func:`dashboard.shell.session.sticky` widgets, and each task family's
current and previous dataset (:mod:`dashboard.shell.datasets` writes them; the guard falls back to
the previous one)."""

from __future__ import annotations

from typing import Any

import streamlit as st

CLASSROOM = "classroom"
"""Sticky key of the sidebar's classroom-mode switch (a link may set it)."""


def sticky_key(key: str) -> str:
    """Session-state key of the plain store behind the :func:`~dashboard.shell.session.sticky`
    widget ``key`` (its value across page switches): the one place that spells it."""
    return f"sticky_{key}"


def set_sticky(key: str, value: Any) -> None:
    """Set the value the :func:`~dashboard.shell.session.sticky` widget ``key`` shows the next
    time it is drawn (on another page too)."""
    st.session_state[sticky_key(key)] = value


def loaded_key(family: str) -> str:
    """Session-state key of the family's current dataset (its loaded record): the one place
    that spells it."""
    return f"dataset_{family}"


def previous_key(family: str) -> str:
    """Session-state key of the family's previous dataset (restored when a page fails)."""
    return f"previous_{family}"


def loaded(family: str | None) -> Any | None:
    """The family's loaded record (the dataset, its file's name, rows and file), None before
    anything loaded."""
    return st.session_state.get(loaded_key(family))


def current(family: str) -> Any | None:
    """The last good dataset of ``family`` (``None`` before anything loaded)."""
    kept = loaded(family)
    return None if kept is None else kept.dataset


def current_source(family: str) -> Any | None:
    """The file of the family's last good dataset (None before any, or for data an engine
    reduced, which has no file to read again)."""
    kept = loaded(family)
    return None if kept is None else kept.source


def forget(family: str) -> None:
    """Drop the family's current and previous dataset: its page starts over from its data
    source (a file handed over from another page replaces what it showed)."""
    st.session_state.pop(loaded_key(family), None)
    st.session_state.pop(previous_key(family), None)


def fall_back(family: str) -> None:
    """Put the family's previous dataset (none if there is none) in place of the current one,
    after the page failed on the current one."""
    previous = st.session_state.pop(previous_key(family), None)
    if previous is None:
        st.session_state.pop(loaded_key(family), None)
    else:
        st.session_state[loaded_key(family)] = previous

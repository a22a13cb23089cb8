"""Where each page lives, as app.py (the router) declares it, for the pieces that switch page (the
Comparison offer): app.py hands its page list over on every run."""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

ROUTES = "routes"
"""Session-state key: ``{url path: script}`` of every page."""


def remember(pages: Iterable[tuple[str, str, str]]) -> None:
    """Keep app.py's ``(script, url path, title key)`` page list for this session."""
    st.session_state[ROUTES] = {url: script for script, url, _ in pages}


def script(url_path: str) -> str:
    """The script of the page at ``url_path`` (for ``st.switch_page``)."""
    return st.session_state[ROUTES][url_path]

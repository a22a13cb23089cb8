"""Where each page lives, as app.py (the router) declares it, for the pieces that switch page (the
Comparison offer, the root's forward): app.py hands its page list over on every run."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import unquote, urlparse

import streamlit as st
from streamlit import config

ROUTES = "routes"
"""Session-state key: ``{url path: script}`` of every page, in navigation order."""
ROOT = "home"
"""The url path the hidden root page reserves (Streamlit serves it at ``/``); no page uses it."""
PAGE_PARAM = "page"
"""A link to the root may name its page: ``/?page=roc_pr&...`` opens ``/roc_pr?...``."""
FORWARD_NOTICE = "routes_unknown_page"
"""Session-state key: the unknown ``page`` a root link named (shown on the page it opened)."""


def remember(pages: Iterable[tuple[str, str, str]]) -> None:
    """Keep app.py's ``(script, url path, title key)`` page list for this session."""
    st.session_state[ROUTES] = {url: script for script, url, _ in pages}


def script(url_path: str) -> str:
    """The script of the page at ``url_path`` (for ``st.switch_page``)."""
    return st.session_state[ROUTES][url_path]


def asked_path() -> str | None:
    """The url path the browser asked for, below the server's base path; None at the root.

    Streamlit runs its default page (this forward) for a url path that names no page, without
    a word; ``st.context.url`` still holds the path that was asked for."""
    url = st.context.url
    if not url:
        return None
    path = unquote(urlparse(url).path).strip("/")
    base = (config.get_option("server.baseUrlPath") or "").strip("/")
    if base and (path == base or path.startswith(base + "/")):
        path = path[len(base):].strip("/")
    return path or None


def forward() -> None:
    """The root page: open the page the link's ``page`` parameter names (else the first page) at
    its own url path, with the link's other query parameters, so that the address bar always
    names the page. An unknown name (in ``page``, or as the url path) is kept for the opened page
    to report."""
    routes = st.session_state[ROUTES]
    params = {name: st.query_params.get_all(name) for name in st.query_params}
    wanted = (params.pop(PAGE_PARAM, None) or [None])[-1]
    asked = asked_path()
    if wanted is not None and wanted not in routes:
        st.session_state[FORWARD_NOTICE] = wanted
    elif asked is not None and asked != ROOT and asked not in routes:
        st.session_state[FORWARD_NOTICE] = asked
    target = wanted if wanted in routes else next(iter(routes))
    st.switch_page(routes[target], query_params=params)

"""Where each page lives, as app.py (the router) declares it, for the pieces that switch page (the
Comparison offer, the root's forward): app.py hands its page list over on every run."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import unquote, urlparse

import streamlit as st
from streamlit import config
from streamlit.runtime.scriptrunner import get_script_run_ctx

ROUTES = "routes"
"""Session-state key: ``{url path: script}`` of every page, in navigation order."""
ROOT = "home"
"""The url path the hidden root page reserves (Streamlit serves it at ``/``); no page uses it."""
PAGE_PARAM = "page"
"""A link to the root may name its page: ``/?page=roc_pr&...`` opens ``/roc_pr?...``."""
FORWARD_NOTICE = "routes_unknown_page"
"""Session-state key: the unknown ``page`` a root link named (shown on the page it opened)."""
IGNORED_LINK = "routes_ignored_link"
"""Session-state key: the (settings, characters) of a root link Streamlit did not read (shown on
the page it opened)."""
LINK_MAX_SETTINGS = 1000
LINK_MAX_CHARACTERS = 512 * 1024
"""Streamlit reads no query parameter at all of a link with more settings or characters than
these (``streamlit.runtime.state.query_params.sanitize_query_string``): its page opens as if
the link had none."""


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
    ignored = ignored_link()
    if ignored is not None:
        st.session_state[IGNORED_LINK] = ignored
    target = wanted if wanted in routes else next(iter(routes))
    st.switch_page(routes[target], query_params=params)


def ignored_link() -> tuple[int, int] | None:
    """(settings, characters) of this run's query string when Streamlit read none of it, being
    past :data:`LINK_MAX_SETTINGS` or :data:`LINK_MAX_CHARACTERS`; None otherwise."""
    ctx = get_script_run_ctx()
    text = getattr(ctx, "query_string", "") or ""
    settings = text.count("&") + 1
    if text and (settings > LINK_MAX_SETTINGS or len(text) > LINK_MAX_CHARACTERS):
        return settings, len(text)
    return None

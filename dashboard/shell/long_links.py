"""A link Streamlit will not read says so: Streamlit reads no query parameter at all of a link
with more than :data:`MAX_SETTINGS` settings or :data:`MAX_CHARACTERS` characters
(``streamlit.runtime.state.query_params.sanitize_query_string``), and drops it before the page's
script runs, which then cannot tell it from a link without settings.

This ASGI middleware (installed by app.py's ``st.App``) sees the page's own GET first: a page
path with such a query string is redirected (302) to the same path with only :data:`PARAM`
(``?ignored=5000,38889``: the settings and characters there were), which
:mod:`dashboard.shell.links` turns into a notice. Streamlit's own routes pass unchanged.
"""

from __future__ import annotations

import re
from typing import Any

from dashboard.shell.deep_paths import STREAMLIT_ROUTES

MAX_SETTINGS = 1000
MAX_CHARACTERS = 512 * 1024
PARAM = "ignored"
"""The parameter a redirected link carries: ``<settings>,<characters>`` of the link Streamlit
would not have read."""
_VALUE = re.compile(r"^(\d{1,12}),(\d{1,12})$")


def too_long(query: bytes) -> tuple[int, int] | None:
    """(settings, characters) of the query string ``query`` when Streamlit reads none of it;
    None otherwise."""
    settings = query.count(b"&") + 1
    if query and (settings > MAX_SETTINGS or len(query) > MAX_CHARACTERS):
        return settings, len(query)
    return None


def ignored(text: str | None) -> tuple[int, int] | None:
    """(settings, characters) that :data:`PARAM`'s ``text`` reports; None when absent or not in
    its form."""
    match = _VALUE.match(text or "")
    return (int(match[1]), int(match[2])) if match else None


class LongLinks:
    """ASGI middleware: a GET or HEAD of a page whose query string Streamlit would not read is
    redirected to the page with :data:`PARAM` alone; every other request passes unchanged."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope.get("method") in ("GET", "HEAD"):
            size = too_long(scope.get("query_string", b""))
            segments = scope["path"].split("/")
            if size is not None and not (STREAMLIT_ROUTES & set(segments)):
                from starlette.responses import RedirectResponse

                location = f"{scope['path']}?{PARAM}={size[0]},{size[1]}"
                await RedirectResponse(location, status_code=302)(scope, receive, send)
                return
        await self.app(scope, receive, send)

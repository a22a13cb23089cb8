"""A url path of two segments or more (``/confusion/x``) opens the app, as ``/nopage`` does.

Streamlit's ``index.html`` loads its scripts by relative paths (``./static/js/…``) and finds its
server by trying the page's path and its parent (``/confusion/x/_stcore/health``,
``/confusion/_stcore/health``), so below two segments the page stays blank: the scripts come back as
``index.html`` and the server is never found, before any app code runs. This ASGI middleware
(installed by app.py's ``st.App``) answers, for a GET or HEAD below the server's base path:

- a frontend file asked below a path (``/confusion/static/js/x.js``, ``/a/b/favicon.png``) with
  the file at the root;
- any other path of two segments or more with a redirect (302) to the root link naming that path
  as its page (``/?page=confusion/x`` plus the other query parameters): the root opens the first
  page with the "unknown page" notice, as for any page name that does not exist.

Streamlit's own routes (``/_stcore/…``, ``/static/…``, ``/media/…``, …) pass unchanged.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, quote, urlencode

from streamlit import config

from dashboard.shell.routes import PAGE_PARAM

ROOT_FILES = frozenset({"favicon.png", "manifest.json"})
"""Files of Streamlit's frontend that ``index.html`` names beside itself."""
ASSETS = "static"
"""The folder of Streamlit's frontend bundles (scripts, styles, fonts, images)."""
STREAMLIT_ROUTES = frozenset({"_stcore", "media", "component", "app", "auth", ASSETS})
"""First segments of Streamlit's own routes (core API, media, components, app static files,
login): never touched; nor is a path with a ``_stcore`` segment, which Streamlit answers 404."""


def _below_base(path: str, base: str) -> tuple[str, list[str]] | None:
    """(the base prefix, the segments below it) of ``path``; None outside the base path or when
    the path is not two plain segments or more below it (an empty, ``.`` or ``..`` segment is left
    to Streamlit's own checks)."""
    prefix = "/" + base.strip("/") if base.strip("/") else ""
    if prefix and not path.startswith(prefix + "/"):
        return None
    segments = path[len(prefix):].split("/")[1:]
    if (len(segments) < 2 or {"", ".", ".."} & set(segments) or segments[0] in STREAMLIT_ROUTES
            or "_stcore" in segments):
        return None
    return prefix, segments


def asset_path(path: str, base: str = "") -> str | None:
    """The root path of the frontend file that ``path`` names below a page path
    (``/a/b/static/x.js`` → ``/static/x.js``); None when ``path`` is no such file."""
    below = _below_base(path, base)
    if below is None:
        return None
    prefix, segments = below
    if segments[-1] in ROOT_FILES:
        return f"{prefix}/{segments[-1]}"
    if ASSETS in segments[1:-1]:
        return prefix + "/" + "/".join(segments[segments.index(ASSETS, 1):])
    return None


def forward_location(path: str, query: str, base: str = "") -> str | None:
    """The root link that opens the app for a deep ``path`` (``/a/b?lang=zh`` →
    ``/?page=a/b&lang=zh``); None for a path of one segment, or one Streamlit serves."""
    below = _below_base(path, base)
    if below is None:
        return None
    prefix, segments = below
    kept = [(name, value) for name, value in parse_qsl(query, keep_blank_values=True)
            if name != PAGE_PARAM]
    return (f"{prefix}/?{PAGE_PARAM}={quote('/'.join(segments), safe='/')}"
            + (f"&{urlencode(kept)}" if kept else ""))


class DeepPaths:
    """ASGI middleware: a GET or HEAD below two path segments gets the frontend file it names
    (:func:`asset_path`) or a redirect to the root link (:func:`forward_location`); every other
    request, websockets included, passes unchanged."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope.get("method") in ("GET", "HEAD"):
            base = config.get_option("server.baseUrlPath") or ""
            asset = asset_path(scope["path"], base)
            if asset is not None:
                scope = {**scope, "path": asset, "raw_path": asset.encode()}
            else:
                location = forward_location(
                    scope["path"], scope.get("query_string", b"").decode("utf-8", "replace"), base)
                if location is not None:
                    from starlette.responses import RedirectResponse

                    await RedirectResponse(location, status_code=302)(scope, receive, send)
                    return
        await self.app(scope, receive, send)

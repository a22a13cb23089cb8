"""A browser that goes away in the middle of a request (a tab closed, or a browser killed, while a
file uploads) is no error of the server's: this ASGI middleware (installed by app.py's
``st.App``) turns the ``ClientDisconnect`` that Starlette raises into one line of the server log,
in Streamlit's own format, where uvicorn would log a traceback of some sixty lines. Nothing was
stored: Streamlit keeps an upload only once its whole body has arrived."""

from __future__ import annotations

from typing import Any

from starlette.requests import ClientDisconnect
from streamlit.logger import get_logger

LOG = get_logger(__name__)


class QuietDisconnects:
    """ASGI middleware: an HTTP request whose browser left is logged in one line; every other
    outcome, and every websocket, passes unchanged."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        try:
            await self.app(scope, receive, send)
        except ClientDisconnect:
            if scope["type"] != "http":
                raise
            LOG.info("The browser left before its request ended (%s %s); nothing was kept.",
                     scope.get("method"), _route(scope.get("path", "")))


def _route(path: str) -> str:
    """The route of ``path`` without the session and file ids after it
    (``/_stcore/upload_file/<session>/<file>`` → ``/_stcore/upload_file``)."""
    return "/".join(path.split("/")[:3])

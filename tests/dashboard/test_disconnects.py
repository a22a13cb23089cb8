"""dashboard.shell.disconnects: a request whose browser left is one log line; any other error,
and a websocket's, still raises."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from starlette.requests import ClientDisconnect

from dashboard.shell.disconnects import LOG, QuietDisconnects


def _call(error: BaseException, kind: str = "http") -> None:
    async def app(scope, receive, send):
        raise error

    scope = {"type": kind, "method": "PUT", "path": "/_stcore/upload_file/session-id/file-id"}
    # in a thread of its own: an event loop may already run in this one (Playwright's sync API)
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, QuietDisconnects(app)(scope, None, None)).result()


def test_a_request_whose_browser_left_is_one_line_without_ids(monkeypatch):
    lines = []
    monkeypatch.setattr(LOG, "info", lambda msg, *args: lines.append(msg % args))
    _call(ClientDisconnect())
    assert lines == ["The browser left before its request ended (PUT /_stcore/upload_file); "
                     "nothing was kept."]


@pytest.mark.parametrize("error, kind", [(RuntimeError("a bug"), "http"),
                                         (ClientDisconnect(), "websocket")])
def test_anything_else_still_raises(error, kind):
    with pytest.raises(type(error)):
        _call(error, kind)

"""A url path of two segments or more: its frontend files are served from the root, any other GET
is sent to the root link naming it (hand-worked paths); Streamlit's own routes and one-segment
pages pass; and app.py is served through ``st.App`` without running the page code on import."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
import subprocess
import sys
from pathlib import Path

import pytest

from dashboard.shell.deep_paths import DeepPaths, asset_path, forward_location

ROOT = Path(__file__).resolve().parents[2]

PASSING = ["/", "/confusion", "/nopage", "/confusion/", "/static/js/index.x.js", "/favicon.png",
           "/_stcore/health", "/_stcore/stream", "/_stcore/upload_file/s/f", "/media/a/b.png",
           "/component/c/index.html", "/app/static/a/b.csv", "/auth/login",
           "/confusion/_stcore/health", "/a/b/_stcore/host-config", "//evil.example/x", "/a//b",
           "/a/static/../../etc/passwd", "/a/./favicon.png"]


@pytest.mark.parametrize("path, root", [
    ("/confusion/static/js/index.DormvYxC.js", "/static/js/index.DormvYxC.js"),
    ("/roc_pr/a/b/static/css/index.css", "/static/css/index.css"),
    ("/a/b/favicon.png", "/favicon.png"),
    ("/confusion/x/manifest.json", "/manifest.json"),
])
def test_a_frontend_file_below_a_page_is_the_file_at_the_root(path, root):
    assert asset_path(path) == root
    assert asset_path("/base" + path, "/base/") == "/base" + root


@pytest.mark.parametrize("path, query, location", [
    ("/confusion/x", "", "/?page=confusion/x"),
    ("/roc_pr/a/b", "lang=zh", "/?page=roc_pr/a/b&lang=zh"),
    ("/confusion/x", "page=roc_pr&threshold=0.5", "/?page=confusion/x&threshold=0.5"),
    ("/a/中", "b=%E4%B8%AD+x", "/?page=a/%E4%B8%AD&b=%E4%B8%AD+x"),
    ("/confusion/static", "", "/?page=confusion/static"),
])
def test_a_deep_path_is_sent_to_the_root_link_naming_it(path, query, location):
    assert asset_path(path) is None
    assert forward_location(path, query) == location
    assert forward_location("/base" + path, query, "base") == "/base" + location


@pytest.mark.parametrize("path", PASSING)
def test_streamlit_routes_and_one_segment_paths_pass(path):
    assert asset_path(path) is None
    assert forward_location(path, "lang=zh") is None


def test_outside_the_base_path_nothing_is_touched():
    assert forward_location("/confusion/x", "", "base") is None
    assert asset_path("/a/static/x.js", "base") is None


def _through(method: str, path: str, query: bytes = b"", kind: str = "http"):
    """(the scope the app behind the middleware got or None, the messages sent back)."""
    seen, sent = [], []

    async def inner(scope, receive, send):
        seen.append(scope)

    async def send(message):
        sent.append(message)

    scope = {"type": kind, "method": method, "path": path, "raw_path": path.encode(),
             "query_string": query, "headers": []}
    # in a thread of its own: an event loop may already run in this one (Playwright's sync API)
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, DeepPaths(inner)(scope, None, send)).result()
    return (seen[0] if seen else None), sent


def test_the_middleware_redirects_rewrites_and_passes():
    passed, sent = _through("GET", "/roc_pr/a/b", b"lang=zh")
    assert passed is None and sent[0]["status"] == 302
    assert (b"location", b"/?page=roc_pr/a/b&lang=zh") in sent[0]["headers"]
    passed, _ = _through("GET", "/confusion/static/js/i.js")
    assert (passed["path"], passed["raw_path"]) == ("/static/js/i.js", b"/static/js/i.js")
    for method, path, kind in [("POST", "/confusion/x", "http"), ("GET", "/confusion", "http"),
                               ("GET", "/_stcore/stream", "websocket")]:
        passed, sent = _through(method, path, kind=kind)
        assert passed["path"] == path and not sent


def test_app_py_is_an_st_app_and_its_import_runs_no_page():
    from streamlit.web.server.app_discovery import discover_asgi_app

    assert discover_asgi_app(ROOT / "app.py").import_string == "app:app"
    probe = ("import app, streamlit as st; "
             "assert isinstance(app.app, st.App)")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ScriptRunContext" not in done.stderr  # no st.* call ran outside a script run

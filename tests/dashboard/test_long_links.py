"""dashboard.shell.long_links: a page link Streamlit would not read (over 1,000 settings or
512 Ki characters, where Streamlit reads none) is redirected to the page with ``ignored=`` alone;
Streamlit's own routes and readable links pass."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from streamlit.runtime.state import query_params as streamlit_query_params

from dashboard.shell import long_links


def _answer(path: str, query: bytes, method: str = "GET") -> tuple[int | None, str | None]:
    """(status, location) the middleware sends itself, or (None, None) when it passes the
    request on."""
    sent: list[dict] = []

    async def app(scope, receive, send):
        return None

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": method, "path": path, "query_string": query,
             "headers": []}
    # in a thread of its own: an event loop may already run in this one (Playwright's sync API)
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, long_links.LongLinks(app)(scope, None, send)).result()
    if not sent:
        return None, None
    headers = dict(sent[0]["headers"])
    return sent[0]["status"], headers.get(b"location", b"").decode()


def test_the_limits_are_streamlits():
    assert long_links.MAX_SETTINGS == streamlit_query_params.CLIENT_STATE_QUERY_STRING_MAX_FIELDS
    assert long_links.MAX_CHARACTERS == (
        streamlit_query_params.CLIENT_STATE_QUERY_STRING_MAX_LENGTH)


@pytest.mark.parametrize("path", ["/roc_pr", "/", "/confusion/x"])
def test_a_link_of_too_many_settings_is_redirected_to_its_page_saying_so(path):
    query = "&".join(f"u{i}=1" for i in range(5000)).encode()
    assert _answer(path, query) == (302, f"{path}?ignored=5000,{len(query)}")
    assert _answer(path, query, "HEAD")[0] == 302


def test_a_link_of_too_many_characters_is_redirected():
    query = b"upload=" + b"a" * (512 * 1024)
    assert _answer("/confusion", query) == (302, f"/confusion?ignored=1,{len(query)}")


@pytest.mark.parametrize("path, query, method", [
    ("/roc_pr", "&".join(f"u{i}=1" for i in range(1000)).encode(), "GET"),  # at the limit
    ("/roc_pr", b"u=" + b"a" * (512 * 1024 - 2), "GET"),
    ("/_stcore/health", b"&" * 5000, "GET"),
    ("/static/js/x.js", b"&" * 5000, "GET"),
    ("/roc_pr", b"&" * 5000, "POST"),
])
def test_anything_else_passes(path, query, method):
    assert _answer(path, query, method) == (None, None)


@pytest.mark.parametrize("text, size", [("5000,38889", (5000, 38889)), ("lots", None),
                                        (None, None), ("1,2,3", None), ("-1,2", None)])
def test_the_parameter_is_read_in_its_form_only(text, size):
    assert long_links.ignored(text) == size

"""A browser that leaves in the middle of an upload leaves one quiet line in the server log, not a
traceback: the browser's own upload request (its session, XSRF cookie and header) is taken and
sent again by hand with a body cut short, the connection closed as a killed browser's is."""

from __future__ import annotations

import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import BOUND_MS
from tests.browser.helpers import UPLOAD_CHOICE, wait_idle
from tests.served import served

pytestmark = pytest.mark.browser
QUIET = "The browser left before its request ended (PUT /_stcore/upload_file)"
LOUD = "Exception in ASGI application"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("disconnect") / "server.log"
    with served(log) as url:
        yield url, log


def _upload_request(page: Page, url: str, tmp_path: Path) -> tuple[str, dict[str, str]]:
    """(path, headers with the session's cookies) of the browser's own upload of a small
    file."""
    page.goto(f"{url}/confusion")
    wait_idle(page)
    page.get_by_test_id("stSidebar").get_by_text(UPLOAD_CHOICE).first.click()
    file = tmp_path / "scores.csv"
    file.write_text("y,score\n1,0.9\n0,0.2\n")
    dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
    expect(dropzone).to_be_attached()
    with page.expect_request("**/_stcore/upload_file/**") as sent:
        dropzone.set_input_files(file)
    cookies = "; ".join(f"{c['name']}={c['value']}" for c in page.context.cookies())
    return urlsplit(sent.value.url).path, {**sent.value.headers, "cookie": cookies}


def _send_cut_short(url: str, path: str, headers: dict[str, str]) -> None:
    """The upload's headers with a 10 MB body announced, 64 KB of it sent, then the socket
    closed."""
    boundary = "----cutshort"
    head = "".join(f"{name}: {value}\r\n" for name, value in headers.items()
                   if name.lower() in ("cookie", "x-xsrftoken", "origin"))
    start = (f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
             f'filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n').encode()
    port = urlsplit(url).port
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall((f"PUT {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{head}"
                      f"Content-Type: multipart/form-data; boundary={boundary}\r\n"
                      f"Content-Length: {10 * 2**20}\r\n\r\n").encode() + start
                     + b"1,0.5\n" * 11_000)


def _log_settled(log: Path) -> str:
    """The server log once the cut-short request has ended there (quietly or not)."""
    deadline = time.monotonic() + BOUND_MS / 1000
    while time.monotonic() < deadline:
        text = log.read_text()
        if QUIET in text or LOUD in text:
            return text
        time.sleep(0.1)  # polls the log: the server's own record of the request's end
    raise TimeoutError(f"the request never ended in the log:\n{log.read_text()}")


def test_an_upload_cut_short_leaves_one_quiet_line(page: Page, server, tmp_path):
    url, log = server
    path, headers = _upload_request(page, url, tmp_path)
    _send_cut_short(url, path, headers)
    text = _log_settled(log)
    assert LOUD not in text and "Traceback" not in text and "ClientDisconnect" not in text, text
    assert [line for line in text.splitlines() if "browser left" in line] == [
        line for line in text.splitlines() if QUIET in line]
    assert text.count(QUIET) == 1

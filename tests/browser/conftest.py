"""Real-browser fixtures: Debian's chromium through pytest-playwright, and a Streamlit server.

Never `playwright install` (it downloads a browser): Playwright is pointed at /usr/bin/chromium.
Without chromium the browser tests skip on a developer's machine but fail under CI=true.

Every wait is on the page's own state (a text, a widget's value, the script idle, a Plotly trace),
bounded by :data:`BOUND_MS` for every page, context and ``expect``: the bound of a slow machine,
not Playwright's 30 s default. Tests set no timeouts of their own.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from playwright.sync_api import expect

from benchmarks.chromium import CHROMIUM, CHROMIUM_ARGS  # one way to launch it

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
BOUND_MS = 120_000
"""How long any wait may take before the test fails: a page's first run (building an example,
parsing a 10⁶-row upload) on a 2-core machine busy with other work. A passing wait ends as soon as
the state shows, so the bound costs nothing then."""

expect.set_options(timeout=BOUND_MS)


def pytest_collection_modifyitems(config, items):
    if Path(CHROMIUM).exists():
        return
    if os.environ.get("CI"):
        raise pytest.UsageError(f"CI=true but no chromium at {CHROMIUM}: install Debian's chromium")
    skip = pytest.mark.skip(reason=f"no chromium at {CHROMIUM}")
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture
def new_context(new_context):
    """pytest-playwright's context factory (behind ``context`` and ``page`` too), with
    :data:`BOUND_MS` as the default of every action, navigation and wait of its pages."""
    def bounded(**kwargs):
        context = new_context(**kwargs)
        context.set_default_timeout(BOUND_MS)
        context.set_default_navigation_timeout(BOUND_MS)
        return context

    return bounded


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def _served(log_dir: Path, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run `streamlit run app.py` on a free loopback port (with ``env`` added to the
    environment); stop it on exit."""
    port = _free_port()
    log_path = log_dir / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
             "--server.address", "127.0.0.1", "--server.port", str(port),
             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})},
        )
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_healthy(proc, url, log_path)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture(scope="session")
def app_url(tmp_path_factory):
    """One server for the whole run (each browser page is its own session; starting a server
    and warming its first page per module cost 5–10 s each)."""
    with _served(tmp_path_factory.mktemp("streamlit")) as url:
        yield url


@pytest.fixture(scope="module")
def fresh_app_url(tmp_path_factory):
    """A server of the module's own, for tests about a fresh server's first request."""
    with _served(tmp_path_factory.mktemp("streamlit_fresh")) as url:
        yield url


def _wait_healthy(proc: subprocess.Popen, url: str, log_path: Path) -> None:
    """Until the server's health endpoint answers "ok" (asked every 0.2 s, while waiting on the
    process's exit), within :data:`BOUND_MS`."""
    deadline = time.monotonic() + BOUND_MS / 1000
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as response:
                if response.read() == b"ok":
                    return
        except OSError:
            pass
        try:
            proc.wait(timeout=0.2)
        except subprocess.TimeoutExpired:
            continue
        raise RuntimeError(f"streamlit exited early:\n{log_path.read_text()}")
    raise TimeoutError(f"streamlit not healthy:\n{log_path.read_text()}")


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS

"""Real-browser fixtures: Debian's chromium through pytest-playwright, and a Streamlit server.

Never `playwright install` (it downloads a browser): Playwright is pointed at /usr/bin/chromium.
Without chromium the browser tests skip on a developer's machine but fail under CI=true.

Every wait is on the page's own state (a text, a widget's value, the script idle, a Plotly trace),
bounded by :data:`BOUND_MS` for every page, context and ``expect``: the bound of a slow machine,
not Playwright's 30 s default. Tests set no timeouts of their own.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import pytest

from playwright.sync_api import expect

from benchmarks.chromium import CHROMIUM, CHROMIUM_ARGS  # one way to launch it
from tests.served import served  # one way to start the server

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
    """Debian's chromium, one renderer process per site: a test's new tab on a site another tab
    of the browser already shows joins that tab's process (see :func:`page`)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": [*CHROMIUM_ARGS, "--process-per-site"]}


def _bounded(context):
    """``context`` with :data:`BOUND_MS` as the default of every action, navigation and wait of
    its pages."""
    context.set_default_timeout(BOUND_MS)
    context.set_default_navigation_timeout(BOUND_MS)
    return context


@pytest.fixture
def new_context(new_context):
    """pytest-playwright's context factory, bounded (:func:`_bounded`): for a test that needs a
    browser context of its own (another viewport from the start, a session no other tab has
    touched)."""
    return lambda **kwargs: _bounded(new_context(**kwargs))


@pytest.fixture(scope="session")
def _browser_window(browser, browser_context_args):
    """One browser context per test process, as one browser window of a user's, with a kept tab
    per app server (url → page; :func:`page`)."""
    context = _bounded(browser.new_context(**browser_context_args))
    window = SimpleNamespace(context=context, kept_tabs={})
    yield window
    context.close()


@pytest.fixture
def context(_browser_window):
    """The test process's browser context (:func:`_browser_window`), left as the test found
    it: the routes, cookies, permissions and the app's local storage a test added are removed
    when it ends."""
    context = _browser_window.context
    yield context
    context.unroute_all(behavior="ignoreErrors")
    context.clear_cookies()
    context.clear_permissions()
    for tab in _browser_window.kept_tabs.values():
        tab.evaluate("localStorage.clear()")  # (session storage is the closed tab's own)


@pytest.fixture
def page(context, _browser_window, request):
    """A new tab for the test, closed when it ends: its own page, so its own Streamlit session,
    viewport, listeners and routes.

    Most of the CPU of opening the app in a new browser context is a new renderer process
    starting and compiling Streamlit's scripts again. A tab that joins the process of a tab
    already showing that server (``--process-per-site``) is spared both, so for a test on the
    run's server (``app_url``) one tab stays open on the server's health page."""
    if "app_url" in request.fixturenames:
        url = request.getfixturevalue("app_url")
        if url not in _browser_window.kept_tabs:
            tab = context.new_page()
            tab.goto(f"{url}/_stcore/health")
            _browser_window.kept_tabs[url] = tab
    tab = context.new_page()
    yield tab
    tab.close()


@pytest.fixture(scope="session")
def app_url(tmp_path_factory):
    """One server for the whole run (each browser page is its own session; starting a server
    and warming its first page per module cost 5–10 s each)."""
    with served(tmp_path_factory.mktemp("streamlit") / "server.log") as url:
        yield url


@pytest.fixture(scope="module")
def fresh_app_url(tmp_path_factory):
    """A server of the module's own, for tests about a fresh server's first request."""
    with served(tmp_path_factory.mktemp("streamlit_fresh") / "server.log") as url:
        yield url


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS

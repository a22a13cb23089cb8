"""The local source's Stop button in a real browser: a search over a large tree shows its
progress and a Stop button in the sidebar; pressing it ends the search with a notice, and the
source evaluates again afterwards."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import wait_idle
from tests.served import served

pytestmark = pytest.mark.browser
TREE = "/usr"
"""A tree of some 30,000 folders: its walk takes seconds, time to press Stop."""


@pytest.fixture(scope="module")
def local_app_url(tmp_path_factory):
    with served(tmp_path_factory.mktemp("streamlit_local") / "server.log",
                {"EVALCORE_DATA_ROOT": TREE}) as url:
        yield url


def _evaluate(page: Page, pattern: str) -> None:
    sidebar = page.get_by_test_id("stSidebar")
    box = sidebar.get_by_role("textbox", name="Path, directory or glob of Parquet/CSV files")
    box.fill(pattern)
    box.press("Enter")
    wait_idle(page)
    sidebar.get_by_role("button", name="Evaluate with DuckDB").click()


def test_stop_ends_the_search(page: Page, local_app_url: str, artifacts):
    page.goto(local_app_url)
    sidebar = page.get_by_test_id("stSidebar")
    sidebar.get_by_text("Local dataset (path or glob)", exact=True).click()
    expect(sidebar.get_by_text(f"Data root: {TREE}")).to_be_visible()
    wait_idle(page)
    _evaluate(page, "**/*.nomatch")
    stop = sidebar.get_by_role("button", name="Stop")
    expect(stop).to_be_visible()
    expect(sidebar.get_by_text("Looking for the files…")).to_be_visible()
    page.screenshot(path=artifacts / "local_stop_running.png", full_page=True)
    stop.click()
    expect(page.get_by_text("The evaluation of **/*.nomatch was stopped before it finished.")
           ).to_be_visible()
    expect(stop).to_have_count(0)
    wait_idle(page)
    page.screenshot(path=artifacts / "local_stop_stopped.png", full_page=True)

    _evaluate(page, "no-such-folder/*.csv")  # the source still answers
    expect(page.get_by_text("File not found")).to_be_visible()
    wait_idle(page)

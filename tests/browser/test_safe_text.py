"""In the real renderer (react-markdown + remark-gfm): a file name and a header that look like
links are shown as the same characters and are not links, in the sidebar, the error at the top of
the page and the caption naming the data kept; the error is visible at 1400×900."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser

WORD_JOINER = "\u2060"


def visible_text(locator) -> str:
    """The element's text as the reader sees it (the invisible word joiners taken out)."""
    return locator.inner_text().replace(WORD_JOINER, "")


def test_link_like_names_are_text_not_links(page: Page, app_url: str, artifacts, tmp_path):
    good = tmp_path / "www.evil.example.csv"
    good.write_text("label,score\n1,0.9\n0,0.2\n1,0.7\n")
    bad = tmp_path / "bad.csv"
    bad.write_text("https://evil.example/login,me@evil.example\n1,0.9\n0,0.2\n")
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(app_url)
    page.get_by_text("Upload a file", exact=True).click()
    uploader = page.get_by_test_id("stFileUploaderDropzoneInput")
    uploader.set_input_files(good)
    sidebar = page.get_by_test_id("stSidebar")
    expect(sidebar.get_by_test_id("stCaptionContainer").filter(has_text="evil")).to_have_count(1)
    wait_idle(page)
    uploader.set_input_files(bad)
    main = page.get_by_test_id("stMain")
    alert = main.get_by_test_id("stAlert").first
    expect(alert).to_be_visible()
    wait_idle(page)
    assert "https://evil.example/login" in visible_text(alert)
    assert "me@evil.example" in visible_text(alert)
    kept = main.get_by_test_id("stCaptionContainer").first
    assert "Showing the last good data: www.evil.example.csv" in visible_text(kept)
    assert alert.bounding_box()["y"] < 300  # at the top of the page, not below the fold
    for area in (main, sidebar):
        assert area.locator("a[href*='evil']").count() == 0
        assert area.locator("a[href^='mailto:']").count() == 0
    page.screenshot(path=str(artifacts / "link_like_names.png"), full_page=True)

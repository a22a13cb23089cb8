"""Links the app did not make, in a real browser: a url path that names no page opens the first
page with the "unknown page" notice (the root opens it without one), and an over-long link value
opens the app with the value cut in its notice."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser


def _confusion_opened(page: Page) -> None:
    expect(page.get_by_role("heading", name=translate("confusion_title", "en"))).to_be_visible()
    wait_idle(page)
    expect(page).to_have_url(re.compile(r"/confusion(\?|$)"))


def test_a_path_naming_no_page_opens_the_first_page_with_a_notice(page: Page, app_url: str):
    page.goto(f"{app_url}/nopage")
    _confusion_opened(page)
    notice = translate("link_unknown_page", "en", value="nopage")
    expect(page.get_by_test_id("stAlert").filter(has_text=notice)).to_have_count(1)
    page.goto(app_url)  # the root names no page: no notice
    _confusion_opened(page)
    expect(page.get_by_test_id("stAlert").filter(has_text="does not exist")).to_have_count(0)


def test_a_hundred_kilobyte_link_value_opens_the_app_with_the_value_cut(page: Page, app_url: str):
    page.goto(f"{app_url}/confusion?upload=" + "a" * 100_000)
    _confusion_opened(page)
    notice = translate("link_upload_missing", "en", name="a" * 60 + "…")
    alert = page.get_by_test_id("stAlert").filter(has_text=notice)
    expect(alert).to_have_count(1)
    assert len(alert.inner_text()) < 400

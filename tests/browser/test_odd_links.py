"""Links the app did not make, in a real browser: a url path that names no page opens the first
page with the "unknown page" notice (the root opens it without one), a path of two segments or
more as well (its page-relative script paths are served as the scripts), and an over-long link
value opens the app with the value cut in its notice, from a browser that has been to the app
before too."""

from __future__ import annotations

import re
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser


def _confusion_opened(page: Page, lang: str = "en") -> None:
    expect(page.get_by_role("heading", name=translate("confusion_title", lang))).to_be_visible()
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


@pytest.mark.parametrize("path, asked, lang", [("confusion/x", "confusion/x", "en"),
                                               ("roc_pr/a/b?lang=zh", "roc_pr/a/b", "zh")])
def test_a_path_of_two_segments_or_more_opens_the_app_with_a_notice(page: Page, app_url: str,
                                                                    path, asked, lang):
    page.goto(f"{app_url}/{path}")
    _confusion_opened(page, lang)
    expect(page.get_by_text("Language · 语言")).to_be_visible()  # the app's sidebar
    # the live view (the default) has fetched its data by URL below the deep path too
    expect(page.locator("[data-live=tile-tp]")).not_to_be_empty()
    notice = translate("link_unknown_page", lang, value=asked)
    expect(page.get_by_test_id("stAlert").filter(has_text=notice)).to_have_count(1)


def test_a_script_asked_below_a_page_is_the_script(app_url: str):
    with urllib.request.urlopen(app_url) as answer:
        script = re.search(r'src="\./(static/js/index\.[^"]+\.js)"', answer.read().decode())[1]
    with urllib.request.urlopen(f"{app_url}/confusion/{script}") as deep, \
            urllib.request.urlopen(f"{app_url}/{script}") as root:
        assert deep.headers.get_content_type() in ("text/javascript", "application/javascript")
        assert deep.read() == root.read()


def _as_a_returning_user(page: Page, app_url: str) -> None:
    """The browser has been to the app before and sends its cookie with every request: a long
    link's request head then reaches the server in more than one piece."""
    page.goto(f"{app_url}/_stcore/health")
    assert any(cookie["name"] == "_streamlit_xsrf" for cookie in page.context.cookies(app_url))


def test_a_hundred_kilobyte_link_value_opens_the_app_with_the_value_cut(page: Page, app_url: str):
    _as_a_returning_user(page, app_url)
    page.goto(f"{app_url}/confusion?upload=" + "a" * 100_000)
    _confusion_opened(page)
    notice = translate("link_upload_missing", "en", name="a" * 60 + "…")
    alert = page.get_by_test_id("stAlert").filter(has_text=notice)
    expect(alert).to_have_count(1)
    assert len(alert.inner_text()) < 400


def test_a_link_past_streamlits_limits_opens_its_page_and_says_so(page: Page, app_url: str):
    """Streamlit reads none of a query string of more than 1,000 settings; the page the path
    names opens with its defaults and a notice."""
    query = "&".join(f"u{i}=1" for i in range(5000))
    page.goto(f"{app_url}/roc_pr?{query}")
    expect(page.get_by_role("heading", name=translate("roc_pr_title", "en"))).to_be_visible()
    notice = translate("link_ignored", "en", settings="5,000", characters=f"{len(query):,}",
                       max_settings="1,000", max_characters="524,288")
    expect(page.get_by_test_id("stAlert").filter(has_text=notice)).to_have_count(1)


def test_a_threshold_of_100000_digits_says_so(page: Page, app_url: str):
    _as_a_returning_user(page, app_url)
    page.goto(f"{app_url}/confusion?threshold=" + "9" * 100_000)
    _confusion_opened(page)
    notice = translate("link_number_too_large", "en", name="threshold", value="9" * 60 + "…")
    expect(page.get_by_test_id("stAlert").filter(has_text=notice)).to_have_count(1)

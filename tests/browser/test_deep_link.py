"""Direct links in a real browser: the first request a fresh server gets is a link to the first
page (``/confusion``, which Streamlit would answer with "Page not found" if that page were its
default, served at the root); every page opens from its own link inside the app's navigation; the
root forwards to ``/confusion``; and a link with settings
(``/roc_pr?example=…&threshold=0.55&lang=zh``) opens the same counts in Chinese, the URL follows
the slider, Back undoes the move, and the new URL reopens that view in a new session."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.app.helpers import PAGES
from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser

TITLES = {"confusion": "confusion_title", "roc_pr": "roc_pr_title", "cost_curve": "cost_title",
          "regression": "regression_title", "ranking": "ranking_title",
          "comparison": "page_comparison", "folds": "folds_title", "learn": "learn_title",
          "resampling": "resampling_title", "generalization": "generalization_title",
          "lesson": "lesson_title_threshold", "risk": "risk_title"}


def _opens(page: Page, url: str, path: str, lang: str = "en") -> None:
    """``url`` shows the page at ``path``: its title, the app's sidebar, no "Page not found"."""
    page.goto(url)
    expect(page.get_by_role("heading", name=translate(TITLES[path], lang))).to_be_visible()
    expect(page.get_by_text("Language · 语言")).to_be_visible()
    wait_idle(page)
    expect(page.get_by_text("Page not found")).to_have_count(0)
    expect(page).to_have_url(re.compile(rf"/{path}\?"))


def test_first_request_to_the_first_page_then_every_page(page: Page, fresh_app_url: str,
                                                         artifacts):
    app_url = fresh_app_url
    page.set_viewport_size({"width": 1400, "height": 900})
    _opens(page, f"{app_url}/confusion", "confusion")  # the fresh server's first request
    navigation = page.get_by_test_id("stSidebarNav")
    for _, _, title in PAGES:
        expect(navigation.get_by_text(translate(title, "en"), exact=True)).to_be_visible()
    expect(navigation.get_by_text("app", exact=True)).to_have_count(0)
    expect(navigation.get_by_text("forward", exact=True)).to_have_count(0)
    for _, path, _ in PAGES:
        _opens(page, f"{app_url}/{path}", path)
    page.screenshot(path=artifacts / "deep_link_comparison.png", full_page=True)
    _opens(page, app_url, "confusion")  # the root forwards to the first page's own path


def test_a_link_reopens_the_same_view_in_chinese(page: Page, new_context, app_url: str,
                                                 artifacts):
    page.set_viewport_size({"width": 1400, "height": 1000})
    _opens(page, f"{app_url}/roc_pr?example=seed001_a&threshold=0.55&lang=zh", "roc_pr", "zh")
    # the live view (the default): its tiles and slider
    tp, fp, shown = (page.locator(f"[data-live={name}]") for name in ("tile-tp", "tile-fp",
                                                                     "threshold"))
    expect(tp).to_have_text("3")  # seed 001 learner A at score ≥ 0.55
    expect(fp).to_have_text("2")
    # shown as the link gave it
    expect(shown).to_have_text("0.55")
    page.screenshot(path=artifacts / "link_roc_pr_zh.png", full_page=True)

    slider = page.locator("[data-live=slider]")
    assert slider.get_attribute("aria-label") == translate("threshold_label", "zh")
    slider.focus()
    page.keyboard.press("ArrowRight")  # 0.6 (score 0.65): the top four, N P P P
    expect(fp).to_have_text("1")
    expect(page).to_have_url(re.compile(r"threshold=0\.6(&|$)"))  # the key press ended
    wait_idle(page)
    reopen = page.url

    page.go_back()  # the earlier URL is read again: Back undoes the move
    expect(fp).to_have_text("2")
    expect(shown).to_have_text("0.55")
    expect(page).to_have_url(re.compile(r"threshold=0\.55?(&|$)"))
    wait_idle(page)

    fresh = new_context(viewport={"width": 1400, "height": 1000}).new_page()  # a new session
    fresh.goto(reopen)
    expect(fresh.get_by_role("heading", name=translate("roc_pr_title", "zh"))).to_be_visible()
    expect(fresh.locator("[data-live=tile-tp]")).to_have_text("3")
    expect(fresh.locator("[data-live=tile-fp]")).to_have_text("1")
    expect(fresh.locator("[data-live=threshold]")).to_have_text("0.60")

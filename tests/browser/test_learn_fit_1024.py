"""The Learn page at 1024×768 (Debian's chromium, sidebar open): the score histogram's title and
every tile's value show whole (a precision of 0.6667 read "0.…", the title "Score distribution
by true c"). Screenshots go to artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.browser.test_learn_layout import open_learn

pytestmark = pytest.mark.browser

TILES = """() => [...document.querySelectorAll('[data-testid="stMetricValue"]')].map(e => {
  const d = e.querySelector('div') || e;
  return {text: e.innerText, scroll: d.scrollWidth, client: d.clientWidth}; })"""
"""Each tile's value: its text, and the width it needs against the width it has."""
TITLE = """g => { const t = g.querySelector('.gtitle'), r = t.getBoundingClientRect(),
  o = g.closest('[data-testid="stPlotlyChart"]').getBoundingClientRect();
  return {text: t.textContent, left: r.left - o.left, right: o.right - r.right}; }"""
"""The figure's title and its margins (px) inside the chart's box: negative when cut."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_histogram_title_and_tiles_show_whole_at_1024(page: Page, app_url: str, artifacts, lang):
    open_learn(page, app_url, (1024, 768), f"example=seed001_a&figure=histogram&step=3&lang={lang}")
    chart = page.locator(".js-plotly-plot").first
    expect(chart.locator(".gtitle")).to_have_text(translate("learn_histogram_title", lang))
    page.screenshot(path=str(artifacts / f"learn_histogram_tiles_1024x768_{lang}.png"))
    title = chart.evaluate(TITLE)
    assert title["left"] >= 0 and title["right"] >= 0, title
    tiles = page.evaluate(TILES)
    # step 3 of seed 001's learner A: TP 2, FP 1, TPR 0.4, FPR 0.2, P 2/3, R 0.4, area 0
    assert [tile["text"] for tile in tiles] == ["2", "1", "0.4", "0.2", "0.6667", "0.4", "0"]
    clipped = [tile for tile in tiles if tile["scroll"] > tile["client"]]
    assert not clipped, clipped

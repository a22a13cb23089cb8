"""Plotly.js's own texts in 简体中文: the toolbar's titles of a figure the live view draws (the
Confusion page) and of one Streamlit draws (the Regression page) are the catalog's Chinese, and
a click on a legend entry brings Plotly's notice in Chinese too; in English, Plotly's own.
Neither toolbar offers Plotly.js 3's "Share chart" (it posts the chart to a chart service)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser

TITLES = ("plotly_zoom_in", "plotly_reset_axes", "plotly_pan")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_plotly_s_toolbar_and_notice_speak_the_page_s_language(page: Page, app_url: str, lang):
    page.set_viewport_size({"width": 1440, "height": 900})
    for path, figure in (("confusion", ".live-plot[data-drawn]"),
                         ("regression", '[data-testid="stPlotlyChart"] .js-plotly-plot')):
        page.goto(f"{app_url}/{path}?lang={lang}")
        wait_idle(page)
        plot = page.locator(figure).first
        expect(plot.locator(".modebar-btn").first).to_be_attached()
        titles = plot.locator(".modebar-btn").evaluate_all(
            "buttons => buttons.map(b => b.getAttribute('data-title'))")
        for key in TITLES:
            assert translate(key, lang) in titles, (path, titles)
        assert "Share chart..." not in titles, path
    legend_entry = page.locator('[data-testid="stPlotlyChart"] .legendtoggle').first
    legend_entry.click()
    expect(page.locator(".notifier-note").first).to_contain_text(
        translate("plotly_legend_isolate", lang))

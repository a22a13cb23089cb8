"""A link straight to a page, as the first request a fresh server gets, opens that page inside the
app's own navigation (translated titles, the shared sidebar), not a bare script of a `pages/`
directory that Streamlit would auto-discover and run without the entrypoint."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser
expect.set_options(timeout=30_000)


def test_first_request_to_a_deep_link_runs_the_app(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(f"{app_url}/cost_curve")
    expect(page.get_by_role("heading", name="Cost curve")).to_be_visible()
    navigation = page.get_by_test_id("stSidebarNav")
    for title in ("Confusion", "ROC / PR", "Cost Curve", "Regression", "Ranking", "Comparison"):
        expect(navigation.get_by_text(title, exact=True)).to_be_visible()
    expect(navigation.get_by_text("app", exact=True)).to_have_count(0)
    expect(page.get_by_text("Language · 语言")).to_be_visible()
    page.screenshot(path=artifacts / "deep_link_cost_curve.png", full_page=True)

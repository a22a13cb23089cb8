"""The Cost Curve page in a real browser: upload seed 001's learner A, change p(+) with the exact
input and the keyboard, watch the PC(+) marker move, use the cost-optimal threshold and find its
counts on the Confusion page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (metric_value, plotly_trace_point, seed001_learner_a_csv,
                                   server_drawn, upload, wait_idle)

pytestmark = pytest.mark.browser

PRIOR_EXACT = "p(+): prior of the positive class (exact)"


def marker_x(page: Page) -> float:
    return plotly_trace_point(page, 0, "PC(+)")[0]


def wait_for_marker(page: Page, x: float) -> None:
    page.wait_for_function(
        "x => { const g = document.querySelector('.js-plotly-plot');"
        " const tr = g && g.data && g.data.find(d => d.name === 'PC(+)');"
        " return tr && Math.abs(tr.x[0] - x) < 1e-9; }", arg=x)


def test_prior_moves_marker_and_best_threshold_reaches_confusion(page: Page, app_url: str,
                                                                  artifacts, tmp_path):
    csv = tmp_path / "learner_a.csv"
    csv.write_bytes(seed001_learner_a_csv())
    page.set_viewport_size({"width": 1500, "height": 1900})
    page.goto(app_url)
    server_drawn(page)  # the server's figures (the live view's cost: test_live_threshold)
    page.get_by_role("link", name="Cost Curve", exact=True).click()
    expect(page.get_by_role("heading", name="Cost curve")).to_be_visible()
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    expect(metric_value(page, "Expected total cost (area)")).to_have_text("0.1750")
    wait_idle(page)
    wait_for_marker(page, 0.5)  # p(+) starts at the data's share, 5 of 10

    prior = page.get_by_label(PRIOR_EXACT)
    prior.fill("0.8")
    prior.press("Enter")
    expect(metric_value(page, "Probability cost PC(+)")).to_have_text("0.8000")
    wait_for_marker(page, 0.8)
    wait_idle(page)
    slider = page.get_by_role("slider", name="p(+): prior of the positive class")
    slider.focus()
    slider.press("ArrowRight")
    expect(metric_value(page, "Probability cost PC(+)")).to_have_text("0.8100")
    wait_for_marker(page, 0.81)
    assert marker_x(page) == pytest.approx(0.81)
    # at PC 0.81 the hull vertex (0.6, 1) is optimal: threshold 0.25, cost 0.6·0.19
    expect(metric_value(page, "Best normalized cost")).to_have_text("0.1140")
    wait_idle(page)
    page.get_by_role("button", name="Use this threshold").click()
    # the score 0.25 as the shortest decimal of (0.15, 0.25]: the same counts
    expect(page.get_by_label("Exact threshold", exact=True)).to_have_value("0.20")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "cost_curve.png"), full_page=True)

    page.get_by_role("link", name="Confusion", exact=True).click()
    expect(page.get_by_role("heading", name="Confusion matrix at a threshold")).to_be_visible()
    for label, value in (("TP (true positive)", "5"), ("FP (false positive)", "3"),
                         ("TN (true negative)", "2"), ("FN (false negative)", "0")):
        expect(metric_value(page, label)).to_have_text(value)

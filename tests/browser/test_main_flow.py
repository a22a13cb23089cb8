"""A user's main flow in a real browser: upload, move the threshold with the keyboard, read the
counts and the operating point, switch to ROC/PR, and keep screenshots to look at."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (metric_value, plotly_trace_point, seed001_learner_a_csv,
                                   server_drawn, wait_for_figure, upload, wait_idle)

pytestmark = pytest.mark.browser


def test_upload_slider_counts_and_roc_point(page: Page, app_url: str, artifacts, tmp_path):
    csv = tmp_path / "learner_a.csv"
    csv.write_bytes(seed001_learner_a_csv())
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(app_url)
    expect(page.get_by_role("heading", name="Confusion matrix at a threshold")).to_be_visible()
    server_drawn(page)  # the server's slider and figures (the live view: test_live_threshold)

    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    # threshold 0.5 counts as the score 0.55: the top five of A's ranking N P P P N are positive.
    expect(metric_value(page, "TP (true positive)")).to_have_text("3")
    expect(metric_value(page, "FP (false positive)")).to_have_text("2")
    wait_idle(page)

    slider = page.get_by_role("slider", name="Threshold")
    expect(page.get_by_test_id("stSliderThumbValue")).to_have_text("0.50")
    wait_idle(page)
    slider.focus()
    started = time.perf_counter()
    slider.press("ArrowRight")  # 0.6 (score 0.65): the top four, N P P P
    expect(page.get_by_test_id("stSliderThumbValue")).to_have_text("0.60")
    expect(metric_value(page, "FP (false positive)")).to_have_text("1")
    print(f"slider key press to new FP count: {1000 * (time.perf_counter() - started):.0f} ms")
    expect(metric_value(page, "TP (true positive)")).to_have_text("3")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "confusion.png"), full_page=True)

    page.get_by_role("link", name="ROC / PR").click()
    expect(page.get_by_role("heading", name="ROC and P-R curves")).to_be_visible()
    expect(page.get_by_test_id("stSliderThumbValue").first).to_have_text("0.60")
    wait_idle(page)
    # Operating point at threshold 0.6 (score 0.65): FPR 1/5, TPR 3/5 (seed 001, learner A).
    wait_for_figure(page, 0, "(g, p) => { const t = g.data.find(d => d.name === "
                    "'Operating point'); return !!t && Math.abs(t.x[0] - p[0]) < 1e-9"
                    " && Math.abs(t.y[0] - p[1]) < 1e-9; }", [0.2, 0.6])
    assert plotly_trace_point(page, 0, "Operating point") == pytest.approx((0.2, 0.6))
    page.screenshot(path=str(artifacts / "roc_pr.png"), full_page=True)


def test_markup_in_a_header_is_shown_literally_in_both_languages(page: Page, app_url: str,
                                                                  artifacts, tmp_path):
    csv = tmp_path / "markup.csv"
    csv.write_text("<img src=x onerror=alert(1)>,**bold**\n1,0.9\n0,0.2\n")
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.goto(app_url)
    page.get_by_text("Upload a file", exact=True).click()
    page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(csv)
    alert = page.get_by_test_id("stAlert").first
    expect(alert).to_contain_text("<img src=x onerror=alert(1)>")
    expect(alert).to_contain_text("**bold**")
    assert page.locator("img[src='x']").count() == 0
    page.get_by_text("简体中文", exact=True).click()
    expect(page.get_by_role("heading", name="给定阈值下的混淆矩阵")).to_be_visible()
    expect(page.get_by_test_id("stAlert").first).to_contain_text("<img src=x onerror=alert(1)>")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "bad_upload_zh.png"), full_page=True)

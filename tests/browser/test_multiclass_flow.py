"""Multiclass in a real browser: pick seed 004's digit matrix, read the heatmap and a class-vs-rest
view, switch to 简体中文; screenshots kept in artifacts/multiclass_confusion*.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (choose_option, choose_sidebar_example, metric_value,
                                   wait_for_figure, wait_idle)

pytestmark = pytest.mark.browser


def test_digits_heatmap_class_vs_rest_and_chinese(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(app_url)
    choose_sidebar_example(page, "Handwritten digits: a 10×10 confusion matrix")
    expect(page.get_by_role("heading",
                            name="Multiclass confusion matrix (10 classes, 993 samples)")
           ).to_be_visible()
    expect(metric_value(page, "Accuracy")).to_have_text("0.9748")  # 968 / 993
    wait_idle(page)

    heatmap = page.locator(".js-plotly-plot").first
    # The decoded cell values Plotly drew (g.data keeps the base64 typed array as sent).
    wait_for_figure(page, 0, "g => !!g._fullData[0].z")
    z = heatmap.evaluate("g => Array.from(g._fullData[0].z, row => Array.from(row))")
    assert [z[i][i] for i in range(10)] == [97, 98, 96, 95, 98, 97, 98, 98, 96, 95]
    assert sum(map(sum, z)) == 993
    expect(heatmap.locator(".xtick text")).to_have_count(10)

    choose_option(page, page.get_by_test_id("stMain").get_by_test_id("stSelectbox").first, "9")
    expect(page.get_by_role("heading", name="Class 9 vs rest")).to_be_visible()
    expect(metric_value(page, "TP (true positive)")).to_have_text("95")
    expect(metric_value(page, "FP (false positive)")).to_have_text("4")
    expect(metric_value(page, "FN (false negative)")).to_have_text("5")
    wait_idle(page)
    wait_for_figure(page, 0, "(g, at) => { const s = (g.layout.shapes || []).slice(-1)[0];"
                    " return !!s && s.x0 === at && s.y0 === at; }", 8.5)  # class 9's outline
    page.screenshot(path=str(artifacts / "multiclass_confusion.png"), full_page=True)
    page.get_by_role("heading", name="Class 9 vs rest").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "multiclass_class_vs_rest.png"))

    page.get_by_text("简体中文", exact=True).click()
    expect(page.get_by_role("heading", name="多分类混淆矩阵（10 个类别，993 个样本）")).to_be_visible()
    expect(page.get_by_role("heading", name="类别 9 对其余")).to_be_visible()
    expect(metric_value(page, "精度（准确率）")).to_have_text("0.9748")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "multiclass_confusion_zh.png"), full_page=True)


def test_digits_model_one_vs_rest_curves(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1400, "height": 1300})
    page.goto(f"{app_url}/roc_pr")
    choose_sidebar_example(page, "Handwritten digits: logistic regression")
    expect(page.get_by_role("heading", name="One-vs-rest ROC and P-R curves (10 classes, 450 "
                                            "samples)")).to_be_visible()
    wait_idle(page)
    roc = page.locator(".js-plotly-plot").first
    wait_for_figure(page, 0, "(g, n) => g.data.length === n", 13)
    names = roc.evaluate("g => g.data.map(d => d.name)")
    assert len(names) == 13 and names[-1] == "Operating point"
    assert names[-2].startswith("Micro average (AUC ")
    page.get_by_role("heading", name="ROC curve").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "multiclass_roc_pr.png"))

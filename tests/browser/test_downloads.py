"""Downloads in a real browser on the Confusion page (seed 001 learner A, the default example, in
Chinese): the measures table's CSV and the page's HTML report, each written when clicked; then the
report opened with the network cut: its figures are drawn from the inline Plotly, nothing else is
requested, and each figure offers PNG and SVG."""

from __future__ import annotations

import io
import json
import re

import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import confusion_matrix, f1_score, recall_score

from evalcore.examples import all_examples
from evalcore.view.catalog_metrics import MESSAGES as METRIC_NAMES
from evalcore.view.export_names import export_stem
from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser


def test_csv_and_report_downloads(page: Page, app_url: str, tmp_path):
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(app_url)
    page.get_by_text("简体中文", exact=True).click()
    expect(page.locator("[data-live=tile-tp]")).to_have_text("3")  # the live view, the default
    expect(page.get_by_role("button", name="下载 CSV").first).to_be_visible()
    wait_idle(page)

    with page.expect_download() as csv_download:
        page.get_by_role("button", name="下载 CSV").first.click()
    assert csv_download.value.suggested_filename == "seed001_a_confusion_measures_t0.5.csv"
    data = (tmp_path / "measures.csv")
    csv_download.value.save_as(data)
    raw = data.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: Excel opens 中文
    table = pd.read_csv(io.BytesIO(raw), encoding="utf-8-sig")  # opens as it is
    context = table[["数据集", "页面", "语言", "阈值"]].drop_duplicates().values.tolist()
    assert context == [["seed001_a.csv", "混淆矩阵", "zh", 0.5]]  # the threshold as given
    values = dict(zip(table["度量"], table["值"]))
    assert values["F1"] == 0.6  # P = R = 3/5 at 0.5 (score ≥ 0.55), by hand, at full precision

    with page.expect_download() as report_download:
        page.get_by_role("button", name="下载报告").click()
    assert report_download.value.suggested_filename == "seed001_a_confusion_report_t0.5.html"
    html = (tmp_path / "report.html")
    report_download.value.save_as(html)
    text = html.read_text(encoding="utf-8")
    block = re.search(r'id="evalcore-result">(.*?)</script>', text, re.S).group(1)
    result = json.loads(block)
    assert result["threshold"] == 0.5
    assert result["confusion"] == {"tp": 3, "fp": 2, "tn": 3, "fn": 2}
    assert '<html lang="zh-CN">' in text

    requested: list[str] = []
    page.route("**/*", lambda route: (requested.append(route.request.url),
                                      route.continue_() if route.request.url.startswith("file:")
                                      else route.abort()))
    page.goto(html.as_uri())
    # the live view's histogram is drawn by Plotly too, in its own box
    expect(page.locator(".live-root .js-plotly-plot")).to_have_count(1)
    figures = page.locator(".js-plotly-plot:not(.live-root .js-plotly-plot)")
    expect(figures).to_have_count(5)  # matrix, histogram, ROC, P-R, DET
    for index in range(5):  # each drawn: Plotly's SVG layer is there
        expect(figures.nth(index).locator(".main-svg").first).to_be_visible()
    z = figures.nth(0).evaluate("g => Array.from(g._fullData[0].z, row => Array.from(row))")
    assert z == [[0.6, 0.4], [0.4, 0.6]]  # coloured by row rates: TP 3, FN 2 / FP 2, TN 3
    expect(page.locator("h1")).to_have_text("报告：混淆矩阵、ROC 与 P-R 曲线")
    figures.nth(2).hover()
    expect(figures.nth(2).locator('[data-title="PNG"]')).to_have_count(1)
    expect(figures.nth(2).locator('[data-title="SVG"]')).to_have_count(1)
    assert [url for url in requested if not url.startswith("file:")] == []


def test_the_downloads_follow_a_release_of_the_live_view(page: Page, app_url: str, tmp_path):
    """A key press moves the live view, whose release reruns the view alone (the buttons are
    not drawn again): the CSV and the report clicked then are at the new threshold, named after
    it, their numbers those of scikit-learn at that threshold on seed 001's learner A."""
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(app_url)
    expect(page.locator("[data-live=tile-tp]")).to_have_text("3")
    wait_idle(page)
    slider = page.locator("[data-live=slider]")
    slider.focus()
    for _ in range(2):
        slider.press("ArrowRight")
    shown = float(page.locator("[data-live=threshold]").text_content())
    page.wait_for_function("t => Math.abs(Number(new URLSearchParams(location.search)"
                           ".get('threshold')) - t) < 0.005", arg=shown)  # the server heard it
    wait_idle(page)
    threshold = float(page.evaluate("new URLSearchParams(location.search).get('threshold')"))
    assert threshold != 0.5

    table = pd.read_csv(io.BytesIO(all_examples()["seed001_a"].build()))
    truth, predicted = table["y_true"], table["score"] >= threshold
    with page.expect_download() as csv_download:
        page.get_by_role("button", name="Download CSV").first.click()
    stem = export_stem("seed001_a.csv", "confusion", "measures", threshold=threshold)
    assert csv_download.value.suggested_filename == stem + ".csv"
    data = tmp_path / "measures.csv"
    csv_download.value.save_as(data)
    measures = pd.read_csv(data, encoding="utf-8-sig")
    assert measures["Threshold"].unique().tolist() == [threshold]
    values = dict(zip(measures["Measure"], measures["Value"]))
    assert values["F1"] == pytest.approx(f1_score(truth, predicted))
    assert values[METRIC_NAMES["metric_recall"]["en"]] == pytest.approx(
        recall_score(truth, predicted))

    with page.expect_download() as report_download:
        page.get_by_role("button", name="Download report").click()
    assert report_download.value.suggested_filename == export_stem(
        "seed001_a.csv", "confusion", "report", threshold=threshold) + ".html"
    html = tmp_path / "report.html"
    report_download.value.save_as(html)
    block = re.search(r'id="evalcore-result">(.*?)</script>', html.read_text(encoding="utf-8"),
                      re.S).group(1)
    tn, fp, fn, tp = confusion_matrix(truth, predicted).ravel().tolist()
    assert json.loads(block)["confusion"] == {"tp": tp, "fp": fp, "tn": tn, "fn": fn}

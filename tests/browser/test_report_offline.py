"""The downloaded HTML report in a real browser with the network cut: every figure is drawn
(Plotly inline), nothing is requested beyond the file itself, and the modebar offers PNG and SVG."""

from __future__ import annotations

from playwright.sync_api import expect

from dashboard.report import build_report
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples


def test_report_opens_offline_with_its_figures(page, tmp_path):
    example = all_examples()["seed001_a"]
    data = tmp_path / "seed001_a.csv"
    data.write_bytes(csv_bytes(example.build(), example.filename))
    report = tmp_path / "report.html"
    report.write_text(build_report("binary", str(data), ["--threshold", "0.55"], lang="zh"),
                      encoding="utf-8")
    requested: list[str] = []
    page.route("**/*", lambda route: (requested.append(route.request.url),
                                      route.continue_() if route.request.url.startswith("file:")
                                      else route.abort()))
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(report.as_uri())
    figures = page.locator(".js-plotly-plot")
    expect(figures).to_have_count(4)
    for index in range(4):  # each drawn: Plotly's SVG layer holds its traces
        expect(figures.nth(index).locator(".main-svg").first).to_be_visible()
    z = figures.nth(0).evaluate("g => Array.from(g._fullData[0].z, row => Array.from(row))")
    # coloured by row rates: TP 3, FN 2 and FP 2, TN 3 at 0.55 (counted by hand)
    assert z == [[0.6, 0.4], [0.4, 0.6]]
    expect(page.locator("h1")).to_have_text("报告：混淆矩阵、ROC 与 P-R 曲线")
    figures.nth(2).hover()
    expect(figures.nth(2).locator('[data-title="PNG"]')).to_have_count(1)
    expect(figures.nth(2).locator('[data-title="SVG"]')).to_have_count(1)
    page.screenshot(path=str(tmp_path / "report.png"), full_page=True)
    assert [url for url in requested if not url.startswith("file:")] == []

"""The downloaded report's live threshold, opened offline from file:// in Chromium: the slider
moves the counts and measures to the CLI's at the same threshold, and nothing is requested from
the network."""

from __future__ import annotations

import json

import numpy as np
import pytest
from playwright.sync_api import Page, expect

from dashboard.report import build_report
from dashboard.text.formatting import format_count, format_value
from evalcore.__main__ import main
from tests.browser.helpers import SETTLED

pytestmark = pytest.mark.browser


def weighted_file(path) -> None:
    rng = np.random.default_rng(4)
    n = 1500
    y = rng.random(n) < 0.4
    scores = np.round(np.clip(rng.normal(0.45 + 0.2 * y, 0.2), 0, 1), 2)  # ties
    weights = rng.uniform(0.5, 3.0, n).round(1)
    path.write_text("label,score,weight\n" + "\n".join(
        f"{int(a)},{float(s)!r},{float(w)!r}" for a, s, w in zip(y, scores, weights)) + "\n")


@pytest.mark.parametrize("lang, header", [("en", "Measure"), ("zh", "度量")])
def test_report_slider_works_offline_with_the_clis_numbers(page: Page, tmp_path, capsys, lang,
                                                           header):
    data = tmp_path / "weighted.csv"
    weighted_file(data)
    flags = ["--weight-col", "weight", "--threshold", "0.5", "--beta", "2"]
    report = tmp_path / "report.html"
    report.write_text(build_report("binary", str(data), flags, lang=lang), encoding="utf-8")

    requested = []
    page.context.route("**/*", lambda route: (requested.append(route.request.url),
                                              route.continue_() if route.request.url
                                              .startswith("file:") else route.abort()))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(report.as_uri())
    slider = page.locator("[data-live=slider]")
    expect(slider).to_be_visible()
    assert page.locator(".live-measures th").first.text_content() == header
    before = page.locator("[data-live=tile-tp]").text_content()
    rng = np.random.default_rng(1)
    last = int(slider.get_attribute("max"))
    slider.focus()
    for index in rng.choice(last, size=8, replace=False):
        slider.evaluate("(s, i) => { s.value = String(i); s.dispatchEvent(new Event('input')); }",
                        int(index))
        label = page.locator("[data-live=threshold]").text_content()
        assert main(["binary", str(data), *flags[:2], "--threshold", label, "--beta", "2"]) == 0
        result = json.loads(capsys.readouterr().out)
        for name in ("tp", "fp", "tn", "fn"):
            assert page.locator(f"[data-live=tile-{name}]").text_content() == format_count(
                result["confusion"][name])
        assert page.locator("[data-live=measure-f_beta]").text_content() == format_value(
            result["metrics"]["f_beta"])
    slider.press("Home")
    assert page.locator("[data-live=tile-tp]").text_content() != before or before == format_count(
        result["positives"])
    assert page.locator("[data-live=tile-fn]").text_content() == "0"
    assert [url for url in requested if not url.startswith("file:")] == []
    assert requested == [report.as_uri()]


TRICKY = [0.03125, 0.00005, 0.12345, 0.5, 1.5e-05, -0.03125, -1e-05, 2.5, 0.999951, 1 / 3,
          0.0, -0.0, 0.15625, 0.28125]
COUNTS = [1234567.0, 1.5, 1234.5678, 0.000123456, 12.34565, 1e-05, 987654.5, 2_000_000.5, 3.0]


def test_the_views_formatting_is_pythons(page: Page, tmp_path):
    """Four decimals with ties to even (Python's), row rates, and weighted counts as
    format_count writes them (``{:,.6g}``), in the report's own script."""
    data = tmp_path / "weighted.csv"
    weighted_file(data)
    report = tmp_path / "report.html"
    report.write_text(build_report("binary", str(data), ["--weight-col", "weight"]),
                      encoding="utf-8")
    page.goto(report.as_uri())
    expect(page.locator("[data-live=slider]")).to_be_visible()
    for x in TRICKY:
        assert page.evaluate("x => fixed(x, 4)", x) == f"{x:.4f}", x
        assert page.evaluate("x => fixed(x * 100, 1)", x) == f"{x:.1%}"[:-1], x
    for x in COUNTS:
        assert page.evaluate("x => count(x)", x) == format_count(x), x


def test_a_typed_threshold_reads_as_typed_with_its_stops_counts(page: Page, tmp_path, capsys):
    """The report's exact box: a threshold typed between two scores is shown as typed on the
    slider's label, in the box and on the histogram's cut, with the counts the CLI gives for it."""
    data = tmp_path / "weighted.csv"
    weighted_file(data)  # scores with two decimals: 0.505 lies between two of them
    flags = ["--weight-col", "weight"]
    report = tmp_path / "report.html"
    report.write_text(build_report("binary", str(data), flags), encoding="utf-8")
    page.goto(report.as_uri())
    expect(page.locator("[data-live=slider]")).to_be_visible()
    box = page.locator("[data-live=exact]")
    box.fill("0.505")
    box.press("Tab")  # the change event
    expect(page.locator("[data-live=threshold]")).to_have_text("0.505")
    assert box.input_value() == "0.505"
    cut = page.locator("[data-live=plot-hist][data-drawn]").evaluate(
        f"async g => {{ await ({SETTLED})(g); const m = JSON.parse(g.dataset.marks);"
        " return [g.layout.annotations[m.cut_text].text, g.layout.shapes[m.cut].x0]; }")
    assert "0.505" in cut[0] and cut[1] == 0.505  # the cut's text and line where typed
    assert main(["binary", str(data), *flags, "--threshold", "0.505"]) == 0
    result = json.loads(capsys.readouterr().out)
    for name in ("tp", "fp", "tn", "fn"):
        assert page.locator(f"[data-live=tile-{name}]").text_content() == format_count(
            result["confusion"][name])

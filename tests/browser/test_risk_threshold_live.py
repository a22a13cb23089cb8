"""The Risk page's metrics against the threshold in Chromium, drawn by the live view in either
score direction: at every stop a key press reaches, the operating point's marks as Plotly holds
them (``gd.data``) are what ``python -m evalcore binary --threshold T [--score-direction lower]``
prints there (precision, recall, F1, the queue rate (TP + FP) / n and |TPR − FPR|), as are the
curves' own points at that threshold (the figure's traces), the line at the threshold moves with
them on this figure and on the KS curves, and clicking a curve's point sets the threshold there."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from evalcore.__main__ import main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.browser.helpers import wait_drawn, wait_idle

pytestmark = pytest.mark.browser

KEY = "breast_cancer_logreg"
PLOT = "[data-live=plot-metrics]"
CURVES = """(g, x) => { const m = JSON.parse(g.dataset.marks);
  return m.curves.map((_, k) => { const d = g._fullData[k], i = Array.from(d.x).indexOf(x);
                                  return i < 0 ? "missing" : d.y[i]; }); }"""
KS_PLOT = "[data-live=plot-ks]"
KS_LINE = "g => { const m = JSON.parse(g.dataset.marks); return g.layout.shapes[m.line]; }"
MARKS = """g => { const m = JSON.parse(g.dataset.marks);
  return { x: m.points.map(k => g.data[k].x[0]), y: m.points.map(k => g.data[k].y[0]),
           line: g.layout.shapes[m.line].x0, visible: g.layout.shapes[m.line].visible }; }"""


def expected(capsys, path, threshold: float, direction: str) -> list[float | None]:
    assert main(["binary", str(path), "--threshold", repr(threshold),
                 "--score-direction", direction]) == 0
    result = json.loads(capsys.readouterr().out)
    m, c, n = result["metrics"], result["confusion"], result["n"]
    tpr, fpr = c["tp"] / (c["tp"] + c["fn"]), c["fp"] / (c["fp"] + c["tn"])
    return [m["precision"], m["recall"], m["f1"], (c["tp"] + c["fp"]) / n, abs(tpr - fpr)]


def open_risk(page: Page, url: str, direction: str) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{url}/risk?example={KEY}")
    expect(page.locator(PLOT)).to_be_attached()
    wait_idle(page)
    if direction == "lower":  # the sidebar's "A higher score means: negative"
        page.get_by_test_id("stSidebar").get_by_text("negative", exact=True).click()
        expect(page.locator("[data-live=threshold]")).to_be_attached()
        page.wait_for_function("() => (document.querySelector('.live-rule') || {})"
                               ".textContent?.includes('≤')")
        wait_idle(page)
    wait_drawn(page)


@pytest.mark.parametrize("direction", ["higher", "lower"])
def test_the_marks_are_the_clis_at_every_stop_and_a_click_sets_the_threshold(
        page: Page, app_url: str, capsys, tmp_path, direction):
    built = all_examples()[KEY]
    path = tmp_path / f"{KEY}.csv"
    path.write_bytes(csv_bytes(built.build(), built.filename))
    open_risk(page, app_url, direction)
    slider = page.locator("[data-live=slider]")
    stops = int(slider.get_attribute("max")) + 1
    page_size = max(1, int(stops / 10 + 0.5))  # the view's PageUp: a tenth of the stops
    line_x = page.locator(PLOT).evaluate("g => Array.from(g._fullData[0].x)")  # finite stops
    assert len(line_x) == stops - 1
    if direction == "lower":  # the slider runs from the highest score down (score ≤ t)
        line_x = line_x[::-1]
    slider.focus()
    index, seen = 0, []
    for key in ["Home"] + ["PageUp", "ArrowRight", "ArrowRight"] * 8:
        index = {"Home": 0, "PageUp": index + page_size, "ArrowRight": index + 1}[key]
        assert index < stops - 1  # a finite stop, reached by the key
        slider.press(key)
        # both figures' data at the stop (the view's data-synced: its stop's index)
        page.wait_for_function("([sels, i]) => sels.every(s => document.querySelector(s)"
                               "?.getAttribute('data-synced') === i)",
                               arg=[[PLOT, KS_PLOT], str(index)])
        marks = page.locator(PLOT).evaluate(MARKS)
        assert marks["x"][0] == line_x[index]
        assert page.locator(KS_PLOT).evaluate(KS_LINE)["x0"] == marks["x"][0]
        marks["curves"] = page.locator(PLOT).evaluate(CURVES, marks["x"][0])  # the lines there
        seen.append(marks)
        wait_idle(page)
    assert len({m["x"][0] for m in seen}) >= 20
    for marks in seen:
        t = marks["x"][0]
        assert marks["visible"] is not False and marks["line"] == t and set(marks["x"]) == {t}
        cli_values = expected(capsys, path, t, direction)
        for shown, line, cli in zip(marks["y"], marks["curves"], cli_values):
            assert (shown is None) if cli is None else shown == pytest.approx(cli, abs=1e-12), t
            assert (line is None or line != line) if cli is None \
                else line == pytest.approx(cli, abs=1e-12), t  # the curve's own point

    slider.press("End")  # all negative: no operating point
    page.wait_for_function(f"sel => ({MARKS})(document.querySelector(sel)).visible === false",
                           arg=PLOT)
    page.wait_for_function(f"sel => ({KS_LINE})(document.querySelector(sel)).visible === false",
                           arg=KS_PLOT)
    wait_idle(page)

    # a click on the recall curve's point nearest recall 0.5 (clear of the legend and the
    # line's text at the top) sets the threshold at its x
    page.locator(PLOT).scroll_into_view_if_needed()
    x, y = page.locator(PLOT).evaluate(
        """g => { const d = g._fullData[1], y = Array.from(d.y);
             const k = y.reduce((b, v, i) => Math.abs(v - 0.5) < Math.abs(y[b] - 0.5) ? i : b, 0);
             return [d.x[k], y[k]]; }""")
    at = page.locator(PLOT).evaluate(
        """(g, [x, y]) => { const xa = g._fullLayout.xaxis, ya = g._fullLayout.yaxis,
             box = g.getBoundingClientRect();
           return [box.left + xa._offset + xa.l2p(x), box.top + ya._offset + ya.l2p(y)]; }""",
        [x, y])
    page.mouse.move(*at)
    # where several stops share the pointer's pixel (a steep end of the curves), the point
    # Plotly hovers, whose threshold the click takes, may be another curve's at a neighbouring
    # stop: the click must set the threshold at that point's x, within a pixel of the aim
    page.wait_for_function("sel => (document.querySelector(sel)._hoverdata || []).length > 0",
                           arg=PLOT)
    x, pixels = page.locator(PLOT).evaluate(
        """(g, aimed) => { const p = g._hoverdata[0], xa = g._fullLayout.xaxis;
             return [p.x, Math.abs(xa.l2p(p.x) - xa.l2p(aimed))]; }""", x)
    assert pixels <= 1, (x, pixels)
    page.mouse.click(*at)
    page.wait_for_function(f"([sel, x]) => ({MARKS})(document.querySelector(sel)).x[0] === x",
                           arg=[PLOT, x])
    clicked = page.locator(PLOT).evaluate(MARKS)
    assert clicked["x"][0] == x
    for shown, cli in zip(clicked["y"], expected(capsys, path, x, direction)):
        assert shown == pytest.approx(cli, abs=1e-12)
    page.wait_for_function("x => Number(new URLSearchParams(location.search).get('threshold'))"
                           " === x", arg=x)

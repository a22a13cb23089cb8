"""The Learn page on a projector, measured in Debian's chromium at 1024×768 and 1440×900 (the
sidebar open): in the step view the scores written beside the samples touch no marker, the ROC
and P-R plots are square and start level right under their titles, the options button shows
whole, and the area's sum and the strip's legend are in view; the histogram's x axis stays on
the bins with the threshold's label drawn; in classroom mode the simulator's cost plot keeps its
height and its legend needs no scrollbar. Screenshots go to artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import server_drawn, wait_idle
from tests.browser.test_projector_fit import assert_in_viewport

pytestmark = pytest.mark.browser

SIZES = ((1024, 768), (1440, 900))

AXES = """g => { const fl = g._fullLayout;
  return {x: fl.xaxis._length, y: fl.yaxis._length, range: fl.xaxis.range.map(Number),
          above: fl.yaxis._offset, margin: fl.margin.t}; }"""
"""A chart's plot size (px) along each axis, its x range, and how far below the chart's top the
plot starts, beside its top margin (the title's room)."""

TEXT_ON_MARKERS = """g => {
  const boxes = s => [...g.querySelectorAll(s)].map(e => e.getBoundingClientRect())
      .filter(r => r.width > 0);
  const texts = boxes('.textpoint text'), points = boxes('.scatterlayer .point');
  let hits = 0;
  for (const t of texts) for (const p of points)
    if (t.left < p.right - 1 && p.left < t.right - 1 && t.top < p.bottom - 1 && p.top < t.bottom - 1)
      { hits += 1; window.__hit = [t, p].map(r => [r.left, r.top, r.right, r.bottom].map(Math.round)); }
  return {texts: texts.length, hits}; }"""
"""How many (score text, marker) pairs overlap in a chart (1 px of slack)."""

HIT = "() => window.__hit"
"""The boxes of the last overlapping (text, marker) pair, for the failure message."""
LEGEND = """g => { const l = g.querySelector('.legend'), s = g.querySelector('.legend .scrollbar');
  return {scrollbar: !!s && s.getBoundingClientRect().height > 0}; }"""


def open_learn(page: Page, app_url: str, size: tuple[int, int], query: str) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{app_url}/learn?{query}")
    server_drawn(page, "zh" if "lang=zh" in query else "en")  # the server-drawn views
    expect(page.locator(".js-plotly-plot").nth(2)).to_be_visible()
    wait_idle(page)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_step_view_fits_a_projector(page: Page, app_url: str, artifacts, size):
    open_learn(page, app_url, size, "example=seed001_a&step=6")
    charts = page.locator(".js-plotly-plot")
    page.wait_for_function("() => document.querySelectorAll('.textpoint text').length >= 10")
    page.screenshot(path=str(artifacts / f"learn_steps_{size[0]}x{size[1]}.png"))
    overlap = charts.nth(0).evaluate(TEXT_ON_MARKERS)
    assert overlap["texts"] == 10 and overlap["hits"] == 0, (overlap, page.evaluate(HIT))
    roc, pr = (charts.nth(index).evaluate(AXES) for index in (1, 2))
    for axes in (roc, pr):  # square, right under its title (no band between them)
        assert abs(axes["x"] - axes["y"]) <= 1 and axes["x"] >= 80, axes
        assert axes["above"] <= axes["margin"] + 1, axes
    assert abs(roc["above"] - pr["above"]) <= 1, (roc, pr)  # side by side, level
    for index in range(3):  # each figure whole, its legend (the strip's) included
        assert_in_viewport(page, charts.nth(index), f"figure {index}")
    assert_in_viewport(page, page.get_by_text("Area so far =", exact=False).first, "area's sum")
    options = page.get_by_test_id("stPopover").first
    button = options.get_by_role("button")
    assert_in_viewport(page, button, "options button")
    icons = button.evaluate("b => [...b.querySelectorAll('span, svg')].map(e => {"
                            " const r = e.getBoundingClientRect(), o = b.getBoundingClientRect();"
                            " return r.width > 0 ? [r.left - o.left, o.right - r.right] : null; })"
                            ".filter(x => x)")
    assert icons and all(left >= 0 and right >= 0 for left, right in icons), icons


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_histogram_axis_stays_on_the_scores_with_the_threshold_label(page: Page, app_url: str,
                                                                     artifacts, size):
    open_learn(page, app_url, size, "example=seed001_a&figure=histogram&step=3")
    chart = page.locator(".js-plotly-plot").first
    expect(chart.locator(".annotation-text").first).to_have_text("threshold 0.75")
    page.screenshot(path=str(artifacts / f"learn_histogram_{size[0]}x{size[1]}.png"))
    low, high = chart.evaluate(AXES)["range"]
    assert 0 <= low and high <= 1, (low, high)  # the scores lie in [0.05, 0.95]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_classroom_simulator_keeps_the_cost_plot_and_its_legend_whole(page: Page, app_url: str,
                                                                      artifacts, size):
    open_learn(page, app_url, size, "view=simulator&classroom=1")
    cost = page.locator(".js-plotly-plot").nth(3)
    expect(cost).to_be_attached()
    cost.scroll_into_view_if_needed()
    page.get_by_test_id("stPlotlyChart").nth(3).screenshot(
        path=str(artifacts / f"learn_simulator_cost_classroom_{size[0]}x{size[1]}.png"))
    assert cost.evaluate(AXES)["y"] >= 200  # was about 60 px under a legend of 8 rows
    assert cost.evaluate(LEGEND) == {"scrollbar": False}

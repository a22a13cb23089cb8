"""A square plot in a column is as tall as the column's width needs. Two plots side by side (the
Comparison page's "does one curve enclose the other?", at the page's font in English; the
multiclass ROC and P-R curves with their long legends, in classroom mode in Chinese) start at
the same height right under their headers and are as wide as their halves allow (what follows
each starts level too, whatever their legends' lengths), with no blank band above the plot or
between its x axis and its legend, the legend whole and the x ticks level, at 1024×768 and again
after the window grows to 1440×900 (the browser resizes them, no new run); Streamlit's
fullscreen view still gives a chart the window, its legend in view.
Screenshots go to artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dashboard.widgets.charts import WIDEST_SQUARE
from tests.browser.helpers import metric_value, upload, wait_idle

pytestmark = pytest.mark.browser

MEASURE = """(keys) => keys.map(k => {
  const element = document.querySelector('.st-key-' + k);
  const g = element.querySelector('.js-plotly-plot');
  const box = e => e.getBoundingClientRect();
  const chart = box(g), plot = box(g.querySelector('.nsewdrag'));
  const fl = g._fullLayout, xa = fl.xaxis, legend = box(g.querySelector('.legend'));
  return {chart: {w: chart.width, h: chart.height}, settled: Math.abs(fl.width - chart.width) < 1
            && Math.abs(fl.height - chart.height) < 1,
          plot: {w: plot.width, h: plot.height, top: plot.top},
          above: plot.top - chart.top, top_margin: fl.margin.t,
          below: legend.top - box(g.querySelector('.g-xtitle')).bottom,
          legend_past: legend.bottom - chart.bottom,
          after: box(element).bottom + parseFloat(getComputedStyle(element).marginBottom),
          legend_scrolls: !!g.querySelector('.legend .scrollbar[height]:not([height="0"])'),
          turned: [...g.querySelectorAll('.xtick text')].some(
            t => /rotate\\((?!0[,)])/.test(t.getAttribute('transform') || '')),
          xfree: (1 - (xa.domain[1] - xa.domain[0])) * fl._size.w}; })"""
"""Each plot's chart and plot area (px), the room above the plot and between the x axis's title
and the legend, how far the legend reaches below the chart and whether it scrolls, where what
follows the chart in its column starts, whether an x tick is turned, and how much of its width
the plot leaves unused; ``settled``: Plotly has laid the chart out at its box's size."""

FULLSCREEN = """k => { const g = document.querySelector('.st-key-' + k + ' .js-plotly-plot');
  return [g.getBoundingClientRect(), g.querySelector('.legend').getBoundingClientRect(),
          window.innerHeight].map(b => typeof b === 'number' ? b : b.toJSON()); }"""
"""The chart's and its legend's boxes, and the window's height."""

FULLSCREEN_SETTLED = """k => {
  const g = document.querySelector('.st-key-' + k + ' .js-plotly-plot');
  const r = g.getBoundingClientRect();
  return r.width > 0.9 * window.innerWidth
    && Math.abs(g._fullLayout.height - r.height) < 1; }"""
"""The chart is as wide as the window and Plotly has laid it out at its box's height."""


def measured(page: Page, keys: list[str]) -> list[dict]:
    page.wait_for_function(f"() => ({MEASURE})({keys}).every(m => m.settled)")
    return page.evaluate(MEASURE, keys)


def at_both_sizes(page: Page, key: str, share: float):
    """Each window size, 1024×768 then 1440×900, once the chart ``key`` has followed the window
    (it is wider than ``share`` of it): the browser resizes the charts, with no new run."""
    for width, height in ((1024, 768), (1440, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(
            "([key, least]) => document.querySelector(`.st-key-${key} .js-plotly-plot`)"
            ".getBoundingClientRect().width > least", arg=[key, width * share])
        yield width, height


def fitted(charts: list[dict]) -> None:
    for chart in charts:
        plot = chart["plot"]
        assert abs(plot["w"] - plot["h"]) <= 3, chart  # square
        assert chart["above"] <= chart["top_margin"] + 2, chart  # no band above the plot
        assert chart["below"] <= 20, chart  # the legend right under the x axis
        assert chart["legend_past"] <= 1 and not chart["legend_scrolls"], chart  # whole
        assert not chart["turned"], chart
        if chart["chart"]["w"] <= WIDEST_SQUARE:
            assert chart["xfree"] <= 4, chart  # as wide as its half allows
    if len(charts) == 2:
        roc, pr = charts
        assert abs(roc["plot"]["top"] - pr["plot"]["top"]) <= 1, charts
        assert abs(roc["plot"]["w"] - pr["plot"]["w"]) <= 1, charts
        assert abs(roc["after"] - pr["after"]) <= 1, charts  # what follows each starts level


@pytest.mark.parametrize("path, keys, lang, classroom", [
    ("comparison?", ["compare_roc", "compare_pr"], "en", 0),
    ("roc_pr?example=digits_logreg&", ["multiclass_roc", "multiclass_pr"], "zh", 1),
])
def test_square_plots_side_by_side_fit_their_halves_at_1024_and_1440(
        page: Page, app_url: str, artifacts, path, keys, lang, classroom):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/{path}lang={lang}&classroom={classroom}")
    expect(page.locator(f".st-key-{keys[1]} .js-plotly-plot")).to_be_visible(timeout=90_000)
    wait_idle(page)
    page.locator(f".st-key-{keys[0]}").scroll_into_view_if_needed()
    narrow = measured(page, keys)
    name = f"square_fit_{keys[0]}_{lang}_{classroom}"
    page.screenshot(path=str(artifacts / f"{name}_1024x768.png"))
    fitted(narrow)

    page.set_viewport_size({"width": 1440, "height": 900})
    page.wait_for_function(
        f"() => document.querySelector('.st-key-{keys[0]} .js-plotly-plot')"
        f".getBoundingClientRect().width > {narrow[0]['chart']['w'] + 50}")
    wide = measured(page, keys)
    page.locator(f".st-key-{keys[0]}").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"{name}_1440x900.png"))
    fitted(wide)
    assert wide[0]["plot"]["w"] > narrow[0]["plot"]["w"] + 50  # the plots grew with the window

    # Streamlit's fullscreen view: the chart takes the window, its legend in view
    box = page.locator(f".st-key-{keys[0]}")
    box.hover()
    box.get_by_role("button", name="Fullscreen").click()
    page.wait_for_function(FULLSCREEN_SETTLED, arg=keys[0])
    page.screenshot(path=str(artifacts / f"{name}_fullscreen.png"))
    chart, legend, window = page.evaluate(FULLSCREEN, keys[0])
    assert chart["height"] >= 0.8 * window and legend["bottom"] <= window, (chart, legend)


def test_the_gains_curve_is_square_and_the_lift_chart_beside_it_as_tall(
        page: Page, app_url: str, artifacts):
    """The Risk page's cumulative gains curve (square) and the lift bars beside it (not square)
    in one row: the gains plot fits its half as the plots above do, and the lift chart is as
    tall, its plot starting level with the gains plot, at 1024×768 and at 1440×900."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/risk?lang=en&classroom=0")
    page.get_by_role("tab", name="Lift and cumulative gains").click()
    expect(page.locator(".st-key-lift .js-plotly-plot")).to_be_visible(timeout=90_000)
    wait_idle(page)
    for width, height in at_both_sizes(page, "gains", 0.25):
        gains, lift = measured(page, ["gains", "lift"])
        page.screenshot(path=str(artifacts / f"square_fit_gains_{width}x{height}.png"))
        fitted([gains])
        assert abs(gains["chart"]["h"] - lift["chart"]["h"]) <= 1, (gains, lift)
        assert abs(gains["plot"]["top"] - lift["plot"]["top"]) <= 1, (gains, lift)


def test_the_segment_roc_is_as_large_as_the_page_allows(page: Page, app_url: str, artifacts,
                                                       tmp_path):
    """The Risk page's ROC curve per segment, one square plot across the page, fits the page's
    width as the plots above do, up to :data:`WIDEST_SQUARE`, at 1024×768 and at 1440×900 (an
    upload with a segment column: the examples have none)."""
    csv = tmp_path / "segments.csv"
    csv.write_text("label,score,region\n" + "".join(
        f"{i % 2},{(i * 37 % 100) / 100},{('north', 'south', 'east')[i % 3]}\n"
        for i in range(90)))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/risk?lang=en&classroom=0")
    wait_idle(page)
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    expect(metric_value(page, "KS statistic")).to_be_visible()
    page.get_by_role("tab", name="Segments").click()
    expect(page.locator(".st-key-segment_roc .js-plotly-plot")).to_be_visible(timeout=90_000)
    wait_idle(page)
    for width, height in at_both_sizes(page, "segment_roc", 0.5):
        [roc] = measured(page, ["segment_roc"])
        page.locator(".st-key-segment_roc").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"square_fit_segment_roc_{width}x{height}.png"))
        fitted([roc])
        assert roc["plot"]["w"] >= 0.75 * min(roc["chart"]["w"], WIDEST_SQUARE), roc

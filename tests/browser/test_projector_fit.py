"""Slider and curves in view together (a projector): at 1440×900 and 1024×768 on the
default example, the threshold slider and the two figures of ROC / PR (ROC, P-R) and Confusion
(matrix, score histogram) and Cost Curve (cost lines, ROC hull, under the three cost inputs) lie
inside the viewport without scrolling (in the live view also those of Risk & calibration; on
Ranking its k slider and the curves @k; on Generalization the degree M slider, the fit and MSE
against M; on Regression the tolerance ε slider and the two scatter figures), and every figure's
legend lies below its x-axis title (in 简体中文 too, where names wrap); on the threshold pages every
legend is shown whole beside a plot area a projector's audience can read, and no title is cut.
Screenshots go to artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.helpers import server_drawn, wait_idle, wait_rendered

pytestmark = pytest.mark.browser

SIZES = ((1440, 900), (1024, 768))
PAGES = (("ROC / PR", "roc_pr"), ("Confusion", "confusion"))


BOX = """e => { const r = e.getBoundingClientRect();
  return r.width && r.height ? {x: r.x, y: r.y, width: r.width, height: r.height} : null; }"""
"""An element's box on screen, read in one step; null while it has none."""
NEXT_FRAME = "() => new Promise(done => requestAnimationFrame(() => done()))"
FRAMES = 300
"""Frames to wait at most for a shown element to have a box again (about 5 s)."""


def assert_in_viewport(page: Page, element: Locator, what: str) -> None:
    # a rerun may be redrawing the element (shown, then without a box for a few frames): its box
    # is read in one step, again on each of the next frames until it has one
    for _ in range(FRAMES):
        expect(element).to_be_visible()
        box = element.evaluate(BOX)
        if box is not None:
            break
        page.evaluate(NEXT_FRAME)
    view = page.viewport_size
    assert box is not None, what
    assert box["x"] >= 0 and box["y"] >= 0, (what, box)
    assert box["x"] + box["width"] <= view["width"], (what, box, view)
    assert box["y"] + box["height"] <= view["height"], (what, box, view)


PAGES += (("Cost Curve", "cost"),)
CASES = [(link, name, width, height) for link, name in PAGES for width, height in SIZES]

LEGEND_BELOW_X_TITLE = """g => {
  const title = g.querySelector('.xtitle'), legend = g.querySelector('.legend');
  if (!title || !legend) return null;
  return legend.getBoundingClientRect().top - title.getBoundingClientRect().bottom; }"""
"""Pixels between a figure's x-axis title and its legend (negative: they overlap)."""


def assert_legends_clear(charts: Locator) -> None:
    for i in range(charts.count()):
        gap = charts.nth(i).evaluate(LEGEND_BELOW_X_TITLE)
        assert gap is None or gap >= 0, (i, gap)


LEGEND_AND_PLOT = """g => { const legend = g._fullLayout.legend || {};
  return {plot: g._fullLayout._size.h, legend: legend._height || 0,
          shown: legend._effHeight === undefined ? legend._height || 0 : legend._effHeight}; }"""
"""A drawn figure's plot-area height and its legend's full and shown heights (Plotly's own)."""
LEAST_PLOT = 120
"""Fewest pixels a figure's plot area may be tall on a projector's screen."""


TITLE_INSIDE = """g => { const title = g.querySelector('.gtitle');
  if (!title || !title.getBoundingClientRect().width) return null;
  const t = title.getBoundingClientRect(), f = g.getBoundingClientRect();
  return Math.min(t.left - f.left, f.right - t.right); }"""
"""Pixels between a figure's title and the nearer side of the figure (negative: cut off)."""


def assert_titles_whole(charts: Locator) -> None:
    """Every figure's title lies within its figure's width (Plotly cuts what runs past it)."""
    for i in range(charts.count()):
        room = charts.nth(i).evaluate(TITLE_INSIDE)
        assert room is None or room >= 0, (i, room)


def assert_legends_whole(charts: Locator) -> None:
    """Every figure shows its whole legend (no scrollbar, which a clicker cannot move) and keeps
    a plot area of at least :data:`LEAST_PLOT` px beside it."""
    for i in range(charts.count()):
        sizes = charts.nth(i).evaluate(LEGEND_AND_PLOT)
        assert sizes["shown"] >= sizes["legend"], (i, sizes)
        assert sizes["plot"] >= LEAST_PLOT, (i, sizes)


@pytest.mark.parametrize("link,name,width,height", CASES)
def test_slider_and_figure_in_view(page: Page, app_url: str, artifacts, link, name, width,
                                   height):
    """The server-drawn page (the live view switched off)."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(app_url)
    server_drawn(page)
    page.get_by_role("link", name=link, exact=True).click()
    slider = page.get_by_role("slider", name="Threshold")
    expect(slider).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    charts = page.locator(".js-plotly-plot")
    expect(charts.first).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / f"projector_{name}_{width}x{height}.png"))
    assert_in_viewport(page, page.get_by_test_id("stSlider").first, "first slider")
    assert_in_viewport(page, slider, "threshold slider")
    assert_in_viewport(page, charts.nth(0), "first figure")
    assert_in_viewport(page, charts.nth(1), "second figure")
    assert_legends_clear(charts)
    assert_legends_whole(charts)
    assert_titles_whole(charts)


LIVE_FIGURES = {"confusion": ".live-matrix, .live .js-plotly-plot",
                "roc_pr": ".live .js-plotly-plot", "cost": ".live .js-plotly-plot",
                "risk": ".live .js-plotly-plot"}
LIVE_CASES = CASES + [("Risk & calibration", "risk", width, height) for width, height in SIZES]
"""Risk & calibration too: its KS tab (the page's first) draws the KS curves and the metrics
against the threshold in the live view, under the KS numbers and their button."""


@pytest.mark.parametrize("link,name,width,height", LIVE_CASES)
def test_live_slider_and_figures_in_view(page: Page, app_url: str, artifacts, link, name, width,
                                         height):
    """The live view, the default: its slider and both its figures, with the server-drawn
    details below them."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(app_url)
    page.get_by_role("link", name=link, exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    figures = page.locator(LIVE_FIGURES[name])
    expect(figures.nth(1)).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / f"projector_live_{name}_{width}x{height}.png"))
    assert_in_viewport(page, page.locator("[data-live=slider]"), "live slider")
    assert_in_viewport(page, figures.nth(0), "first figure")
    assert_in_viewport(page, figures.nth(1), "second figure")
    assert_legends_whole(page.locator(".live .js-plotly-plot"))
    assert_titles_whole(page.locator(".live .js-plotly-plot"))


def test_chinese_roc_legend_clear_of_axis_title_at_1024(page: Page, app_url: str, artifacts):
    """The narrowest case: 简体中文 at 1024×768, where the legend's names wrap."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/roc_pr")
    server_drawn(page)  # the server's Plotly figures
    expect(page.locator(".js-plotly-plot").nth(1)).to_be_visible()
    page.get_by_test_id("stSidebar").get_by_text("简体中文", exact=True).click()
    expect(page.get_by_role("slider", name="阈值")).to_be_visible()
    charts = page.locator(".js-plotly-plot")
    expect(charts.nth(1)).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / "projector_roc_pr_zh_1024x768.png"))
    assert_in_viewport(page, charts.nth(1), "P-R figure")
    assert_legends_clear(charts)



FIRST_FONT = ("() => { const g = document.querySelector('.js-plotly-plot');"
              " return (g && g.layout && g.layout.font && g.layout.font.size) || null; }")
FONT_IS_18 = ("() => { const g = document.querySelector('.js-plotly-plot');"
              " return !!(g && g.layout && g.layout.font && g.layout.font.size === 18); }")
INPUT_FONTS = """() => [...document.querySelectorAll(
    '[data-testid="stMain"] :is(input[type=text], input[type=number], [role=combobox])')]
  .filter(e => e.checkVisibility())
  .map(e => [e.value || e.textContent, parseFloat(getComputedStyle(e).fontSize)])"""
"""The value and font size (px) of every text, number and select input the page shows."""


def test_classroom_mode_enlarges_figure_fonts_across_pages(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(app_url)
    server_drawn(page)  # the server's Plotly figures (the live view's classroom type: AppTest)
    page.get_by_role("link", name="ROC / PR", exact=True).click()
    expect(page.locator(".js-plotly-plot").first).to_be_visible()
    wait_idle(page)
    assert page.evaluate(FIRST_FONT) != 18
    page.get_by_test_id("stSidebar").get_by_text("Classroom mode", exact=True).click()
    page.wait_for_function(FONT_IS_18)
    wait_idle(page)
    page.screenshot(path=str(artifacts / "projector_roc_pr_classroom_1024x768.png"))
    page.get_by_role("link", name="Confusion", exact=True).click()
    expect(page.get_by_role("heading", name="Confusion matrix at a threshold")).to_be_visible()
    page.wait_for_function(FONT_IS_18)
    wait_idle(page)
    page.screenshot(path=str(artifacts / "projector_confusion_classroom_1024x768.png"))
    # what a teacher types or picks (the exact threshold among them) is as large as the text
    # around it
    inputs = page.evaluate(INPUT_FONTS)
    assert "0.50" in [value for value, _ in inputs], inputs  # the default threshold, typed
    assert [value for value, size in inputs if size < 18] == [], inputs


@pytest.mark.parametrize("width,height", SIZES)
def test_ranking_k_slider_and_its_curves_in_view(page: Page, app_url: str, artifacts, width,
                                                 height):
    """Ranking: the k slider and the mean metric @k curves it moves (beside the measures at k)
    lie inside the viewport without scrolling."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{app_url}/ranking")
    slider = page.get_by_role("slider", name="Cut-off k")
    expect(slider).to_be_visible()
    expect(page.locator(".js-plotly-plot").first).to_be_visible()
    wait_rendered(page)  # every figure drawn: the first one is then the curves @k
    curves = page.locator(".js-plotly-plot").first
    page.screenshot(path=str(artifacts / f"projector_ranking_{width}x{height}.png"))
    # the slider's whole box (its thumb's value label overhangs the right end at k's maximum)
    assert_in_viewport(page, page.get_by_test_id("stSlider").first, "k slider")
    assert_in_viewport(page, curves, "curves @k")


def opened_on_slider(page: Page, url: str, slider: str, width: int, height: int) -> Locator:
    """The page at ``url`` in a ``width`` × ``height`` window, once its slider named ``slider``
    is shown, its run has ended and every figure is drawn (:func:`wait_rendered`); returns its
    figures."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    expect(page.get_by_role("slider", name=slider)).to_be_visible()
    charts = page.locator(".js-plotly-plot")
    expect(charts.nth(1)).to_be_visible()
    wait_rendered(page)
    return charts


@pytest.mark.parametrize("width,height,lang,degree", [
    (1440, 900, "en", "Degree M"), (1024, 768, "en", "Degree M"),
    (1024, 768, "zh", "多项式阶数 M")])
def test_generalization_degree_slider_and_its_figures_in_view(page: Page, app_url: str, artifacts,
                                                              width, height, lang, degree):
    """Generalization: the degree M slider and the two figures it moves (the fit, MSE against
    M) lie inside the viewport without scrolling, with each legend below its x-axis title."""
    charts = opened_on_slider(page, f"{app_url}/generalization?lang={lang}", degree, width,
                              height)
    page.screenshot(path=str(artifacts / f"projector_generalization_{lang}_{width}x{height}.png"))
    assert_in_viewport(page, page.get_by_test_id("stSlider").first, "degree slider")
    assert_in_viewport(page, charts.nth(0), "the fit")
    assert_in_viewport(page, charts.nth(1), "MSE against M")
    for i in (0, 1):
        gap = charts.nth(i).evaluate(LEGEND_BELOW_X_TITLE)
        assert gap is not None and gap >= 0, (i, gap)


@pytest.mark.parametrize("width,height", SIZES)
def test_regression_tolerance_slider_and_its_figures_in_view(page: Page, app_url: str, artifacts,
                                                             width, height):
    """Regression: the tolerance ε slider, the share within ±ε it moves and the two scatter
    figures it colours lie inside the viewport without scrolling, above the metric table."""
    charts = opened_on_slider(page, f"{app_url}/regression", "Tolerance ε", width, height)
    page.screenshot(path=str(artifacts / f"projector_regression_{width}x{height}.png"))
    assert_in_viewport(page, page.get_by_test_id("stSlider").first, "tolerance slider")
    assert_in_viewport(page, page.get_by_test_id("stMetric").first, "share within ±ε")
    assert_in_viewport(page, charts.nth(0), "predicted against actual")
    assert_in_viewport(page, charts.nth(1), "residuals against the prediction")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_classroom_live_roc_and_pr_plots_close_under_their_titles(page: Page, app_url: str,
                                                                   lang):
    """ROC / PR in classroom mode at 1024×768, the live view (the default): each square plot is
    as wide as its half of the page allows and stands close under its title, so the ROC plot and
    its x axis's title are in the window on open (Plotly centres a square plot in a taller box,
    leaving blank above it). Drawn again when the window grows, each plot grows with its box."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/roc_pr?classroom=1&lang={lang}")
    plots = page.locator(".live .live-plot[data-drawn]")
    expect(plots).to_have_count(2)
    wait_rendered(page)
    sides = """() => [...document.querySelectorAll('.live .live-plot')].map(g => {
      const plot = g.querySelector('.nsewdrag').getBoundingClientRect();
      const title = g.querySelector('.xtitle').getBoundingClientRect();
      return {box: g.getBoundingClientRect().width, side: plot.width, height: plot.height,
              gap: plot.top - g.getBoundingClientRect().top, title: title.bottom}; })"""
    shown = page.evaluate(sides)
    for figure in shown:
        assert abs(figure["side"] - figure["height"]) <= 1, figure
        assert figure["gap"] <= 100, figure
    assert shown[0]["title"] <= 768, shown[0]
    page.set_viewport_size({"width": 1280, "height": 720})
    # the window's added width goes to each box and its square: about 120 px more here, where a
    # figure kept at the height fitted for the narrow box would gain about 35
    page.wait_for_function(f"() => ({sides})().every(f => f.side > {shown[0]['side']} + 80)")

"""Classroom mode makes the plots the main thing: at 1024×768 with the sidebar closed (as a
teacher projects), on the Learn simulator, Confusion, ROC / PR, Cost Curve and Resampling lab
pages, every Plotly plot area (the
``.nsewdrag`` rectangle of each subplot with axes) is at least :data:`MIN_PLOT` px wide and tall,
and every legend lies outside its plot and is no larger than it; the simulator shows ROC | P-R
side by side under its controls, with the densities below. Screenshots go to artifacts/ to be
looked at."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import collapse_sidebar, server_drawn, wait_idle

pytestmark = pytest.mark.browser

MIN_PLOT = 350
SIZE = {"width": 1024, "height": 768}
PAGES = ("learn?view=simulator", "confusion", "roc_pr", "cost_curve", "resampling")
THRESHOLD_PAGES = ("confusion", "roc_pr", "cost_curve")

AREAS = """() => [...document.querySelectorAll('.js-plotly-plot')]
    .filter(g => !g.closest('details:not([open])')).map(g => {
  const box = e => { const r = e.getBoundingClientRect();
                     return {x: r.left, y: r.top, w: r.width, h: r.height}; };
  const legend = g.querySelector('.legend');
  return {title: (g.layout.title && g.layout.title.text) || '',
          plots: [...g.querySelectorAll('.nsewdrag')].filter(e => {
            const plot = g._fullLayout._plots[e.dataset.subplot];
            return plot && plot.xaxis.visible !== false && plot.yaxis.visible !== false;
          }).map(box),
          legend: legend ? box(legend.querySelector('.bg') || legend) : null}; })"""
"""Every chart's plot areas (one per subplot with visible axes: the bootstrap's field of balls
has none) and its legend's box, in page pixels; charts inside a closed expander (ROC / PR's DET
curve and band) are not shown and not measured."""


def _overlap(a: dict, b: dict) -> float:
    width = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
    height = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
    return max(width, 0) * max(height, 0)


def measure(page: Page, app_url: str, path: str, artifacts) -> list[dict]:
    page.set_viewport_size(SIZE)
    separator = "&" if "?" in path else "?"
    page.goto(f"{app_url}/{path}{separator}classroom=1")
    if path in THRESHOLD_PAGES or path.startswith("learn"):
        server_drawn(page)  # the server's Plotly figures (the live views draw their own)
    expect(page.locator(".js-plotly-plot").first).to_be_visible()
    wait_idle(page)
    collapse_sidebar(page)  # every chart then takes the freed width (Plotly relayouts)
    wait_idle(page)
    page.wait_for_function("() => [...document.querySelectorAll('.js-plotly-plot')]"
                           ".filter(g => !g.closest('details:not([open])'))"
                           ".every(g => g._fullLayout && g.querySelector('.nsewdrag'))")
    name = path.split("?")[0]
    page.screenshot(path=str(artifacts / f"classroom_{name}_1024x768.png"), full_page=True)
    return page.evaluate(AREAS)


@pytest.mark.parametrize("path", PAGES)
def test_every_plot_area_is_large_and_legends_sit_outside(page: Page, app_url: str, artifacts,
                                                          path):
    charts = measure(page, app_url, path, artifacts)
    (artifacts / f"classroom_{path.split('?')[0]}_areas.json").write_text(json.dumps(charts))
    assert charts
    for i, chart in enumerate(charts):
        for plot in chart["plots"]:
            assert plot["w"] >= MIN_PLOT and plot["h"] >= MIN_PLOT, (path, i, chart)
            legend = chart["legend"]
            if legend is not None:
                assert _overlap(plot, legend) == 0, (path, i, chart)
                assert legend["w"] * legend["h"] <= plot["w"] * plot["h"], (path, i, chart)


def test_simulator_shows_roc_beside_pr_under_its_controls(page: Page, app_url: str, artifacts):
    charts = measure(page, app_url, "learn?view=simulator", artifacts)
    roc, pr = charts[0]["plots"][0], charts[1]["plots"][0]
    assert abs(roc["y"] - pr["y"]) < 40 and roc["x"] + roc["w"] <= pr["x"]
    slider = page.get_by_test_id("stSlider").first.bounding_box()
    assert slider["y"] < roc["y"]
    densities = charts[2]["plots"][0]
    assert densities["y"] > roc["y"] + roc["h"]

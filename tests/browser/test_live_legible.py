"""The live views' figures on a projector (1024×768): every text of their SVG figures is about
Plotly's tick size on screen or larger (a narrow column shrinks the drawings, not their text, up to
what the figures' margins hold), lies inside its figure and clear of the others, with the sidebar
open or collapsed, in both languages and classroom mode. Screenshots go to artifacts/ to be
looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser

TEXTS = """() => {
  const out = [], overlaps = [];
  for (const host of document.querySelectorAll('[data-testid=stBidiComponentIsolated]')) {
    for (const figure of host.shadowRoot.querySelectorAll('svg[viewBox]')) {
      const box = figure.getBoundingClientRect();
      if (box.width === 0) continue;
      const placed = [];
      for (const t of figure.querySelectorAll('text')) {
        const r = t.getBoundingClientRect();
        if (r.width === 0 || !t.textContent.trim()) continue;
        const m = t.getScreenCTM(), text = t.textContent.trim().slice(0, 40);
        out.push({text, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
                  outside: Math.max(box.left - r.left, r.right - box.right,
                                    box.top - r.top, r.bottom - box.bottom)});
        if (t.matches('.operating-text, .cut-label')) continue;  // they move with the stop
        for (const [other, q] of placed) {
          const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
          const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
          if (w > 1 && h > 1) overlaps.push([text, other]);
        }
        placed.push([text, r]);
      }
    }
  }
  return {texts: out, overlaps}; }"""
"""Each shown text of the live views' figures: its size on screen (the font size times the
figure's scale) and how far it reaches outside its figure's box (negative: inside); and the pairs
of texts of a figure whose boxes overlap (the labels that move with the stop aside)."""

SETTLED = f"""least => {{
  const widths = [...document.querySelectorAll('[data-testid=stBidiComponentIsolated]')]
    .flatMap(h => [...h.shadowRoot.querySelectorAll('svg[viewBox]')])
    .map(f => f.getBoundingClientRect().width).join();
  const same = window.__figureWidths === widths;  // as at the last poll (a frame ago)
  window.__figureWidths = widths;
  return same && ({TEXTS})().texts.every(t => t.px >= least); }}"""
"""Whether the figures have the widths they had at the last poll (polled every frame) and every
text is at least ``least`` px on screen."""

CASES = [("learn", "open", False, "en"), ("learn", "collapsed", False, "zh"),
         ("learn", "open", True, "en"), ("confusion", "open", False, "en"),
         ("confusion", "open", True, "zh"), ("roc_pr", "open", False, "zh"),
         ("roc_pr", "collapsed", True, "en"), ("cost_curve", "open", False, "zh")]


@pytest.mark.parametrize("path,sidebar,classroom,lang", CASES)
def test_live_figures_text_is_readable_and_whole(page: Page, app_url: str, artifacts, path,
                                                 sidebar, classroom, lang):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/{path}?example=seed001_a&lang={lang}"
              + ("&classroom=1" if classroom else ""))
    figures = page.locator("[data-testid=stBidiComponentIsolated] svg[viewBox]")
    expect(figures.first).to_be_visible()
    wait_idle(page)
    if sidebar == "collapsed":
        page.get_by_test_id("stSidebar").hover()
        page.get_by_role("button", name="Collapse sidebar").click()  # Streamlit's own words
        expect(page.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    least = 12 if classroom else 11  # where the margins cap it; else 12 and 15 px (live.css)
    # the figures' text follows their size once laid out (a resize observer), and the sidebar
    # slides away over several frames: wait until the figures keep their widths for two frames
    # and their text has followed
    page.wait_for_function(SETTLED, arg=least)
    page.screenshot(path=str(artifacts / f"live_legible_{path}_{sidebar}_"
                                         f"{'classroom' if classroom else 'normal'}_{lang}.png"))
    found = page.evaluate(TEXTS)
    texts = found["texts"]
    assert len(texts) >= 6
    assert not [t for t in texts if t["px"] < least]
    cut = [t for t in texts if t["outside"] > 2]
    assert not cut, cut
    assert not found["overlaps"], found["overlaps"]

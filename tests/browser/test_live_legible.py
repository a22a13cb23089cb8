"""The live views' figures on a projector (1024×768): every text of the step-through's SVG strip is
about Plotly's tick size on screen or larger (a narrow column shrinks the drawings, not their text,
up to what the figures' margins hold), and every text of the threshold pages' Plotly figures at
least the builders' smallest (10 px, 16 px in classroom mode); each lies inside its figure and
clear of the others, with the sidebar open or collapsed, in both languages and classroom mode.
The live view's headings and labels in 简体中文 wrap between words. Screenshots go to
artifacts/ to be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import CHARTS_LAID_OUT, wait_idle

pytestmark = pytest.mark.browser

FIGURES = """() => [
  ...document.querySelectorAll('.steps svg[viewBox]'),
  ...document.querySelectorAll('.live-plot[data-drawn], .steps-plot[data-drawn]')]"""
"""The step-through's SVG strip and the live views' Plotly figures (the step-through's ROC and
P-R among them), once drawn."""

TEXTS = f"""() => {{
  const out = [], overlaps = [];
  for (const figure of ({FIGURES})()) {{
      const box = figure.getBoundingClientRect();
      if (box.width === 0) continue;
      const placed = [];
      // the marks' annotations move with the stop (the P-R point's text, the cut's)
      const marks = JSON.parse(figure.dataset ? figure.dataset.marks || "{{}}" : "{{}}");
      const moving = [marks.label, marks.cut_text].filter(k => k !== undefined)
        .map(k => `.annotation[data-index="${{k}}"] text`);
      for (const t of figure.querySelectorAll('text')) {{
        const r = t.getBoundingClientRect();
        if (r.width === 0 || !t.textContent.trim() || t.closest('.hoverlayer')) continue;
        const m = t.getScreenCTM(), text = t.textContent.trim().slice(0, 40);
        out.push({{text, plotly: !t.ownerSVGElement.viewBox.baseVal,
                  px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
                  outside: Math.max(box.left - r.left, r.right - box.right,
                                    box.top - r.top, r.bottom - box.bottom)}});
        if (t.matches(['.operating-text, .cut-label', ...moving].join())) continue;
        // Plotly lays each axis's ticks out itself; an x and a y tick may share the corner
        const tick = t.closest('.xtick, .ytick') !== null;
        for (const [other, q, otherTick] of placed) {{
          if (tick && otherTick) continue;
          const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
          const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
          if (w > 1 && h > 1) overlaps.push([text, other]);
        }}
        placed.push([text, r, tick]);
      }}
  }}
  return {{texts: out, overlaps}}; }}"""
"""Each shown text of the live views' figures: its size on screen (the font size times the
figure's scale) and how far it reaches outside its figure's box (negative: inside); and the pairs
of texts of a figure whose boxes overlap (the labels that move with the stop aside)."""

SETTLED = f"""least => {{
  const widths = ({FIGURES})().map(f => f.getBoundingClientRect().width).join();
  const same = window.__figureWidths === widths;  // as at the last poll (a frame ago)
  window.__figureWidths = widths;
  window.__sameWidths = same ? (window.__sameWidths || 0) + 1 : 0;
  return window.__sameWidths >= 5 && widths !== "" && ({CHARTS_LAID_OUT})()
    && ({TEXTS})().texts.every(t => t.px >= least); }}"""
"""Whether the figures have kept their widths for the last five polls (polled every frame: a
busy machine drops frames of the sidebar's slide), each Plotly figure is drawn at its box's
width, and every text is at least ``least`` px on screen."""

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
    figures = page.locator(".steps svg[viewBox], .live-plot[data-drawn], "
                           ".steps-plot[data-drawn]")
    expect(figures.first).to_be_visible()
    wait_idle(page)
    if sidebar == "collapsed":
        page.get_by_test_id("stSidebar").hover()
        page.get_by_role("button", name="Collapse sidebar").click()  # Streamlit's own words
        expect(page.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    # the lesson's SVG: where the margins cap it, else 12 and 15 px (svg.css); Plotly's: the
    # builders' smallest text (the iso-F1 labels), 16 px in classroom mode (presentation)
    least = (16 if classroom else 10) if path != "learn" else 12 if classroom else 11
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


WORDS_BROKEN = """() => [...document.querySelectorAll(
    '.live-matrix th, .live-measures th[scope="col"], .live-tile-label')].flatMap(th => {
  const node = [...th.childNodes].find(n => n.nodeType === 3 && n.textContent.trim());
  if (!node) return [];
  const text = node.textContent, broken = [];
  for (const word of text.matchAll(/[^\\s（）()\\\\]+/g)) {  // between spaces, brackets, "\\"
    const range = document.createRange();
    range.setStart(node, word.index);
    range.setEnd(node, word.index + word[0].length);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    if (tops.size > 1) broken.push(word[0]);
  }
  return broken.length ? [[text.trim(), broken]] : []; })"""
"""The headings of the live view's confusion matrix and measures table, and its tiles' labels,
with a word (text between spaces, brackets and "\\") that runs over two lines, and those
words."""

FORMULAS_BROKEN = """() => [...document.querySelectorAll('.live-tile-label')].flatMap(label => {
  const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT), nodes = [];
  let text = '';
  for (let node; (node = walker.nextNode());) { nodes.push([node, text.length]); text += node.data; }
  const at = (offset) => {  // the text node and offset in it of the label's offset
    const [node, start] = nodes.filter(([, s]) => s <= offset).pop();
    return [node, offset - start];
  };
  return [...text.matchAll(/\\|[^|]+\\|/g)].filter(formula => {
    const range = document.createRange();
    range.setStart(...at(formula.index));
    range.setEnd(...at(formula.index + formula[0].length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1;
  }).map(formula => [text.trim(), formula[0]]); })"""
"""The live view's tile labels with a formula between bars ("|TPR − FPR|") that runs over two
lines, and those formulas."""


@pytest.mark.parametrize("path,classroom", [("confusion", False), ("confusion", True),
                                            ("risk", True)])
def test_chinese_headings_and_labels_wrap_between_words(page: Page, app_url: str, path,
                                                        classroom):
    """At 1024×768 in 简体中文 the confusion matrix's and the measures table's headings and the
    count tiles' labels wrap, where they must, at a space or a bracket, never inside a word:
    "预测正例", "说明" and "（真正例）" stay whole, where the narrow columns broke them after
    any character ("预测正 / 例", "说 / 明", "（真正 / 例）"); and the Risk page's KS tile
    keeps "|TPR − FPR|" on one line, where it broke after the minus."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/{path}?example=seed001_a&lang=zh"
              + ("&classroom=1" if classroom else ""))
    expect(page.locator(".live-tile-label").first).to_be_visible()
    wait_idle(page)
    labels = page.locator(".live-tile-label").all_inner_texts()
    assert "TP（真正例）" in labels, labels
    if path == "confusion":
        headings = page.locator(".live-matrix th, .live-measures th[scope=col]")
        assert {"预测正例", "说明"} <= set(headings.all_inner_texts())
    assert page.evaluate(WORDS_BROKEN) == []
    assert page.evaluate(FORMULAS_BROKEN) == []
    if path == "risk":
        assert "KS 距离 |TPR − FPR|" in labels, labels

"""Lesson mode on a projector, in Debian's chromium at 1024×768 with the sidebar collapsed (as
the lesson opens): the whole lesson walked with a clicker's keys (PageDown forward, PageUp back)
in English and 简体中文. On every screen the title, the buttons, the screen's control
and every figure lie inside the viewport, and no text is clipped (a text box narrower than its
text, a text past the viewport's edge or below the fold, a figure's text outside the figure).
Screenshots go to artifacts/lesson_<lang>_<n>.png to be looked at."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from dashboard.lesson.avoided_words import AVOIDED_ZH, DEVELOPER_WORDS
from dashboard.lesson.view import SCREENS
from evalcore.view.layout import CLASSROOM_SCALE
from tests.app.test_lesson import FIGURES, HOLDOUT
from tests.browser.helpers import until_shown, wait_idle
from tests.browser.test_projector_fit import assert_in_viewport

pytestmark = pytest.mark.browser

CLIPPED = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  const vw = window.innerWidth, vh = window.innerHeight, found = [];
  const say = (why, el) => found.push(why + ': ' + (el.textContent || '').trim().slice(0, 50));
  const figures = [...main.querySelectorAll('.js-plotly-plot,'
                                            + ' [data-testid=stBidiComponentIsolated]')]
    .map(g => g.getBoundingClientRect()).filter(r => r.height > 0);  // a live view draws its own
  const lastFigure = Math.max(0, ...figures.map(r => r.bottom));
  const texts = 'h1, h2, h3, h4, p, label, li, td, th, button, [data-testid="stMetricValue"],'
              + ' [data-testid="stMetricLabel"], [data-testid="stSliderThumbValue"],'
              + ' [data-testid="stTickBarMin"], [data-testid="stTickBarMax"]';
  for (const el of main.querySelectorAll(texts)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !(el.textContent || '').trim()) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) say('cut', el);
    if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) say('ellipsis', el);
    if (r.left < -1 || r.right > vw + 1) say('past the edge', el);
    if (r.bottom > vh + 1 && (!figures.length || r.top < lastFigure)) say('below the fold', el);
  }
  for (const el of main.querySelectorAll('*')) {  // a box that ends its text in "…"
    if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth
        && el.getBoundingClientRect().width > 0) say('ellipsis', el);
  }
  for (const g of main.querySelectorAll('.js-plotly-plot')) {
    const box = g.getBoundingClientRect();
    for (const t of g.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.width === 0 || !(t.textContent || '').trim()) continue;
      if (r.left < box.left - 2 || r.right > box.right + 2 || r.top < box.top - 2
          || r.bottom > box.bottom + 2)
        say('outside its figure ' + [r.top - box.top, box.bottom - r.bottom, r.left - box.left,
                                     box.right - r.right].map(Math.round).join(','), t);
    }
  }
  return found; }"""
"""Every text the page shows that is cut, past the viewport or outside its figure (2 px of slack:
a title's glyph box reaches a pixel above the figure, which the figure does not clip), or below
the fold while it starts above the figures' end (Plotly's, or a live view's box: what follows
the figures, such as a report button, may be scrolled to)."""

DRAWN = """n => { const gs = [...document.querySelectorAll('[data-testid="stMain"] .js-plotly-plot')];
  return gs.length === n && gs.every(g => g._fullLayout && g.querySelector('.main-svg'))
    && gs.every(g => !g.matches('.box-figure-plot') || g.hasAttribute('data-drawn')); }"""
CONTROL = ('[data-testid="stMain"] [data-testid="stSlider"], [data-testid="stMain"] '
           '[data-testid="stSelectbox"], [data-testid="stMain"] [data-testid="stNumberInput"]')


LIVE_SCREENS = {1: 1, 2: 1}
"""The threshold screens drawn by the live threshold view (the app's default) and the Plotly
figures each view draws: the histogram (beside the view's own matrix), the P-R curve."""
STEPS_SCREEN = 3
"""The step-by-step ROC: the live step-through (the app's default) draws its strip of samples
itself and its ROC and P-R figures with Plotly.js."""
STEPS_PLOTS = 2
LIVE_STEPS = ("[data-live=first]", "[data-live=play]", "[data-live=step-slider]",
              ".steps-strip", ".steps-curve")
"""The live step-through's buttons, slider and its first two figures, in view together."""


TITLED = """title => [...document.querySelectorAll('h1')].some(
  h => h.textContent.includes(title) && h.checkVisibility())"""
"""Whether a visible title holds ``title``: looked at in every animation frame, as
:func:`tests.browser.helpers.wait_idle` explains."""


def settle(page: Page, number: int) -> None:
    """Wait for screen ``number``: its title, then its figures drawn, then the script idle."""
    page.wait_for_function(TITLED, arg=f"{number} / {len(SCREENS)} ·")
    if number == STEPS_SCREEN:
        expect(page.locator("[data-live=step-slider]")).to_be_visible()
        page.wait_for_function(DRAWN, arg=STEPS_PLOTS)
    else:
        page.wait_for_function(DRAWN, arg=LIVE_SCREENS.get(number, FIGURES[number - 1]))
    if FIGURES[number - 1] == 0:  # a question: its options
        expect(page.locator(".st-key-lesson_option_1 button")).to_be_visible()
    if number == HOLDOUT:  # and its table
        expect(page.locator('[data-testid="stTable"] td').first).to_be_visible()
    wait_idle(page)


def check_screen(page: Page, number: int, name: str) -> None:
    assert_in_viewport(page, page.get_by_role("heading", level=1), f"{name} title")
    for key in ("lesson_back", "lesson_next"):
        assert_in_viewport(page, page.locator(f".st-key-{key} button").first, f"{name} {key}")
    controls = page.locator(CONTROL)
    for i in range(controls.count()):
        assert_in_viewport(page, controls.nth(i), f"{name} control {i}")
    charts = page.locator('[data-testid="stMain"] .js-plotly-plot')
    for i in range(charts.count()):
        assert_in_viewport(page, charts.nth(i), f"{name} figure {i}")
    if number == STEPS_SCREEN:
        for what in LIVE_STEPS:
            assert_in_viewport(page, page.locator(what).first, f"{name} {what}")
    assert page.evaluate(CLIPPED) == [], name


def test_arrow_keys_on_a_slider_move_the_slider_not_the_screen(page: Page, app_url: str):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?screen=4")
    settle(page, 4)
    slider = page.locator("[data-slide=slider]")
    slider.focus()
    page.keyboard.press("ArrowRight")  # the options run from 1 down to 0: 0.6 → 0.5
    expect(page.locator("[data-slide=value]")).to_have_text("0.5")
    wait_idle(page)
    expect(page.get_by_role("heading", level=1).filter(has_text="4 / ")).to_be_visible()


POINT = """([k]) => { const gd = document.querySelector('.st-key-lesson_pairs .js-plotly-plot');
  const fl = gd._fullLayout, r = gd.getBoundingClientRect(), tr = gd._fullData[1];
  return [r.left + fl.xaxis._offset + fl.xaxis.l2p(tr.x[k]),
          r.top + fl.yaxis._offset + fl.yaxis.l2p(tr.y[k])]; }"""
GRID = """() => { const gd = document.querySelector('.st-key-lesson_pairs .js-plotly-plot');
  const fl = gd._fullLayout, r = gd.getBoundingClientRect();
  return {left: r.left + fl.xaxis2._offset, top: r.top + fl.yaxis2._offset,
          width: fl.xaxis2._length, height: fl.yaxis2._length}; }"""


def test_hovering_a_sample_outlines_its_step_and_its_row_of_pairs(page: Page, app_url: str,
                                                                   artifacts):
    """Learner A by score: N P P P N N P P N N. The ROC's point 2 is the first positive's step
    (from (0.2, 0) up to (0.2, 0.2)): its row of pairs is the grid's bottom fifth."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?screen=5&example=seed001_a")
    settle(page, 5)
    x, y = page.evaluate(POINT, [2])
    page.mouse.move(x, y)
    row = page.locator(".lesson-linked.lesson-row")
    expect(row).to_have_count(1)
    expect(page.locator(".lesson-linked.lesson-step")).to_have_count(1)
    page.screenshot(path=str(artifacts / "lesson_pairs_hover.png"))
    box, grid = row.bounding_box(), page.evaluate(GRID)
    assert abs(box["width"] - (grid["width"] + 4)) <= 2
    assert abs(box["height"] - (grid["height"] / 5 + 4)) <= 2
    assert abs(box["y"] + box["height"] - 2 - (grid["top"] + grid["height"])) <= 2  # bottom row
    page.mouse.move(5, 5)
    expect(row).to_have_count(0)


SLIDE_TITLE = """() => { const gd = document.querySelector('.st-key-lesson_seed003_slide .js-plotly-plot');
  return gd && gd._fullLayout ? gd._fullLayout.title.text : null; }"""
SLIDE_DONE = """() => { const gd = document.querySelector('.st-key-lesson_seed003_slide .js-plotly-plot');
  return gd && gd._fullLayout && gd._fullLayout.title.text.includes('11 of 11 points')
    && gd._fullData[5].x.length === 11; }"""

SLIDE_SIZES = """() => { const gd = document.querySelector('.st-key-lesson_seed003_slide .js-plotly-plot');
  return [gd._fullData[5].line.width, gd._fullData[5].marker.size, gd._fullData[6].marker.size]; }"""


def test_play_slides_the_threshold_to_0_and_draws_the_whole_roc(page: Page, app_url: str):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?screen=4")
    settle(page, 4)
    assert "5 of 11 points" in page.evaluate(SLIDE_TITLE)  # Streamlit's theme bolds it
    page.locator(".st-key-lesson_seed003_slide .updatemenu-button").first.click()
    page.wait_for_function(SLIDE_DONE, timeout=60_000)
    expect(page.get_by_role("heading", level=1).filter(has_text="4 / ")).to_be_visible()


def test_the_step_through_keeps_its_arrows_and_the_clicker_moves_on(page: Page, app_url: str):
    """On the step screen, once the teacher has clicked a step button, the live step-through
    answers → and ← itself (the screen stays), the server hears the step when the key is
    released, and a clicker's PageDown still turns to the next screen."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&screen={STEPS_SCREEN}")
    settle(page, STEPS_SCREEN)
    page.locator("[data-live=forward]").click()
    expect(page.locator("[data-live=step]")).to_have_text("1 / 10")
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-live=step]")).to_have_text("2 / 10")
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '2'")
    expect(page.get_by_role("heading", level=1).filter(
        has_text=f"{STEPS_SCREEN} / {len(SCREENS)} ·")).to_be_visible()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("[data-live=step]")).to_have_text("1 / 10")
    # the server heard the step (its run has started) before the clicker is pressed
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '1'")
    wait_idle(page)
    page.keyboard.press("PageDown")
    settle(page, STEPS_SCREEN + 1)


OVERFLOW = """() => { const main = document.querySelector('[data-testid="stMain"]');
  const page = document.scrollingElement;
  return Math.max(0, main.scrollHeight - main.clientHeight, page.scrollHeight - page.clientHeight);
}"""
"""How far the screen reaches below the window (px): what a clicker, which cannot scroll, hides."""
SMALL_TEXT = """() => {
  const found = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (el.closest('[data-testid="stIconMaterial"], .modebar, [data-testid="stSidebar"]'))
        continue;
      const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      const r = el.getBoundingClientRect(), style = getComputedStyle(el);
      if (!r.width || !r.height || style.visibility === 'hidden') continue;
      let size = parseFloat(style.fontSize);
      const svg = el.closest('svg');
      if (svg && svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width)
        size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;  // as shown
      if (size < 17.5) found.push(size.toFixed(1) + ' px: ' + el.textContent.trim().slice(0, 30));
    }
  };
  visit(document.querySelector('[data-testid="stMain"]'));
  return found; }"""
"""Every text the screen shows under 18 px (as drawn: an SVG's text scaled with its viewBox),
in the page and inside a live view's shadow root, the icons' ligatures aside."""
SIZES = ((1024, 768), (1280, 720), (1440, 900))
TEXT = """() => { const parts = [];
  const visit = (root) => { for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) visit(el.shadowRoot);
    for (const n of el.childNodes) if (n.nodeType === 3 && n.textContent.trim()
                                       && el.getClientRects().length) parts.push(n.textContent);
  } };
  visit(document.querySelector('[data-testid="stMain"]'));
  return parts.join(' '); }"""
"""Every text the screen shows: the page's, its figures' and a live view's."""


def assert_no_avoided_words(text: str, name: str) -> None:
    """None of the lesson's avoided words (:mod:`dashboard.lesson.avoided_words`) in ``text``."""
    for avoided, term in AVOIDED_ZH.items():
        assert not re.search(avoided, text), (name, avoided, term)
    for word in DEVELOPER_WORDS:
        assert word not in text, (name, word)


FILLED = """() => [...document.querySelectorAll('[data-testid="stMain"] .js-plotly-plot')].every(g => {
  if (g.closest('.live') && !g.closest('.steps-plot'))  // the threshold view sizes its own
    return g._fullLayout && g.hasAttribute('data-drawn')
           && (!g.closest('.live.projector') || g.dataset.fittedFor === String(innerHeight)
               && (!g.style.height || Math.abs(g._fullLayout.height - parseFloat(g.style.height)) <= 2));
  const box = (g.closest('.steps-plot') || g.closest('[data-testid="stElementContainer"]'))
    .getBoundingClientRect();
  const own = g.getBoundingClientRect();
  return g._fullLayout && Math.abs(g._fullLayout.height - box.height) <= 2
         && Math.abs(g._fullLayout.width - own.width) <= 2; })"""
"""Every figure has taken its box's height and its own width (Plotly redraws at the size the
page's CSS gave the box, after its first drawing at its default size; a busy machine can show a
figure laid out for an earlier width, its axis titles outside it)."""


RESIZED = """() => [...document.querySelectorAll('[data-testid="stMain"] .js-plotly-plot')].every(
  g => g._fullLayout && Math.abs(g._fullLayout.width - g.getBoundingClientRect().width) <= 2)"""
"""Every Plotly figure drawn at its box's width: after a window resize Plotly redraws a moment
later, and the figures are read once it has."""


def check_classroom_screen(page: Page, number: int, lang: str, artifacts) -> None:
    """Classroom mode's checks on screen ``number`` at the window's size (see the test below);
    a failure names the language, the size and the screen."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    name = f"{lang} {width}x{height} screen {number}"
    page.screenshot(path=str(artifacts / f"lesson_classroom_{lang}_{width}x{height}_"
                                         f"{number:02d}.png"))
    check_screen(page, number, name)
    assert page.evaluate(OVERFLOW) == 0, name
    assert page.evaluate(SMALL_TEXT) == [], name
    if lang == "zh":
        assert_no_avoided_words(page.evaluate(TEXT), name)
    main = page.get_by_test_id("stMain")  # a lesson is no place for tools and downloads
    assert main.locator(".modebar").count() == 0, name
    assert main.get_by_test_id("stDownloadButton").count() == 0, name


def number_of(title: str) -> int:
    """The screen (1-based) whose title key is ``title``."""
    return 1 + [screen.title for screen in SCREENS].index(title)


TOUCH = {number_of("lesson_title_threshold"): "live", number_of("lesson_title_precision"): "live",
         number_of("lesson_title_histogram"): "slide",
         **{number_of(title): "slider" for title in (
    "lesson_title_prevalence", "lesson_title_cost", "lesson_title_holdout", "lesson_title_kfold",
    "lesson_title_bootstrap", "lesson_title_degree", "lesson_title_knn")},
         number_of("lesson_title_pairs"): "select",
         **{number_of(title): "option" for title in (
             "lesson_title_quiz_roc", "lesson_title_quiz_bep", "lesson_title_quiz_variance",
             "lesson_title_quiz_select")}}
"""The control a teacher touches with the mouse on each screen (the step-through: its buttons;
learners A and B, leave-one-out and the learners' test: none; a question: its first option)."""


def touch(page: Page, number: int) -> None:
    """Use screen ``number``'s control with the mouse, as a teacher does, and wait for the run
    it starts; on the step screen, step forward with the ▶ button."""
    what = TOUCH.get(number)
    if number == STEPS_SCREEN:
        page.locator("[data-live=forward]").click()
        expect(page.locator("[data-live=step]")).to_have_text("1 / 10")
    elif what == "live":  # the live view's slider: the browser moves it, the release is heard
        slider = page.locator("[data-live=slider]")
        value = page.locator("[data-live=threshold]")
        before = value.inner_text()
        box = slider.bounding_box()
        right = slider.evaluate("s => Number(s.value) > Number(s.max) / 2")  # the other half
        page.mouse.click(box["x"] + box["width"] * (0.2 if right else 0.8),
                         box["y"] + box["height"] / 2)
        expect(value).not_to_have_text(before)
    elif what == "slide":  # seed 003's slider, moved in the browser
        slider = page.locator("[data-slide=slider]")
        value = page.locator("[data-slide=value]")
        before = value.inner_text()
        box = slider.bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.8, box["y"] + box["height"] / 2)
        expect(value).not_to_have_text(before)
    elif what == "slider":
        slider = page.get_by_role("slider").first
        box = slider.bounding_box()
        track = page.locator('[data-testid="stMain"] [data-testid="stSlider"]').first
        area = track.bounding_box()
        value = page.get_by_test_id("stSliderThumbValue").first
        before = value.inner_text()
        x = area["x"] + area["width"] * (0.8 if box["x"] < area["x"] + area["width"] / 2
                                         else 0.2)
        page.mouse.click(x, box["y"] + box["height"] / 2)
        expect(value).not_to_have_text(before)
    elif what == "option":
        page.locator(".st-key-lesson_option_1 button").click()
        expect(page.get_by_text("✓ ", exact=False).first).to_be_visible()
    elif what == "select":
        box = page.locator('[data-testid="stMain"] [data-testid="stSelectbox"]').first
        box.click()
        page.get_by_role("option").nth(1).click()
    wait_idle(page)


LAYOUT_SIZES = """() => { window.__layoutSizes = new Map();
  window.__sizeWatch = new MutationObserver((changes) => {
    for (const change of changes) {
      const svg = change.target;
      if (!svg.classList || !svg.classList.contains('main-svg')) continue;
      const seen = window.__layoutSizes.get(svg) || new Set();
      const size = svg.getAttribute('width') + 'x' + svg.getAttribute('height');
      window.__layoutSizes.set(svg, seen.add(size));
    }
  });
  window.__sizeWatch.observe(document.body,
                             {subtree: true, attributes: true, attributeFilter: ['width', 'height']});
}"""
"""Keep every size each Plotly figure's drawing (its ``main-svg`` layers) is laid out at."""


DRAWN_AGAIN = """() => { window.__svgs = [];
  window.__svgWatch = new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) {
      if (node.nodeType !== 1) continue;
      const svgs = node.matches('svg.main-svg') ? [node] : node.querySelectorAll('svg.main-svg');
      window.__svgs.push(...svgs);
    }
  });
  window.__svgWatch.observe(document.body, {subtree: true, childList: true}); }"""
"""Keep every Plotly figure's drawing (its ``main-svg`` layers) added to the page from now on."""


BOX_HEIGHTS = """() => { window.__boxHeights = new Map();
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const height = Math.round(entry.contentRect.height);
      if (height < 10) continue;  // not laid out yet
      const seen = window.__boxHeights.get(entry.target) || new Set();
      window.__boxHeights.set(entry.target, seen.add(height));
    }
  });
  window.__boxWatch = new MutationObserver(() => {
    for (const box of document.querySelectorAll('.stPlotlyChart, .box-figure')) sizes.observe(box);
  });
  window.__boxWatch.observe(document.body, {subtree: true, childList: true}); }"""
"""Keep the heights each server-built figure's box has had from now on."""


KEPT = """([watch, kept]) => { window[watch].disconnect();
  return [...window[kept]].filter(([element]) => element.isConnected)
    .map(([, seen]) => [...seen]); }"""
"""Stop the watch ``watch`` and give what it kept (``kept``: element → the sizes or heights it
had) for each element still on the page."""

ONE_SIZE = {STEPS_SCREEN, number_of("lesson_title_histogram"),
            number_of("lesson_title_prevalence"), number_of("lesson_title_cost"),
            number_of("lesson_title_quiz_roc"), number_of("lesson_title_knn")}
"""Screens of server-built figures (and the step-through) whose figures, as a clicker turns onto
them, are laid out at their box's final size only, never first at Plotly's default size or at a
height the screen's later text takes back (each doubled the browser's work of a turn)."""
NOT_DRAWN_AGAIN = {number_of("lesson_title_prevalence"), number_of("lesson_title_cost"),
                   number_of("lesson_title_degree")}
"""Screens of server-drawn figures whose figures, as a clicker turns to the next screen, are
dropped, never laid out again under the new screen's container (which slowed the turn): every
figure drawn during the turn is one of the new screen's, still on the page once it has
settled."""
ONE_HEIGHT = number_of("lesson_title_cost")
"""The cost screen: each figure's box has one height from its first layout to the screen
settled (no text arrives after the figures to shrink them, which had each figure laid out
again)."""


def watch_turn(page: Page, new: int) -> None:
    """Before the clicker turns onto screen ``new``: start the watches its checks read
    (:func:`check_turn`)."""
    if new in ONE_SIZE:
        page.evaluate(LAYOUT_SIZES)
    if new - 1 in NOT_DRAWN_AGAIN:
        page.evaluate(DRAWN_AGAIN)
    if new == ONE_HEIGHT:
        page.evaluate(BOX_HEIGHTS)


def check_turn(page: Page, new: int) -> None:
    """Once screen ``new`` has settled after a turn: what :func:`watch_turn`'s watches saw
    (:data:`ONE_SIZE`, :data:`NOT_DRAWN_AGAIN`, :data:`ONE_HEIGHT`)."""
    if new in ONE_SIZE:
        sizes = page.evaluate(KEPT, ["__sizeWatch", "__layoutSizes"])
        assert sizes and all(len(seen) == 1 for seen in sizes), (new, sizes)
    if new - 1 in NOT_DRAWN_AGAIN:
        thrown = page.evaluate("() => { window.__svgWatch.disconnect();"
                               " return window.__svgs.filter(s => !s.isConnected).length; }")
        assert thrown == 0, new - 1
    if new == ONE_HEIGHT:
        heights = page.evaluate(KEPT, ["__boxWatch", "__boxHeights"])
        assert len(heights) == FIGURES[new - 1] and all(len(h) == 1 for h in heights), heights


PR_BESIDE = """() => {
  const tiles = [...document.querySelectorAll('.live .live-tile')].map(t => t.getBoundingClientRect());
  const g = document.querySelector('[data-live=plot-pr]'), box = g.getBoundingClientRect();
  return {tilesRight: Math.max(...tiles.map(r => r.right)), tilesTop: Math.min(...tiles.map(r => r.top)),
          left: box.left, top: box.top, plot: g._fullLayout._size.h}; }"""
"""Screen 2's tiles' right edge and top, its P-R figure's left edge and top, and the height of
the figure's plot area (px)."""


PLOT_SIDES = """() => [...document.querySelectorAll('[data-testid="stMain"] .js-plotly-plot')]
  .map(g => ({width: g._fullLayout.xaxis._length, height: g._fullLayout.yaxis._length,
              legendRows: new Set([...g.querySelectorAll('.legend .traces')]
                .map(t => t.getAttribute('transform').match(/,\\s*([\\d.]+)/)[1])).size}))"""
"""Each figure's plot area (px) and its legend's rows, in the screen's order."""


def check_classroom_layout(page: Page, number: int) -> None:
    """On a projector (classroom mode, 1024×768):

    - the P-R screen's one figure stands beside the counts, from their top, not under them: its
      square plot takes the height the window leaves below the slider, at least a quarter of it;
    - the share-of-positives screen's ROC and P-R figures, side by side, are square plots of one
      size, each at least a quarter of the window's height: neither legend wraps onto more rows
      than the other's and takes its plot's room."""
    if number == number_of("lesson_title_precision"):
        page.wait_for_function("() => document.querySelector('[data-live=plot-pr]')"
                               "?.hasAttribute('data-drawn')")
        where = page.evaluate(PR_BESIDE)
        assert where["left"] >= where["tilesRight"], where
        assert where["top"] <= where["tilesTop"], where
        assert where["plot"] >= page.viewport_size["height"] / 4, where
    if number == number_of("lesson_title_prevalence"):
        roc, pr = page.evaluate(PLOT_SIDES)
        assert roc["legendRows"] == pr["legendRows"], (roc, pr)
        assert roc["height"] == pytest.approx(pr["height"], abs=2), (roc, pr)
        for plot in (roc, pr):
            assert plot["width"] == pytest.approx(plot["height"], abs=2), plot
            assert plot["height"] >= page.viewport_size["height"] / 4, plot


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_screen_fits_the_projector_and_the_clicker_turns_it_after_its_controls(
        page: Page, app_url: str, artifacts, lang):
    """Classroom mode on, the sidebar closed, screens turned with PageDown as a clicker does:
    at each projector size every screen is whole in the window (0 px below it, nothing
    clipped), no text is under 18 px, no figure has Plotly's toolbar and no screen a download
    button, and in 简体中文 no screen shows an avoided word. Each screen comes at the first
    size and is checked there, then the window takes the other sizes in turn (a projector's
    window resized mid-lesson); a failure names the size and the screen. Back at the first
    size, the teacher uses the screen's control with the mouse (the focus stays on it), then
    presses the clicker's PageDown: the next screen comes, and no control took the key; on the
    last screen PageUp comes back the same way. Each turn onto a screen of server-built figures
    draws them once, at their final size (:func:`check_turn`), and at 1024×768 the P-R and
    share-of-positives screens lay their figures out as :func:`check_classroom_layout` says. One
    walk through the lesson checks all of it."""
    first = {"width": SIZES[0][0], "height": SIZES[0][1]}
    page.set_viewport_size(first)
    page.goto(f"{app_url}/lesson?example=seed001_a&lang={lang}&classroom=1")
    expect(page.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    for number in range(1, len(SCREENS) + 1):
        settle(page, number)
        if number > 1:
            check_turn(page, number)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(RESIZED)
            page.wait_for_function(FILLED)
            check_classroom_screen(page, number, lang, artifacts)
            if (width, height) == SIZES[0]:
                check_classroom_layout(page, number)
        page.set_viewport_size(first)  # the teacher's window, and the next screen's size
        page.wait_for_function(RESIZED)
        touch(page, number)
        if number < len(SCREENS):
            watch_turn(page, number + 1)
            page.keyboard.press("PageDown")
    page.keyboard.press("PageUp")
    settle(page, len(SCREENS) - 1)


def test_arrows_stop_at_the_demos_end_and_never_turn_the_screen(page: Page, app_url: str):
    """The step-through after a click on ▶: → steps to 10 / 10, where the ▶ button is disabled;
    more → and ← at step 0 do nothing more, and the screen stays; PageDown then turns it."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&screen={STEPS_SCREEN}")
    settle(page, STEPS_SCREEN)
    page.locator("[data-live=forward]").click()
    for step in range(2, 11):
        page.keyboard.press("ArrowRight")
        expect(page.locator("[data-live=step]")).to_have_text(f"{step} / 10")
    expect(page.locator("[data-live=forward]")).to_be_disabled()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Home")
    expect(page.locator("[data-live=step]")).to_have_text("0 / 10")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '0'")
    wait_idle(page)
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_contain_text(f"{STEPS_SCREEN} / {len(SCREENS)} ·")
    expect(page.locator("[data-live=step]")).to_have_text("0 / 10")
    page.keyboard.press("PageDown")
    settle(page, STEPS_SCREEN + 1)


STALE_WATCH = """([old, title]) => { window.__staleSeen = [];
  const look = () => {
    const heading = document.querySelector('h1');
    const left = document.querySelector(old);
    if (heading && heading.textContent.includes(title) && left
        && left.checkVisibility({visibilityProperty: true}))
      window.__staleSeen.push(performance.now());
    window.__staleWatch = requestAnimationFrame(look);
  };
  look(); }"""
"""Watch every frame for the new screen's title above an element of the previous screen."""
OLD_CONTROLS = {number_of("lesson_title_kfold"): ".st-key-lesson_folds",
                number_of("lesson_title_bootstrap"): ".st-key-lesson_rounds",
                number_of("lesson_title_degree"): ".st-key-lesson_degree"}
"""The previous screen's own slider, by the screen it was on."""


def watch_plain_turn(page: Page, new: int) -> None:
    """Before PageDown turns onto screen ``new`` (classroom mode off): start the watches
    :func:`check_plain_turn` reads."""
    old = new - 1
    if old in OLD_CONTROLS:
        page.evaluate(STALE_WATCH, [OLD_CONTROLS[old], f"{new} / {len(SCREENS)} ·"])
    if old == STEPS_SCREEN:
        page.evaluate("() => { window.__oldSteps = document.querySelector('.steps'); }")


def check_plain_turn(page: Page, new: int) -> None:
    """Once screen ``new`` has settled after a turn:

    - k-fold → leave-one-out, bootstrap → the learners' test, degree M → KNN's K: in no frame
      did the new screen's title stand above the previous screen's slider (each screen's body is
      its own container, dropped as the next one starts);
    - from the step screen: the step view's element has left the page, and with it its
      ResizeObservers, its window listener and its Plotly figures."""
    old = new - 1
    if old in OLD_CONTROLS:
        assert page.evaluate("() => { cancelAnimationFrame(window.__staleWatch);"
                             " return window.__staleSeen.length; }") == 0, old
    if old == STEPS_SCREEN:
        page.wait_for_function("() => window.__oldSteps && !window.__oldSteps.isConnected"
                               " && window.__oldSteps.stepsReleased === true")
        left = page.evaluate("() => [...window.__oldSteps.querySelectorAll('.steps-plot')]"
                             ".map(g => !!g._fullLayout)")
        assert left and not any(left), left  # purged: Plotly holds none of them


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_walk_the_lesson_with_the_keyboard_at_1024x768(page: Page, app_url: str, artifacts,
                                                       lang):
    """The lesson as it opens (classroom mode off), turned with PageDown: on every screen the
    title, the buttons, the controls and the figures lie in the window and no text is clipped,
    the link names the screen, and each turn leaves nothing of the previous screen behind
    (:func:`check_plain_turn`); PageUp comes back."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&lang={lang}")
    expect(page.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    for number in range(1, len(SCREENS) + 1):
        settle(page, number)
        if number > 1:
            check_plain_turn(page, number)
        assert translate(SCREENS[number - 1].title, lang) in page.get_by_role(
            "heading", level=1).inner_text()
        name = SCREENS[number - 1].name  # the link names the screen, not its position
        assert page.url.endswith(f"screen={name}") or f"screen={name}&" in page.url
        page.screenshot(path=str(artifacts / f"lesson_{lang}_{number:02d}.png"))
        check_screen(page, number, f"{lang} screen {number}")
        if number < len(SCREENS):
            watch_plain_turn(page, number + 1)
            page.keyboard.press("PageDown")
    page.keyboard.press("PageUp")
    settle(page, len(SCREENS) - 1)
    page.keyboard.press("PageUp")
    settle(page, len(SCREENS) - 2)


PR_CURVE = """() => {
  const hv = [...document.querySelectorAll('[data-testid="stMain"] .js-plotly-plot')]
    .flatMap(g => (g._fullData || []).filter(t => t.visible && t.line && t.line.shape === 'hv'
                                             && t.line.color !== 'lightgray'));
  return hv.length === 1 ? {x: Array.from(hv[0].x), y: Array.from(hv[0].y)} : hv.length; }"""
"""The P-R curve the screen draws: its one dark step curve (the step-through's grey whole curve
aside)."""


def test_learner_as_pr_curve_is_the_same_step_curve_on_screens_2_and_3(page: Page,
                                                                       app_url: str):
    """Screen 2's P-R curve and screen 3's P-R path once every step is taken are one step curve,
    point for point (drawn "hv", as average precision sums it)."""
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{app_url}/lesson?example=seed001_a&screen=2")
    settle(page, 2)
    page.wait_for_function(f"() => typeof ({PR_CURVE})() === 'object'")
    precision_screen = page.evaluate(PR_CURVE)
    page.keyboard.press("PageDown")
    settle(page, STEPS_SCREEN)
    page.locator("[data-live=last]").click()
    page.wait_for_function("() => document.querySelector('[data-live=plot-pr]')"
                           "?.getAttribute('data-step') === '10'")
    steps_screen = page.evaluate(PR_CURVE)
    assert isinstance(steps_screen, dict), steps_screen
    assert steps_screen["x"] == pytest.approx(precision_screen["x"])
    assert steps_screen["y"] == pytest.approx(precision_screen["y"])
    assert precision_screen["x"] == pytest.approx([1.0, 0.8, 0.6, 0.4, 0.2, 0.0])


TEACHING_PAGES = ("learn?view=steps", "learn?view=pairs", "learn?view=simulator", "resampling",
                  "generalization")
"""The pages a class is shown beside the lesson: the Learn page's three views, the Resampling
lab and the Generalization page."""


@pytest.mark.parametrize("path", TEACHING_PAGES)
def test_the_teaching_pages_say_no_avoided_word_in_chinese(page: Page, app_url: str, path):
    """The Learn, Resampling and Generalization pages in 简体中文, as the lesson's screens: none
    of the words the glossary replaces and no developer's word, in the page's text, its
    figures' text and the step-through's."""
    page.set_viewport_size({"width": 1280, "height": 900})
    separator = "&" if "?" in path else "?"
    page.goto(f"{app_url}/{path}{separator}example=seed001_a&lang=zh")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.wait_for_function("""() => { const main = document.querySelector('[data-testid="stMain"]');
      const plots = [...main.querySelectorAll('.js-plotly-plot')];
      return plots.length > 0 && plots.every(g => g._fullLayout && g.querySelector('.main-svg')); }""")
    wait_idle(page)
    assert_no_avoided_words(page.evaluate(TEXT), path)


def test_a_question_answers_to_its_number_key_and_the_clicker_still_turns(page: Page,
                                                                           app_url: str):
    """On the BEP question a clicker's PageDown is not taken by the options: the number key 2
    answers (the right one, 0.55, marked ✓ with its P and R), a click on option 1 changes the
    answer, and PageDown turns to the next screen."""
    number = number_of("lesson_title_quiz_bep")
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&classroom=1&screen={number}")
    settle(page, number)
    answered = page.get_by_text("✓ 2 · 0.55: P = 0.6000, R = 0.6000: equal, the BEP.")
    page.keyboard.press("2")
    # a key pressed before the options' key handler is attached is lost, so press it again
    until_shown(lambda: expect(answered).to_be_visible(timeout=5000),
                lambda: page.keyboard.press("2"))
    expect(page.get_by_text("Right: 2 · 0.55.")).to_be_visible()
    page.locator(".st-key-lesson_option_1 button").click()
    expect(page.get_by_text("Not quite: the answer is 2 · 0.55.")).to_be_visible()
    wait_idle(page)
    page.keyboard.press("PageDown")
    settle(page, number + 1)


RUNS = """() => { window.__runs = 0;
  const app = document.querySelector('[data-testid="stApp"]');
  new MutationObserver(() => {
    if (app.getAttribute('data-test-script-state') === 'running') window.__runs += 1;
  }).observe(app, {attributes: true, attributeFilter: ['data-test-script-state']}); }"""
"""Count the script runs from now on (``window.__runs``)."""


@pytest.mark.parametrize("number", sorted(LIVE_SCREENS))
def test_a_threshold_step_on_a_lesson_screen_is_answered_in_the_browser(page: Page,
                                                                        app_url: str, number):
    """Screens 1 and 2 with the arrow key held on the focused slider: the counts move in the
    browser and no run starts; the server hears the threshold when the key is released (the
    link names it), and the clicker still turns the screen."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&screen={number}&classroom=1")
    settle(page, number)
    counts = page.locator("[data-live=tile-tp], [data-live=tile-fp]")
    expect(counts).to_have_text(["3", "2"])  # learner A at 0.5
    page.evaluate(RUNS)
    page.locator("[data-live=slider]").focus()
    page.keyboard.down("ArrowLeft")  # the next lower score (a negative's) becomes positive
    expect(counts).to_have_text(["3", "3"])
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert page.evaluate("() => window.__runs") == 0
    page.keyboard.up("ArrowLeft")
    page.wait_for_function("() => !['0.5', null].includes("
                           "new URLSearchParams(location.search).get('threshold'))")
    wait_idle(page)
    page.keyboard.press("PageDown")
    settle(page, number + 1)


ONE_THRESHOLD = """() => { window.__twoThresholds = [];
  const look = () => {
    const gd = document.querySelector('.st-key-lesson_seed003_slide .js-plotly-plot');
    const said = document.querySelector('[data-slide=value]');
    if (gd && gd._fullLayout && said) {
      const drawn = (gd._fullLayout.title.text.match(/\\d\\.\\d/) || [])[0];
      const sentence = (document.querySelector('[data-slide=text]').textContent
                        .match(/\\d\\.\\d/) || [])[0];
      if (drawn !== said.textContent || sentence !== said.textContent)
        window.__twoThresholds.push([said.textContent, sentence, drawn]);
    }
    window.__oneWatch = requestAnimationFrame(look);
  };
  look(); }"""
"""Watch every frame for seed 003's screen showing two thresholds: the slider's value, the
sentence's and the figure's title each name one."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_seed003_screen_shows_one_threshold_while_it_plays(page: Page, app_url: str, lang):
    """Play slides the figure from 1 to 0: in every frame the slider's value, the sentence of
    the counts and the figure's title name the same threshold, and at the end all say 0.0. The
    ROC path and its current point keep classroom mode's line width and marker sizes."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?screen=4&lang={lang}&classroom=1")
    settle(page, 4)
    classroom_sizes = page.evaluate(SLIDE_SIZES)
    assert classroom_sizes == [3 * CLASSROOM_SCALE, 8 * CLASSROOM_SCALE, 13 * CLASSROOM_SCALE]
    page.evaluate(ONE_THRESHOLD)
    page.locator(".st-key-lesson_seed003_slide .updatemenu-button").first.click()
    page.wait_for_function(SLIDE_DONE.replace("11 of 11 points", "11 个")
                           if lang == "zh" else SLIDE_DONE, timeout=60_000)
    expect(page.locator("[data-slide=value]")).to_have_text("0.0")
    wait_idle(page)  # the server heard where Play stopped: its run draws the same frame
    expect(page.locator("[data-slide=value]")).to_have_text("0.0")
    assert page.evaluate(SLIDE_TITLE).count("0.0") >= 1
    assert page.evaluate("() => { cancelAnimationFrame(window.__oneWatch);"
                         " return window.__twoThresholds; }") == []
    assert page.evaluate(SLIDE_SIZES) == classroom_sizes


def _message_type(message, kind) -> str | None:
    """The type of a message between the page and its server (``kind``: BackMsg or ForwardMsg)."""
    if not isinstance(message, bytes):
        return None
    parsed = kind()
    parsed.ParseFromString(message)
    return parsed.WhichOneof("type")


def test_a_press_the_server_takes_late_turns_one_screen(page: Page, app_url: str):
    """A busy server: the clicker's PageDown reaches it after the listener has given up waiting
    and sent the press again (the page's runs held back at its socket). The press and its repeat
    reach the server one after the other, and the lesson turns one screen, not two."""
    from streamlit.proto.BackMsg_pb2 import BackMsg
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    held: list[bytes] = []
    finished: list[int] = []  # one entry per run the server reports ended
    holding, servers = [False], []

    def route(socket) -> None:
        server = socket.connect_to_server()
        servers.append(server)

        def to_server(message) -> None:
            if holding[0] and _message_type(message, BackMsg) == "rerun_script":
                held.append(message)
            else:
                server.send(message)

        def to_page(message) -> None:
            if _message_type(message, ForwardMsg) == "script_finished":
                finished.append(1)
            socket.send(message)
        socket.on_message(to_server)
        server.on_message(to_page)

    def until(reached, why: str) -> None:
        deadline = time.monotonic() + 60
        while not reached():
            assert time.monotonic() < deadline, why
            page.wait_for_timeout(50)

    page.route_web_socket(re.compile(r"/_stcore/stream"), route)
    number = number_of("lesson_title_quiz_roc")
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/lesson?example=seed001_a&classroom=1&screen={number}")
    settle(page, number)
    holding[0] = True
    page.keyboard.press("PageDown")
    until(lambda: len(held) >= 2, "the listener never sent the press again")
    holding[0] = False
    servers[-1].send(held[0])
    settle(page, number + 1)
    ended = len(finished)
    servers[-1].send(held[1])
    until(lambda: len(finished) > ended, "the repeated press was never run")
    wait_idle(page)
    expect(page.get_by_role("heading", level=1)).to_contain_text(
        f"{number + 1} / {len(SCREENS)} ·")

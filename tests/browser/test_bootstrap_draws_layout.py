"""The Resampling lab's bootstrap animation, drawn as a student sees it: at 1024×768 in English
with the sidebar open, and in 简体中文 in classroom mode with it closed (a projector), for the
default m and the largest, and at 1440×900. No ball covers another, every ball lies inside the
field's width, the share's y title keeps clear of the balls, and the play and pause buttons,
the draw slider and the share's plot each have their own room. Screenshots go to artifacts/ to
be looked at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from tests.browser.helpers import CHARTS_LAID_OUT, collapse_sidebar, wait_idle

pytestmark = pytest.mark.browser

LAYOUT = """m => {
  const gd = document.querySelector('.st-key-resampling_draws .js-plotly-plot');
  if (!gd || !gd._fullLayout) return null;
  const box = e => { const r = e.getBoundingClientRect();
                     return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const hit = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
                        && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const balls = [...gd.querySelectorAll('.scatterlayer .trace')].slice(0, 2)
    .flatMap(trace => [...trace.querySelectorAll('.point')]).map(box);
  if (balls.length !== m) return null;
  const covered = [];
  balls.forEach((a, i) => balls.slice(i + 1).forEach((b, j) => {
    if (hit(a, b)) covered.push([i, i + 1 + j]); }));
  const field = box(gd.querySelector('.subplot.xy .bg') || gd.querySelector('.nsewdrag'));
  const shareArea = [...gd.querySelectorAll('.nsewdrag')].map(box)
    .find(r => r.left > field.right - 1);
  const title = box(gd.querySelector('.g-y2title text'));
  const menu = box(gd.querySelector('.updatemenu-container'));
  const slider = box(gd.querySelector('.slider-container'));
  return {
    size: Math.round(balls[0].right - balls[0].left),
    covered,
    outside: balls.filter(b => b.left < field.left - 1 || b.right > field.right + 1).length,
    titleOverBalls: balls.some(b => hit(b, title)),
    menuOverSlider: hit(menu, slider),
    sliderOverPlots: Math.max(0, slider.bottom - Math.min(field.top, shareArea.top)),
    menuOverPlots: Math.max(0, menu.bottom - Math.min(field.top, shareArea.top))};
}"""
"""The animation's first frame once all ``m`` balls are drawn (else null): each pair of balls
whose boxes overlap, how many balls reach outside the field's width, whether the share's y title
touches a ball, whether the buttons touch the slider, and by how many px the slider or the
buttons reach down into the plots."""

@pytest.mark.parametrize("width,height,lang,classroom,m", [
    (1024, 768, "en", False, 20), (1024, 768, "en", False, 50),
    (1024, 768, "zh", True, 20), (1024, 768, "zh", True, 50), (1440, 900, "zh", False, 50)])
def test_the_bootstrap_balls_buttons_and_titles_each_have_their_room(
        page: Page, app_url: str, artifacts, width, height, lang, classroom, m):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{app_url}/resampling?lang={lang}" + ("&classroom=1" if classroom else ""))
    expect(page.locator(".st-key-resampling_draws .main-svg").first).to_be_visible()
    if m != 20:  # the slider's default
        page.get_by_role("slider", name=translate("resampling_draws_balls", lang)).focus()
        page.keyboard.press("End")  # its largest
    if classroom:  # projected: the sidebar closed, as the classroom layout expects
        collapse_sidebar(page)
    wait_idle(page)
    page.wait_for_function(f"() => ({LAYOUT})({m}) !== null")
    page.wait_for_function(CHARTS_LAID_OUT)  # at the width the page gives the chart now
    layout = page.evaluate(f"() => ({LAYOUT})({m})")
    page.locator(".st-key-resampling_draws").screenshot(
        path=str(artifacts / f"bootstrap_draws_{width}_{lang}_"
                             f"{'classroom' if classroom else 'normal'}_m{m}.png"))
    assert layout["size"] >= (40 if classroom else 25)  # as drawn: enlarged in classroom mode
    assert not layout["covered"], layout
    assert layout["outside"] == 0, layout
    assert not layout["titleOverBalls"], layout
    assert not layout["menuOverSlider"], layout
    assert layout["sliderOverPlots"] == 0 and layout["menuOverPlots"] == 0, layout

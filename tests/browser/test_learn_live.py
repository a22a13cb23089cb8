"""The Learn page's step-through answered in the browser (the live switch on), in Chromium: the
step buttons and the arrow keys move the shown point along seed 001's learner A path (worked by
hand in the seed), the server hears the step (the link's ``step=``), and play at 30 steps/s
reaches the end, in English and in Chinese."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, TimeoutError as PlaywrightTimeout, expect

from tests.app.test_learn_page import PATH_X, PATH_Y
from tests.browser.helpers import wait_idle
from tests.browser.test_projector_fit import assert_in_viewport

pytestmark = pytest.mark.browser

LIVE_SWITCH = {"en": "Live threshold (answered in the browser)", "zh": "实时阈值（由浏览器即时响应）"}


def live_on(page: Page, lang: str = "en") -> None:
    """The sidebar's live switch on (whatever its default)."""
    switch = page.get_by_role("switch", name=LIVE_SWITCH[lang])
    expect(switch).to_be_attached()
    wait_idle(page)
    if not switch.is_checked():
        page.get_by_text(LIVE_SWITCH[lang]).click()
    expect(switch).to_be_checked()


def open_steps(page: Page, app_url: str, lang: str = "en") -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/learn?example=seed001_a&lang={lang}")
    live_on(page, lang)
    expect(page.locator("[data-live=step-slider]")).to_be_visible()
    wait_idle(page)


def wait_point(page: Page, step: int) -> None:
    """Until the ROC figure's data shows learner A's point after ``step`` steps; on timeout the
    failure says the step shown, the step the link holds and where the focus is."""
    try:
        page.wait_for_function(
            "([x, y]) => { const p = document.querySelector('[data-live=plot-roc]');"
            " return !!p && Number(p.getAttribute('data-x')) === x"
            " && Number(p.getAttribute('data-y')) === y; }", arg=[PATH_X[step], PATH_Y[step]])
    except PlaywrightTimeout:
        shown = page.evaluate(
            "() => { const out = document.querySelector('[data-live=step]');"
            " const active = document.activeElement;"
            " return [out ? out.textContent : null, document.querySelectorAll('.steps').length,"
            " active ? active.tagName + ':' + (active.getAttribute('data-live') || '') : null]; }")
        raise AssertionError(f"the point is not at step {step}: step shown, step views, focus "
                             f"= {shown}; link {page.url}") from None


def wait_server_step(page: Page, step: int) -> None:
    """Until the link holds ``step``: the server heard it."""
    page.wait_for_function("s => new URLSearchParams(location.search).get('step') === s",
                           arg=str(step))


def test_step_buttons_and_arrow_keys_move_the_point_and_the_server_hears(page: Page,
                                                                         app_url: str):
    open_steps(page, app_url)
    wait_point(page, 0)
    forward = page.get_by_role("button", name="One step forward: lower the threshold to the "
                                              "next score")
    forward.click()
    wait_point(page, 1)
    expect(page.locator("[data-live=step]")).to_have_text("1 / 10")
    expect(page.locator("[data-live=caption]")).to_contain_text("1 negative at this score")
    wait_server_step(page, 1)
    wait_idle(page)  # the run that heard the step has ended: the keys go to the view it left
    slider = page.get_by_role("slider", name="Step")
    slider.focus()
    for key, step in (("ArrowRight", 2), ("ArrowRight", 3), ("ArrowLeft", 2), ("End", 10),
                      ("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2), ("ArrowRight", 3)):
        slider.press(key)
        wait_point(page, step)
    expect(page.locator("[data-live=tile-tp]")).to_have_text("2")  # N P P: TP 2, FP 1
    expect(page.locator("[data-live=tile-fp]")).to_have_text("1")
    wait_server_step(page, 3)  # the key's release told the server
    page.get_by_role("button", name="One step back").click()
    wait_point(page, 2)
    wait_server_step(page, 2)


STRIP_TEXT = """() => {
  const strip = document.querySelector('.steps-strip');
  const centre = (r) => [r.left, r.right, (r.top + r.bottom) / 2];
  return {scores: [...strip.querySelectorAll('.steps-label')].map(t => t.textContent),
          texts: [...strip.querySelectorAll('.steps-label')].map(
            t => centre(t.getBoundingClientRect())),
          dots: [...strip.querySelectorAll('.steps-dot, .steps-key')].map(
            d => centre(d.getBoundingClientRect()))}; }"""
"""The strip's written texts (each sample's score, then the classes' names) and where they and
the markers (the samples', then the classes') lie on screen: [left, right, middle height]."""


@pytest.mark.parametrize("lang,names", [("en", ["Actual positive", "Actual negative"]),
                                        ("zh", ["真实正例", "真实反例"])])
def test_the_strip_writes_each_score_beside_its_sample_and_names_the_classes(
        page: Page, app_url: str, lang, names):
    open_steps(page, app_url, lang)
    found = page.evaluate(STRIP_TEXT)
    # learner A's ten scores (seed 001's table), highest first, then the two classes' names
    assert found["scores"] == ["0.95", "0.85", "0.75", "0.65", "0.55", "0.45", "0.35", "0.25",
                               "0.15", "0.05", *names]
    for (left, _, middle), (_, dot_right, dot_middle) in zip(found["texts"], found["dots"]):
        assert 0 < left - dot_right < 8  # just right of its marker
        assert abs(middle - dot_middle) < 2  # on its height
    # each score clears the next sample's marker, which lies lower right
    for (_, right, middle), (dot_left, _, dot_middle) in zip(found["texts"][:9],
                                                             found["dots"][1:10]):
        assert right < dot_left or dot_middle - middle > 10


def test_play_at_30_steps_a_second_reaches_the_end_in_chinese(page: Page, app_url: str):
    open_steps(page, app_url, "zh")
    page.get_by_role("combobox", name="速度").select_option("30")
    play = page.get_by_role("button", name="播放")
    play.click()
    wait_point(page, 10)
    expect(page.locator("[data-live=step]")).to_have_text("10 / 10")
    expect(play).to_have_attribute("aria-pressed", "false")  # stopped at the end
    expect(page.locator("[data-live=area]")).to_contain_text("AUC = 0.6400")
    expect(page.locator("[data-live=tile-area]")).to_have_text("0.64")
    wait_server_step(page, 10)
    painted = page.locator(".steps").evaluate("b => b.steps.frames.map(f => f.k)")
    assert painted[-1] == 10 and painted == sorted(set(painted))  # forward, each step once
    # Space plays again from the start (at 1 step/s); Space again pauses, and the server hears
    page.get_by_role("combobox", name="速度").select_option("1")
    toggle = page.locator("[data-live=play]")
    page.locator(".steps").focus()
    page.keyboard.press("Space")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(toggle).to_have_attribute("aria-label", "暂停")
    page.keyboard.press("Space")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    shown = int(page.locator("[data-live=step]").text_content().split(" / ")[0])
    assert shown < 10
    wait_point(page, shown)
    wait_server_step(page, shown)


def test_the_score_histogram_as_the_left_figure_draws_and_steps(page: Page, app_url: str):
    """The options' "Score histogram" replaces the strip with the score histogram by class,
    whose cut follows each step's threshold (learner A's scores, 0.95 down to 0.05 by 0.1: the
    threshold after k steps is the k-th highest score, as the book sets it)."""
    open_steps(page, app_url)
    wait_point(page, 0)
    page.locator("[data-testid=stPopoverButton]").first.click()
    page.mouse.move(1, 1)  # the button's tooltip, which would cover the options, goes
    expect(page.get_by_role("tooltip")).to_have_count(0)
    page.get_by_text("Score histogram", exact=True).click()
    page.keyboard.press("Escape")
    hist = page.locator("[data-live=plot-hist][data-drawn]")
    expect(hist).to_be_attached()
    expect(page.locator(".steps-strip")).to_have_count(0)
    wait_idle(page)
    forward = page.get_by_role("button", name="One step forward: lower the threshold to the "
                                              "next score")
    for step, threshold in ((1, 0.95), (2, 0.85), (3, 0.75)):
        forward.click()
        wait_point(page, step)
        page.wait_for_function("s => document.querySelector('[data-live=plot-hist]')"
                               "?.getAttribute('data-step') === s", arg=str(step))
        cut = hist.evaluate("g => { const m = JSON.parse(g.dataset.marks);"
                            " return [g.layout.shapes[m.cut].x0, g.layout.shapes[m.cut].visible,"
                            " g.layout.annotations[m.cut_text].text]; }")
        assert cut[0] == pytest.approx(threshold) and cut[1] is not False
        assert f"{threshold:.2f}" in cut[2]
    expect(page.locator("[data-live=step]")).to_have_text("3 / 10")


def test_simulator_threshold_moves_in_the_browser_and_the_link_follows(page: Page, app_url: str):
    from evalcore.teaching import simulate_scores
    from evalcore.view.formatting import format_count

    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/learn?view=simulator")
    live_on(page)
    slider = page.locator("[data-live=slider]")
    expect(slider).to_be_visible()
    wait_idle(page)
    y, scores = simulate_scores("binormal", {"mu0": 0.0, "sd0": 1.0, "mu1": 1.5, "sd1": 1.0},
                                5000, 0.5, 0)
    slider.focus()
    shown = page.locator("[data-live=threshold]").text_content()
    for key in ("ArrowRight", "ArrowRight", "PageDown"):
        page.keyboard.press(key)  # the keyboard's focus, as a user's: no locator re-focuses it
        expect(page.locator("[data-live=threshold]")).not_to_have_text(shown)
        shown = page.locator("[data-live=threshold]").text_content()
        cut = float(shown)
        # counted by hand on the same sample: the counts at the threshold shown
        expect(page.locator("[data-live=tile-tp]")).to_have_text(
            format_count(int((scores[y] >= cut).sum())))
        expect(page.locator("[data-live=tile-fp]")).to_have_text(
            format_count(int((scores[~y] >= cut).sum())))
        # the release's run has ended; the first brings a table without the link's 0.75 (off
        # the stops), and the rebuilt view keeps the focus for the next key
        wait_idle(page)
    # the key's release told the server: the link has the threshold shown (-4.00 reads -4.0)
    page.wait_for_function("v => Number(new URLSearchParams(location.search).get('cut')) === v",
                           arg=float(shown))


@pytest.mark.parametrize("classroom", [False, True], ids=["normal", "classroom"])
def test_step_view_fits_a_projector(page: Page, app_url: str, artifacts, classroom):
    """At 1024×768 with the sidebar open, a teacher sees together the step buttons, the slider,
    the seven tiles (one row, every value whole), the samples' strip and the ROC so far."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/learn?example=seed001_a&step=6" + ("&classroom=1" if classroom else ""))
    live_on(page)
    expect(page.locator("[data-live=step-slider]")).to_be_visible()
    wait_point(page, 6)
    wait_idle(page)
    name = "learn_live_steps_1024x768" + ("_classroom" if classroom else "")
    page.screenshot(path=str(artifacts / f"{name}.png"))
    for what in ("[data-live=first]", "[data-live=play]", "[data-live=step-slider]",
                 ".steps-strip", ".steps-curve"):
        assert_in_viewport(page, page.locator(what).first, what)
    tiles = page.locator(".steps-tiles .live-tile")
    tops = tiles.evaluate_all("ts => ts.map(t => Math.round(t.getBoundingClientRect().top))")
    assert len(tops) == 7 and len(set(tops)) == 1, tops
    cut = page.locator(".steps-tiles .live-tile-value, .steps-tiles .live-tile-label").evaluate_all(
        "vs => vs.filter(v => v.scrollWidth > v.clientWidth).map(v => v.textContent)")
    assert not cut, cut

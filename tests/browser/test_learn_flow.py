"""The Learn page in a real browser: playing the step-by-step ROC construction grows the
path on the ROC figure to the end and stops; both views fit a projector screen at 1440×900 (after
playing) and 1024×768 (the step controls and the figures in view). Screenshots go to
artifacts/."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import metric_value, server_drawn, wait_idle
from tests.browser.test_projector_fit import assert_in_viewport

pytestmark = pytest.mark.browser

PATH_LENGTH = ("(n) => { const g = document.querySelectorAll('.js-plotly-plot')[1];"
               " const tr = g && g._fullData && g._fullData.find(d => d.name === 'Path so far');"
               " return !!tr && tr.x.length >= n; }")


def open_learn(page: Page, app_url: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{app_url}/learn")
    expect(page.get_by_role("heading", level=1)).to_have_text("Learn: ROC, AUC, ℓrank")
    server_drawn(page)  # the server-drawn steps (the live ones: test_learn_live)
    expect(page.locator(".js-plotly-plot").nth(2)).to_be_visible()
    wait_idle(page)


def test_play_grows_the_path_to_the_end(page: Page, app_url: str, artifacts):
    open_learn(page, app_url, 1440, 900)  # the default example: seed 001's learner A
    page.wait_for_function(PATH_LENGTH, arg=1)  # the start (0, 0)
    options = "[data-testid=stTooltipHoverTarget] [data-testid=stPopoverButton]"
    page.locator(options).click()  # the options popover: speed, left figure
    speed = page.get_by_role("slider", name="Speed")
    expect(speed).to_be_visible()
    speed.focus()
    speed.press("End")  # fastest
    expect(page.get_by_test_id("stSliderThumbValue").filter(has_text="4/s")).to_be_visible()
    wait_idle(page)
    page.keyboard.press("Escape")
    expect(speed).to_be_hidden()
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    page.wait_for_function(PATH_LENGTH, arg=4)  # growing: at least three steps drawn
    page.wait_for_function(PATH_LENGTH, arg=11)  # 10 scores: 11 points
    expect(page.get_by_role("button", name="Play")).to_be_visible()  # stopped at the end
    expect(metric_value(page, "Area so far")).to_have_text("0.64")  # AUC of learner A
    wait_idle(page)
    assert_views_fit(page, artifacts, 1440, 900)


def assert_views_fit(page: Page, artifacts, width: int, height: int) -> None:
    """The step controls and the three figures in view, then the pair grid; screenshots."""
    charts = page.locator(".js-plotly-plot")
    page.mouse.move(width - 5, height - 5)  # no tooltip over the controls in the screenshot
    page.screenshot(path=str(artifacts / f"learn_steps_{width}x{height}.png"))
    assert_in_viewport(page, page.get_by_role("slider", name="Step"), "step slider")
    for index in range(3):
        assert_in_viewport(page, charts.nth(index), f"figure {index}")
    page.get_by_text("ℓrank as pairs", exact=True).click()
    expect(page.get_by_text("9/25", exact=False)).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / f"learn_pairs_{width}x{height}.png"))
    assert_in_viewport(page, charts.first, "pair grid")


def test_views_fit_a_projector_at_1024x768(page: Page, app_url: str, artifacts):
    open_learn(page, app_url, 1024, 768)
    page.locator(".st-key-learn_forward [data-testid=stTooltipHoverTarget] button").click()
    expect(page.get_by_text("Step 1 of 10", exact=False)).to_be_visible()
    wait_idle(page)
    assert_views_fit(page, artifacts, 1024, 768)

"""The Generalization and Resampling lab pages in a real browser: moving M with the keyboard
changes the training and test MSE to numpy.polyfit's values; the lab runs every method's spread
under a progress bar. Screenshots at 1440×900 and 1024×768 in artifacts/."""

from __future__ import annotations

import numpy as np
import pytest
from playwright.sync_api import Page, expect

from evalcore.methods import polynomial_data
from tests.browser.helpers import metric_value, wait_idle

pytestmark = pytest.mark.browser
expect.set_options(timeout=60_000)
SIZES = ((1440, 900), (1024, 768))


def _polyfit_mses(degree: int) -> tuple[str, str]:
    """Training and test MSE of the page's default samples (N_train 10, noise 0.3, seed 0)."""
    data = polynomial_data(10, 0.3, 0)
    coef = np.polyfit(data.x_train, data.y_train, degree)
    return (f"{np.mean((np.polyval(coef, data.x_train) - data.y_train) ** 2):.4f}",
            f"{np.mean((np.polyval(coef, data.x_test) - data.y_test) ** 2):.4f}")


def test_moving_m_changes_the_mses(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/generalization")
    train, test = _polyfit_mses(3)
    expect(metric_value(page, "Training MSE at M = 3")).to_have_text(train)
    expect(metric_value(page, "Test MSE at M = 3")).to_have_text(test)
    expect(metric_value(page, "M chosen by 5-fold CV")).to_have_text("3")
    wait_idle(page)
    page.screenshot(path=artifacts / "generalization_1440x900.png")
    slider = page.get_by_role("slider", name="Degree M")
    slider.focus()
    slider.press("ArrowRight")
    train4, test4 = _polyfit_mses(4)
    expect(metric_value(page, "Training MSE at M = 4")).to_have_text(train4)
    expect(metric_value(page, "Test MSE at M = 4")).to_have_text(test4)
    assert float(train4) < float(train)  # more complex, closer to the training samples
    wait_idle(page)
    for _ in range(5):
        slider.press("ArrowRight")
    train9, test9 = _polyfit_mses(9)  # 10 samples, degree 9: interpolation
    expect(metric_value(page, "Training MSE at M = 9")).to_have_text("0.0000")
    expect(metric_value(page, "Test MSE at M = 9")).to_have_text(test9)
    assert train9 == "0.0000" and float(test9) > 4 * float(test4)  # overfitting
    wait_idle(page)
    mse_chart = page.locator(".js-plotly-plot").nth(1)
    assert mse_chart.evaluate(
        "g => g.layout.shapes.map(s => s.x0)") == [9]  # the current M is marked
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_idle(page)
    page.screenshot(path=artifacts / "generalization_1024x768.png")
    page.set_viewport_size({"width": 1440, "height": 2000})  # the whole page, to look at
    wait_idle(page)
    page.screenshot(path=artifacts / "generalization_whole.png")


def test_resampling_lab_runs_the_spread(page: Page, app_url: str, artifacts):
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/resampling")
    expect(metric_value(page, "Splits (models trained)")).to_have_text("1")
    wait_idle(page)
    page.screenshot(path=artifacts / "resampling_1440x900.png")
    page.get_by_text("k-fold cross-validation", exact=True).click()  # fewest models: k = 2
    folds = page.get_by_role("slider", name="Folds k")
    folds.focus()
    folds.press("Home")
    expect(metric_value(page, "Splits (models trained)")).to_have_text("2")
    wait_idle(page)
    repetitions = page.get_by_role("slider", name="Random seeds per method")
    repetitions.focus()
    repetitions.press("Home")
    # 5 seeds × (1 hold-out + 2 folds + 3 × 2 folds + 20 bootstrap rounds)
    expect(page.get_by_text("(145 models in all)", exact=False)).to_be_visible()
    wait_idle(page)
    charts = page.locator(".js-plotly-plot")
    expect(charts).to_have_count(2)  # each split's estimate, the out-of-bag share
    page.get_by_role("button", name="Run every method").click()
    expect(charts).to_have_count(3, timeout=180_000)  # and now the spread over seeds
    wait_idle(page)
    boxes = charts.nth(1).evaluate(
        "g => g._fullData.filter(d => d.type === 'box').map(d => [d.name, d.y.length])")
    assert boxes == [["Hold-out", 5], ["k-fold cross-validation", 5],
                     ["p × k-fold cross-validation", 5], ["Bootstrap (out-of-bag)", 5]]
    wait_idle(page)
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_idle(page)
    page.screenshot(path=artifacts / "resampling_1024x768.png")
    page.set_viewport_size({"width": 1440, "height": 2600})  # the whole page, to look at
    wait_idle(page)
    page.screenshot(path=artifacts / "resampling_whole.png")

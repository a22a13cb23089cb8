"""The Generalization and Resampling lab pages in a real browser: moving M with the keyboard
changes the training and test MSE to numpy.polyfit's values; the lab opens on scikit-learn's
hold-out error rate. Screenshots at 1440×900 and 1024×768 in artifacts/."""

from __future__ import annotations

import numpy as np
import pytest
from playwright.sync_api import Page, expect
from sklearn.model_selection import train_test_split
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from evalcore.evaluation_methods import load_dataset, polynomial_data
from tests.browser.helpers import metric_value, wait_for_figure, wait_idle, wait_rendered

pytestmark = pytest.mark.browser


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
    wait_for_figure(page, 1, "(g, m) => { const s = g.layout.shapes || [];"
                    " return s.length === 1 && s[0].x0 === m; }", 9)  # the current M is marked
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_idle(page)
    page.screenshot(path=artifacts / "generalization_1024x768.png")


def _top_and_bottom(locator) -> tuple[float, float]:
    """Where ``locator``'s element starts and ends on the page (px, scrolled or not)."""
    box = locator.bounding_box()
    return box["y"], box["y"] + box["height"]


def test_resampling_lab_opens_on_a_hold_out_split(page: Page, app_url: str, artifacts):
    """The lab's default run (breast cancer, KNN with K = 5, stratified 70/30 hold-out, seed 0)
    shows scikit-learn's error rate; its spread over seeds is tested with AppTest. Each split's
    estimate sits under the controls: at 1440×900 both are in view as the page opens, and at
    1024×768 the controls and the figure fit in one screen."""
    data = load_dataset("breast_cancer")
    X_tr, X_te, y_tr, y_te = train_test_split(data.X, data.y, test_size=0.3, stratify=data.y,
                                              random_state=0)
    knn = make_pipeline(StandardScaler(), KNeighborsClassifier(5)).fit(X_tr, y_tr)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/resampling")
    expect(metric_value(page, "Estimate μ (error rate)")).to_have_text(
        f"{1 - knn.score(X_te, y_te):.4f}")
    expect(metric_value(page, "Splits (models trained)")).to_have_text("1")
    wait_idle(page)
    wait_for_figure(page, 0, "g => g._fullData.some(trace => trace.type === 'bar')")
    estimates = page.locator(".js-plotly-plot").first
    first_control = page.get_by_test_id("stSelectbox").first
    assert _top_and_bottom(estimates)[1] <= 900
    page.screenshot(path=artifacts / "resampling_1440x900.png")
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_idle(page)
    top, _ = _top_and_bottom(first_control)
    _, bottom = _top_and_bottom(estimates)
    assert bottom - top <= 768, f"controls and estimates span {bottom - top:.0f} px"
    page.screenshot(path=artifacts / "resampling_1024x768.png")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_resampling_lab_opened_at_1024_shows_most_of_the_estimates_plot(page: Page,
                                                                         app_url: str, lang):
    """Opened in a 1024×768 window, the lab shows at least the upper half of each split's
    estimate under its controls, with no scrolling: what a move of theirs changes is in view."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/resampling?lang={lang}")
    wait_for_figure(page, 0, "g => g._fullData.some(trace => trace.type === 'bar')")
    wait_rendered(page)
    top, bottom = page.evaluate("""() => {
      const r = document.querySelector('.js-plotly-plot .nsewdrag').getBoundingClientRect();
      return [r.top, r.bottom]; }""")
    assert top + (bottom - top) / 2 <= 768, f"the plot spans {top:.0f}–{bottom:.0f} px"

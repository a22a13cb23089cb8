"""The Folds page in a real browser: upload out-of-fold predictions (made with cross_val_predict,
a repeat column, a fold column named ``Fold_ID``), read mean ± σ of the AUC against scikit-learn,
type a threshold and read the accuracy's mean ± σ, see the threshold average large enough at
1024×768, and every fold's ROC beside every fold's P-R at nearly its size; screenshots at
1440×900 and 1024×768 kept in artifacts/folds_*.png (top, curves, comparison)."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import accuracy_score, roc_auc_score

from evalcore.examples import all_examples
from tests.browser.helpers import upload, wait_idle

pytestmark = pytest.mark.browser


def _mean_std(table: pd.DataFrame, metric) -> str:
    values = np.array([metric(g["y_true"], g["score_logreg"])
                       for _, g in table.groupby(["repeat", "Fold_ID"])])
    return f"{values.mean():.4f} ± {values.std():.4f}"


def test_folds_page_on_an_upload(page: Page, app_url: str, artifacts, tmp_path):
    table = pd.read_csv(io.BytesIO(all_examples()["folds_breast_cancer"].build()))
    table = table.rename(columns={"fold": "Fold_ID"})
    path = tmp_path / "oof.csv"
    table.to_csv(path, index=False)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/folds")
    # the first run builds the built-in example (cross_val_predict): the bound of conftest.py
    expect(page.get_by_role("heading", name="Cross-validation folds")).to_be_visible()
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, path)
    sidebar = page.get_by_test_id("stSidebar")
    expect(sidebar.get_by_text("2,845 rows: 2 folds × 5 repeats")).to_be_visible()
    expect(page.get_by_text(_mean_std(table, roc_auc_score), exact=True)).to_be_visible()
    at_half = _mean_std(table, lambda y, s: accuracy_score(y, s >= 0.5))
    expect(page.get_by_text(at_half, exact=True)).to_be_visible()
    wait_idle(page)
    # the live view draws every fold's ROC and P-R curves (Plotly, in its own box); the page
    # draws the threshold average and A − B, and the curves with the band once their expander
    # is open
    expect(page.locator(".live .js-plotly-plot")).to_have_count(2)
    served = page.locator(".js-plotly-plot:not(.live .js-plotly-plot)")
    expect(served).to_have_count(2)
    page.get_by_text("Every fold's curves with the ±σ band of the vertical average").click()
    expect(served).to_have_count(4)  # ROC, P-R, threshold average, A − B
    wait_idle(page)
    page.screenshot(path=str(artifacts / "folds_1440x900.png"))

    box = page.get_by_role("spinbutton", name="Exact threshold")
    box.fill("0.9")
    box.press("Enter")
    at_high = _mean_std(table, lambda y, s: accuracy_score(y, s >= 0.9))
    assert at_high != at_half
    expect(page.get_by_text(at_high, exact=True)).to_be_visible()
    wait_idle(page)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.screenshot(path=str(artifacts / "folds_1024x768.png"))
    # at 1024 px the threshold average's square plot, laid out at its column's width, is still
    # large enough to read its points and bars
    average = served.nth(2)
    page.wait_for_function("g => Math.abs(g._fullLayout.width - g.clientWidth) <= 1",
                           arg=average.element_handle())
    assert average.evaluate("g => g._fullLayout.yaxis._length") >= 200
    page.set_viewport_size({"width": 1440, "height": 900})
    for index, name in ((0, "curves"), (3, "comparison")):
        served.nth(index).scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"folds_{name}_1440x900.png"))


FIGURES_DRAWN = """() => {
  const gs = [...document.querySelectorAll('[data-testid="stMain"] .live .js-plotly-plot')];
  return gs.length === 2 && gs.every(g => g._fullLayout && g.hasAttribute('data-drawn')
    && Math.abs(g._fullLayout.width - g.getBoundingClientRect().width) <= 2
    && Math.abs(g._fullLayout.height - g.getBoundingClientRect().height) <= 2); }"""
"""The live view's two figures (every fold's ROC, every fold's P-R) drawn at their boxes'
size."""

PLOTS = """() => [...document.querySelectorAll('[data-testid="stMain"] .live .js-plotly-plot')]
  .map(g => ({width: g._fullLayout.xaxis._length, height: g._fullLayout.yaxis._length,
              legendRows: new Set([...g.querySelectorAll('.legend .traces')]
                .map(t => t.getAttribute('transform').match(/,\\s*([\\d.]+)/)[1])).size}))"""
"""Each figure's plot area (px) and its legend's rows."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_folds_roc_keeps_a_plot_near_its_pr_neighbours_at_1024(page: Page, app_url: str,
                                                                   lang):
    """At 1024×768 the example's ROC of every fold sits beside the P-R curve of every fold:
    its legend (the diagonal, the folds' points, the vertical average with its ±1σ band as one
    entry) takes three rows, and its square plot keeps at least 85 % of the P-R's side, where
    a fourth row for the band left it 80 %."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/folds?lang={lang}")
    page.wait_for_function(FIGURES_DRAWN)
    wait_idle(page)
    roc, pr = page.evaluate(PLOTS)
    assert roc["legendRows"] == 3 and pr["legendRows"] == 1, (roc, pr)
    for plot in (roc, pr):
        assert plot["width"] == pytest.approx(plot["height"], abs=2), plot
    assert roc["height"] >= 0.85 * pr["height"], (roc, pr)

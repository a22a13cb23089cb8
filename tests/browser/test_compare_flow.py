"""Comparison in a real browser: upload one file with two models' scores, see both ROC curves
overlaid with DeLong's result, move model A's threshold and watch its operating point move;
screenshot kept in artifacts/comparison.png."""

from __future__ import annotations

import re

import numpy as np
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import roc_auc_score

from evalcore.compare import delong_test
from evalcore.examples.compare import breast_cancer_table
from tests.browser.helpers import metric_value

pytestmark = pytest.mark.browser

FIND_TRACE = """name => {
    for (const g of document.querySelectorAll('.js-plotly-plot')) {
        const trace = (g._fullData || []).find(d => d.name === name);
        if (trace) return [Array.from(trace.x), Array.from(trace.y)];
    }
    return null;
}"""


def _wait_for_trace(page: Page, name: str, x: float | None = None) -> list:
    """The x and y of the trace called ``name`` in whichever chart holds it, once it is drawn
    (and, with ``x``, once its first point is at ``x``)."""
    check = f"([name, x]) => {{ const t = ({FIND_TRACE})(name);" \
            " return t && (x === null || Math.abs(t[0][0] - x) < 1e-9); }"
    page.wait_for_function(check, arg=[name, x])
    return page.evaluate(FIND_TRACE, name)


def test_two_models_overlaid_with_delong_and_a_moving_operating_point(page: Page, app_url: str,
                                                                       artifacts, tmp_path):
    table = breast_cancer_table()
    path = tmp_path / "two_models.csv"
    table.to_csv(path, index=False)
    y = table["y_true"].to_numpy() == 1
    a, b = table["score_logreg"].to_numpy(), table["score_tree"].to_numpy()
    page.set_viewport_size({"width": 1500, "height": 1400})
    page.goto(f"{app_url}/comparison")
    page.get_by_text("Upload a file", exact=True).first.click()
    page.get_by_test_id("stFileUploaderDropzoneInput").first.set_input_files(path)
    auc_a, auc_b = roc_auc_score(y, a), roc_auc_score(y, b)
    expect(metric_value(page, "AUC · logreg")).to_have_text(f"{auc_a:.4f}")
    expect(metric_value(page, "AUC · tree")).to_have_text(f"{auc_b:.4f}")
    expect(metric_value(page, "DeLong p-value")).to_have_text(
        f"{delong_test(y, a, b).p_value:.3g}")
    curve_a = _wait_for_trace(page, f"logreg (AUC {auc_a:.4f})")
    curve_b = _wait_for_trace(page, f"tree (AUC {auc_b:.4f})")
    assert curve_a[0][0] == 0 and curve_a[1][-1] == 1 and curve_b[1][-1] == 1

    exact = page.get_by_label("Exact threshold", exact=True).first
    exact.fill("0.9")
    exact.press("Enter")
    predicted = a >= 0.9
    fpr, tpr = np.sum(predicted & ~y) / np.sum(~y), np.sum(predicted & y) / np.sum(y)
    point = _wait_for_trace(page, "logreg: operating point", float(fpr))
    assert (point[0][0], point[1][0]) == pytest.approx((fpr, tpr))
    page.set_viewport_size({"width": 1500, "height": 4200})
    _wait_for_trace(page, "logreg: operating point", float(fpr))
    page.screenshot(path=str(artifacts / "comparison.png"), full_page=True)


def test_a_two_model_upload_on_the_roc_page_opens_on_the_comparison_page(page: Page,
                                                                          app_url: str,
                                                                          artifacts, tmp_path):
    table = breast_cancer_table()
    path = tmp_path / "two_models.csv"
    table.to_csv(path, index=False)
    y = table["y_true"].to_numpy() == 1
    page.set_viewport_size({"width": 1500, "height": 1400})
    page.goto(f"{app_url}/roc_pr")
    page.get_by_text("Upload a file", exact=True).first.click()
    page.get_by_test_id("stFileUploaderDropzoneInput").first.set_input_files(path)
    # two models' scores: the page asks which to show (neither taken silently; the page says
    # why), and offers both
    expect(page.get_by_text("More than one column could be “Score column”")).to_be_visible()
    button = page.get_by_role("button", name="Compare score_logreg and score_tree")
    expect(button).to_be_visible()
    page.screenshot(path=str(artifacts / "compare_offer_button.png"))
    button.click()
    page.wait_for_url(re.compile(rf"^{re.escape(app_url)}/comparison(\?.*)?$"))  # with its link
    aucs = {m: roc_auc_score(y, table[m]) for m in ("score_logreg", "score_tree")}
    for model, auc in aucs.items():
        expect(metric_value(page, f"AUC · {model.removeprefix('score_')}")).to_have_text(
            f"{auc:.4f}")
    expect(page.get_by_text("In use: two_models.csv")).to_be_visible()
    _wait_for_trace(page, f"tree (AUC {aucs['score_tree']:.4f})")
    page.screenshot(path=str(artifacts / "compare_offer.png"))


TILES_OUTSIDE = """() => {
  const views = [...document.querySelectorAll('.live')];
  if (views.length < 2 || views.some(v => !v.querySelector('.live-tile-value')?.textContent))
    return null;
  const out = [];
  for (const [k, view] of views.entries()) {
    const box = view.getBoundingClientRect();
    const parts = [...view.querySelectorAll('.live-tile-label, .live-tile-value')];
    for (const part of parts) {
      const range = document.createRange();
      range.selectNodeContents(part);
      const r = range.getBoundingClientRect();
      const reach = Math.max(box.left - r.left, r.right - box.right);
      if (reach > 0.5) out.push([k, part.textContent, reach]);
    }
    const tiles = [...view.querySelectorAll('.live-tile')].map(t => t.getBoundingClientRect());
    for (const [i, a] of tiles.entries()) for (const b of tiles.slice(i + 1)) {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) out.push([k, "overlap", w]);
    }
  }
  return out; }"""
"""Each text of both live views' tiles that reaches outside its view's box (by how many px),
and each pair of a view's tiles that overlap; null until both views show their counts."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_two_models_side_by_side_keep_their_counts_inside_their_halves_at_1024(
        page: Page, app_url: str, artifacts, lang):
    """The built-in example's two live views, side by side in a 1024 px window: each one's
    counts and measures stay inside its half of the page (they had run into the other model's
    in one row of six), and its ROC and P-R figures are each its half's width."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/comparison?lang={lang}")
    page.wait_for_function(f"() => ({TILES_OUTSIDE})() !== null")
    views = page.locator(".live")
    views.nth(1).scroll_into_view_if_needed()
    figures = page.locator(".live .live-plot")
    expect(figures.nth(3)).to_be_visible()
    page.screenshot(path=str(artifacts / f"comparison_live_{lang}_1024x768.png"))
    assert page.evaluate(TILES_OUTSIDE) == []
    half = views.nth(0).bounding_box()["width"]
    for i in range(4):
        assert figures.nth(i).bounding_box()["width"] >= half - 1, i

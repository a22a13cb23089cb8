"""Five rankers of one file in a real browser, in English and Chinese: choose two, add three
more, see five NDCG@k curves overlaid (each legend entry names the model and its NDCG@10, as
scikit-learn computes it), hide one model with its legend entry (its curve and its dot at k go
together), and read the sortable table of every model's means; screenshot kept in
artifacts/comparison_many_ranking_<lang>.png."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import ndcg_score

from dashboard.i18n import translate
from tests.app.test_compare_many_ranking_page import MODELS, rankers
from tests.browser.helpers import choose_in_multiselect, choose_option, put_file, wait_idle

pytestmark = pytest.mark.browser

FIVE = [*MODELS, "score_ltr"]
CURVES = """g => (g._fullData || []).filter(d => d.legendgroup && d.mode === 'lines')
    .map(d => [d.name, d.visible === true])"""


def _ndcg_at_10(table: pd.DataFrame, model: str) -> float:
    """Mean NDCG@10 with the page's default exponential gain 2^grade − 1, by scikit-learn."""
    return float(np.mean([ndcg_score([2.0 ** g["relevance"] - 1], [g[model]], k=10)
                          for _, g in table.groupby("query_id", sort=False)]))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_five_rankers_legend_toggles_and_table(page: Page, app_url: str, artifacts, tmp_path,
                                               lang):
    table = rankers(FIVE)
    path = tmp_path / "five_rankers.csv"
    table.to_csv(path, index=False)
    page.set_viewport_size({"width": 1500, "height": 1400})
    page.goto(f"{app_url}/comparison?lang={lang}")
    put_file(page, path)
    sidebar = page.get_by_test_id("stSidebar")
    for model, column in zip("AB", FIVE[:2]):
        box = sidebar.get_by_test_id("stSelectbox").filter(
            has=page.get_by_text(translate("compare_ranking_score_of", lang, model=model),
                                 exact=True))
        expect(box).to_be_visible()
        choose_option(page, box, column)
    more = sidebar.get_by_test_id("stMultiSelect")
    for column in FIVE[2:]:
        choose_in_multiselect(page, more, column)
    page.keyboard.press("Escape")  # the list closed
    wait_idle(page)
    expect(page.get_by_role("heading", name=translate("many_header", lang, count=5))
           ).to_be_visible()
    ndcg = [_ndcg_at_10(table, m) for m in FIVE]
    names = [translate("many_rk_curve", lang, name=m, value=f"{v:.4f}", k=10)
             for m, v in zip(FIVE, ndcg)]
    page.wait_for_function(f"names => {{ const g = document.querySelector('.js-plotly-plot');"
                           f" const t = ({CURVES})(g); return t.length === 5 &&"
                           f" names.every((n, i) => t[i][0] === n); }}", arg=names)

    # the legend hides the third model's curve and its dot at k, then shows them again
    figure = page.locator(".js-plotly-plot").first
    entry = figure.locator(".legend .traces").filter(has_text=FIVE[2])
    entry.click()
    hidden = """name => { const g = document.querySelector('.js-plotly-plot');
        const group = g._fullData.find(d => d.name === name).legendgroup;
        return g._fullData.filter(d => d.legendgroup === group)
            .every(d => d.visible === 'legendonly'); }"""
    page.wait_for_function(hidden, arg=names[2])
    shown = [n for n, visible in figure.evaluate(CURVES) if visible]
    assert shown == names[:2] + names[3:]
    entry.click()
    page.wait_for_function(f"() => ({CURVES})(document.querySelector('.js-plotly-plot'))"
                           ".every(t => t[1])")

    # the table (drawn on a canvas): every model's row, read from its "Download CSV"
    expect(page.get_by_test_id("stDataFrame").first).to_be_visible()
    with page.expect_download() as download:
        page.get_by_role("button", name=translate("download_csv", lang)).first.click()
    got = pd.read_csv(download.value.path(), encoding="utf-8-sig")
    assert got[translate("many_col_model", lang)].tolist() == FIVE
    assert got[translate("many_rk_col_ndcg", lang, k=10)].to_numpy() == pytest.approx(ndcg)
    page.screenshot(path=str(artifacts / f"comparison_many_ranking_{lang}.png"), full_page=True)

"""Five binary models of one file in a real browser, in English and Chinese: choose two, add
three more, see five ROC curves overlaid, hide one model with its legend entry (its curve and
its operating point go together), and read the sortable table of every model's measures; the
ROC and P-R plots side by side fit their halves (:mod:`tests.browser.test_square_fit`);
screenshot kept in artifacts/comparison_many_<lang>.png."""

from __future__ import annotations

import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import roc_auc_score

from dashboard.i18n import translate
from tests.app.test_compare_many_page import MODELS, five_models
from tests.browser.helpers import choose_in_multiselect, choose_option, put_file, wait_idle
from tests.browser.test_square_fit import fitted, measured

pytestmark = pytest.mark.browser

ROC_TRACES = """g => (g._fullData || []).filter(d => d.legendgroup && d.mode === 'lines')
    .map(d => [d.name, d.visible === true])"""


def _choose(page: Page, label: str, option: str) -> None:
    box = page.get_by_test_id("stSidebar").get_by_test_id("stSelectbox").filter(
        has=page.get_by_text(label, exact=True))
    expect(box).to_be_visible()  # the file is read: its five score columns leave A and B open
    choose_option(page, box, option)


def _roc(page: Page):
    """The ROC figure: the first Plotly chart with five models' curves."""
    return page.locator(".js-plotly-plot").first


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_five_models_legend_toggles_and_table(page: Page, app_url: str, artifacts, tmp_path,
                                              lang):
    table = five_models()
    path = tmp_path / "five.csv"
    table.to_csv(path, index=False)
    y = table["label"].to_numpy() == 1
    page.set_viewport_size({"width": 1500, "height": 1400})
    page.goto(f"{app_url}/comparison?lang={lang}")
    put_file(page, path)
    for model, column in zip("AB", MODELS[:2]):
        _choose(page, translate("compare_score_of", lang, model=model), column)
    more = page.get_by_test_id("stSidebar").get_by_test_id("stMultiSelect")
    for column in MODELS[2:]:
        choose_in_multiselect(page, more, column)
    page.keyboard.press("Escape")  # the list closed, the choice is sent
    wait_idle(page)
    expect(page.get_by_role("heading", name=translate("many_header", lang, count=5))
           ).to_be_visible()
    names = [translate("many_roc_curve", lang, name=m,
                       auc=f"{roc_auc_score(y, table[m]):.4f}") for m in MODELS]
    page.wait_for_function(f"names => {{ const g = document.querySelector('.js-plotly-plot');"
                           f" const t = ({ROC_TRACES})(g); return t.length === 5 &&"
                           f" names.every((n, i) => t[i][0] === n); }}", arg=names)

    # the legend hides the third model's curve and its operating point, then shows them again
    entry = _roc(page).locator(".legend .traces").filter(has_text=MODELS[2])
    entry.click()
    hidden = """name => { const g = document.querySelector('.js-plotly-plot');
        const group = g._fullData.find(d => d.name === name).legendgroup;
        return g._fullData.filter(d => d.legendgroup === group)
            .every(d => d.visible === 'legendonly'); }"""
    page.wait_for_function(hidden, arg=names[2])
    shown = [n for n, visible in _roc(page).evaluate(ROC_TRACES) if visible]
    assert shown == names[:2] + names[3:]
    entry.click()
    page.wait_for_function(f"() => ({ROC_TRACES})(document.querySelector('.js-plotly-plot'))"
                           ".every(t => t[1])")

    # the table (drawn on a canvas): every model's row, read from its "Download CSV"
    frame = page.get_by_test_id("stDataFrame").first
    expect(frame).to_be_visible()
    with page.expect_download() as download:
        page.get_by_role("button", name=translate("download_csv", lang)).first.click()
    shown = pd.read_csv(download.value.path(), encoding="utf-8-sig")
    model, auc = translate("many_col_model", lang), translate("many_col_auc", lang)
    assert shown[model].tolist() == MODELS
    assert shown[auc].to_numpy() == pytest.approx([roc_auc_score(y, table[m]) for m in MODELS])
    fitted(measured(page, ["many_roc", "many_pr"]))
    page.screenshot(path=str(artifacts / f"comparison_many_{lang}.png"), full_page=True)

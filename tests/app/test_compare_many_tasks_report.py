"""AppTest: the reports of the multiclass and ranking k-model views hold every model: the measures
table (against scikit-learn), the figures (ranking: each measure against k), each test's matrix of
corrected p-values (statsmodels' ``multipletests`` on evalcore's raw p, and on SciPy's paired
t-test), the best model per test, the Friedman test with the fold column (multiclass, against
SciPy); built from the page's value without reading the file again, and the "Reproduce with"
line prints the same JSON."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import friedmanchisquare, ttest_rel
from sklearn.metrics import accuracy_score, f1_score, ndcg_score
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import translate
from evalcore.view.formatting import format_p_value
from tests.app import test_compare_many_multiclass_page as mc
from tests.app import test_compare_many_ranking_page as rk
from tests.app.test_report_of_every_page import _check
from tests.report.html_parts import figure_named, tables


def _widget(elements, prefix: str):
    return next(e for e in elements if (e.key or "").startswith(prefix))


def _raw(result: dict, measure: str) -> list[float]:
    """evalcore's raw p of ``measure``'s pairs, in the pairs' order."""
    return [p["p_value"] for p in result["pairwise"] if p["measure"] == measure]


def _matrix_holds(matrix, names, raw, correction) -> None:
    k = len(names)
    pairs = [(i, j) for i in range(k) for j in range(i + 1, k)]
    assert len(raw) == len(pairs)
    for (i, j), value in zip(pairs, multipletests(raw, method=correction)[1]):
        assert matrix.loc[names[i], names[j]] == matrix.loc[names[j], names[i]] \
            == format_p_value(float(value))
    assert all(matrix.loc[n, n] == "—" for n in names)


@pytest.mark.parametrize("lang,correction", [("en", "bonferroni"), ("zh", "holm")])
def test_the_multiclass_report_holds_every_model(monkeypatch, tmp_path, capsys, lang,
                                                 correction):
    at, table = mc._four(lang)
    _widget(at.text_input, "many_name_B_").set_value("Tree <i>").run()
    _widget(at.radio, "many_correction_").set_value(correction).run()
    _widget(at.number_input, "many_mc_resamples_").set_value(200).run()
    assert not at.exception, at.exception
    request = at.session_state["report_request"]
    result = _check(request, "compare", lang, monkeypatch, tmp_path, capsys)
    assert result["models"] == mc.MODELS and result["correction"] == correction
    html = request.html()
    shown = dict(tables(html))
    names = [mc.MODELS[0], "Tree <i>", *mc.MODELS[2:]]
    tr = lambda key, **params: translate(key, lang, **params)  # noqa: E731

    measures = shown[tr("many_table_header")]
    assert measures[tr("many_col_model")].tolist() == names
    assert measures[tr("many_col_source")].tolist() == mc.MODELS
    assert measures[tr("multiclass_metric_accuracy")].tolist() == [
        f"{accuracy_score(table['label'], table[m]):.4f}" for m in mc.MODELS]
    assert measures[tr("multiclass_metric_macro_f1_mean")].tolist() == [
        f"{f1_score(table['label'], table[m], average='macro'):.4f}" for m in mc.MODELS]

    for measure in ("accuracy", "macro_f1_mean"):
        matrix = shown[tr("many_report_p_of", test=tr(f"many_mc_p_{measure}"),
                          correction=tr(f"many_correction_{correction}"))]
        _matrix_holds(matrix.set_index(tr("many_col_model")), names, _raw(result, measure),
                      correction)
    macro = [f1_score(table["label"], table[m], average="macro") for m in mc.MODELS]
    assert result["best"]["macro_f1_mean"]["best"] == mc.MODELS[int(np.argmax(macro))]

    folds = table["fold"].to_numpy()
    per_fold = np.array([[accuracy_score(table["label"][folds == f], table[m][folds == f])
                          for m in mc.MODELS] for f in range(4)])
    statistic = friedmanchisquare(*per_fold.T).statistic
    assert f"{statistic:.4f}" in html and result["friedman"]["statistic"] == pytest.approx(
        statistic)
    assert tr("many_measure_accuracy") in html
    ranks = shown[tr("many_folds_header", column="fold")]
    assert ranks[tr("many_col_model")].tolist() == names
    assert figure_named(html, "many_cd")["data"]


@pytest.mark.parametrize("lang,correction", [("en", "holm"), ("zh", "bonferroni")])
def test_the_ranking_report_holds_every_model(monkeypatch, tmp_path, capsys, lang, correction):
    at, table = rk._four(lang)
    _widget(at.text_input, "many_name_C_").set_value("Hybrid <b>").run()
    _widget(at.radio, "many_correction_").set_value(correction).run()
    _widget(at.number_input, "compare_ranking_resamples_").set_value(500).run()
    _widget(at.number_input, "compare_ranking_seed_").set_value(3).run()
    assert not at.exception, at.exception
    request = at.session_state["report_request"]
    result = _check(request, "compare", lang, monkeypatch, tmp_path, capsys)
    assert result["models"] == rk.MODELS and result["correction"] == correction
    html = request.html()
    shown = dict(tables(html))
    names = [*rk.MODELS[:2], "Hybrid <b>", rk.MODELS[3]]
    tr = lambda key, **params: translate(key, lang, **params)  # noqa: E731

    per_query = [rk._per_query_ndcg(table, m) for m in rk.MODELS]
    measures = shown[tr("many_table_header")]
    assert measures[tr("many_col_model")].tolist() == names
    assert measures[tr("many_rk_col_ndcg", k=rk.K)].tolist() == [
        f"{q.mean():.4f}" for q in per_query]

    label = tr("compare_ranking_metric_ndcg", k=rk.K)
    pairs = [(i, j) for i in range(4) for j in range(i + 1, 4)]
    scipy_raw = [ttest_rel(per_query[i], per_query[j]).pvalue for i, j in pairs]
    assert _raw(result, "ndcg") == pytest.approx(scipy_raw, rel=1e-9)
    for key, measure, raw in (("many_rk_p_t_test", "ndcg", scipy_raw),
                              ("many_rk_p_randomization", "ndcg_randomization",
                               _raw(result, "ndcg_randomization"))):
        matrix = shown[tr("many_report_p_of", test=tr(key, metric=label),
                          correction=tr(f"many_correction_{correction}"))]
        _matrix_holds(matrix.set_index(tr("many_col_model")), names, raw, correction)
    best = int(np.argmax([q.mean() for q in per_query]))
    assert result["best"]["ndcg"]["best"] == rk.MODELS[best]

    for measure in ("ndcg_at_k", "precision_at_k", "recall_at_k"):
        figure = figure_named(html, f"many_rk_{measure}")
        legend = [trace["name"] for trace in figure["data"] if trace.get("legendgroup")
                  and trace.get("showlegend", True)]
        assert len(legend) == 4 and "Hybrid &lt;b&gt;" in legend[2]

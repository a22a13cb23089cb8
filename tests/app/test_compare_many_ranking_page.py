"""AppTest: the Comparison page with four rankers of one file: the table against scikit-learn's
ndcg_score, the t-test matrix's raw p against SciPy's ttest_rel and its adjusted p against
statsmodels' Holm and Bonferroni, the randomization matrix against statsmodels on evalcore's raw
p, the per-k curves (one legend entry per model, toggling), best per measure, both languages."""

from __future__ import annotations

import hashlib

import numpy as np
import pandas as pd
import pytest
from scipy.stats import bootstrap, ttest_rel
from sklearn.metrics import ndcg_score
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import CATALOG, translate
from evalcore.compare.many import compare_ranking_many
from evalcore.compare.many_load import many_from_table
from evalcore.compare.ranking import evaluate_pair, ranking_pair_from_table
from evalcore.view.formatting import format_interval, format_p_value
from tests.app.helpers import csv_bytes, open_app, plotly_array, plotly_figures, upload

PAGE = "app_pages/comparison.py"
MODELS = ["score_bm25", "score_dense", "score_hybrid", "score_rerank"]
DOCS, QUERIES, K = 8, 30, 5
PAIRS = [(a, b) for i, a in enumerate(MODELS) for b in MODELS[i + 1:]]


def rankers(models=tuple(MODELS), seed=3) -> pd.DataFrame:
    """Queries of eight documents with graded relevance (at least one relevant each) and one
    score column per model, better with each model, no ties."""
    rng = np.random.default_rng(seed)
    relevance = rng.integers(0, 3, (QUERIES, DOCS))
    relevance[:, 0] = np.maximum(relevance[:, 0], 1)
    table = pd.DataFrame({"query_id": np.repeat([f"q{i}" for i in range(QUERIES)], DOCS),
                          "doc_id": np.tile([f"d{j}" for j in range(DOCS)], QUERIES),
                          "relevance": relevance.ravel()})
    for i, name in enumerate(models):
        table[name] = (0.3 + 0.3 * i) * relevance.ravel() + rng.normal(size=relevance.size)
    return table


def _widget(widgets, prefix: str):
    return next(w for w in widgets if w.key and w.key.startswith(prefix))


def _four(lang="en"):
    table = rankers()
    data = csv_bytes(table)
    at = upload(open_app(PAGE, lang=lang), "four.csv", data, "compare")
    key = hashlib.sha256(data).hexdigest()[:16]
    at.sidebar.radio(key=f"compare_task_{key}").set_value("ranking").run()
    for i, column in enumerate(MODELS[:2]):
        at.sidebar.selectbox(key=f"compare_model_{'AB'[i]}_ranking_{key}").set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_ranking_{key}").set_value(MODELS[2:]).run()
    _widget(at.radio, "compare_ranking_gain_").set_value("linear").run()  # scikit-learn's gain
    _widget(at.number_input, "compare_ranking_k_").set_value(K).run()
    assert not at.exception, at.exception
    return at, table


def _per_query_ndcg(table: pd.DataFrame, model: str) -> np.ndarray:
    """Each query's NDCG@K by scikit-learn, query order."""
    return np.array([ndcg_score([g["relevance"]], [g[model]], k=K)
                     for _, g in table.groupby("query_id", sort=False)])


def _expected_p(p_values, method):
    """statsmodels' adjusted p-values as the page writes a p-value."""
    return [format_p_value(float(v)) for v in multipletests(p_values, method=method)[1]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_table_against_scikit_learn_and_t_test_matrix_against_scipy_and_statsmodels(lang):
    at, table = _four(lang)
    assert translate("many_header", lang, count=4) in [s.value for s in at.subheader]
    ndcg = {m: _per_query_ndcg(table, m) for m in MODELS}
    measures = at.dataframe[0].value
    assert measures[CATALOG["many_col_model"][lang]].tolist() == MODELS
    got = measures[translate("many_rk_col_ndcg", lang, k=K)].tolist()
    assert got == pytest.approx([ndcg[m].mean() for m in MODELS], rel=1e-12)
    raw = [ttest_rel(ndcg[a], ndcg[b]).pvalue for a, b in PAIRS]
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "holm")):
        assert p.loc[a, b] == p.loc[b, a] == expected
    assert all(p.loc[m, m] == "—" for m in MODELS)
    _widget(at.radio, "many_correction_").set_value("bonferroni").run()
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "bonferroni")):
        assert p.loc[a, b] == expected
    best = at.dataframe[2].value
    assert best[CATALOG["many_best_col_best"][lang]].tolist() == [
        MODELS[int(np.argmax([ndcg[m].mean() for m in MODELS]))]]


def test_each_models_ndcg_interval_is_scipys_percentile_bootstrap_of_the_queries():
    at, table = _four("zh")
    resamples = int(_widget(at.number_input, "compare_ranking_resamples_").value)
    measures = at.dataframe[0].value
    column = translate("many_col_ci", "zh", measure=translate("many_rk_col_ndcg", "zh", k=K))
    expected = []
    for m in MODELS:
        ndcg = _per_query_ndcg(table, m)
        ci = bootstrap((np.arange(QUERIES),), lambda i: ndcg[i].mean(), vectorized=False,
                       method="percentile", n_resamples=resamples,
                       rng=np.random.default_rng(0)).confidence_interval
        expected.append(format_interval((ci.low, ci.high)))
    assert measures[column].tolist() == expected
    assert list(measures.columns).index(column) == 2  # right after NDCG@k


def test_randomization_matrix_is_evalcores_raw_p_corrected_by_statsmodels():
    at, table = _four()
    resamples = int(_widget(at.number_input, "compare_ranking_resamples_").value)
    _widget(at.radio, "many_p_measure_").set_value("ndcg_randomization").run()
    models = many_from_table(table, MODELS, ranking_pair_from_table, "score_cols")
    setting = dict(gain="linear")
    evaluations = [evaluate_pair(models.first, **setting)[0]] + [
        evaluate_pair(pair, **setting)[1] for pair in models.pairs]
    oracle = compare_ranking_many(evaluations, MODELS, k=K, n_resamples=resamples, seed=0)
    raw = [t.p_value for t in oracle.pairwise if t.measure == "ndcg_randomization"]
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "holm")):
        assert p.loc[a, b] == expected


def test_curves_against_k_one_toggling_legend_entry_per_model():
    at, table = _four()
    figure = plotly_figures(at)[0]
    lines = [trace for trace in figure["data"] if trace.get("mode") == "lines"]
    assert len(lines) == 4
    assert {trace["legendgroup"] for trace in figure["data"]} == {f"model{i}" for i in range(4)}
    assert figure["layout"]["legend"]["groupclick"] == "togglegroup"
    assert "range" not in figure["layout"]["xaxis"]  # k runs 1 … 8, not the unit square
    assert figure["layout"]["xaxis"]["dtick"] == 1
    for model, trace in zip(MODELS, lines):
        k = plotly_array(trace["x"])
        ndcg = plotly_array(trace["y"])
        at_k = [np.mean([ndcg_score([g["relevance"]], [g[model]], k=int(j))
                         for _, g in table.groupby("query_id", sort=False)]) for j in k]
        assert ndcg == pytest.approx(at_k, rel=1e-12)
    marks = [trace for trace in figure["data"] if trace.get("mode") == "markers"]
    assert [plotly_array(m["x"]) for m in marks] == [[K]] * 4


def test_a_bad_more_column_is_said_and_the_last_page_stays():
    table = rankers()
    table["score_bad"] = table["score_bm25"]
    table.loc[3, "score_bad"] = np.nan
    data = csv_bytes(table)
    key = hashlib.sha256(data).hexdigest()[:16]
    at = upload(open_app(PAGE), "bad.csv", data, "compare")
    for i, column in enumerate(MODELS[:2]):
        at.sidebar.selectbox(key=f"compare_model_{'AB'[i]}_ranking_{key}").set_value(column).run()
    headers = [s.value for s in at.subheader]
    at.sidebar.multiselect(key=f"many_more_ranking_{key}").set_value(["score_bad"]).run()
    assert not at.exception, at.exception
    assert any("score\\_bad" in e.value and "row 4" in e.value for e in at.error)
    assert [s.value for s in at.subheader] == headers  # the two rankers' page stays

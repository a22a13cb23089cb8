"""AppTest: the Comparison page with four multiclass models of one file: the table against
scikit-learn, the McNemar matrix's raw p against the two-model McNemar test and its adjusted p
against statsmodels' Holm and Bonferroni, the macro-F1 bootstrap's adjusted p against statsmodels on
evalcore's raw p (with the page's default resamples), best per measure, the Friedman test against
SciPy, edited names and both languages."""

from __future__ import annotations

import hashlib

import numpy as np
import pandas as pd
import pytest
from scipy.stats import bootstrap, friedmanchisquare
from sklearn.metrics import (accuracy_score, cohen_kappa_score, f1_score, matthews_corrcoef,
                             precision_score, recall_score)
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import CATALOG, translate
from evalcore.api.settings import MANY_BOOTSTRAP_RESAMPLES
from evalcore.compare.many import compare_multiclass_many
from evalcore.compare.many_load import many_from_table
from evalcore.compare.multiclass import multiclass_pair_from_table
from evalcore.view.formatting import format_interval, format_p_value
from tests.app.helpers import csv_bytes, open_app, plotly_figures, upload

PAGE = "app_pages/comparison.py"
MODELS = ["pred_logreg", "pred_tree", "pred_forest", "pred_knn"]
CLASSES = np.array(["cat", "dog", "bird"])


def four_models(n=240, seed=1) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    table = pd.DataFrame({"label": CLASSES[y], "fold": np.arange(n) % 4})
    for i, name in enumerate(MODELS):
        right = rng.random(n) < 0.45 + 0.12 * i
        table[name] = CLASSES[np.where(right, y, rng.integers(0, 3, n))]
    return table


def _four(lang="en"):
    table = four_models()
    data = csv_bytes(table)
    at = upload(open_app(PAGE, lang=lang), "four.csv", data, "compare")
    key = hashlib.sha256(data).hexdigest()[:16]
    at.sidebar.radio(key=f"compare_task_{key}").set_value("multiclass").run()
    for i, column in enumerate(MODELS[:2]):
        box = at.sidebar.selectbox(key=f"compare_model_{'AB'[i]}_multiclass_{key}")
        box.set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_multiclass_{key}").set_value(MODELS[2:]).run()
    assert not at.exception, at.exception
    return at, table


def _expected_p(p_values, method):
    """statsmodels' adjusted p-values as the page writes a p-value."""
    return [format_p_value(float(v)) for v in multipletests(p_values, method=method)[1]]


def _statsmodels_mcnemar(y, a, b) -> float:
    """statsmodels' McNemar test of who is right: exact below 25 discordant rows, else the
    chi-square with continuity correction."""
    right_a, right_b = (a == y).to_numpy(), (b == y).to_numpy()
    table = [[np.sum(right_a & right_b), np.sum(right_a & ~right_b)],
             [np.sum(~right_a & right_b), np.sum(~right_a & ~right_b)]]
    discordant = table[0][1] + table[1][0]
    return mcnemar(table, exact=discordant < 25, correction=True).pvalue


PAIRS = [(a, b) for i, a in enumerate(MODELS) for b in MODELS[i + 1:]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_table_against_scikit_learn_and_mcnemar_matrix_against_statsmodels(lang):
    at, table = _four(lang)
    assert translate("many_header", lang, count=4) in [s.value for s in at.subheader]
    y = table["label"]
    measures = at.dataframe[0].value
    assert measures[CATALOG["many_col_model"][lang]].tolist() == MODELS
    references = {
        "accuracy": accuracy_score,
        "macro_precision": lambda a, b: precision_score(a, b, average="macro"),
        "macro_recall": lambda a, b: recall_score(a, b, average="macro"),
        "macro_f1_mean": lambda a, b: f1_score(a, b, average="macro"),
        "weighted_f1": lambda a, b: f1_score(a, b, average="weighted"),
        "kappa": cohen_kappa_score, "mcc": matthews_corrcoef}
    for key, reference in references.items():
        got = measures[CATALOG[f"multiclass_metric_{key}"][lang]].tolist()
        assert got == pytest.approx([reference(y, table[m]) for m in MODELS], rel=1e-12), key
    raw = [_statsmodels_mcnemar(y, table[a], table[b]) for a, b in PAIRS]
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "holm")):
        assert p.loc[a, b] == p.loc[b, a] == expected
    assert all(p.loc[m, m] == "—" for m in MODELS)
    at.radio(key=next(r.key for r in at.radio if r.key.startswith("many_correction_"))) \
        .set_value("bonferroni").run()
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "bonferroni")):
        assert p.loc[a, b] == expected


def test_best_per_measure_and_friedman_against_scipy():
    at, table = _four()
    best = at.dataframe[2].value
    accuracy = [accuracy_score(table["label"], table[m]) for m in MODELS]
    assert best["Best"].tolist()[0] == MODELS[int(np.argmax(accuracy))]
    per_fold = [[accuracy_score(table["label"][table["fold"] == f], table[m][table["fold"] == f])
                 for m in MODELS] for f in range(4)]
    statistic = friedmanchisquare(*np.array(per_fold).T).statistic
    text = " ".join(m.value for m in at.markdown)
    assert f"τ_χ² = {statistic:.4f}" in text
    assert len(plotly_figures(at)) == 1  # the critical-difference diagram


def test_macro_f1_bootstrap_matrix_is_evalcores_raw_p_corrected_by_statsmodels():
    at, table = _four()  # the bootstrap runs by default
    at.radio(key=next(r.key for r in at.radio if r.key.startswith("many_p_measure_"))) \
        .set_value("macro_f1_mean").run()
    models = many_from_table(table, MODELS, multiclass_pair_from_table, "pred_cols",
                             label_col="label")
    oracle = compare_multiclass_many(models.pairs, MODELS, n_resamples=MANY_BOOTSTRAP_RESAMPLES)
    raw = [t.p_value for t in oracle.pairwise if t.measure == "macro_f1_mean"]
    assert [(MODELS[t.a], MODELS[t.b]) for t in oracle.pairwise
            if t.measure == "macro_f1_mean"] == PAIRS
    p = at.dataframe[1].value
    for (a, b), expected in zip(PAIRS, _expected_p(raw, "holm")):
        assert p.loc[a, b] == expected
    macro = [f1_score(table["label"], table[m], average="macro") for m in MODELS]
    best = at.dataframe[2].value
    assert best["Best"].tolist()[1] == MODELS[int(np.argmax(macro))]
    y, measures = table["label"].to_numpy(), at.dataframe[0].value
    column = translate("many_col_ci", "en", measure=translate("multiclass_metric_accuracy", "en"))
    expected = []
    for m in MODELS:
        right = table[m].to_numpy() == y
        ci = bootstrap((np.arange(len(y)),), lambda i: right[i].mean(), vectorized=False,
                       method="percentile", n_resamples=MANY_BOOTSTRAP_RESAMPLES,
                       rng=np.random.default_rng(0)).confidence_interval
        expected.append(format_interval((ci.low, ci.high)))
    assert measures[column].tolist() == expected
    assert translate("many_col_ci", "en", measure=translate(
        "multiclass_metric_macro_f1_mean", "en")) in measures.columns


def test_edited_name_reaches_the_table_and_matrix():
    at, _ = _four()
    box = next(b for b in at.text_input if b.key.startswith("many_name_A_"))
    box.set_value("Logistic <b>").run()
    assert at.dataframe[0].value["Model"].tolist()[0] == "Logistic <b>"
    assert "Logistic <b>" in at.dataframe[1].value.columns


def test_a_name_given_twice_gets_the_models_letter():
    at, _ = _four()
    box = next(b for b in at.text_input if b.key.startswith("many_name_B_"))
    box.set_value(MODELS[0]).run()
    assert not at.exception, at.exception
    assert at.dataframe[0].value["Model"].tolist()[:2] == [MODELS[0], f"{MODELS[0]} (B)"]
    assert at.dataframe[1].value.loc[MODELS[0], f"{MODELS[0]} (B)"] != "—"


def test_a_bad_more_column_is_said_and_the_last_page_stays():
    table = four_models()
    table["pred_bad"] = table["pred_tree"]
    table.loc[5, "pred_bad"] = None
    data = csv_bytes(table)
    key = hashlib.sha256(data).hexdigest()[:16]
    at = upload(open_app(PAGE), "bad.csv", data, "compare")
    at.sidebar.radio(key=f"compare_task_{key}").set_value("multiclass").run()
    for i, column in enumerate(MODELS[:2]):
        box = at.sidebar.selectbox(key=f"compare_model_{'AB'[i]}_multiclass_{key}")
        box.set_value(column).run()
    shown = at.dataframe[0].value
    at.sidebar.multiselect(key=f"many_more_multiclass_{key}").set_value(["pred_bad"]).run()
    assert not at.exception, at.exception
    assert any("pred\\_bad" in e.value and "(row 6)" in e.value for e in at.error)
    assert at.dataframe[0].value.equals(shown)  # the two models' summary stays

"""AppTest: the Comparison page with five binary models of one file: the table against
scikit-learn, the p-value matrix against DeLong's two-model test and statsmodels' Holm, the
thresholds, edited names, the Friedman test and both languages."""

from __future__ import annotations

import hashlib

import numpy as np
import pandas as pd
import pytest
from scipy.stats import friedmanchisquare
from sklearn.metrics import accuracy_score, roc_auc_score
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import CATALOG, translate
from evalcore.compare import delong_test
from tests.app.helpers import csv_bytes, open_app, plotly_figures, upload

PAGE = "app_pages/comparison.py"
MODELS = ["score_logreg", "score_tree", "score_forest", "score_svm", "score_knn"]


def five_models(n=400, seed=0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    shared = rng.normal(size=n)
    table = pd.DataFrame({"label": y.astype(int), "fold": np.arange(n) % 5})
    for i, name in enumerate(MODELS):
        table[name] = 1 / (1 + np.exp(-((0.4 + 0.35 * i) * y + shared + rng.normal(size=n))))
    return table


def _five(lang="en"):
    table = five_models()
    data = csv_bytes(table)
    at = upload(open_app(PAGE, lang=lang), "five.csv", data, "compare")
    key = hashlib.sha256(data).hexdigest()[:16]
    for model, column in zip("AB", MODELS[:2]):  # five score_ columns: the user picks A and B
        at.sidebar.selectbox(key=f"compare_model_{model}_binary_{key}").set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_{key}").set_value(MODELS[2:]).run()
    assert not at.exception, at.exception
    return at, table


def _measures(at) -> pd.DataFrame:
    return at.dataframe[0].value


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_five_models_table_and_matrix(lang):
    at, table = _five(lang)
    y = table["label"].to_numpy() == 1
    measures = _measures(at)
    model_col, auc_col = CATALOG["many_col_model"][lang], CATALOG["many_col_auc"][lang]
    assert measures[model_col].tolist() == MODELS
    got = dict(zip(measures[model_col], measures[auc_col]))
    for m in MODELS:
        assert got[m] == pytest.approx(roc_auc_score(y, table[m]), rel=1e-12)
    p = at.dataframe[1].value
    pairs = [(a, b) for i, a in enumerate(MODELS) for b in MODELS[i + 1:]]
    raw = [delong_test(y, table[a], table[b]).p_value for a, b in pairs]
    holm = dict(zip(pairs, multipletests(raw, method="holm")[1]))
    for (a, b), value in holm.items():
        expected = f"{value:.3g}" if value >= 1e-4 else f"{value:.2e}"
        assert p.loc[a, b] == p.loc[b, a] == expected
    assert all(p.loc[m, m] == "—" for m in MODELS)
    assert translate("many_header", lang, count=5) in [s.value for s in at.subheader]
    figures = plotly_figures(at)
    roc = figures[0]
    assert sum(1 for trace in roc["data"] if trace.get("showlegend", True)
               and trace.get("legendgroup")) == 5
    assert roc["layout"]["legend"]["groupclick"] == "togglegroup"


def test_shared_threshold_and_friedman():
    at, table = _five()
    y = table["label"].to_numpy() == 1
    at.radio(key=next(r.key for r in at.radio if r.key.startswith("many_operating_"))) \
        .set_value("shared").run()
    at.number_input(key=next(n.key for n in at.number_input
                             if n.key.startswith("many_shared_threshold_"))).set_value(0.6).run()
    measures = _measures(at)
    got = dict(zip(measures["Model"], measures["Accuracy"]))
    for m in MODELS:
        assert got[m] == pytest.approx(accuracy_score(y, table[m] >= 0.6))
    per_fold = [[roc_auc_score(y[table["fold"] == f], table[m][table["fold"] == f])
                 for m in MODELS] for f in range(5)]
    statistic = friedmanchisquare(*np.array(per_fold).T).statistic
    text = " ".join(m.value for m in at.markdown)
    assert f"{statistic:.4f}" in text
    assert len(plotly_figures(at)) == 4  # ROC, P-R, cost, critical difference


def test_edited_name_reaches_the_table_and_legend():
    at, _ = _five()
    box = next(b for b in at.text_input if b.key.startswith("many_name_A_"))
    box.set_value("Logistic <b>").run()
    assert "Logistic <b>" in _measures(at)["Model"].tolist()
    names = [trace.get("name", "") for trace in plotly_figures(at)[0]["data"]]
    assert any("Logistic &lt;b&gt;" in name for name in names)


def test_a_name_another_model_has_gets_its_letter():
    at, table = _five()
    box = next(b for b in at.text_input if b.key.startswith("many_name_B_"))
    box.set_value(MODELS[0]).run()
    assert not at.exception
    y = table["label"].to_numpy() == 1
    measures = _measures(at)
    assert measures["Model"].tolist() == [MODELS[0], f"{MODELS[0]} (B)", *MODELS[2:]]
    assert measures["AUC"].tolist()[1] == pytest.approx(roc_auc_score(y, table[MODELS[1]]))
    assert translate("many_name_taken", "en", name=MODELS[0], shown=f"{MODELS[0]} (B)") in [
        c.value.replace("\\", "") for c in at.caption]
    assert at.dataframe[1].value.columns.tolist()[1] == f"{MODELS[0]} (B)"

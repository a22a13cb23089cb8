"""AppTest: a page whose data holds two models offers to compare them, and the button opens the
same data on the Comparison page (examples by the comparison example holding their model, uploads
handed over as the comparison's upload); one-model data offers nothing."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score, root_mean_squared_error

from dashboard.i18n import CATALOG, translate
from evalcore.view.formatting import format_size
from evalcore.examples.compare_ranking import synthetic_pair_table
from evalcore.examples.compare_regression import diabetes_pair_table
from tests.app.helpers import csv_bytes, metric_values, open_app, upload

COMPARISON_TITLES = {CATALOG["page_comparison"][lang] for lang in ("en", "zh")}


def _offer(at, family: str):
    return next((b for b in at.sidebar.button if b.key == f"open_comparison_{family}"), None)


def _open_comparison(at, family: str):
    _offer(at, family).click().run()
    assert not at.exception, at.exception
    assert at.title[0].value in COMPARISON_TITLES
    return at


@pytest.mark.parametrize("page, family, example, comparison", [
    ("app_pages/roc_pr.py", "classification", "seed001_b", "compare_seed001"),
    ("app_pages/confusion.py", "classification", "breast_cancer_logreg", "compare_breast_cancer"),
    ("app_pages/confusion.py", "classification", "digits_logreg", "compare_digits"),
    ("app_pages/regression.py", "regression", "diabetes_tree", "compare_diabetes"),
    ("app_pages/ranking.py", "ranking", "ranking_synthetic", "compare_ranking_synthetic"),
])
def test_an_example_opens_the_comparison_example_holding_its_model(page, family, example,
                                                                   comparison):
    at = open_app(page, example=example, family=family)
    assert _offer(at, family).label == CATALOG["compare_open_example"]["en"]
    at = _open_comparison(at, family)
    assert at.sidebar.radio(key="source_kind_compare").value == "example"
    assert at.sidebar.selectbox(key="example_compare").value == comparison
    assert at.sidebar.radio(key=next(r.key for r in at.sidebar.radio
                                     if r.key.startswith("compare_task_"))).value == (
        {"compare_digits": "multiclass", "compare_diabetes": "regression",
         "compare_ranking_synthetic": "ranking"}.get(comparison, "binary"))


def test_seed001_learner_a_opens_a_versus_b_with_the_seeds_aucs():
    at = _open_comparison(open_app("app_pages/roc_pr.py", example="seed001_a"),
                          "classification")
    values = list(metric_values(at).values())
    assert values[:3] == ["0.6400", "0.3200", "+0.3200"]  # AUC 16/25 and 8/25 (seed 001)


@pytest.mark.parametrize("example", ["seed002_six", "digits_seed004"])
def test_a_one_model_example_offers_nothing(example):
    at = open_app("app_pages/confusion.py", example=example)
    assert _offer(at, "classification") is None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_upload_with_two_score_columns_is_handed_over(lang):
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 300)
    table = pd.DataFrame({"label": y, "score_A": y + rng.normal(0, 0.8, y.size),
                          "score_B": y + rng.normal(0, 1.5, y.size)})
    at = upload(open_app("app_pages/confusion.py", lang=lang), "two.csv", csv_bytes(table))
    # The page asks which model's scores to show (it takes neither silently) and offers both.
    assert next(s for s in at.sidebar.selectbox if s.key.startswith("score_col_")).value is None
    offer = _offer(at, "classification")
    assert offer.label == translate("compare_open_pair", lang, a="score\\_A", b="score\\_B")
    at = _open_comparison(at, "classification")
    assert at.sidebar.radio(key="source_kind_compare").value == "upload"
    in_use = translate("upload_in_use", lang, name="two.csv",
                       size=format_size(len(csv_bytes(table))))
    assert in_use in [c.value.replace("\\", "") for c in at.sidebar.caption]
    values = list(metric_values(at).values())
    assert values[:2] == [f"{roc_auc_score(y, table[c]):.4f}" for c in ("score_A", "score_B")]


def test_a_regression_upload_with_two_models_asks_which_and_opens_both():
    table = diabetes_pair_table()
    at = upload(open_app("app_pages/regression.py"), "two.csv", csv_bytes(table), "regression")
    assert next(s for s in at.sidebar.selectbox
                if s.key.startswith("regression_pred_col_")).value is None
    at = _open_comparison(at, "regression")
    rows = {row[0]: row[1:] for row in at.table[0].value.itertuples(index=False)}
    rmse = [root_mean_squared_error(table["y_true"], table[c]) for c in ("pred_ridge", "pred_tree")]
    assert [float(v) for v in rows["Root mean squared error (RMSE)"][:2]] == pytest.approx(
        rmse, rel=1e-3)


def test_a_ranking_upload_with_two_scorers_opens_the_ranking_view():
    table = synthetic_pair_table().rename(columns={"score_A": "bm25", "score_B": "dense"})
    at = upload(open_app("app_pages/ranking.py"), "runs.csv", csv_bytes(table), "ranking")
    assert _offer(at, "ranking").label == "Compare bm25 and dense"
    at = _open_comparison(at, "ranking")
    labels = [m.label for m in at.metric]
    assert "Mean NDCG@10 · bm25" in labels and "Mean NDCG@10 · dense" in labels


def test_a_one_model_upload_offers_nothing_and_markdown_names_stay_literal():
    one = pd.DataFrame({"y_true": [0, 1, 0, 1], "y_score": [0.1, 0.9, 0.4, 0.6]})
    at = upload(open_app("app_pages/roc_pr.py"), "one.csv", csv_bytes(one))
    assert _offer(at, "classification") is None
    two = pd.DataFrame({"label": [0, 1, 0, 1], "**m**_A": [0.1, 0.9, 0.4, 0.6],
                        "**m**_B": [0.3, 0.2, 0.8, 0.7]})
    at = upload(at, "md.csv", csv_bytes(two))
    assert _offer(at, "classification").label == "Compare \\*\\*m\\*\\*\\_A and \\*\\*m\\*\\*\\_B"

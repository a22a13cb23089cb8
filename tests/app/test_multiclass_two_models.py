"""AppTest: a file of two models' predicted labels on a three-class problem (wine: ``y_true,
pred_logreg, pred_tree``) is multiclass on the single-model pages too: they ask which prediction
column to evaluate, in both languages, and then show that model's matrix and per-class measures
as scikit-learn computes them. No message suggests an action that would drop every row."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.datasets import load_wine
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import precision_recall_fscore_support
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.tree import DecisionTreeClassifier

from dashboard.i18n import translate
from evalcore.multiclass.load import label_valued_columns
from tests.app.helpers import csv_bytes, input_errors, open_app, upload


def wine_file() -> pd.DataFrame:
    X, y = load_wine(return_X_y=True)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.4, random_state=0,
                                                        stratify=y)
    logreg = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
    tree = DecisionTreeClassifier(max_depth=2, random_state=0)
    return pd.DataFrame({"y_true": y_test,
                         "pred_logreg": logreg.fit(X_train, y_train).predict(X_test),
                         "pred_tree": tree.fit(X_train, y_train).predict(X_test)})


WINE = wine_file()


def _pred_key(at) -> str:
    return next(s.key for s in at.sidebar.selectbox if "multiclass_pred_col" in (s.key or ""))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_confusion_asks_which_prediction_column_then_shows_it(lang):
    at = upload(open_app(lang=lang), "wine.csv", csv_bytes(WINE))
    task = next(r for r in at.sidebar.radio if (r.key or "").startswith("task_"))
    assert task.value == "multiclass"
    errors = input_errors(at)
    assert errors == [translate("multiclass_choose_prediction", lang, count=2,
                                columns="pred_logreg, pred_tree")]
    assert translate("drop_invalid", lang) not in errors[0]
    assert at.sidebar.selectbox(key=_pred_key(at)).value is None  # not chosen for the user
    at.sidebar.selectbox(key=_pred_key(at)).set_value("pred_tree").run()
    assert not at.main.error
    assert at.title[0].value == translate("multiclass_confusion_title", lang)
    precision, recall, _, support = precision_recall_fscore_support(WINE["y_true"],
                                                                    WINE["pred_tree"])
    table = at.dataframe[0].value
    assert table.iloc[:, 1].tolist() == [f"{p:.4f}" for p in precision]
    assert table.iloc[:, 2].tolist() == [f"{r:.4f}" for r in recall]
    assert [int(v) for v in table.iloc[:, -2]] == support.tolist()


def test_the_roc_page_asks_too():
    at = upload(open_app("app_pages/roc_pr.py"), "wine.csv", csv_bytes(WINE))
    assert input_errors(at) == [translate("multiclass_choose_prediction", "en", count=2,
                                          columns="pred_logreg, pred_tree")]


def test_label_valued_columns_are_the_prediction_columns():
    table = WINE.assign(score=np.linspace(0, 1, len(WINE)), region=np.arange(len(WINE)) % 4)
    labels = ("0", "1", "2")
    assert label_valued_columns(table, labels, exclude=("y_true",)) == ["pred_logreg",
                                                                        "pred_tree"]


def test_a_score_column_without_one_number_does_not_suggest_dropping_every_row():
    table = pd.DataFrame({"y_true": [0, 1] * 10, "score": ["high", "low"] * 10})
    at = upload(open_app(), "text.csv", csv_bytes(table))
    errors = input_errors(at)
    assert errors and "score" in errors[0]
    assert translate("drop_invalid", "en") not in errors[0]

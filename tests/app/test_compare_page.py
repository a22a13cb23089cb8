"""AppTest: the Comparison page opens each built-in example on its detected task, in both
languages, and the task can be switched."""

from __future__ import annotations

import hashlib
import io

import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from dashboard.i18n import CATALOG
from evalcore.examples import examples_for
from tests.app.helpers import open_app, plotly_figures

PAGE = "app_pages/comparison.py"
TASKS = {"compare_seed001": "binary", "compare_breast_cancer": "binary",
         "compare_diabetes": "regression", "compare_digits": "multiclass",
         "compare_ranking_synthetic": "ranking"}


def _task_radio(at, key: str):
    digest = hashlib.sha256(next(e for e in examples_for("compare") if e.key == key).build())
    return at.sidebar.radio(key=f"compare_task_{digest.hexdigest()[:16]}")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("key", sorted(TASKS))
def test_each_example_opens_on_its_task(key, lang):
    at = open_app(PAGE, lang=lang, example=key, family="compare")
    assert _task_radio(at, key).value == TASKS[key]
    assert not at.exception and not at.error
    assert at.title[0].value == CATALOG["page_comparison"][lang]


def test_wrong_task_says_what_is_wrong_and_switching_back_recovers():
    """The diabetes file read as binary has no two-class label: a message, not a traceback."""
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    _task_radio(at, "compare_diabetes").set_value("binary").run()
    assert not at.exception and at.main.error
    _task_radio(at, "compare_diabetes").set_value("regression").run()
    assert not at.exception and not at.error


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_textbook_example_names_learners_a_and_b_not_their_columns(lang):
    """The example's file has columns score_A and score_B: the page names learners A and B."""
    at = open_app(PAGE, lang=lang, example="compare_seed001", family="compare")
    roc = next(chart for chart in plotly_figures(at) if any(
        "AUC" in (trace.get("name") or "") for trace in chart["data"]))
    names = [trace["name"] for trace in roc["data"] if "AUC" in (trace.get("name") or "")]
    table = pd.read_csv(io.BytesIO(next(e for e in examples_for("compare")
                                        if e.key == "compare_seed001").build()))
    assert names == [CATALOG["compare_curve_auc"][lang].format(
        name=name, auc=f"{roc_auc_score(table['label'], table[column]):.4f}")
        for name, column in (("A", "score_A"), ("B", "score_B"))]
    texts = [m.label for m in at.metric] + [c.value for c in at.caption] + [
        m.value for m in at.markdown]
    assert not any("score_A" in text or "score_B" in text for text in texts)

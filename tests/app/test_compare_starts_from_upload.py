"""AppTest: the Comparison page starts from the file uploaded on another page, never silently
from the built-in example. Two score columns are compared at once; one is said, model B's file
(paired by id) completes it, and the positive class chosen on Confusion is kept. The example
appears only when nothing was uploaded, named as the example. AUCs are scikit-learn's."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from dashboard.i18n import translate
from evalcore.messages import CATALOG
from tests.app.helpers import (csv_bytes, input_errors, metric_values, open_app, upload,
                               upload_model_b)

PAGE = "app_pages/comparison.py"
RNG = np.random.default_rng(143)
N = 200
LABELS = RNG.choice(["churn", "stay"], N)
CHURN = LABELS == "churn"
SCORE = np.clip(CHURN * 0.35 + RNG.random(N) * 0.7, 0, 1).round(4)
OTHER = np.clip(CHURN * 0.15 + RNG.random(N) * 0.8, 0, 1).round(4)
ONE = pd.DataFrame({"id": np.arange(N), "y_true": LABELS, "y_score": SCORE})
TWO = pd.DataFrame({"y_true": LABELS, "score_A": SCORE, "score_B": OTHER})


def aucs(at) -> list[str]:
    return [value for label, value in metric_values(at).items() if label.startswith("AUC")]


def notices(at) -> list[str]:
    return [i.value for i in at.main.info]


def choose_score(at, column: str):
    """A two-model file's score column, which a single-model page asks for."""
    box = next(s for s in at.sidebar.selectbox if (s.key or "").startswith("score_col_"))
    box.set_value(column).run()
    assert not at.exception, at.exception
    return at


def choose_positive(at, label: str):
    box = next(s for s in at.sidebar.selectbox if (s.key or "").startswith("pos_label_"))
    box.set_value(label).run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_one_model_upload_is_said_and_model_b_completes_it(lang):
    at = upload(open_app(lang=lang), "one.csv", csv_bytes(ONE))
    at = choose_positive(at, "churn")
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    assert at.sidebar.radio(key="source_kind_compare").value == "upload"
    errors = input_errors(at)
    head = CATALOG["compare_one_model"][lang].split("{column}")[0]
    assert errors and errors[0].startswith(head) and "y_score" in errors[0]
    assert not aucs(at)  # not the example's
    assert not notices(at)  # neither the example's name nor "upload a file": the message says

    assert at.file_uploader(key="upload_compare_b") is not None  # model B's file is offered
    second = ONE.assign(y_score=OTHER).sample(frac=1, random_state=4)
    at = upload_model_b(at, "b.csv", csv_bytes(second))
    assert not at.main.error
    positive = next(s for s in at.sidebar.selectbox
                    if (s.key or "").startswith("compare_binary_pos_"))
    assert positive.value == "churn"  # kept from Confusion
    assert aucs(at)[:2] == [f"{roc_auc_score(CHURN, SCORE):.4f}",
                            f"{roc_auc_score(CHURN, OTHER):.4f}"]


def test_two_model_upload_is_compared_at_once():
    at = choose_score(upload(open_app(), "two.csv", csv_bytes(TWO)), "score_A")
    at = choose_positive(at, "churn")
    at.switch_page(PAGE).run()
    assert not at.exception and not at.main.error
    assert aucs(at)[:2] == [f"{roc_auc_score(CHURN, SCORE):.4f}",
                            f"{roc_auc_score(CHURN, OTHER):.4f}"]
    assert not notices(at)


def test_an_upload_after_the_example_replaces_it():
    at = open_app(PAGE)
    example = aucs(at)
    assert example  # the example, nothing uploaded yet
    at.switch_page("app_pages/confusion.py").run()
    at = choose_positive(choose_score(upload(at, "two.csv", csv_bytes(TWO)), "score_A"), "churn")
    at.switch_page(PAGE).run()
    assert not notices(at)  # no longer the example
    assert aucs(at)[:2] == [f"{roc_auc_score(CHURN, SCORE):.4f}",
                            f"{roc_auc_score(CHURN, OTHER):.4f}"] != example[:2]
    # the user's own choice on Comparison stays until another page's next upload
    at.sidebar.radio(key="source_kind_compare").set_value("example").run()
    assert aucs(at) == example
    at.switch_page("app_pages/confusion.py").run()
    at.switch_page(PAGE).run()
    assert aucs(at) == example


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_example_is_named_when_nothing_was_uploaded(lang):
    at = open_app(PAGE, lang=lang)
    key = at.sidebar.selectbox(key="example_compare").value
    title = translate(f"example_{key}", lang)
    assert [n.replace("\\", "") for n in notices(at)] == [
        translate("compare_showing_example", lang, title=title)]
    assert aucs(at)

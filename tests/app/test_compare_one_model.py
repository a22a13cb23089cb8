"""AppTest: a file holding one model (beside an id or feature columns) is not compared with its id
or a feature; the page says one model was found, in both languages, and model B's file completes
the comparison."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from evalcore.messages import CATALOG
from tests.app.helpers import (csv_bytes, input_errors, metric_values, open_app, upload,
                               upload_model_b)

PAGE = "app_pages/comparison.py"
RNG = np.random.default_rng(32)
N = 200
TRUTH = RNG.integers(0, 2, N)
SCORE = np.clip(TRUTH * 0.4 + RNG.random(N) * 0.7, 0, 1).round(4)
OTHER = np.clip(TRUTH * 0.2 + RNG.random(N) * 0.8, 0, 1).round(4)
ID_FILE = pd.DataFrame({"id": np.arange(N), "y_true": TRUTH, "y_score": SCORE})
CREDIT_FILE = pd.DataFrame({"amount": RNG.integers(100, 5000, N), "age": RNG.integers(18, 70, N),
                            "y_true": TRUTH, "score": SCORE})


def _head(lang: str) -> str:
    """The fixed start of the one-model message."""
    return CATALOG["compare_one_model"][lang].split("{column}")[0]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("table, single", [(ID_FILE, "y_score"), (CREDIT_FILE, "score")],
                         ids=["id", "credit"])
def test_one_model_is_said_and_no_column_is_compared_with_it(table, single, lang):
    at = upload(open_app(PAGE, lang=lang), "one.csv", csv_bytes(table), "compare")
    errors = input_errors(at)
    assert errors and errors[0].startswith(_head(lang)) and single in errors[0]
    compared = {_model(label) for label in metric_values(at)}
    assert not compared & set(table.columns), compared
    models = [at.sidebar.selectbox(key=k).value for k in _model_keys(at)]
    assert models == [None, None]
    assert at.file_uploader(key="upload_compare_b") is not None  # the second file is offered


def _model(label: str) -> str:
    """The model a metric's label names ("AUC · y\\_score" → "y_score")."""
    return label.split("·")[-1].strip().replace("\\", "")


def _model_keys(at) -> list[str]:
    return [s.key for s in at.sidebar.selectbox if "_model" in (s.key or "")]


def test_the_second_file_completes_the_comparison():
    """Model B's file (paired by id) gives both AUCs, as scikit-learn computes them."""
    at = upload(open_app(PAGE), "a.csv", csv_bytes(ID_FILE), "compare")
    second = ID_FILE.assign(y_score=OTHER).sample(frac=1, random_state=1)
    at = upload_model_b(at, "b.csv", csv_bytes(second))
    assert not at.main.error
    values = metric_values(at)
    assert list(values.values())[:2] == [f"{roc_auc_score(TRUTH, SCORE):.4f}",
                                         f"{roc_auc_score(TRUTH, OTHER):.4f}"]
    assert "id" not in {_model(label) for label in values}

"""AppTest: the pages detect columns by the command line's rule. Names people use are
recognised; where two columns could be the model's scores (two named like scores, or two models'
``score_A`` and ``score_B``) the page does not take the first: its score choice starts empty and the page says why."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, input_errors, metric_values, open_app, upload

RNG = np.random.default_rng(0)
Y = RNG.integers(0, 2, 300)
A = (Y + RNG.normal(0, 0.8, Y.size)).round(4)
B = (Y + RNG.normal(0, 1.5, Y.size)).round(4)


def _score_box(at):
    return next(s for s in at.sidebar.selectbox if s.key.startswith("score_col_"))


def test_y_test_and_y_pred_proba_are_recognised():
    frame = pd.DataFrame({"y_test": Y, "y_pred_proba": A})
    at = upload(open_app("app_pages/roc_pr.py"), "names.csv", csv_bytes(frame))
    assert not at.exception and not at.main.error
    assert _score_box(at).value == "y_pred_proba"
    assert next(s for s in at.sidebar.selectbox if s.key.startswith("label_col_")).value == "y_test"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("columns", [("proba", "y_prob"), ("score_A", "score_B")])
def test_two_score_columns_ask_which_in_the_sidebar(lang, columns):
    frame = pd.DataFrame({"label": Y, columns[0]: A, columns[1]: B})
    at = upload(open_app("app_pages/roc_pr.py", lang=lang), "two.csv", csv_bytes(frame))
    assert not at.exception
    assert _score_box(at).value is None  # not the first: a choice
    why = {"en": "More than one column could be", "zh": "有多列都可能是"}[lang]
    said = input_errors(at)  # at the top of the page, where the loader's messages go
    assert len(said) == 1 and said[0].startswith(why) and ", ".join(columns) in said[0]
    assert translate("score_column", lang) in said[0]  # named by the widget, not by a flag
    _score_box(at).set_value(columns[1]).run()
    assert not at.exception and not at.main.error
    auc = next(v for k, v in metric_values(at).items() if k.startswith("AUC"))
    assert auc == f"{roc_auc_score(Y, B):.4f}"

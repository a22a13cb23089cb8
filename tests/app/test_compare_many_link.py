"""AppTest: the link of the Comparison page's k-model view holds every model (its column, its
edited name, its threshold) and the correction; reopened in a fresh session with the same upload it
restores the view, whose numbers are checked against scikit-learn and statsmodels. A link's bad
model or over-long name is said, and the rest of the link still applies."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from sklearn.metrics import accuracy_score, roc_auc_score
from statsmodels.stats.multitest import multipletests
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from evalcore.compare import delong_test
from tests.app.helpers import csv_bytes, open_app, upload
from tests.app.test_compare_many_page import MODELS, five_models
from tests.app.test_links import open_link

NAME = "five.csv"
TABLE = five_models()
DATA = csv_bytes(TABLE)
KEY = hashlib.sha256(DATA).hexdigest()[:16]


def _five_chosen() -> AppTest:
    """A session that uploaded the five models' file and compares all five."""
    at = upload(open_app("app_pages/comparison.py"), NAME, DATA, "compare")
    for model, column in zip("AB", MODELS[:2]):
        at.sidebar.selectbox(key=f"compare_model_{model}_binary_{KEY}").set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_{KEY}").set_value(MODELS[2:]).run()
    assert not at.exception, at.exception
    return at


def _widget(elements, prefix: str):
    return next(e for e in elements if (e.key or "").startswith(prefix))


def _reopened(params: dict[str, str]) -> AppTest:
    """A fresh session opening the link, then uploading the file it names."""
    at = open_link({"page": "comparison", **params})
    assert [w.value.replace("\\", "") for w in at.warning] == [
        translate("link_upload_missing", "en", name=NAME)]
    return _upload_again(at)


def _upload_again(at: AppTest) -> AppTest:
    at.sidebar.radio(key="source_kind_compare").set_value("upload").run()
    at.file_uploader(key="upload_compare").set_value((NAME, DATA, "text/csv")).run()
    assert not at.exception, at.exception
    return at


def _measures(at: AppTest):
    return at.dataframe[0].value


def test_the_link_restores_every_model_its_name_threshold_and_the_correction():
    at = _five_chosen()
    _widget(at.text_input, "many_name_C_").set_value("Forest «3»").run()
    _widget(at.radio, "many_correction_").set_value("bonferroni").run()
    _widget(at.number_input, "many_threshold_D_").set_value(0.3).run()
    params = dict(at.query_params)
    assert {k: params[k] for k in ("model_A", "model_B", "model_C", "model_D", "model_E")} \
        == dict(zip(("model_A", "model_B", "model_C", "model_D", "model_E"), MODELS))
    assert params["name_C"] == "Forest «3»" and "name_A" not in params  # unedited: no name
    assert params["correction"] == "bonferroni" and params["threshold_D"] == "0.3"
    assert params["thresholds"] == "own" and params["upload"] == NAME

    again = _reopened(params)
    assert not again.warning  # the file arrived: the notice went, every setting applied
    assert dict(again.query_params) == params
    names = [*MODELS[:2], "Forest «3»", *MODELS[3:]]
    measures = _measures(again)
    assert measures["Model"].tolist() == names
    y = TABLE["label"].to_numpy() == 1
    thresholds = [0.5, 0.5, 0.5, 0.3, 0.5]
    assert measures["AUC"].to_numpy() == pytest.approx(
        [roc_auc_score(y, TABLE[m]) for m in MODELS], rel=1e-12)
    assert measures["Accuracy"].to_numpy() == pytest.approx(
        [accuracy_score(y, TABLE[m] >= th) for m, th in zip(MODELS, thresholds)])
    assert _widget(again.radio, "many_correction_").value == "bonferroni"
    p = again.dataframe[1].value
    pairs = [(i, j) for i in range(5) for j in range(i + 1, 5)]
    raw = [delong_test(y, TABLE[MODELS[i]], TABLE[MODELS[j]]).p_value for i, j in pairs]
    for (i, j), value in zip(pairs, multipletests(raw, method="bonferroni")[1]):
        assert p.loc[names[i], names[j]] == (f"{value:.3g}" if value >= 1e-4 else f"{value:.2e}")


def test_the_link_restores_one_shared_threshold():
    at = _five_chosen()
    _widget(at.radio, "many_operating_").set_value("shared").run()
    _widget(at.number_input, "many_shared_threshold_").set_value(0.62).run()
    params = dict(at.query_params)
    assert params["thresholds"] == "shared" and params["threshold"] == "0.62"
    assert not any(k.startswith("threshold_") for k in params)  # no model's own threshold

    again = _reopened(params)
    assert dict(again.query_params) == params
    assert _widget(again.number_input, "many_shared_threshold_").value == 0.62
    y = TABLE["label"].to_numpy() == 1
    assert _measures(again)["Accuracy"].to_numpy() == pytest.approx(
        [accuracy_score(y, TABLE[m] >= 0.62) for m in MODELS])


def test_a_bad_model_and_a_long_name_are_said_and_the_rest_applies():
    at = open_link({"page": "comparison", "upload": NAME, "model_A": MODELS[0],
                    "model_B": MODELS[1], "model_C": "no_such_column", "model_D": MODELS[4],
                    "name_A": "x" * 61, "correction": "bonferroni"})
    at = _upload_again(at)
    warnings = [w.value.replace("\\", "") for w in at.warning]
    assert translate("link_bad_choice", "en", name="model_C", value="no_such_column",
                     choices=", ".join(MODELS[2:])) in warnings  # the columns left to choose
    assert translate("link_text_too_long", "en", name="name_A", length="61",
                     most="60") in warnings
    assert _measures(at)["Model"].tolist() == [MODELS[0], MODELS[1], MODELS[4]]
    assert _widget(at.radio, "many_correction_").value == "bonferroni"

"""AppTest: the links of the multiclass and ranking k-model views hold every model's column, the
edited names, the correction and each view's settings (multiclass: the bootstrap's resamples;
ranking: the metric, k, the randomization's resamples and seed). Reopened in a fresh session with
the same upload they restore the view, whose numbers are checked against scikit-learn."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from sklearn.metrics import accuracy_score, f1_score, ndcg_score

from dashboard.i18n import translate
from tests.app import test_compare_many_multiclass_page as mc
from tests.app import test_compare_many_ranking_page as rk
from tests.app.helpers import csv_bytes, open_app, upload
from tests.app.test_links import open_link

NAME = "four.csv"


def _widget(elements, prefix: str):
    return next(e for e in elements if (e.key or "").startswith(prefix))


def _chosen(task: str, table, models) -> tuple:
    """A session that uploaded ``table`` and compares its four ``models`` as ``task``."""
    data = csv_bytes(table)
    key = hashlib.sha256(data).hexdigest()[:16]
    at = upload(open_app("app_pages/comparison.py"), NAME, data, "compare")
    at.sidebar.radio(key=f"compare_task_{key}").set_value(task).run()
    for model, column in zip("AB", models[:2]):
        at.sidebar.selectbox(key=f"compare_model_{model}_{task}_{key}").set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_{task}_{key}").set_value(list(models[2:])).run()
    assert not at.exception, at.exception
    return at, data


def _reopened(params: dict[str, str], data: bytes):
    """A fresh session opening the link, then uploading the file it names."""
    at = open_link({"page": "comparison", **params})
    assert [w.value.replace("\\", "") for w in at.warning] == [
        translate("link_upload_missing", "en", name=NAME)]
    at.sidebar.radio(key="source_kind_compare").set_value("upload").run()
    at.file_uploader(key="upload_compare").set_value((NAME, data, "text/csv")).run()
    assert not at.exception, at.exception
    assert not at.warning  # the file arrived: the notice went, every setting applied
    return at


def _models_in(params: dict[str, str], models) -> None:
    assert {f"model_{m}": params.get(f"model_{m}") for m in "ABCD"} == dict(
        zip((f"model_{m}" for m in "ABCD"), models))


def test_the_multiclass_link_restores_models_names_correction_and_bootstrap():
    table = mc.four_models()
    at, data = _chosen("multiclass", table, mc.MODELS)
    _widget(at.text_input, "many_name_C_").set_value("Forest «3»").run()
    _widget(at.radio, "many_correction_").set_value("bonferroni").run()
    _widget(at.number_input, "many_mc_resamples_").set_value(200).run()
    _widget(at.radio, "many_p_measure_").set_value("macro_f1_mean").run()
    assert not at.exception, at.exception
    params = dict(at.query_params)
    _models_in(params, mc.MODELS)
    assert params["task"] == "multiclass" and params["name_C"] == "Forest «3»"
    assert "name_A" not in params  # unedited: no name
    assert (params["correction"], params["resamples"]) == ("bonferroni", "200")
    matrix = at.dataframe[1].value

    again = _reopened(params, data)
    assert dict(again.query_params) == params
    names = [*mc.MODELS[:2], "Forest «3»", mc.MODELS[3]]
    measures = again.dataframe[0].value
    assert measures["Model"].tolist() == names
    assert measures["Accuracy"].to_numpy() == pytest.approx(
        [accuracy_score(table["label"], table[m]) for m in mc.MODELS], rel=1e-12)
    assert measures[translate("multiclass_metric_macro_f1_mean", "en")].to_numpy() == pytest.approx(
        [f1_score(table["label"], table[m], average="macro") for m in mc.MODELS], rel=1e-12)
    assert _widget(again.number_input, "many_mc_resamples_").value == 200
    _widget(again.radio, "many_p_measure_").set_value("macro_f1_mean").run()
    assert again.dataframe[1].value.equals(matrix)  # the same 200 resamples, Bonferroni


def test_the_ranking_link_restores_models_metric_k_and_randomization():
    table = rk.rankers()
    at, data = _chosen("ranking", table, rk.MODELS)
    _widget(at.radio, "compare_ranking_gain_").set_value("linear").run()  # scikit-learn's gain
    _widget(at.number_input, "compare_ranking_k_").set_value(rk.K).run()
    _widget(at.radio, "compare_ranking_metric_").set_value("precision").run()
    _widget(at.number_input, "compare_ranking_resamples_").set_value(500).run()
    _widget(at.number_input, "compare_ranking_seed_").set_value(7).run()
    _widget(at.text_input, "many_name_D_").set_value("Rerank <b>").run()
    _widget(at.radio, "many_correction_").set_value("bonferroni").run()
    assert not at.exception, at.exception
    params = dict(at.query_params)
    _models_in(params, rk.MODELS)
    assert params["task"] == "ranking" and params["name_D"] == "Rerank <b>"
    assert (params["metric"], params["k"], params["gain"], params["resamples"], params["seed"],
            params["correction"]) == ("precision", str(rk.K), "linear", "500", "7", "bonferroni")
    matrices = []
    for measure in ("precision", "precision_randomization"):
        _widget(at.radio, "many_p_measure_").set_value(measure).run()
        matrices.append(at.dataframe[1].value)

    again = _reopened(params, data)
    assert dict(again.query_params) == params
    names = [*rk.MODELS[:3], "Rerank <b>"]
    measures = again.dataframe[0].value
    assert measures["Model"].tolist() == names
    ndcg = [np.mean([ndcg_score([g["relevance"]], [g[m]], k=rk.K)
                     for _, g in table.groupby("query_id", sort=False)]) for m in rk.MODELS]
    assert measures[f"NDCG@{rk.K}"].to_numpy() == pytest.approx(ndcg, rel=1e-12)
    assert _widget(again.radio, "compare_ranking_metric_").value == "precision"
    assert _widget(again.number_input, "compare_ranking_seed_").value == 7
    for measure, matrix in zip(("precision", "precision_randomization"), matrices):
        _widget(again.radio, "many_p_measure_").set_value(measure).run()
        assert again.dataframe[1].value.equals(matrix)


def test_a_bad_bootstrap_resamples_and_model_are_said_and_the_rest_applies():
    table = mc.four_models()
    data = csv_bytes(table)
    at = open_link({"page": "comparison", "upload": NAME, "task": "multiclass",
                    "model_A": mc.MODELS[0], "model_B": mc.MODELS[1], "model_C": "no_such",
                    "model_D": mc.MODELS[3], "resamples": "maybe", "correction": "bonferroni"})
    at.sidebar.radio(key="source_kind_compare").set_value("upload").run()
    at.file_uploader(key="upload_compare").set_value((NAME, data, "text/csv")).run()
    assert not at.exception, at.exception
    warnings = [w.value.replace("\\", "") for w in at.warning]
    assert translate("link_bad_choice", "en", name="model_C", value="no_such",
                     choices=", ".join(mc.MODELS[2:])) in warnings
    assert translate("link_bad_number_between", "en", name="resamples", value="maybe", low="0",
                     high="100000", whole=translate("link_whole", "en")) in warnings
    assert at.dataframe[0].value["Model"].tolist() == [mc.MODELS[0], mc.MODELS[1], mc.MODELS[3]]
    assert _widget(at.number_input, "many_mc_resamples_").value == 1000  # the default
    assert _widget(at.radio, "many_correction_").value == "bonferroni"

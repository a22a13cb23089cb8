"""AppTest: the Comparison page with four regressors of one file: the table against
scikit-learn, the Wilcoxon p-value matrix against SciPy and statsmodels' Holm, the overlaid REC
curves against numpy, the Friedman test against SciPy; the RMSE bootstrap joins the matrix and
the report's "Reproduce with" line prints its JSON; the link reopens the view."""

from __future__ import annotations

import hashlib

import numpy as np
import pandas as pd
import pytest
from scipy.stats import bootstrap, friedmanchisquare, wilcoxon
from sklearn.metrics import mean_absolute_error, mean_squared_error, r2_score
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import translate
from evalcore.view.formatting import format_interval, format_p_value
from tests.app.helpers import csv_bytes, open_app, plotly_array, plotly_figures, upload
from tests.app.test_links import open_link
from tests.app.test_report_of_every_page import _check
from tests.report.html_parts import figure_named, tables

PAGE = "app_pages/comparison.py"
MODELS = ["pred_ridge", "pred_tree", "pred_knn", "pred_lasso"]
NAME = "four.csv"


def four_models(n=300, seed=3) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.normal(50, 10, n).round(3)
    table = pd.DataFrame({"y_true": y, "fold": np.arange(n) % 5})
    for i, name in enumerate(MODELS):
        table[name] = (y + rng.normal(0, 2 + 1.5 * i, n)).round(3)
    return table


TABLE = four_models()
DATA = csv_bytes(TABLE)
KEY = hashlib.sha256(DATA).hexdigest()[:16]


def _four(at=None):
    at = upload(at or open_app(PAGE), NAME, DATA, "compare")
    for model, column in zip("AB", MODELS[:2]):
        at.sidebar.selectbox(key=f"compare_model_{model}_regression_{KEY}").set_value(column).run()
    at.sidebar.multiselect(key=f"many_more_regression_{KEY}").set_value(MODELS[2:]).run()
    assert not at.exception, at.exception
    return at


def _errors(m: str) -> np.ndarray:
    return np.abs(TABLE["y_true"].to_numpy() - TABLE[m].to_numpy())


def test_four_regressors_table_matrix_rec_and_friedman():
    at = _four()
    assert translate("many_header", "en", count=4) in [s.value for s in at.subheader]
    y = TABLE["y_true"]
    measures = at.dataframe[0].value
    assert measures["Model"].tolist() == MODELS
    for key, reference in (("mae", mean_absolute_error), ("r2", r2_score)):
        assert measures[translate(f"regression_metric_{key}", "en")].to_numpy() == pytest.approx(
            [reference(y, TABLE[m]) for m in MODELS], rel=1e-9)
    rmse = translate("regression_metric_rmse", "en")
    assert measures[rmse].to_numpy() == pytest.approx(
        [np.sqrt(mean_squared_error(y, TABLE[m])) for m in MODELS], rel=1e-9)

    p = at.dataframe[1].value
    pairs = [(i, j) for i in range(4) for j in range(i + 1, 4)]
    raw = [wilcoxon(_errors(MODELS[i]) - _errors(MODELS[j])).pvalue for i, j in pairs]
    for (i, j), value in zip(pairs, multipletests(raw, method="holm")[1]):
        assert p.loc[MODELS[i], MODELS[j]] == format_p_value(value)

    tolerance = at.slider(key=next(s.key for s in at.slider
                                   if s.key.startswith("compare_regression_tolerance_"))).value
    rec = plotly_figures(at)[0]
    points = [trace for trace in rec["data"] if trace.get("mode") == "markers"]
    assert [plotly_array(tr["y"])[0] for tr in points] == pytest.approx(
        [np.mean(_errors(m) <= tolerance) for m in MODELS])
    assert all(plotly_array(tr["y"])[-1] == 1 for tr in rec["data"] if tr.get("mode") == "lines")

    per_fold = [[np.sqrt(mean_squared_error(y[TABLE["fold"] == f], TABLE[m][TABLE["fold"] == f]))
                 for m in MODELS] for f in range(5)]
    statistic = friedmanchisquare(*np.array(per_fold).T).statistic
    assert f"{statistic:.4f}" in " ".join(m.value for m in at.markdown)


def test_the_bootstrap_joins_the_matrix_and_the_report_reproduces(monkeypatch, tmp_path, capsys):
    at = _four()
    at.number_input(key=next(n.key for n in at.number_input
                             if n.key.startswith("many_resamples_"))).set_value(200).run()
    next(r for r in at.radio if r.key.startswith("many_p_measure_")).set_value("rmse").run()
    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert result["models"] == MODELS and result["fold_col"] == "fold"
    boot = [t for t in result["pairwise"] if t["measure"] == "rmse"]
    assert len(boot) == 6 and {t["method"] for t in boot} == {"bootstrap"}
    adjusted = multipletests([t["p_value"] for t in boot], method="holm")[1]
    assert [t["p_adjusted"] for t in boot] == pytest.approx(adjusted)
    p = at.dataframe[1].value
    for test, value in zip(boot, adjusted):
        assert p.loc[test["a"], test["b"]] == format_p_value(value)
    assert [result["measures"][m]["mae"] for m in MODELS] == pytest.approx(
        [mean_absolute_error(TABLE["y_true"], TABLE[m]) for m in MODELS])
    html = at.session_state["report_request"].html()  # the report: the table, the REC curves
    shown = dict(tables(html))
    assert shown[translate("many_table_header", "en")][
        translate("regression_metric_mae", "en")].tolist() == [
        f"{mean_absolute_error(TABLE['y_true'], TABLE[m]):.4f}" for m in MODELS]
    assert len([tr for tr in figure_named(html, "many_rec")["data"]
                if tr.get("mode") == "lines"]) == 4
    mae_ci = translate("many_col_ci", "en", measure=translate("regression_metric_mae", "en"))
    expected = []
    for m in MODELS:
        errors = _errors(m)
        ci = bootstrap((np.arange(len(errors)),), lambda i: errors[i].mean(), vectorized=False,
                       method="percentile", n_resamples=200,
                       rng=np.random.default_rng(0)).confidence_interval
        expected.append(format_interval((ci.low, ci.high)))
    assert at.dataframe[0].value[mae_ci].tolist() == expected  # the page
    assert shown[translate("many_table_header", "en")][mae_ci].tolist() == expected  # the report
    assert [format_interval(result["measures"][m]["mae_ci"]) for m in MODELS] == expected


def test_the_link_reopens_the_four_regressors():
    at = _four()
    next(b for b in at.text_input if b.key.startswith("many_name_D_")).set_value("Lasso").run()
    at.number_input(key=next(n.key for n in at.number_input
                             if n.key.startswith("many_resamples_"))).set_value(100).run()
    params = dict(at.query_params)
    assert params["model_C"] == MODELS[2] and params["model_D"] == MODELS[3]
    assert params["name_D"] == "Lasso" and "eps" in params and params["resamples"] == "100"
    again = open_link({"page": "comparison", **params})
    again.sidebar.radio(key="source_kind_compare").set_value("upload").run()
    again.file_uploader(key="upload_compare").set_value((NAME, DATA, "text/csv")).run()
    assert not again.exception and not again.warning
    assert dict(again.query_params) == params
    assert again.dataframe[0].value["Model"].tolist() == [*MODELS[:3], "Lasso"]
    # the bootstrap ran
    next(r for r in again.radio if r.key.startswith("many_p_measure_")).set_value("rmse").run()
    assert again.dataframe[1].value.loc[MODELS[0], MODELS[1]] != "—"

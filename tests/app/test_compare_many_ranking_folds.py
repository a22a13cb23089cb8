"""AppTest: four rankers of a file with a fold column (whole queries per fold): the Friedman test
on each fold's mean NDCG@k against SciPy's ``friedmanchisquare`` (per-query NDCG by
scikit-learn), Nemenyi's critical difference against SciPy's ``studentized_range``, the
critical-difference diagram, on the page, in its report (whose command prints the same JSON)
and after the link is reopened; a query whose rows lie in two folds is said at the top in the
user's language and the two rankers' page stays."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from scipy.stats import friedmanchisquare, studentized_range
from sklearn.metrics import ndcg_score

from dashboard.i18n import translate
from evalcore.view.formatting import format_value
from tests.app import test_compare_many_ranking_page as rk
from tests.app.helpers import csv_bytes, open_app, plotly_figures, upload
from tests.app.test_compare_many_tasks_link import _reopened
from tests.app.test_report_of_every_page import _check
from tests.report.html_parts import figure_named

FOLDS = 3


def _table():
    table = rk.rankers()
    table["fold"] = table["query_id"].str[1:].astype(int) % FOLDS
    return table


def _open(table, lang="en"):
    data = csv_bytes(table)
    key = hashlib.sha256(data).hexdigest()[:16]
    at = upload(open_app(rk.PAGE, lang=lang), "four.csv", data, "compare")
    at.sidebar.radio(key=f"compare_task_{key}").set_value("ranking").run()
    for i, column in enumerate(rk.MODELS[:2]):
        at.sidebar.selectbox(key=f"compare_model_{'AB'[i]}_ranking_{key}").set_value(column).run()
    return at, data, key


def _expected(table):
    """Friedman's statistic on each fold's mean NDCG@K (SciPy, scikit-learn) and Nemenyi's CD."""
    per_fold = [[np.mean([ndcg_score([g["relevance"]], [g[m]], k=rk.K)
                          for _, g in table[table["fold"] == f].groupby("query_id")])
                 for m in rk.MODELS] for f in range(FOLDS)]
    statistic = friedmanchisquare(*np.array(per_fold).T).statistic
    q = studentized_range.ppf(0.95, 4, np.inf) / np.sqrt(2)
    return statistic, q * np.sqrt(4 * 5 / (6 * FOLDS))


def test_friedman_and_nemenyi_on_the_page_in_the_report_and_after_the_link(
        monkeypatch, tmp_path, capsys):
    table = _table()
    at, data, key = _open(table)
    at.sidebar.multiselect(key=f"many_more_ranking_{key}").set_value(rk.MODELS[2:]).run()
    rk._widget(at.radio, "compare_ranking_gain_").set_value("linear").run()
    rk._widget(at.number_input, "compare_ranking_k_").set_value(rk.K).run()
    assert not at.exception, at.exception
    statistic, cd = _expected(table)
    text = " ".join(m.value for m in at.markdown)
    assert f"τ_χ² = {statistic:.4f}" in text and translate(
        "compare_ranking_metric_ndcg", "en", k=rk.K) in text
    assert f"CD = {format_value(cd)}" in text
    assert len(plotly_figures(at)) == 2  # the curves against k, the critical-difference diagram

    request = at.session_state["report_request"]
    result = _check(request, "compare", "en", monkeypatch, tmp_path, capsys)
    assert result["fold_col"] == "fold" and result["friedman"]["measure"] == "ndcg"
    assert result["friedman"]["statistic"] == pytest.approx(statistic, rel=1e-12)
    assert result["nemenyi"]["cd"] == pytest.approx(cd, rel=1e-9)
    assert figure_named(request.html(), "many_cd")["data"]

    again = _reopened(dict(at.query_params), data)
    assert f"τ_χ² = {statistic:.4f}" in " ".join(m.value for m in again.markdown)


def test_a_query_in_two_folds_is_said_and_the_two_rankers_stay():
    table = _table()
    table.loc[1, "fold"] = (table.loc[0, "fold"] + 1) % FOLDS  # q0's second document
    at, _, key = _open(table, lang="zh")
    headers = [s.value for s in at.subheader]
    at.sidebar.multiselect(key=f"many_more_ranking_{key}").set_value(rk.MODELS[2:]).run()
    assert not at.exception, at.exception
    assert any("q0" in e.value and "fold" in e.value and "折" in e.value for e in at.error)
    assert [s.value for s in at.subheader] == headers

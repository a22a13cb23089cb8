"""AppTest: the Comparison page's report of five models holds every model: the measures table
(AUC against scikit-learn), the overlaid curves, each test's matrix of corrected p-values (against
the two-model tests adjusted by statsmodels' ``multipletests``), the Friedman test (against SciPy)
and the critical-difference diagram; it is built from the page's value without reading the file
again, and its "Reproduce with" line prints its JSON."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import friedmanchisquare
from sklearn.metrics import roc_auc_score
from statsmodels.stats.multitest import multipletests

from dashboard.i18n import translate
from evalcore.compare import delong_test
from evalcore.compare.mcnemar import mcnemar_test
from tests.app.test_compare_many_page import MODELS, _five
from tests.app.test_report_of_every_page import _check
from tests.report.html_parts import figure_named, tables


def _p_text(value: float) -> str:
    return f"{value:.3g}" if value >= 1e-4 else f"{value:.2e}"


@pytest.mark.parametrize("lang,correction", [("en", "holm"), ("zh", "bonferroni")])
def test_the_report_holds_every_model(monkeypatch, tmp_path, capsys, lang, correction):
    at, table = _five(lang)
    next(b for b in at.text_input if b.key.startswith("many_name_B_")).set_value("Tree <i>").run()
    next(r for r in at.radio if r.key.startswith("many_correction_")).set_value(correction).run()
    next(n for n in at.number_input if n.key.startswith("many_threshold_C_")).set_value(0.4).run()
    request = at.session_state["report_request"]
    result = _check(request, "compare", lang, monkeypatch, tmp_path, capsys)
    assert result["models"] == MODELS and result["correction"] == correction
    html = request.html()
    shown = dict((heading, frame) for heading, frame in tables(html))
    names = [MODELS[0], "Tree <i>", *MODELS[2:]]
    y = table["label"].to_numpy() == 1
    tr = lambda key, **params: translate(key, lang, **params)  # noqa: E731

    measures = shown[tr("many_table_header")]
    assert measures[tr("many_col_model")].tolist() == names
    assert measures[tr("many_col_source")].tolist() == MODELS  # the renamed model's column
    assert measures[tr("many_col_auc")].tolist() == [
        f"{roc_auc_score(y, table[m]):.4f}" for m in MODELS]
    assert measures[tr("many_col_threshold")].tolist() == [
        "0.5000", "0.5000", "0.4000", "0.5000", "0.5000"]

    pairs = [(i, j) for i in range(5) for j in range(i + 1, 5)]
    thresholds = [0.5, 0.5, 0.4, 0.5, 0.5]
    raw = {"auc": [delong_test(y, table[MODELS[i]], table[MODELS[j]]).p_value
                   for i, j in pairs],
           "accuracy": [mcnemar_test(y, table[MODELS[i]].to_numpy() >= thresholds[i],
                                     table[MODELS[j]].to_numpy() >= thresholds[j]).p_value
                        for i, j in pairs]}
    for measure, p in raw.items():
        matrix = shown[tr("many_report_p_of", test=tr(f"many_p_{measure}"),
                          correction=tr(f"many_correction_{correction}"))]
        matrix = matrix.set_index(tr("many_col_model"))
        for (i, j), value in zip(pairs, multipletests(p, method=correction)[1]):
            assert matrix.loc[names[i], names[j]] == matrix.loc[names[j], names[i]] \
                == _p_text(value)
        assert all(matrix.loc[n, n] == "—" for n in names)

    per_fold = np.array([[roc_auc_score(y[table["fold"] == f], table[m][table["fold"] == f])
                          for m in MODELS] for f in range(5)])
    statistic = friedmanchisquare(*per_fold.T).statistic
    assert f"{statistic:.4f}" in html and result["friedman"]["statistic"] == pytest.approx(
        statistic)
    ranks = shown[tr("many_folds_header", column="fold")]
    assert ranks[tr("many_col_model")].tolist() == names

    roc = figure_named(html, "many_roc")
    legend = [trace["name"] for trace in roc["data"] if trace.get("legendgroup")
              and trace.get("showlegend", True)]
    assert len(legend) == 5 and "Tree &lt;i&gt;" in legend[1]  # a name is text, not markup
    for name in ("many_pr", "many_cost", "many_cd"):
        assert figure_named(html, name)["data"]

"""The multiclass analysis value against scikit-learn on the shipped digits probabilities: the
report at several β, the one-vs-rest AUCs, top-k accuracy, and the JSON the CLI prints."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pytest
from sklearn.metrics import accuracy_score, cohen_kappa_score, fbeta_score, roc_auc_score
from sklearn.metrics import top_k_accuracy_score

from evalcore.__main__ import main
from evalcore.analysis.multiclass import MulticlassAnalysis
from evalcore.examples.multiclass import digits_logreg_table
from evalcore.multiclass import multiclass_from_table


@pytest.fixture(scope="module")
def table():
    return digits_logreg_table()


@pytest.fixture(scope="module")
def analysis(table):
    return MulticlassAnalysis.of(multiclass_from_table(table))


def _arrays(table):
    scores = table[[f"score_{c}" for c in range(10)]].to_numpy()
    return table["y_true"].to_numpy(), scores, scores.argmax(axis=1)


@pytest.mark.parametrize("beta", [0.5, 1.0, 2.0])
def test_the_report_at_beta_matches_scikit_learn(table, analysis, beta):
    y, _, predicted = _arrays(table)
    report = analysis.at(beta)
    expected = fbeta_score(y, predicted, beta=beta, average=None, labels=list(range(10)))
    assert [m.f_beta.value for m in report.per_class] == pytest.approx(expected)
    assert report.accuracy.value == pytest.approx(accuracy_score(y, predicted))
    assert report.kappa.value == pytest.approx(cohen_kappa_score(y, predicted))
    assert analysis.at(beta) is report  # kept, not recomputed


def test_scores_match_scikit_learn(table, analysis):
    y, scores, _ = _arrays(table)
    assert analysis.scores.auc_macro.value == pytest.approx(
        roc_auc_score(y, scores, multi_class="ovr", average="macro"))
    assert analysis.scores.auc_weighted.value == pytest.approx(
        roc_auc_score(y, scores, multi_class="ovr", average="weighted"))
    assert analysis.scores.top_k[2] == pytest.approx(top_k_accuracy_score(y, scores, k=3))


def test_to_json_is_what_the_cli_prints(table, analysis, tmp_path):
    path = tmp_path / "digits.csv"
    table.to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["multiclass", str(path)]) == 0
    printed = json.loads(out.getvalue())
    assert printed == json.loads(json.dumps(analysis.to_json()))
    assert np.asarray(printed["confusion"]).sum() == len(table)

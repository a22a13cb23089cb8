"""The comparison values against scikit-learn, SciPy and hand counts on the shipped paired
examples (binary at several threshold pairs, multiclass, regression at a tolerance, ranking at k),
and their JSON against what ``python -m evalcore compare`` prints."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pytest
from scipy import stats
from sklearn.metrics import accuracy_score, confusion_matrix, f1_score, fbeta_score, roc_auc_score

from evalcore.__main__ import main
from evalcore.analysis.compare import (
    BinaryComparisonAnalysis,
    MulticlassComparisonAnalysis,
    RankingComparisonAnalysis,
    RegressionComparisonAnalysis,
)
from evalcore.compare import compare_from_table
from evalcore.compare.multiclass import multiclass_pair_from_table
from evalcore.compare.ranking import ranking_pair_from_table
from evalcore.compare.regression import regression_pair_from_table
from evalcore.examples.compare import breast_cancer_table
from evalcore.examples.compare_multiclass import digits_pair_table
from evalcore.examples.compare_ranking import synthetic_pair_table
from evalcore.examples.compare_regression import diabetes_pair_table


def _printed(table, tmp_path, *flags) -> dict:
    path = tmp_path / "pair.csv"
    table.to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["compare", str(path), *flags]) == 0
    return json.loads(out.getvalue())


def _same(printed: dict, value: dict) -> None:
    assert printed == json.loads(json.dumps(value))


@pytest.mark.parametrize("thresholds", [(0.5, 0.5), (0.3, 0.7), (0.0, 1.0)])
def test_binary_at_thresholds_matches_hand_counts(thresholds):
    table = breast_cancer_table()
    analysis = BinaryComparisonAnalysis.of(compare_from_table(table))
    y = table["y_true"].to_numpy() == 1
    a, b = table["score_logreg"].to_numpy(), table["score_tree"].to_numpy()
    at = analysis.at(thresholds)
    for confusion, scores, threshold in zip(at.confusions, (a, b), thresholds):
        tn, fp, fn, tp = confusion_matrix(y, scores >= threshold, labels=[False, True]).ravel()
        assert (confusion.tp, confusion.fp, confusion.tn, confusion.fn) == (tp, fp, tn, fn)
    right_a, right_b = (a >= thresholds[0]) == y, (b >= thresholds[1]) == y
    table_2x2 = [[np.sum(right_a & right_b), np.sum(right_a & ~right_b)],
                 [np.sum(~right_a & right_b), np.sum(~right_a & ~right_b)]]
    assert np.array_equal(at.mcnemar.table, table_2x2)
    only_a, only_b = table_2x2[0][1], table_2x2[1][0]
    if at.mcnemar.method == "exact":
        expected = stats.binomtest(only_a, only_a + only_b, 0.5).pvalue
        assert at.mcnemar.p_value == pytest.approx(expected)
    assert analysis.result.delong.a.auc == pytest.approx(roc_auc_score(y, a))
    assert analysis.at(thresholds) is at


def test_binary_json_is_the_cli_s(tmp_path):
    table = breast_cancer_table()
    printed = _printed(table, tmp_path, "--threshold", "0.3", "0.6")
    analysis = BinaryComparisonAnalysis.of(compare_from_table(table))
    _same(printed, analysis.with_settings(thresholds=(0.3, 0.6)).to_json())


def test_multiclass_matches_scikit_learn_and_the_cli(tmp_path):
    table = digits_pair_table()
    analysis = MulticlassComparisonAnalysis.of(multiclass_pair_from_table(table))
    y = table["y_true"].astype(str)
    for report, column in zip((analysis.result.report_a, analysis.result.report_b),
                              ("pred_logreg", "pred_tree")):
        pred = table[column].astype(str)
        assert report.accuracy.value == pytest.approx(accuracy_score(y, pred))
        assert report.macro_f1_mean.value == pytest.approx(f1_score(y, pred, average="macro"))
    _same(_printed(table, tmp_path), analysis.to_json())
    half = analysis.at(0.5)
    for report, column in zip(half.reports, ("pred_logreg", "pred_tree")):
        expected = fbeta_score(y, table[column].astype(str), beta=0.5, average=None,
                               labels=report.labels)
        assert [c.f_beta.value for c in report.per_class] == pytest.approx(expected)
    assert analysis.at(1.0).reports[0] is analysis.result.report_a


def test_regression_matches_scipy_and_the_cli(tmp_path):
    table = diabetes_pair_table()
    analysis = RegressionComparisonAnalysis.of(regression_pair_from_table(table), curves=True)
    y, a, b = (table[c].to_numpy() for c in ("y_true", "pred_ridge", "pred_tree"))
    d = np.abs(y - a) - np.abs(y - b)
    assert analysis.result.wilcoxon_p_value == pytest.approx(stats.wilcoxon(d).pvalue)
    at = analysis.at(30.0)
    assert at.shares == pytest.approx((np.mean(np.abs(y - a) <= 30), np.mean(np.abs(y - b) <= 30)))
    assert at.difference == pytest.approx(at.share_a - at.share_b)
    edges = analysis.histograms.edges
    assert np.array_equal(analysis.histograms.counts_a, np.histogram(y - a, bins=edges)[0])
    lean = RegressionComparisonAnalysis.of(regression_pair_from_table(table))
    _same(_printed(table, tmp_path, "--task", "regression"), lean.to_json())
    assert lean.at(30.0).shares == at.shares


def test_ranking_at_k_matches_scipy_and_the_cli(tmp_path):
    table = synthetic_pair_table()
    analysis = RankingComparisonAnalysis.of(ranking_pair_from_table(table))
    result = analysis.at("ndcg", 5, n_resamples=999, seed=1)
    d = np.asarray(result.values_a) - np.asarray(result.values_b)
    assert result.tests.t_p_value == pytest.approx(stats.ttest_1samp(d, 0).pvalue)
    assert (result.tests.wins, result.tests.losses) == (np.sum(d > 0), np.sum(d < 0))
    assert analysis.at("ndcg", 5, n_resamples=999, seed=1) is result
    printed = _printed(table, tmp_path, "--task", "ranking", "--k", "5", "--resamples", "999",
                       "--seed", "1")
    _same(printed, analysis.with_settings(k=5, n_resamples=999, seed=1).to_json())

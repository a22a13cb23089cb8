"""One-vs-rest curves, AUC/AP averages and top-k accuracy, against scikit-learn."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from sklearn import metrics as skm
from sklearn.preprocessing import label_binarize

from evalcore.examples.multiclass import digits_logreg_table
from evalcore.messages import CATALOG
from evalcore.multiclass import multiclass_scores, top_k_accuracies
from evalcore.multiclass.ties import tied_top_rows, top_class


def _probabilities(seed, n, n_classes, *, decimals=None):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, n_classes, n)
    logits = rng.normal(size=(n, n_classes)) + 1.5 * np.eye(n_classes)[y]
    scores = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
    if decimals is not None:
        scores = np.round(scores, decimals)
        scores /= scores.sum(axis=1, keepdims=True)
    return y, scores


def _check_against_sklearn(y, scores):
    n_classes = scores.shape[1]
    report = multiclass_scores(y, scores)
    indicator = label_binarize(y, classes=range(n_classes))
    for i, curves in enumerate(report.curves):
        fpr, tpr, thresholds = skm.roc_curve(indicator[:, i], scores[:, i], drop_intermediate=False)
        np.testing.assert_array_equal(curves.roc.fpr, fpr)
        np.testing.assert_array_equal(curves.roc.tpr, tpr)
        np.testing.assert_array_equal(curves.roc.thresholds, thresholds)
        precision, recall, pr_thresholds = skm.precision_recall_curve(indicator[:, i], scores[:, i])
        np.testing.assert_array_equal(curves.pr.precision, precision)
        np.testing.assert_array_equal(curves.pr.recall, recall)
        np.testing.assert_array_equal(curves.pr.thresholds, pr_thresholds)
        auc = skm.roc_auc_score(indicator[:, i], scores[:, i])
        assert curves.auc.value == pytest.approx(auc, rel=1e-12)
        ap = skm.average_precision_score(indicator[:, i], scores[:, i])
        assert curves.ap.value == pytest.approx(ap, rel=1e-12)
        assert curves.positives == indicator[:, i].sum()
    for average in ("macro", "micro", "weighted"):
        auc = skm.roc_auc_score(y, scores, multi_class="ovr", average=average)
        assert getattr(report, f"auc_{average}").value == pytest.approx(auc, rel=1e-12)
    for average in ("macro", "micro"):
        ap = skm.average_precision_score(indicator, scores, average=average)
        assert getattr(report, f"ap_{average}").value == pytest.approx(ap, rel=1e-12)
    assert report.top_k == pytest.approx(_brute_force_top_k(y, scores), abs=1e-15)
    if not _has_equal_scores(scores):  # scikit-learn ranks ties the other way: no reference there
        expected_top_k = [
            skm.top_k_accuracy_score(y, scores, k=k, labels=range(n_classes))
            for k in range(1, n_classes)
        ]
        assert report.top_k == pytest.approx([*expected_top_k, 1.0], abs=1e-15)
        assert report.tied_top_rows == 0
    return report


def _has_equal_scores(scores):
    """True when some row has two equal scores (where a tie rule matters for some k)."""
    return any(len(set(row)) < len(row) for row in scores.tolist())


def _brute_force_ranking(row):
    """Class indices of one row, best first, by the documented rule: score descending, ties in
    class order (the first class wins)."""
    return sorted(range(len(row)), key=lambda c: (-row[c], c))


def _brute_force_top_k(y, scores):
    """Top-k accuracy for k = 1 … C, one row and one k at a time."""
    rankings = [_brute_force_ranking(row) for row in scores.tolist()]
    return [
        sum(int(t) in ranking[:k] for t, ranking in zip(y, rankings)) / len(y)
        for k in range(1, scores.shape[1] + 1)
    ]


@pytest.mark.parametrize(
    "seed, n, n_classes, decimals", [(0, 200, 3, None), (1, 500, 6, None), (2, 300, 5, 1)]
)
def test_random_scores_match_sklearn(seed, n, n_classes, decimals):
    y, scores = _probabilities(seed, n, n_classes, decimals=decimals)
    report = _check_against_sklearn(y, scores)
    assert report.labels == tuple(str(i) for i in range(n_classes))
    assert report.auc_macro.reason is None


def test_digits_model_matches_sklearn():
    table = digits_logreg_table()
    y = table["y_true"].to_numpy()
    scores = table[[f"score_{d}" for d in range(10)]].to_numpy()
    report = _check_against_sklearn(y, scores)
    assert report.top_k[0] == pytest.approx(skm.accuracy_score(y, scores.argmax(axis=1)))
    assert 0.95 < report.top_k[0] < 1.0
    assert report.auc_macro.value > 0.99


def test_scores_need_not_be_probabilities():
    y, scores = _probabilities(3, 150, 4)
    logits = np.log(scores) * 3 + 7
    report, reference = multiclass_scores(y, logits), multiclass_scores(y, scores)
    assert report.auc_macro.value == pytest.approx(reference.auc_macro.value, rel=1e-12)
    assert report.top_k == reference.top_k


def test_class_never_true_is_left_out_of_the_macro_average():
    y, scores = _probabilities(4, 200, 4)
    y[y == 3] = 0
    report = multiclass_scores(y, scores, ["a", "b", "c", "d"])
    d = report.for_class("d")
    assert d.roc is None and d.pr is None and d.positives == 0
    assert d.auc.value is None and d.auc.reason == "multiclass_curve_no_positives"
    assert d.ap.reason == "multiclass_curve_no_positives"
    per_class = [skm.roc_auc_score(y == i, scores[:, i]) for i in range(3)]
    assert report.auc_macro.value == pytest.approx(np.mean(per_class), rel=1e-12)
    assert report.auc_macro.reason == "multiclass_average_skips_classes"
    assert report.auc_macro.params == {"count": 1}
    assert report.auc_macro.reason in CATALOG
    indicator = label_binarize(y, classes=range(4))
    micro = skm.roc_auc_score(indicator.ravel(), scores.ravel())
    assert report.auc_micro.value == pytest.approx(micro, rel=1e-12)


def test_class_every_sample_belongs_to_has_a_pr_curve_but_no_roc():
    scores = np.array([[0.9, 0.1], [0.4, 0.6], [0.7, 0.3]])
    report = multiclass_scores(np.zeros(3, dtype=int), scores)
    first, second = report.curves
    assert first.roc is None and first.auc.reason == "multiclass_curve_no_negatives"
    assert first.ap.value == 1.0
    assert second.auc.reason == "multiclass_curve_no_positives"
    assert report.auc_macro.value is None
    assert report.auc_macro.reason == "multiclass_curve_no_class_defined"
    assert report.ap_macro.value == 1.0


def test_top_k_ties_go_to_the_first_class():
    y = np.array([0, 1, 2, 2, 1, 0])
    scores = np.array([[0.5, 0.5, 0.0]] * 3 + [[1 / 3] * 3] * 3)
    # every row ranks 0, 1, 2 (ties in class order): the true ranks are 0, 1, 2, 2, 1, 0
    assert top_k_accuracies(y, scores) == (2 / 6, 4 / 6, 1.0)
    assert multiclass_scores(y, scores).tied_top_rows == 6


def test_top_1_is_the_accuracy_of_the_argmax_on_ties():
    """The issue's file: with the rule, accuracy and top-1 agree (sklearn gives 0.5 and 0.75)."""
    labels = ["a", "b", "c"]
    y = np.array([0, 1, 2, 1])
    scores = np.array([[0.5, 0.0, 0.5], [0.4, 0.4, 0.2], [0.5, 0.0, 0.5], [0.1, 0.9, 0.0]])
    report = multiclass_scores(y, scores, labels)
    predicted = top_class(scores)
    assert predicted.tolist() == [0, 0, 0, 1]
    assert report.top_k == (0.5, 1.0, 1.0)
    assert report.top_k[0] == skm.accuracy_score(y, predicted)
    assert report.tied_top_rows == 3
    assert skm.top_k_accuracy_score(y, scores, k=1) == 0.75  # ties toward the last class


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 6), st.integers(1, 40), st.data())
def test_top_k_matches_the_brute_force_rule_on_tied_scores(n_classes, n, data):
    y = data.draw(arrays(np.int64, n, elements=st.integers(0, n_classes - 1)))
    scores = data.draw(arrays(np.float64, (n, n_classes), elements=st.integers(0, 4).map(float)))
    top_k = top_k_accuracies(y, scores)
    assert len(top_k) == n_classes
    assert all(a <= b for a, b in zip(top_k, top_k[1:]))
    assert top_k[-1] == 1.0
    assert top_k == pytest.approx(_brute_force_top_k(y, scores), abs=1e-15)
    assert top_k[0] == skm.accuracy_score(y, top_class(scores))
    predicted = [_brute_force_ranking(row)[0] for row in scores.tolist()]
    assert top_class(scores).tolist() == predicted
    tied = sum(row.count(max(row)) > 1 for row in scores.tolist())
    assert tied_top_rows(scores) == tied


def test_weighted_auc_weighs_classes_by_positives():
    y, scores = _probabilities(5, 300, 4)
    y[y == 3] = 0  # class d never occurs: weight 0
    report = multiclass_scores(y, scores, ["a", "b", "c", "d"])
    per_class = [skm.roc_auc_score(y == i, scores[:, i]) for i in range(3)]
    expected = np.average(per_class, weights=np.bincount(y, minlength=3)[:3])
    assert report.auc_weighted.value == pytest.approx(expected, rel=1e-12)
    assert report.auc_weighted.value != pytest.approx(report.auc_macro.value, rel=1e-6)
    single = multiclass_scores(np.zeros(3, dtype=int), np.array([[0.9, 0.1], [0.4, 0.6],
                                                                 [0.7, 0.3]]))
    assert single.auc_weighted.value is None
    assert single.auc_weighted.reason == "multiclass_curve_no_class_defined"

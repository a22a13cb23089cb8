"""Metrics of a C×C confusion matrix: seed 004's digits by hand, scikit-learn on random labels."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from scipy.stats import gmean
from sklearn import metrics as skm

from evalcore.errors import EvalInputError
from evalcore.examples.multiclass import SEED_004_DIGITS
from evalcore.messages import CATALOG
from evalcore.multiclass import (
    KAPPA_BANDS,
    KAPPA_BELOW_CHANCE,
    PER_CLASS_KEYS,
    SUMMARY_KEYS,
    check_confusion,
    kappa_band,
    multiclass_confusion,
    multiclass_report,
)

DIGITS = [str(d) for d in range(10)]


def _expand(matrix):
    """Sample-level (y_true, y_pred) with the counts of ``matrix``."""
    true, pred = np.indices(matrix.shape)
    counts = np.asarray(matrix).ravel()
    return np.repeat(true.ravel(), counts), np.repeat(pred.ravel(), counts)


def _value(v):
    return None if v.value is None else v.value


# --- seed 004's 10×10 handwritten-digit matrix, by hand -------------------------------------------


def test_seed_matrix_accuracy_and_totals_by_hand():
    report = multiclass_report(SEED_004_DIGITS, DIGITS)
    assert report.n == 993
    assert report.accuracy.value == float(Fraction(968, 993))
    assert report.error_rate.value == pytest.approx(25 / 993, abs=1e-15)
    assert [m.support for m in report.per_class] == [99, 100, 99, 99, 100, 98, 100, 99, 99, 100]
    assert [m.predicted for m in report.per_class] == [99, 98, 99, 98, 102, 101, 100, 100, 97, 99]


def test_seed_matrix_precision_is_column_normalized_by_hand():
    """Seed 004 writes P_i with the row sum; with rows true, precision divides by the column."""
    report = multiclass_report(SEED_004_DIGITS, DIGITS)
    four = report.class_vs_rest("4")
    assert (four.tp, four.fn, four.fp, four.tn) == (98, 2, 4, 889)
    assert four.matrix.tolist() == [[98, 2], [4, 889]]
    assert four.precision.value == 98 / 102
    assert four.recall.value == 98 / 100
    assert four.f1.value == 2 * 98 / (2 * 98 + 4 + 2)
    assert four.specificity.value == 889 / 893
    assert four.accuracy == 987 / 993
    assert report.class_vs_rest("5").precision.value == 97 / 101
    assert report.class_vs_rest("8").precision.value == 96 / 97
    assert report.class_vs_rest("8").recall.value == 96 / 99


def test_seed_matrix_kappa_by_hand():
    """p_e = Σ row_i · col_i / n² = 98605 / 993², so κ = (968·993 − 98605) / (993² − 98605)."""
    report = multiclass_report(SEED_004_DIGITS, DIGITS)
    assert report.kappa.value == pytest.approx(862619 / 887444, rel=1e-14)
    assert report.kappa_band == "almost_perfect"


def test_seed_matrix_averages_by_hand():
    report = multiclass_report(SEED_004_DIGITS, DIGITS)
    tp = np.array([97, 98, 96, 95, 98, 97, 98, 98, 96, 95])
    cols = np.array([99, 98, 99, 98, 102, 101, 100, 100, 97, 99])
    rows = np.array([99, 100, 99, 99, 100, 98, 100, 99, 99, 100])
    macro_p, macro_r = np.mean(tp / cols), np.mean(tp / rows)
    assert report.macro_precision.value == pytest.approx(macro_p, rel=1e-14)
    assert report.macro_recall.value == pytest.approx(macro_r, rel=1e-14)
    book = 2 * macro_p * macro_r / (macro_p + macro_r)
    assert report.macro_f1_book.value == pytest.approx(book, rel=1e-14)
    f1 = 2 * tp / (rows + cols)
    assert report.macro_f1_mean.value == pytest.approx(np.mean(f1), rel=1e-14)
    assert report.macro_f1_book.value != pytest.approx(report.macro_f1_mean.value, rel=1e-6)
    np.testing.assert_allclose(report.averaged_ovr, [[96.8, 2.5], [2.5, 891.2]], rtol=1e-14)
    for key in ("micro_precision", "micro_recall", "micro_f1"):
        assert getattr(report, key).value == pytest.approx(968 / 993, rel=1e-14)
    assert report.g_mean.value == pytest.approx(np.prod(tp / rows) ** 0.1, rel=1e-14)


def test_seed_matrix_matches_sklearn():
    y_true, y_pred = _expand(SEED_004_DIGITS)
    report = multiclass_report(SEED_004_DIGITS, DIGITS)
    assert skm.accuracy_score(y_true, y_pred) == 968 / 993
    assert report.kappa.value == pytest.approx(skm.cohen_kappa_score(y_true, y_pred), rel=1e-12)
    assert report.mcc.value == pytest.approx(skm.matthews_corrcoef(y_true, y_pred), rel=1e-12)


# --- scikit-learn on random labels ----------------------------------------------------------------


def _random_labels(seed, n_classes, n=300, never_predicted=None):
    rng = np.random.default_rng(seed)
    y_true = rng.integers(0, n_classes, n)
    y_pred = np.where(rng.random(n) < 0.6, y_true, rng.integers(0, n_classes, n))
    if never_predicted is not None:
        y_pred[y_pred == never_predicted] = (never_predicted + 1) % n_classes
    return y_true, y_pred


@pytest.mark.parametrize(
    "seed, n_classes, never_predicted", [(0, 3, None), (1, 5, None), (2, 7, 4), (3, 4, 0)]
)
def test_per_class_and_averages_match_sklearn(seed, n_classes, never_predicted):
    y_true, y_pred = _random_labels(seed, n_classes, never_predicted=never_predicted)
    labels = list(range(n_classes))
    confusion = multiclass_confusion(y_true, y_pred, n_classes)
    assert confusion.tolist() == skm.confusion_matrix(y_true, y_pred, labels=labels).tolist()
    report = multiclass_report(confusion, beta=2.0)

    p, r, f1, support = skm.precision_recall_fscore_support(
        y_true, y_pred, labels=labels, zero_division=np.nan
    )
    f2 = skm.fbeta_score(y_true, y_pred, beta=2.0, labels=labels, average=None)
    mcm = skm.multilabel_confusion_matrix(y_true, y_pred, labels=labels)
    for i, m in enumerate(report.per_class):
        expected_p = None if np.isnan(p[i]) else pytest.approx(p[i], rel=1e-12)
        assert _value(m.precision) == expected_p
        assert m.recall.value == pytest.approx(r[i], rel=1e-12)
        assert m.f1.value == pytest.approx(f1[i], rel=1e-12)
        assert m.f_beta.value == pytest.approx(f2[i], rel=1e-12)
        assert m.support == support[i]
        (tn, fp), (fn, tp) = mcm[i]
        assert (m.tp, m.fp, m.fn, m.tn) == (tp, fp, fn, tn)
        assert m.specificity.value == pytest.approx(tn / (tn + fp), rel=1e-12)

    def sk(average, metric=skm.precision_recall_fscore_support):
        return metric(y_true, y_pred, labels=labels, average=average, zero_division=0)

    macro, weighted = sk("macro"), sk("weighted")
    assert report.macro_precision.value == pytest.approx(macro[0], rel=1e-12)
    assert report.macro_recall.value == pytest.approx(macro[1], rel=1e-12)
    assert report.macro_f1_mean.value == pytest.approx(macro[2], rel=1e-12)
    assert report.weighted_precision.value == pytest.approx(weighted[0], rel=1e-12)
    assert report.weighted_recall.value == pytest.approx(weighted[1], rel=1e-12)
    assert report.weighted_f1.value == pytest.approx(weighted[2], rel=1e-12)
    for key, value in zip(("micro_precision", "micro_recall", "micro_f1"), sk("micro")[:3]):
        assert getattr(report, key).value == pytest.approx(value, rel=1e-12)
    assert report.accuracy.value == pytest.approx(skm.accuracy_score(y_true, y_pred), rel=1e-12)
    assert report.kappa.value == pytest.approx(skm.cohen_kappa_score(y_true, y_pred), rel=1e-12)
    assert report.mcc.value == pytest.approx(skm.matthews_corrcoef(y_true, y_pred), rel=1e-12)
    recalls = skm.recall_score(y_true, y_pred, labels=labels, average=None)
    assert report.g_mean.value == pytest.approx(gmean(recalls), rel=1e-12)
    assert report.macro_f1_book.value == pytest.approx(
        2 * macro[0] * macro[1] / (macro[0] + macro[1]), rel=1e-12
    )


def test_class_never_predicted_has_undefined_precision_counted_as_zero():
    y_true, y_pred = _random_labels(7, 4, never_predicted=2)
    report = multiclass_report(multiclass_confusion(y_true, y_pred, 4), ["a", "b", "c", "d"])
    c = report.class_vs_rest("c")
    assert c.predicted == 0
    assert c.precision == type(c.precision)(
        None, "multiclass_precision_never_predicted", {"label": "c"}
    )
    assert c.recall.value == 0.0 and c.f1.value == 0.0
    assert report.macro_precision.reason == "multiclass_average_undefined_as_zero"
    assert report.macro_precision.params == {"count": 1}
    assert report.macro_recall.reason is None
    assert report.macro_precision.value == pytest.approx(
        skm.precision_score(y_true, y_pred, average="macro", zero_division=0), rel=1e-12
    )


def test_class_never_true_or_predicted():
    """An all-zero row and column: precision, recall and F1 undefined, counted 0 like sklearn."""
    matrix = np.array([[5, 1, 0], [2, 4, 0], [0, 0, 0]])
    report = multiclass_report(matrix)
    absent = report.per_class[2]
    assert (absent.precision.value, absent.recall.value, absent.f1.value) == (None, None, None)
    assert absent.f1.reason == "multiclass_f_class_absent"
    assert absent.specificity.value == 1.0
    y_true, y_pred = _expand(matrix)
    sk = skm.precision_recall_fscore_support(
        y_true, y_pred, labels=[0, 1, 2], average="macro", zero_division=0
    )
    assert report.macro_f1_mean.value == pytest.approx(sk[2], rel=1e-12)
    assert report.macro_f1_mean.params == {"count": 1}
    assert report.weighted_f1.reason is None
    assert report.g_mean.reason == "multiclass_g_mean_skips_classes"
    assert report.g_mean.value == pytest.approx(np.sqrt(5 / 6 * 4 / 6), rel=1e-12)


def test_undefined_summary_values_have_reasons():
    one_true_class = multiclass_report(np.array([[3, 2], [0, 0]]))
    assert one_true_class.mcc.value is None
    assert one_true_class.mcc.reason == "multiclass_mcc_one_class"
    y_true, y_pred = _expand(np.array([[3, 2], [0, 0]]))
    assert skm.matthews_corrcoef(y_true, y_pred) == 0.0
    perfect_one_class = multiclass_report(np.array([[5, 0], [0, 0]]))
    assert perfect_one_class.kappa.value is None
    assert perfect_one_class.kappa.reason == "multiclass_kappa_chance_one"
    assert perfect_one_class.kappa_band is None
    assert perfect_one_class.per_class[0].specificity.reason == (
        "multiclass_specificity_no_negatives"
    )
    all_wrong = multiclass_report(np.array([[0, 3], [4, 0]]))
    assert all_wrong.macro_f1_book.value is None
    assert all_wrong.macro_f1_book.reason == "multiclass_macro_f1_book_zero"
    assert all_wrong.micro_f1.value == 0.0
    assert all_wrong.kappa_band == "poor"


def test_normalized_matrices_hold_recall_and_precision_on_the_diagonal():
    matrix = np.array([[5, 1, 0], [2, 4, 0], [1, 0, 0]])
    report = multiclass_report(matrix)
    rows, cols = report.row_normalized(), report.column_normalized()
    assert np.diag(rows).tolist() == [5 / 6, 4 / 6, 0.0]
    assert np.diag(cols)[:2].tolist() == [5 / 8, 4 / 5]
    assert np.isnan(cols[:, 2]).all()
    expected = skm.confusion_matrix(*_expand(matrix), normalize="true")
    np.testing.assert_allclose(rows, expected, rtol=1e-12)


@pytest.mark.parametrize(
    "kappa, band",
    [
        (-0.3, "poor"),
        (0.0, "slight"),
        (0.2, "slight"),
        (0.2 + 1e-9, "fair"),
        (0.1 + 0.3, "fair"),
        (0.41, "moderate"),
        (0.6, "moderate"),
        (0.75, "substantial"),
        (0.8, "substantial"),
        (0.81, "almost_perfect"),
        (1.0, "almost_perfect"),
    ],
)
def test_kappa_bands_follow_seed_004(kappa, band):
    assert kappa_band(kappa) == band


@pytest.mark.parametrize(
    "matrix, key",
    [
        ([[1, 2, 3], [4, 5, 6]], "multiclass_matrix_not_square"),
        ([[7]], "multiclass_too_few_classes"),
        ([[1, -2], [3, 4]], "multiclass_matrix_negative"),
        ([[1, 2.5], [3, 4]], "multiclass_matrix_not_integer"),
        ([[1, np.nan], [3, 4]], "multiclass_matrix_not_integer"),
        ([[0, 0], [0, 0]], "multiclass_matrix_empty"),
    ],
)
def test_bad_matrices_raise_keyed_errors(matrix, key):
    with pytest.raises(EvalInputError) as error:
        check_confusion(np.array(matrix, dtype=float))
    assert error.value.key == key


def test_bad_matrix_message_names_the_cells():
    with pytest.raises(EvalInputError) as error:
        check_confusion([[1, -2], [3, -4]])
    assert error.value.params == {"cells": "(1, 2), (2, 2)"}


@pytest.mark.parametrize("beta", [0.0, -1.0, float("nan"), float("inf")])
def test_bad_beta(beta):
    with pytest.raises(EvalInputError) as error:
        multiclass_report([[1, 0], [0, 1]], beta=beta)
    assert error.value.key == "multiclass_bad_beta"


def test_every_reason_and_band_is_in_the_catalogs():
    from dashboard.i18n import CATALOG as UI

    report = multiclass_report(np.array([[0, 3, 0], [0, 0, 0], [4, 0, 0]]))
    reasons = {v.reason for v in report.summary().values() if v.reason}
    for m in report.per_class:
        reasons |= {getattr(m, key).reason for key in PER_CLASS_KEYS if getattr(m, key).reason}
    assert reasons and reasons <= set(CATALOG)
    for band in (KAPPA_BELOW_CHANCE, *(name for _, name in KAPPA_BANDS)):
        assert f"multiclass_kappa_{band}" in UI
    for key in (*SUMMARY_KEYS, *PER_CLASS_KEYS, "support"):
        assert f"multiclass_metric_{key}" in UI


# --- invariants -----------------------------------------------------------------------------------

matrices = st.integers(2, 6).flatmap(
    lambda c: arrays(np.int64, (c, c), elements=st.integers(0, 30))
).filter(lambda m: m.sum() > 0)


@settings(max_examples=80, deadline=None)
@given(matrices)
def test_invariants(matrix):
    report = multiclass_report(matrix)
    n = int(matrix.sum())
    assert report.n == n
    assert report.micro_f1.value == pytest.approx(report.accuracy.value, rel=1e-12)
    assert report.micro_precision.value == pytest.approx(report.accuracy.value, rel=1e-12)
    assert report.weighted_recall.value == pytest.approx(report.accuracy.value, rel=1e-12)
    assert report.accuracy.value + report.error_rate.value == pytest.approx(1.0)
    for m in report.per_class:
        assert m.tp + m.fp + m.fn + m.tn == n
    assert sum(m.support for m in report.per_class) == n
    assert report.averaged_ovr.sum() == pytest.approx(n)
    for key in SUMMARY_KEYS:
        value = getattr(report, key).value
        assert value is None or -1 - 1e-12 <= value <= 1 + 1e-12
    rows = report.row_normalized()
    filled = matrix.sum(axis=1) > 0
    np.testing.assert_allclose(rows[filled].sum(axis=1), 1.0)
    y_true, y_pred = _expand(matrix)
    assert report.kappa.value is None or report.kappa.value == pytest.approx(
        skm.cohen_kappa_score(y_true, y_pred, labels=range(len(matrix))), abs=1e-12
    )


@settings(max_examples=50, deadline=None)
@given(st.integers(2, 5), st.data())
def test_permuting_classes_permutes_per_class_results(size, data):
    matrix = data.draw(arrays(np.int64, (size, size), elements=st.integers(1, 20)))
    order = data.draw(st.permutations(range(size)))
    report = multiclass_report(matrix)
    permuted = multiclass_report(matrix[np.ix_(order, order)])
    assert [permuted.per_class[i].f1.value for i in range(size)] == pytest.approx(
        [report.per_class[j].f1.value for j in order]
    )
    for key in SUMMARY_KEYS:
        assert getattr(permuted, key).value == pytest.approx(getattr(report, key).value)

"""Point measures of a confusion matrix against scikit-learn, and the undefined cases."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import (
    accuracy_score,
    balanced_accuracy_score,
    cohen_kappa_score,
    confusion_matrix,
    f1_score,
    fbeta_score,
    matthews_corrcoef,
    precision_score,
    recall_score,
)

from evalcore.view.catalog_metrics import MESSAGES as METRIC_TEXT
from evalcore.binary import POINT_METRICS, Confusion, point_metrics
from evalcore.binary.confusion import point_measures, point_metric_arrays, undefined_reasons
from evalcore.messages import CATALOG
from evalcore.measure import Measure

TOL = 1e-12


def sklearn_measures(y, pred, w, beta):
    """Every measure by scikit-learn (specificity = recall of the negative class)."""
    kw = dict(sample_weight=w, zero_division=np.nan)
    tpr = recall_score(y, pred, **kw)
    tnr = recall_score(y, pred, pos_label=False, **kw)
    return {
        "accuracy": accuracy_score(y, pred, sample_weight=w),
        "error_rate": 1 - accuracy_score(y, pred, sample_weight=w),
        "precision": precision_score(y, pred, **kw),
        "recall": tpr,
        "specificity": tnr,
        "fpr": 1 - tnr,
        "fnr": 1 - tpr,
        "f1": f1_score(y, pred, **kw),
        "f_beta": fbeta_score(y, pred, beta=beta, **kw),
        "mcc": matthews_corrcoef(y, pred, sample_weight=w),
        "kappa": cohen_kappa_score(y, pred, sample_weight=w),
        "balanced_accuracy": balanced_accuracy_score(y, pred, sample_weight=w),
        "g_mean": math.sqrt(tpr * tnr),
    }


def confusion_of(y, pred, w) -> Confusion:
    (tn, fp), (fn, tp) = confusion_matrix(y, pred, labels=[False, True], sample_weight=w)
    return Confusion(tp=float(tp), fp=float(fp), tn=float(tn), fn=float(fn))


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("weighted", [False, True])
def test_every_measure_equals_sklearn(seed, weighted):
    rng = np.random.default_rng(seed)
    n = 200
    y = rng.random(n) < 0.3 + 0.05 * seed
    pred = np.where(rng.random(n) < 0.7, y, ~y)
    w = rng.random(n) * 3 if weighted else None
    beta = [0.5, 1.0, 2.0, 3.7][seed % 4]
    got = point_metrics(confusion_of(y, pred, w), beta=beta)
    expected = sklearn_measures(y, pred, w, beta)
    assert list(got) == list(POINT_METRICS)
    for name, value in expected.items():
        assert got[name].reason is None, name
        assert isinstance(got[name].value, float), name
        assert got[name].value == pytest.approx(value, abs=TOL), name


def test_count_form_of_f_beta_and_the_confusion_shortcuts():
    c = Confusion(tp=3, fp=1, tn=4, fn=2)
    assert point_metrics(c, beta=2)["f_beta"].value == pytest.approx(5 * 3 / (5 * 3 + 4 * 2 + 1))
    assert point_metrics(c)["f_beta"] == point_metrics(c)["f1"]
    assert (c.tpr, c.recall, c.fpr, c.precision) == (0.6, 0.6, 0.2, 0.75)
    assert (c.total, c.positives, c.negatives) == (10, 5, 5)
    assert (c.predicted_positives, c.predicted_negatives) == (4, 6)


def undefined(c: Confusion) -> dict[str, str]:
    return {name: m.reason for name, m in point_metrics(c).items() if m.value is None}


def test_nothing_predicted_positive():
    # sklearn: precision 0 (warning), MCC 0; here undefined with the reason.
    c = Confusion(tp=0, fp=0, tn=5, fn=3)
    assert undefined(c) == {
        "precision": "binary_undefined_no_predicted_positives",
        "mcc": "binary_undefined_mcc",
    }
    y, pred = np.array([1] * 3 + [0] * 5, dtype=bool), np.zeros(8, dtype=bool)
    assert matthews_corrcoef(y, pred) == 0.0
    assert point_metrics(c)["f1"].value == 0.0
    assert point_metrics(c)["kappa"].value == 0.0
    assert c.precision is None


def test_one_class_only():
    only_negatives = Confusion(tp=0, fp=2, tn=5, fn=0)
    assert undefined(only_negatives) == {
        "recall": "binary_undefined_no_positives",
        "fnr": "binary_undefined_no_positives",
        "mcc": "binary_undefined_mcc",
        "balanced_accuracy": "binary_undefined_no_positives",
        "g_mean": "binary_undefined_no_positives",
    }
    assert point_metrics(only_negatives)["f1"].value == 0.0
    assert point_metrics(only_negatives)["precision"].value == 0.0
    only_positives = Confusion(tp=4, fp=0, tn=0, fn=1)
    assert undefined(only_positives) == {
        "specificity": "binary_undefined_no_negatives",
        "fpr": "binary_undefined_no_negatives",
        "mcc": "binary_undefined_mcc",
        "balanced_accuracy": "binary_undefined_no_negatives",
        "g_mean": "binary_undefined_no_negatives",
    }


def test_chance_agreement_one_makes_kappa_undefined():
    c = Confusion(tp=0, fp=0, tn=6, fn=0)
    assert undefined(c)["kappa"] == "binary_undefined_kappa"
    assert point_metrics(c)["accuracy"].value == 1.0


def test_empty_matrix():
    reasons = undefined(Confusion(tp=0, fp=0, tn=0, fn=0))
    assert set(reasons) == set(POINT_METRICS)
    assert reasons["accuracy"] == reasons["error_rate"] == "binary_undefined_no_samples"


def test_reasons_are_messages_in_both_languages():
    patterns = itertools.product((0.0, 2.0), repeat=4)
    reasons = {r for counts in patterns for r in undefined(Confusion(*counts)).values()}
    assert len(reasons) == 7
    for key in reasons:
        assert CATALOG[key]["en"] and CATALOG[key]["zh"]


def test_every_measure_has_a_name_and_help_text():
    for name in POINT_METRICS:
        for key in (f"metric_{name}", f"metric_{name}_help"):
            assert METRIC_TEXT[key]["en"] and METRIC_TEXT[key]["zh"], key


@pytest.mark.parametrize("beta", [0, -1, float("inf"), float("nan")])
def test_invalid_beta(beta):
    with pytest.raises(ValueError, match="beta"):
        point_metrics(Confusion(1, 1, 1, 1), beta=beta)


@pytest.mark.parametrize("counts", [(-1, 0, 0, 0), (0, float("nan"), 0, 0),
                                    (0, 0, float("inf"), 0)])
def test_invalid_counts(counts):
    with pytest.raises(ValueError, match="finite"):
        Confusion(*counts)


counts = st.floats(0, 1e6, allow_nan=False, allow_infinity=False)


@settings(max_examples=100, deadline=None)
@given(counts, counts, counts, counts, st.floats(0.1, 10))
def test_ranges_and_complements(tp, fp, tn, fn, beta):
    m = point_metrics(Confusion(tp, fp, tn, fn), beta=beta)
    for name, value in m.items():
        assert isinstance(value, Measure)
        assert (value.value is None) == (value.reason is not None), name
        if value.value is not None:
            low = -1 - 1e-12 if name in ("mcc", "kappa") else -1e-12
            assert low <= value.value <= 1 + 1e-12, name
    for a, b in (("accuracy", "error_rate"), ("recall", "fnr"), ("specificity", "fpr")):
        if m[a].value is not None:
            assert m[a].value + m[b].value == pytest.approx(1, abs=1e-12)


# a count is 0 often, so that every pattern of undefined measures (empty rows and columns) comes
small_counts = st.one_of(st.just(0.0), st.floats(0, 1e6, allow_nan=False, allow_infinity=False))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(small_counts, small_counts, small_counts, small_counts),
                min_size=1, max_size=40), st.floats(0.1, 10))
def test_many_matrices_at_once_equal_one_at_a_time(rows, beta):
    """``point_measures`` (the array formulas, one single-matrix call per pattern of undefined
    measures for the reasons) gives, row by row, exactly ``point_metrics``' values and reasons."""
    tp, fp, tn, fn = (np.array(column, dtype=float) for column in zip(*rows))
    expected = [point_metrics(Confusion(*row), beta=beta) for row in rows]
    assert point_measures(tp, fp, tn, fn, beta=beta) == expected


def test_the_reasons_of_many_matrices_come_from_their_own_undefined_measures():
    """Rows that share a pattern of undefined measures share the reasons; balanced accuracy
    names the rate that is missing in its own row (no positives in one, no negatives in the
    next)."""
    tp, fp, tn, fn = (np.array(x, dtype=float) for x in
                      ([0, 0, 0, 3], [0, 2, 0, 0], [4, 5, 0, 0], [0, 0, 6, 0]))
    reasons = undefined_reasons(point_metric_arrays(tp, fp, tn, fn), tp, fp, tn, fn)
    assert reasons["balanced_accuracy"] == {0: "binary_undefined_no_positives",
                                            1: "binary_undefined_no_positives",
                                            2: "binary_undefined_no_negatives",
                                            3: "binary_undefined_no_negatives"}
    assert reasons["precision"] == {0: "binary_undefined_no_predicted_positives",
                                    2: "binary_undefined_no_predicted_positives"}
    assert reasons["recall"] == {0: "binary_undefined_no_positives",
                                 1: "binary_undefined_no_positives"}
    assert reasons["accuracy"] == {}

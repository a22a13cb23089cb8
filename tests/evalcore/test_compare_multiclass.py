"""Multiclass comparison: pair loaders by hand, every number against scikit-learn and SciPy."""

import warnings

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import binomtest, chi2
from sklearn.metrics import (
    accuracy_score,
    cohen_kappa_score,
    f1_score,
    precision_recall_fscore_support,
)

from evalcore.compare import paired_bootstrap
from evalcore.compare.multiclass import (
    bootstrap_metric,
    compare_multiclass,
    detect_prediction_column,
    multiclass_pair_from_table,
    multiclass_pair_from_tables,
)
from evalcore.errors import EvalInputError
from evalcore.examples.compare_multiclass import digits_pair_table

SMALL = pd.DataFrame({
    "y_true": ["cat", "cat", "dog", "dog", "bird", "bird"],
    "pred_a": ["cat", "dog", "dog", "dog", "bird", "cat"],
    "pred_b": ["cat", "cat", "cat", "fox", "bird", "bird"],
})


def test_one_file_detects_the_pair_and_shares_one_label_set():
    pair = multiclass_pair_from_table(SMALL)
    assert pair.names == ("pred_a", "pred_b") and pair.aligned_by == "columns"
    # true labels sorted, then the label only a prediction has (fox), as the multiclass loader
    assert pair.labels == ("bird", "cat", "dog", "fox")
    assert pair.y_true.tolist() == [1, 1, 2, 2, 0, 0]
    assert pair.pred_b.tolist() == [1, 1, 1, 3, 0, 0]


def test_small_case_by_hand():
    result = compare_multiclass(multiclass_pair_from_table(SMALL))
    a, b = result.report_a, result.report_b
    # A: right on rows 1, 3, 4, 5 (4/6); B: right on rows 1, 2, 5, 6 (4/6)
    assert a.accuracy.value == b.accuracy.value == pytest.approx(4 / 6)
    assert result.accuracy_difference == 0
    # McNemar: both right rows 1, 5; only A rows 3, 4; only B rows 2, 6; both wrong none
    assert result.mcnemar.table == ((2, 2), (2, 0))
    assert result.mcnemar.method == "exact" and result.mcnemar.p_value == 1.0
    # cat: A precision 1/2 (rows 1, 6), recall 1/2; B precision 2/3, recall 1 → F1 1/2 vs 4/5
    cat = result.per_class[1]
    assert cat.label == "cat" and cat.support == 2
    assert cat.precision == pytest.approx(1 / 2 - 2 / 3)
    assert cat.recall == pytest.approx(-1 / 2)
    assert cat.f1 == pytest.approx(1 / 2 - 4 / 5)
    # fox: never true, predicted by B only: precision of A undefined (never predicted) → None
    fox = result.per_class[3]
    assert fox.support == 0 and fox.precision is None and fox.recall is None
    assert fox.f1 is None  # A's F1 of fox is 0/0


def _sklearn_check(y, a, b, result, labels):
    for pred, report in ((a, result.report_a), (b, result.report_b)):
        p, r, f, s = precision_recall_fscore_support(y, pred, labels=labels, zero_division=np.nan)
        got = [[m.precision.value, m.recall.value, m.f1.value] for m in report.per_class]
        expected = np.column_stack([p, r, f])
        assert np.allclose(np.array(got, dtype=float), expected, equal_nan=True)
        assert [m.support for m in report.per_class] == s.tolist()
        assert report.accuracy.value == pytest.approx(accuracy_score(y, pred))
        assert report.macro_f1_mean.value == pytest.approx(
            f1_score(y, pred, labels=labels, average="macro", zero_division=0))
        kappa = np.nan if report.kappa.value is None else report.kappa.value  # pe = 1: 0/0
        with np.errstate(all="ignore"), warnings.catch_warnings():
            # one label in both columns: scikit-learn warns that kappa is undefined (nan)
            warnings.simplefilter("ignore", UserWarning)
            assert kappa == pytest.approx(cohen_kappa_score(y, pred), nan_ok=True)
    f_a = precision_recall_fscore_support(y, a, labels=labels, zero_division=np.nan)[2]
    f_b = precision_recall_fscore_support(y, b, labels=labels, zero_division=np.nan)[2]
    got = np.array([np.nan if d.f1 is None else d.f1 for d in result.per_class])
    assert np.allclose(got, f_a - f_b, equal_nan=True)
    assert result.accuracy_difference == pytest.approx(accuracy_score(y, a) - accuracy_score(y, b))
    assert result.macro_f1_difference == pytest.approx(
        f1_score(y, a, labels=labels, average="macro", zero_division=0)
        - f1_score(y, b, labels=labels, average="macro", zero_division=0))


def test_digits_example_equals_scikit_learn():
    table = digits_pair_table()
    pair = multiclass_pair_from_table(table)
    assert pair.names == ("pred_logreg", "pred_tree") and len(pair.y_true) == 450
    assert pair.labels == tuple(str(d) for d in range(10))
    result = compare_multiclass(pair)
    _sklearn_check(table["y_true"], table["pred_logreg"], table["pred_tree"], result,
                   list(range(10)))


def _mcnemar_reference(y, a, b):
    only_a = int(((a == y) & (b != y)).sum())
    only_b = int(((a != y) & (b == y)).sum())
    return only_a, only_b


def test_digits_mcnemar_equals_scipy():
    table = digits_pair_table()
    result = compare_multiclass(multiclass_pair_from_table(table)).mcnemar
    only_a, only_b = _mcnemar_reference(table["y_true"], table["pred_logreg"], table["pred_tree"])
    assert result.table[0][1] == only_a and result.table[1][0] == only_b
    n = only_a + only_b
    assert n >= 25 and result.method == "chi2"
    statistic = (abs(only_a - only_b) - 1) ** 2 / n
    assert result.statistic == pytest.approx(statistic)
    assert result.p_value == pytest.approx(chi2.sf(statistic, 1))


def test_few_discordant_samples_use_the_exact_binomial_test():
    y = np.array([0, 1, 2] * 10)
    a = y.copy()
    b = y.copy()
    a[[0, 4]] = 2  # A wrong twice
    b[[1, 5, 7, 8, 9, 10, 11]] = 0  # B wrong seven times (row 9 is class 0: still right)
    pair = multiclass_pair_from_table(pd.DataFrame({"y_true": y, "pred_x": a, "pred_y": b}))
    result = compare_multiclass(pair).mcnemar
    only_a, only_b = _mcnemar_reference(y, a, b)
    assert (only_a, only_b) == (6, 2)
    assert result.method == "exact" and result.statistic == 2
    assert result.p_value == pytest.approx(binomtest(only_a, only_a + only_b, 0.5).pvalue)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(*[st.integers(0, 4)] * 3), min_size=2, max_size=40))
def test_random_labels_equal_scikit_learn(rows):
    y, a, b = (np.array(c) for c in zip(*rows))
    if len(set(y) | set(a) | set(b)) < 2:
        return
    pair = multiclass_pair_from_table(pd.DataFrame({"y_true": y, "pred_a": a, "pred_b": b}))
    labels = [int(label) for label in pair.labels]
    _sklearn_check(y, a, b, compare_multiclass(pair), labels)
    for name in ("macro_f1", "accuracy"):
        metric = bootstrap_metric(name, len(labels))
        expected = (f1_score(y, a, labels=labels, average="macro", zero_division=0)
                    if name == "macro_f1" else accuracy_score(y, a))
        assert metric(pair.y_true, pair.pred_a) == pytest.approx(expected)


def test_bootstrap_metric_equals_a_paired_bootstrap_of_scikit_learn():
    table = digits_pair_table()
    pair = multiclass_pair_from_table(table)
    result = paired_bootstrap(bootstrap_metric("macro_f1", 10), pair.y_true, pair.pred_a,
                              pair.pred_b, n_resamples=200, seed=3)
    labels = list(range(10))

    def macro_f1(y, pred):
        return f1_score(y, pred, labels=labels, average="macro", zero_division=0)

    expected = paired_bootstrap(macro_f1, table["y_true"], table["pred_logreg"],
                                table["pred_tree"], n_resamples=200, seed=3)
    assert result.difference == pytest.approx(compare_multiclass(pair).macro_f1_difference)
    assert result.difference == pytest.approx(expected.difference)
    assert result.ci == pytest.approx(expected.ci)
    accuracy = paired_bootstrap(bootstrap_metric("accuracy", 10), pair.y_true, pair.pred_a,
                                pair.pred_b, n_resamples=100, seed=0)
    assert accuracy.difference == pytest.approx(
        accuracy_score(table["y_true"], table["pred_logreg"])
        - accuracy_score(table["y_true"], table["pred_tree"]))
    with pytest.raises(ValueError):
        bootstrap_metric("auc", 10)


def test_two_files_by_id_in_shuffled_order_equal_one_file():
    table = digits_pair_table()
    table.insert(0, "id", [f"img{i}" for i in range(len(table))])
    file_a = table.drop(columns="pred_tree")
    file_b = table.drop(columns="pred_logreg").sample(frac=1, random_state=1)
    assert detect_prediction_column(file_b) == "pred_tree"
    pair = multiclass_pair_from_tables(file_a, file_b, names=("logreg.csv", "tree.csv"))
    one = multiclass_pair_from_table(table)
    assert pair.aligned_by == "id" and pair.names == ("logreg.csv", "tree.csv")
    for name in ("y_true", "pred_a", "pred_b"):
        assert getattr(pair, name).tolist() == getattr(one, name).tolist()


def test_two_files_by_row_with_text_labels():
    file_a = pd.DataFrame({"label": ["x", "y", "z"], "model": ["x", "x", "z"]})
    file_b = pd.DataFrame({"label": ["x", "y", "z"], "guess": ["w", "y", "z"]})
    pair = multiclass_pair_from_tables(file_a, file_b)
    assert pair.aligned_by == "row" and pair.labels == ("x", "y", "z", "w")
    assert pair.pred_a.tolist() == [0, 0, 2] and pair.pred_b.tolist() == [3, 1, 2]


def test_two_files_with_different_labels_say_how_many():
    file_a = SMALL[["y_true", "pred_a"]]
    file_b = SMALL[["y_true", "pred_b"]].assign(y_true=["cat", "dog", "dog", "cat", "bird", "x"])
    with pytest.raises(EvalInputError) as info:
        multiclass_pair_from_tables(file_a, file_b, names=("a.csv", "b.csv"))
    assert info.value.key == "compare_labels_differ_rows"
    assert info.value.params["count"] == 3 and info.value.params["rows"] == "2, 4, 6"


def test_bad_inputs_are_input_errors():
    with pytest.raises(EvalInputError) as info:
        multiclass_pair_from_table(SMALL, pred_cols=("pred_a", "y_true"))
    assert info.value.key == "compare_multiclass_pred_cols_two"
    with pytest.raises(EvalInputError) as info:
        multiclass_pair_from_table(SMALL.assign(pred_b=SMALL["pred_a"]).iloc[:0])
    assert info.value.key == "multiclass_no_rows"
    one_class = pd.DataFrame({"y_true": [1, 1], "pred_a": [1, 1], "pred_b": [1, 1]})
    with pytest.raises(EvalInputError) as info:
        multiclass_pair_from_table(one_class)
    assert info.value.key == "multiclass_too_few_classes"
    with pytest.raises(EvalInputError) as info:
        multiclass_pair_from_table(SMALL.assign(pred_b=[None, "cat", "dog", "dog", "bird", None]))
    assert info.value.key == "multiclass_missing_labels" and info.value.params["count"] == 2

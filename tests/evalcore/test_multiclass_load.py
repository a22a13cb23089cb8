"""Multiclass input: label pairs, per-class scores, confusion-matrix tables, and their errors."""

import numpy as np
import pandas as pd
import pytest
from sklearn import metrics as skm

from evalcore.errors import EvalInputError
from evalcore.examples import examples_for
from evalcore.examples._fits import fit_digits_test
from evalcore.examples.multiclass import SEED_004_DIGITS, digits_logreg_table
from evalcore.messages import CATALOG
from evalcore.multiclass import (
    from_labels,
    from_matrix,
    from_scores,
    looks_like_matrix,
    multiclass_report,
)


def _error_key(call, *args, **kwargs):
    with pytest.raises(EvalInputError) as error:
        call(*args, **kwargs)
    assert error.value.key in CATALOG
    return error.value


def test_string_class_names_match_sklearn():
    y_true = ["cat", "dog", "bird", "dog", "cat", "cat", "bird", "dog"]
    y_pred = ["cat", "cat", "bird", "dog", "dog", "cat", "dog", "dog"]
    data = from_labels(y_true, y_pred)
    assert data.labels == ("bird", "cat", "dog")
    assert data.source == "labels" and data.warning is None and data.n == 8
    expected = skm.confusion_matrix(y_true, y_pred, labels=list(data.labels))
    assert data.confusion.tolist() == expected.tolist()
    assert [data.labels[i] for i in data.y_true] == y_true
    assert [data.labels[i] for i in data.y_pred] == y_pred


def test_numeric_labels_sort_by_value_and_lose_trailing_zero():
    data = from_labels(pd.Series([10.0, 9.0, 2.0, 10.0]), pd.Series([10, 9, 9, 2]))
    assert data.labels == ("2", "9", "10")
    assert data.confusion.tolist() == [[0, 1, 0], [0, 1, 0], [1, 0, 1]]


def test_predicted_label_never_true_is_an_extra_column_with_a_notice():
    y_true = ["a", "b", "a", "b", "a"]
    y_pred = ["a", "c", "a", "b", "z"]
    data = from_labels(y_true, y_pred)
    assert data.labels == ("a", "b", "c", "z")
    assert data.extra_labels == ("c", "z")
    assert data.warning == "multiclass_predicted_never_true"
    assert data.warning_params == {"count": 2, "labels": "c, z"}
    assert data.confusion[2:].sum() == 0
    report = multiclass_report(data.confusion, data.labels)
    assert report.class_vs_rest("z").recall.reason == "multiclass_recall_never_true"
    _, r, f1, _ = skm.precision_recall_fscore_support(
        y_true, y_pred, average="macro", zero_division=0
    )
    assert report.macro_f1_mean.value == pytest.approx(f1, rel=1e-12)
    assert report.macro_recall.value == pytest.approx(r, rel=1e-12)


def test_missing_labels_report_count_and_rows():
    error = _error_key(from_labels, ["a", None, "b", np.nan], ["a", "b", "b", "a"])
    assert error.key == "multiclass_missing_labels"
    assert error.params == {"column": "y_true", "count": 2, "rows": "2, 4"}
    error = _error_key(from_labels, ["a", "b"], ["a", None], columns={"pred": "guess"})
    assert error.params["column"] == "guess"


def test_fewer_than_two_classes():
    assert _error_key(from_labels, ["a", "a"], ["a", "a"]).key == "multiclass_too_few_classes"
    assert _error_key(from_labels, [], []).key == "multiclass_no_rows"


def test_scores_argmax_and_class_names_from_suffixes():
    y_true = pd.Series([0, 2, 1, 2])
    scores = np.array([[0.8, 0.1, 0.1], [0.2, 0.3, 0.5], [0.6, 0.3, 0.1], [0.3, 0.3, 0.4]])
    data = from_scores(y_true, scores, ["0", "1", "2.0"])
    assert data.labels == ("0", "1", "2") and data.source == "scores"
    assert data.y_pred.tolist() == [0, 2, 0, 2]
    assert data.confusion.tolist() == skm.confusion_matrix(y_true, [0, 2, 0, 2]).tolist()
    given = from_scores(y_true, scores, ["0", "1", "2"], y_pred=[0, 1, 1, 2])
    assert given.y_pred.tolist() == [0, 1, 1, 2]


def test_missing_score_columns_name_the_classes():
    error = _error_key(
        from_scores, ["a", "b", "c", "d"], np.eye(4)[:, :2], ["a", "b"], prefix="proba_"
    )
    assert error.key == "multiclass_missing_score_columns"
    assert error.params == {"labels": "c, d", "count": 2, "prefix": "proba_", "found": "a, b"}


def test_bad_scores():
    error = _error_key(from_scores, [0, 1, 1], [[0.1, 0.9], [np.nan, 1], [np.inf, 0]], ["0", "1"])
    assert error.key == "multiclass_scores_not_finite"
    assert error.params == {"column": "scores", "count": 2, "rows": "2, 3"}
    error = _error_key(from_scores, [0, 1], np.eye(2), ["1", "1.0"])
    assert error.key == "multiclass_duplicate_classes"


def _matrix_table(matrix, rows, cols, corner="true"):
    table = pd.DataFrame(matrix, columns=cols)
    table.insert(0, corner, rows)
    return table


def test_matrix_table_columns_reordered_to_rows():
    table = _matrix_table([[1, 5], [7, 2]], ["x", "y"], ["y", "x"])
    assert looks_like_matrix(table)
    data = from_matrix(table)
    assert data.labels == ("x", "y") and data.source == "matrix"
    assert data.confusion.tolist() == [[5, 1], [2, 7]]
    assert data.y_true is None and data.scores is None


def test_seed_matrix_table_by_hand():
    digits = [str(d) for d in range(10)]
    data = from_matrix(_matrix_table(SEED_004_DIGITS, list(range(10)), digits))
    assert data.labels == tuple(digits)
    assert data.n == 993 and np.trace(data.confusion) == 968


@pytest.mark.parametrize(
    "table, key",
    [
        (_matrix_table([[1, 2, 3], [4, 5, 6]], ["a", "b"], ["a", "b", "c"]),
         "multiclass_matrix_not_square"),
        (_matrix_table([[1, 2], [3, 4]], ["a", "b"], ["a", "c"]), "multiclass_matrix_names_differ"),
        (_matrix_table([[1, 2], [3, 4]], ["a", "a"], ["a", "b"]), "multiclass_duplicate_classes"),
        (_matrix_table([[1, -2], [3, 4]], ["a", "b"], ["a", "b"]), "multiclass_matrix_negative"),
        (_matrix_table([[1, 0.5], [3, 4]], ["a", "b"], ["a", "b"]),
         "multiclass_matrix_not_integer"),
        (_matrix_table([[1, "x"], [3, 4]], ["a", "b"], ["a", "b"]),
         "multiclass_matrix_not_integer"),
        (_matrix_table([[1]], ["a"], ["a"]), "multiclass_too_few_classes"),
        (_matrix_table([[0, 0], [0, 0]], ["a", "b"], ["a", "b"]), "multiclass_matrix_empty"),
    ],
)
def test_bad_matrix_tables(table, key):
    assert _error_key(from_matrix, table).key == key


def test_matrix_detection_uses_shape_and_names_only():
    """A matrix with a bad cell is still detected, so the user gets the matrix's own error."""
    typo = _matrix_table([[3, -1], [0.5, 4]], ["a", "b"], ["a", "b"])
    assert looks_like_matrix(typo)
    assert not looks_like_matrix(typo.assign(true=["a", "c"]))
    assert not looks_like_matrix(_matrix_table([[3, 1], [0, 4]], ["a", "b"], ["x", "y"]))
    assert not looks_like_matrix(pd.DataFrame({"y_true": [0, 1, 1], "y_pred": [0, 1, 0]}))
    assert looks_like_matrix(_matrix_table([[3, "x"], [0, 4]], ["a", "b"], ["a", "b"]))


def test_examples_are_registered_and_deterministic():
    examples = {e.key: e for e in examples_for("multiclass")}
    assert set(examples) == {"digits_seed004", "digits_logreg"}
    first = examples["digits_logreg"].build()
    refit = fit_digits_test().drop(columns="pred_tree")  # a fresh fit, not the shipped table
    pd.testing.assert_frame_equal(refit, digits_logreg_table())
    assert first == examples["digits_logreg"].build()
    table = digits_logreg_table()
    assert list(table.columns) == ["y_true", *(f"score_{d}" for d in range(10))]
    assert table.shape == (450, 11)
    from sklearn.datasets import load_digits

    everything = np.bincount(load_digits().target)
    stratified = np.bincount(table["y_true"])
    assert np.all(np.abs(stratified - 450 * everything / everything.sum()) < 1)
    np.testing.assert_allclose(table.iloc[:, 1:].sum(axis=1), 1.0, rtol=1e-12)
    assert examples["digits_seed004"].build().decode().splitlines()[1] == "0,97,0,0,0,0,0,1,0,0,1"


def test_mixed_and_boolean_labels_compare_as_text():
    mixed = from_labels(pd.Series([1, "2", 3.0, " 2 "], dtype=object), ["1", "2", "3", "3"])
    assert mixed.labels == ("1", "2", "3")
    assert mixed.confusion.tolist() == [[1, 0, 0], [0, 1, 1], [0, 0, 1]]
    flags = from_labels(pd.Series([True, False, True]), ["True", "False", "False"])
    assert flags.labels == ("False", "True")
    assert flags.confusion.tolist() == [[1, 0], [1, 1]]


def test_load_file_bytes_scores_dropped_rows_and_columns():
    from evalcore.multiclass import load_multiclass

    content = "真实标记,p_a,p_b,p_c\na,0.7,0.2,0.1\nb,,0.5,0.5\nc,0.1,0.1,0.8\nb,0.2,0.6,0.2\n"
    with pytest.raises(EvalInputError) as error:
        load_multiclass(content.encode("utf-8"), "x.csv")
    assert error.value.key == "io_invalid_values"
    data = load_multiclass(content.encode("gb18030"), "x.csv", drop_invalid=True)
    assert data.source == "scores" and data.labels == ("a", "b", "c")
    assert (data.dropped, data.dropped_rows) == (1, (2,))
    assert data.columns == {
        "true": "真实标记", "pred": None, "scores": ["p_a", "p_b", "p_c"], "prefix": "p_"
    }
    assert data.y_true.tolist() == [0, 2, 1] and data.y_pred.tolist() == [0, 2, 1]


def test_load_file_bytes_labels_matrix_and_missing_columns():
    from evalcore.multiclass import load_multiclass

    pairs = load_multiclass(b"label\tpredicted\nx\ty\ny\ty\n", "pairs.tsv")
    assert pairs.source == "labels" and pairs.confusion.tolist() == [[0, 1], [0, 1]]
    matrix = load_multiclass(examples_for("multiclass")[0].build(), "digits_seed004.csv")
    assert matrix.source == "matrix" and matrix.n == 993
    with pytest.raises(EvalInputError) as error:
        load_multiclass(b"a,b\n1,2\n", "x.csv")
    assert error.value.key == "io_column_missing" and error.value.params["setting"].flag == "--label-col"
    with pytest.raises(EvalInputError) as error:
        load_multiclass(b"y_true,other\n1,2\n", "x.csv")
    assert error.value.key == "multiclass_no_predictions"

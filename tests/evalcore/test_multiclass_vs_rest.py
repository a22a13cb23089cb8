"""One class against the rest as a binary sweep: the score column's ROC equals scikit-learn's,
and without scores the hard prediction's single operating point equals the 2×2 counts."""

import numpy as np
import pandas as pd
import pytest
from sklearn import metrics as skm

from evalcore.examples.multiclass import SEED_004_DIGITS, digits_logreg_table
from evalcore.multiclass import from_labels, from_matrix, multiclass_from_table
from evalcore.multiclass.vs_rest import class_vs_rest_sweep, two_class_labels


@pytest.mark.parametrize("label", ["0", "3", "9"])
def test_scores_sweep_is_sklearns_roc_of_the_class_column(label):
    table = digits_logreg_table()
    data = multiclass_from_table(table)
    roc = class_vs_rest_sweep(data, label).roc()
    truth = table["y_true"].astype(str) == label
    fpr, tpr, thresholds = skm.roc_curve(truth, table[f"score_{label}"], drop_intermediate=False)
    np.testing.assert_allclose(roc.fpr, fpr)
    np.testing.assert_allclose(roc.tpr, tpr)
    np.testing.assert_array_equal(roc.thresholds, thresholds)


def test_labels_only_sweep_is_the_hard_prediction_point():
    y_true = ["a", "a", "b", "b", "b", "c", "c", "a"]
    y_pred = ["a", "b", "b", "a", "b", "c", "a", "a"]
    sweep = class_vs_rest_sweep(from_labels(y_true, y_pred), "a")
    # class a: TP 2 (rows 1, 8), FN 1 (row 2), FP 2 (rows 4, 7), TN 3; by hand and by sklearn
    tn, fp, fn, tp = skm.confusion_matrix([t == "a" for t in y_true],
                                          [p == "a" for p in y_pred]).ravel()
    assert (tp, fn, fp, tn) == (2, 1, 2, 3)
    point = sweep.confusion_at(1.0)
    assert (point.tp, point.fn, point.fp, point.tn) == (2, 1, 2, 3)
    np.testing.assert_array_equal(sweep.thresholds, [1.0, 0.0])


def test_matrix_file_uses_the_class_row_and_column():
    matrix = SEED_004_DIGITS
    labels = [str(i) for i in range(matrix.shape[0])]
    table = pd.DataFrame(matrix, columns=labels)
    table.insert(0, "true\\predicted", labels)
    data = from_matrix(table)
    point = class_vs_rest_sweep(data, "8").confusion_at(1.0)
    assert point.tp == matrix[8, 8]
    assert point.fn == matrix[8].sum() - matrix[8, 8]
    assert point.fp == matrix[:, 8].sum() - matrix[8, 8]
    assert point.tp + point.fn + point.fp + point.tn == matrix.sum()


def test_classes_without_both_sides_are_not_offered():
    data = from_labels(["a", "a", "b"], ["a", "c", "b"])  # c is predicted, never true
    assert two_class_labels(data) == ("a", "b")

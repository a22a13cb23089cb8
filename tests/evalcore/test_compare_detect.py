"""detect_compare_task: the page's default task for a comparison file."""

import numpy as np
import pandas as pd
import pytest

from evalcore.compare.detect import MAX_CLASSES, detect_compare_task
from evalcore.examples.compare import breast_cancer_table, seed001_table


def test_examples_are_binary():
    assert detect_compare_task(seed001_table()) == "binary"
    assert detect_compare_task(breast_cancer_table()) == "binary"


def test_query_column_makes_ranking_even_with_a_binary_label():
    df = pd.DataFrame({"qid": [1, 1, 2], "label": [1, 0, 1], "score_A": [1, 2, 3],
                       "score_B": [3, 2, 1]})
    assert detect_compare_task(df) == "ranking"


@pytest.mark.parametrize("truth", [[0.5, 1.5, 2.0], list(range(MAX_CLASSES + 1))])
def test_fractional_or_many_values_make_regression(truth):
    df = pd.DataFrame({"y_true": truth, "pred_a": truth, "pred_b": truth})
    assert detect_compare_task(df) == "regression"


@pytest.mark.parametrize("truth", [[0, 1, 2], ["cat", "dog", "bird"], list(range(MAX_CLASSES))])
def test_few_integer_or_text_labels_make_multiclass(truth):
    df = pd.DataFrame({"y_true": truth, "pred_a": truth, "pred_b": truth})
    assert detect_compare_task(df) == "multiclass"


def test_chinese_true_value_column_is_found():
    df = pd.DataFrame({"真实值": np.linspace(0, 1, 30), "预测_A": 0.0, "预测_B": 1.0})
    assert detect_compare_task(df) == "regression"


@pytest.mark.parametrize("truth", [["yes", "no", "yes"], [True, False, True], [0.0, 1.0, np.nan]])
def test_two_labels_are_binary(truth):
    assert detect_compare_task(pd.DataFrame({"label": truth, "s1": 0.1, "s2": 0.2})) == "binary"


def test_no_truth_column_defaults_to_binary():
    assert detect_compare_task(pd.DataFrame({"a": [1, 2], "b": [3, 4]})) == "binary"

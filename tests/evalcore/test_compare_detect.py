"""detect_compare_task: the page's default task for a comparison file."""

import numpy as np
import pandas as pd
import pytest

from evalcore.compare.detect import MAX_CLASSES, detect_compare_task, detect_model_pair
from evalcore.examples import all_examples
from evalcore.examples.compare import breast_cancer_table, seed001_table
from evalcore.io import read_table


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


@pytest.mark.parametrize("columns, pair", [
    (["label", "score_A", "score_B"], ("score_A", "score_B")),
    (["y_true", "pred_ridge", "pred_tree", "id"], ("pred_ridge", "pred_tree")),
    (["query_id", "doc_id", "relevance", "bm25", "dense"], ("bm25", "dense")),
    (["样本编号", "真实值", "预测_A", "预测_B"], ("预测_A", "预测_B")),
])
def test_a_model_pair_is_found_beside_the_role_columns(columns, pair):
    df = pd.DataFrame({c: [0.0, 1.0, 0.5] for c in columns})
    assert detect_model_pair(df) == pair


@pytest.mark.parametrize("columns", [
    ["y_true", "y_score"],  # one model: the truth and the score share the prefix "y"
    ["label", "score", "weight"],  # the weight is not a second model
    ["y_true", "score_0", "score_1", "score_2"],  # per-class scores of one multiclass model
    ["query_id", "doc_id", "relevance", "score"],
])
def test_one_model_files_have_no_pair(columns):
    df = pd.DataFrame({c: [0.0, 1.0, 0.5] for c in columns})
    assert detect_model_pair(df) is None


def test_every_comparison_example_has_a_pair_and_no_single_model_example_does():
    """Two-model examples: the comparisons, and the out-of-fold example (two models' scores for
    the Folds page's paired tests, whose detected pair is its two score columns)."""
    for example in all_examples().values():
        pair = detect_model_pair(read_table(example.build(), example.filename))
        assert (pair is not None) == (example.task in ("compare", "folds")), example.key
        if example.task == "folds":
            assert pair == ("score_logreg", "score_tree")

"""Regression pair loaders, worked by hand."""

import pandas as pd
import pytest

from evalcore.compare.regression import regression_pair_from_table, regression_pair_from_tables
from evalcore.errors import EvalInputError


def test_one_file_detects_the_prediction_pair():
    df = pd.DataFrame({"y_true": [1.0, 2.0], "pred_ridge": [1.5, 2.5], "pred_tree": [0.0, 2.0]})
    pair = regression_pair_from_table(df)
    assert pair.names == ("pred_ridge", "pred_tree")
    assert pair.pred_a.tolist() == [1.5, 2.5] and pair.pred_b.tolist() == [0.0, 2.0]


def test_two_files_by_id():
    df_a = pd.DataFrame({"id": [1, 2], "y_true": [1.0, 2.0], "y_pred": [1.1, 2.1]})
    df_b = pd.DataFrame({"id": [2, 1], "y_true": [2.0, 1.0], "y_pred": [1.9, 0.9]})
    pair = regression_pair_from_tables(df_a, df_b, names=("a", "b"))
    assert pair.aligned_by == "id"
    assert pair.y_true.tolist() == [1.0, 2.0] and pair.pred_b.tolist() == [0.9, 1.9]


def test_two_files_with_different_truths_by_row_say_how_many():
    df_a = pd.DataFrame({"y_true": [1.0, 2.0, 3.0], "y_pred": [1.0, 2.0, 3.0]})
    df_b = pd.DataFrame({"y_true": [1.0, 5.0, 3.0], "y_pred": [1.0, 2.0, 3.0]})
    with pytest.raises(EvalInputError) as info:
        regression_pair_from_tables(df_a, df_b)
    assert info.value.key == "compare_truth_differ_rows"
    assert info.value.params["count"] == 1 and info.value.params["n"] == 3


def test_comparison_matches_scikit_learn_and_scipy():
    import numpy as np
    from scipy.stats import wilcoxon
    from sklearn.metrics import mean_absolute_error, root_mean_squared_error

    from evalcore.compare.regression import compare_regression
    from evalcore.examples.regression import diabetes_test_predictions

    table = diabetes_test_predictions()
    pair = regression_pair_from_table(table, pred_cols=("ridge", "tree"))
    result = compare_regression(pair)
    y = table["y_true"]
    rmse_a = root_mean_squared_error(y, table["ridge"])
    assert result.metrics_a["rmse"].value == pytest.approx(rmse_a)
    assert result.metrics_b["mae"].value == pytest.approx(mean_absolute_error(y, table["tree"]))
    expected = wilcoxon(np.abs(y - table["ridge"]) - np.abs(y - table["tree"]))
    assert result.wilcoxon_p_value == pytest.approx(expected.pvalue)

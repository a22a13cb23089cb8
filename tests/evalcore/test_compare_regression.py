"""Regression pair loaders, worked by hand."""

import pandas as pd
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from evalcore.compare.regression import (
    regression_pair_from_table,
    regression_pair_from_tables,
)
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


def test_two_files_with_chosen_prediction_columns():
    df_a = pd.DataFrame({"y_true": [1.0, 2.0], "ridge": [1.5, 2.5], "other": [9.0, 9.0]})
    df_b = pd.DataFrame({"y_true": [1.0, 2.0], "tree": [0.0, 2.0], "other": [7.0, 7.0]})
    pair = regression_pair_from_tables(df_a, df_b, pred_cols=("ridge", "tree"))
    assert pair.aligned_by == "row" and pair.notice is None
    assert pair.pred_a.tolist() == [1.5, 2.5] and pair.pred_b.tolist() == [0.0, 2.0]


def test_ids_in_one_file_only_are_left_out_with_a_notice():
    df_a = pd.DataFrame({"id": [1, 2, 3], "y_true": [1.0, 2.0, 3.0], "y_pred": [1.0, 2.0, 3.0]})
    df_b = pd.DataFrame({"id": [3, 1], "y_true": [3.0, 1.0], "y_pred": [2.0, 0.0]})
    pair = regression_pair_from_tables(df_a, df_b)
    assert pair.y_true.tolist() == [1.0, 3.0] and pair.pred_b.tolist() == [0.0, 2.0]
    assert pair.notice == "compare_ids_left_out" and pair.notice_params["count_a"] == 1


def test_a_weight_column_is_an_error():
    df = pd.DataFrame({"y_true": [1.0, 2.0], "pred_a": [1.0, 2.0], "pred_b": [2.0, 1.0],
                       "weight": [1.0, 2.0]})
    with pytest.raises(EvalInputError) as info:
        regression_pair_from_table(df, pred_cols=("pred_a", "pred_b"))
    assert info.value.key == "compare_weights_unsupported"
    assert info.value.params["column"] == "weight"


def _pair(y, a, b):
    import numpy as np

    from evalcore.compare.regression import RegressionPair

    return RegressionPair(*(np.asarray(v, dtype=float) for v in (y, a, b)), ("a", "b"), "y",
                          aligned_by="columns")


def test_closer_counts_and_wilcoxon_by_hand():
    """d = |e_A| − |e_B| = (−1, +2, 0, −3): A closer twice, B once, one tie; the zero is dropped
    and the ranks of |d| are 1 (−1), 2 (+2), 3 (−3): W+ = 2, W− = 4, statistic min = 2, exact
    two-sided p = 2 · P(W+ ≤ 2) = 2 · 3/8 (W+ ∈ {0, 1, 2} of the 8 sign patterns)."""
    from evalcore.compare.regression import compare_regression

    result = compare_regression(_pair([0, 0, 0, 0], [1, 2, 5, 0], [2, 0, 5, 3]))
    assert result.closer == (2, 1, 1)
    assert result.wilcoxon_statistic == 2.0
    assert result.wilcoxon_p_value == pytest.approx(0.75)


def test_identical_models_give_p_one_and_all_ties():
    from evalcore.compare.regression import compare_regression

    result = compare_regression(_pair([1, 2, 3], [1, 3, 2], [1, 3, 2]))
    assert result.closer == (0, 0, 3) and result.wilcoxon_p_value == 1.0


def test_residual_histograms_share_bins_by_hand():
    """Residuals A: (0, 1), B: (−1, 3); 4 bins over [−1, 3]: edges −1, 0, 1, 2, 3."""
    from evalcore.compare.regression import residual_histograms

    result = residual_histograms(_pair([0, 1], [0, 0], [1, -2]), bins=4)
    assert result.edges.tolist() == [-1.0, 0.0, 1.0, 2.0, 3.0]
    assert result.counts_a.tolist() == [0, 1, 1, 0]
    assert result.counts_b.tolist() == [1, 0, 0, 1]


@example(rows=[(524289.0, 1e-09, 0.0)], bins=10)  # a span too narrow for 10 float bins
@example(rows=[(0.0, 0.0, 677754.0), (2.1304883539648848e-156, 0.0, 0.0)], bins=1)  # R² < -1e308
@settings(deadline=None, max_examples=40)  # SciPy's Wilcoxon on <= 13 differences with zeros
# or ties enumerates all 2^n sign flips (about 0.5 s at n = 13): 100 examples took 23 s
@given(st.lists(st.tuples(*[st.floats(-1e6, 1e6)] * 3), min_size=1, max_size=50),
       st.integers(1, 30))
def test_every_residual_is_counted_once(rows, bins):
    import numpy as np

    from evalcore.compare.regression import compare_regression, residual_histograms

    pair = _pair(*zip(*rows))
    result = residual_histograms(pair, bins=bins)
    assert result.counts_a.sum() == result.counts_b.sum() == len(rows)
    assert np.all(np.diff(result.edges) >= 0)
    assert sum(compare_regression(pair).closer) == len(rows)


def test_example_is_deterministic_with_the_detected_pair():
    from evalcore.compare import detect_compare_task
    from evalcore.examples import all_examples
    from evalcore.examples.regression import diabetes_test_predictions
    from evalcore.io import read_table

    example = all_examples()["compare_diabetes"]
    assert example.task == "compare" and example.build() == example.build()
    table = read_table(example.build(), example.filename)
    assert table.columns.tolist() == ["y_true", "pred_ridge", "pred_tree"]
    assert detect_compare_task(table) == "regression"
    pair = regression_pair_from_table(table)
    expected = diabetes_test_predictions()
    assert pair.names == ("pred_ridge", "pred_tree") and len(pair.y_true) == 111
    assert pair.pred_a == pytest.approx(expected["ridge"].to_numpy())
    assert pair.pred_b == pytest.approx(expected["tree"].to_numpy())


def test_one_row_leaves_the_test_undefined_with_a_reason():
    from evalcore.compare.regression import compare_regression

    result = compare_regression(_pair([1.0], [2.0], [1.5]))
    assert result.wilcoxon_p_value is None and result.closer == (0, 1, 0)
    assert result.wilcoxon_reason == "compare_regression_wilcoxon_too_few"
    assert result.metrics_a["mae"].value == 1.0


def test_two_files_detect_the_only_numeric_prediction_column():
    from evalcore.compare.regression import detect_prediction_column

    df_a = pd.DataFrame({"id": [1, 2], "y_true": [1.0, 2.0], "pred_ridge": [1.5, 2.5]})
    df_b = pd.DataFrame({"id": [2, 1], "y_true": [2.0, 1.0], "y_pred": [0.0, 3.0],
                         "other": [5.0, 5.0]})
    assert detect_prediction_column(df_a) == "pred_ridge"
    assert detect_prediction_column(df_b) == "y_pred"
    assert detect_prediction_column(df_b.rename(columns={"y_pred": "tree"})) is None
    pair = regression_pair_from_tables(df_a, df_b)
    assert pair.pred_a.tolist() == [1.5, 2.5] and pair.pred_b.tolist() == [3.0, 0.0]


@pytest.mark.parametrize("n", [5, 21])
def test_identical_errors_give_p_one_with_a_reason_at_every_n(n, tmp_path, capsys):
    """All |e_A| − |e_B| = 0: no difference to test, so statistic 0 and p = 1 with the reason,
    at n = 5 (SciPy's exact branch says p = 1) as at n = 21 (its normal branch says NaN)."""
    import json

    import numpy as np
    from scipy.stats import wilcoxon

    from evalcore.__main__ import main

    y = np.arange(n) * 1.7 + 0.3
    pred = y + np.where(np.arange(n) % 2, 0.5, -0.5)
    path = tmp_path / "pair.csv"
    pd.DataFrame({"y_true": y, "pred_ridge": pred, "pred_tree": pred}).to_csv(path, index=False)
    assert main(["compare", str(path), "--task", "regression"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["wilcoxon"] == {"statistic": 0.0, "p_value": 1.0}
    assert out["notes"]["wilcoxon"]["key"] == "compare_regression_wilcoxon_no_difference"
    assert out["closer"] == {"A": 0, "B": 0, "equal": n}
    # one row differing is tested as SciPy tests it
    pd.DataFrame({"y_true": y, "pred_ridge": pred, "pred_tree": np.r_[pred[:-1], y[-1]]}
                 ).to_csv(path, index=False)
    assert main(["compare", str(path), "--task", "regression"]) == 0
    out = json.loads(capsys.readouterr().out)
    d = np.abs(y - pred) - np.abs(y - np.r_[pred[:-1], y[-1]])
    assert out["wilcoxon"]["p_value"] == pytest.approx(wilcoxon(d).pvalue)
    assert "wilcoxon" not in out["notes"]

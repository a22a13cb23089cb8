"""Regression metrics, REC curve and worst predictions: against scikit-learn and by hand."""

from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn import metrics as skm

from dashboard.i18n import CATALOG
from evalcore.errors import EvalInputError
from evalcore.examples.regression import diabetes_test_predictions
from evalcore.messages import CATALOG as MESSAGES
from evalcore.regression import (
    METRICS,
    rec_curve,
    regression_from_table,
    regression_metrics,
    residuals,
    symmetric_mean_absolute_percentage_error,
    worst_predictions,
)

SKLEARN = {
    "mse": skm.mean_squared_error,
    "rmse": skm.root_mean_squared_error,
    "mae": skm.mean_absolute_error,
    "median_ae": skm.median_absolute_error,
    "rmsle": skm.root_mean_squared_log_error,
    "mape": skm.mean_absolute_percentage_error,
    "r2": skm.r2_score,
    "explained_variance": skm.explained_variance_score,
}


def _smape_by_definition(y, p, w=None):
    """Seed 004's formula term by term in plain Python, 0/0 counting 0."""
    w = [1.0] * len(y) if w is None else w
    terms = [2 * abs(a - b) / (abs(a) + abs(b)) if a or b else 0.0 for a, b in zip(y, p)]
    return sum(t * wi for t, wi in zip(terms, w)) / sum(w)


def _reference(key, y, p, w=None):
    if key == "smape":
        return _smape_by_definition(y, p, w)
    if key == "max_error":
        keep = slice(None) if w is None else w > 0
        return skm.max_error(y[keep], p[keep])
    return SKLEARN[key](y, p, sample_weight=w)


def _random_case(seed, *, weighted, positive=True):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 300))
    y = rng.gamma(2.0, 10.0, n) if positive else rng.normal(0, 10, n)
    p = np.abs(y + rng.normal(0, 5, n)) if positive else y + rng.normal(0, 5, n)
    w = rng.uniform(0, 3, n) if weighted else None
    if weighted:
        w[rng.integers(n)] = 0.0
    return y, p, w


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("seed", range(8))
def test_every_metric_equals_its_reference_on_random_data(seed, weighted):
    y, p, w = _random_case(seed, weighted=weighted)
    result = regression_metrics(y, p, sample_weight=w)
    assert list(result) == list(METRICS)
    for key, metric in result.items():
        assert metric.reason is None, key
        assert isinstance(metric.value, float), key
        assert metric.value == pytest.approx(_reference(key, y, p, w), rel=1e-12, abs=1e-12), key


@pytest.mark.parametrize("model", ["ridge", "tree"])
def test_every_metric_equals_its_reference_on_diabetes(model):
    table = diabetes_test_predictions()
    y, p = table["y_true"].to_numpy(), table[model].to_numpy()
    w = np.linspace(0.5, 2.0, y.size)
    for weights in (None, w):
        result = regression_metrics(y, p, sample_weight=weights)
        for key, metric in result.items():
            expected = _reference(key, y, p, weights)
            assert metric.value == pytest.approx(expected, rel=1e-12), key


def test_diabetes_models_are_the_documented_ones():
    table = diabetes_test_predictions()
    # default split of 442 rows: 111 test rows; the ridge fit on the other 331 reaches R² ≈ 0.357
    assert table.shape == (111, 3)
    assert regression_metrics(table["y_true"], table["ridge"])["r2"].value == pytest.approx(
        0.3569596, abs=1e-6
    )
    assert (
        regression_metrics(table["y_true"], table["tree"])["r2"].value
        < regression_metrics(table["y_true"], table["ridge"])["r2"].value
    )


def test_smape_by_hand():
    y, p = [100.0, 0.0, 50.0, -10.0], [110.0, 0.0, 40.0, 10.0]
    # terms: 20/210, 0/0 -> 0, 20/90, 40/20
    terms = [Fraction(20, 210), Fraction(0), Fraction(20, 90), Fraction(2)]
    assert symmetric_mean_absolute_percentage_error(y, p) == pytest.approx(
        float(sum(terms) / 4), rel=1e-15
    )
    weighted = (terms[0] + terms[1] + 2 * terms[2]) / 4
    assert symmetric_mean_absolute_percentage_error(
        y, p, sample_weight=[1, 1, 2, 0]
    ) == pytest.approx(float(weighted), rel=1e-15)
    assert regression_metrics(y, p)["smape"].value == pytest.approx(float(sum(terms) / 4))


def test_smape_bounds():
    assert symmetric_mean_absolute_percentage_error([0.0, 0.0], [0.0, 0.0]) == 0.0
    assert symmetric_mean_absolute_percentage_error([1.0, -2.0], [-1.0, 0.0]) == 2.0


def test_rmsle_undefined_with_negative_values():
    result = regression_metrics([1.0, -0.5, 3.0, 2.0], [1.0, 1.0, -2.0, 2.0])
    assert result["rmsle"].value is None
    assert result["rmsle"].reason == "regression_rmsle_negative"
    assert result["rmsle"].params == {"count": 2}
    # a negative value in a zero-weight row does not count
    weighted = regression_metrics([1.0, -0.5, 3.0], [1.0, 1.0, 2.0], sample_weight=[1, 0, 1])
    assert weighted["rmsle"].value == pytest.approx(
        skm.root_mean_squared_log_error([1.0, 3.0], [1.0, 2.0])
    )


@pytest.mark.parametrize("y_pred", [[5.0, 5.0, 5.0], [4.0, 5.0, 7.0]])
def test_r2_and_explained_variance_undefined_for_constant_truth(y_pred):
    result = regression_metrics([5.0, 5.0, 5.0], y_pred)
    for key in ("r2", "explained_variance"):
        assert result[key].value is None
        assert result[key].reason == "regression_constant_truth"
        assert result[key].params == {"value": 5.0}
    # scikit-learn answers 1.0 or 0.0 here (force_finite); the other metrics stay defined
    assert skm.r2_score([5.0, 5.0, 5.0], y_pred) in (0.0, 1.0)
    assert result["mae"].value == pytest.approx(skm.mean_absolute_error([5.0] * 3, y_pred))


def test_single_row_is_valid_but_r2_is_undefined():
    result = regression_metrics([3.0], [1.0])
    assert result["mae"].value == 2.0
    assert result["max_error"].value == 2.0
    assert result["r2"].value is None


def test_constant_truth_among_positive_weights():
    result = regression_metrics([2.0, 2.0, 9.0], [1.0, 3.0, 0.0], sample_weight=[1, 1, 0])
    assert result["r2"].reason == "regression_constant_truth"
    assert result["max_error"].value == 1.0  # the zero-weight row is left out


def test_mape_warns_on_true_zeros_and_keeps_sklearn_value():
    y, p = [0.0, 2.0, 4.0, 0.0], [1.0, 2.0, 3.0, 0.0]
    result = regression_metrics(y, p)
    assert result["mape"].value == skm.mean_absolute_percentage_error(y, p)
    assert result["mape"].value > 1e14  # 1 / ε for the first row
    assert result["mape"].reason == "regression_mape_true_zero"
    assert result["mape"].params == {"count": 2}


@pytest.mark.parametrize(
    ("args", "kwargs", "key"),
    [
        (([1.0, 2.0], [1.0]), {}, "regression_length_mismatch"),
        (([1.0, 2.0], [1.0, 2.0]), {"sample_weight": [1.0]}, "regression_length_mismatch"),
        (([], []), {}, "regression_no_rows"),
        (([1.0, np.nan, 2.0], [1.0, 2.0, 3.0]), {}, "regression_not_finite"),
        (([1.0, 2.0], [np.inf, 2.0]), {}, "regression_not_finite"),
        (([1.0, 2.0], [1.0, 2.0]), {"sample_weight": [1.0, -1.0]}, "regression_bad_weights"),
        (([1.0, 2.0], [1.0, 2.0]), {"sample_weight": [0.0, 0.0]}, "regression_bad_weights"),
    ],
)
def test_bad_input_raises_a_message_key(args, kwargs, key):
    with pytest.raises(EvalInputError) as error:
        regression_metrics(*args, **kwargs)
    assert error.value.key == key
    with pytest.raises(EvalInputError):
        rec_curve(*args, **kwargs)


def test_not_finite_names_column_count_and_rows():
    y = np.arange(10.0)
    p = y.copy()
    p[[2, 7]] = np.nan
    with pytest.raises(EvalInputError) as error:
        regression_metrics(y, p)
    assert error.value.params == {"column": "y_pred", "count": 2, "rows": "3, 8"}


def test_rec_curve_by_hand():
    # |errors| = 0, 0.5, 1, 0, 2
    curve = rec_curve([1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 2.5, 2.0, 4.0, 7.0])
    np.testing.assert_array_equal(curve.tolerance, [0.0, 0.5, 1.0, 2.0])
    np.testing.assert_allclose(curve.accuracy, [2 / 5, 3 / 5, 4 / 5, 1.0], rtol=0, atol=1e-15)
    assert [curve.share_within(t) for t in (-1, 0, 0.25, 0.5, 0.75, 1, 1.99, 2, 50)] == [
        0.0, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 1.0, 1.0
    ]
    # area: 0.6 * 0.5 + 0.4 * 0.5 + 0.2 * 1 = 0.7 = mean |e| = 3.5 / 5
    assert curve.area_over_curve() == pytest.approx(0.7, abs=1e-15)
    # up to 0.75: mean of min(|e|, 0.75) = (0 + 0.5 + 0.75 + 0 + 0.75) / 5
    assert curve.area_over_curve(up_to=0.75) == pytest.approx(0.4, abs=1e-15)
    assert curve.area_over_curve(up_to=10.0) == pytest.approx(0.7, abs=1e-15)
    assert curve.area_over_curve(up_to=0.0) == 0.0


def test_rec_curve_starts_at_zero_when_no_prediction_is_exact():
    curve = rec_curve([0.0, 0.0], [1.0, -3.0], sample_weight=[3.0, 1.0])
    np.testing.assert_array_equal(curve.tolerance, [0.0, 1.0, 3.0])
    np.testing.assert_array_equal(curve.accuracy, [0.0, 0.75, 1.0])
    assert curve.area_over_curve() == pytest.approx(
        skm.mean_absolute_error([0, 0], [1, -3], sample_weight=[3, 1])
    )


def test_rec_curve_of_perfect_predictions():
    curve = rec_curve([1.0, 2.0], [1.0, 2.0])
    np.testing.assert_array_equal(curve.tolerance, [0.0])
    np.testing.assert_array_equal(curve.accuracy, [1.0])
    assert curve.share_within(0.0) == 1.0
    assert curve.area_over_curve() == 0.0


@pytest.mark.parametrize("bad", [np.nan, np.inf, -1.0])
def test_bad_tolerance(bad):
    curve = rec_curve([1.0, 2.0], [1.5, 2.0])
    with pytest.raises(EvalInputError) as error:
        curve.area_over_curve(up_to=bad)
    assert error.value.key == "regression_bad_tolerance"
    if bad != -1.0:
        with pytest.raises(EvalInputError):
            curve.share_within(bad)


def test_rec_area_equals_mae_on_diabetes():
    table = diabetes_test_predictions()
    y, p = table["y_true"], table["tree"]
    curve = rec_curve(y, p)
    assert curve.area_over_curve() == pytest.approx(skm.mean_absolute_error(y, p), rel=1e-12)
    assert curve.tolerance[-1] == pytest.approx(skm.max_error(y, p))
    # the tree predicts few distinct values but every error is still a step of the curve
    assert curve.tolerance.size == np.unique(np.abs(y - p)).size + 1


def test_residual_sign():
    np.testing.assert_array_equal(residuals([3.0, 1.0], [1.0, 2.0]), [2.0, -1.0])


def test_worst_predictions_with_ties_and_row_numbers():
    y = np.array([0.0, 0.0, 0.0, 0.0, 0.0])
    p = np.array([1.0, -3.0, 3.0, 0.5, 3.0])
    worst = worst_predictions(y, p, k=3, row_numbers=[10, 11, 13, 14, 20])
    np.testing.assert_array_equal(worst.row, [11, 13, 20])
    np.testing.assert_array_equal(worst.residual, [3.0, -3.0, -3.0])
    np.testing.assert_array_equal(worst.abs_error, [3.0, 3.0, 3.0])
    np.testing.assert_array_equal(worst.y_pred, [-3.0, 3.0, 3.0])
    assert worst_predictions(y, p, k=0).row.size == 0
    np.testing.assert_array_equal(worst_predictions(y, p, k=99).row, [2, 3, 5, 1, 4])


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 40))
def test_worst_predictions_match_a_stable_sort(seed, k):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 5, 30).astype(float)
    p = rng.integers(0, 5, 30).astype(float)
    order = np.argsort(-np.abs(y - p), kind="stable")[:k]
    np.testing.assert_array_equal(worst_predictions(y, p, k=k).row, order + 1)


values = st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False)


@st.composite
def cases(draw):
    n = draw(st.integers(1, 40))
    y = np.array(draw(st.lists(values, min_size=n, max_size=n)))
    # round predictions so that ties between errors happen
    p = np.round(y + np.array(draw(st.lists(st.floats(-50, 50), min_size=n, max_size=n))))
    w = draw(st.none() | st.lists(st.floats(0.1, 10), min_size=n, max_size=n).map(np.array))
    return y, p, w


@settings(max_examples=100, deadline=None)
@given(cases(), st.floats(-10, 200))
def test_rec_curve_invariants(case, tol):
    y, p, w = case
    curve = rec_curve(y, p, sample_weight=w)
    assert curve.tolerance[0] == 0.0
    assert np.all(np.diff(curve.tolerance) > 0)
    assert np.all(np.diff(curve.accuracy) >= 0)
    assert curve.accuracy[-1] == 1.0
    errors = np.abs(y - p)
    assert curve.tolerance[-1] == errors.max()
    share = np.average(errors <= tol, weights=w) if tol >= 0 else 0.0
    assert curve.share_within(tol) == pytest.approx(share, abs=1e-12)
    assert curve.count_outside(tol) == np.count_nonzero(errors > tol)
    mae = skm.mean_absolute_error(y, p, sample_weight=w)
    assert curve.area_over_curve() == pytest.approx(mae, rel=1e-9, abs=1e-9)
    if tol >= 0:
        clipped = np.average(np.minimum(errors, tol), weights=w)
        assert curve.area_over_curve(up_to=tol) == pytest.approx(clipped, rel=1e-9, abs=1e-9)


@settings(max_examples=60, deadline=None)
@given(cases(), st.randoms(use_true_random=False))
def test_metrics_invariant_to_row_order(case, random):
    y, p, w = case
    order = np.array(random.sample(range(y.size), y.size))
    before = regression_metrics(y, p, sample_weight=w)
    after = regression_metrics(y[order], p[order], sample_weight=None if w is None else w[order])
    for key in METRICS:
        assert after[key].reason == before[key].reason, key
        if before[key].value is None:
            assert after[key].value is None
        else:
            assert after[key].value == pytest.approx(before[key].value, rel=1e-9, abs=1e-9), key


def test_registry_directions_and_catalog():
    assert {k for k, m in METRICS.items() if m.greater_is_better} == {"r2", "explained_variance"}
    assert {k for k, m in METRICS.items() if m.fraction} == {"mape", "smape"}
    for key in METRICS:
        assert f"regression_metric_{key}" in CATALOG
        assert f"regression_metric_{key}_help" in CATALOG
    for reason in (
        "regression_rmsle_negative",
        "regression_mape_true_zero",
        "regression_constant_truth",
    ):
        assert set(MESSAGES[reason]) == {"en", "zh"}


def test_weight_col_false_declines_a_detected_weight_column():
    table = pd.DataFrame({"y_true": [1.0, 2.0, 4.0], "y_pred": [1.5, 2.0, 3.0],
                          "weight": [1.0, 2.0, 3.0]})
    detected = regression_from_table(table)
    declined = regression_from_table(table, weight_col=False)
    assert detected.weight_col == "weight"
    assert detected.weights.tolist() == [1.0, 2.0, 3.0]
    assert declined.weight_col is None and declined.weights is None

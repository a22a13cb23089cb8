"""Input that the loaders refuse with a message instead of a traceback or a silent wrong number:
list/struct and date/time columns (real Parquet bytes from pyarrow), regression-like label columns,
too many labels or classes, overflowing or all-zero weights, percentages; and regression metrics
near float64's limit."""

from __future__ import annotations

import io as stdio

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from sklearn import metrics as skm

from evalcore.compare.load import load_compare
from evalcore.errors import EvalInputError
from evalcore.io import binary_from_table, distinct_labels, load_binary
from evalcore.multiclass.load import load_multiclass, multiclass_from_table
from evalcore.ranking.data import load_ranking
from evalcore.regression.data import load_regression
from evalcore.regression.metrics import regression_metrics


def parquet(columns: dict) -> bytes:
    """Real Parquet bytes written by pyarrow."""
    buffer = stdio.BytesIO()
    pq.write_table(pa.table(columns), buffer)
    return buffer.getvalue()


def error_of(call, *args, **kwargs) -> EvalInputError:
    with pytest.raises(EvalInputError) as caught:
        call(*args, **kwargs)
    return caught.value


# ---- list / struct columns ------------------------------------------------------------------------

NESTED = {
    "list": pa.array([[1], [0], [1], [0]]),
    "struct": pa.array([{"c": 1}, {"c": 0}, {"c": 1}, {"c": 0}]),
    "map": pa.array([[("c", 1)], [("c", 0)], [("c", 1)], [("c", 0)]],
                    type=pa.map_(pa.string(), pa.int64())),
}
SCORES = [0.9, 0.2, 0.6, 0.4]


@pytest.mark.parametrize("kind", sorted(NESTED))
@pytest.mark.parametrize("loader, columns, column", [
    (load_binary, lambda v: {"label": v, "score": SCORES}, "label"),
    (load_binary, lambda v: {"label": [1, 0, 1, 0], "score": v}, "score"),
    (load_multiclass, lambda v: {"y_true": v, "y_pred": [1, 0, 1, 0]}, "y_true"),
    (load_multiclass, lambda v: {"y_true": [1, 0, 1, 0], "y_pred": v}, "y_pred"),
    (load_compare, lambda v: {"label": v, "score_A": SCORES, "score_B": SCORES}, "label"),
    (load_regression, lambda v: {"y_true": v, "y_pred": SCORES}, "y_true"),
    (load_ranking, lambda v: {"qid": v, "relevance": [1, 0, 1, 0], "score": SCORES}, "qid"),
    (load_ranking, lambda v: {"qid": [1, 1, 2, 2], "relevance": v, "score": SCORES},
     "relevance"),
])
def test_nested_columns_are_refused_naming_the_column(kind, loader, columns, column):
    error = error_of(loader, parquet(columns(NESTED[kind])), "nested.parquet")
    assert error.key == "io_nested_values" and error.params["column"] == column
    assert str(error).startswith(f"Column {column} holds lists or records (such as ")


@pytest.mark.parametrize("values, example", [
    (pd.to_datetime(["2021-01-01", "2021-01-02", "2021-01-03", "2021-01-04"]),
     "2021-01-01 00:00:00"),
    (pd.to_datetime(["2021-01-01", "2021-01-02", "2021-01-03", "2021-01-04"]).tz_localize("UTC"),
     "2021-01-01 00:00:00+00:00"),
    (pd.to_timedelta([1, 2, 3, 4], unit="s"), "0 days 00:00:01"),
    (pd.to_datetime(["2021-01-01", "2021-01-02", "2021-01-03", "2021-01-04"]).date, "2021-01-01"),
])
def test_time_score_columns_are_refused_not_read_as_nanoseconds(values, example):
    data = parquet({"label": [1, 0, 1, 0], "score": pa.array(values)})
    error = error_of(load_binary, data, "time.parquet")
    assert error.key == "io_time_values"
    assert error.params == {"column": "score", "example": example}
    regression = parquet({"y_true": [1.0, 2.0, 3.0, 4.0], "y_pred": pa.array(values)})
    assert error_of(load_regression, regression, "time.parquet").key == "io_time_values"


@pytest.mark.parametrize("text, example", [
    ("2021-01-01 10:00", "2021-01-01 10:00"), ("12:30", "12:30"), ("03/04/2021", "03/04/2021"),
])
def test_date_text_in_a_score_column_is_called_a_date(text, example):
    data = f"label,score\n1,{text}\n0,{text}\n".encode()
    error = error_of(load_binary, data, "d.csv")
    assert (error.key, error.params) == ("io_time_values", {"column": "score", "example": example})
    other = error_of(load_binary, b"label,score\n1,1-2\n0,0.5\n", "d.csv")
    assert other.key == "io_invalid_values"


# ---- regression-like and many-label columns -------------------------------------------------------

@pytest.fixture(scope="module")
def regression_table() -> pd.DataFrame:
    rng = np.random.default_rng(7)
    n = 10**6
    return pd.DataFrame({"y_true": rng.normal(size=n), "y_pred": rng.normal(size=n)})


def test_million_row_regression_file_is_refused_by_binary_and_multiclass(regression_table):
    for call in (binary_from_table, multiclass_from_table, distinct_labels):
        args = (regression_table, "y_true") if call is distinct_labels else (regression_table,)
        error = error_of(call, *args)
        assert error.key == "io_looks_like_regression"
        assert error.params["count"] == 10**6 and error.params["column"] == "y_true"
        shown = error.params["labels"].split(", ")
        assert len(shown) == 6 and shown[-1] == "…"  # five values, then "…"
        assert float(shown[0]) == regression_table["y_true"].min()
    assert str(error).endswith("Evaluate it with python -m evalcore regression FILE.")


@pytest.mark.parametrize("labels", [
    [0.5, 1.5, 2.5, 0.5],  # fractional values
    list(range(1001)),  # more distinct numbers than any sensible class count
])
def test_label_columns_that_look_like_regression(labels):
    table = pd.DataFrame({"label": labels, "score": np.linspace(0, 1, len(labels))})
    assert error_of(binary_from_table, table, pos_label=labels[0]).key == "io_looks_like_regression"


def test_regression_like_labels_are_counted_and_shown_as_numpy_counts_them():
    rng = np.random.default_rng(3)
    labels = np.concatenate([rng.integers(0, 40, 3000) / 4, [np.nan, np.inf, -np.inf, -0.0, 0.0]])
    error = error_of(binary_from_table, pd.DataFrame({"label": labels, "score": 0.5}),
                     pos_label="0")
    distinct = np.unique(labels[np.isfinite(labels)])
    assert (error.key, error.params["count"]) == ("io_looks_like_regression", distinct.size)
    assert error.params["labels"] == "0, 0.25, 0.5, 0.75, 1, …"  # the five lowest, sorted


def test_integer_and_two_valued_labels_stay_classes():
    assert binary_from_table(pd.DataFrame({"label": [0.0, 1.0], "score": [0.1, 0.9]})).labels == (
        "0", "1")
    classes = pd.DataFrame({"y_true": np.arange(1000), "y_pred": np.arange(1000)[::-1]})
    assert len(multiclass_from_table(classes).labels) == 1000  # ImageNet-sized, still classes


def test_many_text_labels_list_five_and_stay_fast():
    labels = [f"id{i}" for i in range(40_000)]
    table = pd.DataFrame({"label": labels, "score": np.linspace(0, 1, len(labels))})
    error = error_of(binary_from_table, table)
    assert error.key == "io_too_many_labels" and error.params["count"] == 40_000
    assert error.params["labels"] == "id0, id1, id10, id100, id1000, …"
    assert len(str(error)) < 400  # was 811 KB
    data = binary_from_table(table, pos_label="id7")  # one-vs-rest still works
    assert data.y_true.sum() == 1 and data.y_true[7]


def test_long_labels_are_cut_in_messages():
    table = pd.DataFrame({"label": ["x" * 100, "y", "z"], "score": [0.1, 0.5, 0.9]})
    shown = error_of(binary_from_table, table).params["labels"]
    assert shown == "x" * 39 + "…, y, z"


def test_multiclass_refuses_thousands_of_classes_before_building_the_matrix():
    labels = [f"c{i}" for i in range(60_000)]
    error = error_of(multiclass_from_table, pd.DataFrame({"y_true": labels, "y_pred": labels}))
    assert error.key == "multiclass_too_many_classes"
    assert error.params == {"column": "y_true", "count": 60_000,
                            "labels": "c0, c1, c2, c3, c4, …", "limit": 1000}


# ---- weights ---------------------------------------------------------------------------------------

def test_weights_near_float_max_are_refused_at_load_time():
    for weight in (1e308, 1e200):
        table = pd.DataFrame({"label": [1, 0, 1, 0], "score": [0.9, 0.2, 0.4, 0.6],
                              "weight": [weight] * 4})
        error = error_of(binary_from_table, table)
        assert error.key == "io_weights_overflow" and error.params["column"] == "weight"
    assert error.params["total"] == "4e+200"


def test_large_representable_weights_give_scikit_learns_numbers():
    labels, scores = [1, 0, 1, 0, 1], [0.9, 0.2, 0.4, 0.6, 0.3]
    weights = np.array([1e100, 2e100, 3e100, 1e100, 2e100])
    data = binary_from_table(pd.DataFrame({"label": labels, "score": scores, "weight": weights}))
    from evalcore.binary import threshold_sweep

    sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
    assert sweep.roc_auc() == pytest.approx(skm.roc_auc_score(labels, scores,
                                                              sample_weight=weights), rel=1e-12)


def test_all_zero_weights_say_so_instead_of_one_class():
    table = pd.DataFrame({"label": [1, 0], "score": [0.9, 0.1], "weight": [0.0, 0.0]})
    error = error_of(binary_from_table, table)
    assert error.key == "io_weights_all_zero" and error.params == {"column": "weight"}


# ---- percentages -----------------------------------------------------------------------------------

def test_percent_strings_are_named_as_percentages():
    data = b"label,score\n1,85%\n0,0.2\n1, 7.5 %\n0,abc\n"
    error = error_of(load_binary, data, "p.csv")
    assert error.key == "io_percent_values"
    assert error.params == {"column": "score", "example": "85%", "count": 2, "rows": "1, 3"}
    assert "85% as 0.85" in str(error)


# ---- regression near float64's limit -----------------------------------------------------------------

def test_r2_and_explained_variance_below_float64_say_why_as_scikit_learn_gives_minus_inf():
    """A truth that varies by 2e-156 beside an error of 7e5: R² and explained variance are about
    −1e323 (scikit-learn: −inf), which no rescaling brings into float64; each says so (not as
    the overflow of squared huge values, which rescaling undoes) rather than failing."""
    y_true, y_pred = np.array([0.0, 2.1304883539648848e-156]), np.array([677754.0, 0.0])
    with np.errstate(divide="ignore", over="ignore"):
        assert skm.r2_score(y_true, y_pred) == skm.explained_variance_score(y_true, y_pred) \
            == -np.inf
    result = regression_metrics(y_true, y_pred)
    for key in ("r2", "explained_variance"):
        assert result[key].value is None and result[key].reason == "regression_spread_ratio"
    assert result["mae"].value == pytest.approx(skm.mean_absolute_error(y_true, y_pred))


def test_regression_metrics_near_1e200_keep_representable_values_and_say_why_mse_is_not():
    y_true = np.array([1.0, 3.0, -2.0, 0.5, 4.0])
    y_pred = np.array([2.0, 1.0, 0.0, 1.0, 3.5])
    weights = np.array([1.0, 2.0, 1.0, 3.0, 1.0])
    for w in (None, weights, weights * 1e307):
        result = regression_metrics(y_true * 1e200, y_pred * 1e200, sample_weight=w)
        reference = None if w is None else weights
        assert result["mse"].value is None and result["mse"].reason == "regression_overflow"
        assert result["mse"].params == {"largest": "4e+200"}
        assert result["rmse"].value == pytest.approx(
            1e200 * skm.root_mean_squared_error(y_true, y_pred, sample_weight=reference), rel=1e-12)
        assert result["r2"].value == pytest.approx(
            skm.r2_score(y_true, y_pred, sample_weight=reference), rel=1e-12)
        assert result["explained_variance"].value == pytest.approx(
            skm.explained_variance_score(y_true, y_pred, sample_weight=reference), rel=1e-12)
        assert result["mae"].value == pytest.approx(
            1e200 * skm.mean_absolute_error(y_true, y_pred, sample_weight=reference), rel=1e-12)

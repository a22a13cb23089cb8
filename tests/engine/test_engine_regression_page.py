"""The Regression page's figures on a local dataset (DuckDB) against the in-memory path on the
same file: metrics to 1e-9, the REC curve and the histogram equal when the residuals are kept
exactly and within the stated bound when binned, the plotted sample and worst rows the same."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from evalcore.engine.files import regression_local
from evalcore.engine.regression import ErrorCounts
from evalcore.regression import (rec_curve, regression_from_table, regression_metrics,
                                 worst_predictions)
from evalcore.sampling import sample_rows


def _frame(n=6000, seed=4, decimals=2):
    rng = np.random.default_rng(seed)
    y = np.round(rng.normal(10, 3, n), decimals)
    return pd.DataFrame({"y_true": y, "y_pred": np.round(y + rng.normal(0, 1, n), decimals)})


def _write(frame, tmp_path, kind):
    if kind == "csv":
        half = len(frame) // 2
        for i, part in enumerate((frame.iloc[:half], frame.iloc[half:])):
            part.to_csv(tmp_path / f"part{i}.csv", index=False)
        return str(tmp_path / "part*.csv")
    frame.to_parquet(tmp_path / "reg.parquet")
    return str(tmp_path / "reg.parquet")


@pytest.mark.parametrize("kind", ["parquet", "csv"])
def test_exact_residuals_give_the_in_memory_figures(tmp_path, kind):
    frame = _frame()
    local = regression_local(_write(frame, tmp_path, kind), max_distinct=10**6, bins=120,
                             budget=500, worst=20)
    data = regression_from_table(frame)
    memory = regression_metrics(data.y_true, data.y_pred)
    assert list(local.sums.metrics) == list(memory)
    for key, measure in memory.items():
        assert local.sums.metrics[key].value == pytest.approx(measure.value, rel=1e-9, abs=1e-12)
    assert not local.errors.approximate
    reference, got = rec_curve(data.y_true, data.y_pred), local.errors.rec()
    for field in ("tolerance", "accuracy", "rows"):
        np.testing.assert_array_equal(getattr(got, field), getattr(reference, field))
    counts, edges = np.histogram(data.y_true - data.y_pred, bins=60)
    got_edges, got_counts = local.errors.histogram(60)
    np.testing.assert_array_equal(got_edges, edges)
    np.testing.assert_array_equal(got_counts, counts)
    chosen = sample_rows(data.n_rows, 500)
    np.testing.assert_array_equal(local.rows.y_true, data.y_true[chosen])
    np.testing.assert_array_equal(local.rows.y_pred, data.y_pred[chosen])
    worst = worst_predictions(data.y_true, data.y_pred, k=20, row_numbers=data.row_numbers)
    np.testing.assert_array_equal(local.rows.worst.row, worst.row)
    np.testing.assert_array_equal(local.rows.worst.abs_error, worst.abs_error)


def test_binned_residuals_bound_the_rec_curve_within_one_bin(tmp_path):
    frame = _frame(decimals=9)
    local = regression_local(_write(frame, tmp_path, "parquet"), max_distinct=100,
                             bins=60 * 50, budget=500, worst=5)
    errors = local.errors
    assert errors.approximate
    y, p = frame["y_true"].to_numpy(), frame["y_pred"].to_numpy()
    e = y - p
    assert errors.bin_width == pytest.approx((e.max() - e.min()) / 3000, rel=1e-12)
    assert errors.counts.sum() == len(frame)
    exact, binned = rec_curve(y, p), errors.rec()
    assert binned.tolerance[-1] == exact.tolerance[-1] and binned.accuracy[-1] == 1.0
    gaps = []
    for tolerance in np.linspace(0, exact.tolerance[-1] * 1.01, 1001):
        low, true = binned.share_within(tolerance), exact.share_within(tolerance)
        assert low <= true <= binned.share_within(tolerance + errors.bin_width)
        gaps.append(true - low)
    assert 0 < max(gaps) < 0.01  # one bin of 3,000 holds few rows: the bound is close
    counts, edges = np.histogram(e, bins=60)
    got_edges, got_counts = errors.histogram(60)
    np.testing.assert_allclose(got_edges, edges, rtol=0, atol=1e-12)
    np.testing.assert_array_equal(got_counts, counts)  # no residual near a bar's edge here


def test_invalid_rows_are_skipped_in_the_sample_and_numbered_as_in_the_file(tmp_path):
    from evalcore.engine.regression import regression_rows, regression_sums
    from evalcore.engine.runners import DuckDBRunner
    from evalcore.engine.source import resolve_source

    frame = _frame(n=300)
    frame.loc[[3, 150], "y_pred"] = np.nan
    path = _write(frame, tmp_path, "parquet")
    sums = regression_sums(DuckDBRunner(resolve_source(path)), drop_invalid=True)
    rows = regression_rows(resolve_source(path), sums, budget=50, worst=4)
    data = regression_from_table(frame, drop_invalid=True)
    chosen = sample_rows(data.n_rows, 50)
    np.testing.assert_array_equal(rows.y_pred, data.y_pred[chosen])
    worst = worst_predictions(data.y_true, data.y_pred, k=4, row_numbers=data.row_numbers)
    np.testing.assert_array_equal(rows.worst.row, worst.row)


def test_binned_rec_by_hand():
    """Residuals −1 (×2), 0.5, 2 in 3 bins of width 1 from −1: the bins [−1, 0), [0, 1), [1, 2]
    stand at the largest |e| they can hold, 1, 1 and 2 (capped at the largest |e|)."""
    errors = ErrorCounts(np.array([-1.0, 0.0, 1.0]), np.array([2, 1, 1]), -1.0, 2.0, 1.0)
    rec = errors.rec()
    np.testing.assert_array_equal(rec.tolerance, [0.0, 1.0, 2.0])
    np.testing.assert_array_equal(rec.rows, [0, 3, 4])
    np.testing.assert_array_equal(rec.accuracy, [0.0, 0.75, 1.0])

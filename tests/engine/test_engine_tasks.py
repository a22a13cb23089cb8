"""``multiclass`` and ``regression`` with ``--engine duckdb|spark``: the in-memory output to 1e-9,
checked also against scikit-learn; options that need every row are refused with exit 2."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import (
    confusion_matrix,
    explained_variance_score,
    mean_absolute_percentage_error,
    median_absolute_error,
    r2_score,
)

from tests.engine.conftest import assert_same, cli

RNG = np.random.default_rng(3)
N = 300
TRUE = RNG.choice(["cat", "dog", "bird"], N)
PRED = np.where(RNG.random(N) < 0.7, TRUE, RNG.choice(["cat", "dog", "bird", "fish"], N))
Y = np.round(RNG.normal(10, 3, N), 2)
Y[:3] = 0.0  # MAPE's note on true zeros
YHAT = np.round(Y + RNG.normal(0, 1, N), 2)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("tasks")
    pd.DataFrame({"label": TRUE, "pred": PRED}).to_csv(root / "mc.csv", index=False)
    pd.DataFrame({"y_true": Y, "y_pred": YHAT}).to_parquet(root / "reg.parquet")
    pd.DataFrame({"y_true": [1.0, 1.0, 1.0], "y_pred": [0.5, -1.0, 2.0]}).to_csv(
        root / "constant.csv", index=False)
    return root


def test_multiclass_equals_memory_and_sklearn(capsys, files, engine):
    _, memory, memory_err = cli(capsys, "multiclass", files / "mc.csv")
    status, result, err = cli(capsys, "multiclass", files / "mc.csv", "--engine", engine)
    assert status == 0 and err == memory_err and "fish" in err
    assert_same(result, memory)
    labels = ["bird", "cat", "dog", "fish"]
    assert result["labels"] == labels
    assert result["confusion"] == confusion_matrix(TRUE, PRED, labels=labels).tolist()


def test_regression_equals_memory(capsys, files, engine):
    _, memory, _ = cli(capsys, "regression", files / "reg.parquet")
    status, result, _ = cli(capsys, "regression", files / "reg.parquet", "--engine", engine)
    assert status == 0
    assert_same(result, memory)


@pytest.mark.parametrize("name, options", [("reg.parquet", ["--tolerance", "0.5"]),
                                           ("constant.csv", [])])
def test_regression_cases_equal_memory(capsys, files, name, options):
    """A given tolerance; a constant y (R² and explained variance undefined, with the reason)."""
    _, memory, _ = cli(capsys, "regression", files / name, *options)
    status, result, _ = cli(capsys, "regression", files / name, "--engine", "duckdb", *options)
    assert status == 0
    assert_same(result, memory)


def test_regression_against_sklearn(capsys, files):
    _, result, _ = cli(capsys, "regression", files / "reg.parquet", "--engine", "duckdb",
                       "--tolerance", "0.5")
    metrics = result["metrics"]
    assert metrics["median_ae"] == pytest.approx(median_absolute_error(Y, YHAT), rel=1e-12)
    assert metrics["r2"] == pytest.approx(r2_score(Y, YHAT), rel=1e-12)
    assert metrics["explained_variance"] == pytest.approx(explained_variance_score(Y, YHAT),
                                                          rel=1e-12)
    assert metrics["mape"] == pytest.approx(mean_absolute_percentage_error(Y, YHAT), rel=1e-12)
    assert result["notes"]["mape"]["key"] == "regression_mape_true_zero"
    assert result["rec_at_tolerance"] == np.mean(np.abs(Y - YHAT) <= 0.5)


@pytest.mark.parametrize("argv", [
    ["regression", "reg.parquet", "--curves"],
    ["multiclass", "mc.csv", "--matrix"],
])
def test_options_needing_every_row_are_refused(capsys, files, argv):
    status, _, err = cli(capsys, argv[0], files / argv[1], *argv[2:], "--engine", "duckdb")
    assert status == 2
    assert err == (f"error: {argv[2]} is not available with --engine (a database engine does "
                   f"not keep every row in memory). Leave {argv[2]} out, or evaluate one file in "
                   "memory without --engine.\n")

"""The engines' messages: an empty or header-only file gets the in-memory message, a file with a
weight column is not refused for a flag the user never passed, and the commands without an engine
path refuse ``--engine`` in one line that says why (exit 2, never argparse's usage)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import mean_absolute_error, mean_squared_error, r2_score

from tests.engine.conftest import cli

EMPTY = "error: The file {name} is empty. Use a CSV, TSV or Parquet file with a header row and at " \
        "least one data row.\n"
HEADER_ONLY = "error: The file {name} has a header (y_true, y_score) but no data rows. Add at " \
              "least one row of predictions.\n"


def _write(tmp_path, name: str):
    path = tmp_path / name
    if name == "empty.csv":
        path.write_text("")
    elif name == "blank.csv":
        path.write_text(" \n\n")
    elif name == "empty.parquet":
        path.write_bytes(b"")
    elif name == "header.csv":
        path.write_text("y_true,y_score\n\n")
    else:
        pd.DataFrame({"y_true": pd.Series([], dtype="int64"),
                      "y_score": pd.Series([], dtype="float64")}).to_parquet(path)
    return path


@pytest.mark.parametrize("name", ["empty.csv", "blank.csv", "empty.parquet", "header.csv",
                                  "header.parquet"])
@pytest.mark.parametrize("task", ["binary", "regression", "multiclass", "ranking"])
def test_empty_and_header_only_files_get_the_in_memory_message(capsys, tmp_path, engine, name,
                                                               task):
    path = _write(tmp_path, name)
    expected = HEADER_ONLY if name.startswith("header") else EMPTY
    status, _, memory = cli(capsys, task, path)
    assert status == 2 and memory == expected.format(name=name)
    status, _, err = cli(capsys, task, path, "--engine", engine)
    assert status == 2 and err == memory


def test_a_glob_of_header_only_files_is_refused_naming_the_glob(capsys, tmp_path):
    for part in ("a", "b"):
        (tmp_path / f"{part}.csv").write_text("y_true,y_score\n")
    pattern = tmp_path / "*.csv"
    status, _, err = cli(capsys, "binary", pattern)
    assert status == 2 and err == HEADER_ONLY.format(name=pattern)


Y = np.array([1.0, 2.0, 3.0, 4.0, 5.0])
YHAT = np.array([1.1, 2.2, 2.9, 4.5, 4.0])
WEIGHT = np.array([1.0, 5.0, 1.0, 1.0, 3.0])
UNUSED_WEIGHT = ("note: Column weight was not used as sample weights: an engine evaluates "
                 "regression unweighted (weights need every row in memory). Evaluate the file in "
                 "memory to weight by it.\n")


def test_a_weight_column_is_not_refused_for_a_flag_never_passed(capsys, tmp_path, engine):
    path = tmp_path / "reg.csv"
    pd.DataFrame({"y_true": Y, "y_pred": YHAT, "weight": WEIGHT}).to_csv(path, index=False)
    status, result, err = cli(capsys, "regression", path, "--engine", engine)
    assert status == 0 and err == UNUSED_WEIGHT
    assert result["columns"]["weight"] is None
    metrics = result["metrics"]  # unweighted, as scikit-learn without sample_weight
    assert metrics["mse"] == pytest.approx(mean_squared_error(Y, YHAT), rel=1e-12)
    assert metrics["mae"] == pytest.approx(mean_absolute_error(Y, YHAT), rel=1e-12)
    assert metrics["r2"] == pytest.approx(r2_score(Y, YHAT), rel=1e-12)


def test_the_weight_flag_itself_is_still_refused(capsys, tmp_path):
    path = tmp_path / "reg.csv"
    pd.DataFrame({"y_true": Y, "y_pred": YHAT, "weight": WEIGHT}).to_csv(path, index=False)
    status, _, err = cli(capsys, "regression", path, "--engine", "duckdb", "--weight-col", "weight")
    assert status == 2
    assert err == ("error: --weight-col is not available with --engine (a database engine does "
                   "not keep every row in memory). Leave --weight-col out, or evaluate one file "
                   "in memory without --engine.\n")


BINARY_CSV = "label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.3\n"


@pytest.mark.parametrize("command, argv, why", [
    ("folds", ["--fold-col", "fold"], "it evaluates each fold's rows on their own"),
    ("roc-steps", [], "it is the textbook's step-by-step ROC construction"),
    ("compare", [], "its paired tests (DeLong, McNemar, Wilcoxon, the randomization test)"),
    ("cost", [], "its cost curve is built from the rows in memory"),
], ids=["folds", "roc-steps", "compare", "cost"])
@pytest.mark.parametrize("flag", [["--engine", "duckdb"], ["--engine", "spark"],
                                  ["--spark-master", "local[2]"]], ids=["duckdb", "spark", "master"])
def test_commands_without_an_engine_path_say_so_in_one_line(capsys, tmp_path, command, argv, why,
                                                            flag):
    path = tmp_path / "data.csv"
    path.write_text(BINARY_CSV)
    status, _, err = cli(capsys, command, path, *argv, *flag)
    assert status == 2
    assert err.startswith(f"error: {command} runs in memory only: {why}")
    assert err.endswith("Leave out --engine and --spark-master.\n") and err.count("\n") == 1

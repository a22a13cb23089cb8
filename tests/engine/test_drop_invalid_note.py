"""``--drop-invalid`` prints the same note on stderr on every path (in memory, DuckDB, Spark) for
every task that has the flag, and the kept rows give scikit-learn's values."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import f1_score, mean_squared_error, roc_auc_score

from tests.engine.conftest import cli

NOTE = "note: dropped 2 invalid rows (first rows: 2, 5)\n"
BINARY = "label,score\n1,0.9\n0,x\n1,0.7\n0,0.3\n,0.5\n1,0.2\n0,0.1\n"
KEPT_LABELS, KEPT_SCORES = [1, 1, 0, 1, 0], [0.9, 0.7, 0.3, 0.2, 0.1]
REGRESSION = "y_true,y_pred\n1,1.5\n2,x\n3,3.5\n4,3\n5,\n6,6.5\n"
KEPT_Y, KEPT_YHAT = [1, 3, 4, 6], [1.5, 3.5, 3, 6.5]
MULTICLASS = ("y_true,score_a,score_b\na,0.7,0.3\nb,x,0.8\nb,0.1,0.9\na,0.6,0.4\nb,0.5,\n"
              "a,0.2,0.8\n")


def _file(tmp_path, text):
    path = tmp_path / "data.csv"
    path.write_text(text)
    return path


def _path(request, name):
    if name == "spark":
        request.getfixturevalue("spark")
    return [] if name == "memory" else ["--engine", name]


@pytest.mark.parametrize("path", ["memory", "duckdb", "spark"])
def test_binary(capsys, tmp_path, request, path):
    status, result, err = cli(capsys, "binary", _file(tmp_path, BINARY), "--drop-invalid",
                              *_path(request, path))
    assert status == 0 and err == NOTE
    assert result["roc_auc"] == pytest.approx(roc_auc_score(KEPT_LABELS, KEPT_SCORES))


@pytest.mark.parametrize("path", ["memory", "duckdb", "spark"])
def test_regression(capsys, tmp_path, request, path):
    status, result, err = cli(capsys, "regression", _file(tmp_path, REGRESSION), "--drop-invalid",
                              *_path(request, path))
    assert status == 0 and err == NOTE
    assert result["n"] == 4
    assert result["metrics"]["mse"] == pytest.approx(mean_squared_error(KEPT_Y, KEPT_YHAT))


@pytest.mark.parametrize("command", ["cost", "roc-steps"])
def test_memory_only_binary_commands(capsys, tmp_path, command):
    """No engine path (they refuse --engine): the in-memory note, the same as binary's."""
    status, result, err = cli(capsys, command, _file(tmp_path, BINARY), "--drop-invalid")
    assert status == 0 and err == NOTE
    assert (result.get("prior") or result["m_pos"] / 5) == pytest.approx(0.6)  # 3 of 5 kept


def test_multiclass_in_memory(capsys, tmp_path):
    """Invalid values are scores; per-class score columns have no engine path (refused)."""
    status, result, err = cli(capsys, "multiclass", _file(tmp_path, MULTICLASS), "--drop-invalid")
    assert status == 0 and err == NOTE
    kept_true, kept_pred = ["a", "b", "a", "a"], ["a", "b", "a", "b"]
    assert result["macro_f1_mean"] == pytest.approx(f1_score(kept_true, kept_pred,
                                                             average="macro"))
    assert np.isclose(result["accuracy"], 0.75)


@pytest.mark.parametrize("engine_name", ["duckdb", "spark"])
def test_multiclass_labels_on_an_engine_as_in_memory(capsys, tmp_path, request, engine_name):
    """Label columns hold nothing --drop-invalid drops: no note on any path."""
    path = _file(tmp_path, "y_true,y_pred\na,a\nb,b\na,b\n")
    _, memory, memory_err = cli(capsys, "multiclass", path, "--drop-invalid")
    status, result, err = cli(capsys, "multiclass", path, "--drop-invalid",
                              *_path(request, engine_name))
    assert status == 0 and err == memory_err == ""
    assert result["accuracy"] == memory["accuracy"] == pytest.approx(2 / 3)

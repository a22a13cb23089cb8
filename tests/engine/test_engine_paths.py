"""Paths and globs the engines cannot use: a clear one-line error and exit 2, never a traceback."""

from __future__ import annotations

import pandas as pd
import pytest

from tests.engine.conftest import cli


def test_missing_file(capsys, tmp_path):
    missing = tmp_path / "nope.parquet"
    status, _, err = cli(capsys, "binary", missing, "--engine", "duckdb")
    assert status == 2
    assert err == f"error: File not found: {missing}. Check the path and try again.\n"


def test_glob_without_matches_uses_duckdb_and_fails_clearly(capsys, tmp_path):
    pattern = tmp_path / "*.parquet"
    status, _, err = cli(capsys, "binary", pattern)
    assert status == 2 and err == f"error: File not found: {pattern}. Check the path and try again.\n"


def test_mixed_formats(capsys, tmp_path):
    pd.DataFrame({"y": [0, 1], "score": [0.1, 0.9]}).to_parquet(tmp_path / "a.parquet")
    (tmp_path / "b.csv").write_text("y,score\n0,0.2\n1,0.8\n")
    status, _, err = cli(capsys, "binary", tmp_path / "*", "--engine", "duckdb")
    assert status == 2 and "matches both Parquet and text files" in err


def test_unreadable_parquet(capsys, tmp_path):
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 not really parquet")
    status, _, err = cli(capsys, "binary", tmp_path / "bad.parquet", "--engine", "duckdb")
    assert status == 2 and err.startswith("error: The engine could not read bad.parquet: ")
    assert len(err.splitlines()) == 1


def test_directory_reads_every_file(capsys, tmp_path):
    for i, (y, s) in enumerate([([0, 1], [0.1, 0.9]), ([1, 0], [0.4, 0.6])]):
        pd.DataFrame({"y": y, "score": s}).to_parquet(tmp_path / f"p{i}.parquet")
    status, result, _ = cli(capsys, "binary", tmp_path)
    assert status == 0 and result["n"] == 4
    assert result["roc_auc"] == 0.75  # of the pairs (positive, negative) only (0.4, 0.6) is wrong


@pytest.mark.parametrize("flags", [["--max-distinct", "0"], ["--bins", "0"]])
def test_limits_must_be_positive(capsys, tmp_path, flags):
    pd.DataFrame({"y": [0, 1], "score": [0.1, 0.9]}).to_parquet(tmp_path / "a.parquet")
    status, _, err = cli(capsys, "binary", tmp_path / "a.parquet", "--engine", "duckdb", *flags)
    assert status == 2 and "the number of bins must each be at least 1" in err

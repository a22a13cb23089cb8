"""Paths and globs the engines cannot use: a clear one-line error and exit 2, never a traceback."""

from __future__ import annotations

import importlib.util
import socket
import sys

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


def _small_file(tmp_path):
    path = tmp_path / "a.parquet"
    pd.DataFrame({"y": [0, 1], "score": [0.1, 0.9]}).to_parquet(path)
    return path


def test_spark_connect_url_without_a_server(capsys, tmp_path):
    with socket.socket() as probe:  # a port nobody listens on once the probe is closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"sc://127.0.0.1:{port}"
    status, _, err = cli(capsys, "binary", _small_file(tmp_path), "--engine", "spark",
                         "--spark-master", url)
    assert status == 2
    assert err == (f"error: No Spark Connect server answers at {url}. Start one there (Spark's "
                   "sbin/start-connect-server.sh) or check the host and port.\n")


@pytest.mark.skipif(importlib.util.find_spec("grpc") is not None,
                    reason="the Spark Connect client's packages are installed here")
def test_spark_connect_without_the_client_packages(capsys, tmp_path, monkeypatch):
    # PySpark's connect package takes a ``__main__`` without a file for a doctest run and exits
    # the process: a pytest-xdist worker's ``__main__`` (started with ``python -c``) is one
    monkeypatch.setattr(sys.modules["__main__"], "__file__", "pytest", raising=False)
    with socket.socket() as server:  # something listens; the client cannot even be built
        server.bind(("127.0.0.1", 0))
        server.listen()
        url = f"sc://127.0.0.1:{server.getsockname()[1]}"
        status, _, err = cli(capsys, "binary", _small_file(tmp_path), "--engine", "spark",
                             "--spark-master", url)
    assert status == 2
    assert err == ("error: Spark cannot start here: the Spark Connect client "
                   "(pip install 'pyspark[connect]') is missing. "
                   "Install it, or use the DuckDB engine (the default).\n")

"""Spark is optional (requirements-spark.txt): without PySpark, ``--engine spark`` says in one
line how to install it, and DuckDB works as before."""

from __future__ import annotations

import pandas as pd

from tests.engine.conftest import cli
from tests.no_spark import without_spark


def _file(tmp_path):
    path = tmp_path / "scores.parquet"
    pd.DataFrame({"label": [1, 0, 1, 0], "score": [0.9, 0.8, 0.4, 0.1]}).to_parquet(path)
    return path


def test_engine_spark_without_pyspark_says_how_to_install(capsys, tmp_path):
    path = _file(tmp_path)
    with without_spark() as attempts:
        status, _, err = cli(capsys, "binary", path, "--engine", "spark")
    assert attempts  # the run really looked for PySpark, and found none
    assert status == 2
    assert err == ("error: Spark cannot start here: PySpark (python3 -m pip install -r "
                   "requirements-spark.txt) is missing. Install it, or use the DuckDB engine "
                   "(the default).\n")


def test_engine_duckdb_without_pyspark(capsys, tmp_path):
    path = _file(tmp_path)
    with without_spark() as attempts:
        status, out, err = cli(capsys, "binary", path, "--engine", "duckdb")
    assert (status, err, attempts) == (0, "", [])
    assert (out["positives"], out["roc_auc"]) == (2, 0.75)  # 3 of the 4 pairs ordered

"""Column names that differ only in case (``Score`` and ``score``) are two columns on every
engine, as in memory: DuckDB's readers would rename the later one (``score_1``) and read
``"score"`` as ``Score``; Spark would rename both (``Score1``, ``score2``)."""

from __future__ import annotations

import pandas as pd
import pytest
from sklearn.metrics import mean_absolute_error, roc_auc_score

from tests.engine.conftest import assert_same, cli

LABELS = [1, 0, 1, 0, 1, 0, 1, 0]
UPPER = [0.1, 0.8, 0.3, 0.6, 0.2, 0.4, 0.45, 0.9]  # "Score": a poor model
LOWER = [0.9, 0.2, 0.7, 0.4, 0.6, 0.3, 0.35, 0.5]  # "score": a good one


@pytest.fixture(params=["csv", "parquet"])
def scores(request, tmp_path):
    frame = pd.DataFrame({"y_true": LABELS, "Score": UPPER, "score": LOWER})
    path = tmp_path / f"scores.{request.param}"
    frame.to_csv(path, index=False) if request.param == "csv" else frame.to_parquet(path)
    return path


@pytest.mark.parametrize("flags, expected", [
    (["--score-col", "score"], roc_auc_score(LABELS, LOWER)),
    (["--score-col", "Score"], roc_auc_score(LABELS, UPPER)),
])
def test_binary_reads_the_named_column(capsys, scores, engine, flags, expected):
    status, memory, err = cli(capsys, "binary", scores, *flags)
    assert status == 0, err
    assert memory["roc_auc"] == pytest.approx(expected)
    status, result, err = cli(capsys, "binary", scores, "--engine", engine, *flags)
    assert status == 0, err
    assert_same(result, memory)


def test_without_a_flag_every_engine_asks_which_column(capsys, scores, engine):
    """Both names are the score's: in memory and on each engine the command takes neither and
    says so in the same one line, naming --score-col."""
    status, _, memory = cli(capsys, "binary", scores)
    assert status == 2 and "--score-col" in memory and memory.count("\n") == 1
    status, _, err = cli(capsys, "binary", scores, "--engine", engine)
    assert (status, err) == (2, memory)


def test_regression_reads_the_named_column(capsys, tmp_path, engine):
    truth, upper, lower = [1.0, 2.0, 3.0, 4.0, 5.0], [5.0, 1.0, 4.0, 2.0, 0.0], [1.1, 2.2, 2.9, 4.5, 5]
    path = tmp_path / "values.csv"
    pd.DataFrame({"y": truth, "Pred": upper, "pred": lower}).to_csv(path, index=False)
    status, memory, err = cli(capsys, "regression", path, "--pred-col", "pred")
    assert status == 0, err
    assert memory["metrics"]["mae"] == pytest.approx(mean_absolute_error(truth, lower))
    status, result, err = cli(capsys, "regression", path, "--pred-col", "pred", "--engine", engine)
    assert status == 0, err
    assert_same(result, memory)

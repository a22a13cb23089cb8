"""A path that names an existing file is that file, whatever its name holds (``*``, ``?``, ``[ ]``,
``{ }``, ``:``): the CLI reads it in memory, and DuckDB and Spark, which expand globs in the paths
they are given (Spark also reads ``a:b`` as a URI), read that one file and no neighbour its name
would match as a pattern, also with a ``:`` name in the same folder."""

from __future__ import annotations

import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from tests.engine.conftest import cli

FILES = {  # name: (labels, scores); each literal name sits next to files it would match
    "a[1].csv": ([1, 0, 1, 0, 1], [0.9, 0.2, 0.8, 0.3, 0.4]),
    "a1.csv": ([0, 1], [0.6, 0.1]),
    "b*.csv": ([1, 0, 0], [0.7, 0.5, 0.2]),
    "bx.csv": ([1, 0, 1, 0], [0.1, 0.9, 0.2, 0.8]),
    "q?.csv": ([0, 1, 1, 0, 0, 1], [0.1, 0.8, 0.35, 0.4, 0.2, 0.9]),
    "qz.csv": ([1, 0], [0.3, 0.6]),
    "c{1}.csv": ([0, 1, 0, 1, 1], [0.3, 0.6, 0.1, 0.2, 0.9]),
    "c1.csv": ([1, 1, 0], [0.5, 0.4, 0.3]),
    "a:b.csv": ([1, 0, 0, 1], [0.8, 0.7, 0.1, 0.05]),
}
NAMES = ["a[1].csv", "b*.csv", "q?.csv", "c{1}.csv", "a:b.csv"]


@pytest.fixture
def folder(tmp_path):
    for name, (labels, scores) in FILES.items():
        pd.DataFrame({"y": labels, "score": scores}).to_csv(tmp_path / name, index=False)
    return tmp_path


def _expected(name: str) -> tuple[int, float]:
    labels, scores = FILES[name]
    return len(labels), roc_auc_score(labels, scores)


@pytest.mark.parametrize("name", NAMES)
def test_an_existing_file_is_read_in_memory(capsys, folder, name):
    status, result, err = cli(capsys, "binary", folder / name)
    assert status == 0, err
    assert (result["n"], result["roc_auc"]) == pytest.approx(_expected(name))
    assert "approximate" not in result  # the in-memory path, not an engine's


def test_each_engine_reads_the_file_the_name_names(capsys, folder, engine):
    for name in NAMES:
        status, result, err = cli(capsys, "binary", folder / name, "--engine", engine)
        assert status == 0, err
        assert (result["n"], result["roc_auc"]) == pytest.approx(_expected(name)), name


def test_a_glob_reads_each_match_once(capsys, folder, engine):
    """``*.csv`` matches ``b*.csv`` among others: the engine must not expand that name again."""
    status, result, err = cli(capsys, "binary", folder / "*.csv", "--engine", engine)
    assert status == 0, err
    labels = [y for name in sorted(FILES) for y in FILES[name][0]]
    scores = [s for name in sorted(FILES) for s in FILES[name][1]]
    assert result["n"] == len(labels) == 34
    assert result["roc_auc"] == pytest.approx(roc_auc_score(labels, scores))


def test_a_directory_whose_name_holds_glob_characters(capsys, tmp_path):
    folder = tmp_path / "runs[2]"
    folder.mkdir()
    (tmp_path / "runs2").mkdir()  # what runs[2] means as a pattern: must not be read
    pd.DataFrame({"y": [0, 1], "score": [0.5, 0.5]}).to_csv(tmp_path / "runs2" / "x.csv",
                                                            index=False)
    for name in ("a[1].csv", "bx.csv"):
        labels, scores = FILES[name]
        pd.DataFrame({"y": labels, "score": scores}).to_csv(folder / name, index=False)
    status, result, err = cli(capsys, "binary", folder)
    assert status == 0, err
    labels = FILES["a[1].csv"][0] + FILES["bx.csv"][0]
    scores = FILES["a[1].csv"][1] + FILES["bx.csv"][1]
    assert (result["n"], result["roc_auc"]) == pytest.approx((9, roc_auc_score(labels, scores)))

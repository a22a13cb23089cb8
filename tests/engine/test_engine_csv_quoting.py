"""Delimited text is read with the same quoting on all three paths (in memory, DuckDB, Spark):
a quote inside a quoted field is doubled, and a quoted field may hold line breaks (RFC 4180)."""

from __future__ import annotations

import pytest
from sklearn.metrics import roc_auc_score

from tests.engine.conftest import assert_same, cli

SCORE = 'sc"o`r;e'
TEXT = (
    'id,"sc""o`r;e",label,note\n'
    '1,0.9,1,"two\nlines"\n'
    '2,0.2,0,plain\n'
    '3,0.35,1,"say ""hi""\n\nthen stop"\n'
    '4,0.4,0,"a,b"\n'
    '5,0.7,0,"x"\n'
)
LABELS = [1, 0, 1, 0, 0]  # by hand from TEXT: five records, two of them over several lines
SCORES = [0.9, 0.2, 0.35, 0.4, 0.7]


@pytest.fixture(scope="module")
def path(tmp_path_factory):
    """TEXT as a file, written once for the module's tests (none writes to it)."""
    file = tmp_path_factory.mktemp("quoting") / "quoted.csv"
    file.write_text(TEXT)
    return file


def test_memory_reads_the_records_and_header_by_hand(capsys, path):
    status, result, err = cli(capsys, "binary", path, "--score-col", SCORE, "--label-col",
                              "label")
    assert status == 0, err
    assert result["n"] == 5 and result["positives"] == 2
    assert result["roc_auc"] == pytest.approx(roc_auc_score(LABELS, SCORES))


def test_each_engine_reads_what_memory_reads(capsys, path, engine):
    flags = ["--score-col", SCORE, "--label-col", "label", "--threshold", "0.3"]
    status, memory, err = cli(capsys, "binary", path, *flags)
    assert status == 0, err
    status, result, err = cli(capsys, "binary", path, "--engine", engine, *flags)
    assert status == 0, err
    assert_same(result, memory)


def test_each_engine_names_the_same_columns(capsys, path, engine):
    """A column that is not there: every path lists the same four columns."""
    _, _, memory = cli(capsys, "binary", path, "--score-col", "nope", "--label-col", "label")
    _, _, result = cli(capsys, "binary", path, "--engine", engine, "--score-col", "nope",
                       "--label-col", "label")
    assert "Columns in the file: id, " in memory and 'o`r;e' in memory
    assert result == memory

"""The engine's sample of a source's first rows (:meth:`DuckDBRunner.first_rows`): of one Parquet
file, the rows whose numbers are below the count, which are the rows ``LIMIT`` gives on the view,
in order, with the same types, across row groups; other sources take the ``LIMIT`` itself."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.engine import queries
from evalcore.engine.runners import VIEW, DuckDBRunner, limited
from evalcore.engine.source import resolve_source

ROWS = 1_000


def _table(**extra) -> pa.Table:
    rng = np.random.default_rng(3)
    return pa.table({"y": pa.array(rng.integers(0, 2, ROWS), pa.int8()),
                     "score": np.round(rng.random(ROWS), 2),
                     "name": [f"r{i}" for i in range(ROWS)], **extra})


@pytest.fixture(scope="module")
def row_groups(tmp_path_factory):
    """One Parquet file of 1,000 rows in row groups of 128."""
    path = tmp_path_factory.mktemp("first_rows") / "groups.parquet"
    pq.write_table(_table(), path, row_group_size=128)
    return path


def _rows(runner: DuckDBRunner, table: str) -> list[tuple]:
    return runner.relation(f"SELECT * FROM {table}").fetchall()


@pytest.mark.parametrize("count", [1, 127, 128, 300, ROWS, 5 * ROWS])
def test_one_parquet_file_gives_the_rows_limit_gives(row_groups, count):
    runner = DuckDBRunner(resolve_source(str(row_groups)))
    table = runner.first_rows(count)
    assert "file_row_number" in table  # read by row number, not by LIMIT
    rows = _rows(runner, table)
    assert rows == _rows(runner, limited(count))
    assert len(rows) == min(count, ROWS)
    assert rows[-1][2] == f"r{min(count, ROWS) - 1}"  # the first rows, in file order
    described = runner.relation(f"DESCRIBE SELECT * FROM {table}").fetchall()
    assert [row[:2] for row in described] == [row[:2] for row in
                                              runner.relation(f"DESCRIBE {VIEW}").fetchall()]


def test_the_sample_counts_the_first_rows(row_groups):
    table = _table()
    runner = DuckDBRunner(resolve_source(str(row_groups)))
    sample = runner.query_arrays(queries.binary_sample("y", "score", runner.first_rows(300),
                                                       runner.numeric_columns()))
    first = table.slice(0, 300)
    expected = {}
    for label, score in zip(first["y"].to_pylist(), first["score"].to_pylist()):
        expected[label, score] = expected.get((label, score), 0) + 1
    got = {(int(label), float(score)): int(n)
           for label, score, n in zip(sample["label"], sample["score"], sample["n"])}
    assert got == expected


def test_a_column_named_as_the_row_numbers_takes_the_limit(tmp_path):
    path = tmp_path / "own_numbers.parquet"
    pq.write_table(_table(File_Row_Number=np.arange(ROWS)[::-1]), path, row_group_size=128)
    runner = DuckDBRunner(resolve_source(str(path)))
    assert runner.first_rows(300) == limited(300)
    assert [row[3] for row in _rows(runner, runner.first_rows(300))] == list(range(999, 699, -1))


def test_several_files_and_text_take_the_limit(tmp_path, row_groups):
    for i in range(2):
        pq.write_table(_table(), tmp_path / f"part-{i}.parquet")
    several = DuckDBRunner(resolve_source(str(tmp_path / "part-*.parquet")))
    assert several.first_rows(300) == limited(300)
    assert len(_rows(several, several.first_rows(1_500))) == 1_500
    text = tmp_path / "rows.csv"
    text.write_text("y,score\n" + "".join(f"{i % 2},0.{i}\n" for i in range(10)))
    csv = DuckDBRunner(resolve_source(str(text)))
    assert csv.first_rows(3) == limited(3)
    assert _rows(csv, csv.first_rows(3)) == [("0", "0.0"), ("1", "0.1"), ("0", "0.2")]

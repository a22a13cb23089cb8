"""Arrow tables become DataFrames column by column (evalcore.io.arrow_frame.frame_from_arrow):
the same frame as pyarrow's own ``Table.to_pandas()``, with less memory at its peak."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.io.arrow_frame import frame_from_arrow
from evalcore.io.table import read_table


def _table() -> pa.Table:
    return pa.table({
        "label": pa.array([1, 0, 1, 0], pa.int64()),
        "score": pa.chunked_array([[0.9, None], [0.1, 0.5]], pa.float64()),
        "name": pa.array(["a", None, "<b>c</b>", "d"]),
        "flag": pa.array([True, False, None, True]),
        "empty": pa.nulls(4),
        "kind": pa.array(["x", "y", "x", "y"]).dictionary_encode(),
        "when": pa.array(pd.to_datetime(["2024-01-01", "2024-01-02", None, "2024-01-04"])),
    })


def test_equals_pyarrows_to_pandas():
    expected = _table().to_pandas()
    handed = [_table()]
    frame = frame_from_arrow(handed)
    assert handed == []  # handed over: no reference left with the caller
    pd.testing.assert_frame_equal(frame, expected)
    assert frame["score"].isna().tolist() == [False, True, False, False]


def test_a_saved_index_becomes_the_index_as_in_pandas():
    """pandas' metadata in a Parquet file (a saved, named index) is followed, as to_pandas does."""
    original = pd.DataFrame({"score": [0.2, 0.7]}, index=pd.Index(["r1", "r2"], name="row"))
    buffer = io.BytesIO()
    original.to_parquet(buffer)
    pd.testing.assert_frame_equal(read_table(buffer.getvalue(), "f.parquet"), original)


@pytest.mark.parametrize("rows", [1, 70_000])
def test_parquet_upload_equals_pandas_read_parquet(rows):
    rng = np.random.default_rng(rows)
    original = pd.DataFrame({"label": rng.integers(0, 2, rows), "score": rng.random(rows),
                             "group": rng.choice(["u", "v"], rows)})
    buffer = io.BytesIO()
    pq.write_table(pa.Table.from_pandas(original, preserve_index=False), buffer,
                   row_group_size=30_000)
    pd.testing.assert_frame_equal(read_table(buffer.getvalue(), "f.parquet"),
                                  pd.read_parquet(io.BytesIO(buffer.getvalue())))

"""The loaders refuse text no label, name or id can be (a cell of kilobytes, a header of 10⁶
columns, a file on one line) with a message naming the limit, and read long-but-fair headers."""

from __future__ import annotations

import io as stdio

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.errors import EvalInputError
from evalcore.io import read_table
from evalcore.io.limits import MAX_CELL_CHARS, MAX_COLUMNS
from evalcore.messages import render


def error_of(data: bytes, name: str = "f.csv") -> EvalInputError:
    with pytest.raises(EvalInputError) as caught:
        read_table(data, name)
    return caught.value


def _parquet(columns: dict) -> bytes:
    buffer = stdio.BytesIO()
    pq.write_table(pa.table(columns), buffer)
    return buffer.getvalue()


LONG = "x" * 200_000

LONG_CELL_FILES = {
    "plain UTF-8 (pyarrow's reader)": f"label,score\n{LONG},0.9\n0,0.2\n1,0.5\n".encode(),
    "decimal comma (pandas' reader)": f"label;score\n{LONG};0,9\n0;0,2\n1;0,5\n".encode(),
    "GBK (pandas' reader)": f"标签,score\n{LONG},0.9\n0,0.2\n".encode("gb18030"),
    "Parquet": _parquet({"label": [LONG, "0", "1"], "score": [0.9, 0.2, 0.5]}),
}


@pytest.mark.parametrize("case", sorted(LONG_CELL_FILES))
def test_a_cell_of_kilobytes_is_refused_naming_column_length_and_limit(case):
    name = "f.parquet" if case == "Parquet" else "f.csv"
    error = error_of(LONG_CELL_FILES[case], name)
    assert error.key == "io_long_cell"
    assert error.params["length"] == f"{len(LONG):,}" and error.params["limit"] == "4,096"
    for lang in ("en", "zh"):
        assert len(render(error.key, lang, error.params)) < 600


def test_a_cell_at_the_limit_is_read():
    label = "y" * MAX_CELL_CHARS
    table = read_table(f"label,score\n{label},0.9\n0,0.2\n".encode(), "f.csv")
    assert table["label"][0] == label


def test_a_file_on_one_line_is_refused_as_a_name_too_long():
    error = error_of(b"a" * 300_000)  # no line break, no delimiter
    assert error.key == "io_long_column_name"
    assert error.params["column"] == "a" * 39 + "…" and error.params["limit"] == "4,096"


def test_a_header_of_a_million_columns_says_too_many_columns():
    names = [f"c{i}" for i in range(1_000_000)]
    data = (",".join(names) + "\n" + ",".join("1" for _ in names) + "\n").encode()
    error = error_of(data)  # was "duplicate column names: c10" (the header cut at 64 KiB)
    assert error.key == "io_too_many_columns"
    assert error.params == {"name": "f.csv", "count": "1,000,000", "limit": f"{MAX_COLUMNS:,}"}


def test_one_column_too_many_is_refused_and_the_limit_is_read():
    for count, refused in ((MAX_COLUMNS + 1, True), (MAX_COLUMNS, False)):
        names = [f"c{i}" for i in range(count)]
        data = (",".join(names) + "\n" + ",".join("1" for _ in names) + "\n").encode()
        if refused:
            assert error_of(data).params["count"] == f"{count:,}"
        else:
            assert list(read_table(data, "f.csv").columns) == names


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_a_header_longer_than_the_sniffed_sample_is_read_whole(encoding):
    names = [f"score_of_class_{i:05d}" for i in range(5000)]  # 105 KB: longer than 64 KiB
    text = ",".join(names) + "\n" + ",".join(str(i % 7) for i in range(5000)) + "\n"
    table = read_table(text.encode(encoding), "f.csv")
    reference = pd.read_csv(stdio.StringIO(text))
    assert list(table.columns) == list(reference.columns) == names
    assert table.iloc[0].tolist() == reference.iloc[0].tolist()


def test_a_first_data_line_of_many_fields_is_a_ragged_line():
    line = "1,0.5," * 100_000
    error = error_of(f"label;score\n{line}".replace(",", ";").encode())  # pandas' reader
    assert error.key == "io_ragged_line"
    assert (error.params["line"], error.params["fields"]) == (2, line.count(",") + 1)


def test_integers_beyond_int64_beside_text_are_read_and_a_long_text_among_them_is_refused():
    """pandas keeps an integer beyond int64 as a Python int in an object column: such a column
    has no length as text, and its long text cells are still measured."""
    big = "99999999999999999999999"
    table = read_table(f"y_true,score,big\n1,0.9,{big}\n0,0.2,1\n".encode(), "big.csv")
    assert table["big"].tolist() == [int(big), 1]
    long = "x" * (MAX_CELL_CHARS + 1)
    with pytest.raises(EvalInputError) as raised:
        read_table(f"y_true,score,big\n1,0.9,{big}\n0,0.2,{long}\n".encode(), "big.csv")
    assert raised.value.key == "io_long_cell" and raised.value.params["column"] == "big"

"""The gate between reading a file and analysing it: every text value is capped whatever its
Arrow type, list and record columns are never materialised, and the memory estimate counts what
Parquet's metadata says the read columns decode to."""

from __future__ import annotations

import io as stdio

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.errors import EvalInputError
from evalcore.io import load_binary, read_table
from evalcore.io.columns import NestedValue, shown_list
from evalcore.io.limits import MAX_CELL_CHARS, longest_text
from evalcore.messages import render


def parquet(columns: dict) -> bytes:
    buffer = stdio.BytesIO()
    pq.write_table(pa.table(columns), buffer)
    return buffer.getvalue()


def error_of(data: bytes, name: str = "f.parquet") -> EvalInputError:
    with pytest.raises(EvalInputError) as caught:
        read_table(data, name)
    return caught.value


SCORES = [0.9, 0.2, 0.6, 0.4]

TEXT_TYPES = {
    "dictionary": lambda values: pa.DictionaryArray.from_arrays(
        pa.array([0, 1, 0, 1], pa.int32()), pa.array(sorted(set(values)))),
    "large_string": lambda values: pa.array(values, pa.large_string()),
    "string_view": lambda values: pa.array(values, pa.string_view()),
    "binary": lambda values: pa.array([v.encode() for v in values], pa.binary()),
}
NESTED_TYPES = {
    "list of strings": lambda values: pa.array([[v] for v in values], pa.list_(pa.string())),
    "struct of strings": lambda values: pa.array([{"name": v} for v in values]),
    "map of strings": lambda values: pa.array([[("k", v)] for v in values],
                                              pa.map_(pa.string(), pa.string())),
}


def _values(long: str) -> list[str]:
    return ["B", long, "B", long]


@pytest.mark.parametrize("kind", sorted(TEXT_TYPES))
def test_a_long_value_of_every_text_type_is_refused_as_a_plain_string_is(kind):
    long = "A" * 10_000  # the plain string column is refused: so is every other text type
    assert error_of(parquet({"label": _values(long), "score": SCORES})).key == "io_long_cell"
    error = error_of(parquet({"label": TEXT_TYPES[kind](_values(long)), "score": SCORES}))
    assert error.key == "io_long_cell"
    assert error.params["column"] == "label" and error.params["length"] == "10,000"
    for lang in ("en", "zh"):
        assert "10,000" in render(error.key, lang, error.params)


@pytest.mark.parametrize("kind", ["dictionary", "large_string", "string_view", "binary"])
def test_a_value_at_the_limit_of_every_text_type_is_read(kind):
    at_limit = "A" * MAX_CELL_CHARS
    table = read_table(parquet({"label": TEXT_TYPES[kind](_values(at_limit)), "score": SCORES}),
                       "f.parquet")
    assert len(table) == 4 and list(table.columns) == ["label", "score"]


def test_the_issues_dictionary_category_of_250_mb_is_refused():
    """The issue's 9 KB file, with its value cut to 25 MB (the same path, a tenth of the
    memory)."""
    y = [0, 1] * 500
    label = pa.DictionaryArray.from_arrays(pa.array(y, pa.int32()),
                                           pa.array(["B", "A" * (25 << 20)]))
    error = error_of(parquet({"label": label, "score": [i / 1000 for i in range(1000)]}))
    assert error.key == "io_long_cell" and error.params["length"] == f"{25 << 20:,}"


def _type_read(data: bytes, column: str) -> str:
    """The Arrow type of ``column`` as pyarrow reads it from the Parquet ``data``."""
    return str(pq.ParquetFile(pa.BufferReader(data)).schema_arrow.field(column).type)


@pytest.mark.parametrize("kind", sorted(NESTED_TYPES))
def test_list_struct_and_map_columns_are_never_read_and_refused_when_chosen(kind):
    column = NESTED_TYPES[kind](_values("A" * 10_000))
    data = parquet({"label": [1, 0, 1, 0], "score": SCORES, "tags": column})
    table = read_table(data, "f.parquet")
    first = str(column.slice(0, 1).to_pylist()[0])  # small: its first value is read, to show
    assert list(table.columns) == ["label", "score", "tags"]
    assert set(table["tags"]) == {NestedValue(_type_read(data, "tags"), first)}
    assert len(load_binary(data, "f.parquet").scores) == 4  # the task's columns are read
    chosen = parquet({"label": column, "score": SCORES})
    with pytest.raises(EvalInputError) as caught:
        load_binary(chosen, "f.parquet")
    assert caught.value.key == "io_nested_values"
    assert caught.value.params["example"] == shown_list([first], limit=1)


def test_a_list_bomb_is_never_read_and_named_by_its_type():
    """The issue's 2 KB file of 10 rows and 2·10⁸ zeros, at 2·10⁷: neither its values nor its
    first value is read (that alone holds 2·10⁶ zeros); the message names the column's type."""
    import numpy as np

    bomb = pa.ListArray.from_arrays(pa.array(np.linspace(0, 2 * 10**7, 11).astype(np.int32)),
                                    pa.array(np.zeros(2 * 10**7, np.int64)))
    data = parquet({"label": [0, 1] * 5, "score": np.linspace(0, 1, 10), "bomb": bomb})
    assert len(data) < 100_000
    table = read_table(data, "f.parquet")
    assert set(table["bomb"]) == {NestedValue(_type_read(data, "bomb"))}
    with pytest.raises(EvalInputError) as caught:
        load_binary(data, "f.parquet", label_col="bomb")
    assert caught.value.params["example"] == "list<element: int64>"


def test_a_file_of_nested_columns_only_keeps_its_rows():
    data = parquet({"tags": pa.array([[1], [2], [3]])})
    assert read_table(data, "f.parquet").shape == (3, 1)


@pytest.mark.parametrize("array, longest", [
    (pa.array([["ab"], ["cde"]]), 3),
    (pa.array([["ab"], ["cdefgh"]]).slice(0, 1), 2),  # a slice counts its own values only
    (pa.array([{"a": "xy", "b": [b"12345"]}]), 5),
    (pa.array([[("k", "vvvv")]], pa.map_(pa.string(), pa.string())), 4),
    (pa.array([b"ab"], pa.binary(2)), 2),
    (pa.array(["abc"], pa.string_view()), 3),
    (pa.array(["汉字"]), 2),  # characters, not bytes
    (pa.array([1, 2]), None),
    (pa.array([None, None], pa.string()), None),
])
def test_longest_text_reaches_every_text_value(array, longest):
    assert longest_text(array) == longest


@pytest.mark.parametrize("column, key", [
    (pa.array([["north"], ["south"]] * 2, pa.list_(pa.string())), "io_nested_values"),
    (pa.array([b"north", b"south"] * 2, pa.binary()), "io_bytes_values"),
])
def test_segment_and_fold_columns_of_lists_or_bytes_get_their_message(column, key):
    import numpy as np

    from evalcore.binary.segments import segment_table
    from evalcore.folds.split import fold_split

    table = read_table(parquet({"label": [1, 0, 1, 0], "score": SCORES, "group": column}),
                       "f.parquet")
    with pytest.raises(EvalInputError) as segments:
        segment_table(np.array([True, False, True, False]), np.array(SCORES), None,
                      table["group"].to_numpy(dtype=object), threshold=0.5, column="group")
    with pytest.raises(EvalInputError) as folds:
        fold_split(table, fold_col="group")
    assert segments.value.key == folds.value.key == key
    assert segments.value.params["column"] == folds.value.params["column"] == "group"


def test_a_long_label_repeated_over_every_row_stays_a_dictionary_with_the_same_labels():
    """4,000 characters on every other row: 200 MB decoded from a file of kilobytes; read as the
    file's dictionary (each value once), with the labels of the plain column."""
    import numpy as np

    long = "A" * 4000
    n = 100_000
    label = pa.DictionaryArray.from_arrays(pa.array(np.arange(n) % 2, pa.int32()),
                                           pa.array(["B", long]))
    buffer = stdio.BytesIO()  # without the Arrow schema: the column reads back as plain text
    pq.write_table(pa.table({"label": label, "score": np.linspace(0, 1, n)}), buffer,
                   store_schema=False)
    data = buffer.getvalue()
    assert pq.ParquetFile(pa.BufferReader(data)).schema_arrow.field("label").type == pa.string()
    table = read_table(data, "f.parquet")
    assert table["label"].memory_usage(deep=True) < 2 * 2**20  # not 200 MB
    assert table["label"].tolist() == [long if i % 2 else "B" for i in range(n)]
    loaded = load_binary(data, "f.parquet", pos_label="B")
    assert loaded.labels == (long, "B")  # sorted as text
    assert (loaded.y_true == (np.arange(n) % 2 == 0)).all()


def test_short_text_columns_are_read_as_text_as_pandas_reads_them():
    import pandas as pd

    data = parquet({"label": ["pos", "neg", None, "pos"], "id": ["a", "b", "c", "d"],
                    "raw": pa.array([b"x", b"y", None, b"z"]), "score": SCORES})
    pd.testing.assert_frame_equal(read_table(data, "f.parquet"),
                                  pd.read_parquet(stdio.BytesIO(data)))

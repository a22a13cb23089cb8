"""The gate between reading a file and analysing it: every text value is capped whatever its
Arrow type, list and record columns are never materialised, and the memory estimate counts what
Parquet's metadata says the read columns decode to."""

from __future__ import annotations

import io as stdio

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.errors import EvalInputError
from evalcore.io import read_table
from evalcore.io.limits import MAX_CELL_CHARS
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
    "list of strings": lambda values: pa.array([[v] for v in values], pa.list_(pa.string())),
    "struct of strings": lambda values: pa.array([{"name": v} for v in values]),
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

"""evalcore.io.fast_csv: pyarrow's reader gives exactly the table pandas' reader gives, or steps
aside (None) for files where it could differ; a file of numbers is read into numpy arrays without
pandas (evalcore.io.table.read_columns), the arrays and the binary loader's result the same."""

from __future__ import annotations

import codecs

import numpy as np
import pandas as pd
import pytest

from evalcore import io
from evalcore.errors import EvalInputError
from evalcore.io import table as text_table
from evalcore.io.fast_csv import read_plain_utf8
from evalcore.io.numeric_table import NumericTable, as_frame

FAST = {
    "quoted": b'label,score,note\n1,0.9,"a, b"\n0,0.1,"say ""hi"""\n1,0.5,"two\nlines"\n',
    "bom": codecs.BOM_UTF8 + "标签,score\n是,0.25\n否,0.75\n".encode(),
    "semicolon": b"label;score;weight\n1;0.5;2\n0;0.25;1\n1;1e-3;0.5\n",
    "missing": b"label,score,w,empty\n1,0.5,,\n0,NA,1,\n,0.3,None,\n1,null,2,\n",
    "string_labels": b"label,score\nspam,0.9\nham,0.2\n<NA>,0.4\nspam,0.7\n",
    "booleans": b"label,score\nTrue,0.9\nfalse,0.2\nTRUE,0.4\n",
    "ids": b"qid,docid,rel,score\n007,1.0,2,0.5\n01,d,0,0.25\n",
    "crlf": b"label\tscore\r\n1\t0.5\r\n0\t0.125\r\n",
    "mixed": b"label,score\n1,0.5\nx,0.25\n",
    "exponents": b"label,score\n1,1e+00\n0,2.5E+01\n1,3e-2\n",
    "spaced_numbers": b"label, score\n1, 0.5\n0,  0.25\n",
}
PANDAS_ONLY = {
    "spaced_text": b"label, score\n spam, 0.5\nham, 0.25\n",
    "decimal_comma": b"label;score\n1;0,5\n0;0,25\n",
    "sep_line": b"sep=;\nlabel;score\n1;0.5\n0;0.25\n",
    "gb18030": "标签,score\n是,0.25\n否,0.75\n".encode("gb18030"),
    "utf16": "label,score\n1,0.5\n".encode("utf-16"),
    "ragged": b"label,score\n1,0.5,9\n0,0.25\n",
    "dates": b"label,score,when\n1,0.5,2024-01-02\n0,0.25,2024-01-03\n",
    "hexadecimal": b"label,score\n0x1,0.5\n0,0.25\n",
    "plus_integer": b"label,score\n+1,0.5\n0,0.25\n",
    "infinity": b"label,score\n1,inf\n0,-Infinity\n",  # beyond int64, as huge integers are
    "huge_integer": b"label,score,n\n1,0.5,99999999999999999999\n0,0.25,1\n",
    "blank_first_line": b"\nlabel,score\n1,0.5\n",
}


def _pandas_parse(data: bytes, name: str, monkeypatch) -> pd.DataFrame:
    with monkeypatch.context() as patch:
        patch.setattr(text_table, "parse_plain_utf8", lambda *args: None)
        return text_table.read_table(data, name)


@pytest.mark.parametrize("kind", FAST)
def test_fast_path_equals_the_pandas_parser(kind, monkeypatch):
    data = FAST[kind]
    fast = read_plain_utf8(data, "x.csv", ())
    assert fast is not None
    pd.testing.assert_frame_equal(fast, _pandas_parse(data, "x.csv", monkeypatch), check_exact=True)
    assert read_plain_utf8(data, "x.csv", ()).equals(text_table.read_table(data, "x.csv"))


def test_fast_path_values_by_hand():
    table = read_plain_utf8(FAST["missing"], "x.csv", ())
    assert table.dtypes.astype(str).tolist() == ["float64", "float64", "float64", "float64"]
    assert table["score"].isna().tolist() == [False, True, False, True]
    assert table["w"].tolist()[1] == 1.0 and table["empty"].isna().all()
    ids = read_plain_utf8(FAST["ids"], "x.csv", ())
    assert ids["qid"].tolist() == ["007", "01"] and ids["docid"].tolist() == ["1.0", "d"]
    quoted = read_plain_utf8(FAST["quoted"], "x.csv", ())
    assert quoted["note"].tolist() == ["a, b", 'say "hi"', "two\nlines"]


@pytest.mark.parametrize("kind", PANDAS_ONLY)
def test_other_files_are_left_to_the_pandas_parser(kind):
    assert read_plain_utf8(PANDAS_ONLY[kind], "x.csv", ()) is None


# ---- numbers without pandas (read_columns) ----------------------------------------------------

NUMBERS_ONLY = {"semicolon", "missing", "crlf", "exponents", "spaced_numbers"}
"""The files above whose every column holds numbers (or nothing): read without pandas."""


@pytest.mark.parametrize("kind", [*FAST, *(k for k in PANDAS_ONLY if k != "huge_integer")])
def test_read_columns_gives_the_arrays_of_the_pandas_parse(kind, monkeypatch):
    data = {**FAST, **PANDAS_ONLY}[kind]
    if kind == "ragged":
        for read in (text_table.read_columns, text_table.read_table):
            with pytest.raises(EvalInputError, match="Line 2 of the file x.csv has 3 fields"):
                read(data, "x.csv")
        return
    table = text_table.read_columns(data, "x.csv")
    expected = _pandas_parse(data, "x.csv", monkeypatch)
    assert isinstance(table, NumericTable) == (kind in NUMBERS_ONLY)
    if not isinstance(table, NumericTable):
        pd.testing.assert_frame_equal(table, expected, check_exact=True)
        return
    assert table.columns == list(expected.columns) and len(table) == len(expected)
    for name in table.columns:
        np.testing.assert_array_equal(table[name], expected[name].to_numpy(), strict=True)
        assert table[name].flags.writeable
    pd.testing.assert_frame_equal(as_frame(table), expected, check_exact=True)


def test_numbers_by_hand_and_the_large_floats_pandas_reads_otherwise():
    table = text_table.read_columns(FAST["missing"], "x.csv")
    assert table["label"].tolist()[:2] == [1.0, 0.0] and np.isnan(table["label"][2])
    assert np.isnan(table["score"]).tolist() == [False, True, False, True]
    assert table["w"].tolist()[1:2] == [1.0] and np.isnan(table["empty"]).all()
    ints = text_table.read_columns(b"label,score\n1,5\n0,-7\n", "x.csv")
    assert ints["score"].dtype == np.int64 and ints["score"].tolist() == [5, -7]
    big = b"label,score\n1,0.5\n0,1e19\n"  # maybe an integer beyond int64: left to pandas
    assert isinstance(text_table.read_columns(big, "x.csv"), pd.DataFrame)


def test_numbers_across_arrow_blocks_and_with_empty_cells(monkeypatch):
    from evalcore.io import fast_csv

    monkeypatch.setattr(fast_csv, "BLOCK_BYTES", 64)  # many chunks, some with empty cells
    rows = [f"{i % 3},{'' if i % 7 == 0 else i / 8},{'' if i % 5 == 0 else i}" for i in range(200)]
    data = ("label,score,count\n" + "\n".join(rows) + "\n").encode()
    table = text_table.read_columns(data, "x.csv")
    assert isinstance(table, NumericTable)
    expected = _pandas_parse(data, "x.csv", monkeypatch)
    for name in table.columns:
        np.testing.assert_array_equal(table[name], expected[name].to_numpy(), strict=True)


@pytest.mark.parametrize("data, key", [
    (b"label,score\n", "io_header_only"),
    (b"label,score\n,\n,\n", "io_no_usable_columns"),
])
def test_read_columns_refuses_as_read_table(data, key):
    for read in (text_table.read_columns, text_table.read_table):
        with pytest.raises(EvalInputError) as caught:
            read(data, "x.csv")
        assert caught.value.key == key


BINARY_FILES = {
    "0/1": b"label,score\n1,0.9\n0,0.8\n1,0.4\n0,0.1\n1,0.4\n",
    "-1/1 weighted": b"y,p,weight\n-1,0.2,2\n1,0.7,0.5\n1,0.2,1\n-1,0.9,3\n",
    "float labels": b"label,score\n1.0,0.9\n0.0,0.8\n1.0,0.4\n0.0,0.1\n",
    "integer scores": b"label,score\n1,9\n0,8\n1,4\n0,1\n",
    "invalid rows": b"label,score\n1,0.9\n,0.8\n1,\n0,0.1\n0,NA\n1,0.3\n",
    "aggregated": b"score,positives,negatives\n0.9,3,1\n0.5,2,2\n0.1,0,4\n",
    "three labels": b"label,score\n0,0.9\n1,0.8\n2,0.4\n0,0.1\n",
    "one class": b"label,score\n1,0.9\n1,0.8\n",
    "regression": b"label,score\n0.5,0.9\n1.25,0.8\n2.75,0.4\n",
    "negative weight": b"label,score,weight\n1,0.9,1\n0,0.8,-1\n",
}


@pytest.mark.parametrize("kind", BINARY_FILES)
@pytest.mark.parametrize("options", [{}, {"drop_invalid": True}, {"pos_label": "0"}])
def test_binary_data_of_numbers_equals_that_of_the_dataframe(kind, options):
    data = BINARY_FILES[kind]
    outcomes = []
    for table in (text_table.read_columns(data, "x.csv"), text_table.read_table(data, "x.csv")):
        try:
            value = io.binary_from_table(table, **options)
        except EvalInputError as error:
            outcomes.append(("error", error.key, error.params))
            continue
        outcomes.append({name: (getattr(value, name).tolist()
                                if isinstance(getattr(value, name), np.ndarray)
                                else getattr(value, name))
                         for name in value.__dataclass_fields__})
    assert isinstance(text_table.read_columns(data, "x.csv"), NumericTable)
    assert outcomes[0] == outcomes[1]

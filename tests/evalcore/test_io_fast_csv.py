"""evalcore.io.fast_csv: pyarrow's reader gives exactly the table pandas' reader gives, or steps
aside (None) for files where it could differ."""

from __future__ import annotations

import codecs

import pandas as pd
import pytest

from evalcore.io import table as text_table
from evalcore.io.fast_csv import read_plain_utf8

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
        patch.setattr(text_table, "read_plain_utf8", lambda *args: None)
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

"""The first line with more fields than the header, found by scanning bytes in blocks
(evalcore.io.ragged), is the line and field count Python's csv reader gives, quotes, escaped
quotes, line breaks in quotes and block boundaries included."""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest

from evalcore.errors import EvalInputError
from evalcore.io import ragged


def csv_reference(text: str, delimiter: str, expected: int) -> tuple[int, int] | None:
    """(line, fields) of the first record with more than ``expected`` fields, by csv.reader."""
    reader = csv.reader(io.StringIO(text, newline=None), delimiter=delimiter)
    for record in reader:
        if len(record) > expected:
            return reader.line_num, len(record)
    return None


def scanned(text: str, delimiter: str, expected: int) -> tuple[int, int] | None:
    try:
        ragged.raise_ragged(text.encode(), delimiter, expected, "f.csv")
    except EvalInputError as error:
        assert error.key == "io_ragged_line"
        return error.params["line"], error.params["fields"]
    return None


CASES = [
    "a,b\n1,2\n3,4,5\n",
    "a,b\n1,2\n3,4,5",  # no final line break
    'a,b\n"1,5",2\n3,"4,""x"",y"\n5,6,7\n',  # quoted delimiters and escaped quotes
    'a,b\n"line\nbreak",2\n"x\ny",3,4\n',  # a record over two lines ends on its last
    "a,b\r\n1,2\r\n3,4,5\r\n",
    "a,b\n1,2\n",  # none
    "a;b\n1;2\n3;4;5;6\n",
    'a,b\n"unclosed,1\n2,3,4\n',  # an open quote runs to the end: no ragged record
    "名字,分数\n甲,1\n乙,2,3\n",
    "a,b\r1,2\r3,4,5\r",  # lines ending in lone carriage returns
    "a,b\r\n1,2\r3,4\n5,6,7\r\n",  # all three endings in one file
    'a,b\r"x\ry",2\r3,4,5',  # a lone carriage return inside quotes
]


@pytest.mark.parametrize("block", [ragged.BLOCK_BYTES, 1, 3, 7])
@pytest.mark.parametrize("text", CASES)
def test_the_first_ragged_line_is_csvs(text, block, monkeypatch):
    monkeypatch.setattr(ragged, "BLOCK_BYTES", block)
    delimiter = ";" if ";" in text else ","
    assert scanned(text, delimiter, 2) == csv_reference(text, delimiter, 2)


def test_random_quoted_files_match_csv(monkeypatch):
    """Fields quoted whole or not at all (a quote inside an unquoted field, which the CSV
    standard does not allow, is read as a quote by csv and may open quotes here)."""
    monkeypatch.setattr(ragged, "BLOCK_BYTES", 5)
    rng = np.random.default_rng(11)
    fields = ["a", "1", "", '"x,y"', '"p\nq"', '"e""f"', '"r\r\ns"']
    for _ in range(300):
        records = [",".join(rng.choice(fields, size=rng.integers(1, 4)))
                   for _ in range(rng.integers(1, 8))]
        end = rng.choice(["\n", "\r", "\r\n"])  # lone carriage returns end lines too
        text = "h1,h2" + end + end.join(records) + (end if rng.random() < 0.5 else "")
        assert scanned(text, ",", 2) == csv_reference(text, ",", 2), repr(text)

"""The first line of a delimited text with more fields than its header, found in bounded memory.

Only runs once parsing has failed. A file of one line of 6·10⁷ fields is a list of 6·10⁷ strings to
Python's ``csv`` reader (gigabytes); here the text's bytes are scanned in blocks of
:data:`BLOCK_BYTES` with numpy: a delimiter or a line break counts where the quotes before it are
balanced (``"a,b"`` is one field, ``""`` inside quotes an escaped quote: fields quoted whole, as
the CSV standard has them, are counted as Python's reader counts them), and lines are counted as
an editor counts them (the header is line 1; a record holding line breaks in quotes ends on its
last line).
"""

from __future__ import annotations

import re

import numpy as np

from evalcore.errors import EvalInputError

BLOCK_BYTES = 8 << 20
"""Bytes scanned at a time: the scan holds about ten bytes per byte of one block."""

_QUOTE, _NEWLINE = ord('"'), ord("\n")
_LINE_END = re.compile(rb"\r\n?")


def raise_ragged(utf8: bytes, delimiter: str, expected: int, filename: str) -> None:
    """Raise ``io_ragged_line`` for the first record of ``utf8`` (the file as UTF-8, its header
    first) with more than ``expected`` fields; return when there is none."""
    if utf8.count(b"\r") != utf8.count(b"\r\n"):  # lone carriage returns end lines too:
        utf8 = _LINE_END.sub(b"\n", utf8)  # one copy, each line ending one "\n", as csv counts
    mark = ord(delimiter)
    inside = 0  # 1 inside quotes at the end of the blocks scanned
    fields = 1  # fields of the record under way
    lines = 0  # line breaks before the block
    for start in range(0, len(utf8), BLOCK_BYTES):
        block = np.frombuffer(utf8, np.uint8, count=min(BLOCK_BYTES, len(utf8) - start),
                              offset=start)
        outside = ((np.cumsum(block == _QUOTE, dtype=np.uint8) + inside) & 1) == 0
        inside = int(not outside[-1])
        newlines = np.flatnonzero(block == _NEWLINE)
        ends = np.flatnonzero((block == _NEWLINE) & outside)  # where records end
        marks = np.flatnonzero((block == mark) & outside)
        before = np.searchsorted(marks, ends)  # delimiters of the block before each end
        counts = np.diff(before, prepend=0) + 1
        if counts.size:
            counts[0] += fields - 1
            over = np.flatnonzero(counts > expected)
            if over.size:
                line = lines + int(np.searchsorted(newlines, ends[over[0]], side="right"))
                _ragged_error(filename, line, int(counts[over[0]]), expected, delimiter)
            fields = 1 + len(marks) - int(before[-1])
        else:
            fields += len(marks)
        lines += len(newlines)
    if fields > expected:  # the last record, without a final line break
        _ragged_error(filename, lines + 1, fields, expected, delimiter)


def _ragged_error(filename: str, line: int, fields: int, expected: int, delimiter: str) -> None:
    shown = "\\t" if delimiter == "\t" else delimiter
    raise EvalInputError("io_ragged_line", name=filename, line=line, fields=fields,
                         expected=expected, delimiter=shown)

"""The fast path for plain UTF-8 delimited text: pyarrow's multi-threaded CSV reader.

Most large prediction files are plain UTF-8 with a point as decimal mark, where pandas' single
threaded parser is the slowest step of a load. This reader is used only where it gives the table pandas' reader gives (types, missing
values, column names); every other file (other encodings, Excel's ``sep=`` line, decimal commas,
values with surrounding spaces, columns pandas would read as numbers, dates, ragged rows) returns
None and is read by :func:`evalcore.io.table.read_table`'s own parser.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from evalcore.io.header import (SEP_LINE, SNIFF_CHARS, header_names, header_records, id_columns,
                                sniff_delimiter, uses_decimal_comma)
from evalcore.io.limits import check_arrow_cells, header_end
from evalcore.io.numeric_table import NumericTable

if TYPE_CHECKING:  # pandas is imported where a DataFrame is made: a file of numbers needs none
    import pandas as pd

PANDAS_NA_TEXTS = ("", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan",
                   "1.#IND", "1.#QNAN", "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan",
                   "null")
"""The texts pandas' ``read_csv`` reads as missing by default (``pandas._libs.parsers``)."""
_TRUE, _FALSE = ["True", "TRUE", "true"], ["False", "FALSE", "false"]
_SURROUNDING_SPACE = r"^\s|\s$"
_PLUS_OUTSIDE_EXPONENT = re.compile(rb"(?<![eE])\+")
_LARGEST_INT64 = 2.0**63


@dataclass(eq=False)
class PlainText:
    """A plain UTF-8 file as pyarrow parsed it (``table``), with its id columns (kept as text).

    :meth:`numbers` or :meth:`frame` hands the table over (each column is released once
    converted, so the peak holds one copy of the data and one column): ``table`` is then None,
    except after :meth:`numbers` declined (None), when :meth:`frame` can still be asked."""

    table: object
    ids: list[str]

    def frame(self) -> pd.DataFrame | None:
        """The DataFrame pandas' reader would give, or None when pandas would type a column
        otherwise: the file is then read by pandas, and the table is let go meanwhile."""
        table = self._hand_over()
        if not _same_as_pandas(table, self.ids):
            return None
        handed = [table]
        del table  # held by ``handed`` alone, which the conversion empties
        return _arrow_frame(handed)

    def numbers(self) -> NumericTable | None:
        """The columns as numpy arrays, as pandas would give them, without importing pandas;
        None (the table kept) when a column holds text, booleans or dates, or floats that
        could be integers beyond int64 (which pandas keeps otherwise)."""
        import numpy as np
        import pyarrow as pa

        columns = self.table.columns
        if not all(pa.types.is_null(c.type) or c.type in (pa.int64(), pa.float64())
                   for c in columns):
            return None
        if any(c.type == pa.float64() and _beyond_int64(c) for c in columns):
            return None
        del columns
        rows = self.table.num_rows
        names, pending = self.table.column_names, self._hand_over().columns[::-1]
        arrays = {}
        for name in names:
            column = pending.pop()
            if pa.types.is_null(column.type):  # nothing but empty cells: NaN, as in pandas
                arrays[name] = np.full(rows, np.nan)
            else:  # a copy: the arrays are the caller's own, as pandas' are
                parts = [_chunk_values(chunk) for chunk in column.chunks if len(chunk)]
                empty = np.empty(0, dtype=_NUMPY_TYPES[str(column.type)])
                arrays[name] = np.concatenate(parts or [empty])
            del column
            pa.default_memory_pool().release_unused()
        return NumericTable(arrays, rows)

    def _hand_over(self):
        table, self.table = self.table, None
        return table


_NUMPY_TYPES = {"int64": "int64", "double": "float64"}
"""The numpy type of each Arrow type :meth:`PlainText.numbers` reads."""


def _chunk_values(chunk):
    """An int64 or float64 Arrow array's values as numpy reads its buffers in place (float64 with
    NaN for empty cells, as pandas types them). pyarrow's own ``to_numpy`` would import pandas,
    whose import outweighs the parse."""
    import numpy as np

    values = np.frombuffer(chunk.buffers()[1], dtype=_NUMPY_TYPES[str(chunk.type)],
                           count=len(chunk), offset=chunk.offset * 8)  # both types: 8 bytes
    if not chunk.null_count:
        return values
    valid = np.unpackbits(np.frombuffer(chunk.buffers()[0], dtype=np.uint8),
                          count=chunk.offset + len(chunk), bitorder="little")[chunk.offset:]
    return np.where(valid.astype(bool), values, np.nan)


def _beyond_int64(column) -> bool:
    """Whether a float64 column holds a value of magnitude 2⁶³ or more."""
    import numpy as np

    for chunk in column.chunks:
        if not len(chunk):
            continue
        values = _chunk_values(chunk)
        if np.max(np.abs(values), initial=0.0, where=~np.isnan(values)) >= _LARGEST_INT64:
            return True
    return False


def read_plain_utf8(data: bytes, filename: str, text_columns: Iterable[str]) -> pd.DataFrame | None:
    """``data`` parsed by pyarrow as pandas' reader would parse it, or None when the file is not
    plain UTF-8 text with a point as decimal mark (or pyarrow's reading could differ)."""
    parsed = parse_plain_utf8(data, filename, text_columns)
    return None if parsed is None else parsed.frame()


def parse_plain_utf8(data: bytes, filename: str, text_columns: Iterable[str]) -> PlainText | None:
    """``data`` parsed by pyarrow (pandas is not imported), or None when the file is not plain
    UTF-8 text with a point as decimal mark or pyarrow refuses it; text cells beyond
    :data:`~evalcore.io.limits.MAX_CELL_CHARS` are refused."""
    body = memoryview(data)[len(codecs.BOM_UTF8):] if data.startswith(codecs.BOM_UTF8) else data
    if _read_differently(data):
        return None
    quoted = b'"' in data  # bytes' fast search (a memoryview's `in` goes element by element)
    sample = _utf8_head(body[:header_end(data, filename) + SNIFF_CHARS])
    if (sample is None or not sample.strip() or sample[0] in "\r\n"
            or SEP_LINE.match(sample)):
        return None  # not UTF-8, empty, a blank first line or Excel's sep= line: pandas' reader
    delimiter = sniff_delimiter(sample)
    records = header_records(sample, delimiter, filename)
    names = header_names(records, filename)
    if delimiter != "," and uses_decimal_comma(records[1:]):
        return None
    ids = id_columns(names, text_columns)
    table = _arrow_table(body, names, delimiter, ids, quoted)
    if table is None:
        return None
    check_arrow_cells(table, filename)
    return PlainText(table, ids)


def _read_differently(data: bytes) -> bool:
    """True when ``data`` holds text that pyarrow reads otherwise than pandas: hexadecimal
    integers (``0x1F``: pyarrow a number, pandas text) or an integer with an explicit plus sign
    (``+1``: pyarrow a float, pandas an integer). Byte searches, a regex only after a ``+``."""
    # one-byte searches first (memchr); "0x" directly is slow where nearly every field has a 0
    if (b"x" in data and b"0x" in data) or (b"X" in data and b"0X" in data):
        return True
    return b"+" in data and _PLUS_OUTSIDE_EXPONENT.search(data) is not None


def _utf8_head(head) -> str | None:
    """The text of the file's first bytes (a character cut at the end is left out); None when
    they are not UTF-8 (or hold NUL bytes: UTF-16 without a BOM)."""
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(bytes(head), final=False)
    except UnicodeDecodeError:
        return None
    return None if "\x00" in text else text


BLOCK_BYTES = 8 << 20
"""Bytes of text pyarrow parses at a time. The streaming reader keeps only the converted columns
of earlier blocks (``read_csv`` keeps every parsed block), and types columns by the first block: a later
block that does not fit (an integer column with a fraction further down) sends the file to
pandas' parser."""


def _arrow_table(body, names: list[str], delimiter: str, ids: list[str], quoted: bool):
    """The whole file as a pyarrow Table with pandas' missing and boolean texts; None when pyarrow
    refuses it (ragged rows, invalid UTF-8 in a text column, a type changing after the first
    block, ...)."""
    import pyarrow as pa
    from pyarrow import csv

    try:
        reader = csv.open_csv(
            pa.py_buffer(body),
            read_options=csv.ReadOptions(column_names=names, skip_rows=1,
                                         block_size=BLOCK_BYTES),
            parse_options=csv.ParseOptions(delimiter=delimiter, newlines_in_values=quoted),
            convert_options=csv.ConvertOptions(
                column_types=dict.fromkeys(ids, pa.string()), null_values=list(PANDAS_NA_TEXTS),
                true_values=_TRUE, false_values=_FALSE, strings_can_be_null=True,
                quoted_strings_can_be_null=True),
        )
        return pa.Table.from_batches(list(reader), schema=reader.schema)
    except (pa.ArrowException, ValueError):
        return None


def _same_as_pandas(table, ids: list[str]) -> bool:
    """True when pandas' reader would type every column as pyarrow did: numbers, booleans, or text
    without surrounding spaces that pandas would not read as numbers (ids stay text as asked)."""
    import pandas as pd
    import pyarrow as pa
    import pyarrow.compute as pc

    for name, column in zip(table.column_names, table.columns):
        kind = column.type
        if kind == pa.float64():
            extremes = pc.min_max(column).as_py()
            if max(abs(extremes["min"] or 0.0), abs(extremes["max"] or 0.0)) >= _LARGEST_INT64:
                return False  # maybe integers beyond int64, which pandas keeps as uint64 or text
            continue
        if pa.types.is_null(kind) or kind in (pa.int64(), pa.bool_()):
            continue
        if not pa.types.is_string(kind):
            return False  # dates and times: pandas keeps them as text
        if pc.any(pc.match_substring_regex(column, _SURROUNDING_SPACE)).as_py():
            return False
        if name in ids:
            continue
        distinct = pc.unique(column).drop_null().to_pandas()
        if len(distinct) and pd.to_numeric(distinct, errors="coerce").notna().all():
            return False  # e.g. "inf" or "1e5_": pandas would read numbers
    return True


def _arrow_frame(handed: list) -> pd.DataFrame:
    """The DataFrame of the table in ``handed`` (a one-item list, emptied here: the table is
    released once converted). Columns of nothing but missing values are float NaN, as in
    pandas."""
    import pyarrow as pa

    from evalcore.io.arrow_frame import frame_from_arrow

    table = handed.pop()
    for i in [i for i, kind in enumerate(table.schema.types) if pa.types.is_null(kind)]:
        table = table.set_column(i, table.field(i).name, table.column(i).cast(pa.float64()))
    handed.append(table)
    del table
    return frame_from_arrow(handed)

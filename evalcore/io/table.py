"""Bytes plus a file name → a DataFrame: Parquet, or delimited text in the encodings Excel writes.

The same function serves the upload widget, the CLI and the tests, so it takes bytes, never a path.
"""

from __future__ import annotations

import codecs
import io
import warnings
from collections.abc import Iterable
from typing import TYPE_CHECKING

from evalcore.errors import EvalInputError
from evalcore.io.columns import check_has_rows, is_blank, shown_list
from evalcore.io.fast_csv import PlainText, parse_plain_utf8
from evalcore.io.ragged import raise_ragged
from evalcore.io.header import (
    DELIMITER_NAMES,
    SEP_LINE,
    SNIFF_CHARS,
    header_names,
    header_records,
    id_columns,
    sniff_delimiter,
    uses_decimal_comma,
)
from evalcore.io.limits import check_frame_cells, header_end
from evalcore.io.numeric_table import NumericTable

if TYPE_CHECKING:  # pandas is imported where a DataFrame is made (read_columns: never for numbers)
    import pandas as pd

PARQUET_EXTENSIONS = (".parquet", ".pq")
_ZIP_MAGIC = b"PK\x03\x04"

def read_table(data: bytes, filename: str, *, text_columns: Iterable[str] = ()) -> pd.DataFrame:
    """Parse a prediction file into a DataFrame, keeping every column as parsed.

    Parquet is recognised by its magic bytes ``PAR1`` or its extension. Anything else is read as
    delimited text: decoded as UTF-8, UTF-8 with BOM, UTF-16 (with BOM) or GB18030 (a superset of
    GBK, what Excel writes in Chinese locales), tried in that order, strictly. The delimiter is
    sniffed from the first records (comma, semicolon, tab or pipe: the one that splits them into
    the same number of fields, the most fields winning; Excel's ``sep=;`` first line is obeyed),
    and a semicolon (or tab, pipe) file whose numbers use a decimal comma (``0,75``) is parsed
    with ``decimal=","``. Surrounding spaces of column names are stripped.

    Id columns are text, never numbers: in delimited text the columns named as ranking query or
    document ids (:data:`~evalcore.io.vocabulary.QUERY_NAMES`, :data:`~evalcore.io.vocabulary.DOC_NAMES`)
    and the ``text_columns`` keep the file's text, so ``007``, ``1.0`` and ``01`` stay three
    different ids (as trec_eval reads them). Parquet columns keep their types (an integer id's
    text is then its decimal form).

    Parameters
    ----------
    data : bytes
        The file's content.
    filename : str
        Its name; used for the extension and in messages.
    text_columns : iterable of str
        More columns to read as text (e.g. an id column the user chose by name).

    Raises
    ------
    EvalInputError
        Empty file, header without data rows, unreadable bytes or encoding, Excel workbook, rows
        that do not match the header, duplicate column names, only empty columns, or text beyond
        :mod:`evalcore.io.limits` (too many columns, a name or a text cell too long).
    """
    if _is_parquet(data, filename):
        from evalcore.io.parquet import read_parquet  # pandas: not for a CSV of numbers

        table = read_parquet(data, filename)
    else:
        table = _read_text(data, filename, text_columns)
    return _checked(table, filename)


def read_columns(data: bytes, filename: str) -> NumericTable | pd.DataFrame:
    """The file's table for a loader that needs only numbers and names (the binary task's): a
    :class:`~evalcore.io.numeric_table.NumericTable` when the file is plain UTF-8 text of numbers
    (read by pyarrow, without importing pandas), else :func:`read_table`'s DataFrame. The arrays
    are those the DataFrame would hold, and the errors the same."""
    if _is_parquet(data, filename) or data[:4] == _ZIP_MAGIC:
        return read_table(data, filename)
    plain = parse_plain_utf8(data, filename, ())
    table = plain.numbers() if plain is not None else None
    if table is None:
        table = _read_text(data, filename, (), plain)
    return _checked(table, filename)


def _is_parquet(data: bytes, filename: str) -> bool:
    return data[:4] == b"PAR1" or filename.lower().endswith(PARQUET_EXTENSIONS)


def _checked(table, filename: str):
    """``table`` (a DataFrame or NumericTable), refused when it has no rows or no value."""
    check_has_rows(len(table), filename, table.columns)
    if table.all_missing() if isinstance(table, NumericTable) else table.isna().all().all():
        raise EvalInputError("io_no_usable_columns", name=filename,
                             columns=shown_list(list(table.columns), limit=20))
    return table


def _read_text(data: bytes, filename: str, text_columns: Iterable[str],
               plain: PlainText | None | bool = False) -> pd.DataFrame:
    """The DataFrame of delimited text; ``plain`` is pyarrow's parse when the caller has made it
    (None: pyarrow refused the file), False when not yet parsed."""
    import pandas as pd

    if data[:4] == _ZIP_MAGIC:
        raise EvalInputError("io_excel_workbook", name=filename)
    if plain is False:
        plain = parse_plain_utf8(data, filename, text_columns)
    fast = plain.frame() if plain is not None else None
    if fast is not None:
        return fast
    text, encoding = _decode(data, filename)
    if is_blank(text):
        raise EvalInputError("io_empty_file", name=filename)
    declared = SEP_LINE.match(text[:SNIFF_CHARS])
    start = declared.end() if declared else 0
    sample = text[start:header_end(text, filename, start) + SNIFF_CHARS]
    delimiter = declared[1] if declared else sniff_delimiter(sample)
    records = header_records(sample, delimiter, filename)
    names = header_names(records, filename)
    utf8 = data.removeprefix(codecs.BOM_UTF8) if encoding == "utf-8-sig" else text.encode()
    # the decoded text (as large as the file) is not kept during the parse; a message that needs
    # it decodes again
    del text
    decimal = "," if delimiter != "," and uses_decimal_comma(records[1:]) else "."
    if _first_row_longer(utf8, 1 if declared else 0, delimiter, len(names)):
        raise_ragged(utf8, delimiter, len(names), filename)
    try:
        with warnings.catch_warnings():  # a first row longer than the header: pandas warns
            warnings.simplefilter("error", pd.errors.ParserWarning)  # (and drops its fields)
            table = pd.read_csv(
                io.BytesIO(utf8),
                sep=delimiter,
                decimal=decimal,
                skiprows=1 if declared else 0,
                header=0,
                names=names,
                dtype=dict.fromkeys(id_columns(names, text_columns), str),
                skipinitialspace=True,
                encoding="utf-8",
                engine="c",
                index_col=False,  # not the extra fields as an index (slow: a level per field)
            )
    except (pd.errors.ParserError, pd.errors.ParserWarning, ValueError) as error:
        raise_ragged(utf8, delimiter, len(names), filename)
        detail = str(error).strip()
        raise EvalInputError(
            "io_malformed", name=filename, delimiter=DELIMITER_NAMES[delimiter], detail=detail
        ) from None
    check_frame_cells(table, filename)
    return table


def _first_row_longer(utf8: bytes, skip: int, delimiter: str, expected: int) -> bool:
    """Whether the first line after the header (and ``skip`` lines) holds more delimiters than
    ``expected`` fields need. pandas would take such a row's extra leading fields as an index,
    a MultiIndex of one level per field: minutes and GBs for one long line."""
    start = 0
    for _ in range(skip + 1):
        start = utf8.find(b"\n", start) + 1
        if not start:
            return False
    end = utf8.find(b"\n", start)
    return utf8.count(delimiter.encode(), start, len(utf8) if end < 0 else end) >= expected


def _decode(data: bytes, filename: str) -> tuple[str, str]:
    """Text of ``data`` and its encoding: UTF-8 (BOM optional), UTF-16 with BOM, else GB18030."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encodings = ("utf-16",)
    elif b"\x00" in data[:SNIFF_CHARS]:
        encodings = ()
    else:
        encodings = ("utf-8-sig", "gb18030")
    for encoding in encodings:
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise EvalInputError("io_unreadable_encoding", name=filename)



"""The header of delimited text, read before the parse: the delimiter (sniffed, or named by
Excel's ``sep=`` line), the column names, whether numbers use a decimal comma, and which columns
are ids to keep as text. Both parsers (:mod:`evalcore.io.table`'s pandas reader and
:mod:`evalcore.io.fast_csv`'s pyarrow reader) read the header here, so they agree on it."""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from collections.abc import Iterable
from itertools import islice

from evalcore.errors import EvalInputError
from evalcore.io.columns import normalize_name, shown_list
from evalcore.io.limits import check_names, long_name_error
from evalcore.io.vocabulary import DOC_NAMES, QUERY_NAMES

DELIMITERS = (",", ";", "\t", "|")
"""Delimiters the sniffer chooses from; on a tie in field count the earlier one wins."""

DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}

SNIFF_CHARS = 1 << 16
"""Characters of the file's start the header and the delimiter are read from (after the header)."""
_SNIFF_RECORDS = 50
_DECIMAL_COMMA = re.compile(r"[+-]?\d*,\d+(?:[eE][+-]?\d+)?")
_DECIMAL_POINT = re.compile(r"[+-]?\d*\.\d+(?:[eE][+-]?\d+)?")
SEP_LINE = re.compile(r"sep=([,;\t|])[ \t]*(?:\r\n|\r|\n)")
"""Excel's first line naming the delimiter (``sep=;``)."""


def header_records(sample: str, delimiter: str, filename: str) -> list[list[str]]:
    """The first records of ``sample`` (:func:`_records`), the header first. The sample holds the
    header whole, so csv's one error there is a field above its limit (131,072 characters): a
    column name far too long."""
    try:
        return _records(sample, delimiter)
    except csv.Error:
        raise long_name_error(filename, sample) from None


def header_names(records: list[list[str]], filename: str) -> list[str]:
    """The column names of the header record, spaces stripped, blanks named as pandas names them
    (``Unnamed: 2``); raises ``io_duplicate_columns`` for a repeated name."""
    names = [name.strip() or f"Unnamed: {i}" for i, name in enumerate(records[0])]
    check_names(names, filename)
    check_unique(names, filename)
    return names


def id_columns(names: list[str], text_columns: Iterable[str]) -> list[str]:
    """The columns of ``names`` read as text: ranking query/document ids and ``text_columns``."""
    ids = {normalize_name(name) for name in QUERY_NAMES + DOC_NAMES}
    extra = set(text_columns)
    return [name for name in names if name in extra or normalize_name(name) in ids]


def sniff_delimiter(sample: str) -> str:
    """The delimiter that splits the first records of ``sample`` into equal numbers of fields.

    Every candidate of :data:`DELIMITERS` splits the records (quotes respected); those giving every
    record the same field count, more than one, qualify, and the one with the most fields wins.
    Without a qualifying candidate the one matching the header's field count on most records is
    used, so a ragged file still gets a parse error naming its bad line; a one-column file gets ",".
    """
    best, best_key = ",", (False, 0, 0)
    for rank, delimiter in enumerate(DELIMITERS):
        try:
            counts = [len(record) for record in _records(sample, delimiter)]
        except csv.Error:
            continue
        if not counts or counts[0] < 2:
            continue
        agreeing = sum(c == counts[0] for c in counts)
        key = (agreeing == len(counts), counts[0] if agreeing == len(counts) else agreeing, -rank)
        if key > best_key:
            best, best_key = delimiter, key
    return best


def _records(sample: str, delimiter: str) -> list[list[str]]:
    """The first non-empty records of ``sample`` (a cut-off last line excluded when it is long;
    the header line is whole: the sample is cut after it)."""
    if len(sample) >= SNIFF_CHARS:
        sample = sample[: max(sample.rfind("\n"), sample.rfind("\r")) + 1] or sample
    reader = csv.reader(io.StringIO(sample, newline=None), delimiter=delimiter)
    return [record for record in islice(reader, _SNIFF_RECORDS) if record] or [[]]


def uses_decimal_comma(records: list[list[str]]) -> bool:
    """True when the records' fields hold numbers like ``0,75`` and none like ``0.75``."""
    fields = [field.strip() for record in records for field in record]
    return any(_DECIMAL_COMMA.fullmatch(f) for f in fields) and not any(
        _DECIMAL_POINT.fullmatch(f) for f in fields
    )


def check_unique(names: list[str], filename: str) -> None:
    """Raise ``io_duplicate_columns`` when a column name is repeated."""
    repeated = [name for name, count in Counter(names).items() if count > 1]
    if repeated:
        raise EvalInputError("io_duplicate_columns", name=filename,
                             columns=shown_list(repeated, limit=20))

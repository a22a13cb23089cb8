"""Empty files on an engine get the in-memory loader's messages: a file with nothing in it
(``io_empty_file``) and a header without data rows (``io_header_only``), told from the files
themselves (sizes, the first lines of text, the Parquet footers), so no scan runs and the checks
come before any column is looked for."""

from __future__ import annotations

import os

from evalcore.errors import EvalInputError
from evalcore.engine.source import Source


def check_files(source: Source) -> None:
    """Refuse a source with a file of no bytes, or a text file of blank lines only (before an
    engine reads it: DuckDB would name a column ``column0``, or fail on the Parquet footer)."""

    for path in source.paths:
        if os.path.getsize(path) == 0 or (source.format == "csv" and _text_lines(path) == 0):
            raise EvalInputError("io_empty_file", name=os.path.basename(path))


def check_has_rows(runner) -> None:
    """Refuse a source whose files hold a header but no data row, naming the header's columns
    (:func:`evalcore.io.columns.check_has_rows`, the in-memory rule)."""
    from evalcore.io.columns import check_has_rows as refuse_no_rows

    source = runner.source
    if source.format == "parquet":
        rows = runner.row_count()
    else:
        rows = sum(_text_lines(path, most=2) > 1 for path in source.paths)
    refuse_no_rows(rows, source.name, runner.columns())


def _text_lines(path: str, most: int = 1) -> int:
    """How many lines that are not blank the text file has, counting up to ``most``."""
    from evalcore.io.columns import is_blank

    count = 0
    with open(path, "rb") as file:
        for line in file:
            count += not is_blank(line.removeprefix(b"\xef\xbb\xbf"))
            if count >= most:
                break
    return count

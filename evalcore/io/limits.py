"""Sizes a prediction file's text may have: columns, a header line, one cell.

A label, a column name or an id is shown back to the user (an option, a caption, a message); a
cell of megabytes is a file that lost its line breaks or its delimiter, not a label, and carried
to the page it exceeds the browser's message size. Such files are refused here, before anything is
drawn, with a message naming the limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from evalcore.errors import EvalInputError
from evalcore.io.columns import MAX_LABEL_CHARS, shown_list

if TYPE_CHECKING:
    import pandas as pd

MAX_CELL_CHARS = 4096
"""Longest label, column name, id or other text cell read (characters)."""

MAX_COLUMNS = 10_000
"""Most columns a file may have."""

MAX_HEADER_CHARS = MAX_COLUMNS * (MAX_CELL_CHARS + 1)
"""Longest first line searched for its end: a longer header breaks one of the two limits above,
so it is refused without being parsed."""

_DELIMITERS = (",", ";", "\t", "|")


def header_end(text: str | bytes, filename: str, start: int = 0) -> int:
    """Where the header line that begins at ``start`` of ``text`` ends (its line break, or the
    end of ``text``). A header longer than :data:`MAX_HEADER_CHARS` is refused: with too many
    columns when it holds that many delimiters, else as a name that is too long."""
    newline, cr = ("\n", "\r") if isinstance(text, str) else (b"\n", b"\r")
    bound = start + MAX_HEADER_CHARS + 1
    end = text.find(newline, start, bound)
    end_cr = text.find(cr, start, bound if end < 0 else end)  # no search past the first "\n"
    if end >= 0 or end_cr >= 0:
        return end_cr if end_cr >= 0 else end
    if len(text) < bound:
        return len(text)
    whole = [i for i in (text.find(b, start) for b in (newline, cr)) if i >= 0]
    end = min(whole) if whole else len(text)
    found = max(text.count(d if isinstance(text, str) else d.encode(), start, end)
                for d in _DELIMITERS) + 1
    if found > MAX_COLUMNS:
        raise EvalInputError("io_too_many_columns", name=filename, count=f"{found:,}",
                             limit=f"{MAX_COLUMNS:,}")
    raise long_name_error(filename, text[start:bound])


def check_names(names: Sequence[str], filename: str) -> None:
    """Refuse more than :data:`MAX_COLUMNS` columns, or a name above :data:`MAX_CELL_CHARS`."""
    if len(names) > MAX_COLUMNS:
        raise EvalInputError("io_too_many_columns", name=filename, count=f"{len(names):,}",
                             limit=f"{MAX_COLUMNS:,}")
    long = next((name for name in names if len(name) > MAX_CELL_CHARS), None)
    if long is not None:
        raise long_name_error(filename, long)


def long_name_error(filename: str, name: str | bytes) -> EvalInputError:
    """The error for a column name above :data:`MAX_CELL_CHARS` (``name``: its beginning)."""
    return EvalInputError("io_long_column_name", name=filename, column=_cut(name),
                          limit=f"{MAX_CELL_CHARS:,}")


def check_arrow_cells(table, filename: str) -> None:
    """Refuse a pyarrow Table with a text cell above :data:`MAX_CELL_CHARS` (Arrow's kernels:
    no Python object per cell)."""
    import pyarrow as pa

    for name, column in zip(table.column_names, table.columns):
        if pa.types.is_string(column.type) or pa.types.is_large_string(column.type):
            import pyarrow.compute as pc  # only for text: a table of numbers spares its import

            longest = pc.max(pc.utf8_length(column)).as_py()
            if longest is not None and longest > MAX_CELL_CHARS:
                _refuse_cell(name, longest, filename)


def check_frame_cells(frame: pd.DataFrame, filename: str) -> None:
    """Refuse a DataFrame with a text cell above :data:`MAX_CELL_CHARS` (text columns only)."""
    import pandas as pd

    for position, dtype in enumerate(frame.dtypes):
        if dtype == object or pd.api.types.is_string_dtype(dtype):
            longest = frame.iloc[:, position].str.len().max()
            if longest == longest and longest > MAX_CELL_CHARS:  # NaN: no text in the column
                _refuse_cell(frame.columns[position], int(longest), filename)


def _refuse_cell(column: str, length: int, filename: str) -> None:
    raise EvalInputError("io_long_cell", name=filename, column=_cut(str(column)),
                         length=f"{length:,}", limit=f"{MAX_CELL_CHARS:,}")


def _cut(text: str | bytes) -> str:
    """The beginning of a long text, cut as messages cut user text."""
    head = text[:MAX_LABEL_CHARS + 1]
    if isinstance(head, bytes):
        head = head.decode("utf-8", errors="replace")
    return shown_list([head], limit=1)

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
    """Refuse a pyarrow Table with a text value above :data:`MAX_CELL_CHARS`, whatever its Arrow
    type: plain, large or view strings, binary (counted in bytes), dictionary values, and text
    nested in lists, structs and maps (Arrow's kernels: no Python object per cell)."""
    for name, column in zip(table.column_names, table.columns):
        lengths = [longest_text(chunk) for chunk in column.chunks]
        longest = max((n for n in lengths if n is not None), default=None)
        if longest is not None and longest > MAX_CELL_CHARS:
            _refuse_cell(name, longest, filename)


def longest_text(array) -> int | None:
    """The length of the longest text value in a pyarrow Array, nested values included
    (characters; bytes for binary values); None when it holds no text."""
    import pyarrow as pa

    kind = array.type
    if isinstance(array, pa.ExtensionArray):
        return longest_text(array.storage)
    if pa.types.is_dictionary(kind):
        return longest_text(array.dictionary)
    if pa.types.is_string_view(kind) or pa.types.is_binary_view(kind):
        wide = pa.large_string() if pa.types.is_string_view(kind) else pa.large_binary()
        return longest_text(array.cast(wide))  # no length kernel for views
    if pa.types.is_string(kind) or pa.types.is_large_string(kind):
        import pyarrow.compute as pc  # only for text: a table of numbers spares its import

        return pc.max(pc.utf8_length(array)).as_py()
    if pa.types.is_binary(kind) or pa.types.is_large_binary(kind):
        import pyarrow.compute as pc

        return pc.max(pc.binary_length(array)).as_py()
    if pa.types.is_fixed_size_binary(kind):
        return kind.byte_width if len(array) > array.null_count else None
    if isinstance(array, pa.StructArray):
        children = array.flatten()
    elif isinstance(array, pa.MapArray):
        children = [array.keys, array.items]
    elif isinstance(array, pa.UnionArray):
        children = [array.field(i) for i in range(kind.num_fields)]
    elif pa.types.is_nested(kind):
        children = [array.flatten()]  # lists of any kind
    else:
        return None
    lengths = [longest_text(child) for child in children]
    return max((n for n in lengths if n is not None), default=None)


def check_frame_cells(frame: pd.DataFrame, filename: str) -> None:
    """Refuse a DataFrame with a text cell above :data:`MAX_CELL_CHARS` (text columns only; an
    object column may hold other values too, such as the Python integers beyond int64 that
    pandas keeps as parsed, which have no length as text)."""
    import pandas as pd

    for position, dtype in enumerate(frame.dtypes):
        if dtype == object or pd.api.types.is_string_dtype(dtype):
            column = frame.iloc[:, position]
            if dtype == object and pd.api.types.infer_dtype(column, skipna=True) != "string":
                column = column[column.map(type) == str]
            longest = column.str.len().max() if len(column) else float("nan")
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

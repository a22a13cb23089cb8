"""Parquet bytes → a DataFrame, reading no more than the footer says the read columns hold.

A Parquet file of kilobytes may decode to gigabytes: a list column of 2·10⁸ zeros, a dictionary
whose one value is 250 MB, or a short dictionary repeated over millions of rows. So:

- list, struct and map columns are never read (no task uses them): each row holds a
  :class:`~evalcore.io.columns.NestedValue` naming the column's type;
- text and binary columns are read as Arrow dictionaries (each distinct value once), their values
  capped (:func:`evalcore.io.limits.check_arrow_cells`), and decoded to plain text only while
  that stays within their footer's size plus :data:`DECODED_BYTES_PER_ROW` a row; beyond it they
  stay dictionaries (pandas categoricals), as a file's own dictionary columns are;
- :func:`parquet_sizes` reads from the footer what this costs, for the memory estimate made
  before reading (``dashboard.loading.budgets.estimated_bytes``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.io.arrow_frame import frame_from_arrow
from evalcore.io.columns import NestedValue
from evalcore.io.header import check_unique
from evalcore.io.limits import check_arrow_cells, check_names

DECODED_BYTES_PER_ROW = 48
"""Bytes a row a text column may grow by when its dictionary is decoded (a label of 48
characters repeated over every row), beyond its size in the file's pages; a column that would
grow more stays a dictionary. The memory estimate allows more per cell than this."""

_TEXT_PHYSICAL_TYPES = ("BYTE_ARRAY", "FIXED_LEN_BYTE_ARRAY")


@dataclass(frozen=True)
class ParquetSizes:
    """What :func:`read_parquet` reads of a Parquet file, from its footer (nothing decoded).

    Attributes
    ----------
    rows : int
    columns : int
        Columns in the table: those read and those of lists, structs or maps, which are not.
    text_bytes : int
        Bytes the read columns of text or binary values take decoded from their pages, as the
        footer reports them (``total_uncompressed_size``, the dictionary pages included): the
        column chunks of a 250 MB value report 250 MB, however well the file compresses.
    """

    rows: int
    columns: int
    text_bytes: int


def parquet_sizes(data: bytes) -> ParquetSizes | None:
    """The :class:`ParquetSizes` of a Parquet file's bytes; None when its footer is unreadable
    (:func:`read_parquet` then says why)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        file = pq.ParquetFile(pa.BufferReader(data))
    except (pa.ArrowException, OSError):
        return None
    text = _text_bytes(file)
    return ParquetSizes(file.metadata.num_rows, len(file.schema_arrow.names), sum(text.values()))


def read_parquet(data: bytes, filename: str) -> pd.DataFrame:
    """The Parquet file's columns as the module's docstring says they are read.

    Raises
    ------
    EvalInputError
        An empty or unreadable file, too many, too long or duplicate column names, or a text
        value above :data:`~evalcore.io.limits.MAX_CELL_CHARS`.
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    file = _parquet_file(data, filename)
    schema = file.schema_arrow
    nested = [field for field in schema if _is_nested(field.type)]
    text = {field.name: field.type for field in schema if _is_text(field.type)}
    try:
        nested = {field.name: NestedValue(str(field.type), _first_value(file, field))
                  for field in nested}
        file = pq.ParquetFile(pa.BufferReader(data), read_dictionary=list(text))
        table = file.read(columns=[name for name in schema.names if name not in nested])
        check_arrow_cells(table, filename)
        table = _decoded(table, text, _text_bytes(file))
    except (pa.ArrowException, OSError) as error:
        raise EvalInputError("io_unreadable_parquet", name=filename, detail=str(error)) from None
    frame = frame_from_arrow([table])
    if not nested:
        return frame
    if not len(frame.columns):
        frame = pd.DataFrame(index=pd.RangeIndex(file.metadata.num_rows))
    for name, value in nested.items():
        frame[name] = np.full(len(frame), value, dtype=object)
    return frame[[name for name in schema.names if name in frame.columns]]


EXAMPLE_BYTES = 1 << 16
"""Most bytes (and values) of a list, struct or map column in the file's first row group for its
first value to be read, to be shown in the message that refuses the column."""


def _first_value(file, field) -> str | None:
    """The first value of the nested column ``field`` as text, read when the first row group
    holds at most :data:`EXAMPLE_BYTES` of it (bytes decoded and values), else None."""
    meta = file.metadata
    if not meta.num_row_groups or not meta.row_group(0).num_rows:
        return None
    first = meta.row_group(0)
    leaves = [first.column(j) for j in range(first.num_columns)
              if first.column(j).path_in_schema.split(".")[0] == field.name]
    if not leaves or any(leaf.total_uncompressed_size > EXAMPLE_BYTES
                         or leaf.num_values > EXAMPLE_BYTES for leaf in leaves):
        return None
    column = file.read_row_group(0, columns=[field.name]).column(0)
    return str(column.slice(0, 1).to_pylist()[0])


def _decoded(table, text: dict, footer_bytes: dict[str, int]):
    """``table`` with each text column read as a dictionary (``text``: name → the file's type)
    decoded back to that type, unless it would outgrow its footer's size plus
    :data:`DECODED_BYTES_PER_ROW` a row."""
    import pyarrow as pa
    import pyarrow.compute as pc

    for name, kind in text.items():
        i = table.schema.get_field_index(name)
        column = table.column(i)
        decoded = sum(pc.sum(pc.take(pc.binary_length(_plain(chunk.dictionary)),
                                     chunk.indices)).as_py() or 0 for chunk in column.chunks)
        if decoded <= footer_bytes.get(name, 0) + DECODED_BYTES_PER_ROW * len(table):
            plain = pa.chunked_array([chunk.dictionary.take(chunk.indices).cast(kind)
                                      for chunk in column.chunks], kind)
            table = table.set_column(i, pa.field(name, kind), plain)
    return table


def _plain(array):
    """A view or fixed-size text array as one Arrow's length kernel takes."""
    import pyarrow as pa

    if pa.types.is_string_view(array.type):
        return array.cast(pa.large_string())
    if pa.types.is_binary_view(array.type) or pa.types.is_fixed_size_binary(array.type):
        return array.cast(pa.large_binary())
    return array


def _text_bytes(file) -> dict[str, int]:
    """Per read column of text or binary values, the decoded bytes of its pages (the footer's
    ``total_uncompressed_size`` over the row groups)."""
    meta, fields = file.metadata, list(file.schema_arrow)
    leaves, leaf = {}, 0
    for field in fields:  # Parquet stores a column per leaf, in the fields' order
        if _is_nested(field.type):
            leaf += _leaves(field.type)
        else:
            leaves[field.name] = leaf
            leaf += 1
    if leaf != meta.num_columns:  # a layout not understood: count every leaf as one column
        leaves = {str(j): j for j in range(meta.num_columns)}
    sizes = dict.fromkeys(leaves, 0)
    for group in range(meta.num_row_groups):
        row_group = meta.row_group(group)
        for name, j in leaves.items():
            chunk = row_group.column(j)
            if chunk.physical_type in _TEXT_PHYSICAL_TYPES:
                sizes[name] += chunk.total_uncompressed_size
    return {name: size for name, size in sizes.items() if size}


def _leaves(kind) -> int:
    """How many Parquet columns (leaves) a field of Arrow type ``kind`` is stored in."""
    import pyarrow as pa

    if isinstance(kind, pa.ExtensionType):
        kind = kind.storage_type
    if pa.types.is_struct(kind):
        return sum(_leaves(kind.field(i).type) for i in range(kind.num_fields))
    if pa.types.is_map(kind):
        return _leaves(kind.key_type) + _leaves(kind.item_type)
    if pa.types.is_nested(kind) and hasattr(kind, "value_type"):
        return _leaves(kind.value_type)
    return 1


def _is_nested(kind) -> bool:
    """Whether a column of Arrow type ``kind`` holds lists, structs or maps."""
    import pyarrow as pa

    if isinstance(kind, pa.ExtensionType):
        kind = kind.storage_type
    return pa.types.is_nested(kind)


def _is_text(kind) -> bool:
    """Whether a column of Arrow type ``kind`` holds text or binary values that are not already
    a dictionary (those are read as dictionaries, then decoded: :func:`_decoded`)."""
    import pyarrow as pa

    return (pa.types.is_string(kind) or pa.types.is_large_string(kind)
            or pa.types.is_binary(kind) or pa.types.is_large_binary(kind)
            or pa.types.is_string_view(kind) or pa.types.is_binary_view(kind))


def _parquet_file(data: bytes, filename: str):
    """The Parquet file's reader, its column names checked (a bad file:
    :class:`EvalInputError`)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    if not data:
        raise EvalInputError("io_empty_file", name=filename)
    try:
        file = pq.ParquetFile(pa.BufferReader(data))
        names = file.schema_arrow.names
    except (pa.ArrowException, OSError) as error:
        raise EvalInputError("io_unreadable_parquet", name=filename, detail=str(error)) from None
    check_names(names, filename)
    check_unique(names, filename)
    if not names:
        raise EvalInputError("io_empty_file", name=filename)
    return file

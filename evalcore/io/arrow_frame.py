"""Arrow tables as pandas DataFrames, with the least memory at the peak: the one conversion of
the CSV (:mod:`evalcore.io.fast_csv`) and Parquet (:mod:`evalcore.io.table`) readers."""

from __future__ import annotations

import pandas as pd


def frame_from_arrow(handed: list) -> pd.DataFrame:
    """The pyarrow Table in ``handed`` (a one-item list, emptied here: a caller that kept a
    reference would keep every column alive) as pandas' DataFrame, converted column by column,
    each Arrow column released once converted: the peak holds the DataFrame and one Arrow
    column, where ``table.to_pandas()`` holds both whole tables (``benchmarks/README.md``
    has the peaks).

    Not pyarrow's in-place ``split_blocks``/``self_destruct``: with them about 3 % of processes
    that loaded a file aborted at exit ("terminate called without an active exception")."""
    import pyarrow as pa

    table = handed.pop()
    metadata = table.schema.pandas_metadata or {}
    if any(isinstance(index, str) for index in metadata.get("index_columns", ())):
        return table.to_pandas()  # a saved index (a column pandas turns into the index)
    pool = pa.default_memory_pool()
    names, pending = table.column_names, table.columns[::-1]
    del table  # the columns are held by ``pending`` alone (not a table rebuilt per column:
    # removing the first column copies the schema, quadratic in the number of columns)
    columns = {}
    for name in names:
        column = pending.pop()
        columns[name] = column.to_pandas()
        del column
        pool.release_unused()  # the column's buffers back to the system before the next one
    return pd.DataFrame(columns, copy=False)

"""Row numbers for messages (row 1 = the first data row, files in name order): an engine's
aggregate has no row order, so on error (or to report dropped rows) one single-threaded DuckDB
scan of the same files flags the rows in file order."""

from __future__ import annotations

import numpy as np

from evalcore.engine import queries
from evalcore.engine.runners import DuckDBRunner
from evalcore.engine.source import Source
from evalcore.errors import EvalInputError, Setting
from evalcore.io.columns import MAX_ROWS_SHOWN


def flagged_rows(source: Source, condition: str) -> tuple[int, tuple[int, ...]]:
    """How many rows satisfy ``condition`` (SQL in DuckDB's dialect over ``src``) and the first
    :data:`~evalcore.io.columns.MAX_ROWS_SHOWN` of their numbers."""

    runner = DuckDBRunner(source, threads=1)
    runner.connection.execute("SET preserve_insertion_order = true")
    relation = runner.relation(queries.flags(f"COALESCE({condition}, TRUE)"))
    offset, count, first = 0, 0, []
    for batch in relation.to_arrow_reader():
        flags = batch.column(0).to_numpy(zero_copy_only=False)
        hits = np.flatnonzero(flags)
        count += hits.size
        first.extend(int(i) + offset + 1 for i in hits[:MAX_ROWS_SHOWN - len(first)])
        offset += flags.size
    return count, tuple(first)


def first_rows_where(source: Source, condition: str) -> tuple[int, ...]:
    """The first row numbers where ``condition`` holds."""
    return flagged_rows(source, condition)[1]


def invalid_rows_error(source: Source, key: str, column: str, condition: str, *,
                       hint: Setting | None = None) -> EvalInputError:
    """The in-memory loader's error about the rows of ``column`` where ``condition`` holds."""
    count, first = flagged_rows(source, condition)
    rows = ", ".join(map(str, first)) + (", …" if count > MAX_ROWS_SHOWN else "")
    return EvalInputError(key, hint=hint, column=column, count=count, rows=rows)

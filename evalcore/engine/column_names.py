"""Column names in the engines' SQL, and names that differ only in case.

The in-memory reader keeps a header's names as they are: ``y_true,Score,score`` has a column
``score``. DuckDB's identifiers ignore case, so its readers rename the later of such names
(``score_1``) and ``"score"`` in a query means ``Score``. The DuckDB runner therefore lists the
files' own names and rewrites the quoted names of a query to DuckDB's for those columns
(:func:`case_renames`, :func:`renamed`). Spark is told to tell case apart instead
(``spark.sql.caseSensitive``).
"""

from __future__ import annotations

import re

QUOTED = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"")
"""A SQL string literal or a quoted identifier (literals are matched so that a ``"`` inside one
is not taken for the start of an identifier)."""


def quoted(name: str) -> str:
    """``name`` as a quoted SQL identifier."""
    return '"' + name.replace('"', '""') + '"'


def case_renames(header: list[str], names: list[str]) -> dict[str, str]:
    """{header name: engine name} for the columns (by position) whose header name the engine
    changed because it differs only in case from another name of the header. Names repeated
    exactly are left to the engine."""
    folded = [name.casefold() for name in header]
    return {own: name for own, name, fold in zip(header, names, folded)
            if own != name and header.count(own) == 1 and folded.count(fold) > 1}


def renamed(sql: str, renames: dict[str, str]) -> str:
    """``sql`` with each quoted identifier naming a key of ``renames`` quoting its value."""
    if not renames:
        return sql
    swaps = {quoted(own): quoted(name) for own, name in renames.items()}
    return QUOTED.sub(lambda match: swaps.get(match.group(), match.group()), sql)


def top_level_names(schema: list[tuple[str, int | None]]) -> list[str]:
    """The top-level column names of a Parquet schema given as DuckDB's ``parquet_schema`` rows
    (name, number of children), in order: the root, then each field followed by its own."""
    names, at = [], 1

    def skip(index: int) -> int:  # past the field at index and its descendants
        children = schema[index][1] or 0
        index += 1
        for _ in range(children):
            index = skip(index)
        return index

    for _ in range(schema[0][1] or 0):
        names.append(schema[at][0])
        at = skip(at)
    return names

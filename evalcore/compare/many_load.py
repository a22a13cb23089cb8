"""k ≥ 2 models' outputs for the same samples: k columns of one file, or k files.

Every task's own two-model loader does the reading and the checks: model 0 is paired with each
other model in turn, so the k models share model 0's rows and truth. k files are first cut to
the ids every file holds (when all have an id column), so that each pairing keeps the same rows
in model 0's order; without ids, rows pair by order (equal lengths, identical truths).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from typing import Any, Callable, Mapping, Sequence

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.io import resolve_column
from evalcore.io.vocabulary import ID_NAMES


@dataclass(frozen=True, eq=False)
class ManyModels:
    """The k models' aligned outputs: ``pairs[i - 1]`` is the task's two-model pair of model 0
    and model i (its ``b`` side is model i); ``names`` are the k models' names; ``left_out``
    counts each file's rows left out for want of their id in every other file; ``table`` is model
    0's table with the rows compared, in their order (its other columns, e.g. the folds)."""

    pairs: tuple
    names: tuple[str, ...]
    left_out: Mapping[str, int] = field(default_factory=dict)
    table: pd.DataFrame | None = None

    @property
    def first(self):
        """The pair of model 0 and model 1 (model 0's truth, labels and columns)."""
        return self.pairs[0]

    def folds(self, given: str | None = None) -> tuple[str | None, np.ndarray | None]:
        """The fold column and each compared row's fold: ``given``, else a column of
        :attr:`table` named as a fold (``fold``, ``cv_fold``...); (None, None) without one
        (a ``given`` column that is missing is an input error)."""
        from evalcore.io.vocabulary import FOLD_NAMES

        column = resolve_column(self.table, "fold", FOLD_NAMES, given, required=given is not None)
        return (None, None) if column is None else (column, self.table[column].to_numpy())

    def outputs(self, a_field: str, b_field: str) -> list[np.ndarray]:
        """Every model's output: model 0's ``a_field`` then each pair's ``b_field``."""
        return [getattr(self.first, a_field)] + [getattr(p, b_field) for p in self.pairs]


def many_from_table(table: pd.DataFrame, columns: Sequence[str], from_table: Callable,
                    cols_arg: str, **options) -> ManyModels:
    """k ≥ 2 models as ``columns`` of one table, read by the task's ``from_table``."""
    columns = [str(c) for c in columns]
    _check_columns(columns)
    pairs = tuple(from_table(table, **{cols_arg: (columns[0], c)}, **options)
                  for c in columns[1:])
    return ManyModels(pairs, tuple(columns), table=table)


def many_from_tables(tables: Sequence[pd.DataFrame], names: Sequence[str], from_tables: Callable,
                     cols_arg: str, columns: Sequence[str | None] | None = None,
                     id_col: str | None = None, row_keys: Callable | None = None,
                     **options) -> ManyModels:
    """k ≥ 2 tables, one model each (``columns``: each one's column, None to detect), paired by
    the ids they all hold, else by row order. ``row_keys(table)``: each row's key when the task
    pairs by its own (rankers: query and document; None for a table without), instead of an id
    column."""
    if len(tables) < 2:
        raise EvalInputError("compare_models_too_few", count=len(tables))
    names = tuple(str(n) for n in names)
    columns = list(columns) if columns is not None else [None] * len(tables)
    if len(columns) != len(tables):
        raise EvalInputError("compare_models_too_few", count=min(len(columns), len(tables)))
    if row_keys is None:
        tables, left_out = _shared_ids(list(tables), names, id_col)
        options["id_col"] = id_col
    else:
        tables, left_out = _shared_keys(list(tables), names,
                                        [row_keys(df) for df in tables], "(query, doc)")
    pairs = tuple(
        from_tables(tables[0], tables[i], names=(names[0], names[i]),
                    **{cols_arg: (columns[0], columns[i])}, **options)
        for i in range(1, len(tables)))
    return ManyModels(pairs, names, left_out, tables[0])


def _check_columns(columns: Sequence[str]) -> None:
    if len(columns) < 2:
        raise EvalInputError("compare_models_too_few", count=len(columns))
    seen = set()
    for column in columns:
        if column in seen:
            raise EvalInputError("compare_models_repeated", column=column)
        seen.add(column)


def _shared_ids(tables: list[pd.DataFrame], names: tuple[str, ...], id_col: str | None
                ) -> tuple[list[pd.DataFrame], dict[str, Any]]:
    """The tables cut to the ids all of them hold (unchanged unless every table has an id
    column), with how many rows each lost: every pairing then keeps model 0's rows in order."""
    from evalcore.compare.load import id_keys

    found = [resolve_column(df, "id", ID_NAMES, id_col, required=False) for df in tables]
    if None in found:
        return tables, {}
    keys = [id_keys(df, col, name) for df, col, name in zip(tables, found, names)]
    return _shared_keys(tables, names, keys, found[0])


def _shared_keys(tables: list[pd.DataFrame], names: tuple[str, ...], keys: list, column: str
                 ) -> tuple[list[pd.DataFrame], dict[str, Any]]:
    """The tables cut to the rows whose key (``keys``: each table's, None for one without) every
    table holds, with how many rows each lost; unchanged unless every table has keys."""
    if any(k is None for k in keys):
        return tables, {}
    shared = reduce(np.intersect1d, keys)
    if not len(shared):
        raise EvalInputError("compare_no_common_ids", name_a=names[0], name_b=names[1],
                             column=column)
    kept = [np.isin(k, shared) for k in keys]
    left_out = {name: int((~keep).sum()) for name, keep in zip(names, kept) if (~keep).any()}
    return [df[keep].reset_index(drop=True) for df, keep in zip(tables, kept)], left_out

"""Two models' scores for the same samples: two score columns of one file, or two files.

One file: the label column and two score columns, given (``score_cols``) or detected as the only
pair of columns sharing a prefix or a suffix (``score_A``/``score_B``, ``score_1``/``score_2``,
``logreg_prob``/``tree_prob``; pairs whose shared part is a score name win), or else the only two
numeric columns besides the label and id. Two files: each has a label and a score column; rows
are matched by an id column when both files have one (ids in only one file are left out and
reported), else by row order, which needs equal lengths and identical labels. Sample weights are
not supported by the paired tests, so a weight column is an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.io import (
    LABEL_NAMES,
    SCORE_NAMES,
    BinaryData,
    binary_from_table,
    normalize_name,
    read_table,
    resolve_column,
)
from evalcore.io.binary import label_text
from evalcore.io.columns import MAX_ROWS_SHOWN, first_rows

ID_NAMES = ("id", "sample_id", "row_id", "uid", "key", "样本编号", "编号", "序号", "样本")
"""Names detected as the sample-id column, in order of preference."""

_SEPARATORS = re.compile(r"[\s_\-.]+")


@dataclass(frozen=True, eq=False)
class CompareData:
    """The paired input of a comparison.

    Attributes
    ----------
    y_true : ndarray of bool
    score_a, score_b : ndarray of float64
        Both models' scores for the same samples, aligned.
    names : (str, str)
        What A and B are: the score columns (one file) or the file names (two files).
    pos_label, label_col
        The positive label (text) and the label column.
    aligned_by : {"columns", "id", "row"}
        How the samples were paired.
    id_col : str or None
    only_a, only_b : tuple of str
        The first ids found in only one file (left out), with counts ``n_only_a``, ``n_only_b``.
    notice : str or None
        Message key to show beside the results (ids left out), with ``notice_params``.
    """

    y_true: np.ndarray
    score_a: np.ndarray
    score_b: np.ndarray
    names: tuple[str, str]
    pos_label: str
    label_col: str
    aligned_by: str
    id_col: str | None = None
    n_only_a: int = 0
    n_only_b: int = 0
    only_a: tuple[str, ...] = ()
    only_b: tuple[str, ...] = ()
    notice: str | None = None
    notice_params: Mapping[str, Any] = field(default_factory=dict)


def load_compare(data: bytes, filename: str, **options) -> CompareData:
    """One file with two score columns; ``options`` as for :func:`compare_from_table`."""
    return compare_from_table(read_table(data, filename), **options)


def compare_from_table(
    df: pd.DataFrame,
    *,
    score_cols: Sequence[str] | None = None,
    label_col: str | None = None,
    id_col: str | None = None,
    pos_label: object = None,
) -> CompareData:
    """Labels and two score columns of one table (detected unless ``score_cols`` is given)."""
    label_col = resolve_column(df, "label", LABEL_NAMES, label_col)
    id_col = resolve_column(df, "id", ID_NAMES, id_col, required=False)
    if score_cols is None:
        score_cols = detect_score_pair(df, exclude=(label_col, id_col))
    elif len(score_cols) != 2 or score_cols[0] == score_cols[1]:
        raise EvalInputError("compare_score_cols_two", columns=", ".join(map(str, score_cols)))
    first = _binary(df, label_col, score_cols[0], pos_label)
    second = _binary(df, label_col, score_cols[1], first.pos_label)
    return CompareData(
        first.y_true, first.scores, second.scores, (first.score_col, second.score_col),
        first.pos_label, label_col, "columns", id_col,
    )


def load_compare_files(
    file_a: tuple[bytes, str], file_b: tuple[bytes, str], **options
) -> CompareData:
    """Two files ``(bytes, name)``, one model each; ``options`` as :func:`compare_from_tables`'s."""
    tables = [read_table(*file) for file in (file_a, file_b)]
    return compare_from_tables(*tables, names=(file_a[1], file_b[1]), **options)


def compare_from_tables(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    names: tuple[str, str] = ("A", "B"),
    score_cols: Sequence[str | None] = (None, None),
    label_col: str | None = None,
    id_col: str | None = None,
    pos_label: object = None,
) -> CompareData:
    """Pair the rows of two tables (one model each) by id, else by row order."""
    first = _binary(df_a, label_col, score_cols[0], pos_label)
    second = _binary(df_b, label_col, score_cols[1], pos_label)
    if first.pos_label != second.pos_label:
        raise EvalInputError(
            "compare_pos_labels_differ", a=first.pos_label, b=second.pos_label,
            name_a=names[0], name_b=names[1],
        )
    ids = [resolve_column(df, "id", ID_NAMES, id_col, required=False) for df in (df_a, df_b)]
    common = dict(names=names, pos_label=first.pos_label, label_col=first.label_col)
    if None in ids:
        return _by_row(first, second, **common)
    keys = [_ids(df, col, name) for df, col, name in zip((df_a, df_b), ids, names)]
    return _by_id(first, second, keys, ids[0], **common)


def detect_score_pair(df: pd.DataFrame, *, exclude: Sequence[str | None] = ()) -> tuple[str, str]:
    """The two score columns of a one-file comparison (see the module docstring).

    Raises
    ------
    EvalInputError
        ``compare_pair_not_found`` or ``compare_pair_ambiguous``, suggesting ``--score-cols``.
    """
    columns = [str(c) for c in df.columns if c not in exclude]
    groups: dict[tuple[str, str], list[str]] = {}
    for column in columns:
        parts = [p for p in _SEPARATORS.split(column.strip()) if p]
        if len(parts) > 1:
            groups.setdefault(("prefix", normalize_name("".join(parts[:-1]))), []).append(column)
            groups.setdefault(("suffix", normalize_name("".join(parts[1:]))), []).append(column)
    score_words = {normalize_name(n) for n in SCORE_NAMES}
    for scored in (True, False):
        found = {
            tuple(cols) for (_, stem), cols in groups.items()
            if len(cols) >= 2 and (stem in score_words) == scored
        }
        if len(found) == 1 and len(pair := next(iter(found))) == 2:
            return pair
        if found:
            listed = "; ".join(", ".join(cols) for cols in sorted(found))
            raise EvalInputError("compare_pair_ambiguous", groups=listed)
    numeric = [c for c in columns if pd.api.types.is_numeric_dtype(df[c])]
    if len(numeric) == 2:
        return numeric[0], numeric[1]
    raise EvalInputError("compare_pair_not_found", columns=", ".join(columns))


def _binary(df: pd.DataFrame, label_col, score_col, pos_label) -> BinaryData:
    data = binary_from_table(df, label_col=label_col, score_col=score_col, pos_label=pos_label)
    if data.weight_col is not None:
        raise EvalInputError("compare_weights_unsupported", column=data.weight_col)
    return data


def _by_row(first: BinaryData, second: BinaryData, *, names, pos_label, label_col) -> CompareData:
    params = {"name_a": names[0], "name_b": names[1]}
    if len(first.y_true) != len(second.y_true):
        raise EvalInputError(
            "compare_row_counts_differ", a=len(first.y_true), b=len(second.y_true), **params
        )
    differ = first.y_true != second.y_true
    if differ.any():
        raise EvalInputError(
            "compare_labels_differ_rows", count=int(differ.sum()), n=len(differ),
            rows=_listed(first_rows(differ), int(differ.sum())), **params,
        )
    return CompareData(
        first.y_true, first.scores, second.scores, names, pos_label, label_col, "row"
    )


def _by_id(first, second, keys, id_col, *, names, pos_label, label_col) -> CompareData:
    params = {"name_a": names[0], "name_b": names[1], "column": id_col}
    shared, index_a, index_b = np.intersect1d(keys[0], keys[1], return_indices=True)
    if not len(shared):
        raise EvalInputError("compare_no_common_ids", **params)
    order = np.argsort(index_a)
    index_a, index_b, shared = index_a[order], index_b[order], shared[order]
    differ = first.y_true[index_a] != second.y_true[index_b]
    if differ.any():
        count = int(differ.sum())
        listed = _listed(shared[differ][:MAX_ROWS_SHOWN], count)
        raise EvalInputError("compare_labels_differ_ids", count=count, ids=listed, **params)
    only_a = np.setdiff1d(keys[0], shared, assume_unique=True)
    only_b = np.setdiff1d(keys[1], shared, assume_unique=True)
    notice, notice_params = None, {}
    if len(only_a) or len(only_b):
        notice = "compare_ids_left_out"
        notice_params = {
            **params, "matched": len(shared), "count_a": len(only_a), "count_b": len(only_b),
            "ids_a": _listed(only_a[:MAX_ROWS_SHOWN], len(only_a)),
            "ids_b": _listed(only_b[:MAX_ROWS_SHOWN], len(only_b)),
        }
    return CompareData(
        first.y_true[index_a], first.scores[index_a], second.scores[index_b], names, pos_label,
        label_col, "id", id_col, len(only_a), len(only_b),
        tuple(only_a[:MAX_ROWS_SHOWN]), tuple(only_b[:MAX_ROWS_SHOWN]), notice, notice_params,
    )


def _ids(df: pd.DataFrame, column: str, name: str) -> np.ndarray:
    """The id column as text (``7`` and ``7.0`` are the same id), checked non-empty and unique."""
    missing = df[column].isna().to_numpy()
    if missing.any():
        count = int(missing.sum())
        raise EvalInputError(
            "compare_missing_ids", name=name, column=column, count=count,
            rows=_listed(first_rows(missing), count),
        )
    keys = np.array([label_text(v) for v in df[column]], dtype=object)
    values, counts = np.unique(keys, return_counts=True)
    repeated = values[counts > 1]
    if len(repeated):
        raise EvalInputError(
            "compare_duplicate_ids", name=name, column=column, count=len(repeated),
            ids=_listed(repeated[:MAX_ROWS_SHOWN], len(repeated)),
        )
    return keys


def _listed(values, count: int) -> str:
    return ", ".join(map(str, values)) + (", …" if count > MAX_ROWS_SHOWN else "")

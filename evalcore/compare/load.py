"""Two models' scores for the same samples: two score columns of one file, or two files.

One file: the label column and two score columns, given (``score_cols``) or detected as the only
pair of columns sharing a prefix or a suffix (``score_A``/``score_B``, ``score_1``/``score_2``,
``logreg_prob``/``tree_prob``; pairs whose shared part is a score name win), or else the only two
numeric columns besides the label and id. Id-like columns (:func:`is_id_like`) are never a model; a
column named as a single score (``score``, ``y_score``...) outside such a pair means the file holds
one model, and its other columns are features, never a second model. Two files: each has a label
and a score column; rows are matched by an id column when both files have one (ids in only one file
are left out and reported), else by row order, which needs equal lengths and identical labels.
Sample weights are not supported by the paired tests, so a weight column is an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from evalcore.io.vocabulary import ID_NAMES
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
from evalcore.io.columns import MAX_ROWS_SHOWN, first_rows, shown_list
from evalcore.settings import COMPARE_SCORE_COLS


_SEPARATORS = re.compile(r"[\s_\-.]+")
_ID_PARTS = {"id", "idx", "index", "编号", "序号"}
_UNNAMED = re.compile(r"unnamed:?\s*\d+", re.IGNORECASE)


def is_id_like(column: object) -> bool:
    """Whether ``column`` names sample ids, never a model's output: a name of :data:`ID_NAMES`,
    a name with an id part (``customer_id``, ``row index``), or pandas' ``Unnamed: 0`` (a saved
    index)."""
    text = str(column).strip()
    if normalize_name(text) in {normalize_name(n) for n in ID_NAMES} or _UNNAMED.fullmatch(text):
        return True
    return any(part.casefold() in _ID_PARTS for part in _SEPARATORS.split(text))


@dataclass(frozen=True, eq=False, kw_only=True)
class Pairing:
    """How two models' samples were paired, shared by every task's pair type and by
    :class:`Alignment` (keyword-only, so that each pair type keeps its own fields first).

    ``aligned_by`` is ``"columns"`` (one file), ``"id"`` or ``"row"`` (two files); ``notice`` is
    the message key to show beside the results when pairing by id left ids out, with
    ``notice_params``.
    """

    aligned_by: str
    notice: str | None = None
    notice_params: Mapping[str, Any] = field(default_factory=dict)

    def pairing(self) -> dict[str, Any]:
        """The pairing fields as keyword arguments for another pair type."""
        return {"aligned_by": self.aligned_by, "notice": self.notice,
                "notice_params": self.notice_params}


@dataclass(frozen=True, eq=False)
class CompareData(Pairing):
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
    id_col: str | None = None
    n_only_a: int = 0
    n_only_b: int = 0
    only_a: tuple[str, ...] = ()
    only_b: tuple[str, ...] = ()


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
    label_col, id_col, score_cols = one_table_columns(df, ("label", LABEL_NAMES, label_col),
                                                      id_col, score_cols)
    if len(score_cols) != 2 or score_cols[0] == score_cols[1]:
        raise EvalInputError("compare_score_cols_two", columns=", ".join(map(str, score_cols)))
    first = _binary(df, label_col, score_cols[0], pos_label)
    second = _binary(df, label_col, score_cols[1], first.pos_label)
    return CompareData(
        first.y_true, first.scores, second.scores, (first.score_col, second.score_col),
        first.pos_label, label_col, id_col, aligned_by="columns",
    )


def one_table_columns(
    df: pd.DataFrame, target: tuple[str, Sequence[str], str | None], id_col: str | None,
    model_cols: Sequence[str] | None,
) -> tuple[str, str | None, Sequence[str]]:
    """The target column (``target`` is its role, names and given column: the labels or the true
    values), the id column if any, and the two models' columns: the given ones, else the detected
    pair among the other columns."""
    target_col = resolve_column(df, *target)
    id_col = resolve_column(df, "id", ID_NAMES, id_col, required=False)
    if model_cols is None:
        model_cols = detect_score_pair(df, exclude=(target_col, id_col))
    return target_col, id_col, model_cols


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
    first, second = (
        _binary(df, label_col, col or detect_score_column(df, label_col=label_col), pos_label)
        for df, col in zip((df_a, df_b), score_cols)
    )
    if first.pos_label != second.pos_label:
        raise EvalInputError(
            "compare_pos_labels_differ", a=first.pos_label, b=second.pos_label,
            name_a=names[0], name_b=names[1],
        )
    keys, id_col = table_keys((df_a, df_b), names, id_col)
    at = align_pair(first.y_true, second.y_true, keys, names=names, id_col=id_col)
    return CompareData(
        first.y_true[at.index_a], first.scores[at.index_a], second.scores[at.index_b], names,
        first.pos_label, first.label_col, at.id_col, at.n_only_a, at.n_only_b, at.only_a,
        at.only_b, **at.pairing(),
    )


def detect_score_pair(df: pd.DataFrame, *, exclude: Sequence[str | None] = ()) -> tuple[str, str]:
    """The two score columns of a one-file comparison (see the module docstring): the one rule
    the command line and the page share.

    Raises
    ------
    EvalInputError
        ``compare_pair_not_found``, ``compare_pair_ambiguous`` or ``compare_one_model``, with the
        hint to choose the two columns (:data:`evalcore.settings.COMPARE_SCORE_COLS`).
    """
    columns = [str(c) for c in df.columns if c not in exclude and not is_id_like(c)]
    groups: dict[tuple[str, str], list[str]] = {}
    for column in columns:
        parts = [p for p in _SEPARATORS.split(column.strip()) if p]
        if len(parts) > 1:
            groups.setdefault(("prefix", normalize_name("".join(parts[:-1]))), []).append(column)
            groups.setdefault(("suffix", normalize_name("".join(parts[1:]))), []).append(column)
    score_words = {normalize_name(n) for n in SCORE_NAMES}
    single = [c for c in columns if normalize_name(c) in score_words]
    for scored in (True, False):
        found = {
            tuple(cols) for (_, stem), cols in groups.items()
            if len(cols) >= 2 and (stem in score_words) == scored
        }
        if len(found) == 1 and len(pair := next(iter(found))) == 2:
            return pair
        if found:
            listed = "; ".join(", ".join(cols) for cols in sorted(found))
            raise EvalInputError("compare_pair_ambiguous", hint=COMPARE_SCORE_COLS, groups=listed)
        if scored and single:  # one model's score: the other columns are features
            others = [str(c) for c in df.columns if str(c) != single[0]]
            raise EvalInputError("compare_one_model", hint=COMPARE_SCORE_COLS, column=single[0],
                                 columns=shown_list(others, limit=20))
    numeric = [c for c in columns if pd.api.types.is_numeric_dtype(df[c])]
    if len(numeric) == 2:
        return numeric[0], numeric[1]
    raise EvalInputError("compare_pair_not_found", hint=COMPARE_SCORE_COLS,
                         columns=shown_list(columns, limit=20))


def detect_score_column(df: pd.DataFrame, *, label_col: str | None = None) -> str | None:
    """One model's score column in a two-file comparison: a score name, else the only numeric
    column besides the label and id (``score_logreg``); None when that is ambiguous."""
    found = resolve_column(df, "score", SCORE_NAMES, required=False)
    return found if found is not None else only_other_column(df, label_col, numeric=True)


def only_other_column(df: pd.DataFrame, label_col: str | None, *, numeric: bool) -> str | None:
    """The one column (numeric only, when asked) besides the truth (``label_col``, else a column
    named as a label) and the id; None when there is none or more than one."""
    truth = resolve_column(df, "label", LABEL_NAMES, label_col, required=False)
    rest = [str(c) for c in df.columns if c != truth and not is_id_like(c)
            and (not numeric or pd.api.types.is_numeric_dtype(df[c]))]
    return rest[0] if len(rest) == 1 else None


def _binary(df: pd.DataFrame, label_col, score_col, pos_label) -> BinaryData:
    data = binary_from_table(df, label_col=label_col, score_col=score_col, pos_label=pos_label)
    if data.weight_col is not None:
        raise EvalInputError("compare_weights_unsupported", column=data.weight_col)
    return data


@dataclass(frozen=True, eq=False)
class Alignment(Pairing):
    """How the rows of two files (one model each) pair up: ``index_a[i]`` with ``index_b[i]``.

    ``aligned_by`` is ``"row"`` or ``"id"``; ``only_a``/``only_b`` are the first ids found in one
    file only (left out), counted by ``n_only_a``/``n_only_b``; ``notice`` is the message key to
    show beside the results when ids were left out, with ``notice_params``.
    """

    index_a: np.ndarray
    index_b: np.ndarray
    id_col: str | None = None
    n_only_a: int = 0
    n_only_b: int = 0
    only_a: tuple[str, ...] = ()
    only_b: tuple[str, ...] = ()


def align_pair(
    truth_a: np.ndarray,
    truth_b: np.ndarray,
    keys: tuple[np.ndarray, np.ndarray] | None,
    *,
    names: tuple[str, str],
    id_col: str | None = None,
    differ_keys: tuple[str, str] = ("compare_labels_differ_rows", "compare_labels_differ_ids"),
) -> Alignment:
    """Pair two files' rows by their keys (see :func:`id_keys`), else by row order.

    Row order needs equal lengths; either way the paired truths must be identical, else
    ``differ_keys`` (the by-row and the by-id message) name how many differ and the first ones.
    Shared by every task's two-file loader (labels, true values, relevance grades).
    """
    if keys is None:
        return _by_row(truth_a, truth_b, names, differ_keys[0])
    return _by_id(truth_a, truth_b, keys, names, id_col, differ_keys[1])


def _by_row(truth_a, truth_b, names, differ_key) -> Alignment:
    params = {"name_a": names[0], "name_b": names[1]}
    if len(truth_a) != len(truth_b):
        raise EvalInputError(
            "compare_row_counts_differ", a=len(truth_a), b=len(truth_b), **params
        )
    differ = truth_a != truth_b
    if differ.any():
        raise EvalInputError(
            differ_key, count=int(differ.sum()), n=len(differ),
            rows=_listed(first_rows(differ), int(differ.sum())), **params,
        )
    index = np.arange(len(truth_a))
    return Alignment(index, index, aligned_by="row")


def _by_id(truth_a, truth_b, keys, names, id_col, differ_key) -> Alignment:
    params = {"name_a": names[0], "name_b": names[1], "column": id_col}
    shared, index_a, index_b = np.intersect1d(keys[0], keys[1], return_indices=True)
    if not len(shared):
        raise EvalInputError("compare_no_common_ids", **params)
    order = np.argsort(index_a)
    index_a, index_b, shared = index_a[order], index_b[order], shared[order]
    differ = truth_a[index_a] != truth_b[index_b]
    if differ.any():
        count = int(differ.sum())
        listed = _listed(shared[differ][:MAX_ROWS_SHOWN], count)
        raise EvalInputError(differ_key, count=count, ids=listed, **params)
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
    return Alignment(
        index_a, index_b, id_col, len(only_a), len(only_b), tuple(only_a[:MAX_ROWS_SHOWN]),
        tuple(only_b[:MAX_ROWS_SHOWN]), aligned_by="id", notice=notice, notice_params=notice_params,
    )


def table_keys(
    tables: tuple[pd.DataFrame, pd.DataFrame], names: tuple[str, str], id_col: str | None
) -> tuple[tuple[np.ndarray, np.ndarray] | None, str | None]:
    """Both tables' id keys and the id column, or ``(None, None)`` unless both have one."""
    ids = [resolve_column(df, "id", ID_NAMES, id_col, required=False) for df in tables]
    if None in ids:
        return None, None
    keys = tuple(id_keys(df, col, name) for df, col, name in zip(tables, ids, names))
    return keys, ids[0]


def id_keys(df: pd.DataFrame, column: str, name: str) -> np.ndarray:
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

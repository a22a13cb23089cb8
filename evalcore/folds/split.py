"""The fold (and repeat) of every row of an out-of-fold prediction file, checked: every row has a
fold id, there are at least two folds, and no fold has fewer than two rows."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.io.binary import label_text
from evalcore.io.columns import check_plain_values, resolve_column, rows_text, shown_list
from evalcore.io.vocabulary import FOLD_NAMES, REPEAT_NAMES
from evalcore.multiclass.load import sorted_labels
from evalcore.settings import FOLD_COL, REPEAT_COL


@dataclass(frozen=True, eq=False)
class FoldSplit:
    """Which (repeat, fold) each row belongs to.

    Attributes
    ----------
    fold_col, repeat_col : str, str or None
        The columns read (``repeat_col`` None without a repeat column).
    folds, repeats : ndarray of str, shape (n,)
        Each row's fold id and repeat id as text, as written in the file (``repeats`` all ``""``
        without a repeat column).
    groups : tuple of (str or None, str)
        The distinct (repeat, fold) pairs in order (repeat None without a repeat column).
    """

    fold_col: str
    repeat_col: str | None
    folds: np.ndarray
    repeats: np.ndarray
    groups: tuple[tuple[str | None, str], ...]

    @property
    def k(self) -> int:
        """Number of distinct fold ids."""
        return len(set(self.folds.tolist()))

    @property
    def k_per_repeat(self) -> dict[str, int]:
        """Each repeat's number of folds, by repeat id (empty without a repeat column)."""
        counts: dict[str, int] = {}
        for repeat, _ in self.groups:
            if repeat is not None:
                counts[repeat] = counts.get(repeat, 0) + 1
        return counts

    def k_differs(self) -> dict | None:
        """The ``folds_k_differs`` note's parameters when the repeats hold different numbers of
        folds (``k`` then counts the distinct fold ids, not any repeat's K), else None."""
        counts = self.k_per_repeat
        if len(set(counts.values())) < 2:
            return None
        return {"k": self.k, "ks": ", ".join(f"{repeat}: {k}" for repeat, k in counts.items())}

    @property
    def n_repeats(self) -> int:
        """Number of distinct repeat ids (1 without a repeat column)."""
        return len(set(self.repeats.tolist()))

    def rows(self, repeat: str | None, fold: str) -> np.ndarray:
        """Boolean mask of the rows of one (repeat, fold)."""
        index, codes = self._group_codes
        if (repeat, fold) in index:  # one integer comparison, not one of texts per fold
            return codes == index[repeat, fold]
        mask = self.folds == fold
        return mask if repeat is None else mask & (self.repeats == repeat)

    @cached_property
    def _group_codes(self) -> tuple[dict[tuple[str | None, str], int], np.ndarray]:
        """Each group's number (its place in :attr:`groups`) and each row's group number (-1
        in none), worked out once: a file of thousands of folds is split in one pass."""
        index = {group: i for i, group in enumerate(self.groups)}
        repeats = (self.repeats.tolist() if self.repeat_col is not None
                   else [None] * len(self.folds))
        codes = np.fromiter((index.get(key, -1) for key in zip(repeats, self.folds.tolist())),
                            dtype=np.int64, count=len(self.folds))
        return index, codes


def fold_split(df: pd.DataFrame, *, fold_col: str | None = None,
               repeat_col: str | bool | None = None) -> FoldSplit:
    """Read the fold column (detected from :data:`~evalcore.io.vocabulary.FOLD_NAMES` unless given)
    and the repeat column (detected from :data:`~evalcore.io.vocabulary.REPEAT_NAMES`, none when
    nothing matches; ``False``: none).

    Raises
    ------
    EvalInputError
        An unknown or undetected column, empty fold or repeat ids (``folds_missing_ids``), a
        single fold id (``folds_one_fold``), a fold with one row (``folds_one_row``).
    """
    fold_col, repeat_col = fold_columns(df, fold_col=fold_col, repeat_col=repeat_col)
    folds = _ids(df, fold_col, "fold")
    repeats = _ids(df, repeat_col, "repeat") if repeat_col else np.full(len(df), "", dtype=object)
    distinct = sorted_labels(folds.tolist())
    if len(distinct) < 2:
        raise EvalInputError("folds_one_fold", hint=FOLD_COL, column=fold_col,
                             value=shown_list(distinct, limit=1))
    groups = []
    for repeat in (sorted_labels(repeats.tolist()) if repeat_col else [None]):
        in_repeat = np.ones(len(df), bool) if repeat is None else repeats == repeat
        for fold in sorted_labels(folds[in_repeat].tolist()):
            groups.append((repeat, fold))
    split = FoldSplit(fold_col, repeat_col, folds, repeats, tuple(groups))
    for repeat, fold in split.groups:
        mask = split.rows(repeat, fold)
        if np.count_nonzero(mask) < 2:
            raise EvalInputError("folds_one_row", hint=FOLD_COL, column=fold_col,
                                 fold=fold, rows=rows_text(mask))
    return split


def fold_columns(df: pd.DataFrame, *, fold_col: str | None = None,
                 repeat_col: str | bool | None = None) -> tuple[str, str | None]:
    """The fold column and the repeat column (None) of ``df``, as :func:`fold_split` picks them,
    without reading their values: a caller loads the task's columns first, so that their errors
    come before the folds'. A repeat column that is the fold column raises
    ``folds_repeat_is_fold``."""
    fold_col = resolve_column(df, "fold", FOLD_NAMES, fold_col)
    if repeat_col is not False:
        repeat_col = resolve_column(df, "repeat", REPEAT_NAMES, repeat_col or None,
                                    required=False)
    if repeat_col and repeat_col == fold_col:
        raise EvalInputError("folds_repeat_is_fold", hint=REPEAT_COL, column=fold_col)
    return fold_col, repeat_col or None


def _ids(df: pd.DataFrame, column: str, role: str) -> np.ndarray:
    """``column``'s values as text; empty cells raise ``folds_missing_ids``, lists, records and
    bytes :func:`~evalcore.io.columns.check_plain_values`' messages."""
    series = df[column]
    check_plain_values(series, column)
    texts = series.map(lambda v: "" if pd.isna(v) else label_text(v)).to_numpy(dtype=object)
    empty = texts == ""
    if empty.any():
        raise EvalInputError("folds_missing_ids", hint=FOLD_COL if role == "fold" else REPEAT_COL,
                             column=column,
                             count=int(np.count_nonzero(empty)), rows=rows_text(empty))
    return texts

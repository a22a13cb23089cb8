"""The binary task's input: true labels (any two values), scores and optional sample weights.

Labels are compared as text, so ``1``, ``1.0`` and ``"1"`` are the same label. The positive class
is the user's choice or, failing that, inferred by :data:`POSITIVE_LABEL_RULE`; it is always
reported back in :attr:`BinaryData.pos_label`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from numbers import Number
from typing import TYPE_CHECKING

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.io.aggregated import count_columns, expand_counts, is_count_column
from evalcore.io.columns import (
    MAX_LABELS_SHOWN,
    check_plain_values,
    detect_model_column,
    first_rows,
    invalid_rows_error,
    numeric_columns,
    resolve_column,
    shown_list,
)
from evalcore.io.numeric_table import as_frame
from evalcore.io.vocabulary import LABEL_NAMES, SCORE_NAMES, WEIGHT_NAMES
from evalcore.settings import DROP_INVALID, POS_LABEL, REGRESSION_TASK

if TYPE_CHECKING:  # pandas is imported where it is used: the engines need none of it
    import pandas as pd

POSITIVE_LABEL_RULE = ("1", "true", "yes", "pos", "positive", "是", "正", "正例", "正类", "好瓜")
"""Labels taken as the positive class when none is chosen, in order (compared case-insensitively).

If neither of two labels is in this list and both are numbers, the larger is positive
(``-1``/``1`` → ``1``, ``0``/``2`` → ``2``); otherwise the user must choose.
"""


@dataclass(frozen=True, eq=False)
class BinaryData:
    """Labels, scores and weights of a binary evaluation, with where they came from.

    Attributes
    ----------
    y_true : ndarray of bool
        True for the positive class (one-vs-rest when the file has more than two labels).
    scores : ndarray of float64
        Higher means more likely positive.
    weights : ndarray of float64 or None
        Sample weights (≥ 0), None when the file has no weight column.
    pos_label : str
        The positive label, as text.
    labels : tuple of str
        Every distinct label of the kept rows, as text, numbers sorted numerically.
    label_col, score_col, weight_col : str
        The columns used (``weight_col`` None without weights).
    n_rows : int
        Data rows in the file, before dropping invalid ones.
    dropped, dropped_rows
        How many rows were dropped as invalid, and the first numbers (row 1 = first data row).
    aggregated : bool
        The file is aggregated (:mod:`evalcore.io.aggregated`): its weights count rows.
    kept : ndarray of bool or None
        Which of the file's rows were kept, None when all were (lines up other columns, such as
        a segment column, with the kept rows).
    """

    y_true: np.ndarray
    scores: np.ndarray
    weights: np.ndarray | None
    pos_label: str
    labels: tuple[str, ...]
    label_col: str
    score_col: str
    weight_col: str | None
    n_rows: int
    dropped: int
    dropped_rows: tuple[int, ...]
    aggregated: bool = False
    kept: np.ndarray | None = None

    @property
    def positives(self) -> float:
        """Total weight (or count) of the positive rows."""
        return _total(self.y_true, self.weights)

    @property
    def negatives(self) -> float:
        """Total weight (or count) of the negative rows."""
        return _total(~self.y_true, self.weights)


def load_binary(data: bytes, filename: str, **options) -> BinaryData:
    """Read a file's bytes (see :func:`~evalcore.io.read_table`) and return its :class:`BinaryData`.

    ``options`` are the keyword arguments of :func:`binary_from_table`.
    """
    from evalcore.io.table import read_columns

    return binary_from_table(read_columns(data, filename), **options)


def binary_columns(df: pd.DataFrame, label_col=None, score_col=None, weight_col=None
                   ) -> tuple[str, str, str | None]:
    """The (label, score, weight) columns of a binary table: chosen or detected by name
    (``weight_col=False``: no weights; two columns named like scores: the user chooses,
    :func:`~evalcore.io.columns.detect_model_column`), label and score distinct. ``df`` may be an empty frame
    with a file's columns (the engines resolve columns the same way without reading rows)."""
    label = resolve_column(df, "label", LABEL_NAMES, label_col)
    weight = (None if weight_col is False
              else resolve_column(df, "weight", WEIGHT_NAMES, weight_col, required=False))
    score = (score_col if score_col is not None
             else detect_model_column(df, "score", SCORE_NAMES, exclude=(label, weight)))
    score = resolve_column(df, "score", SCORE_NAMES, score)
    if label == score:
        raise EvalInputError("io_same_column", column=label)
    return label, score, weight


def binary_from_table(
    df: pd.DataFrame,
    *,
    label_col: str | None = None,
    score_col: str | None = None,
    weight_col: str | None | bool = None,
    pos_label: object = None,
    drop_invalid: bool = False,
) -> BinaryData:
    """Pick the label, score (and weight) columns of ``df`` and validate them.

    Parameters
    ----------
    df : DataFrame or NumericTable
        The table (:func:`evalcore.io.table.read_columns` gives a file of numbers as a
        :class:`~evalcore.io.numeric_table.NumericTable`: no pandas needed).
    label_col, score_col, weight_col : str, optional
        Column names; detected from :data:`~evalcore.io.LABEL_NAMES`,
        :data:`~evalcore.io.SCORE_NAMES` and :data:`~evalcore.io.WEIGHT_NAMES` when omitted
        (no weights if no column matches). ``weight_col=False`` means no weights even when a
        column looks like one (the user chose "none").
    pos_label : optional
        The positive class, matched as text (``1``, ``1.0`` and ``"1"`` all match label 1, case
        is ignored when nothing matches exactly). Required when there are more than two labels:
        the others are then negative (one-vs-rest). Default: :data:`POSITIVE_LABEL_RULE`.
    drop_invalid : bool
        Drop rows with an empty label or an empty, non-numeric or infinite score or weight,
        instead of raising.

    Raises
    ------
    EvalInputError
        Missing columns, invalid rows (unless dropped), negative weights, an unknown or
        undecidable positive label, more than two labels without a positive label, or a single
        class (counting only rows of non-zero weight).
    """
    counts = count_columns(df) if label_col is None and weight_col is None else None
    if counts is not None:
        expanded = binary_from_table(expand_counts(as_frame(df), *counts), label_col="label",
                                     score_col=score_col, weight_col="count",
                                     pos_label=pos_label, drop_invalid=drop_invalid)
        return replace(expanded, aggregated=True)
    label_col, score_col, weight_col = binary_columns(df, label_col, score_col, weight_col)
    check_class_labels(df[label_col], label_col)
    codes, texts = _label_codes(df[label_col])
    unlabelled = codes < 0
    if unlabelled.any() and not drop_invalid:
        raise invalid_rows_error("io_missing_labels", label_col, unlabelled,
                                 hint=None if unlabelled.all() else DROP_INVALID)
    numeric_cols = [score_col] + ([weight_col] if weight_col else [])
    numeric = numeric_columns(df, numeric_cols, drop_invalid=drop_invalid)
    kept = numeric.kept & ~unlabelled
    if not kept.any():
        columns = ", ".join([label_col, *numeric_cols])
        raise EvalInputError("io_no_valid_rows", count=len(df), columns=columns)
    every_row = bool(kept.all())  # then no copies: the scores may be the table's own column
    in_numeric = slice(None) if every_row else kept[numeric.kept]
    scores = numeric.values[score_col][in_numeric]
    weights = numeric.values[weight_col][in_numeric] if weight_col else None
    codes = codes if every_row else codes[kept]
    if weights is not None and (weights < 0).any():
        negative = np.zeros(len(df), dtype=bool)
        negative[np.flatnonzero(kept)[weights < 0]] = True
        raise invalid_rows_error("io_negative_weights", weight_col, negative)
    if weights is not None:
        check_weight_total(weights, weight_col)
    counts = _code_counts(codes, len(texts))
    totals = counts if weights is None else np.bincount(codes, weights, minlength=len(texts))
    labels, pos_text = decide_classes(texts, counts, totals, pos_label, label_col)
    return BinaryData(
        y_true=codes == texts.index(pos_text),
        scores=scores,
        weights=weights,
        pos_label=pos_text,
        labels=labels,
        label_col=label_col,
        score_col=score_col,
        weight_col=weight_col,
        n_rows=len(df),
        dropped=int(len(df) - np.count_nonzero(kept)),
        dropped_rows=first_rows(~kept),
        aggregated=is_count_column(weight_col),
        kept=None if every_row else kept,
    )


def decide_classes(texts, counts, totals, pos_label: object,
                   label_col: str) -> tuple[tuple[str, ...], str]:
    """The sorted labels (those with rows) and the positive one, from each distinct label text's
    row count and total weight; shared by the in-memory loader and the engines' aggregates.

    Raises ``io_one_class`` (fewer than two classes of non-zero weight, or a positive class of
    zero weight) and the errors of choosing the positive label.
    """
    total_of = dict(zip(texts, totals))
    labels = _sorted_labels([t for t, n in zip(texts, counts) if n])
    weighted = [t for t in labels if total_of[t] > 0]
    if len(weighted) < 2:
        raise EvalInputError("io_one_class", column=label_col,
                             label=shown_list(weighted or labels))
    pos_text = _positive_label(labels, pos_label, label_col)
    if total_of[pos_text] == 0:
        raise EvalInputError("io_one_class", column=label_col, label=shown_list(weighted))
    return labels, pos_text


def distinct_labels(df: pd.DataFrame, column: str) -> tuple[str, ...]:
    """Every distinct non-empty label of ``column`` as text, sorted as :class:`BinaryData` sorts."""
    check_class_labels(df[column], column)
    return _sorted_labels(_label_codes(df[column])[1])


def label_text(value: object) -> str:
    """A label as text: integral numbers without a decimal part (``1.0`` → ``"1"``), no spaces."""
    if isinstance(value, (bool, np.bool_)):
        return str(bool(value))
    if isinstance(value, Number) and float(value).is_integer():
        return str(int(value))
    return str(value).strip()


MAX_NUMERIC_CLASSES = 1000
"""More distinct numeric labels than this (or fractional ones, when there are more than two
values) make a label column look like a regression target (:func:`check_class_labels`); 1000
whole-number classes (ImageNet's) are still classes."""


MAX_WEIGHT_TOTAL = 1e150
"""Largest total weight accepted: AUC, MCC and κ multiply two totals (P·N), which must stay
below float64's maximum (about 1.8e308). Rescaling the weights does not change the measures."""


def check_class_labels(series: pd.Series, column: str) -> None:
    """Refuse a label column that cannot hold class labels: lists or records, or numbers that look
    like a regression target (more than :data:`MAX_NUMERIC_CLASSES` distinct values, or more than
    two with some not whole). Runs in O(n log n) on the raw values, before any text conversion, so
    that a 10⁶-row regression file is turned away in well under a second."""
    check_plain_values(series, column)
    if series.dtype.kind not in "fiu":
        return
    counted = _small_int_counts(series)
    if counted is not None:  # a few whole numbers: counted, no hashing
        distinct = (counted[0] + np.flatnonzero(counted[1])).astype(np.float64)
    else:  # the distinct values by hashing (O(n), no n-long float copy or sort)
        import pandas as pd

        distinct = pd.Series(pd.unique(series)).to_numpy(dtype=np.float64, na_value=np.nan)
    check_numeric_classes(distinct, column)


def check_numeric_classes(values: np.ndarray, column: str) -> None:
    """:func:`check_class_labels`' test on numeric labels (float64, NaN for empty): more than
    :data:`MAX_NUMERIC_CLASSES` distinct values, or more than two with some not whole, look like
    a regression target. The engines run it on the distinct labels of their GROUP BY."""
    distinct = np.sort(values[np.isfinite(values)])
    # np.unique's values, without np.unique: numpy 2's imports numpy.ma, whose import would add
    # to the start-up of every CLI run
    first = np.ones(distinct.size, dtype=bool)
    first[1:] = distinct[1:] != distinct[:-1]
    distinct = distinct[first]
    fractional = distinct.size > 2 and bool(np.any(distinct != np.round(distinct)))
    if distinct.size > MAX_NUMERIC_CLASSES or fractional:
        shown = shown_list([label_text(v) for v in distinct[:MAX_LABELS_SHOWN + 1]])
        raise EvalInputError("io_looks_like_regression", hint=REGRESSION_TASK, column=column,
                             count=int(distinct.size), labels=shown)


def _label_codes(series: pd.Series) -> tuple[np.ndarray, list[str]]:
    """Per-row label code (−1 where empty) and each code's distinct text (values whose text is
    the same, ``1`` and ``1.0``, share one code); O(n) hashing, one conversion per distinct
    value."""
    counted = _small_int_counts(series)
    if counted is not None:  # whole numbers in a short range: a table look-up, no hashing
        low, counts = counted
        present = np.flatnonzero(counts)
        code_of_offset = np.full(counts.size, -1, dtype=np.int32)
        code_of_offset[present] = np.arange(present.size, dtype=np.int32)
        codes = code_of_offset[_offsets(np.asarray(series), low)]
        return codes, [label_text(int(low + offset)) for offset in present]
    import pandas as pd

    codes, uniques = pd.factorize(series, use_na_sentinel=True)
    if pd.api.types.is_string_dtype(uniques.dtype):  # text: label_text is a strip, vectorised
        texts = pd.Series(uniques).str.strip().tolist()
    else:
        texts = [label_text(u) for u in uniques]
    if len(set(texts)) == len(texts):  # no two values with the same text: the codes stand
        return codes, texts
    code_of: dict[str, int] = {}
    merge = [code_of.setdefault(t, len(code_of)) for t in texts]
    if len(code_of) < len(texts):
        codes = np.array(merge + [-1])[codes]
    return codes, list(code_of)


def _code_counts(codes: np.ndarray, n_codes: int) -> np.ndarray:
    """Rows of each code 0 … n_codes − 1; a few codes are counted by comparison, since
    ``np.bincount`` first copies int32 codes to int64 (8 bytes a row)."""
    if n_codes > 8:
        return np.bincount(codes, minlength=n_codes)
    return np.array([np.count_nonzero(codes == code) for code in range(n_codes)], dtype=np.intp)


SMALL_INT_RANGE = 1 << 16
"""Largest range (max − min + 1) of an integer label column counted by :func:`_small_int_counts`."""


def _small_int_counts(series: pd.Series) -> tuple[int, np.ndarray] | None:
    """(min, rows of each value from min to max) of a numpy integer column whose values span at
    most :data:`SMALL_INT_RANGE`: the distinct labels of a 0/1 or class-number column in one
    bincount (several times faster than hashing at 10⁷ rows); None for any other column."""
    if not (isinstance(series.dtype, np.dtype) and series.dtype.kind in "iu") or not len(series):
        return None
    values = np.asarray(series)
    low, high = int(values.min()), int(values.max())
    if high - low >= SMALL_INT_RANGE:
        return None
    return low, np.bincount(_offsets(values, low), minlength=high - low + 1)


def _offsets(values: np.ndarray, low: int) -> np.ndarray:
    """``values − low`` as indices (the values themselves when they already are)."""
    if low == 0 and values.dtype == np.intp:
        return values
    return np.subtract(values, low, dtype=np.intp)


def check_weight_total(weights: np.ndarray, column: str) -> None:
    """All-zero weights leave nothing to evaluate; a total above :data:`MAX_WEIGHT_TOTAL` (weights
    near 1e308, or 1e200) would overflow the counts or their products into inf/NaN."""
    with np.errstate(over="ignore"):
        total = float(weights.sum())
    if not total <= MAX_WEIGHT_TOTAL:
        shown = f"{total:.3g}" if np.isfinite(total) else "> 1.8e308"
        raise EvalInputError("io_weights_overflow", column=column, total=shown)
    if total == 0:
        raise EvalInputError("io_weights_all_zero", column=column)


def _sorted_labels(texts: list[str]) -> tuple[str, ...]:
    """By number when every label is one, else as text (stops at the first text)."""
    numbers = []
    for text in texts:
        number = _as_number(text)
        if number is None:
            return tuple(sorted(texts))
        numbers.append(number)
    return tuple(t for _, t in sorted(zip(numbers, texts)))


def _positive_label(labels: tuple[str, ...], pos_label: object, column: str) -> str:
    """The positive label among ``labels``: the user's choice matched as text, else the rule."""
    shown = shown_list(labels)
    if pos_label is not None:
        wanted = label_text(pos_label)
        for same in (str.__eq__, _same_casefold, _same_number):
            match = next((t for t in labels if same(t, wanted)), None)
            if match is not None:
                return match
        raise EvalInputError("io_pos_label_absent", pos_label=wanted, column=column, labels=shown)
    if len(labels) > 2:
        raise EvalInputError("io_too_many_labels", hint=POS_LABEL, column=column,
                             count=len(labels), labels=shown)
    for rule in POSITIVE_LABEL_RULE:
        match = next((t for t in labels if t.casefold() == rule), None)
        if match is not None:
            return match
    if None not in map(_as_number, labels):
        return labels[-1]
    rule = ", ".join(POSITIVE_LABEL_RULE)
    raise EvalInputError("io_pos_label_unknown", hint=POS_LABEL, column=column, labels=shown,
                         rule=rule)


def _same_casefold(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


def _same_number(a: str, b: str) -> bool:
    x, y = _as_number(a), _as_number(b)
    return x is not None and x == y


def _as_number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _total(mask: np.ndarray, weights: np.ndarray | None) -> float:
    return float(np.count_nonzero(mask) if weights is None else weights[mask].sum())

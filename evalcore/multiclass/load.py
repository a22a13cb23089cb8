"""Multiclass input: label pairs, per-class score columns, or a C×C confusion-matrix table.

Class names are text. Labels read as numbers are written without a trailing ``.0`` (``3.0`` → "3")
so that a numeric ``y_true`` matches a score column ``score_3``; numeric names sort by value, other
names as text.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

import numpy as np
import pandas as pd

from evalcore.io.vocabulary import PRED_LABEL_NAMES
from evalcore.errors import EvalInputError
from evalcore.io.binary import check_class_labels, distinct_labels
from evalcore.io.columns import check_plain_values, invalid_rows_error, shown_list
from evalcore.settings import MULTICLASS_PRED_COL
from evalcore.multiclass.confusion import check_confusion, multiclass_confusion
from evalcore.multiclass.ties import top_class

SCORE_PREFIXES = ("score_", "proba_", "prob_", "p_")
"""Prefixes of per-class score columns, tried in this order (case-insensitive)."""
MAX_CLASSES = 1000
"""More classes than this are refused: the C×C matrix (and its heatmap) would be useless, and at
60,000 distinct labels it would need tens of GiB."""


@dataclass(frozen=True)
class MulticlassData:
    """A loaded multiclass dataset.

    ``labels`` are the class names in matrix order; ``confusion`` the C×C counts (rows true).
    ``y_true``/``y_pred`` are class indices and ``scores`` an (n, C) matrix in label order, when
    the input had rows (``None`` for a confusion-matrix file). ``source`` is ``"labels"``,
    ``"scores"`` or ``"matrix"``. ``warning`` is a message key the UI shows beside the results
    (e.g. predicted classes that never occur as true classes), formatted with ``warning_params``.
    """

    labels: tuple[str, ...]
    confusion: np.ndarray
    source: str
    y_true: np.ndarray | None = None
    y_pred: np.ndarray | None = None
    scores: np.ndarray | None = None
    columns: Mapping[str, Any] = field(default_factory=dict)
    dropped: int = 0
    dropped_rows: tuple[int, ...] = ()
    warning: str | None = None
    warning_params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def n(self) -> int:
        """Number of samples (the matrix total)."""
        return int(self.confusion.sum())

    @property
    def extra_labels(self) -> tuple[str, ...]:
        """Classes that are predicted but never true (an extra column of the matrix)."""
        never_true = (self.confusion.sum(axis=1) == 0) & (self.confusion.sum(axis=0) > 0)
        return tuple(label for label, extra in zip(self.labels, never_true) if extra)


def _number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _label_text(value: Any) -> str:
    """One label as text: ``True`` → "True", ``3.0`` → "3", text stripped."""
    if isinstance(value, (bool, np.bool_)):
        return str(bool(value))
    if isinstance(value, (int, float, np.number)):
        return _number_text(value)
    return str(value).strip()


@dataclass(frozen=True)
class EncodedLabels:
    """A label column as the text of each distinct value (``names``) and each row's position in
    that list (``codes``): the text conversion runs once per distinct value, not once per row."""

    codes: np.ndarray
    names: tuple[str, ...]

    @property
    def distinct(self) -> set[str]:
        return set(self.names)

    def rows(self) -> list[str]:
        """Every row's label as text."""
        return [self.names[c] for c in self.codes]

    def indices(self, labels: tuple[str, ...]) -> np.ndarray:
        """Every row's position in ``labels`` (which must hold all of :attr:`distinct`)."""
        position = {label: i for i, label in enumerate(labels)}
        lookup = np.array([position[name] for name in self.names], dtype=np.int64)
        return lookup[self.codes] if self.codes.size else np.zeros(0, dtype=np.int64)


def encode_labels(values, *, column: str = "y_true") -> EncodedLabels:
    """Class labels as text; a missing label is an error naming the column, count and rows."""
    series = pd.Series(values)
    check_plain_values(series, column)
    missing = series.isna().to_numpy()
    if missing.any():
        raise invalid_rows_error("multiclass_missing_labels", column, missing)
    codes, uniques = pd.factorize(series)
    return EncodedLabels(np.asarray(codes, dtype=np.int64), tuple(map(_label_text, uniques)))


def _canonical_name(name: str) -> str:
    """A class name from a header: ``"3.0"`` → ``"3"`` (as a number label would be written)."""
    text = str(name).strip()
    try:
        return _number_text(float(text))
    except ValueError:
        return text


def sorted_labels(texts) -> list[str]:
    """Distinct labels in a stable order: by numeric value when all are numbers, else as text."""
    distinct = set(texts)
    try:
        return sorted(distinct, key=lambda t: (float(t), t))
    except ValueError:
        return sorted(distinct)


def _checked_labels(labels: list[str]) -> tuple[str, ...]:
    if len(labels) < 2:
        raise EvalInputError("multiclass_too_few_classes", count=len(labels))
    return tuple(labels)


def _check_class_count(count: int, names, column: str) -> None:
    """Refuse more than :data:`MAX_CLASSES` classes (before any C×C array is made)."""
    if count > MAX_CLASSES:
        raise EvalInputError("multiclass_too_many_classes", column=column, count=count,
                             labels=shown_list(list(names[:6])), limit=MAX_CLASSES)


def _with_extra_warning(data: MulticlassData) -> MulticlassData:
    extra = data.extra_labels
    if not extra:
        return data
    params = {"count": len(extra), "labels": shown_list(extra)}
    return replace(data, warning="multiclass_predicted_never_true", warning_params=params)


def from_labels(y_true, y_pred, *, columns: Mapping[str, Any] | None = None) -> MulticlassData:
    """Multiclass data from true and predicted labels (any values; compared as text).

    The classes are the true labels in :func:`sorted_labels` order, then any predicted label that
    never occurs as a true label (an extra column, reported as the ``warning``).
    """
    names = {"true": "y_true", "pred": "y_pred", **(columns or {})}
    true = encode_labels(y_true, column=names["true"])
    pred = encode_labels(y_pred, column=names["pred"])
    if true.codes.size != pred.codes.size:
        raise ValueError(f"y_true has {true.codes.size} labels, y_pred {pred.codes.size}")
    if true.codes.size == 0:
        raise EvalInputError("multiclass_no_rows")
    extra = pred.distinct - true.distinct
    _check_class_count(len(true.names) + len(extra), true.names, names["true"])
    known = sorted_labels(true.distinct)
    labels = _checked_labels(known + sorted_labels(extra))
    true_idx, pred_idx = true.indices(labels), pred.indices(labels)
    data = MulticlassData(
        labels=labels,
        confusion=multiclass_confusion(true_idx, pred_idx, len(labels)),
        source="labels",
        y_true=true_idx,
        y_pred=pred_idx,
        columns=dict(columns or {}),
    )
    return _with_extra_warning(data)


def from_label_counts(y_true, y_pred, counts, *,
                      columns: Mapping[str, Any]) -> MulticlassData:
    """Multiclass data from distinct (true, predicted) label pairs and how often each occurs (an
    engine's GROUP BY): the classes, their order and the warning as :func:`from_labels` gives
    them for the rows those counts stand for; no per-row arrays."""
    true = encode_labels(y_true, column=columns["true"])
    pred = encode_labels(y_pred, column=columns["pred"])
    if not int(np.sum(counts)):
        raise EvalInputError("multiclass_no_rows")
    extra = pred.distinct - true.distinct
    _check_class_count(len(true.names) + len(extra), true.names, columns["true"])
    labels = _checked_labels(sorted_labels(true.distinct) + sorted_labels(extra))
    confusion = np.zeros((len(labels), len(labels)), dtype=np.int64)
    np.add.at(confusion, (true.indices(labels), pred.indices(labels)), counts)
    return _with_extra_warning(MulticlassData(labels=labels, confusion=confusion,
                                              source="labels", columns=dict(columns)))


def from_scores(
    y_true, scores, classes, *, y_pred=None, prefix: str = "score_", columns=None
) -> MulticlassData:
    """Multiclass data from true labels and one score column per class.

    ``classes`` names the columns of ``scores``. The class order is :func:`sorted_labels` order,
    as for label files, and the score columns are put in that order, so nothing depends on the
    order of the columns in the file. ``y_pred`` defaults to the argmax of each row, ties broken
    by :func:`~evalcore.multiclass.ties.top_class` (toward the first class in that order). Every
    true (and given predicted) label needs a score column.
    """
    names = [_canonical_name(c) for c in classes]
    duplicated = sorted({n for n in names if names.count(n) > 1})
    if duplicated:
        raise EvalInputError("multiclass_duplicate_classes", labels=shown_list(duplicated))
    labels = _checked_labels(sorted_labels(names))
    matrix = np.asarray(scores, dtype=float)
    if matrix.ndim != 2 or matrix.shape[1] != len(labels):
        raise ValueError(f"scores of shape {matrix.shape} for {len(labels)} classes")
    matrix = matrix[:, [names.index(label) for label in labels]]
    finite = np.isfinite(matrix).all(axis=1)
    if not finite.all():
        raise invalid_rows_error("multiclass_scores_not_finite", "scores", ~finite)
    names = {"true": "y_true", "pred": "y_pred", **(columns or {})}
    true = encode_labels(y_true, column=names["true"])
    if true.codes.size == 0:
        raise EvalInputError("multiclass_no_rows")
    pred = None if y_pred is None else encode_labels(y_pred, column=names["pred"])
    seen = true.distinct if pred is None else true.distinct | pred.distinct
    missing = sorted_labels(seen - set(labels))
    if missing:
        raise EvalInputError(
            "multiclass_missing_score_columns",
            labels=shown_list(missing),
            count=len(missing),
            prefix=prefix,
            found=shown_list(labels),
        )
    true_idx = true.indices(labels)
    pred_idx = top_class(matrix) if pred is None else pred.indices(labels)
    data = MulticlassData(
        labels=labels,
        confusion=multiclass_confusion(true_idx, pred_idx, len(labels)),
        source="scores",
        y_true=true_idx,
        y_pred=pred_idx,
        scores=matrix,
        columns=dict(columns or {}),
    )
    return _with_extra_warning(data)


def looks_like_matrix(table: pd.DataFrame) -> bool:
    """True when the table is shaped like a C×C matrix: C rows, and the first column's values are
    the names of the C other columns. The cells are not looked at, so that a matrix with a bad
    cell gets the matrix's own error from :func:`from_matrix`."""
    rows, cols = table.shape
    if rows < 2 or cols != rows + 1 or table.iloc[:, 0].isna().any():
        return False
    row_names = encode_labels(table.iloc[:, 0], column=str(table.columns[0])).distinct
    return row_names == {_canonical_name(c) for c in table.columns[1:]}


def from_matrix(table: pd.DataFrame) -> MulticlassData:
    """Multiclass data from a confusion-matrix table: class names as the header and the first
    column, rows are true classes. The class order is the rows' order; columns may be in any order.
    """
    rows, cols = table.shape
    if cols - 1 != rows:
        raise EvalInputError("multiclass_matrix_not_square", shape=f"{rows} × {max(cols - 1, 0)}")
    row_names = encode_labels(table.iloc[:, 0], column=str(table.columns[0])).rows()
    col_names = [_canonical_name(c) for c in table.columns[1:]]
    for names in (row_names, col_names):
        duplicated = sorted({n for n in names if names.count(n) > 1})
        if duplicated:
            raise EvalInputError("multiclass_duplicate_classes", labels=shown_list(duplicated))
    if set(row_names) != set(col_names):
        raise EvalInputError(
            "multiclass_matrix_names_differ",
            rows=shown_list(row_names),
            columns=shown_list(col_names),
        )
    labels = _checked_labels(row_names)
    counts = table.iloc[:, 1:].apply(pd.to_numeric, errors="coerce").to_numpy(dtype=float)
    order = [col_names.index(name) for name in labels]
    data = MulticlassData(
        labels=labels,
        confusion=check_confusion(counts[:, order]),
        source="matrix",
        columns={"rows": str(table.columns[0])},
    )
    return _with_extra_warning(data)


def score_columns(
    table: pd.DataFrame, prefix: str | None = None, *, exclude=()
) -> tuple[str, list[str]]:
    """The per-class score columns: ``(prefix, columns)``.

    With ``prefix`` given, the columns starting with it (case-insensitive); otherwise the first of
    :data:`SCORE_PREFIXES` that at least two columns start with (``("", [])`` when none does).
    """
    candidates = [c for c in table.columns if c not in exclude]
    for option in (prefix,) if prefix is not None else SCORE_PREFIXES:
        matched = [c for c in candidates if str(c).lower().startswith(option.lower())]
        if len(matched) >= 2:
            return option, matched
    if prefix is not None:
        raise EvalInputError("multiclass_score_prefix_not_found", prefix=prefix)
    return "", []


def label_valued_columns(table: pd.DataFrame, labels, *, exclude=()) -> list[str]:
    """The columns (besides ``exclude``) whose every non-empty value is one of ``labels`` (the
    true labels as text, :func:`evalcore.io.distinct_labels`): predicted-label columns whatever
    their names, such as two models' ``pred_logreg`` and ``pred_tree``.

    A column with more distinct values than there are labels is skipped without reading its
    values as labels (a score column of 10⁶ distinct floats costs one ``nunique``).
    """
    known = set(labels)
    found = []
    for column in table.columns:
        if column in exclude or table[column].nunique(dropna=True) > len(known):
            continue
        try:
            values = set(distinct_labels(table, column))
        except EvalInputError:
            continue
        if values and values <= known:
            found.append(str(column))
    return found


def load_multiclass(data: bytes, filename: str, **options) -> MulticlassData:
    """Read a multiclass file (CSV/TSV/Parquet bytes) into :class:`MulticlassData`; ``options``
    as for :func:`multiclass_from_table`."""
    import evalcore.io as io

    return multiclass_from_table(io.read_table(data, filename), **options)


def multiclass_from_table(
    table: pd.DataFrame,
    *,
    label_col: str | None = None,
    pred_col: str | bool | None = None,
    score_prefix: str | bool | None = None,
    matrix: bool | None = None,
    drop_invalid: bool = False,
) -> MulticlassData:
    """A parsed multiclass table as :class:`MulticlassData`.

    Parameters
    ----------
    label_col : str, optional
        Column of true labels (default: detected by name).
    pred_col : str or False, optional
        Column of predicted labels (default: detected by name; ``False``: none, the argmax of the
        scores).
    score_prefix : str or False, optional
        Prefix of the per-class score columns (default: the first of :data:`SCORE_PREFIXES` that
        at least two columns start with; ``False``: no scores); the class name is the rest of the
        column name.
    matrix : bool, optional
        The table is a confusion matrix (True), rows of samples (False), or detect it (None).
    drop_invalid : bool
        Drop rows with a missing or non-numeric score instead of failing.
    """
    import evalcore.io as io

    if matrix or (matrix is None and score_prefix is None and looks_like_matrix(table)):
        return from_matrix(table)
    true_col = io.resolve_column(table, "label", io.LABEL_NAMES, label_col)
    prefix, cols = ("", []) if score_prefix is False else score_columns(
        table, score_prefix, exclude=(true_col,)
    )
    guess = None if pred_col is False else io.resolve_column(
        table, "pred", PRED_LABEL_NAMES, pred_col, required=False, setting=MULTICLASS_PRED_COL
    )
    given_pred = guess if guess != true_col else None
    if given_pred is None and not cols:
        raise EvalInputError("multiclass_no_predictions", hint=MULTICLASS_PRED_COL,
                             column=true_col)
    for column in (true_col, given_pred):
        if column is not None:
            check_class_labels(table[column], column)
    columns = {"true": true_col, "pred": given_pred}
    if not cols:
        return from_labels(table[true_col], table[given_pred], columns=columns)
    numeric = io.numeric_columns(table, cols, drop_invalid=drop_invalid)
    kept = table[numeric.kept]
    loaded = from_scores(
        kept[true_col],
        np.column_stack([numeric.values[c] for c in cols]),
        [str(c)[len(prefix):] for c in cols],
        y_pred=None if given_pred is None else kept[given_pred],
        prefix=prefix,
        columns={**columns, "scores": list(cols), "prefix": prefix},
    )
    return replace(loaded, dropped=numeric.dropped, dropped_rows=numeric.dropped_rows)

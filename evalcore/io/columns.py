"""Choosing columns by name and reading numeric columns with a report of the invalid rows.

Row numbers in messages and results count data rows: row 1 is the first row under the header.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

import numpy as np

from evalcore.errors import EvalInputError, Setting
from evalcore.settings import DROP_INVALID, column_setting

if TYPE_CHECKING:  # pandas is imported where it is used: the engines need none of it
    import pandas as pd






MAX_ROWS_SHOWN = 10
"""How many offending row numbers an error message or a result lists."""

MAX_LABELS_SHOWN = 5
"""How many labels (or other user values) a message lists before "…"."""

MAX_LABEL_CHARS = 40
"""Longer labels are cut to this many characters (and "…") in messages."""

_PERCENT = re.compile(r"\s*[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)\s*%\s*")
_DATE_LIKE = r"\d{4}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}"
_TIME_KINDS = {"datetime", "datetime64", "date", "time", "timedelta", "timedelta64", "period"}

_SEPARATORS = re.compile(r"[\s_\-]+")


def normalize_name(name: object) -> str:
    """Column name for matching: case-folded, without spaces, underscores or hyphens."""
    return _SEPARATORS.sub("", str(name).casefold())


def resolve_column(
    df: pd.DataFrame,
    role: str,
    candidates: Iterable[str],
    override: str | None = None,
    *,
    required: bool = True,
    setting: Setting | None = None,
) -> str | None:
    """The column playing ``role``: the user's ``override``, else detected by name.

    Detection tries the ``candidates`` in order and returns the first column whose
    :func:`normalize_name` equals the candidate's, so ``"Y True"`` matches ``"y_true"`` and an
    earlier candidate wins over a column further left.

    Parameters
    ----------
    df : DataFrame
    role : str
        What the column is for (``"label"``, ``"score"``, ``"weight"``...); messages name it by
        its setting, :func:`evalcore.settings.column_setting` of the role unless ``setting``.
    candidates : iterable of str
        Names to detect, e.g. :data:`~evalcore.io.vocabulary.LABEL_NAMES`.
    override : str, optional
        A column name chosen by the user; it must exist.
    required : bool
        Raise when nothing is detected (else return None).
    setting : Setting, optional
        How messages name the choice (the CLI flag, the sidebar widget), when the role's default
        does not fit (e.g. the predicted column of regression vs multiclass).

    Raises
    ------
    EvalInputError
        ``io_column_not_found`` for a missing override, ``io_column_missing`` when a required
        column is not detected.
    """
    columns = [str(c) for c in df.columns]
    setting = setting or column_setting(role)
    params = {"setting": setting, "columns": shown_list(columns, limit=20)}
    if override is not None:
        if override not in columns:
            raise EvalInputError("io_column_not_found", column=override, hint=setting, **params)
        return override
    normalized = {}
    for column in columns:
        normalized.setdefault(normalize_name(column), column)
    for candidate in candidates:
        found = normalized.get(normalize_name(candidate))
        if found is not None:
            return found
    if required:
        raise EvalInputError("io_column_missing", hint=setting, **params)
    return None


def detect_model_column(
    df: pd.DataFrame,
    role: str,
    candidates: Iterable[str],
    *,
    exclude: Iterable[str | None] = (),
    setting: Setting | None = None,
) -> str | None:
    """The one column holding a model's output (``role``: its scores or predictions), detected
    by name; the rule the command line and the pages share.

    One column named like one of ``candidates`` (as :func:`resolve_column` matches names; the
    ``exclude`` columns, already given another role, aside): that column. Two or more: the file
    is ambiguous, and the user chooses rather than the first being taken. None named so: None,
    unless two or more columns are a candidate's name with a model's name before or after it
    (``score_A`` and ``score_B``, ``logreg_proba`` and ``tree_proba``): two models' outputs,
    ambiguous as well.

    Raises
    ------
    EvalInputError
        ``io_column_ambiguous``, naming the columns that could be it.
    """
    setting = setting or column_setting(role)
    skipped = {str(c) for c in exclude if c}
    wanted = {normalize_name(c) for c in candidates}
    found = [str(c) for c in df.columns
             if str(c) not in skipped and normalize_name(c) in wanted]
    if len(found) == 1:
        return found[0]
    if not found:
        found = [str(c) for c in df.columns
                 if str(c) not in skipped and _names_a_model(str(c), wanted)]
    if len(found) >= 2:
        raise EvalInputError("io_column_ambiguous", hint=setting, setting=setting,
                             found=shown_list(found),
                             columns=shown_list([str(c) for c in df.columns], limit=20))
    return None


_NAME_PARTS = re.compile(r"[\s_\-.]+")


def _names_a_model(column: str, wanted: set[str]) -> bool:
    """Whether ``column`` is one of the ``wanted`` names (normalized) with one more part before
    or after it: ``score_A``, ``logreg_proba``, ``y_pred_proba.tree``."""
    parts = [p for p in _NAME_PARTS.split(column.strip()) if p]
    return len(parts) > 1 and (normalize_name("".join(parts[:-1])) in wanted
                               or normalize_name("".join(parts[1:])) in wanted)


def shown_list(values: Sequence[object], *, limit: int = MAX_LABELS_SHOWN) -> str:
    """The first ``limit`` values as text for a message, long ones cut, "…" when there are more.

    >>> shown_list(["a", "b", "c"], limit=2)
    'a, b, …'
    """
    texts = [str(v) for v in values[:limit]]
    texts = [t if len(t) <= MAX_LABEL_CHARS else t[:MAX_LABEL_CHARS - 1] + "…" for t in texts]
    return ", ".join(texts + (["…"] if len(values) > limit else []))


def check_has_rows(rows: int, filename: str, columns: Iterable[str]) -> None:
    """Refuse a file with a header (``columns``) but no data rows, naming its columns; the
    engines say the same (:mod:`evalcore.engine.empty_files`)."""
    if not rows:
        raise EvalInputError("io_header_only", name=filename,
                             columns=shown_list(list(columns), limit=20))


def is_blank(text: str | bytes) -> bool:
    """Whether a text file's content is empty or only white space: an empty file, not a header."""
    return not text or text.isspace()


@dataclass(frozen=True)
class NestedValue:
    """What a list, struct or map column of a Parquet file holds in the parsed table, in every
    row: the column's Arrow type and at most its first value, not its values. No task reads such
    a column (each needs one label, number or id per row) and its values may decode to gigabytes
    from a file of kilobytes, so they are never read; choosing the column is refused by
    :func:`check_plain_values`, showing the first value or else the type."""

    kind: str
    example: str | None = None
    """The first value as text, when the file's first row group holds little of the column (read
    then: :func:`evalcore.io.parquet.read_parquet`)."""

    def __str__(self) -> str:
        return self.kind if self.example is None else self.example


def check_plain_values(series: pd.Series, column: str) -> None:
    """Refuse a column of lists or records (Parquet list/struct/map columns, read as
    :class:`NestedValue`) or of bytes (Parquet binary columns): a label, number or id per row is
    expected, lists and records are not hashable (``TypeError`` deep in pandas) and bytes are no
    text (their labels would read ``b'…'``)."""
    if series.dtype != object:
        return
    import pandas as pd

    kind = pd.api.types.infer_dtype(series, skipna=True)
    if kind == "bytes":
        example = series.dropna().iloc[0]
        raise EvalInputError("io_bytes_values", column=column,
                             example=shown_list([_value_text(example)], limit=1))
    if kind not in ("mixed", "mixed-integer", "unknown-array"):
        return
    nested = series.map(lambda v: isinstance(v, (list, tuple, dict, set, np.ndarray,
                                                 NestedValue)))
    if nested.any():
        example = series[nested.to_numpy()].iloc[0]
        raise EvalInputError("io_nested_values", column=column,
                             example=shown_list([_value_text(example)], limit=1))


def check_not_time(series: pd.Series, column: str) -> None:
    """Refuse dates, times and durations where numbers are expected: pandas would turn them into
    nanosecond counts (a timestamp score of about 1.6e18) without a word."""
    kind = series.dtype.kind
    if kind not in "MmO" and isinstance(series.dtype, np.dtype):
        return  # numpy numbers (a pandas Period column has a dtype of pandas' own)
    import pandas as pd

    if kind not in "MmO" and not isinstance(series.dtype, pd.PeriodDtype):
        return
    if kind == "O" and pd.api.types.infer_dtype(series, skipna=True) not in _TIME_KINDS:
        return
    present = series.dropna()
    example = present.iloc[0] if len(present) else ""
    raise EvalInputError("io_time_values", column=column,
                         example=shown_list([_value_text(example)], limit=1))


def _value_text(value: object) -> str:
    if isinstance(value, np.ndarray):
        value = value.tolist()
    return str(value)



@dataclass(frozen=True, eq=False)
class NumericColumns:
    """Numeric columns of a table, restricted to the rows valid in all of them.

    Attributes
    ----------
    values : dict of str to ndarray
        float64 values of the kept rows, by column name.
    kept : ndarray of bool
        Mask over the table's rows: True where every column is a finite number.
    dropped : int
        Number of rows not kept.
    dropped_rows : tuple of int
        The first :data:`MAX_ROWS_SHOWN` dropped rows' numbers (row 1 = first data row).
    """

    values: dict[str, np.ndarray]
    kept: np.ndarray
    dropped: int
    dropped_rows: tuple[int, ...]

    @property
    def row_numbers(self) -> np.ndarray:
        """Row number of every kept row (row 1 = first data row), e.g. to point at outliers."""
        return np.flatnonzero(self.kept) + 1


def numeric_columns(
    df: pd.DataFrame, columns: Sequence[str], *, drop_invalid: bool = False
) -> NumericColumns:
    """Read ``columns`` of ``df`` as float64, checking that every value is a finite number.

    Text that is not a number, empty cells (NaN) and ±inf are invalid. Invalid rows raise an
    error naming the column, the count and the first row numbers, unless ``drop_invalid``: then
    rows invalid in any column are dropped and reported in the result.

    Raises
    ------
    EvalInputError
        ``io_invalid_values`` (invalid values, not dropping) or ``io_no_valid_rows`` (dropping
        leaves nothing).
    """
    values = {}
    kept = np.ones(len(df), dtype=bool)
    for column in columns:
        array = numbers(df, column)
        finite = np.isfinite(array)
        if not drop_invalid and not finite.all():
            raise (_percent_error(df[column], column, ~finite)
                   or _date_text_error(df[column], column, ~finite)
                   or invalid_rows_error("io_invalid_values", column, ~finite,
                                         hint=DROP_INVALID if finite.any() else None))
        values[column] = array
        kept &= finite
    dropped = int(len(kept) - np.count_nonzero(kept))
    if len(kept) and dropped == len(kept):
        raise EvalInputError("io_no_valid_rows", count=dropped, columns=", ".join(columns))
    if dropped:
        values = {column: array[kept] for column, array in values.items()}
    return NumericColumns(values, kept, dropped, first_rows(~kept))


def numbers(df: pd.DataFrame, column: str) -> np.ndarray:
    """``column`` as float64, NaN where a value is empty or not a number; lists, records, dates
    and times are refused (:func:`check_plain_values`, :func:`check_not_time`). ``df`` may be a
    :class:`~evalcore.io.numeric_table.NumericTable` (its columns are numpy numbers)."""
    check_not_time(df[column], column)
    check_plain_values(df[column], column)
    series = df[column]
    if isinstance(series, np.ndarray):  # a NumericTable's int64 or float64 column
        return series.astype(np.float64, copy=False)
    if series.dtype == np.float64:  # already numbers: the column itself, no copy
        return series.to_numpy()
    import pandas as pd

    parsed = pd.to_numeric(series, errors="coerce")
    return parsed.to_numpy(dtype=np.float64, na_value=np.nan)


def _percent_error(series: pd.Series, column: str, invalid: np.ndarray) -> EvalInputError | None:
    """``io_percent_values`` when the invalid values include percentages such as "85%"."""
    if series.dtype.kind in "biufc":
        return None  # numbers: no text
    import pandas as pd

    if not (series.dtype == object or pd.api.types.is_string_dtype(series.dtype)):
        return None
    candidates = series[invalid]
    percent = candidates.map(lambda v: isinstance(v, str) and bool(_PERCENT.fullmatch(v)))
    if not percent.any():
        return None
    mask = np.zeros(len(series), dtype=bool)
    mask[np.flatnonzero(invalid)[percent.to_numpy()]] = True
    example = candidates[percent.to_numpy()].iloc[0].strip()
    return EvalInputError("io_percent_values", column=column, example=example,
                          count=int(np.count_nonzero(mask)), rows=rows_text(mask))


def _date_text_error(series: pd.Series, column: str, invalid: np.ndarray) -> EvalInputError | None:
    """``io_time_values`` when every non-empty invalid value (of the first 20) reads as a date or
    time, e.g. a CSV column of timestamps chosen as the scores."""
    if series.dtype.kind in "biufc":
        return None  # numbers: no text
    import pandas as pd

    sample = series[invalid].dropna().head(20)
    if not len(sample) or not pd.api.types.is_string_dtype(sample.dtype) and sample.dtype != object:
        return None
    text = sample.astype(str).str.strip()
    if not text.str.contains(_DATE_LIKE, regex=True).all():
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        parsed = pd.to_datetime(text, errors="coerce", format="mixed")
    if parsed.isna().any():
        return None
    return EvalInputError("io_time_values", column=column, example=text.iloc[0])


def first_rows(mask: np.ndarray) -> tuple[int, ...]:
    """Numbers (row 1 = first data row) of the first :data:`MAX_ROWS_SHOWN` rows where ``mask``."""
    return tuple(int(i) + 1 for i in np.flatnonzero(mask)[:MAX_ROWS_SHOWN])


def invalid_rows_error(key: str, column: str, mask: np.ndarray, *,
                       hint: Setting | None = None) -> EvalInputError:
    """An error about the rows of ``column`` where ``mask``: their count and first numbers."""
    count = int(np.count_nonzero(mask))
    return EvalInputError(key, hint=hint, column=column, count=count, rows=rows_text(mask))


def rows_text(mask: np.ndarray) -> str:
    """The first row numbers where ``mask`` for a message: ``"3, 7, …"``."""
    more = np.count_nonzero(mask) > MAX_ROWS_SHOWN
    return ", ".join(map(str, first_rows(mask))) + (", …" if more else "")

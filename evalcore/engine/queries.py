"""The SQL of every reduction, written once in DuckDB's dialect (Spark runs sqlglot's
transpilation). Only portable constructs: ``TRY_CAST``, ``CASE``, ``COUNT_IF``, ``GROUP BY``
ordinals, ``LIMIT``, the finite test ``x - x = 0`` (false for NaN and ±inf, NULL for NULL)
instead of engine-specific ``isinf``/``isfinite``.
"""

from __future__ import annotations

from evalcore.engine.column_names import quoted
from evalcore.engine.runners import VIEW


column = quoted
"""A quoted identifier (:func:`evalcore.engine.column_names.quoted`)."""


def number(name: str, numeric=()) -> str:
    """The column read as a double; text that is not a number becomes NULL. Columns in
    ``numeric`` (stored as numbers, e.g. Parquet doubles) are read as they are: the cast costs a
    good part of a GROUP BY on DuckDB."""
    if name in numeric:
        return column(name)
    return f"TRY_CAST({column(name)} AS DOUBLE)"


def finite(expression: str) -> str:
    """True when ``expression`` is a finite number (false for NULL, NaN and ±inf)."""
    return f"COALESCE({expression} - {expression} = 0, FALSE)"


def double(value: float) -> str:
    """A double literal that both engines read back bit for bit."""
    return f"CAST('{float(value)!r}' AS DOUBLE)"


def count_where(condition: str) -> str:
    return f"SUM(CASE WHEN {condition} THEN 1 ELSE 0 END)"


def binary_sample(label: str, score: str, first_rows: str, numeric=()) -> str:
    """The source's first rows (``first_rows``, the runner's table of them: a bounded read)
    grouped by label and score, for the labels to expect and the distinct scores' estimate."""
    s = number(score, numeric)
    return (f"SELECT {column(label)} AS label, {s} AS score, COUNT(*) AS n FROM "
            f"(SELECT {column(label)}, {column(score)} FROM {first_rows}) GROUP BY 1, 2")


def binary_cells(label: str, score: str, weight: str | None, labels: list | None = None,
                 numeric=()) -> str:
    """The exact case in one scan: per score, the rows of each label, without a row filter.
    Invalid scores (NULL, NaN, ±inf) land in their own groups, and the weights' checks are
    aggregates, so the validity checks run on the small result.

    ``labels`` (the values the sample saw) puts one column per label on a ``GROUP BY score``
    (on DuckDB as fast as the bare ``GROUP BY score``): ``n_0, n_1, …`` rows, with a weight also
    ``valid_i`` (finite weight), ``negative_i`` (finite and < 0) and ``weight_i`` (their sum).
    Rows of other labels or none are left out, which the caller sees as ``n_rows`` > Σ ``n_i``.
    ``labels=None`` groups by label and score instead (columns ``label, score, n, valid,
    negative, weight``), which holds every row.
    """
    s = number(score, numeric)
    w = number(weight, numeric) if weight else None

    def sums(condition: str | None, suffix: str) -> list[str]:
        # COUNT_IF: a BIGINT count, cheaper on DuckDB than a SUM of 0/1 (a HUGEINT sum)
        rows = (f"COUNT_IF({condition})" if condition else "COUNT(*)") + f" AS n{suffix}"
        if not w:
            return [rows]
        both = (lambda more: f"{condition} AND {more}") if condition else (lambda more: more)
        return [rows, f"{count_where(both(finite(w)))} AS valid{suffix}",
                f"{count_where(both(f'{finite(w)} AND {w} < 0'))} AS negative{suffix}",
                f"SUM(CASE WHEN {both(finite(w))} THEN {w} END) AS weight{suffix}"]

    if labels is None:
        parts = [f"{column(label)} AS label", f"{s} AS score", *sums(None, "")]
        return f"SELECT {', '.join(parts)} FROM {VIEW} GROUP BY 1, 2"
    parts = [f"{s} AS score", "COUNT(*) AS n_rows"]
    for i, value in enumerate(labels):
        parts += sums(f"{column(label)} = {literal(value)}", f"_{i}")
    return f"SELECT {', '.join(parts)} FROM {VIEW} GROUP BY 1"


def binary_label_sums(label: str, score: str, numeric=()) -> str:
    """The exact case in one scan when every label is one of two consecutive whole numbers (the
    Parquet footers say so): per score the rows and the sum of the labels, the aggregates of the
    bare ``GROUP BY score`` (on DuckDB cheaper than a count per label). Invalid scores land in
    their own groups, as in :func:`binary_cells`."""
    return (f"SELECT {number(score, numeric)} AS score, COUNT(*) AS n_rows, "
            f"SUM({column(label)}) AS total FROM {VIEW} GROUP BY 1")


def binary_labels(label: str, score: str, weight: str | None, numeric=()) -> str:
    """The binned case's first scan, one row per label (NULL included): its rows, its invalid
    rows by kind, and over its valid rows the count, total weight and score range (the bins'
    edges)."""
    s = number(score, numeric)
    w = number(weight, numeric) if weight else None
    valid = binary_valid(label, score, weight, numeric)
    parts = [
        f"{column(label)} AS label",
        "COUNT(*) AS n_rows",
        f"{count_where(f'NOT {finite(s)}')} AS bad_score",
        f"{count_where(f'NOT {finite(w)}') if w else '0'} AS bad_weight",
        f"{count_where(f'{valid} AND {w} < 0') if w else '0'} AS negative_weight",
        f"{count_where(valid)} AS n_valid",
        f"MIN(CASE WHEN {valid} THEN {s} END) AS low",
        f"MAX(CASE WHEN {valid} THEN {s} END) AS high",
        f"SUM(CASE WHEN {valid} THEN {w} END) AS total_weight" if w
        else f"{count_where(valid)} AS total_weight",
    ]
    return f"SELECT {', '.join(parts)} FROM {VIEW} GROUP BY 1"


def binary_valid(label: str, score: str, weight: str | None, numeric=()) -> str:
    """The rows kept: a label, a finite score and (if any) a finite weight."""
    conditions = [f"{column(label)} IS NOT NULL", finite(number(score, numeric))]
    if weight:
        conditions.append(finite(number(weight, numeric)))
    return "(" + " AND ".join(conditions) + ")"


def literal(value) -> str:
    """A label value as a SQL literal of its own type (text, whole number, double, boolean)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return double(value)
    return "'" + str(value).replace("'", "''") + "'"


def binary_scores(label: str, score: str, weight: str | None, positive: list, *,
                  bins: tuple[float, float, int] | None = None, numeric=(),
                  all_valid: bool = False) -> str:
    """Second scan, one row per distinct score (or bin): the positives' and the negatives'
    weight (counts without a weight column), ``positive`` being the label values of the class.

    ``bins`` (:class:`~evalcore.engine.bins.EqualBins`) groups by the bin of the score, the
    highest score into the last bin; None groups by the exact score. ``all_valid`` (the first scan found no
    invalid row) leaves out the filter of :func:`binary_valid`, which would keep every row: on
    DuckDB it costs as much again as the bare GROUP BY.
    """
    s = number(score, numeric)
    key = s if bins is None else bins.key(s)
    is_positive = f"{column(label)} IN ({', '.join(map(literal, positive))})"
    if weight:
        w = number(weight, numeric)
        sums = (f"SUM(CASE WHEN {is_positive} THEN {w} ELSE 0 END) AS positives, "
                f"SUM(CASE WHEN {is_positive} THEN 0 ELSE {w} END) AS negatives")
    else:
        # The label is never NULL here (valid rows only), so the cast is 0 or 1, a cheaper
        # expression than count_where's CASE on DuckDB.
        sums = f"SUM(CAST({is_positive} AS INTEGER)) AS positives, COUNT(*) AS n"
    where = "" if all_valid else f" WHERE {binary_valid(label, score, weight, numeric)}"
    return f"SELECT {key} AS score, {sums} FROM {VIEW}{where} GROUP BY 1"


def flags(condition: str) -> str:
    """One boolean per row, in file order (for the row numbers of an error)."""
    return f"SELECT {condition} AS flag FROM {VIEW}"


def label_pairs(true: str, pred: str) -> str:
    """Multiclass: the count of every (true label, predicted label) pair."""
    return (f"SELECT {column(true)} AS y_true, {column(pred)} AS y_pred, COUNT(*) AS n "
            f"FROM {VIEW} GROUP BY 1, 2")


def regression_sums(true: str, pred: str) -> str:
    """Regression, first scan: invalid rows, then over the valid rows the sums behind MSE, MAE,
    RMSLE, MAPE and SMAPE, the maximum and the median absolute error, the means of y and e,
    y's and e's range and the distinct residuals (HyperLogLog's estimate)."""
    y, p = number(true), number(pred)
    valid = f"({finite(y)} AND {finite(p)})"
    e = f"({y} - {p})"
    kept = f"CASE WHEN {valid} THEN {{}} END"
    parts = [
        "COUNT(*) AS n_rows",
        f"{count_where(f'NOT {finite(y)}')} AS bad_true",
        f"{count_where(f'NOT {finite(p)}')} AS bad_pred",
        f"{count_where(valid)} AS n",
        f"SUM({kept.format(f'{e} * {e}')}) AS squared",
        f"SUM({kept.format(f'ABS({e})')}) AS absolute",
        f"MAX({kept.format(f'ABS({e})')}) AS max_error",
        f"MEDIAN({kept.format(f'ABS({e})')}) AS median_ae",
        f"AVG({kept.format(y)}) AS mean_true",
        f"AVG({kept.format(e)}) AS mean_error",
        f"MIN({kept.format(y)}) AS low_true",
        f"MIN({kept.format(e)}) AS low_error",
        f"MAX({kept.format(e)}) AS high_error",
        f"APPROX_COUNT_DISTINCT({kept.format(e)}) AS distinct_errors",
        f"MAX({kept.format(y)}) AS high_true",
        f"{count_where(f'{valid} AND ({y} < 0 OR {p} < 0)')} AS negative",
        f"{count_where(f'{valid} AND {y} = 0')} AS true_zeros",
        f"SUM({kept.format(f'ABS({e}) / GREATEST(ABS({y}), {double(2.220446049250313e-16)})')})"
        " AS percentage",
        f"SUM({kept.format(f'CASE WHEN ABS({y}) + ABS({p}) > 0 THEN 2 * ABS({e}) / (ABS({y}) + ABS({p})) ELSE 0 END')})"
        " AS symmetric",
        f"SUM(CASE WHEN {valid} AND {y} >= 0 AND {p} >= 0 THEN "
        f"(LN(1 + {y}) - LN(1 + {p})) * (LN(1 + {y}) - LN(1 + {p})) END) AS squared_log",
    ]
    return f"SELECT {', '.join(parts)} FROM {VIEW}"


def regression_spread(true: str, pred: str, mean_true: float, mean_error: float,
                      tolerance: float) -> str:
    """Regression, second scan: the squared deviations from the means (R², explained variance,
    without the cancellation of Σy² − n·ȳ²) and the rows within the tolerance (REC)."""
    y, p = number(true), number(pred)
    valid = f"({finite(y)} AND {finite(p)})"
    e = f"({y} - {p})"
    return (f"SELECT SUM(({y} - {double(mean_true)}) * ({y} - {double(mean_true)})) AS spread_true, "
            f"SUM(({e} - {double(mean_error)}) * ({e} - {double(mean_error)})) AS spread_error, "
            f"{count_where(f'ABS({e}) <= {double(tolerance)}')} AS within "
            f"FROM {VIEW} WHERE {valid}")


def regression_errors(true: str, pred: str, bins=None) -> str:
    """Regression: the valid rows per distinct residual e = y − ŷ (``bins``, an
    :class:`~evalcore.engine.bins.EqualBins`: per bin of e instead), for the REC curve and the
    residual histogram."""
    y, p = number(true), number(pred)
    e = f"({y} - {p})"
    key = e if bins is None else bins.key(e)
    return (f"SELECT {key} AS error, COUNT(*) AS n FROM {VIEW} "
            f"WHERE {finite(y)} AND {finite(p)} GROUP BY 1")


def regression_rows(true: str, pred: str) -> str:
    """Regression: every row in file order, whether it is kept, and its y and ŷ."""
    y, p = number(true), number(pred)
    return f"SELECT {finite(y)} AND {finite(p)} AS valid, {y} AS y, {p} AS p FROM {VIEW}"

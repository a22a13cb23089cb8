"""Loading regression predictions: a file (or table) to validated float arrays.

Columns are found by name in English or Chinese (or given explicitly); values must be numeric and
finite, or the offending rows are dropped on request and reported.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

import evalcore.io as io
from evalcore.io.columns import detect_model_column
from evalcore.io.vocabulary import PRED_NAMES, TRUE_NAMES
from evalcore.errors import EvalInputError
from evalcore.regression.metrics import check_pairs
from evalcore.settings import REGRESSION_PRED_COL




@dataclass(frozen=True)
class RegressionData:
    """Validated regression input.

    ``y_true``, ``y_pred`` (and ``weights``) are finite float arrays of ``n_rows`` values;
    ``row_numbers`` gives each kept row's number in the file (as ``dropped_rows`` counts rows), so
    tables of rows point back to the file; ``dropped`` rows with invalid values were removed
    (``dropped_rows``: the first few of them).
    """

    y_true: np.ndarray
    y_pred: np.ndarray
    weights: np.ndarray | None
    true_col: str
    pred_col: str
    weight_col: str | None
    n_rows: int
    dropped: int
    dropped_rows: tuple[int, ...]
    row_numbers: np.ndarray


def load_regression(
    data: bytes,
    filename: str,
    *,
    true_col: str | None = None,
    pred_col: str | None = None,
    weight_col: str | bool | None = None,
    drop_invalid: bool = False,
) -> RegressionData:
    """Read a CSV/TSV/Parquet file's bytes and return its :class:`RegressionData`.

    See :func:`regression_from_table` for the columns and options.
    """
    return regression_from_table(
        io.read_table(data, filename),
        true_col=true_col,
        pred_col=pred_col,
        weight_col=weight_col,
        drop_invalid=drop_invalid,
    )


def regression_from_table(
    table: pd.DataFrame,
    *,
    true_col: str | None = None,
    pred_col: str | None = None,
    weight_col: str | bool | None = None,
    drop_invalid: bool = False,
) -> RegressionData:
    """Pick the true, predicted (and weight) columns of ``table`` and validate their values.

    Parameters
    ----------
    table : DataFrame
    true_col, pred_col : str, optional
        Column names; detected from :data:`TRUE_NAMES` / :data:`PRED_NAMES` when omitted.
    weight_col : str or False, optional
        Sample weights; detected from common names when omitted, none if no column matches;
        ``False`` means no weights even when a column matches.
    drop_invalid : bool
        Drop rows with a missing, non-numeric or infinite value instead of raising.

    Raises
    ------
    EvalInputError
        Missing or identical columns, invalid values (unless dropped), no rows left, negative or
        all-zero weights.
    """
    true_col = io.resolve_column(table, "true", TRUE_NAMES, true_col)
    if weight_col is not False:
        weight_col = io.resolve_column(table, "weight", io.WEIGHT_NAMES, weight_col,
                                       required=False)
    if pred_col is None:  # two columns named like predictions: the user chooses
        pred_col = detect_model_column(table, "pred", PRED_NAMES, setting=REGRESSION_PRED_COL,
                                       exclude=(true_col, weight_col))
    pred_col = io.resolve_column(table, "pred", PRED_NAMES, pred_col, setting=REGRESSION_PRED_COL)
    if true_col == pred_col:
        raise EvalInputError("regression_same_column", column=true_col)
    weight_col = weight_col or None
    columns = [true_col, pred_col] + ([weight_col] if weight_col else [])
    numeric = io.numeric_columns(table, columns, drop_invalid=drop_invalid)
    values = [numeric.values[c] for c in columns]
    pairs = check_pairs(*values)
    return RegressionData(
        y_true=pairs.y_true,
        y_pred=pairs.y_pred,
        weights=pairs.sample_weight,
        true_col=true_col,
        pred_col=pred_col,
        weight_col=weight_col,
        n_rows=pairs.y_true.size,
        dropped=numeric.dropped,
        dropped_rows=tuple(numeric.dropped_rows),
        row_numbers=numeric.row_numbers,
    )

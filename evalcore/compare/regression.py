"""Two regression models on the same samples: one file with two prediction columns, or two files.

One file: the true-value column and two prediction columns (given, or detected as
:func:`evalcore.compare.detect_score_pair` detects two score columns). Two files: each has a true
and a prediction column (:func:`evalcore.regression.regression_from_table`), paired by
:func:`evalcore.compare.align_pair` (by id, else by row order with identical true values).
A sample-weight column is refused: the paired test and the bootstrap take no weights.

:func:`compare_regression` gives both models' metrics and the Wilcoxon signed-rank test of their
absolute errors; :func:`residual_histograms` both residual distributions on common bins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.compare.load import (
    Pairing,
    align_pair,
    detect_score_column,
    one_table_columns,
    table_keys,
)
from evalcore.errors import EvalInputError
from evalcore.io import resolve_column
from evalcore.regression import (
    PRED_NAMES,
    TRUE_NAMES,
    RegressionData,
    regression_from_table,
)


@dataclass(frozen=True, eq=False)
class RegressionPair(Pairing):
    """Aligned true values and both models' predictions; ``names`` say what A and B are.

    ``notice`` (with ``notice_params``) is the message key to show when pairing by id left ids out.
    """

    y_true: np.ndarray
    pred_a: np.ndarray
    pred_b: np.ndarray
    names: tuple[str, str]
    true_col: str


def regression_pair_from_table(
    df: pd.DataFrame,
    *,
    pred_cols: Sequence[str] | None = None,
    true_col: str | None = None,
    id_col: str | None = None,
) -> RegressionPair:
    """True values and two prediction columns of one table (detected unless given)."""
    true_col, _, pred_cols = one_table_columns(df, ("true", TRUE_NAMES, true_col), id_col,
                                               pred_cols)
    first, second = (_model(df, true_col, c) for c in pred_cols)
    return RegressionPair(
        first.y_true, first.y_pred, second.y_pred, (first.pred_col, second.pred_col), true_col,
        aligned_by="columns",
    )


def regression_pair_from_tables(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    names: tuple[str, str] = ("A", "B"),
    pred_cols: Sequence[str | None] = (None, None),
    true_col: str | None = None,
    id_col: str | None = None,
) -> RegressionPair:
    """Pair two tables (one model each) by id, else by row order; ``pred_cols`` are each table's
    prediction column (detected where None)."""
    first, second = (
        _model(df, true_col, col or detect_prediction_column(df, true_col=true_col))
        for df, col in zip((df_a, df_b), pred_cols)
    )
    keys, id_col = table_keys((df_a, df_b), names, id_col)
    at = align_pair(
        first.y_true, second.y_true, keys, names=names, id_col=id_col,
        differ_keys=("compare_truth_differ_rows", "compare_truth_differ_ids"),
    )
    return RegressionPair(
        first.y_true[at.index_a], first.y_pred[at.index_a], second.y_pred[at.index_b], names,
        first.true_col, **at.pairing(),
    )


def detect_prediction_column(df: pd.DataFrame, *, true_col: str | None = None) -> str | None:
    """One model's prediction column in a two-file comparison: a prediction name, else as
    :func:`evalcore.compare.detect_score_column` (the only numeric column besides the true values
    and the id, e.g. ``pred_ridge``); None when ambiguous."""
    found = resolve_column(df, "pred", PRED_NAMES, required=False)
    if found is not None:
        return found
    true_col = resolve_column(df, "true", TRUE_NAMES, true_col, required=False)
    return detect_score_column(df, label_col=true_col)


def _model(df: pd.DataFrame, true_col: str | None, pred_col: str | None) -> RegressionData:
    """One model's true and predicted values; a sample-weight column is an error (the paired
    test and the bootstrap take no weights)."""
    data = regression_from_table(df, true_col=true_col, pred_col=pred_col)
    if data.weight_col is not None:
        raise EvalInputError("compare_weights_unsupported", column=data.weight_col)
    return data


@dataclass(frozen=True, eq=False)
class RegressionComparison:
    """Both models' metrics (:func:`evalcore.regression.regression_metrics`) and the Wilcoxon
    signed-rank test of d = |e_A| − |e_B| (:func:`scipy.stats.wilcoxon`, two-sided; rows with
    d = 0 are dropped). ``closer`` counts the rows where A is closer to the truth (d < 0), where B
    is (d > 0), and ties (d = 0). With fewer than two rows the test is undefined: statistic and
    p-value None, ``wilcoxon_reason`` the message key saying why. With no row where d ≠ 0 there is
    no difference to test: statistic 0 and p = 1 at every n (SciPy gives NaN past its exact
    branch), and ``wilcoxon_reason`` says so."""

    metrics_a: dict
    metrics_b: dict
    wilcoxon_statistic: float | None
    wilcoxon_p_value: float | None
    closer: tuple[int, int, int]
    wilcoxon_reason: str | None = None


def compare_regression(pair: RegressionPair) -> RegressionComparison:
    """Metrics of both models and the paired test on their absolute errors."""
    from scipy.stats import wilcoxon

    from evalcore.regression import regression_metrics

    d = np.abs(pair.y_true - pair.pred_a) - np.abs(pair.y_true - pair.pred_b)
    closer = tuple(int(np.count_nonzero(m)) for m in (d < 0, d > 0, d == 0))
    metrics = (regression_metrics(pair.y_true, p) for p in (pair.pred_a, pair.pred_b))
    if d.size < 2:
        return RegressionComparison(*metrics, None, None, closer,
                                    "compare_regression_wilcoxon_too_few")
    if not d.any():  # SciPy says p = 1 (exact, small n) or NaN (normal approximation)
        return RegressionComparison(*metrics, 0.0, 1.0, closer,
                                    "compare_regression_wilcoxon_no_difference")
    with np.errstate(all="ignore"):
        test = wilcoxon(d)
    return RegressionComparison(*metrics, float(test.statistic), float(test.pvalue), closer)


@dataclass(frozen=True, eq=False)
class ResidualHistograms:
    """Counts of both models' residuals y − ŷ over the same bin ``edges`` (every row counted)."""

    edges: np.ndarray
    counts_a: np.ndarray
    counts_b: np.ndarray


def residual_histograms(pair: RegressionPair, *, bins: int = 60) -> ResidualHistograms:
    """Both residual distributions on ``bins`` equal-width bins spanning both models' residuals
    (fewer where the span is too narrow for its magnitude to hold ``bins`` distinct edges)."""
    residual = [pair.y_true - pair.pred_a, pair.y_true - pair.pred_b]
    values = np.concatenate(residual)
    try:
        edges = np.histogram_bin_edges(values, bins=bins)
    except ValueError:  # numpy: "Too many bins for data range"
        edges = np.unique(np.linspace(values.min(), values.max(), bins + 1))
    counts = [np.histogram(r, bins=edges)[0] for r in residual]
    return ResidualHistograms(edges, *counts)

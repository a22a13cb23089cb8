"""Two regression models on the same samples: one file with two prediction columns, or two files.

One file: the true-value column and two prediction columns (given, or detected as
:func:`evalcore.compare.detect_score_pair` detects two score columns). Two files: each has a true
and a prediction column (:func:`evalcore.regression.regression_from_table`), paired by
:func:`evalcore.compare.align_pair` (by id, else by row order with identical true values).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import pandas as pd

from evalcore.compare.load import ID_NAMES, align_pair, detect_score_pair, table_keys
from evalcore.io import resolve_column
from evalcore.regression import TRUE_NAMES, regression_from_table


@dataclass(frozen=True, eq=False)
class RegressionPair:
    """Aligned true values and both models' predictions; ``names`` say what A and B are."""

    y_true: np.ndarray
    pred_a: np.ndarray
    pred_b: np.ndarray
    names: tuple[str, str]
    true_col: str
    aligned_by: str


def regression_pair_from_table(
    df: pd.DataFrame,
    *,
    pred_cols: Sequence[str] | None = None,
    true_col: str | None = None,
    id_col: str | None = None,
) -> RegressionPair:
    """True values and two prediction columns of one table (detected unless given)."""
    true_col = resolve_column(df, "true", TRUE_NAMES, true_col)
    id_col = resolve_column(df, "id", ID_NAMES, id_col, required=False)
    if pred_cols is None:
        pred_cols = detect_score_pair(df, exclude=(true_col, id_col))
    first, second = (regression_from_table(df, true_col=true_col, pred_col=c) for c in pred_cols)
    return RegressionPair(
        first.y_true, first.y_pred, second.y_pred, (first.pred_col, second.pred_col), true_col,
        "columns",
    )


def regression_pair_from_tables(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    names: tuple[str, str] = ("A", "B"),
    true_col: str | None = None,
    id_col: str | None = None,
) -> RegressionPair:
    """Pair two tables (one model each) by id, else by row order."""
    first, second = (regression_from_table(df, true_col=true_col) for df in (df_a, df_b))
    keys, id_col = table_keys((df_a, df_b), names, id_col)
    at = align_pair(
        first.y_true, second.y_true, keys, names=names, id_col=id_col,
        differ_keys=("compare_truth_differ_rows", "compare_truth_differ_ids"),
    )
    return RegressionPair(
        first.y_true[at.index_a], first.y_pred[at.index_a], second.y_pred[at.index_b], names,
        first.true_col, at.aligned_by,
    )


@dataclass(frozen=True, eq=False)
class RegressionComparison:
    """Both models' metrics (:func:`evalcore.regression.regression_metrics`) and the Wilcoxon
    signed-rank test of |e_A| − |e_B| (:func:`scipy.stats.wilcoxon`, two-sided)."""

    metrics_a: dict
    metrics_b: dict
    wilcoxon_statistic: float
    wilcoxon_p_value: float


def compare_regression(pair: RegressionPair) -> RegressionComparison:
    """Metrics of both models and the paired test on their absolute errors."""
    from scipy.stats import wilcoxon

    from evalcore.regression import regression_metrics

    abs_a, abs_b = np.abs(pair.y_true - pair.pred_a), np.abs(pair.y_true - pair.pred_b)
    test = wilcoxon(abs_a - abs_b)
    return RegressionComparison(
        regression_metrics(pair.y_true, pair.pred_a), regression_metrics(pair.y_true, pair.pred_b),
        float(test.statistic), float(test.pvalue),
    )

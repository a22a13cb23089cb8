"""Out-of-fold predictions: one file of cross-validation predictions with a fold column (and
optionally a repeat column), evaluated per fold, summarised as seed 004's μ ± σ, pooled, and
compared between two models with paired tests over the folds.

:func:`fold_split` reads the fold (and repeat) column; :func:`evaluate_folds` computes each fold's
measures and :func:`summarize` their mean, σ (1/K), sample σ (1/(K−1)) and the pooled value;
:func:`vertical_roc_average` and :func:`threshold_roc_average` average the folds' ROC curves;
:mod:`evalcore.folds.paired` holds the
paired t-test, the Nadeau–Bengio corrected resampled t-test and the 5×2cv t-test.
"""

from evalcore.folds.evaluate import (
    FOLD_METRICS,
    FoldResult,
    SweptFold,
    SweptFolds,
    evaluate_folds,
    fold_groups,
    sweep_folds,
)
from evalcore.folds.paired import (
    FoldComparison,
    PairedTest,
    compare_folds,
    corrected_resampled_ttest,
    five_by_two_cv_ttest,
    paired_ttest,
)
from evalcore.folds.roc import (
    GRID,
    AveragedRoc,
    ThresholdAveragedRoc,
    roc_at,
    threshold_roc_average,
    vertical_roc_average,
)
from evalcore.folds.split import FoldSplit, fold_columns, fold_split
from evalcore.folds.summary import Summary, repeat_means, summarize

__all__ = [
    "FOLD_METRICS",
    "GRID",
    "AveragedRoc",
    "FoldComparison",
    "FoldResult",
    "FoldSplit",
    "PairedTest",
    "Summary",
    "SweptFold",
    "SweptFolds",
    "ThresholdAveragedRoc",
    "compare_folds",
    "corrected_resampled_ttest",
    "evaluate_folds",
    "five_by_two_cv_ttest",
    "fold_columns",
    "fold_groups",
    "fold_split",
    "paired_ttest",
    "repeat_means",
    "roc_at",
    "summarize",
    "sweep_folds",
    "threshold_roc_average",
    "vertical_roc_average",
]

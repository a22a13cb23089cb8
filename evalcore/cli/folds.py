"""``python -m evalcore folds FILE --fold-col C``: out-of-fold predictions evaluated per fold, with
seed 004's mean ± σ (1/K), the sample σ (1/(K−1)) and the pooled value, as JSON."""

from __future__ import annotations

import argparse
import sys

from evalcore.api.settings import FOLDS_TASKS, FoldsSettings
from evalcore.cli._engine import in_memory_only
from evalcore.cli._risk import DIRECTIONS


def add_parser(subparsers) -> None:
    """Register the ``folds`` sub-command."""
    parser = subparsers.add_parser(
        "folds",
        help="cross-validation predictions with a fold column: per-fold measures, mean ± std, "
        "pooled",
        description="Evaluate out-of-fold predictions (one file, a fold column, optionally a "
        "repeat column) fold by fold with the task's main measures (binary: roc_auc, "
        "average_precision, accuracy, error_rate, precision, recall, f1 at the threshold; "
        "multiclass: accuracy, macro_f1_book, macro_f1_mean, kappa; regression: mse, rmse, mae, "
        "r2), then their mean, std (1/K, the textbook's σ) and std_sample (1/(K−1)) over the "
        "folds where a measure is defined, and the pooled value over all rows. A measure a fold "
        "cannot define (AUC of a one-class fold) is null, with its reason under 'notes'. A "
        "fold's multiclass measures are over the classes among its true and predicted labels, "
        "as the multiclass command gives them on its rows. Binary and regression use the "
        "sample-weight column (weight_col names it). With a repeat column, k_per_repeat holds "
        "each repeat's K (different K: notes.k and a note on stderr).",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file, one row per out-of-fold prediction")
    parser.add_argument("--fold-col", metavar="C", help="column of fold ids (default: detected)")
    parser.add_argument(
        "--repeat-col", metavar="C",
        help="column of repeat ids of p × k-fold cross-validation (default: detected, else none)",
    )
    parser.add_argument("--task", choices=FOLDS_TASKS,
                        help="the task (default: detected from the label column)")
    parser.add_argument("--label-col", metavar="C",
                        help="binary and multiclass: column of true labels (default: detected)")
    parser.add_argument("--score-col", metavar="C",
                        help="binary: column of scores (default: detected)")
    parser.add_argument("--pos-label", metavar="V", help="binary: the positive label")
    parser.add_argument("--weight-col", metavar="C",
                        help="binary and regression: column of sample weights, used in every "
                        "fold and pooled as the binary and regression commands use it (default: "
                        "detected, if any; the JSON's weight_col names it)")
    parser.add_argument("--threshold", metavar="T", type=float, default=0.5,
                        help="binary: predict positive when score >= T (default: 0.5)")
    parser.add_argument("--score-direction", choices=DIRECTIONS,
                        help="binary: higher (default): a higher score means positive; lower: a "
                        "lower score does (score <= T predicted positive); every number is then "
                        "that of the negated score")
    parser.add_argument("--true-col", metavar="C",
                        help="regression: column of true values (default: detected)")
    parser.add_argument("--pred-col", metavar="C",
                        help="multiclass: predicted labels; regression: predicted values "
                        "(default: detected)")
    parser.add_argument("--curves", action="store_true",
                        help="binary: add the vertically averaged ROC (mean and std of the "
                        "folds' TPR at FPR = 0, 0.01, …, 1)")
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_folds")


def run(args: argparse.Namespace) -> dict:
    """Load the file as its task, split it by (repeat, fold) and summarise; JSON-ready."""
    settings = FoldsSettings.of_args(args)
    result = settings.result(analysis_of(args))
    if "k" in result["notes"]:
        print(f"note: {result['notes']['k']['message']}", file=sys.stderr)
    return result


def analysis_of(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.folds.FoldsAnalysis` of the parsed flags' settings (model
    A only, :func:`evalcore.api.build.folds`): what :func:`run` prints and the HTML report
    draws."""
    from evalcore.api import build
    from evalcore.cli._common import read_input

    return build.folds(FoldsSettings.of_args(args), read_input(args.file))

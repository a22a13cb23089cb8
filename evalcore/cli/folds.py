"""``python -m evalcore folds FILE --fold-col C``: out-of-fold predictions evaluated per fold, with
seed 004's mean ± σ (1/K), the sample σ (1/(K−1)) and the pooled value, as JSON."""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass

from evalcore.cli._common import CliSettings
from evalcore.cli._engine import in_memory_only
from evalcore.errors import EvalInputError

TASKS = ("binary", "multiclass", "regression")


@dataclass(frozen=True)
class FoldsSettings(CliSettings):
    """The ``folds`` command's settings a page sets: the task, the split's and the task's
    columns, and (binary) the threshold and the averaged ROC."""

    task: str | None = None
    fold_col: str | None = None
    repeat_col: str | None = None
    label_col: str | None = None
    true_col: str | None = None
    score_col: str | None = None
    pred_col: str | None = None
    weight_col: str | None = None
    pos_label: str | None = None
    threshold: float = 0.5
    curves: bool = False
    score_direction: str | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a FoldsAnalysis) at the threshold."""
        return folds_json(value, self.threshold, curves=self.curves,
                          direction=self.score_direction or "higher")


def folds_json(value, threshold: float, *, curves: bool, direction: str) -> dict:
    """``value``'s JSON at ``threshold`` in the file's units (``value`` built on the oriented
    scores, :func:`analysis_of`)."""
    from evalcore.binary.direction import in_file_units, internal_threshold

    return in_file_units(value.to_json(internal_threshold(threshold, direction), curves=curves),
                         direction)


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
    parser.add_argument("--task", choices=TASKS,
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
    parser.add_argument("--score-direction", choices=("higher", "lower"), default="higher",
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
    analysis = analysis_of(args)
    result = folds_json(analysis, args.threshold, curves=args.curves,
                        direction=args.score_direction)
    if "k" in result["notes"]:
        print(f"note: {result['notes']['k']['message']}", file=sys.stderr)
    return result


def analysis_of(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.folds.FoldsAnalysis` of the parsed flags (model A only):
    what :func:`run` prints and the HTML report draws."""
    from evalcore.analysis.folds import FoldsAnalysis

    from evalcore.binary.direction import oriented

    if not math.isfinite(args.threshold):
        raise EvalInputError("binary_threshold_not_finite", value=args.threshold)
    task, data, split = load_input(args)
    direction = getattr(args, "score_direction", "higher")
    if direction != "higher":
        if task != "binary":
            raise EvalInputError("cli_score_direction_binary_only", task=task)
        data = oriented(data, direction)
    return FoldsAnalysis.of(task, (data,), split)


def load_input(args: argparse.Namespace):
    """(task, the task's data, the split into (repeat, fold)) of the parsed flags: what
    :func:`run` evaluates (the HTML report draws the folds' curves from it too)."""
    from evalcore.cli._common import read_input
    from evalcore.folds import fold_columns, fold_split
    from evalcore.io import read_table

    table = read_table(*read_input(args.file))
    columns = fold_columns(table, fold_col=args.fold_col, repeat_col=args.repeat_col)
    rest = table.drop(columns=[c for c in columns if c])
    task = args.task or _detect(rest)
    data = _load(task, rest, args)
    split = fold_split(table, fold_col=columns[0], repeat_col=columns[1] or False)
    return task, data, split


def _detect(table) -> str:
    """binary, multiclass or regression, by the comparison's rule (a ranking file is not one)."""
    from evalcore.compare.detect import detect_compare_task

    task = detect_compare_task(table)
    return task if task in TASKS else "binary"


def _load(task: str, table, args):
    """The task's data from its own loader (no rows dropped, so rows stay aligned with folds)."""
    if task == "binary":
        from evalcore.io import binary_from_table

        return binary_from_table(table, label_col=args.label_col,
                                 score_col=args.score_col or model_a_column(table),
                                 pos_label=args.pos_label, weight_col=args.weight_col)
    if task == "multiclass":
        from evalcore.multiclass import multiclass_from_table

        if args.weight_col:
            from evalcore.settings import column_setting

            raise EvalInputError("folds_weights_multiclass", column=args.weight_col,
                                 setting=column_setting("weight"))

        return multiclass_from_table(table, label_col=args.label_col, pred_col=args.pred_col,
                                     matrix=False)
    from evalcore.regression import regression_from_table

    return regression_from_table(table, true_col=args.true_col, pred_col=args.pred_col,
                                 weight_col=args.weight_col)


def model_a_column(table) -> str | None:
    """The score column when none is given: one named as a score, else model A's of a file with
    two models' scores (``score_logreg``/``score_tree``), as the Folds page starts; None: the
    loader's own detection and message."""
    from evalcore.compare import detect_model_pair
    from evalcore.io import SCORE_NAMES, resolve_column

    if resolve_column(table, "score", SCORE_NAMES, required=False) is not None:
        return None
    return (detect_model_pair(table) or (None,))[0]

"""``python -m evalcore multiclass FILE``: the C×C confusion matrix, per-class and averaged
metrics, and with scores the one-vs-rest AUCs and top-k accuracy, as JSON."""

from __future__ import annotations

import argparse
import sys

from evalcore.api.settings import MulticlassSettings
from evalcore.cli._common import add_drop_invalid, report_dropped
from evalcore.cli._engine import add_engine_arguments, engine_of, open_runner, refuse
from evalcore.messages import render


def add_parser(subparsers) -> None:
    """Register the ``multiclass`` sub-command."""
    parser = subparsers.add_parser(
        "multiclass",
        help="multiclass confusion matrix, per-class and macro/micro metrics, one-vs-rest AUC",
        description="Evaluate multiclass predictions given as true and predicted labels, as true "
        "labels and one score column per class (<prefix><class>; the prediction is the "
        "highest-scoring class when no predicted-label column is given), or as a C×C confusion "
        "matrix (class names in the header and the first column, rows are true classes). Prints "
        "the matrix, accuracy, error rate, kappa, MCC, macro/micro/weighted precision, recall and "
        "F1 (macro_f1_book = harmonic mean of macro-P and macro-R; macro_f1_mean = mean of the "
        "per-class F1), the G-mean of the per-class recalls and per-class metrics; with scores "
        "also the one-vs-rest AUC per class, its macro, micro and weighted averages, top-k "
        "accuracy and tied_top_rows (rows whose highest score is shared: ties go to the first "
        "class in sorted label order, for the prediction and for top-k alike). "
        "Undefined values are null; macro averages count them as 0, as scikit-learn does.",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file: one row per sample, or a matrix")
    parser.add_argument(
        "--label-col", metavar="C", help="column of true labels (default: detected)"
    )
    parser.add_argument(
        "--pred-col",
        metavar="C",
        help="column of predicted labels (default: detected; else the argmax of the scores)",
    )
    parser.add_argument(
        "--score-prefix",
        metavar="P",
        help="prefix of the per-class score columns, e.g. proba_ (default: the first of score_, "
        "proba_, prob_, p_ that at least two columns start with)",
    )
    parser.add_argument(
        "--matrix",
        action="store_true",
        help="FILE is a confusion matrix of counts (default: detected from its shape and names)",
    )
    add_drop_invalid(parser, "drop rows with a missing or non-numeric score (reported on stderr) "
                     "instead of failing")
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file and compute the report (and score metrics); return the JSON-ready result."""
    return analysis_of(args).to_json()


def analysis_of(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.multiclass.MulticlassAnalysis` of the parsed flags (dropped
    rows and the loader's warning said on stderr)."""
    from evalcore.analysis.multiclass import MulticlassAnalysis
    from evalcore.api import build
    from evalcore.cli._common import read_input

    data = engine_data(args)
    value = (build.multiclass(MulticlassSettings.of_args(args), read_input(args.file))
             if data is None else MulticlassAnalysis.of(data))
    data = value.data
    report_dropped(data)
    if data.warning:
        print(f"note: {render(data.warning, 'en', data.warning_params)}", file=sys.stderr)
    return value


def engine_data(args: argparse.Namespace):
    """With an engine, the C×C counts of the files' (true, predicted) label pairs; else None."""
    if engine_of(args) is None:
        return None
    from evalcore.engine.multiclass import multiclass_counts

    refuse(args, matrix="--matrix")
    return multiclass_counts(open_runner(args), label_col=args.label_col,
                             pred_col=args.pred_col, score_prefix=args.score_prefix)

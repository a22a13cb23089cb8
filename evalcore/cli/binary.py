"""``python -m evalcore binary FILE``: the confusion counts and every measure at one threshold, the
threshold-free AUC, ℓrank, AP, BEP and Youden's point, and optionally the full curves, as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import BinarySettings
from evalcore.cli._common import add_drop_invalid, report_dropped
from evalcore.cli._engine import add_engine_arguments, engine_of, open_runner, refuse
from evalcore.cli._risk import add_direction_argument, add_risk_arguments, check_threshold_choice
from evalcore.errors import EvalInputError

BINARY_DROP_HELP = ("drop rows with an empty label or a missing, non-numeric or infinite "
                    "score/weight (reported on stderr) instead of failing")


def add_parser(subparsers) -> None:
    """Register the ``binary`` sub-command."""
    parser = subparsers.add_parser(
        "binary",
        help="binary scores: confusion at a threshold, every measure, AUC, AP, BEP, Youden",
        description="Evaluate binary predictions given as a true label and a score per row "
        "(optionally a sample weight). A row is predicted positive when its score >= the "
        "threshold (scikit-learn's rule). Prints n (rows evaluated), the class weights, the "
        "positive label, the confusion counts and measures at the threshold (undefined ones are "
        "null), roc_auc (= 1 - rank_loss), average_precision, the break-even point bep "
        "(precision = recall) and Youden's point (max TPR - FPR); with --curves also the full "
        "ROC and P-R curves exactly as scikit-learn's roc_curve (drop_intermediate=False) and "
        "precision_recall_curve return them (the ROC's first threshold, +inf, is null).",
    )
    add_input_arguments(parser)
    parser.add_argument(
        "--threshold", metavar="T", type=float, default=None,
        help="predict positive when score >= T (score <= T with --score-direction lower; "
        "default: 0.5)",
    )
    parser.add_argument(
        "--beta", metavar="B", type=float, default=1.0,
        help="beta of F-beta, > 0; beta > 1 favours recall (default: 1)",
    )
    parser.add_argument(
        "--curves", action="store_true", help="add the full-resolution ROC and P-R curves"
    )
    add_direction_argument(parser)
    add_risk_arguments(parser)
    add_engine_arguments(parser)
    parser.set_defaults(run=run)


def add_input_arguments(parser) -> None:
    """The file and the flags that choose its columns, positive class, weights and invalid rows:
    the same on every command that reads a binary scores file (``binary``, ``roc-steps``)."""
    parser.add_argument("file", help="CSV/TSV/Parquet file, one row per sample")
    parser.add_argument(
        "--label-col", metavar="C", help="column of true labels (default: detected)"
    )
    parser.add_argument("--score-col", metavar="C", help="column of scores (default: detected)")
    parser.add_argument(
        "--pos-label",
        metavar="V",
        help="the positive label (default: 1, true, yes, pos, positive, or the larger of two "
        "numbers); required with more than two labels, the others are then negative",
    )
    parser.add_argument(
        "--weight-col", metavar="C", help="column of sample weights (default: detected, if any)"
    )
    add_drop_invalid(parser, BINARY_DROP_HELP)


def load_input(args: argparse.Namespace):
    """Read and validate the file named by :func:`add_input_arguments`' flags (dropped rows are
    reported on stderr); bad input raises :class:`~evalcore.errors.EvalInputError`."""
    from evalcore.cli._common import read_input, report_dropped
    from evalcore.io import load_binary

    data = load_binary(*read_input(args.file), label_col=args.label_col,
                       score_col=args.score_col, weight_col=args.weight_col,
                       pos_label=args.pos_label, drop_invalid=args.drop_invalid)
    report_dropped(data)
    return data


def load_analysis(args: argparse.Namespace, settings):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` of a command that needs every
    distinct score (``lift``, ``calibration``: its ``settings``, in their score direction):
    :func:`evalcore.api.build.binary_input` on the file; an engine's binned aggregate is
    refused, and so is a lower score direction with an engine."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.api import build
    from evalcore.cli._common import read_input
    from evalcore.engine import DEFAULT_BINS, DEFAULT_MAX_DISTINCT

    in_memory_direction(args)
    aggregate = engine_aggregate(args, max_distinct=DEFAULT_MAX_DISTINCT, bins=DEFAULT_BINS)
    if aggregate is None:
        value = build.binary_input(settings, read_input(args.file))
        report_dropped(value.data)
        return value
    if aggregate.approximate:
        raise EvalInputError("cli_engine_needs_exact", command=settings.command_name,
                             limit=f"{DEFAULT_MAX_DISTINCT:,}")
    return BinaryAnalysis.of(aggregate.data, aggregate=aggregate)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep the thresholds once and return the JSON-ready report."""
    return analysis(args).to_json()


def analysis(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` of the flags: their settings
    (:class:`~evalcore.api.settings.BinarySettings`) on the file
    (:func:`evalcore.api.build.binary`), or on an engine's aggregate of the files. ``args`` is
    left as it was."""
    from evalcore.api import build

    check_threshold_choice(args)
    settings = BinarySettings.of_args(args)
    build.check_binary_settings(settings)
    in_memory_direction(args)
    if engine_of(args) is None:
        from evalcore.cli._common import read_input

        value = build.binary(settings, read_input(args.file))
        report_dropped(value.data)
        return value
    if settings.by:
        refuse(args, by="--by")
    from evalcore.analysis.binary import BinaryAnalysis

    aggregate = engine_aggregate(args)
    value = BinaryAnalysis.of(aggregate.data, beta=settings.beta, curves=settings.curves,
                              aggregate=aggregate)
    constraint = build.constrained(settings.threshold_for, value.sweep)
    return value.with_settings(
        threshold=settings.threshold if constraint is None else constraint.threshold,
        constraint=constraint)


def in_memory_direction(args: argparse.Namespace) -> str:
    """``--score-direction``; ``lower`` refused with an engine (whose bins are of the file's
    scores)."""
    direction = getattr(args, "score_direction", None) or "higher"
    if direction == "lower" and engine_of(args) is not None:
        raise EvalInputError("cli_score_direction_engine")
    return direction


def engine_aggregate(args: argparse.Namespace, *, max_distinct=None, bins=None):
    """With an engine (:func:`evalcore.cli._engine.engine_of`), the files reduced to their
    :class:`~evalcore.engine.binary.BinaryAggregate` (dropped rows reported); None for the
    in-memory path. ``max_distinct`` and ``bins`` default to the flags."""
    if engine_of(args) is None:
        return None
    from evalcore.engine.binary import binary_aggregate

    aggregate = binary_aggregate(
        open_runner(args), label_col=args.label_col, score_col=args.score_col,
        weight_col=args.weight_col, pos_label=args.pos_label, drop_invalid=args.drop_invalid,
        max_distinct=args.max_distinct if max_distinct is None else max_distinct,
        bins=args.bins if bins is None else bins)
    report_dropped(aggregate.data)
    return aggregate

"""``python -m evalcore binary FILE``: the confusion counts and every measure at one threshold, the
threshold-free AUC, ℓrank, AP, BEP and Youden's point, and optionally the full curves, as JSON."""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass

from evalcore.cli._common import CliSettings, add_drop_invalid, report_dropped
from evalcore.cli._engine import add_engine_arguments, engine_of, open_runner, refuse
from evalcore.cli._risk import (add_direction_argument, add_risk_arguments,
                               check_threshold_choice, constrained, kept_values, min_segment,
                               segment_column, segment_keys)
from evalcore.errors import EvalInputError

BINARY_DROP_HELP = ("drop rows with an empty label or a missing, non-numeric or infinite "
                    "score/weight (reported on stderr) instead of failing")


@dataclass(frozen=True)
class BinarySettings(CliSettings):
    """The ``binary`` command's settings a page sets: its columns, positive class, threshold and
    β (None: the command's default)."""

    label_col: str | None = None
    score_col: str | None = None
    pos_label: str | None = None
    threshold: float = 0.5
    weight_col: str | None = None
    drop_invalid: bool = False
    beta: float | None = None
    by: str | None = None
    score_direction: str | None = None
    min_segment: int | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis at these settings)."""
        return value.to_json()


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


def load_input(args: argparse.Namespace, table=None):
    """Read and validate the file named by :func:`add_input_arguments`' flags (dropped rows are
    reported on stderr), or ``table`` when the caller has read it already; bad input raises
    :class:`~evalcore.errors.EvalInputError`."""
    if getattr(args, "engine_aggregate", None) is not None:
        return args.engine_aggregate.data
    from evalcore.cli._common import read_input, report_dropped
    from evalcore.io import binary_from_table
    from evalcore.io.table import read_columns

    data = binary_from_table(
        read_columns(*read_input(args.file)) if table is None else table,
        label_col=args.label_col,
        score_col=args.score_col,
        weight_col=args.weight_col,
        pos_label=args.pos_label,
        drop_invalid=args.drop_invalid,
    )
    report_dropped(data)
    return data


def load_analysis(args: argparse.Namespace, command: str):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` of a command that needs every
    distinct score (in ``--score-direction``, when the command has it): an engine's binned
    aggregate is refused."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.engine import DEFAULT_BINS, DEFAULT_MAX_DISTINCT

    direction = in_memory_direction(args)
    aggregate = engine_aggregate(args, max_distinct=DEFAULT_MAX_DISTINCT, bins=DEFAULT_BINS)
    if aggregate is not None and aggregate.approximate:
        raise EvalInputError("cli_engine_needs_exact", command=command,
                             limit=f"{DEFAULT_MAX_DISTINCT:,}")
    return BinaryAnalysis.of(load_input(args), aggregate=aggregate, score_direction=direction)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep the thresholds once and return the JSON-ready report."""
    return analysis(args).to_json()


def analysis(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` of the flags: the file loaded, the
    threshold (or the constraint's), β, and the optional curves and segments."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.binary.direction import internal_threshold

    check_threshold_choice(args)
    if args.threshold is None:
        args.threshold = 0.5
    if not math.isfinite(args.threshold):
        raise EvalInputError("binary_threshold_not_finite", value=args.threshold)
    if not (math.isfinite(args.beta) and args.beta > 0):
        raise EvalInputError("binary_beta_invalid", value=args.beta)
    smallest = min_segment(args)
    direction = in_memory_direction(args)
    segments = None
    if args.by:
        from evalcore.cli._common import read_input
        from evalcore.io import read_table

        if getattr(args, "engine", None):
            refuse(args, by="--by")
        table = read_table(*read_input(args.file))
        segments = segment_column(args, table)
    aggregate = engine_aggregate(args)
    data = load_input(args, None if segments is None else table)
    value = BinaryAnalysis.of(data, beta=args.beta, curves=args.curves, aggregate=aggregate,
                              score_direction=direction)
    threshold = internal_threshold(args.threshold, direction)
    constraint = constrained(args, value.sweep)
    if constraint is not None:
        threshold = constraint.threshold
    values = None
    if segments is not None:
        values = kept_values(data, segments)
        segments = segment_keys(value.data, values, threshold, value.count(), column=args.by,
                                threshold_for=args.threshold_for, min_segment=smallest)
    return value.with_settings(threshold=threshold, constraint=constraint,
                               segments=segments, segment_values=values)


def in_memory_direction(args: argparse.Namespace) -> str:
    """``--score-direction``; ``lower`` refused with an engine (whose bins are of the file's
    scores)."""
    direction = getattr(args, "score_direction", "higher")
    if direction == "lower" and engine_of(args) is not None:
        raise EvalInputError("cli_score_direction_engine")
    return direction


def engine_aggregate(args: argparse.Namespace, *, max_distinct=None, bins=None):
    """With an engine (:func:`evalcore.cli._engine.engine_of`), reduce the files to their
    :class:`~evalcore.engine.binary.BinaryAggregate` and keep it on ``args`` for
    :func:`load_input`; None for the in-memory path. ``max_distinct`` and ``bins`` default to
    the flags."""
    args.engine_aggregate = None
    if engine_of(args) is None:
        return None
    from evalcore.engine.binary import binary_aggregate

    aggregate = binary_aggregate(
        open_runner(args), label_col=args.label_col, score_col=args.score_col,
        weight_col=args.weight_col, pos_label=args.pos_label, drop_invalid=args.drop_invalid,
        max_distinct=args.max_distinct if max_distinct is None else max_distinct,
        bins=args.bins if bins is None else bins)
    report_dropped(aggregate.data)
    args.engine_aggregate = aggregate
    return aggregate

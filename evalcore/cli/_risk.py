"""The risk-scoring flags of the binary commands: the threshold chosen by a constraint and
measures by segment (``--by``, their JSON: :mod:`evalcore.analysis.segments`); KS, Brier, log loss
and the intervals are the analysis value's (:class:`evalcore.analysis.binary.BinaryAnalysis`)."""

from __future__ import annotations

import argparse

from evalcore.errors import EvalInputError


def add_risk_arguments(parser) -> None:
    """``--threshold-for`` and ``--by`` of ``python -m evalcore binary``."""
    parser.add_argument(
        "--threshold-for", metavar="KIND=VALUE",
        help="choose the threshold by a constraint instead of --threshold (not with it): "
        "precision=P (highest recall with precision >= P), recall=R (lowest FPR with recall "
        ">= R), fpr=F (highest recall with FPR <= F) or top=Q (flag at most the top share Q of "
        "the rows); reported as \"constraint\"")
    parser.add_argument(
        "--by", metavar="COLUMN",
        help="add \"segments\" (per value of COLUMN: rows, positives, AUC, Gini, AP, KS and its "
        "direction, the counts and rates at the threshold, \"small\" and \"in_gaps\") and "
        "\"gaps\" (max - min of TPR, FPR and positive rate over the segments with both classes "
        "and at least --min-segment rows); with --threshold-for also \"segment_thresholds\" "
        "(each segment's own threshold by that constraint, with its counts, rates, \"small\" and "
        "a note when it has none)")
    parser.add_argument(
        "--min-segment", metavar="N", type=int, default=None,
        help="with --by: segments with fewer than N rows are listed but left out of \"gaps\" "
        "(default: 30; the JSON's \"min_segment\" states it)")


DIRECTIONS = ("higher", "lower")
"""``--score-direction``'s choices: :data:`evalcore.binary.direction.SCORE_DIRECTIONS`, spelled
here so that building the parser imports no task module (nor numpy) before the run."""


def add_direction_argument(parser) -> None:
    """``--score-direction higher|lower``: which end of the score is the positive one."""
    parser.add_argument(
        "--score-direction", choices=DIRECTIONS, default=None,
        help="higher: a higher score means positive (score >= T predicted positive; the "
        "default); lower: a lower score does (score <= T predicted positive), as for a "
        "scorecard's points. Every measure is then that of the negated score, with thresholds "
        "in the file's units")


def check_threshold_choice(args: argparse.Namespace) -> None:
    """``--threshold`` and ``--threshold-for`` both choose the threshold: one at a time."""
    if args.threshold is not None and args.threshold_for:
        raise EvalInputError("cli_threshold_and_threshold_for")


def check_count(value: int, flag: str) -> None:
    """``--groups`` / ``--bins`` / ``--min-segment`` must be whole numbers ≥ 1."""
    if value < 1:
        raise EvalInputError("cli_count_invalid", flag=flag, value=value)

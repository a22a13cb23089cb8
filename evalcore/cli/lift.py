"""``python -m evalcore lift FILE``: the lift and cumulative gains table by equal-count groups of
descending score, and KS, as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import LiftSettings
from evalcore.cli._engine import add_engine_arguments
from evalcore.cli._risk import add_direction_argument, check_count
from evalcore.cli.binary import add_input_arguments, load_analysis


def add_parser(subparsers) -> None:
    """Register the ``lift`` sub-command."""
    parser = subparsers.add_parser(
        "lift",
        help="binary scores: lift and cumulative gains by groups of descending score, and KS",
        description="Split the rows into equal-count groups by descending score (deciles by "
        "default; rows tied at a group's edge stay together, so such a group is larger, "
        "\"grown_by_ties\": true, and a group swallowed by a tie is left out) and print per "
        "group the rows, score range, positives, response rate, cumulative share of rows, gain "
        "(cumulative share of positives), lift, cumulative lift, KS at the group's edge "
        "(TPR - FPR) and the cumulative rows, positives and response rate (the cumulative bad "
        "rate); and KS (max |TPR - FPR|) with its direction and threshold, roc_auc and gini "
        "(2 AUC - 1). Weights count as rows.",
    )
    add_input_arguments(parser)
    parser.add_argument("--groups", metavar="G", type=int, default=10,
                        help="number of equal-count groups (default: 10, deciles)")
    add_direction_argument(parser)
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep once and return the table (:class:`~evalcore.analysis.risk.LiftAnalysis`
    of the flags' :class:`~evalcore.api.settings.LiftSettings`)."""
    settings = LiftSettings.of_args(args)
    check_count(settings.groups, "--groups")
    return settings.result(load_analysis(args, settings))

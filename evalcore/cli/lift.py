"""``python -m evalcore lift FILE``: the lift and cumulative gains table by equal-count groups of
descending score, and KS, as JSON."""

from __future__ import annotations

import argparse

from evalcore.analysis.risk import lift_json
from evalcore.api.settings import LiftSettings  # noqa: F401 (the command's settings)
from evalcore.cli._engine import add_engine_arguments
from evalcore.cli._risk import check_count
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
        "(cumulative share of positives), lift, cumulative lift and KS at the group's edge; and "
        "KS (max TPR - FPR) with its threshold. Weights count as rows.",
    )
    add_input_arguments(parser)
    parser.add_argument("--groups", metavar="G", type=int, default=10,
                        help="number of equal-count groups (default: 10, deciles)")
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep once and return the table."""
    check_count(args.groups, "--groups")
    return lift_json(load_analysis(args, "lift"), args.groups)

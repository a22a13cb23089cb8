"""``python -m evalcore cost FILE``: the cost curve (lower envelope and its area), the cost-optimal
threshold at the given costs and prior, and the cost of a chosen threshold, as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import CostSettings
from evalcore.cli._common import add_drop_invalid
from evalcore.cli._engine import in_memory_only
from evalcore.cli.binary import BINARY_DROP_HELP


def add_parser(subparsers) -> None:
    """Register the ``cost`` sub-command."""
    parser = subparsers.add_parser(
        "cost",
        help="cost curve: envelope and expected total cost, best threshold, cost-sensitive error",
        description="Drummond-Holte cost curve of binary scores (a true label and a score per "
        "row; a sample-weight column is used when detected). The probability cost "
        "pc = p*C(-|+) / (p*C(-|+) + (1-p)*C(+|-)). Prints pc, the exact lower envelope "
        "(breakpoints pc and normalized expected cost) and its area expected_cost_area, the "
        "cost-optimal threshold at pc with its normalized cost (threshold null, with a reason, "
        "when predicting everything negative is best), and at --threshold its normalized cost "
        "and the cost-sensitive error rate (C(-|+)*FN + C(+|-)*FP) / m.",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file, one row per sample")
    parser.add_argument("--label-col", metavar="C",
                        help="column of true labels (default: detected)")
    parser.add_argument("--score-col", metavar="C", help="column of scores (default: detected)")
    parser.add_argument(
        "--pos-label", metavar="V",
        help="the positive label (default: 1, true, yes, pos, positive, or the larger of two "
        "numbers); required with more than two labels, the others are then negative",
    )
    parser.add_argument("--cost-fn", metavar="X", type=float, default=1.0,
                        help="cost of a false negative C(-|+), >= 0 (default: 1)")
    parser.add_argument("--cost-fp", metavar="Y", type=float, default=1.0,
                        help="cost of a false positive C(+|-), >= 0 (default: 1)")
    parser.add_argument("--prior", metavar="P", type=float, default=None,
                        help="positive-class prior p(+) in [0, 1] (default: the data's weighted "
                        "share of positives)")
    parser.add_argument("--threshold", metavar="T", type=float, default=0.5,
                        help="predict positive when score >= T (default: 0.5)")
    add_drop_invalid(parser, BINARY_DROP_HELP)
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_cost")


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep once, build the envelope and answer at pc and at the threshold."""
    return analysis(args).to_json()


def analysis(args: argparse.Namespace):
    """The :class:`~evalcore.analysis.binary.CostAnalysis` of the flags' settings
    (:func:`evalcore.api.build.cost`: the file loaded, the costs, the prior and the threshold)."""
    from evalcore.api import build
    from evalcore.cli._common import read_input, report_dropped

    settings = CostSettings.of_args(args)
    build.check_binary_settings(settings)
    value = build.cost(settings, read_input(args.file))
    report_dropped(value.binary.data)
    return value

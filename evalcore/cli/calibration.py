"""``python -m evalcore calibration FILE``: the reliability diagram's bins, Brier score with its
Murphy decomposition, log loss, ECE and MCE, as JSON."""

from __future__ import annotations

import argparse

from evalcore.analysis.risk import calibration_json
from evalcore.api.settings import CalibrationSettings  # noqa: F401 (the command's settings)
from evalcore.cli._engine import add_engine_arguments
from evalcore.cli._risk import check_count
from evalcore.cli.binary import add_input_arguments, load_analysis


def add_parser(subparsers) -> None:
    """Register the ``calibration`` sub-command."""
    from evalcore.binary.calibration import STRATEGIES

    parser = subparsers.add_parser(
        "calibration",
        help="binary probabilities: reliability bins, Brier (Murphy), log loss, ECE, MCE",
        description="Read the scores as probabilities of the positive class (they must lie in "
        "[0, 1]) and print the reliability diagram's bins (as sklearn.calibration."
        "calibration_curve, empty bins listed with count 0 and null means) with each bin's 95 % "
        "Wilson interval of the fraction of positives, the Brier score with Murphy's "
        "decomposition over the distinct scores (reliability - resolution + uncertainty = "
        "brier), log loss (as sklearn.metrics.log_loss), ECE and MCE. Weights count as rows.",
    )
    add_input_arguments(parser)
    parser.add_argument("--bins", metavar="B", type=int, default=10,
                        help="number of bins (default: 10)")
    parser.add_argument("--strategy", choices=STRATEGIES, default="uniform",
                        help="uniform: equal widths on [0, 1]; quantile: equal counts "
                        "(default: uniform)")
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep once and return the bins and measures."""
    check_count(args.bins, "--bins")
    return calibration_json(load_analysis(args, "calibration"), args.bins, args.strategy)

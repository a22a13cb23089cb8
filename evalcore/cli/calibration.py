"""``python -m evalcore calibration FILE``: the reliability diagram's bins, Brier score with its
decomposition over the bins, the Hosmer–Lemeshow test, the calibration slope and intercept, log
loss, ECE and MCE (optionally per segment), as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import CalibrationSettings
from evalcore.cli._engine import add_engine_arguments, refuse
from evalcore.cli._risk import add_direction_argument, check_count
from evalcore.cli.binary import add_input_arguments, load_analysis
from evalcore.errors import EvalInputError


def add_parser(subparsers) -> None:
    """Register the ``calibration`` sub-command."""
    from evalcore.binary.calibration import STRATEGIES

    parser = subparsers.add_parser(
        "calibration",
        help="binary probabilities: reliability bins, Brier (Murphy), log loss, ECE, MCE",
        description="Read the scores as probabilities of the positive class (they must lie in "
        "[0, 1]) and print the reliability diagram's bins (as sklearn.calibration."
        "calibration_curve, empty bins listed with count 0 and null means) with each bin's 95 % "
        "Wilson interval of the fraction of positives, the Brier score with its decomposition "
        "over the bins (Stephenson, Coelho and Jolliffe 2008: reliability - resolution + "
        "uncertainty + within_bin_variance - within_bin_covariance = brier), the "
        "Hosmer-Lemeshow test over the non-empty bins (dof = bins - 2), the calibration slope "
        "and intercept (logistic regression of the label on logit(score), as statsmodels' "
        "Logit), log loss (as sklearn.metrics.log_loss), ECE and MCE; with --by also ECE, MCE, "
        "Brier and the bins per segment. Weights count as rows.",
    )
    add_input_arguments(parser)
    parser.add_argument("--bins", metavar="B", type=int, default=10,
                        help="number of bins (default: 10)")
    parser.add_argument("--strategy", choices=STRATEGIES, default="uniform",
                        help="uniform: equal widths on [0, 1]; quantile: equal counts "
                        "(default: uniform)")
    parser.add_argument("--by", metavar="COLUMN",
                        help="add \"segments\": per value of COLUMN its rows, ECE, MCE, Brier "
                        "and reliability bins (null with a note for a one-class segment)")
    add_direction_argument(parser)
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file, sweep once and return the bins and measures."""
    check_count(args.bins, "--bins")
    settings = CalibrationSettings.of_args(args)
    if (settings.score_direction or "higher") != "higher":
        raise EvalInputError("cli_score_direction_calibration")
    if settings.by and getattr(args, "engine", None):
        refuse(args, by="--by")
    return settings.result(load_analysis(args, settings))

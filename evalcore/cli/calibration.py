"""``python -m evalcore calibration FILE``: the reliability diagram's bins, Brier score with its
Murphy decomposition, log loss, ECE and MCE, as JSON."""

from __future__ import annotations

import argparse

from evalcore.cli._engine import add_engine_arguments


def add_parser(subparsers) -> None:
    """Register the ``calibration`` sub-command."""
    from evalcore.binary.calibration import STRATEGIES
    from evalcore.cli.binary import add_input_arguments

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
    from evalcore.binary.calibration import probability_quality
    from evalcore.cli._common import jsonable
    from evalcore.cli._risk import check_count
    from evalcore.cli.binary import load_analysis
    from evalcore.errors import EvalInputError

    check_count(args.bins, "--bins")
    value = load_analysis(args, "calibration")
    data, count = value.data, value.count()
    quality = probability_quality(value.sweep, bins=args.bins, strategy=args.strategy)
    if quality.reason:
        raise EvalInputError(quality.reason, **quality.params)
    for entry in quality.bins:
        entry["count"] = count(entry["count"])
    return jsonable({
        "task": "calibration", "pos_label": data.pos_label, "strategy": args.strategy,
        "bins": quality.bins, "brier": quality.brier,
        "brier_decomposition": {"reliability": quality.reliability,
                                "resolution": quality.resolution,
                                "uncertainty": quality.uncertainty},
        "log_loss": quality.log_loss, "ece": quality.ece, "mce": quality.mce})

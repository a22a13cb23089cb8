"""``python -m evalcore calibration FILE``: the reliability diagram's bins, Brier score with its
Murphy decomposition, log loss, ECE and MCE, as JSON."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from evalcore.cli._common import BinaryInputSettings, jsonable
from evalcore.cli._engine import add_engine_arguments
from evalcore.cli._risk import check_count
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


def calibration_json(value, bins: int, strategy: str) -> dict:
    """What the command prints for a :class:`~evalcore.analysis.binary.BinaryAnalysis` in
    ``bins`` bins of the ``strategy``; scores outside [0, 1] raise the input error saying so."""
    from evalcore.binary.calibration import probability_quality

    data, count = value.data, value.count()
    quality = probability_quality(value.sweep, bins=bins, strategy=strategy)
    if quality.reason:
        raise EvalInputError(quality.reason, **quality.params)
    for entry in quality.bins:
        entry["count"] = count(entry["count"])
    return jsonable({
        "task": "calibration", "pos_label": data.pos_label, "strategy": strategy,
        "bins": quality.bins, "brier": quality.brier,
        "brier_decomposition": {"reliability": quality.reliability,
                                "resolution": quality.resolution,
                                "uncertainty": quality.uncertainty},
        "log_loss": quality.log_loss, "ece": quality.ece, "mce": quality.mce})


@dataclass(frozen=True)
class CalibrationSettings(BinaryInputSettings):
    """The ``calibration`` command's settings a page sets: the binary input's columns and
    positive class, the number of bins and their edges."""

    bins: int = 10
    strategy: str = "uniform"

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis) in these bins."""
        return calibration_json(value, self.bins, self.strategy)

"""``python -m evalcore calibration FILE``: the reliability diagram's bins, Brier score with its
decomposition over the bins, the Hosmer–Lemeshow test, the calibration slope and intercept, log
loss, ECE and MCE (optionally per segment), as JSON."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from evalcore.cli._common import BinaryInputSettings
from evalcore.cli._engine import add_engine_arguments, refuse
from evalcore.cli._risk import add_direction_argument, check_count, kept_values, segment_column
from evalcore.cli.binary import add_input_arguments, load_analysis, load_input
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
    if args.score_direction != "higher":
        raise EvalInputError("cli_score_direction_calibration")
    values = None
    if args.by:
        from evalcore.analysis.binary import BinaryAnalysis
        from evalcore.cli._common import read_input
        from evalcore.io import read_table

        if getattr(args, "engine", None):
            refuse(args, by="--by")
        table = read_table(*read_input(args.file))
        values = segment_column(args, table)
        value = BinaryAnalysis.of(load_input(args, table))
        if value.data.aggregated:
            raise EvalInputError("cli_by_aggregated")
        values = kept_values(value.data, values)
    else:
        value = load_analysis(args, "calibration")
    return calibration_json(value, args.bins, args.strategy, by=args.by, segment_values=values)


def calibration_json(value, bins: int, strategy: str, *, by=None, segment_values=None) -> dict:
    """What the command prints for a :class:`~evalcore.analysis.binary.BinaryAnalysis` in
    ``bins`` bins of the ``strategy`` (:class:`~evalcore.analysis.risk.CalibrationAnalysis`);
    scores outside [0, 1] raise the input error saying so."""
    from evalcore.analysis.risk import CalibrationAnalysis

    return CalibrationAnalysis(value, bins, strategy, by=by,
                               segment_values=segment_values).to_json()


@dataclass(frozen=True)
class CalibrationSettings(BinaryInputSettings):
    """The ``calibration`` command's settings a page sets: the binary input's columns and
    positive class, the number of bins and their edges."""

    bins: int = 10
    strategy: str = "uniform"

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis) in these bins."""
        return calibration_json(value, self.bins, self.strategy)

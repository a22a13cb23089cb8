"""The risk-scoring flags of the binary commands: the threshold chosen by a constraint and
measures by segment (``--by``, their JSON: :mod:`evalcore.analysis.segments`); KS, Brier, log loss
and the intervals are the analysis value's (:class:`evalcore.analysis.binary.BinaryAnalysis`)."""

from __future__ import annotations

from evalcore.errors import EvalInputError


def add_risk_arguments(parser) -> None:
    """``--threshold-for`` and ``--by`` of ``python -m evalcore binary``."""
    parser.add_argument(
        "--threshold-for", metavar="KIND=VALUE",
        help="choose the threshold by a constraint instead of --threshold: precision=P (highest "
        "recall with precision >= P), recall=R (lowest FPR with recall >= R), fpr=F (highest "
        "recall with FPR <= F) or top=Q (flag at most the top share Q of the rows); reported "
        "as \"constraint\"")
    parser.add_argument(
        "--by", metavar="COLUMN",
        help="add \"segments\" (per value of COLUMN: rows, positives, AUC, AP, KS and the counts "
        "and rates at the threshold) and \"gaps\" (max - min of TPR, FPR and positive rate over "
        "the segments with both classes); with --threshold-for also \"segment_thresholds\" "
        "(each segment's own threshold by that constraint, with its counts and rates)")


def check_count(value: int, flag: str) -> None:
    """``--groups`` / ``--bins`` must be whole numbers ≥ 1."""
    if value < 1:
        raise EvalInputError("cli_count_invalid", flag=flag, value=value)

"""``python -m evalcore cost FILE``: the cost curve (lower envelope and its area), the cost-optimal
threshold at the given costs and prior, and the cost of a chosen threshold, as JSON."""

from __future__ import annotations

import argparse

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
    import math

    from evalcore.binary import ALL_NEGATIVE, threshold_sweep
    from evalcore.cli._common import jsonable, read_input, report_dropped
    from evalcore.cost import (best_at, cost_curve, cost_sensitive_error, line_cost,
                               probability_cost)
    from evalcore.errors import EvalInputError
    from evalcore.io import load_binary

    if not math.isfinite(args.threshold):
        raise EvalInputError("binary_threshold_not_finite", value=args.threshold)
    data = load_binary(*read_input(args.file), label_col=args.label_col,
                       score_col=args.score_col, pos_label=args.pos_label,
                       drop_invalid=args.drop_invalid)
    report_dropped(data)
    sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
    prior = sweep.prior if args.prior is None else args.prior
    pc = probability_cost(prior, cost_fn=args.cost_fn, cost_fp=args.cost_fp)
    roc = sweep.roc()
    curve = cost_curve(roc.fpr, roc.tpr, roc.thresholds)
    best = best_at(curve, pc)
    confusion = sweep.confusion_at(args.threshold)
    best_json = {"threshold": best.threshold, "cost": best.cost, "fpr": best.fpr,
                 "tpr": best.tpr}
    if best.threshold == ALL_NEGATIVE:
        best_json["reason"] = "cost_threshold_all_negative"
    return jsonable({
        "task": "cost",
        "pos_label": data.pos_label,
        "prior": prior,
        "cost_fn": args.cost_fn,
        "cost_fp": args.cost_fp,
        "pc": pc,
        "expected_cost_area": curve.area,
        "envelope": {"pc": curve.pc, "cost": curve.cost},
        "best": best_json,
        "at_threshold": {
            "threshold": args.threshold,
            "normalized_cost": line_cost(confusion.fpr, confusion.tpr, pc),
            "cost_sensitive_error": cost_sensitive_error(
                confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                cost_fn=args.cost_fn, cost_fp=args.cost_fp),
        },
    })

"""``python -m evalcore roc-steps FILE``: the ROC curve built one distinct score at a time (seed
001's construction), with the running counts, rates, kind of move and trapezoid area, as JSON."""

from __future__ import annotations

import argparse

from evalcore.cli._engine import in_memory_only
from evalcore.cli.binary import add_input_arguments, load_input

STEP_KEYS = ("threshold", "tp", "fp", "tpr", "fpr", "precision", "recall", "move", "area")


def add_parser(subparsers) -> None:
    """Register the ``roc-steps`` sub-command."""
    parser = subparsers.add_parser(
        "roc-steps",
        help="the ROC curve step by step: one point per distinct score, with the area so far",
        description="Build the ROC curve as the watermelon book does: start at (0, 0) with every "
        "sample predicted negative (threshold null, move \"start\"), then lower the threshold to "
        "each distinct score, highest first. Each step gives TP, FP, TPR, FPR, precision (null "
        "at the start), recall, the move (\"up\": only positives at that score, \"right\": only "
        "negatives, \"diagonal\": both, a tie) and the trapezoid area so far; the last area is "
        "auc = 1 - rank_loss. The points equal scikit-learn's roc_curve(drop_intermediate=False). "
        "Reads the same files and flags as the binary task.",
    )
    add_input_arguments(parser)
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_roc_steps")


def run(args: argparse.Namespace) -> dict:
    """Load the file, build the steps from one threshold sweep, return the JSON-ready report."""
    from evalcore.cli._common import jsonable
    from evalcore.teaching import roc_steps

    data = load_input(args)
    steps = roc_steps(data.y_true, data.scores, sample_weight=data.weights)
    count = float if data.weights is not None else int
    columns = {
        "threshold": steps.threshold.tolist(),  # +inf (nothing positive) first: null in JSON
        "tp": [count(v) for v in steps.tp],
        "fp": [count(v) for v in steps.fp],
        "tpr": steps.tpr.tolist(),
        "fpr": steps.fpr.tolist(),
        "precision": [None, *steps.precision[1:].tolist()],  # undefined at the start
        "recall": steps.recall.tolist(),
        "move": steps.move.tolist(),
        "area": steps.area.tolist(),
    }
    return jsonable({
        "task": "roc-steps",
        "m_pos": count(steps.m_pos),
        "m_neg": count(steps.m_neg),
        "auc": steps.auc,
        "rank_loss": steps.rank_loss,
        "steps": [dict(zip(STEP_KEYS, row)) for row in zip(*(columns[k] for k in STEP_KEYS))],
    })

"""``python -m evalcore roc-steps FILE``: the ROC curve built one distinct score at a time (seed
001's construction), with the running counts, rates, kind of move and trapezoid area, as JSON.

Beyond ``--max-steps`` steps only the steps the Learn page draws are printed (the ROC path's
corners, thinned by grid cells: :func:`evalcore.decimate.decimate_curve`), each one exact, and
the output says so; ``--max-steps 0`` prints every step."""

from __future__ import annotations

import argparse
import math

from evalcore.cli._engine import in_memory_only
from evalcore.cli.binary import add_input_arguments, load_input
from evalcore.decimate import DEFAULT_MAX_POINTS
from evalcore.errors import EvalInputError

STEP_KEYS = ("threshold", "tp", "fp", "tpr", "fpr", "precision", "recall", "move", "area")
THINNING_RULE = "evalcore.decimate.decimate_curve(fpr, tpr)"
"""How the kept steps are chosen, named in the output's ``thinning``."""


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
    parser.add_argument(
        "--max-steps", type=int, default=DEFAULT_MAX_POINTS, metavar="N",
        help=f"print at most N steps (default {DEFAULT_MAX_POINTS}; 0: every step). Beyond N, "
        "the steps where the ROC path turns are kept, and of each run of them inside one small "
        "grid cell only the first and the last (the Learn page's thinning); the first and the "
        "last step are always kept, each kept step is printed exactly as in the full sequence "
        "(its move is from the step before it there), and the output adds \"thinned\": true "
        "and \"thinning\" (the rule, max_steps, total_steps, kept_steps and max_deviation: the "
        "largest distance in (FPR, TPR) of a left-out step from the path through the kept ones)",
    )
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_roc_steps")


def run(args: argparse.Namespace) -> dict:
    """Load the file, build the steps from one threshold sweep, return the JSON-ready report."""
    import numpy as np

    from evalcore.teaching import roc_steps

    if args.max_steps < 0 or args.max_steps == 1:
        raise EvalInputError("cli_roc_steps_bad_max_steps", value=args.max_steps)
    data = load_input(args)
    steps = roc_steps(data.y_true, data.scores, sample_weight=data.weights)
    weighted = data.weights is not None
    kept, thinning = _kept_steps(steps, args.max_steps)
    columns = {
        "threshold": steps.threshold,  # +inf (nothing positive) first: null in JSON
        "tp": steps.tp if weighted else steps.tp.astype(np.int64),
        "fp": steps.fp if weighted else steps.fp.astype(np.int64),
        "tpr": steps.tpr, "fpr": steps.fpr,
        "precision": steps.precision,  # NaN (undefined) at the start: null
        "recall": steps.recall, "move": steps.move, "area": steps.area,
    }
    rows = zip(*(_json_list(columns[key], kept) for key in STEP_KEYS))
    count = float if weighted else int
    report = {
        "task": "roc-steps",
        "m_pos": count(steps.m_pos),
        "m_neg": count(steps.m_neg),
        "auc": _finite_or_none(steps.auc),
        "rank_loss": _finite_or_none(steps.rank_loss),
        "steps": [dict(zip(STEP_KEYS, row)) for row in rows],
    }
    if thinning is not None:
        report |= {"thinned": True, "thinning": thinning}
    return report


def _kept_steps(steps, max_steps: int):
    """(indices of the steps to print or None for all, the ``thinning`` record or None)."""
    from evalcore.decimate import decimate_curve, deviation

    total = len(steps)
    if max_steps == 0 or total <= max_steps:
        return None, None
    kept = decimate_curve(steps.fpr, steps.tpr, max_points=max_steps)
    return kept, {"rule": THINNING_RULE, "max_steps": max_steps, "total_steps": total,
                  "kept_steps": int(kept.size),
                  "max_deviation": deviation(steps.fpr, steps.tpr, kept)}


def _json_list(array, kept) -> list:
    """``array`` (only the ``kept`` entries, if given) as a list with NaN and ±inf as None, in
    one vectorized pass: a list per step would cost seconds at 10⁶ steps."""
    import numpy as np

    if kept is not None:
        array = array[kept]
    values = array.tolist()
    if array.dtype.kind == "f":
        for index in np.flatnonzero(~np.isfinite(array)).tolist():
            values[index] = None
    return values


def _finite_or_none(value: float) -> float | None:
    return float(value) if math.isfinite(value) else None

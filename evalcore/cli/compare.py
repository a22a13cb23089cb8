"""``python -m evalcore compare FILE [FILE_B]``: two models on the same samples — AUCs with
DeLong's test, average precision, BEPs, cost-curve areas, ROC/P-R/cost dominance and McNemar's
test — as JSON."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    """Register the ``compare`` sub-command."""
    parser = subparsers.add_parser(
        "compare",
        help="compare two models: DeLong's AUC test, AP, curve dominance, McNemar's test",
        description="Compare two models' scores on the same binary samples: one file with a "
        "label column and two score columns (detected when they share a prefix or suffix, e.g. "
        "score_A and score_B), or two files with one score column each, paired by an id column "
        "when both have one, else row by row. Prints each AUC with its DeLong confidence "
        "interval, DeLong's paired test (z, two-sided p, difference A − B), average precision, "
        "the break-even points, the cost-curve areas, whether one ROC (and P-R) curve lies on or "
        "above the other everywhere (A, B, none, equal; for cost curves: on or below) with the x "
        "intervals where they cross, and McNemar's test on the predictions "
        "score ≥ threshold (exact binomial when fewer than 25 samples are discordant). \"A\" "
        "and \"B\" are the first and second score column (or file). Sample weights are not "
        "supported.",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file with labels and scores")
    parser.add_argument(
        "file_b", nargs="?", help="second model's file (then FILE holds model A only)"
    )
    parser.add_argument(
        "--score-cols",
        nargs=2,
        metavar=("A", "B"),
        help="the two score columns (with two files: the score column of each; default: detected)",
    )
    parser.add_argument(
        "--label-col", metavar="C", help="column of true labels (default: detected)"
    )
    parser.add_argument(
        "--id-col",
        metavar="C",
        help="sample-id column pairing two files (default: detected, e.g. id; else row order)",
    )
    parser.add_argument(
        "--pos-label", metavar="V", help="the positive label (default: 1, true, yes, …)"
    )
    parser.add_argument(
        "--threshold",
        nargs="+",
        type=float,
        default=[0.5],
        metavar="T",
        help="threshold for McNemar's predictions, one for both or one per model (default 0.5)",
    )
    parser.add_argument(
        "--confidence",
        type=float,
        default=0.95,
        metavar="L",
        help="level of the AUC intervals (default 0.95)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load and pair the scores, compare the models; return the JSON-ready result."""
    import sys

    from evalcore.cli._common import jsonable, read_input
    from evalcore.compare import compare_binary, load_compare, load_compare_files
    from evalcore.errors import EvalInputError
    from evalcore.messages import render

    if len(args.threshold) > 2:
        raise EvalInputError("compare_bad_thresholds", count=len(args.threshold))
    thresholds = (args.threshold * 2)[:2]
    options = {"label_col": args.label_col, "id_col": args.id_col, "pos_label": args.pos_label}
    if args.file_b is None:
        data = load_compare(*read_input(args.file), score_cols=args.score_cols, **options)
    else:
        data = load_compare_files(
            read_input(args.file), read_input(args.file_b),
            score_cols=args.score_cols or (None, None), **options,
        )
    if data.notice:
        print(f"note: {render(data.notice, 'en', data.notice_params)}", file=sys.stderr)
    result = compare_binary(
        data.y_true, data.score_a, data.score_b, thresholds=thresholds, confidence=args.confidence
    )
    delong, mcnemar = result.delong, result.mcnemar
    ab = ("A", "B")
    notes = {
        name: {"key": reason, "message": render(reason, "en", params)}
        for name, reason, params in (
            ("delong", delong.reason, delong.params),
            ("mcnemar", mcnemar.reason, mcnemar.params),
        )
        if reason
    }
    positives = int(data.y_true.sum())
    return jsonable({
        "columns": dict(zip(ab, data.names)),
        "label_col": data.label_col,
        "pos_label": data.pos_label,
        "aligned_by": data.aligned_by,
        "n": len(data.y_true),
        "positives": positives,
        "negatives": len(data.y_true) - positives,
        "auc": {k: e.auc for k, e in zip(ab, (delong.a, delong.b))},
        "auc_ci": {k: e.ci for k, e in zip(ab, (delong.a, delong.b))},
        "auc_variance": {k: e.variance for k, e in zip(ab, (delong.a, delong.b))},
        "confidence": delong.confidence,
        "delong": {
            "z": delong.z,
            "p_value": delong.p_value,
            "difference": delong.difference,
            "covariance": delong.covariance,
        },
        "average_precision": dict(zip(ab, result.average_precision)),
        "bep": {k: bep.value for k, bep in zip(ab, result.bep)},
        "cost_area": {k: cost.area for k, cost in zip(ab, result.cost)},
        "dominance": {
            "roc": result.roc_dominance.verdict,
            "roc_crossings": result.roc_dominance.crossings,
            "pr": result.pr_dominance.verdict,
            "pr_crossings": result.pr_dominance.crossings,
            "cost": result.cost_dominance.verdict,
            "cost_crossings": result.cost_dominance.crossings,
        },
        "threshold": dict(zip(ab, thresholds)),
        "mcnemar": {
            "statistic": mcnemar.statistic,
            "p_value": mcnemar.p_value,
            "method": mcnemar.method,
            "table": mcnemar.table,
        },
        "notes": notes,
    })

"""``python -m evalcore regression FILE``: every regression metric and the REC curve as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import RegressionSettings
from evalcore.cli._common import add_drop_invalid, jsonable, note, report_dropped
from evalcore.cli._engine import add_engine_arguments, engine_of, open_runner, refuse
from evalcore.messages import render


def add_parser(subparsers) -> None:
    """Register the ``regression`` sub-command."""
    parser = subparsers.add_parser(
        "regression",
        help="regression metrics (MSE … R²) and the REC curve",
        description="Evaluate numeric predictions against true values: MSE, RMSE, MAE, median and "
        "max absolute error, RMSLE, MAPE and SMAPE (as fractions), R², explained variance, and the "
        "REC curve (share of rows with |y − ŷ| ≤ tolerance). Undefined metrics are null, with the "
        "reason under 'notes'.",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file with one row per prediction")
    parser.add_argument("--true-col", metavar="C", help="column of true values (default: detected)")
    parser.add_argument("--pred-col", metavar="C", help="column of predictions (default: detected)")
    parser.add_argument(
        "--weight-col", metavar="C", help="column of sample weights (default: detected, else none)"
    )
    parser.add_argument(
        "--tolerance",
        metavar="E",
        type=float,
        help="absolute error tolerance for rec_at_tolerance (default: the MAE, so the result is "
        "the share of rows at most one mean absolute error off)",
    )
    parser.add_argument(
        "--curves", action="store_true", help="include the REC curve (tolerance, accuracy arrays)"
    )
    add_drop_invalid(parser, "drop rows with missing, non-numeric or infinite values instead of "
                     "failing")
    add_engine_arguments(parser, binned=False)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """Load the file, compute every metric and the REC curve; return the JSON-ready result."""
    if engine_of(args) is not None:
        return engine_result(args)
    return analysis_of(args).to_json()


def analysis_of(args: argparse.Namespace, *, budget: int = 1):
    """The :class:`~evalcore.analysis.regression.RegressionAnalysis` of the parsed flags'
    settings, with ``budget`` rows sampled for a plot (the JSON plots none)."""
    from evalcore.api import build
    from evalcore.cli._common import read_input

    value = build.regression(RegressionSettings.of_args(args), read_input(args.file),
                             budget=budget)
    report_dropped(value.data)
    return value


def engine_result(args: argparse.Namespace) -> dict:
    """The same report from an engine's sums (no weights, no --curves: they need every row)."""
    from evalcore.engine.regression import regression_sums

    refuse(args, weight_col="--weight-col", curves="--curves")
    sums = regression_sums(open_runner(args), true_col=args.true_col, pred_col=args.pred_col,
                           tolerance=args.tolerance, drop_invalid=args.drop_invalid)
    report_dropped(sums)
    note(sums)
    return jsonable({
        "task": "regression",
        "n": sums.n,
        "columns": {"true": sums.true_col, "pred": sums.pred_col, "weight": None},
        "dropped": sums.dropped,
        "dropped_rows": sums.dropped_rows,
        "metrics": {key: m.value for key, m in sums.metrics.items()},
        "notes": {
            key: {"key": m.reason, "message": render(m.reason, "en", m.params)}
            for key, m in sums.metrics.items()
            if m.reason
        },
        "tolerance": sums.tolerance,
        "rec_at_tolerance": sums.rec_at_tolerance,
    })

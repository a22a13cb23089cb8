"""Regression through an engine: two scans give the sums behind every metric, exactly, with the
in-memory path's reasons where one is undefined (:mod:`evalcore.regression.metrics`).

First scan: invalid rows, Σe², Σ|e|, max |e|, the exact median |e| (the engine's MEDIAN), the
means, the sums of MAPE, SMAPE and RMSLE terms. Second scan: Σ(y − ȳ)², Σ(e − ē)² (so R² and
explained variance avoid the cancellation of Σy² − n·ȳ²) and the rows within the tolerance.
Sample weights and the full REC curve need every row and are left to the in-memory path.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pandas as pd

from evalcore import io
from evalcore.engine import queries
from evalcore.engine.rows import invalid_rows_error, first_rows_where
from evalcore.errors import EvalInputError
from evalcore.settings import DROP_INVALID, REGRESSION_PRED_COL
from evalcore.values import Measure


@dataclass(frozen=True)
class RegressionSums:
    """Every regression metric of the kept rows, with the columns and rows they came from."""

    metrics: dict[str, Measure]
    true_col: str
    pred_col: str
    n: int
    dropped: int
    dropped_rows: tuple[int, ...]
    tolerance: float
    rec_at_tolerance: float


def regression_sums(runner, *, true_col=None, pred_col=None, tolerance=None,
                    drop_invalid=False) -> RegressionSums:
    """Reduce the runner's ``src`` to every metric of :data:`evalcore.regression.METRICS` and the
    share of rows within ``tolerance`` (default: the MAE), as the in-memory path computes them."""
    from evalcore.regression.data import PRED_NAMES, TRUE_NAMES
    from evalcore.regression.rec import check_tolerance

    frame = pd.DataFrame(columns=runner.columns())
    true = io.resolve_column(frame, "true", TRUE_NAMES, true_col)
    pred = io.resolve_column(frame, "pred", PRED_NAMES, pred_col, setting=REGRESSION_PRED_COL)
    if true == pred:
        raise EvalInputError("regression_same_column", column=true)
    if io.resolve_column(frame, "weight", io.WEIGHT_NAMES, None, required=False):
        raise EvalInputError("engine_option_unsupported", option="--weight-col")
    sums = runner.query(queries.regression_sums(true, pred)).to_pylist()[0]
    _check_rows(runner, sums, true, pred, drop_invalid)
    n = int(sums["n"])
    mae = sums["absolute"] / n
    tolerance = mae if tolerance is None else check_tolerance(tolerance)
    spread = runner.query(queries.regression_spread(
        true, pred, sums["mean_true"], sums["mean_error"], tolerance)).to_pylist()[0]
    dropped = int(sums["n_rows"]) - n
    valid = f"{queries.finite(queries.number(true))} AND {queries.finite(queries.number(pred))}"
    return RegressionSums(
        metrics=_metrics(sums, spread, n),
        true_col=true, pred_col=pred, n=n, dropped=dropped,
        dropped_rows=first_rows_where(runner.source, f"NOT ({valid})") if dropped else (),
        tolerance=tolerance, rec_at_tolerance=int(spread["within"]) / n,
    )


def _check_rows(runner, sums: dict, true: str, pred: str, drop_invalid: bool) -> None:
    """The in-memory loader's errors: invalid values (unless dropped), no rows left."""
    if not drop_invalid:
        for name, key in ((true, "bad_true"), (pred, "bad_pred")):
            if sums[key]:
                condition = f"NOT {queries.finite(queries.number(name))}"
                raise invalid_rows_error(runner.source, "io_invalid_values", name, condition,
                                         hint=DROP_INVALID)
    if not sums["n"]:
        raise EvalInputError("io_no_valid_rows", count=int(sums["n_rows"]),
                             columns=f"{true}, {pred}")


def _metrics(sums: dict, spread: dict, n: int) -> dict[str, Measure]:
    """The metrics in :data:`evalcore.regression.METRICS` order, undefined ones with the same
    reason and parameters as in memory."""
    mse = sums["squared"] / n
    constant = sums["low_true"] == sums["high_true"]
    reason = Measure(None, "regression_constant_truth", {"value": float(sums["low_true"])})
    negative = int(sums["negative"])
    zeros = int(sums["true_zeros"])
    mape = sums["percentage"] / n
    return {
        "mse": Measure(mse),
        "rmse": Measure(math.sqrt(mse)),
        "mae": Measure(sums["absolute"] / n),
        "median_ae": Measure(float(sums["median_ae"])),
        "max_error": Measure(float(sums["max_error"])),
        "rmsle": (Measure(None, "regression_rmsle_negative", {"count": negative}) if negative
                  else Measure(math.sqrt(sums["squared_log"] / n))),
        "mape": (Measure(mape, "regression_mape_true_zero", {"count": zeros}) if zeros
                 else Measure(mape)),
        "smape": Measure(sums["symmetric"] / n),
        "r2": reason if constant else Measure(1 - sums["squared"] / spread["spread_true"]),
        "explained_variance": (reason if constant else
                               Measure(1 - spread["spread_error"] / spread["spread_true"])),
    }

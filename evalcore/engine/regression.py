"""Regression through an engine: two scans give the sums behind every metric, exactly, with the
in-memory path's reasons where one is undefined (:mod:`evalcore.regression.metrics`).

First scan: invalid rows, Σe², Σ|e|, max |e|, the exact median |e| (the engine's MEDIAN), the
means, the sums of MAPE, SMAPE and RMSLE terms. Second scan: Σ(y − ȳ)², Σ(e − ē)² (so R² and
explained variance avoid the cancellation of Σy² − n·ȳ²) and the rows within the tolerance.
Sample weights need every row and are left to the in-memory path.

For the dashboard, :func:`regression_errors` reduces the residuals to their counts per distinct
value (or per bin past a limit), from which the REC curve and the residual histogram follow, and
:func:`regression_rows` pulls the in-memory path's plotted sample and worst rows in one
single-threaded scan in file order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore import io
from evalcore.engine import queries
from evalcore.engine.runners import DuckDBRunner
from evalcore.engine.rows import invalid_rows_error, first_rows_where
from evalcore.io.vocabulary import PRED_NAMES, TRUE_NAMES
from evalcore.regression.rec import RecCurve, WorstPredictions, check_tolerance
from evalcore.errors import EvalInputError
from evalcore.settings import DROP_INVALID, REGRESSION_PRED_COL
from evalcore.measure import Measure


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
    error_range: tuple[float, float] = (0.0, 0.0)
    """The lowest and the highest residual y − ŷ."""
    distinct_errors: int = 0
    """HyperLogLog's estimate of the distinct residuals (about ±2 %)."""
    notice: str | None = None
    """``engine_weight_column_unused`` when a column named like sample weights was left unused."""
    notice_params: dict | None = None


def regression_sums(runner, *, true_col=None, pred_col=None, tolerance=None,
                    drop_invalid=False) -> RegressionSums:
    """Reduce the runner's ``src`` to every metric of :data:`evalcore.regression.METRICS` and the
    share of rows within ``tolerance`` (default: the MAE), as the in-memory path computes them."""

    frame = pd.DataFrame(columns=runner.columns())
    true = io.resolve_column(frame, "true", TRUE_NAMES, true_col)
    pred = io.resolve_column(frame, "pred", PRED_NAMES, pred_col, setting=REGRESSION_PRED_COL)
    if true == pred:
        raise EvalInputError("regression_same_column", column=true)
    weight = io.resolve_column(frame, "weight", io.WEIGHT_NAMES, None, required=False)
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
        error_range=(float(sums["low_error"]), float(sums["high_error"])),
        distinct_errors=int(sums["distinct_errors"] or 0),
        notice="engine_weight_column_unused" if weight else None,
        notice_params={"column": weight} if weight else None,
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


@dataclass(frozen=True)
class ErrorCounts:
    """The kept rows per distinct residual e = y − ŷ (``bin_width`` None), or per bin of equal
    width ``bin_width`` from the lowest to the highest residual (``values`` the lower edges)."""

    values: np.ndarray
    counts: np.ndarray
    low: float
    high: float
    bin_width: float | None = None

    @property
    def approximate(self) -> bool:
        return self.bin_width is not None

    def rec(self) -> RecCurve:
        """The REC curve. Exact: the in-memory :func:`~evalcore.regression.rec_curve`. Binned:
        each bin counts at the largest |e| it can hold, so the curve is a lower bound of the exact
        one and reaches it within one bin width: ``rec(ε) ≤ REC(ε) ≤ rec(ε + bin_width)``."""
        if self.approximate:
            index = self._bin_index()
            last = int(round((self.high - self.low) / self.bin_width)) - 1
            lower = np.where(index == 0, self.low, self.values)
            upper = np.where(index == last, self.high, self.low + (index + 1) * self.bin_width)
            errors = np.minimum(np.maximum(np.abs(lower), np.abs(upper)),
                                max(abs(self.low), abs(self.high)))
        else:
            errors = np.abs(self.values)
        order = np.argsort(errors, kind="stable")
        errors, counts = errors[order], self.counts[order]
        cumulative = np.cumsum(counts)
        last_of_run = np.r_[errors[1:] != errors[:-1], True]
        tolerance = errors[last_of_run]
        rows = cumulative[last_of_run]
        accuracy = rows.astype(np.float64) / float(cumulative[-1])
        if tolerance[0] > 0:
            tolerance, accuracy, rows = np.r_[0.0, tolerance], np.r_[0.0, accuracy], np.r_[0, rows]
        return RecCurve(tolerance, accuracy, rows)

    def _bin_index(self) -> np.ndarray:
        return np.rint((self.values - self.low) / self.bin_width).astype(np.int64)

    def histogram(self, bars: int) -> tuple[np.ndarray, np.ndarray]:
        """(edges, counts) of ``bars`` equal bars over the residuals' range, as
        ``np.histogram(residuals, bars)``. Binned, every bar is a union of whole bins (the bin
        count is a multiple of ``bars``), so only rows within rounding of a bar's edge can fall
        in the next bar."""
        if not self.approximate:
            counts, edges = np.histogram(self.values, bins=bars, weights=self.counts)
            return edges, np.rint(counts).astype(np.int64)
        fine = int(round((self.high - self.low) / self.bin_width))
        if fine % bars:
            raise ValueError(f"{fine} bins do not make {bars} bars")
        counts = np.bincount(self._bin_index() // (fine // bars), self.counts, minlength=bars)
        return np.linspace(self.low, self.high, bars + 1), np.rint(counts).astype(np.int64)


def regression_errors(runner, sums: RegressionSums, *, max_distinct: int,
                      bins: int) -> ErrorCounts:
    """The kept rows of ``sums`` per distinct residual, exact up to ``max_distinct`` distinct
    residuals (HyperLogLog's estimate), past it per one of ``bins`` equal bins (the binary
    path's :mod:`~evalcore.engine.bins`)."""
    from evalcore.engine.bins import equal_bins

    low, high = sums.error_range
    binned = equal_bins(low, high, bins) if sums.distinct_errors > max_distinct else None
    table = runner.query(queries.regression_errors(sums.true_col, sums.pred_col, binned))
    values = table.column("error").to_numpy(zero_copy_only=False).astype(np.float64)
    counts = table.column("n").to_numpy(zero_copy_only=False).astype(np.int64)
    order = np.argsort(values, kind="stable")
    values, counts = values[order], counts[order]
    if binned is None:
        return ErrorCounts(values, counts, low, high)
    return ErrorCounts(binned.lower_edges(values), counts, low, high, binned.width)


@dataclass(frozen=True)
class RegressionRows:
    """The rows the page draws: the in-memory path's sample of the kept rows
    (:func:`evalcore.sampling.sample_rows`) and its worst predictions, numbered as in the file."""

    y_true: np.ndarray
    y_pred: np.ndarray
    worst: WorstPredictions


def regression_rows(source, sums: RegressionSums, *, budget: int, worst: int,
                    seed: int = 0, stop=None) -> RegressionRows:
    """One single-threaded DuckDB scan in file order (row 1 = the first data row, files in name
    order): the kept rows :func:`~evalcore.sampling.sample_rows` picks of ``sums.n`` (the same
    rows as in memory) and the ``worst`` rows with the largest |y − ŷ| (ties: earlier row).
    Setting the event ``stop`` ends the scan at the next batch (``engine_walk_stopped``)."""
    from evalcore.regression.rec import worst_predictions
    from evalcore.sampling import sample_rows

    chosen = sample_rows(sums.n, budget, seed=seed)
    runner = DuckDBRunner(source, threads=1)
    runner.connection.execute("SET preserve_insertion_order = true")
    relation = runner.relation(queries.regression_rows(sums.true_col, sums.pred_col))
    ys, ps = [], []
    kept = (np.empty(0, np.int64), np.empty(0), np.empty(0))
    offset = seen = 0
    for batch in relation.to_arrow_reader():
        if stop is not None and stop.is_set():
            raise EvalInputError("engine_walk_stopped", pattern=source.pattern)
        valid = batch.column(0).to_numpy(zero_copy_only=False).astype(bool)
        rows = np.flatnonzero(valid) + offset + 1
        y = batch.column(1).to_numpy(zero_copy_only=False).astype(np.float64)[valid]
        p = batch.column(2).to_numpy(zero_copy_only=False).astype(np.float64)[valid]
        here = chosen[(chosen >= seen) & (chosen < seen + y.size)] - seen
        ys.append(y[here])
        ps.append(p[here])
        kept = _worst_so_far(kept, rows, y, p, worst, worst_predictions)
        offset += valid.size
        seen += y.size
    return RegressionRows(np.concatenate(ys) if ys else np.empty(0),
                          np.concatenate(ps) if ps else np.empty(0),
                          worst_predictions(kept[1], kept[2], k=worst, row_numbers=kept[0]))


def _worst_so_far(kept, rows, y, p, k, worst_predictions):
    """The ``k`` worst of the kept rows and this batch's, in file order (so that ties keep
    preferring the earlier row)."""
    rows, y, p = (np.r_[kept[0], rows], np.r_[kept[1], y], np.r_[kept[2], p])
    if rows.size <= k:
        return rows, y, p
    chosen = worst_predictions(y, p, k=k, row_numbers=np.arange(rows.size)).row
    chosen = np.sort(chosen)
    return rows[chosen], y[chosen], p[chosen]

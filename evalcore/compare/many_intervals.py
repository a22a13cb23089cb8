"""Each of k models' own percentile bootstrap interval of its main measures, from one set of
paired resamples: every model is measured on the same drawn rows (or queries, for ranking).

A resample is drawn as how many times each row is drawn
(:func:`evalcore.resample.draw_counts.draw_row_counts_into`, from
``numpy.random.default_rng(seed)``, one resample after another), and every measure here is a
function of count-weighted sums of per-row columns (hits, squared errors, per-class
indicators...). So a block of resamples is one matrix product, counts (resamples × rows) @
columns (rows × what every model needs), and the k models cost about what one does. The interval is the percentile one of
:func:`scipy.stats.bootstrap` (``method="percentile"``): the (1 − c)/2 and (1 + c)/2 quantiles
of the resampled values (NaN anywhere: no interval). The same resamples give every pair's paired
bootstrap too (:class:`Resampled`): a pair's resampled difference is the difference of its two
models' resampled measures, so one pass tests every pair.

Intervals are written beside the measure they bound, as ``<measure>_ci`` ``[low, high]`` (as
binary's ``auc_ci``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np

from evalcore.resample.draw_counts import draw_row_counts_into

CONFIDENCE = 0.95
"""The intervals' level."""

BLOCK_CELLS = 1 << 23
"""Cells of the counts matrix held at once (the resamples of one block × the rows)."""


def resampled_sums(columns, n_resamples: int, seed: int) -> np.ndarray:
    """Σ_rows count · ``columns`` for every resample (shape resamples × columns): the counts of
    each resample drawn in turn from ``default_rng(seed)``. ``columns``: an array, or a SciPy
    sparse array of 0/1 (summed in float32, exact while the rows are fewer than 2²⁴)."""
    from scipy import sparse

    is_sparse = sparse.issparse(columns)
    dtype = np.float32 if is_sparse and columns.shape[0] < 1 << 24 else np.float64
    columns = columns.astype(dtype) if is_sparse else np.asarray(columns, dtype=dtype)
    n = columns.shape[0]
    rng = np.random.default_rng(seed)
    sums = np.empty((n_resamples, columns.shape[1]), dtype=np.float64)
    step = max(1, BLOCK_CELLS // max(n, 1))
    counts = np.empty((min(step, n_resamples), n), dtype=dtype)
    for start in range(0, n_resamples, step):
        stop = min(start + step, n_resamples)
        draw_row_counts_into(rng, counts[:stop - start])
        sums[start:stop] = counts[:stop - start] @ columns
    return sums


def percentile_intervals(values: np.ndarray, confidence: float = CONFIDENCE
                         ) -> list[list[float] | None]:
    """Per column of ``values`` (resamples × columns) its percentile interval; None where a
    resample left the measure undefined (NaN)."""
    values = np.asarray(values, dtype=np.float64)
    tail = (1 - confidence) / 2
    bounds = np.percentile(values, [100 * tail, 100 * (1 - tail)], axis=0)
    defined = np.isfinite(values).all(axis=0)
    return [[float(bounds[0, j]), float(bounds[1, j])] if defined[j] else None
            for j in range(values.shape[1])]


def _per_model(keys: Sequence[str], values: Sequence[np.ndarray], k: int,
               confidence: float) -> list[dict[str, list[float] | None]]:
    """``<key>_ci`` of each model from each key's resampled values (resamples × models)."""
    out = [{} for _ in range(k)]
    for key, resampled in zip(keys, values):
        for i, interval in enumerate(percentile_intervals(resampled, confidence)):
            out[i][f"{key}_ci"] = interval
    return out


@dataclass(frozen=True, eq=False)
class Resampled:
    """k models' measures on all the rows (``observed``: measure → one row of k values, each
    model's measure of the pairs' resampling on every row drawn once) and on every resample
    (``resamples``: measure → resamples × models), all from the same drawn rows. A pair's paired
    bootstrap is the difference of two columns (:meth:`differences`)."""

    observed: Mapping[str, np.ndarray]
    resamples: Mapping[str, np.ndarray]

    def intervals(self, confidence: float = CONFIDENCE) -> list[dict[str, list[float] | None]]:
        """Each model's ``<measure>_ci`` of every measure."""
        k = next(iter(self.observed.values())).shape[1]
        return _per_model(tuple(self.resamples), tuple(self.resamples.values()), k, confidence)

    def differences(self, measure: str, i: int, j: int) -> tuple[float, np.ndarray]:
        """Model i's ``measure`` minus model j's: on all the rows, and on every resample."""
        observed, resampled = self.observed[measure][0], self.resamples[measure]
        return float(observed[i] - observed[j]), resampled[:, i] - resampled[:, j]


def multiclass_resampled(y: np.ndarray, preds: Sequence[np.ndarray], n_classes: int, *,
                         n_resamples: int, seed: int) -> Resampled:
    """Each classifier's ``accuracy`` and ``macro_f1_mean`` (the mean per-class F1 over all
    ``n_classes`` labels, 0/0 as 0, as its report) on all rows and on every resample; ``y`` and
    ``preds``: class indices. A resample's confusion matrices are its counts summed by (truth,
    prediction) cell: one sparse column per model and cell."""
    from scipy import sparse

    y = np.asarray(y, dtype=np.int64)
    k, n, cells = len(preds), y.size, n_classes * n_classes
    codes = np.concatenate([i * cells + y * n_classes + np.asarray(p, dtype=np.int64)
                            for i, p in enumerate(preds)])
    rows = np.tile(np.arange(n), k)
    cell_of = sparse.csr_array((np.ones(codes.size, dtype=np.float32), (rows, codes)),
                               shape=(n, k * cells))

    def measures(sums: np.ndarray) -> dict[str, np.ndarray]:
        confusion = sums.reshape(len(sums), k, n_classes, n_classes)
        hits = np.diagonal(confusion, axis1=2, axis2=3)
        denominator = confusion.sum(axis=2) + confusion.sum(axis=3)
        f1 = np.divide(2 * hits, denominator, out=np.zeros_like(hits), where=denominator > 0)
        return {"accuracy": hits.sum(axis=2) / n, "macro_f1_mean": f1.mean(axis=2)}

    observed = np.asarray(cell_of.sum(axis=0), dtype=np.float64).reshape(1, -1)
    return Resampled(measures(observed), measures(resampled_sums(cell_of, n_resamples, seed)))


def multiclass_intervals(y: np.ndarray, preds: Sequence[np.ndarray], n_classes: int, *,
                         n_resamples: int, seed: int, confidence: float = CONFIDENCE
                         ) -> list[dict[str, list[float] | None]]:
    """Each classifier's ``accuracy_ci`` and ``macro_f1_mean_ci`` (:func:`multiclass_resampled`)."""
    return multiclass_resampled(y, preds, n_classes, n_resamples=n_resamples,
                                seed=seed).intervals(confidence)


def regression_resampled(y: np.ndarray, preds: Sequence[np.ndarray], *, n_resamples: int,
                         seed: int) -> Resampled:
    """Each regressor's ``rmse``, ``mae`` and ``r2`` on all rows and on every resample (R²
    undefined, NaN, when a resample draws one true value only)."""
    y = np.asarray(y, dtype=np.float64)
    k, n = len(preds), y.size
    centred = y - y.mean()  # the resampled spread of y, without cancellation
    errors = [y - np.asarray(p, dtype=np.float64) for p in preds]
    columns = np.column_stack([centred, centred ** 2]
                              + [e ** 2 for e in errors] + [np.abs(e) for e in errors])
    tolerance = 1e-12 * max(float(np.sum(centred ** 2)), np.finfo(float).tiny)

    def measures(sums: np.ndarray) -> dict[str, np.ndarray]:
        spread = sums[:, 1] - sums[:, 0] ** 2 / n
        squared, absolute = sums[:, 2:2 + k] / n, sums[:, 2 + k:2 + 2 * k] / n
        with np.errstate(divide="ignore", invalid="ignore"):
            r2 = np.where(spread[:, None] > tolerance, 1 - squared * n / spread[:, None],
                          np.nan)
        return {"rmse": np.sqrt(squared), "mae": absolute, "r2": r2}

    observed = columns.sum(axis=0).reshape(1, -1)
    return Resampled(measures(observed), measures(resampled_sums(columns, n_resamples, seed)))


def regression_intervals(y: np.ndarray, preds: Sequence[np.ndarray], *, n_resamples: int,
                         seed: int, confidence: float = CONFIDENCE
                         ) -> list[dict[str, list[float] | None]]:
    """Each regressor's ``rmse_ci``, ``mae_ci`` and ``r2_ci`` (:func:`regression_resampled`; R²
    undefined, so no interval, when a resample draws one true value only)."""
    return regression_resampled(y, preds, n_resamples=n_resamples,
                                seed=seed).intervals(confidence)


def ranking_intervals(per_query: np.ndarray, metric: str, *, n_resamples: int, seed: int,
                      confidence: float = CONFIDENCE) -> list[dict[str, list[float] | None]]:
    """Each ranker's ``<metric>_ci`` of its mean over queries (``per_query``: queries × models,
    the same queries in the same order for every model), resampling whole queries."""
    per_query = np.asarray(per_query, dtype=np.float64)
    means = resampled_sums(per_query, n_resamples, seed) / per_query.shape[0]
    return _per_model((metric,), (means,), per_query.shape[1], confidence)


def with_intervals(measures: Sequence[dict], intervals: Sequence[dict]) -> tuple[dict, ...]:
    """Each model's measures with its intervals beside them."""
    return tuple({**m, **i} for m, i in zip(measures, intervals))


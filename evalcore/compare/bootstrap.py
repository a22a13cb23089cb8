"""Paired bootstrap confidence interval for the difference of any metric between two models.

Each resample draws the same units (rows, or whole queries when ``groups`` is given) with
replacement for both models, so the interval accounts for the correlation between them:

    Δ* = f(y*, a*) − f(y*, b*)

over ``n_resamples`` resamples drawn by ``numpy.random.default_rng(seed)`` (reproducible). The
interval (percentile, basic or BCa) is always :func:`scipy.stats.bootstrap`'s. The resampling is
SciPy's too, except for a metric prepared once per model (``on_counts``, every metric the
Comparison page offers) when rows are resampled: each resample is then drawn as how many times
each row is drawn (:func:`evalcore.compare.row_counts.draw_row_counts`, the same distribution as
SciPy's draw of n row indices, several times faster to draw and to evaluate), and SciPy computes
the interval from that distribution (``bootstrap_result``).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
import os
from types import SimpleNamespace
import warnings
from typing import Any, Callable, Mapping

import numpy as np

from evalcore.compare._check import check_confidence
from evalcore.compare.row_counts import draw_row_counts
from evalcore.errors import EvalInputError

PARALLEL_ROWS = 100_000
"""From this many rows, model B is evaluated in a second thread while model A is evaluated (numpy
releases the GIL in the passes over the rows), when the machine has more than one core."""

METHODS = ("percentile", "basic", "BCa")
"""Interval methods of :func:`scipy.stats.bootstrap`; BCa also evaluates the metric n times
(jackknife), which is slow for large n."""


@dataclass(frozen=True, eq=False)
class BootstrapResult:
    """The difference of a metric between models A and B, with its bootstrap interval.

    Attributes
    ----------
    value_a, value_b : float or None
        The metric of each model on all the data.
    difference : float or None
        ``value_a − value_b``.
    ci : (float, float) or None
        The interval for the difference; None, with ``reason``, when some resamples leave the
        metric undefined (e.g. no positive drawn) or the resampled differences are degenerate.
    standard_error : float or None
        Standard deviation of the resampled differences.
    distribution : ndarray
        The ``n_resamples`` resampled differences (NaN where undefined), for a histogram.
    n_resamples, seed, method, confidence
        How the interval was computed (to show beside it).
    n_units : int
        Number of resampled units: rows, or queries when resampling groups.
    """

    value_a: float | None
    value_b: float | None
    difference: float | None
    ci: tuple[float, float] | None
    standard_error: float | None
    distribution: np.ndarray
    n_resamples: int
    seed: int
    method: str
    confidence: float
    n_units: int
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


def paired_bootstrap(
    metric: Callable[..., float],
    y_true,
    pred_a,
    pred_b,
    *,
    groups=None,
    n_resamples: int = 1000,
    confidence: float = 0.95,
    method: str = "percentile",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> BootstrapResult:
    """Bootstrap the difference ``metric(y_true, pred_a) − metric(y_true, pred_b)``.

    Parameters
    ----------
    metric : callable
        ``metric(y_true, pred) -> float`` (scores or predictions, e.g. average precision, F1 of
        predictions at a threshold, RMSE); with ``groups``, ``metric(y_true, pred, groups)``
        where ``groups`` numbers the resampled queries 0, 1, … (a query drawn twice counts twice).
        A metric with ``on_counts(y_true, pred) -> evaluate(counts)`` (e.g.
        :class:`evalcore.compare.resampled.ResampledAuc`) is prepared once per model and then
        evaluated on each resample's row counts (see the module's docstring).
    y_true, pred_a, pred_b : array-like, shape (n_samples,)
        Truth and the two models' outputs for the same samples.
    groups : array-like, shape (n_samples,), optional
        Query id of each row: whole queries are resampled (for ranking metrics such as NDCG@k).
    n_resamples : int
    confidence : float
    method : {"percentile", "basic", "BCa"}
    seed : int
        Seed of ``numpy.random.default_rng``: the same seed gives the same interval.
    progress : callable, optional
        Called as ``progress(done, total)`` after each evaluation of the difference; ``total``
        is ``n_resamples`` (plus 1 + the number of units for BCa's jackknife).
    """
    from scipy.stats import bootstrap

    confidence = check_confidence(confidence)
    if method not in METHODS:
        raise EvalInputError("compare_bootstrap_method", method=method, methods=", ".join(METHODS))
    if n_resamples < 1:
        raise EvalInputError("compare_bootstrap_resamples", value=n_resamples)
    units = _Units(y_true, pred_a, pred_b, groups)
    total = n_resamples + (1 + units.count if method == "BCa" else 0)
    done = 0

    def difference(index: np.ndarray, counts: bool = False) -> float:
        """A − B on the drawn units: an index array, or with ``counts`` the row counts."""
        nonlocal done
        try:
            value_a, value_b = (units.evaluate_counts(metric, index) if counts
                                else units.evaluate(metric, index))
        except ValueError:  # e.g. a resample with one class only: undefined, counted below
            value_a = value_b = np.nan
        done += 1
        if progress is not None:
            progress(min(done, total), total)
        return value_a - value_b

    value_a, value_b = units.evaluate(metric, np.arange(units.count))
    observed = value_a - value_b
    settings = {
        "n_resamples": n_resamples, "seed": seed, "method": method, "confidence": confidence,
        "n_units": units.count,
    }
    if not np.isfinite(observed):
        return BootstrapResult(
            value_a=_finite(value_a), value_b=_finite(value_b), difference=None, ci=None,
            standard_error=None, distribution=np.empty(0), **settings,
            reason="compare_bootstrap_metric_undefined",
        )
    rng = np.random.default_rng(seed)
    drawn = None
    if units.counted(metric):  # drawn here as row counts; SciPy computes the interval
        distribution = np.empty(n_resamples)
        parallel = units.count >= PARALLEL_ROWS and (os.cpu_count() or 1) > 1
        with ThreadPoolExecutor(1) if parallel else nullcontext() as units.thread:
            for k in range(n_resamples):
                distribution[k] = difference(draw_row_counts(rng, units.count), counts=True)
        units.thread = None
        drawn = SimpleNamespace(bootstrap_distribution=distribution)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # undefined resamples are counted and reported instead
        result = bootstrap(
            (np.arange(units.count),),
            difference,
            n_resamples=0 if drawn else n_resamples,
            bootstrap_result=drawn,
            batch=max(1, min(n_resamples, 10**6 // units.count)),
            vectorized=False,
            confidence_level=confidence,
            method=method,
            rng=rng,
        )
    distribution = result.bootstrap_distribution
    undefined = int(np.count_nonzero(~np.isfinite(distribution)))
    low, high = result.confidence_interval
    reason, params, ci = None, {}, None
    if undefined:
        reason, params = "compare_bootstrap_undefined_resamples", {"count": undefined}
    elif not (np.isfinite(low) and np.isfinite(high)):
        reason = "compare_bootstrap_degenerate"
    else:
        ci = (float(low), float(high))
    standard_error = None if undefined else float(np.std(distribution, ddof=1))
    return BootstrapResult(
        value_a=value_a, value_b=value_b, difference=observed, ci=ci,
        standard_error=standard_error, distribution=distribution, **settings, reason=reason,
        params=params,
    )


class _Units:
    """The resampled units: rows, or queries (the rows of each group, kept together)."""

    def __init__(self, y_true, pred_a, pred_b, groups) -> None:
        self.y, self.a, self.b = (np.asarray(v) for v in (y_true, pred_a, pred_b))
        if not len(self.y) == len(self.a) == len(self.b) or (
            groups is not None and len(groups) != len(self.y)
        ):
            sizes = [len(self.y), len(self.a), len(self.b)]
            raise EvalInputError(
                "compare_lengths_differ", labels=sizes[0], a=sizes[1], b=sizes[2]
            )
        if len(self.y) == 0:
            raise EvalInputError("compare_no_rows")
        self.grouped = groups is not None
        self.prepared: dict[Callable, tuple[Callable, Callable]] = {}
        self.thread: ThreadPoolExecutor | None = None
        if self.grouped:
            codes = np.unique(np.asarray(groups), return_inverse=True)[1].ravel()
            self.order = np.argsort(codes, kind="stable")
            self.sizes = np.bincount(codes)
            self.starts = np.concatenate([[0], np.cumsum(self.sizes)[:-1]])
            self.count = len(self.sizes)
        else:
            self.count = len(self.y)

    def rows(self, index: np.ndarray) -> tuple[np.ndarray, tuple]:
        """Rows of the drawn units (in draw order) and, for queries, their new query numbers."""
        if not self.grouped:
            return index, ()
        sizes = self.sizes[index]
        draw = np.repeat(np.arange(len(index)), sizes)
        offset = np.arange(len(draw)) - np.repeat(np.cumsum(sizes) - sizes, sizes)
        return self.order[self.starts[index][draw] + offset], (draw,)

    def counted(self, metric: Callable) -> bool:
        """Whether resamples of ``metric`` are evaluated on row counts (``on_counts``)."""
        return not self.grouped and callable(getattr(metric, "on_counts", None))

    def evaluate_counts(self, metric: Callable, counts: np.ndarray) -> tuple[float, float]:
        """The metric of model A and of model B, given how many times each row is drawn
        (evaluators prepared once per model)."""
        if metric not in self.prepared:
            self.prepared[metric] = (metric.on_counts(self.y, self.a),
                                     metric.on_counts(self.y, self.b))
        model_a, model_b = self.prepared[metric]
        if self.thread is None:
            return float(model_a(counts)), float(model_b(counts))
        value_b = self.thread.submit(model_b, counts)
        value_a = float(model_a(counts))
        return value_a, float(value_b.result())

    def evaluate(self, metric: Callable[..., float], index: np.ndarray) -> tuple[float, float]:
        """The metric of model A and of model B on the drawn units (counted, through the
        metric's prepared evaluators, when it has them and rows are resampled)."""
        rows, extra = self.rows(np.asarray(index, dtype=np.intp))
        if self.counted(metric):
            return self.evaluate_counts(metric, np.bincount(rows, minlength=self.count))
        y = self.y[rows]
        return float(metric(y, self.a[rows], *extra)), float(metric(y, self.b[rows], *extra))


def _finite(value: float) -> float | None:
    return float(value) if np.isfinite(value) else None

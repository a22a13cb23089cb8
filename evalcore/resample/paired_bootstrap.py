"""Paired bootstrap confidence interval for the difference of any metric between two models.

Each resample draws the same units (rows, or whole queries when ``groups`` is given) with
replacement for both models, so the interval accounts for the correlation between them:

    Δ* = f(y*, a*) − f(y*, b*)

over ``n_resamples`` resamples drawn by ``numpy.random.default_rng(seed)`` (reproducible). The
interval (percentile, basic or BCa) is always :func:`scipy.stats.bootstrap`'s. The resampling is
SciPy's too, except for a metric prepared once per model (``on_counts``, every metric the
Comparison page offers) when rows are resampled: each resample is then drawn as how many times
each row is drawn (:func:`evalcore.resample.draw_counts.draw_row_counts`, the same distribution as
SciPy's draw of n row indices, several times faster to draw and to evaluate), and SciPy computes
the interval from that distribution (``bootstrap_result``). From :data:`PARALLEL_ROWS` rows those
resamples are shared by two threads with their own random streams, over the rows in the metric's
``resample_order`` when it has one (:func:`_counted_differences`).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
import queue
import threading
from types import SimpleNamespace
import warnings
from typing import Any, Callable, Mapping

import numpy as np

from evalcore.resample.draw_counts import draw_row_counts, iter_row_counts
from evalcore.errors import EvalInputError

PARALLEL_ROWS = 100_000
"""From this many rows, resamples evaluated on row counts are shared by :data:`STREAMS` threads
(the compiled passes over the counts release the GIL), each drawing its resamples from its own
generator spawned from the seed: the same seed gives the same resamples on any machine."""

STREAMS = 2
"""Threads, and random streams, of a bootstrap from :data:`PARALLEL_ROWS` rows (fixed, not the
machine's core count, so that the resamples do not depend on the machine)."""

AHEAD = 2 * STREAMS
"""Resamples the threads may finish before the calling thread has taken them: bounds the work
done after a caller stops (Streamlit's stop raises in the progress callback)."""

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



def check_confidence(confidence: float) -> float:
    """``confidence`` as a float strictly between 0 and 1."""
    if not 0 < confidence < 1:
        raise EvalInputError("compare_bad_confidence", value=confidence)
    return float(confidence)


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
        :class:`evalcore.resample.prepared_metrics.ResampledAuc`) is prepared once per model and then
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

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(min(done, total), total)

    def difference(index: np.ndarray) -> float:
        """A − B on the drawn units (NaN where the metric is undefined), for SciPy."""
        value = _a_minus_b(lambda: units.evaluate(metric, index))
        tick()
        return value

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
        for k, value in _counted_differences(units, metric, rng, n_resamples):
            distribution[k] = value
            tick()  # on the calling thread, in the order the resamples finish
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


def _a_minus_b(evaluate: Callable[[], tuple[float, float]]) -> float:
    """A − B of ``evaluate()``'s pair; NaN where the metric is undefined (ValueError, e.g. a
    resample with one class only), which the caller counts."""
    try:
        value_a, value_b = evaluate()
    except ValueError:
        return np.nan
    return value_a - value_b


def _counted_differences(units: _Units, metric: Callable, rng: np.random.Generator,
                         resamples: int):
    """``(k, A − B of resample k)`` for every resample, drawn as row counts and evaluated by the
    metric's prepared evaluators, yielded on the calling thread. From :data:`PARALLEL_ROWS`
    rows, :data:`STREAMS` threads each evaluate every STREAMS-th resample, drawn from their own
    generator (spawned from ``rng``), at most :data:`AHEAD` resamples ahead of the caller, and the
    pairs come in the order they finish."""
    n, evaluators = units.count, units.evaluators(metric)
    if n < PARALLEL_ROWS:
        for k, counts in enumerate(iter_row_counts(rng, n, resamples)):
            yield k, _a_minus_b(lambda: evaluators.of_draw(counts))
        return
    streams = rng.spawn(STREAMS)
    finished: queue.SimpleQueue = queue.SimpleQueue()
    stop = threading.Event()
    ahead = threading.Semaphore(AHEAD)  # a permit per resample begun and not yet taken

    def work(first: int) -> None:
        try:
            for k in range(first, resamples, STREAMS):
                ahead.acquire()
                if stop.is_set():
                    return
                counts = draw_row_counts(streams[first], n)
                finished.put((k, _a_minus_b(lambda: evaluators.of_draw(counts))))
        except BaseException as error:  # re-raised on the calling thread
            finished.put((None, error))

    with ThreadPoolExecutor(STREAMS) as pool:
        for first in range(STREAMS):
            pool.submit(work, first)
        try:
            for _ in range(resamples):
                k, value = finished.get()
                if k is None:
                    raise value
                yield k, value
                ahead.release()
        finally:
            stop.set()  # e.g. the caller stopped listening: the threads end after a resample
            ahead.release(STREAMS)  # and none waits for a permit


@dataclass(frozen=True)
class _Evaluators:
    """A metric's evaluators of models A and B, on the rows in the order ``positions`` (row
    ``positions[p]`` at position ``p``; None: the rows' own order). A draw over the positions is
    a draw over the rows, so the resamples draw over the positions directly (:meth:`of_draw`);
    counts of the rows themselves are put in that order first (:meth:`of_rows`)."""

    model_a: Callable[[np.ndarray], float]
    model_b: Callable[[np.ndarray], float]
    positions: np.ndarray | None = None

    def of_draw(self, counts: np.ndarray) -> tuple[float, float]:
        """A and B given how many times each position is drawn."""
        return float(self.model_a(counts)), float(self.model_b(counts))

    def of_rows(self, counts: np.ndarray) -> tuple[float, float]:
        """A and B given how many times each row is drawn."""
        return self.of_draw(counts if self.positions is None else counts[self.positions])


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
        self.prepared: dict[Callable, _Evaluators] = {}
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
        """The metric of model A and of model B, given how many times each row is drawn."""
        return self.evaluators(metric).of_rows(counts)

    def evaluators(self, metric: Callable) -> _Evaluators:
        """The metric's evaluators, prepared once per model (safe to call from several threads
        at once); from :data:`PARALLEL_ROWS` rows, model B's prepared in a second thread while
        model A's is (the sorts release the GIL), on the rows in the metric's
        ``resample_order`` when it has one."""
        if metric not in self.prepared:
            self.prepared[metric] = self._prepare(metric)
        return self.prepared[metric]

    def _prepare(self, metric: Callable) -> _Evaluators:
        if self.count < PARALLEL_ROWS:
            return _Evaluators(metric.on_counts(self.y, self.a),
                               metric.on_counts(self.y, self.b))
        y, a, b, positions = self.y, self.a, self.b, None
        if callable(getattr(metric, "resample_order", None)):
            positions = metric.resample_order(y, a)
            y, a, b = y[positions], a[positions], b[positions]
        with ThreadPoolExecutor(1) as pool:
            model_b = pool.submit(metric.on_counts, y, b)
            return _Evaluators(metric.on_counts(y, a), model_b.result(), positions)

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

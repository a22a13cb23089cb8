"""The paired bootstrap from PARALLEL_ROWS rows: two threads, each evaluating every second
resample drawn from its own generator spawned from the seed, over the rows in the metric's
resample order (model A's descending scores for AUC, AP and BEP). The resampled differences equal
scikit-learn's on the rows those generators draw, in order; progress is reported on the calling
thread; a failure in a thread reaches the caller, and a caller that stops ends the threads."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import numpy as np
import pytest
from scipy import stats
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.resample import paired_bootstrap as bootstrap_module
from evalcore.compare import paired_bootstrap
from evalcore.compare.resampled import BINARY_ON_SCORES, REGRESSION
from evalcore.resample.draw_counts import draw_row_counts, drawn_rows

ROWS, RESAMPLES = 3000, 60


@pytest.fixture(autouse=True)
def threaded(monkeypatch):
    """3,000 rows take the threaded path (from 1,000 rows here, 100,000 in the app)."""
    monkeypatch.setattr(bootstrap_module, "PARALLEL_ROWS", 1000)


def _binary(seed=2):
    rng = np.random.default_rng(seed)
    y = rng.random(ROWS) < 0.3
    return y, np.round(y + rng.normal(0, 1, ROWS), 2), np.round(y + rng.normal(0, 1.4, ROWS), 2)


def _expected(metric, reference, y, a, b, seed):
    """Resample k drawn from stream k mod 2 of default_rng(seed).spawn(2), each stream's draws
    in the order of its resamples, over the rows in the metric's resample order; the metric
    from scratch on the drawn rows."""
    order = getattr(metric, "resample_order", None)
    positions = order(y, a) if order else np.arange(ROWS)
    streams = np.random.default_rng(seed).spawn(bootstrap_module.STREAMS)
    out = []
    for k in range(RESAMPLES):
        drawn = draw_row_counts(streams[k % bootstrap_module.STREAMS], ROWS)
        rows = positions[drawn_rows(drawn)]
        out.append(reference(y[rows], a[rows]) - reference(y[rows], b[rows]))
    return np.array(out)


@pytest.mark.parametrize("name, reference", [("auc", roc_auc_score),
                                             ("ap", average_precision_score)])
def test_each_resample_equals_scikit_learn_on_its_streams_rows(name, reference):
    y, a, b = _binary()
    result = paired_bootstrap(BINARY_ON_SCORES[name], y, a, b, n_resamples=RESAMPLES, seed=4)
    expected = _expected(BINARY_ON_SCORES[name], reference, y, a, b, seed=4)
    np.testing.assert_allclose(result.distribution, expected, rtol=0, atol=1e-12)
    scipy_interval = stats.bootstrap(
        (np.arange(ROWS),), lambda rows: 0.0, n_resamples=0, method="percentile",
        bootstrap_result=SimpleNamespace(bootstrap_distribution=expected)).confidence_interval
    assert result.ci == pytest.approx(tuple(scipy_interval), abs=1e-12)


def test_model_a_reads_the_draw_in_place_in_its_resample_order():
    """AUC, AP and BEP resample in model A's descending score order: A's counts need no gather."""
    from evalcore.resample.prepared_metrics import _DistinctScores

    y, a, _ = _binary()
    positions = BINARY_ON_SCORES["auc"].resample_order(y, a)
    assert (np.diff(a[positions]) <= 0).all()
    in_place, gathered = _DistinctScores(y[positions], a[positions]), _DistinctScores(y, a)
    counts = draw_row_counts(np.random.default_rng(0), ROWS)
    assert in_place.in_place and in_place.in_order(counts) is counts
    assert not gathered.in_place
    np.testing.assert_array_equal(gathered.in_order(counts[np.argsort(positions)]), counts)


def test_a_mean_equals_numpy_on_its_streams_rows():
    rng = np.random.default_rng(5)
    truth = rng.normal(size=ROWS)
    a, b = truth + rng.normal(0, 1, ROWS), truth + rng.normal(0, 1.2, ROWS)
    result = paired_bootstrap(REGRESSION["rmse"], truth, a, b, n_resamples=RESAMPLES, seed=6)
    expected = _expected(REGRESSION["rmse"], lambda t, p: np.sqrt(np.mean((t - p) ** 2)),
                         truth, a, b, seed=6)
    np.testing.assert_allclose(result.distribution, expected, rtol=1e-12)


def test_same_seed_same_resamples_and_progress_on_the_calling_thread():
    y, a, b = _binary()
    calls = []

    def progress(done, total):
        calls.append((done, total, threading.current_thread() is threading.main_thread()))

    first = paired_bootstrap(BINARY_ON_SCORES["bep"], y, a, b, n_resamples=RESAMPLES, seed=9,
                             progress=progress)
    again = paired_bootstrap(BINARY_ON_SCORES["bep"], y, a, b, n_resamples=RESAMPLES, seed=9)
    other = paired_bootstrap(BINARY_ON_SCORES["bep"], y, a, b, n_resamples=RESAMPLES, seed=10)
    np.testing.assert_array_equal(first.distribution, again.distribution)
    assert not np.array_equal(first.distribution, other.distribution)
    assert calls == [(k, RESAMPLES, True) for k in range(1, RESAMPLES + 1)]


class _Counting:
    """A metric whose evaluators count their calls and raise ``error`` from call ``fail_at``."""

    def __init__(self, fail_at=None, error=RuntimeError("broken metric")):
        self.calls, self.fail_at, self.error = 0, fail_at, error
        self.lock = threading.Lock()

    def __call__(self, y_true, scores):
        return float(np.mean(scores))

    def on_counts(self, y_true, scores):
        def evaluate(counts):
            with self.lock:
                self.calls += 1
                if self.fail_at is not None and self.calls >= self.fail_at:
                    raise self.error
            return float(np.dot(counts, scores) / counts.sum())

        return evaluate


def _within(seconds, run):
    """``run()`` on a daemon thread; fails the test instead of hanging it."""
    outcome = {}

    def target():
        try:
            outcome["value"] = run()
        except BaseException as error:  # noqa: BLE001 - handed to the test
            outcome["error"] = error

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    return outcome


def test_a_failure_in_a_thread_reaches_the_caller():
    y, a, b = _binary()
    metric = _Counting(fail_at=12)  # 2 calls a resample, after the first evaluation of both
    outcome = _within(30, lambda: paired_bootstrap(metric, y, a, b, n_resamples=RESAMPLES))
    assert isinstance(outcome.get("error"), RuntimeError)


def test_a_caller_that_stops_ends_the_threads():
    """The progress callback raising (as Streamlit's stop does) ends the bootstrap: the threads
    run at most AHEAD resamples ahead of the caller, finish the one they are on and begin no
    more, however the machine schedules them."""

    class Stop(Exception):
        pass

    def stop_at_three(done, total):
        if done == 3:
            raise Stop

    y, a, b = _binary()
    metric = _Counting()
    before = threading.active_count()
    outcome = _within(30, lambda: paired_bootstrap(metric, y, a, b, n_resamples=RESAMPLES,
                                                   progress=stop_at_three))
    assert isinstance(outcome.get("error"), Stop)
    assert threading.active_count() == before
    # the full-data evaluation (2 calls), then 2 calls a resample: the 2 taken before the
    # third, which raised, and at most AHEAD begun beyond them
    assert metric.calls <= 2 + 2 * (2 + bootstrap_module.AHEAD)

"""The paired bootstrap at 10^6 rows for every metric the Comparison page offers: the metric
prepared once per model (``on_rows``, what the page runs) against the same bootstrap recomputing
every resample from scratch (what BEP, F1, RMSE, MAE and the multiclass metrics did before), and
against the resampling alone (SciPy drawing the rows, a metric that does nothing), all in the
same run, alternating. Every pair of runs is checked to give the same resampled differences.

Run: ``python benchmarks/bootstrap.py [--rows N] [--resamples R] [--scratch-resamples S]``
(prints a table; not part of the test suite). The from-scratch bootstrap is timed on S resamples
and scaled to R, as it takes minutes at 10^6 rows.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from evalcore.compare import paired_bootstrap  # noqa: E402
from evalcore.compare.bootstrap_metrics import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,  # noqa: E402
                                                RANKING, REGRESSION, multiclass_metrics)


def cases(n: int) -> dict[str, tuple]:
    """Each page metric with its inputs: two correlated models on the same n rows (ranking: one
    value per query, n/20 queries)."""
    rng = np.random.default_rng(0)
    y = rng.random(n) < 0.3
    shared = rng.normal(size=n)
    a = np.round(1.2 * y + shared + 0.5 * rng.normal(size=n), 6)
    b = np.round(1.0 * y + shared + 0.7 * rng.normal(size=n), 6)
    truth = rng.normal(size=n)
    classes = rng.integers(0, 5, n)
    pred_a, pred_b = (np.where(rng.random(n) < p, classes, rng.integers(0, 5, n))
                      for p in (0.7, 0.6))
    queries = n // 20
    out = {name: (m, y, a, b) for name, m in BINARY_ON_SCORES.items()}
    out |= {name: (m, y, a > 0.6, b > 0.6) for name, m in BINARY_ON_PREDICTIONS.items()}
    out |= {name: (m, truth, truth + rng.normal(size=n), truth + 1.2 * rng.normal(size=n))
            for name, m in REGRESSION.items()}
    out |= {f"multiclass {name}": (m, classes, pred_a, pred_b)
            for name, m in multiclass_metrics(5).items()}
    out["ranking ndcg (per query)"] = (RANKING["ranking_ndcg"], np.zeros(queries),
                                       rng.random(queries), rng.random(queries))
    return out


def seconds(metric, arrays, resamples: int):
    start = time.perf_counter()
    result = paired_bootstrap(metric, *arrays, n_resamples=resamples, seed=1)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=float, default=1e6)
    parser.add_argument("--resamples", type=int, default=200)
    parser.add_argument("--scratch-resamples", type=int, default=10)
    args = parser.parse_args()
    n, r, s = int(args.rows), args.resamples, args.scratch_resamples
    print(f"{n:,} rows; load average at start {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"| metric | {r} resamples, prepared once | per resample | resampling alone, per "
          f"resample | from scratch, per resample ({s} timed) | speed-up |")
    print("|---|---|---|---|---|---|")
    nothing = lambda y_true, outputs: 0.0  # noqa: E731
    for name, (metric, *arrays) in cases(n).items():
        scratch = lambda y_true, outputs, m=metric: m(y_true, outputs)  # noqa: E731
        slow, reference = seconds(scratch, arrays, s)
        fast, result = seconds(metric, arrays, r)
        floor, _ = seconds(nothing, arrays, s)
        np.testing.assert_allclose(result.distribution[:s], reference.distribution, rtol=0,
                                   atol=1e-12)
        print(f"| {name} | {fast:,.2f} s | {1e3 * fast / r:,.1f} ms | {1e3 * floor / s:,.1f} ms "
              f"| {1e3 * slow / s:,.1f} ms | {slow / s / (fast / r):,.1f}× |", flush=True)
    print(f"load average at end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()

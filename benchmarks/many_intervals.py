"""Every model's own bootstrap intervals of k models at once
(:mod:`evalcore.compare.many_intervals`), with every pair's paired bootstrap from the same
resamples (multiclass and regression), against one two-model paired bootstrap of the same rows
and resamples (:func:`evalcore.resample.paired_bootstrap`, the engine's prepared metric) run in
the same process.

- Multiclass, k models × n rows: accuracy and macro-F1 intervals and every pair's macro-F1
  test, against the paired bootstrap of one pair's macro-F1.
- Regression, k models × n rows: RMSE, MAE and R² intervals and every pair's RMSE test, against
  the paired bootstrap of one pair's RMSE.
- Ranking, k rankers × Q queries: the mean per-query metric's interval, against the paired
  bootstrap of one pair's mean over the same queries.

Run: ``python benchmarks/many_intervals.py [--models 10] [--rows 1e5] [--queries 2000]``
(prints a table; not part of the test suite).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import timed  # noqa: E402
from evalcore.api.settings import MANY_BOOTSTRAP_RESAMPLES  # noqa: E402
from evalcore.compare.many import shared_bootstrap_tests  # noqa: E402
from evalcore.compare.many_intervals import (multiclass_resampled, ranking_intervals,  # noqa: E402
                                             regression_resampled)
from evalcore.compare.multiclass import bootstrap_metric  # noqa: E402
from evalcore.compare.ranking import mean_metric  # noqa: E402
from evalcore.compare.resampled import REGRESSION  # noqa: E402
from evalcore.resample.paired_bootstrap import paired_bootstrap  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=10)
    parser.add_argument("--rows", type=float, default=1e5)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument("--classes", type=int, default=10)
    parser.add_argument("--resamples", type=int, default=MANY_BOOTSTRAP_RESAMPLES)
    args = parser.parse_args()
    k, n, q, classes, b = args.models, int(args.rows), args.queries, args.classes, args.resamples
    rng = np.random.default_rng(0)
    rows = []

    y = rng.integers(0, classes, n)
    preds = [np.where(rng.random(n) < 0.5 + 0.04 * i, y, rng.integers(0, classes, n))
             for i in range(k)]
    def every_multiclass():
        resampled = multiclass_resampled(y, preds, classes, n_resamples=b, seed=0)
        return resampled.intervals(), shared_bootstrap_tests("macro_f1_mean", resampled)

    ours, _ = timed(every_multiclass, repeat=1)
    pair, _ = timed(lambda: paired_bootstrap(bootstrap_metric("macro_f1", classes), y, preds[0],
                                             preds[1], n_resamples=b, seed=0), repeat=1)
    rows.append((f"multiclass ({classes} classes): accuracy, macro-F1; macro-F1 pairs",
                 f"{k} × {n:,} rows",
                 ours, pair))

    truth = rng.normal(size=n)
    values = [truth + (0.5 + 0.1 * i) * rng.normal(size=n) for i in range(k)]
    def every_regression():
        resampled = regression_resampled(truth, values, n_resamples=b, seed=0)
        return resampled.intervals(), shared_bootstrap_tests("rmse", resampled)

    ours, _ = timed(every_regression, repeat=1)
    pair, _ = timed(lambda: paired_bootstrap(REGRESSION["rmse"], truth, values[0], values[1],
                                             n_resamples=b, seed=0), repeat=1)
    rows.append(("regression: RMSE, MAE, R²; RMSE pairs", f"{k} × {n:,} rows", ours, pair))

    per_query = rng.random((q, k))
    ours, _ = timed(lambda: ranking_intervals(per_query, "ndcg", n_resamples=b, seed=0), repeat=1)
    pair, _ = timed(lambda: paired_bootstrap(mean_metric, np.zeros(q), per_query[:, 0],
                                             per_query[:, 1], n_resamples=b, seed=0), repeat=1)
    rows.append(("ranking: metric@k mean", f"{k} × {q:,} queries", ours, pair))

    print(f"| {b:,} resamples | models × units | every model's intervals (and every pair's test) "
          "| one pair's paired bootstrap | ratio |")
    print("|---|---|---|---|---|")
    for what, size, ours, pair in rows:
        print(f"| {what} | {size} | {ours:.2f} s | {pair:.2f} s | {ours / pair:.2f}× |")


if __name__ == "__main__":
    main()

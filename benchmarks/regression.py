"""Regression at 10^5, 10^6 and 10^7 rows: every seed-004 metric at once against the
scikit-learn calls one by one, the exact REC curve against a naive per-tolerance count, and a
tolerance move (one binary search), measured in the same run.

Run: ``python benchmarks/regression.py`` (prints a table; not part of the test suite).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from sklearn import metrics as skm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from evalcore.regression import rec_curve, regression_metrics  # noqa: E402
from timing import timed  # noqa: E402

SKLEARN = (skm.mean_squared_error, skm.root_mean_squared_error, skm.mean_absolute_error,
           skm.median_absolute_error, skm.max_error, skm.root_mean_squared_log_error,
           skm.mean_absolute_percentage_error, skm.r2_score, skm.explained_variance_score)
NAIVE_TOLERANCES = 200


def sklearn_one_by_one(y, p):
    smape = np.mean(2 * np.abs(y - p) / (np.abs(y) + np.abs(p)))
    return [f(y, p) for f in SKLEARN] + [smape]


def naive_rec(y, p, tolerances):
    """The share within each tolerance by a full count per tolerance (O(n) each)."""
    error = np.abs(y - p)
    return np.array([np.mean(error <= e) for e in tolerances])


def main() -> None:
    rng = np.random.default_rng(0)
    print("| rows | all metrics (evalcore) | scikit-learn one by one (+ SMAPE) | ratio "
          f"| REC curve (exact, all errors) | naive count at {NAIVE_TOLERANCES} tolerances "
          "| tolerance move |")
    print("|---|---|---|---|---|---|---|")
    for n in (10**5, 10**6, 10**7):
        y = rng.gamma(2.0, 50.0, n)
        p = y + rng.normal(0, 20, n)
        p = np.abs(p)
        mine, values = timed(regression_metrics, y, p)
        ref, reference = timed(sklearn_one_by_one, y, p)
        order = ("mse", "rmse", "mae", "median_ae", "max_error", "rmsle", "mape", "r2",
                 "explained_variance", "smape")
        assert np.allclose([values[k].value for k in order], reference)
        rec_time, rec = timed(rec_curve, y, p)
        tolerances = np.linspace(0, rec.tolerance[-1], NAIVE_TOLERANCES)
        naive_time, naive = timed(naive_rec, y, p, tolerances, repeat=1)
        assert np.allclose([rec.share_within(e) for e in tolerances], naive)
        move, _ = timed(rec.share_within, 12.5, repeat=1000)
        print(f"| {n:,} | {1e3 * mine:,.1f} ms | {1e3 * ref:,.1f} ms | {mine / ref:.2f}× "
              f"| {1e3 * rec_time:,.1f} ms | {1e3 * naive_time:,.1f} ms | {1e6 * move:.1f} µs |")


if __name__ == "__main__":
    main()

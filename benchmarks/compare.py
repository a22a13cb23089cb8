"""Comparing two binary models at 10^4, 10^5 and 10^6 rows: everything the Comparison page shows
(compare_binary: two sweeps, DeLong, AP, BEPs, cost envelopes, three dominance verdicts, McNemar)
against the scikit-learn calls for the curves, AUCs and APs alone; DeLong's O(n log n) form
against the O(n²) placement-value reference; a threshold move and a matched-FPR move; and the
paired bootstrap through the sorted-once AUC against the same bootstrap through scikit-learn's
roc_auc_score, all measured in the same run.

Run: ``python benchmarks/compare.py`` (prints tables; not part of the test suite).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from sklearn import metrics as skm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from evalcore.compare import (  # noqa: E402
    compare_binary,
    delong_test,
    matched_operating_points,
    matched_threshold,
    mcnemar_test,
    paired_bootstrap,
)
from evalcore.compare.delong import delong_reference  # noqa: E402
from evalcore.resample.prepared_metrics import ResampledAuc  # noqa: E402
from timing import timed  # noqa: E402


def correlated(n: int, seed: int = 0):
    """Labels (30% positive) and two correlated scorers to 6 decimals (some scores tie)."""
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.3
    shared = rng.normal(size=n)
    a = np.round(1.2 * y + shared + 0.5 * rng.normal(size=n), 6)
    b = np.round(1.0 * y + shared + 0.7 * rng.normal(size=n), 6)
    return y, a, b


def sklearn_curves(y, a, b):
    """What scikit-learn gives for the same curves and areas (no test, BEP, cost or verdict)."""
    return [(skm.roc_curve(y, s, drop_intermediate=False), skm.precision_recall_curve(y, s),
             skm.roc_auc_score(y, s), skm.average_precision_score(y, s)) for s in (a, b)]


def move(result, y, a, b, thresholds):
    """A threshold move on the page: both confusions from the sweeps and McNemar's table."""
    counts = [s.confusion_at(t) for s, t in zip(result.sweeps, thresholds)]
    return counts, mcnemar_test(y, a >= thresholds[0], b >= thresholds[1])


def main() -> None:
    print("| rows | compare_binary (everything) | scikit-learn curves + AUC + AP only | ratio "
          "| threshold move | matched-FPR move (from the sweeps) | matched_operating_points "
          "(sorts again) |")
    print("|---|---|---|---|---|---|---|")
    for n in (10**4, 10**5, 10**6):
        y, a, b = correlated(n)
        mine, result = timed(compare_binary, y, a, b, repeat=2)
        ref, reference = timed(sklearn_curves, y, a, b, repeat=2)
        assert np.isclose(result.delong.a.auc, reference[0][2])
        assert np.isclose(result.average_precision[1], reference[1][3])
        step, _ = timed(move, result, y, a, b, (0.5, 0.4), repeat=20)
        matched, threshold = timed(lambda: matched_threshold(result.roc[0], fpr=0.1), repeat=200)
        slow, points = timed(lambda: matched_operating_points(y, a, b, fpr=0.1), repeat=1)
        assert points[0].threshold == threshold
        print(f"| {n:,} | {1e3 * mine:,.0f} ms | {1e3 * ref:,.0f} ms | {mine / ref:.2f}× "
              f"| {1e3 * step:,.2f} ms | {1e6 * matched:,.1f} µs | {1e3 * slow:,.0f} ms |")

    print("\n| rows | DeLong O(n log n) | O(n²) placement reference | speed-up |")
    print("|---|---|---|---|")
    for n in (1_000, 4_000, 10_000):
        y, a, b = correlated(n, seed=1)
        fast, test = timed(delong_test, y, a, b)
        slow, (aucs, _) = timed(delong_reference, y, np.vstack([a, b]), repeat=1)
        assert np.allclose([test.a.auc, test.b.auc], aucs)
        print(f"| {n:,} | {1e3 * fast:,.2f} ms | {1e3 * slow:,.0f} ms | {slow / fast:,.0f}× |")

    print("\n| rows | paired bootstrap of the AUC difference, 200 resamples (sorted once) "
          "| per resample | through scikit-learn's roc_auc_score, per resample | speed-up |")
    print("|---|---|---|---|---|")
    for n in (10**4, 10**5, 10**6):
        y, a, b = correlated(n, seed=2)
        fast, quick = timed(lambda: paired_bootstrap(ResampledAuc(), y, a, b, n_resamples=200),
                            repeat=1)
        resamples = 200 if n < 10**6 else 20  # scikit-learn at 10^6: 20 resamples are enough
        slow, reference = timed(lambda: paired_bootstrap(skm.roc_auc_score, y, a, b,
                                                         n_resamples=resamples), repeat=1)
        assert np.allclose(quick.distribution[:resamples], reference.distribution, atol=1e-12)
        per_fast, per_slow = fast / 200, slow / resamples
        print(f"| {n:,} | {fast:,.2f} s | {1e3 * per_fast:,.1f} ms | {1e3 * per_slow:,.1f} ms "
              f"| {per_slow / per_fast:,.0f}× |")

if __name__ == "__main__":
    main()

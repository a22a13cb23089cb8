"""Comparing k binary models at once: 10 models × 10⁶ rows by default, every model's sweep, ROC,
P-R and cost curves, the k × k DeLong covariance with every pair's test (Holm-corrected), McNemar
at each model's threshold, and the curves decimated for drawing, against scikit-learn's
``roc_curve`` + ``precision_recall_curve`` loop over the same models in the same run.

Run: ``python benchmarks/many_models.py [--models 10] [--rows 1e6]`` (prints a table; not part of
the test suite). The paired bootstrap of AP and BEP is off here (``n_resamples=0``): it is
``n_resamples`` evaluations per pair, timed by ``benchmarks/compare.py``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from sklearn import metrics as skm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from evalcore.compare import delong_test  # noqa: E402
from evalcore.compare.many import compare_binary_many  # noqa: E402
from evalcore.decimate import decimate_curve  # noqa: E402


def models(k: int, n: int, seed: int = 0):
    """Labels (30 % positive) and k correlated scorers to 6 decimals (some scores tie)."""
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.3
    shared = rng.normal(size=n)
    return y, [np.round((0.6 + 0.1 * i) * y + shared + 0.6 * rng.normal(size=n), 6)
               for i in range(k)]


def everything(y, scores):
    """What the page needs: the k-model comparison and every curve decimated for drawing."""
    result = compare_binary_many(y, scores, [f"m{i}" for i in range(len(scores))],
                                 thresholds=0.5)
    curves = result.detail
    drawn = [(decimate_curve(r.fpr, r.tpr), decimate_curve(p.recall, p.precision),
              decimate_curve(c.pc, c.cost)) for r, p, c in zip(curves.roc, curves.pr, curves.cost)]
    return result, drawn


def sklearn_loop(y, scores):
    """scikit-learn's curves for the same models (no test, no cost curve, no decimation)."""
    return [(skm.roc_curve(y, s, drop_intermediate=False), skm.precision_recall_curve(y, s))
            for s in scores]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=10)
    parser.add_argument("--rows", type=float, default=1e6)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    k, n = args.models, int(args.rows)
    y, scores = models(k, n)
    ours, ours_cpu, (result, _) = timed_cpu(everything, y, scores, repeat=args.repeat)
    reference, reference_cpu, _ = timed_cpu(sklearn_loop, y, scores, repeat=args.repeat)
    # the numbers, checked: AUCs against scikit-learn, one pair against the two-model test
    for m, s in zip(result.measures, scores):
        assert abs(m["auc"] - skm.roc_auc_score(y, s)) < 1e-9
    pair = next(t for t in result.pairwise if t.measure == "auc" and (t.a, t.b) == (0, k - 1))
    assert abs(pair.p_value - delong_test(y, scores[0], scores[-1]).p_value) < 1e-12
    pairs = sum(t.measure == "auc" for t in result.pairwise)
    print(f"| models | rows | every curve + {pairs} DeLong pairs + McNemar + decimation: wall "
          "(CPU) | scikit-learn roc_curve + precision_recall_curve loop: wall (CPU) | ratio: wall "
          "(CPU) |")
    print("|---|---|---|---|---|")
    print(f"| {k} | {n:,} | {ours:.2f} s ({ours_cpu:.2f} s) | {reference:.2f} s "
          f"({reference_cpu:.2f} s) | {ours / reference:.2f}× ({ours_cpu / reference_cpu:.2f}×) |")


def timed_cpu(function, *args, repeat: int):
    """(best wall time, best CPU time of this process, the last result): on a machine shared
    with other work the CPU time is what the computation itself costs."""
    import time

    wall = cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = function(*args)
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu, result


if __name__ == "__main__":
    main()

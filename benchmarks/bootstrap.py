"""The paired bootstrap at 10^6 rows for every metric the Comparison page offers, before and after,
in the same run: each timing is a fresh process running ``paired_bootstrap`` from this tree, or
from another copy of ``evalcore`` (``--before DIR``, e.g. ``git archive <commit> evalcore | tar -x
-C DIR``), alternating per metric. Also the resampling alone: SciPy's ``bootstrap`` drawing the
rows with a statistic that does nothing (the old floor), and this tree's row-count draw.

Run: ``python benchmarks/bootstrap.py [--rows N] [--resamples R] [--before DIR
[--before-resamples R0]]`` (prints a
Markdown table and the load average; not part of the test suite). Times are wall clock; the CPU
time of the process is shown beside this tree's, as the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


WARM_UP_ROWS = 3 << 14
"""Rows of the warm-up: more than one block of the row-count draw, so it takes the same path."""


def cases(n: int) -> dict[str, tuple]:
    """Each page metric with its inputs: two correlated models on the same n rows, scores with 6
    decimals (about 0.9 n distinct values each; ranking: one value per query, n/20 queries)."""
    from evalcore.compare.resampled import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,
                                                    RANKING, REGRESSION, multiclass_metrics)

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


def measure(name: str, n: int, resamples: int) -> dict:
    """One timing in this process: the paired bootstrap of ``name`` (or ``draw:scipy`` /
    ``draw:counts``, the resampling alone), wall and CPU seconds, after a warm-up on
    :data:`WARM_UP_ROWS` rows (imports, and numba's compiled passes loaded from its cache: the
    warm-up's own time is ``first``, what a fresh process pays once); the preparation of each
    model (e.g. the sort) is included."""
    from evalcore.compare import paired_bootstrap
    from evalcore.resample.draw_counts import draw_row_counts

    metric, *small = cases(WARM_UP_ROWS)[name if not name.startswith("draw:") else "rmse"]
    first = time.perf_counter()
    paired_bootstrap(metric, *small, n_resamples=2)
    draw_row_counts(np.random.default_rng(0), WARM_UP_ROWS)  # the ranking rows draw fewer rows
    first = time.perf_counter() - first

    if name.startswith("draw:"):
        arrays = (np.zeros(n), np.zeros(n), np.zeros(n))
        rng = np.random.default_rng(1)
        wall, cpu = time.perf_counter(), time.process_time()
        if name == "draw:scipy":
            paired_bootstrap(lambda y_true, outputs: 0.0, *arrays, n_resamples=resamples)
        else:
            for _ in range(resamples):
                draw_row_counts(rng, n)
        return {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
                "first": first}
    metric, *arrays = cases(n)[name]
    wall, cpu = time.perf_counter(), time.process_time()
    result = paired_bootstrap(metric, *arrays, n_resamples=resamples, seed=1)
    return {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
            "ci": result.ci, "first": first}


def in_process(code: Path, name: str, n: int, resamples: int) -> dict:
    """``measure`` in a fresh Python process importing ``evalcore`` from ``code``."""
    script = (f"import sys, json; sys.path[:0] = [{str(code)!r}, {str(ROOT)!r}]; "
              f"from benchmarks.bootstrap import measure; "
              f"print(json.dumps(measure({name!r}, {n}, {resamples})))")
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=float, default=1e6)
    parser.add_argument("--resamples", type=int, default=200)
    parser.add_argument("--before", type=Path, help="a copy of evalcore's parent directory")
    parser.add_argument("--before-resamples", type=int,
                        help="resamples timed for --before (default: --resamples)")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="these rows only (e.g. auc ap draw:counts)")
    args = parser.parse_args()
    n, r = int(args.rows), args.resamples
    old_r = args.before_resamples or r
    sys.path.insert(0, str(ROOT))
    print(f"{n:,} rows, {r} resamples; load average at start "
          f"{' / '.join(f'{v:.1f}' for v in os.getloadavg())} on {os.cpu_count()} cores")
    before = "before, per resample |" if args.before else ""
    print(f"| metric | {before} this tree, per resample (CPU) | {r} resamples | speed-up "
          f"| first call in a fresh process ({WARM_UP_ROWS:,} rows) |")
    print("|---|" + ("---|" if args.before else "") + "---|---|---|---|")
    for name in args.only or ["draw:scipy", "draw:counts", *cases(1000)]:
        old = (in_process(args.before, name, n, old_r)
               if args.before and not name.startswith("draw:") else None)
        new = in_process(ROOT, name, n, r)
        old_cell = (f" {1e3 * old['wall'] / old_r:,.1f} ms |" if old
                    else " |" if args.before else "")
        ratio = f"{old['wall'] / old_r / (new['wall'] / r):,.1f}×" if old else ""
        print(f"| {name} |{old_cell} {1e3 * new['wall'] / r:,.1f} ms "
              f"({1e3 * new['cpu'] / r:,.1f} ms) | {new['wall']:,.2f} s | {ratio} | "
              f"{new['first']:,.2f} s |", flush=True)
        if old and "ci" in old:
            print(f"  interval before {old['ci']}, now {new['ci']}", file=sys.stderr)
    print(f"load average at end {' / '.join(f'{v:.1f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()

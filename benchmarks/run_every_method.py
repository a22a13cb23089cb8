"""The resampling lab's "Run every method" from cold, per bundled data set and model: every
random method (hold-out, k-fold, p × k-fold, bootstrap) under seeds 0 … R − 1 with the lab's
default settings, plus leave-one-out where the lab offers it, as the page computes it. CPU
seconds include the joblib workers' (they run the fits in parallel).

Each case runs in a fresh process (nothing cached), from this tree or from another copy of
``evalcore`` (``--before DIR``, e.g. ``mkdir DIR && git archive main evalcore | tar -x -C DIR``),
the two alternating per case so that both see the same load.

Run: ``python benchmarks/run_every_method.py [--repetitions R] [--models knn linear tree]
[--before DIR]`` (prints a Markdown table with wall and CPU seconds and the load average; not
part of the test suite).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import json, resource, sys, time
from dataclasses import replace
import evalcore.evaluation_methods as methods
from evalcore.evaluation_methods import LabSettings, load_dataset, run_method
from evalcore.evaluation_methods.lab import LOO_MAX_SAMPLES, SPREAD_METHODS
dataset, model, repetitions = sys.argv[1], sys.argv[2], int(sys.argv[3])
load_dataset(dataset)
import sklearn.model_selection, sklearn.neighbors, sklearn.linear_model, sklearn.tree
base = LabSettings(dataset=dataset, model=model, method="holdout", seed=0)
wall, cpu = time.perf_counter(), time.process_time()
if hasattr(methods, "estimate_spreads"):
    methods.estimate_spreads(base, range(repetitions))
else:
    for method in SPREAD_METHODS:
        methods.estimate_spread(base, method, range(repetitions))
if load_dataset(dataset).n_samples <= LOO_MAX_SAMPLES:
    run_method(replace(base, method="loo"))
wall = time.perf_counter() - wall
cpu = time.process_time() - cpu
try:  # the worker processes' CPU time: counted once they have ended
    from joblib.externals.loky import get_reusable_executor
    get_reusable_executor().shutdown(wait=True)
except ImportError:
    pass
children = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps([wall, cpu + children.ru_utime + children.ru_stime]))
"""


def run_case(tree: Path, dataset: str, model: str, repetitions: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one cold "Run every method" with ``tree``'s evalcore."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", CHILD, dataset, model, str(repetitions)],
                         env=env, check=True, capture_output=True, text=True, cwd=tree).stdout
    wall, cpu = json.loads(out.strip().splitlines()[-1])
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=10)
    parser.add_argument("--models", nargs="+", default=["knn"])
    parser.add_argument("--datasets", nargs="+",
                        default=["breast_cancer", "iris", "digits", "diabetes"])
    parser.add_argument("--before", type=Path, default=None)
    args = parser.parse_args()
    header = "| data set | model | now: wall s (CPU s) |"
    if args.before:
        header += " before: wall s (CPU s) |"
    print(header)
    print("|---" * (header.count("|") - 1) + "|")
    for dataset in args.datasets:
        for model in args.models:
            now = run_case(ROOT, dataset, model, args.repetitions)
            row = f"| {dataset} | {model} | {now[0]:.1f} ({now[1]:.1f}) |"
            if args.before:
                before = run_case(args.before.resolve(), dataset, model, args.repetitions)
                row += f" {before[0]:.1f} ({before[1]:.1f}) |"
            print(row, flush=True)
    print(f"\nload average: {' '.join(f'{v:.1f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()

"""Speed of the binary core against references measured in the same run, with its goals.

    python benchmarks/binary.py [--sizes 1e5 1e6 1e7] [--no-cli]

For each n (random scores, 30% positives) it prints, best of a few runs:
- the sweep alone and the sweep + ROC + PR + AUC + AP + BEP, against ``sklearn.metrics.roc_curve``
  alone (goal ≤ 1×) and ``np.sort`` of the scores (goal ≤ 2× at 10⁷);
- the confusion counts at a new threshold (goal ≤ 1 ms at 10⁷);
- the whole ``python -m evalcore binary FILE`` process on a CSV against a pandas + scikit-learn
  script computing roc_curve, precision_recall_curve, roc_auc_score, average_precision_score and
  confusion_matrix on the same file (goal ≤ 0.25× at 10⁶), in wall time and in CPU time (user +
  system, which moves less on a busy machine), the two processes taking turns;
and the peak memory (tracemalloc) of the sweep + curves + summaries at the largest n.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from evalcore.binary import threshold_sweep  # noqa: E402
from benchmarks.timing import compile_bytecode  # noqa: E402

REFERENCE_SCRIPT = """
import sys
import pandas as pd
from sklearn.metrics import (average_precision_score, confusion_matrix, precision_recall_curve,
                             roc_auc_score, roc_curve)
df = pd.read_csv(sys.argv[1])
y, s = df["label"].to_numpy() == 1, df["score"].to_numpy()
roc_curve(y, s); precision_recall_curve(y, s); roc_auc_score(y, s)
average_precision_score(y, s); confusion_matrix(y, s >= 0.5)
"""


def best(function, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def everything(y, scores):
    sweep = threshold_sweep(y, scores)
    sweep.roc(), sweep.pr(), sweep.roc_auc(), sweep.average_precision(), sweep.bep()


def process_times(commands: list[list[str]], repeat: int) -> list[tuple[float, float]]:
    """(best wall seconds, least CPU seconds: user + system) of each command, their runs taking
    turns so that a change in the machine's load falls on all of them alike."""
    runs = [[] for _ in commands]
    for _ in range(repeat):
        for done, command in zip(runs, commands):
            start = time.perf_counter()
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=ROOT)
            _, status, usage = os.wait4(process.pid, 0)
            if status:
                raise RuntimeError(f"{command} failed with status {status}")
            done.append((time.perf_counter() - start, usage.ru_utime + usage.ru_stime))
    return [(min(run[0] for run in done), min(run[1] for run in done)) for done in runs]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e5, 1e6, 1e7])
    parser.add_argument("--no-cli", action="store_true", help="skip the whole-process timings")
    parser.add_argument("--cli-repeats", type=int, default=3, metavar="N",
                        help="runs of each whole process up to 10^6 rows, the best kept "
                        "(default 3; one above)")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}")
    rows = []
    rng = np.random.default_rng(0)
    for n in map(int, args.sizes):
        scores = rng.random(n)
        y = rng.random(n) < 0.3
        repeat = 5 if n <= 10**6 else 3
        from sklearn.metrics import roc_curve

        t_sort = best(lambda: np.sort(scores), repeat)
        t_roc_curve = best(lambda: roc_curve(y, scores), 1 if n >= 10**7 else repeat)
        t_sweep = best(lambda: threshold_sweep(y, scores), repeat)
        t_all = best(lambda: everything(y, scores), repeat)
        sweep = threshold_sweep(y, scores)
        thresholds = rng.random(1000)
        t_confusion = best(lambda: [sweep.confusion_at(t) for t in thresholds], 3) / 1000
        row = dict(n=n, sort=t_sort, roc_curve=t_roc_curve, sweep=t_sweep, all=t_all,
                   confusion=t_confusion)
        if not args.no_cli:
            compile_bytecode()
            with tempfile.TemporaryDirectory() as tmp:
                csv = Path(tmp) / "scores.csv"
                script = Path(tmp) / "reference.py"
                script.write_text(REFERENCE_SCRIPT)
                import pandas as pd

                pd.DataFrame({"label": y.astype(int), "score": scores}).to_csv(csv, index=False)
                cli_repeat = args.cli_repeats if n <= 10**6 else 1
                (row["cli"], row["cli_cpu"]), (row["reference"], row["reference_cpu"]) = (
                    process_times([[sys.executable, "-m", "evalcore", "binary", str(csv)],
                                   [sys.executable, str(script), str(csv)]], cli_repeat))
        rows.append(row)
    print_table(rows, args.no_cli)
    n, scores, y = rows[-1]["n"], rng.random(rows[-1]["n"]), rng.random(rows[-1]["n"]) < 0.3
    tracemalloc.start()
    everything(y, scores)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"\npeak memory of sweep + ROC + PR + AUC + AP + BEP at n = {n:.0e}: "
          f"{peak / 2**20:,.0f} MiB (input: {(scores.nbytes + y.nbytes) / 2**20:,.0f} MiB)")
    print(f"load average after: {os.getloadavg()}")


def print_table(rows, no_cli: bool) -> None:
    head = ("n", "np.sort", "roc_curve", "sweep", "sweep/sort", "all", "all/sort",
            "all/roc_curve", "confusion_at")
    if not no_cli:
        head += ("CLI", "pandas+sklearn", "CLI/ref", "CPU: CLI / ref")
    print(" | ".join(head))
    print(" | ".join("---" for _ in head))
    for r in rows:
        cells = [f"{r['n']:.0e}", ms(r["sort"]), ms(r["roc_curve"]), ms(r["sweep"]),
                 f"{r['sweep'] / r['sort']:.2f}×", ms(r["all"]), f"{r['all'] / r['sort']:.2f}×",
                 f"{r['all'] / r['roc_curve']:.3f}×", f"{r['confusion'] * 1e6:.1f} µs"]
        if not no_cli:
            cells += [ms(r["cli"]), ms(r["reference"]), f"{r['cli'] / r['reference']:.2f}×",
                      f"{ms(r['cli_cpu'])} / {ms(r['reference_cpu'])}, "
                      f"{r['cli_cpu'] / r['reference_cpu']:.2f}×"]
        print(" | ".join(cells))


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


if __name__ == "__main__":
    main()

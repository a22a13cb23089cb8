"""Wall time and output size of ``python -m evalcore roc-steps FILE`` on files of n rows.

    python benchmarks/roc_steps.py [--sizes 1e5 1e6] [--max-steps 0] [--checkout DIR]

Each size gets one CSV (30 % positives, full-precision float scores: about n distinct, so about
n + 1 steps), written once to ``--dir``, never into the repository. ``--max-steps`` is passed
through (0: every step); ``--checkout`` runs the CLI of another checkout of the project (e.g. an
export of main, ``git archive main | tar -x -C DIR``) on the same files, for a before/after.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


def generate(path: Path, n: int) -> None:
    """Write ``n`` rows ``label,score`` (binormal scores, 30 % positives) unless present."""
    if path.exists():
        return
    rng = np.random.default_rng(n)
    y = (rng.random(n) < 0.3).astype(int)
    score = 1 / (1 + np.exp(-(rng.normal(size=n) + 1.2 * y)))
    partial = path.with_suffix(".partial")
    np.savetxt(partial, np.column_stack([y, score]), fmt=["%d", "%.17g"], delimiter=",",
               header="label,score", comments="")
    partial.rename(path)


def measure(path: Path, checkout: Path, extra: list[str]) -> tuple[float, float, int]:
    """Wall seconds and CPU seconds (user + system: what a busy machine does not inflate) of one
    ``roc-steps`` process, and the bytes it printed."""
    with tempfile.TemporaryFile() as out:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "evalcore", "roc-steps", str(path), *extra],
                       cwd=checkout, stdout=out, check=True)
        seconds = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        return seconds, cpu, out.tell()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e5, 1e6])
    parser.add_argument("--max-steps", type=int, default=None,
                        help="passed to roc-steps (default: its own default)")
    parser.add_argument("--checkout", type=Path, default=ROOT,
                        help="the project checkout whose CLI runs (default: this one)")
    parser.add_argument("--dir", type=Path, default=Path(tempfile.gettempdir()) / "evalcore-roc")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    extra = [] if args.max_steps is None else ["--max-steps", str(args.max_steps)]
    print(f"checkout {args.checkout}  flags {' '.join(extra) or '(defaults)'}")
    print(f"{'rows':>10} {'wall s':>9} {'CPU s':>9} {'MB':>9}")
    for n in map(int, args.sizes):
        path = args.dir / f"roc_steps_{n}.csv"
        generate(path, n)
        seconds, cpu, size = measure(path, args.checkout, extra)
        print(f"{n:>10,} {seconds:>9.2f} {cpu:>9.2f} {size / 1e6:>9.2f}", flush=True)


if __name__ == "__main__":
    main()

"""The engines on files larger than memory: ``python -m evalcore binary FILE --engine``
against the bare DuckDB GROUP BY a user would write, and Spark ``local[2]``, side by side in one
run; wall time and peak RSS of each process.

    python benchmarks/engines.py [--sizes 1e7 1e8] [--spark-sizes 1e7] [--dir /tmp/evalcore-engines]

Each size gets two Parquet files (generated once, in ``--dir``, never in the repository): labels
(30 % positives) with scores rounded to 4 decimals (≤ 10,001 distinct: exact), and with full
float scores (about n distinct, past the 2·10⁶ limit: binned, approximate with AUC bounds).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import compile_bytecode  # noqa: E402 (the benchmarks' own helpers)

ROOT = Path(__file__).resolve().parents[1]
CHUNK = 10_000_000

BARE_GROUP_BY = """
import sys, duckdb
if len(sys.argv) > 2:
    duckdb.sql(f"SET memory_limit = '{sys.argv[2]}'")
duckdb.sql(f"SELECT score, SUM(y) AS positives, COUNT(*) - SUM(y) AS negatives "
           f"FROM read_parquet('{sys.argv[1]}') GROUP BY score").fetchnumpy()
"""


def generate(path: Path, n: int, decimals: int | None) -> None:
    """Write ``n`` rows (y int8, score float64) in row groups of 10⁷, without holding them all."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    if path.exists():
        return
    rng = np.random.default_rng(n + (decimals or 0))
    partial = path.with_suffix(".partial")
    with pq.ParquetWriter(partial, pa.schema([("y", pa.int8()), ("score", pa.float64())])) as out:
        for start in range(0, n, CHUNK):
            size = min(CHUNK, n - start)
            y = (rng.random(size) < 0.3).astype(np.int8)
            score = 1 / (1 + np.exp(-(rng.normal(size=size) + 1.2 * y)))
            if decimals is not None:
                score = np.round(score, decimals)
            out.write_table(pa.table({"y": y, "score": score}))
    partial.rename(path)


def measure(argv: list[str], cwd: Path = ROOT) -> tuple[float, float, str, float]:
    """Wall seconds, peak RSS (MiB) of one process (its own rusage, via wait4), its stdout, and
    its CPU seconds (user + system, all threads): on a busy machine the CPU time moves less than
    the wall time."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        out.seek(0), err.seek(0)
        if status:
            raise RuntimeError(f"{argv} failed: {err.read().decode()[-2000:]}")
        return (seconds, usage.ru_maxrss / 1024, out.read().decode(),
                usage.ru_utime + usage.ru_stime)


def best(argv: list[str], repeats: int, cwd: Path = ROOT) -> tuple[float, float, str, float]:
    """The fastest of ``repeats`` runs (its time and stdout), with the largest peak RSS and the
    least CPU time of them."""
    runs = [measure(argv, cwd) for _ in range(repeats)]
    fastest = min(runs, key=lambda run: run[0])
    return fastest[0], max(run[1] for run in runs), fastest[2], min(run[3] for run in runs)


def best_alternating(commands: list[tuple[list[str], Path]], repeats: int) -> list[tuple]:
    """:func:`best` of each command, their runs taking turns (bare, ours, bare, ours, ...), so
    that a change in the machine's load falls on all of them alike."""
    runs = [[] for _ in commands]
    for _ in range(repeats):
        for done, (argv, cwd) in zip(runs, commands):
            done.append(measure(argv, cwd))
    results = []
    for done in runs:
        fastest = min(done, key=lambda run: run[0])
        results.append((fastest[0], max(run[1] for run in done), fastest[2],
                        min(run[3] for run in done)))
    return results


def rows_text(n: int) -> str:
    """``10^7``, ``3·10^7``: the row count as the tables write it."""
    exponent = len(str(n)) - 1
    mantissa = n / 10**exponent
    return (f"{mantissa:g}·" if mantissa != 1 else "") + f"10^{exponent}"


def peak_rss_of_spark(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and the peak summed RSS (MiB) of the process and its descendants (Spark's JVM
    is a child of the Python process), sampled from /proc every 0.1 s."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    peak = 0
    while process.poll() is None:
        peak = max(peak, _tree_rss(process.pid))
        time.sleep(0.1)
    if process.returncode:
        raise RuntimeError(f"{argv} failed with status {process.returncode}")
    return time.perf_counter() - start, peak / 2**20


def _tree_rss(root: int) -> int:
    """Bytes resident in ``root`` and every descendant (Linux /proc)."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            parents.setdefault(parent, []).append(int(entry))
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo.extend(parents.get(pid, []))
        try:
            with open(f"/proc/{pid}/statm") as statm:
                total += int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except OSError:
            pass
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e7])
    parser.add_argument("--spark-sizes", nargs="*", type=float, default=[1e7])
    parser.add_argument("--dir", type=Path, default=Path("/tmp/evalcore-engines"))
    parser.add_argument("--kinds", nargs="+", default=["4", "float"],
                        help="which files: 4 (4-decimal scores) and/or float")
    parser.add_argument("--bare-memory-limit", metavar="SIZE",
                        help="DuckDB memory_limit of the bare GROUP BY on float scores (it holds "
                        "one group per distinct score: about 12 GiB at 10^8 rows; on a shared "
                        "machine cap it, e.g. 4GB, and DuckDB spills to disk)")
    parser.add_argument("--repeats", type=int, default=3,
                        help="runs of each DuckDB command up to 10^7 rows, the best kept (one "
                        "run above); bare and evalcore alternate, so load affects both alike")
    parser.add_argument("--repeats-above", type=int, default=1, metavar="N",
                        help="runs of each DuckDB command above 10^7 rows (default 1)")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    compile_bytecode()
    print(f"load average before: {os.getloadavg()}")
    print("| rows | scores | bare DuckDB GROUP BY | evalcore --engine duckdb | ratio | CPU (bare / "
          "evalcore, ratio) | peak RSS (bare / evalcore) | Spark local[2] (evalcore --engine "
          "spark) | AUC (bounds) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in args.sizes:
        n = int(size)
        for decimals, kind in ((4, "4 decimals"), (None, "float")):
            if kind.split()[0] not in args.kinds:
                continue
            path = args.dir / f"{kind.replace(' ', '_')}_{n}.parquet"
            generate(path, n, decimals)
            repeats = args.repeats if n <= 10**7 else args.repeats_above
            limit = [args.bare_memory_limit] if args.bare_memory_limit and decimals is None else []
            # in --dir: DuckDB spills past its memory_limit into ./.tmp, not into the repository
            cli = [sys.executable, "-m", "evalcore", "binary", str(path)]
            bare, ours = best_alternating(
                [([sys.executable, "-c", BARE_GROUP_BY, str(path.resolve()), *limit], args.dir),
                 ([*cli, "--engine", "duckdb"], ROOT)], repeats)
            auc = _auc_text(ours[2])
            spark = "—"
            if size in args.spark_sizes:
                seconds, rss = peak_rss_of_spark([*cli, "--engine", "spark"])
                spark = f"{seconds:.1f} s, {rss:,.0f} MiB"
            print(f"| {rows_text(n)} | {kind} | {bare[0]:.2f} s | {ours[0]:.2f} s | "
                  f"{ours[0] / bare[0]:.2f}× | {bare[3]:.2f} / {ours[3]:.2f} s, "
                  f"{ours[3] / bare[3]:.2f}× | {bare[1]:,.0f} / {ours[1]:,.0f} MiB | {spark} | "
                  f"{auc} |", flush=True)
    print(f"load average after: {os.getloadavg()}")


def _auc_text(output: str) -> str:
    import json

    result = json.loads(output)
    if result.get("approximate"):
        low, high = result["roc_auc_bounds"]
        return f"{result['roc_auc']:.6f} [{low:.6f}, {high:.6f}]"
    return f"{result['roc_auc']:.6f} (exact)"


if __name__ == "__main__":
    main()

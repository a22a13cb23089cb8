"""Reading Parquet through the read gate against pyarrow's own read, in the same process.

    python benchmarks/parquet_read.py [--rows 2e6] [--reps 3]

:func:`evalcore.io.read_table` reads text columns as dictionaries and caps every value (the
read gate, evalcore/io/parquet.py); the reference is ``pq.read_table(...).to_pandas()``. Each
file is read ``--reps`` times by each, alternating; the table gives the median CPU seconds
(user + system, this process) and their ratio. Files, each ``--rows`` rows:

- ``numbers``: label 0/1 and a score (no text column: the gate's cost is its checks);
- ``labels``: text labels ``pos``/``neg`` and a score (a dictionary in the file, few values);
- ``ids``: a ranking file: a query id (100 rows per query), a unique document id, relevance and
  score (the document ids overflow Parquet's dictionary page: read as a dictionary, pyarrow
  hashes them).
"""

from __future__ import annotations

import argparse
import io
import resource
import statistics
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from evalcore.io import read_table  # noqa: E402


def _files(rows: int) -> dict[str, bytes]:
    rng = np.random.default_rng(0)
    tables = {
        "numbers": pa.table({"label": rng.integers(0, 2, rows), "score": rng.random(rows)}),
        "labels": pa.table({"label": rng.choice(["pos", "neg"], rows), "score": rng.random(rows)}),
        "ids": pa.table({"qid": [f"q{i // 100}" for i in range(rows)],
                         "docid": [f"doc_{i:012d}" for i in range(rows)],
                         "relevance": rng.integers(0, 3, rows), "score": rng.random(rows)}),
    }
    files = {}
    for name, table in tables.items():
        buffer = io.BytesIO()
        pq.write_table(table, buffer)
        files[name] = buffer.getvalue()
    return files


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _timed(read) -> float:
    start = _cpu()
    read()
    return _cpu() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=float, default=2e6)
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    files = _files(int(args.rows))
    print(f"{'file':<10}{'MB':>8}{'gate s':>10}{'pyarrow s':>12}{'ratio':>8}")
    for name, data in files.items():
        ours, reference = [], []
        for rep in range(args.reps):
            pair = [(ours, lambda: read_table(data, f"{name}.parquet")),
                    (reference, lambda: pq.read_table(io.BytesIO(data)).to_pandas())]
            for times, read in pair if rep % 2 == 0 else pair[::-1]:
                times.append(_timed(read))
        gate, arrow = statistics.median(ours), statistics.median(reference)
        print(f"{name:<10}{len(data) / 2**20:>8.1f}{gate:>10.2f}{arrow:>12.2f}"
              f"{gate / arrow:>8.2f}")


if __name__ == "__main__":
    main()

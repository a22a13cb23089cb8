"""The loader's peak memory on hostile files, against the budget it must stay under.

    python benchmarks/read_peaks.py [--budget-gb 5.9] [--scale 1] [--only NAME ...]

Each hostile file is written once to a temporary folder; then, for each, a fresh Python process
(``python -c``, this checkout first on the path) reads the file's bytes (the upload the server
holds), notes its resident set, and loads it the way the dashboard does
(``dashboard/shell/table_cache.py``): the estimate (:func:`dashboard.loading.budgets
.estimated_bytes`), refused when above the budget, else :func:`evalcore.io.read_table`. The
figures are the estimate, the peak resident set (``VmHWM``; not ``ru_maxrss``, which a child
inherits from its parent) above the process with the file held, that peak divided by the
estimate (a reading path whose peak exceeds the estimate breaks the budget: the ratio must stay
at most 1), the whole process's peak against the budget plus 1 GiB (the issue's bound for the
server), and the outcome (a message key or the rows read).

The files (``--scale`` multiplies the sizes; 1 is the issue's):

- ``dict_250mb``: a Parquet label column, dictionary-encoded, one of whose two values is 250 MB;
- ``large_string_250mb``, ``string_view_250mb``, ``binary_250mb``, ``list_string_250mb``: one
  250 MB value in a column of that Arrow type;
- ``list_bomb``: a Parquet file of 10 rows with a list column of 2·10⁸ zeros (2 KB);
- ``a_repeated_4000_label``: a Parquet label column (plain text) whose 4,000-character value
  fills every other row of 10⁶ (2 GB decoded, from a file of kilobytes);
- ``one_line_300mb``: a CSV whose data row is 300 MB of ``0.25,`` (one line, 6·10⁷ fields);
- ``one_quoted_line_300mb``: the same with each field in quotes;
- ``one_cell_300mb``: a CSV with one 300 MB label cell;
- ``one_line_1gb``, ``one_cell_1gb``: the same at the upload limit (1024 MB).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the app's dashboard package, not benchmarks/dashboard.py
MIB = 2**20
GIB = 2**30

CHILD = r"""
import json, sys
sys.path.insert(0, {root!r})
from dashboard.loading import budgets
from evalcore.errors import EvalInputError
from evalcore.io import read_table
import pandas, pyarrow.compute, pyarrow.csv, pyarrow.parquet  # imported before the baseline,
import evalcore.io.parquet  # as in the server, which has them loaded

def status(field):
    with open("/proc/self/status") as lines:
        return next(int(line.split()[1]) * 1024 for line in lines if line.startswith(field))

path, budget = sys.argv[1], int(sys.argv[2])
with open(path, "rb") as file:
    data = file.read()
before = status("VmRSS")
estimate = budgets.estimated_bytes(data, path)
if estimate > budget:
    outcome = "refused: over the budget"
else:
    try:
        outcome = f"{{len(read_table(data, path)):,}} rows"
    except EvalInputError as error:
        outcome = error.key
peak = status("VmHWM")
print(json.dumps({{"before": before, "peak": peak, "estimate": estimate, "outcome": outcome}}))
"""


def _parquet(path: Path, table, **options) -> None:
    """``table`` written to ``path``; ``store_schema=False``: without the Arrow schema, so that a
    dictionary column is read back as a plain text column (encoded as a Parquet dictionary)."""
    import pyarrow.parquet as pq

    pq.write_table(table, path, **options)


def _long_value_table(kind: str, value_bytes: int):
    """Ten rows of labels and scores plus a ``text`` column of ``kind`` with one huge value."""
    import pyarrow as pa

    long = "A" * value_bytes
    values = ["short"] * 9 + [long]
    labels, scores = [0, 1] * 5, [i / 10 for i in range(10)]
    column = {
        "large_string": lambda: pa.array(values, pa.large_string()),
        "string_view": lambda: pa.array(values, pa.string_view()),
        "binary": lambda: pa.array([v.encode() for v in values], pa.binary()),
        "list_string": lambda: pa.array([[v] for v in values], pa.list_(pa.string())),
    }[kind]()
    return pa.table({"label": labels, "score": scores, "text": column})


def write_files(folder: Path, scale: float, only: set[str] | None) -> dict[str, Path]:
    """The hostile files named in the module's docstring (those in ``only``, when given)."""
    import numpy as np
    import pyarrow as pa

    big = int(250 * MIB * scale)
    writers = {
        "dict_250mb": lambda p: _parquet(p, pa.table({
            "label": pa.DictionaryArray.from_arrays(pa.array([0, 1] * 500, pa.int32()),
                                                    pa.array(["B", "A" * big])),
            "score": np.linspace(0, 1, 1000)})),
        **{f"{kind}_250mb": (lambda kind: lambda p: _parquet(p, _long_value_table(kind, big)))(kind)
           for kind in ("large_string", "string_view", "binary", "list_string")},
        "list_bomb": lambda p: _parquet(p, pa.table({
            "label": [0, 1] * 5, "score": [i / 10 for i in range(10)],
            "bomb": pa.ListArray.from_arrays(
                pa.array(np.linspace(0, int(2e8 * scale), 11).astype(np.int32)),
                pa.array(np.zeros(int(2e8 * scale), np.int64)))})),
        "a_repeated_4000_label": lambda p: _parquet(p, pa.table({
            "label": pa.DictionaryArray.from_arrays(
                pa.array(np.arange(int(10**6 * scale)) % 2, pa.int32()),
                pa.array(["B", "A" * 4000])),
            "score": np.linspace(0, 1, int(10**6 * scale))}), store_schema=False),
        "one_quoted_line_300mb": lambda p: p.write_bytes(
            b"label,score\n" + b'"0.25",' * int(300 * MIB * scale / 7) + b"0.5\n"),
        "one_line_300mb": lambda p: p.write_bytes(
            b"label,score\n" + b"0.25," * int(300 * MIB * scale / 5) + b"0.5\n"),
        "one_cell_300mb": lambda p: p.write_bytes(
            b"label,score\n" + b"x" * int(300 * MIB * scale) + b",0.5\n1,0.25\n"),
        "one_line_1gb": lambda p: p.write_bytes(
            b"label,score\n" + b"0.25," * int(1024 * MIB * scale / 5 - 4) + b"0.5\n"),
        "one_cell_1gb": lambda p: p.write_bytes(
            b"label,score\n" + b"x" * int(1024 * MIB * scale - 40) + b",0.5\n1,0.25\n"),
    }
    paths = {}
    for name, write in writers.items():
        if only and name not in only:
            continue
        path = folder / (name + (".csv" if name.startswith("one_") else ".parquet"))
        write(path)
        paths[name] = path
    return paths


def measure(path: Path, budget: int) -> dict:
    """The child process's figures for one file."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT)), str(path),
                           str(budget)], capture_output=True, text=True, env=env, cwd=ROOT)
    if done.returncode:
        return {"error": done.stderr.strip().splitlines()[-1:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    from dashboard.loading import budgets

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget-gb", type=float, default=budgets.MEMORY_BUDGET / GIB)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    budget = int(args.budget_gb * GIB)
    bound = budget + GIB
    print(f"budget {budget / GIB:.2f} GiB; the server's bound: budget + 1 GiB = "
          f"{bound / GIB:.2f} GiB\n")
    print(f"{'file':<20}{'size MB':>10}{'estimate MB':>13}{'peak MB':>10}{'peak/est':>10}"
          f"{'process MB':>12}  outcome")
    with tempfile.TemporaryDirectory() as folder:
        for name, path in write_files(Path(folder), args.scale, set(args.only or ())).items():
            size = path.stat().st_size
            got = measure(path, budget)
            path.unlink()
            if "error" in got:
                print(f"{name:<20}{size / MIB:>10.1f}  crashed: {got['error']}")
                continue
            peak = got["peak"] - got["before"]
            ratio = peak / got["estimate"] if got["estimate"] else float("inf")
            flag = "" if got["peak"] <= bound else "  ABOVE the bound"
            print(f"{name:<20}{size / MIB:>10.1f}{got['estimate'] / MIB:>13.1f}{peak / MIB:>10.1f}"
                  f"{ratio:>10.2f}{got['peak'] / MIB:>12.1f}  {got['outcome']}{flag}")


if __name__ == "__main__":
    main()

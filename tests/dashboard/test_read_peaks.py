"""What loading a hostile file costs stays within what the dashboard reserved for it: in a fresh
process, the peak resident set of reading the file (``VmHWM`` above the process holding the
upload) is at most the estimate the byte-bounded cache reserves
(:func:`dashboard.loading.budgets.estimated_bytes`), whose files are the issue's, scaled down."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

ROOT = Path(__file__).resolve().parents[2]
MIB = 2**20
SLACK = 16 * MIB
"""What a read of a few rows costs whatever the file (the interpreter's and pyarrow's own
buffers): added to the estimate, far under what the hostile files cost before the gate."""

CHILD = r"""
import json, sys
from dashboard.loading import budgets
from evalcore.errors import EvalInputError
from evalcore.io import read_table
import pandas, pyarrow.compute, pyarrow.csv, pyarrow.parquet  # imported before the baseline,
import evalcore.io.parquet  # as in the server, which has them loaded

def status(field):
    with open("/proc/self/status") as lines:
        return next(int(line.split()[1]) * 1024 for line in lines if line.startswith(field))

path = sys.argv[1]
with open(path, "rb") as file:
    data = file.read()
before = status("VmRSS")
estimate = budgets.estimated_bytes(data, path)
try:
    outcome = f"{len(read_table(data, path))} rows"
except EvalInputError as error:
    outcome = error.key
print(json.dumps({"peak": status("VmHWM") - before, "estimate": estimate, "outcome": outcome}))
"""


def load_in_child(path: Path) -> dict:
    """The peak above the held upload, the estimate and the outcome of loading ``path``."""
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True,
                          text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _parquet(columns: dict, **options) -> bytes:
    """Parquet bytes; ``store_schema=False``: a dictionary column is read back as plain text."""
    buffer = io.BytesIO()
    pq.write_table(pa.table(columns), buffer, **options)
    return buffer.getvalue()


VALUE = 40 * MIB


def _long_value(kind: str):
    values = ["B"] * 9 + ["A" * VALUE]
    return {"dictionary": lambda: pa.DictionaryArray.from_arrays(
                pa.array([0, 1] * 5, pa.int32()), pa.array(["B", "A" * VALUE])),
            "large_string": lambda: pa.array(values, pa.large_string()),
            "string_view": lambda: pa.array(values, pa.string_view()),
            "binary": lambda: pa.array([v.encode() for v in values], pa.binary())}[kind]()


FILES = {
    **{f"{kind} value of 40 MB": (
        lambda kind=kind: _parquet({"label": _long_value(kind), "score": np.linspace(0, 1, 10)}),
        "f.parquet", "io_long_cell")
       for kind in ("dictionary", "large_string", "string_view", "binary")},
    "list bomb of 4·10⁷ zeros": (lambda: _parquet({
        "label": [0, 1] * 5, "score": np.linspace(0, 1, 10),
        "bomb": pa.ListArray.from_arrays(pa.array(np.linspace(0, 4 * 10**7, 11).astype(np.int32)),
                                         pa.array(np.zeros(4 * 10**7, np.int64)))}),
        "f.parquet", "10 rows"),
    "a 4,000-character label over every other of 10⁵ rows (200 MB decoded)": (lambda: _parquet({
        "label": pa.DictionaryArray.from_arrays(pa.array(np.arange(10**5) % 2, pa.int32()),
                                                pa.array(["B", "A" * 4000])),
        "score": np.linspace(0, 1, 10**5)}, store_schema=False), "f.parquet", "100000 rows"),
    "one line of 40 MB": (lambda: b"label,score\n" + b"0.25," * (8 * MIB) + b"0.5\n",
                          "f.csv", "io_ragged_line"),
    "one line of 40 MB of quoted fields": (
        lambda: b"label,score\n" + b'"0.25",' * (6 * MIB) + b"0.5\n", "f.csv", "io_ragged_line"),
    "one line of 40 MB after a line ending in a lone carriage return": (
        lambda: b"label,score\r1,0.5\r" + b"0.25," * (8 * MIB) + b"0.5\r", "f.csv",
        "io_ragged_line"),
    "one cell of 40 MB": (lambda: b"label,score\n" + b"x" * VALUE + b",0.5\n1,0.25\n",
                          "f.csv", "io_long_cell"),
}


@pytest.mark.parametrize("case", list(FILES))
def test_the_peak_of_reading_a_hostile_file_stays_within_its_estimate(case, tmp_path):
    write, name, outcome = FILES[case]
    path = tmp_path / name
    path.write_bytes(write())
    got = load_in_child(path)
    assert got["outcome"] == outcome
    print(f"{case}: peak {got['peak'] / MIB:.1f} MB, estimate {got['estimate'] / MIB:.1f} MB")
    assert got["peak"] <= got["estimate"] + SLACK

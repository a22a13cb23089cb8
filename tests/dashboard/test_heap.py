"""dashboard.loading.heap: once configured, large blocks freed after glibc's threshold has risen go
back to the system even while small blocks allocated between them stay alive."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCENARIO = """
import sys
import numpy as np
if sys.argv[1] == "configured":
    import dashboard.loading.byte_cache  # configures the heap as the server does
def rss():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmRSS")) * 1024
big = np.ones(30 * 2**20 // 8)
del big  # glibc's mmap threshold rises to 30 MB
before = rss()
kept, freed = [], []
for _ in range(200):
    freed.append(np.ones(2**20 // 8))  # a 1 MiB column
    kept.append(np.ones(100))  # a small array that stays alive between them
peak = rss()
del freed
print(before, peak, rss())
"""


def _rss(mode: str) -> tuple[int, int, int]:
    out = subprocess.run([sys.executable, "-c", SCENARIO, mode], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return tuple(map(int, out.split()))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc, /proc")
def test_freed_columns_go_back_to_the_system():
    before, peak, after = _rss("plain")
    assert peak - before > 150 * 2**20 and after - before > 150 * 2**20  # glibc alone keeps them
    before, peak, after = _rss("configured")
    assert peak - before > 150 * 2**20  # 200 MiB were resident
    assert after - before < 0.2 * (peak - before)  # and came back


ARROW_SCENARIO = """
import gc
import pandas  # before the baseline (to_pandas would import it)
import pyarrow as pa
import pyarrow.csv as csv
from dashboard.loading import heap
def rss():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmRSS")) * 1024
data = b"label,score\\n" + b"1,0.75\\n0,0.25\\n" * 2_000_000
gc.collect()
before = rss()
table = csv.read_csv(pa.BufferReader(data))  # parsed in pyarrow's own pool
frame = table.to_pandas()
peak = rss()
del table, frame
heap.release()
print(pa.default_memory_pool().backend_name, before, peak, rss())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
def test_a_freed_arrow_table_goes_back_to_the_system():
    out = subprocess.run([sys.executable, "-c", ARROW_SCENARIO], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.split()
    before, peak, after = map(int, out[1:])
    assert peak - before > 100 * 2**20, out  # the table and its frame were resident
    assert after - before < 0.2 * (peak - before), out  # and came back

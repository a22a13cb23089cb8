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

"""What a binary value's notebook view costs: the HTML fragment of ``a._repr_html_()`` at 10⁴,
10⁵ and 10⁶ rows, its bytes and its time, against building the value in the same run.

    python benchmarks/notebook_view.py [--rows 1e4 1e5 1e6]

For each size: ``ec.binary(y, s)`` on scores with 6 decimals (about as many distinct scores as
rows) is the reference (sorting the scores once: every number the view shows comes from that
sweep); the fragment of a later view (the payload and the start: what every view after the
kernel's first carries) is timed fresh on a new value each time (a value keeps its answers), its
bytes split into the payload's JSON and the rest. The first view also carries Plotly.js and
``live.js`` (their bytes are printed once).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import evalcore as ec  # noqa: E402
from evalcore.view.live import notebook  # noqa: E402


def _data(rows: int):
    rng = np.random.default_rng(1)
    y = rng.integers(0, 2, rows)
    return y, np.round(1 / (1 + np.exp(-(rng.normal(size=rows) + 1.2 * y))), 6)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", nargs="+", type=float, default=[1e4, 1e5, 1e6])
    args = parser.parse_args()
    print(f"Plotly.js {len(notebook.plotly_js().encode()) / 1e6:.2f} MB, "
          f"live.js {len(notebook.live_script().encode()) / 1e3:.0f} KB (the first view only)")
    ec.binary(*_data(1000))._repr_html_()  # imports, and the kernel's first view
    print(f"{'rows':>9}{'value s':>10}{'view s':>9}{'ratio':>8}{'payload KB':>12}"
          f"{'other KB':>10}")
    for rows in map(int, args.rows):
        y, s = _data(rows)
        best_value = best_view = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            value = ec.binary(y, s)
            middle = time.perf_counter()
            fragment = value._repr_html_()
            best_value = min(best_value, middle - start)
            best_view = min(best_view, time.perf_counter() - middle)
        payload = re.search(r'<script type="application/json"[^>]*>(.*?)</script>', fragment,
                            re.S).group(1)
        other = len(fragment.encode()) - len(payload.encode())
        print(f"{rows:>9}{best_value:>10.3f}{best_view:>9.3f}{best_view / best_value:>8.2f}"
              f"{len(payload.encode()) / 1e3:>12.0f}{other / 1e3:>10.1f}")


if __name__ == "__main__":
    main()

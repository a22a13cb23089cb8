"""Server-side time of a page rerun after a threshold move, at real sizes (issue 3's goal ≤ 150 ms).

    python benchmarks/dashboard.py [--rows 1e6]

An uploaded CSV of random scores is loaded once through the real app (AppTest), then the exact
threshold is moved several times; each move is timed as the whole script rerun AppTest performs
(the browser reruns only the threshold fragment, so this is an upper bound). The reference is the
time to recompute what a naive page would: ``sklearn.metrics.confusion_matrix`` on all rows, plus
``roc_curve``, measured in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _csv(rows: int, rng: np.random.Generator) -> tuple[bytes, np.ndarray, np.ndarray]:
    y = (rng.random(rows) < 0.3).astype(np.int8)
    scores = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6)
    lines = "\n".join(f"{a},{b}" for a, b in zip(y.tolist(), scores.tolist()))
    return ("label,score\n" + lines + "\n").encode(), y, scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e5, 1e6])
    parser.add_argument("--moves", type=int, default=5)
    args = parser.parse_args()

    from sklearn.metrics import confusion_matrix, roc_curve
    from streamlit.testing.v1 import AppTest

    rng = np.random.default_rng(0)
    print(f"{'rows':>10} {'first load s':>13} {'rerun ms (median)':>18} "
          f"{'naive recompute ms':>19} {'ratio':>6}")
    for rows in (int(r) for r in args.rows):
        data, y, scores = _csv(rows, rng)
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=600)
        at.run()
        at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
        started = time.perf_counter()
        at.file_uploader(key="upload_classification").set_value(
            ("bench.csv", data, "text/csv")).run()
        first_load = time.perf_counter() - started
        assert not at.exception, at.exception
        shown = sum(int(m.value.replace(",", "")) for m in at.metric[:4])
        assert shown == rows, f"the page shows {shown} samples, expected {rows}"
        reruns, naive = [], []
        for threshold in np.linspace(0.2, 0.8, args.moves):
            started = time.perf_counter()
            at.number_input(key="threshold_number").set_value(float(threshold)).run()
            reruns.append(time.perf_counter() - started)
            started = time.perf_counter()
            confusion_matrix(y, scores >= threshold)
            roc_curve(y, scores)
            naive.append(time.perf_counter() - started)
        rerun, reference = statistics.median(reruns), statistics.median(naive)
        print(f"{rows:>10,} {first_load:>13.2f} {1000 * rerun:>18.1f} {1000 * reference:>19.1f} "
              f"{rerun / reference:>6.2f}")


if __name__ == "__main__":
    main()

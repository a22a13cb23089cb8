"""Server-side time of a page rerun after a threshold move, at real sizes (goal ≤ 150 ms):
the Confusion page with one model, and the Comparison page with two.

    python benchmarks/dashboard.py [--rows 1e6]

An uploaded CSV of random scores is loaded once through the real app (AppTest), then the exact
threshold is moved several times; each move is timed as the whole script rerun AppTest performs
(the browser reruns only the threshold fragment, so this is an upper bound). The reference is the
time to recompute what a naive page would: ``sklearn.metrics.confusion_matrix`` on all rows, plus
``roc_curve`` (and ``precision_recall_curve``, for each model on the Comparison page), measured in
the same run.
"""

from __future__ import annotations

import argparse
import io
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


def _two_models(rows: int, rng: np.random.Generator) -> tuple[bytes, np.ndarray, tuple]:
    """A Parquet file with a label and two correlated models' scores (score_A, score_B)."""
    import pandas as pd

    y = (rng.random(rows) < 0.3).astype(np.int8)
    scores = tuple(np.round(np.clip(rng.normal(0.35 + lift * y, 0.2), 0, 1), 6)
                   for lift in (0.3, 0.2))
    buffer = io.BytesIO()
    pd.DataFrame({"label": y, "score_A": scores[0], "score_B": scores[1]}).to_parquet(buffer)
    return buffer.getvalue(), y, scores


def _measure(page: str, family: str, upload: tuple[str, bytes], number_key: str, moves: int,
             naive) -> tuple[float, float, float, object]:
    """Upload on ``page`` (timed), then move the exact threshold ``number_key`` ``moves`` times:
    (first load s, median rerun s, median ``naive(threshold)`` s, the AppTest)."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=600)
    at.run()
    if page:
        at.switch_page(page).run()
    at.sidebar.radio(key=f"source_kind_{family}").set_value("upload").run()
    started = time.perf_counter()
    at.file_uploader(key=f"upload_{family}").set_value((*upload, "text/csv")).run()
    first_load = time.perf_counter() - started
    assert not at.exception, at.exception
    reruns, references = [], []
    for threshold in np.linspace(0.2, 0.8, moves):
        started = time.perf_counter()
        at.number_input(key=number_key).set_value(float(threshold)).run()
        reruns.append(time.perf_counter() - started)
        started = time.perf_counter()
        naive(threshold)
        references.append(time.perf_counter() - started)
    return first_load, statistics.median(reruns), statistics.median(references), at


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e5, 1e6])
    parser.add_argument("--moves", type=int, default=5)
    args = parser.parse_args()

    from sklearn.metrics import confusion_matrix, precision_recall_curve, roc_curve

    rng = np.random.default_rng(0)
    header = (f"{'rows':>10} {'first load s':>13} {'rerun ms (median)':>18} "
              f"{'naive recompute ms':>19} {'ratio':>6}")
    print("Confusion page, one model (CSV)\n" + header)
    for rows in (int(r) for r in args.rows):
        data, y, scores = _csv(rows, rng)

        def naive(threshold: float) -> None:
            confusion_matrix(y, scores >= threshold)
            roc_curve(y, scores)

        first_load, rerun, reference, at = _measure("", "classification", ("bench.csv", data),
                                                    "threshold_number", args.moves, naive)
        shown = sum(int(m.value.replace(",", "")) for m in at.metric[:4])
        assert shown == rows, f"the page shows {shown} samples, expected {rows}"
        print(f"{rows:>10,} {first_load:>13.2f} {1000 * rerun:>18.1f} {1000 * reference:>19.1f} "
              f"{rerun / reference:>6.2f}")
    print("\nComparison page, two models (Parquet), model A's threshold\n" + header)
    for rows in (int(r) for r in args.rows):
        data, y, scores = _two_models(rows, rng)

        def naive(threshold: float) -> None:
            for score in scores:
                confusion_matrix(y, score >= threshold)
                roc_curve(y, score)
                precision_recall_curve(y, score)

        first_load, rerun, reference, at = _measure(
            "app_pages/comparison.py", "compare", ("bench.parquet", data),
            "threshold_number_compare_A", args.moves, naive)
        assert "AUC · score\\_A" in [m.label for m in at.metric]
        print(f"{rows:>10,} {first_load:>13.2f} {1000 * rerun:>18.1f} {1000 * reference:>19.1f} "
              f"{rerun / reference:>6.2f}")


if __name__ == "__main__":
    main()

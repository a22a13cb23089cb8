"""What a page sends and how long the Folds page's analysis takes on the issue-48 inputs, against
references measured in the same run.

    python benchmarks/page_bounds.py [--folds 5000]

Prints, best of a few runs:
- splitting a file of ``--folds`` folds of 4 rows (:func:`evalcore.folds.fold_split` and every
  fold's rows) against numpy comparing the fold texts once per fold (what it did before);
- the Folds page's analysis of that file (:class:`evalcore.analysis.folds.FoldsAnalysis`, its
  measures at 0.5), against scikit-learn's roc_auc_score called once per fold;
- ten threshold moves on the page (every fold's measures at a new threshold, all folds' point
  measures at once), against :func:`~evalcore.binary.point_metrics` called once per fold;
- the JSON size of the C×C matrix figure of 1,000 classes (210-character labels) as drawn
  (30 classes) and whole, and the ratio.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from timing import timed  # noqa: E402  benchmarks/timing.py, beside this script
from dashboard.i18n import translate  # noqa: E402
from evalcore.view.budgets import MAX_MATRIX_CLASSES  # noqa: E402
from evalcore.view.multiclass import multiclass_heatmap  # noqa: E402
from evalcore.view.labels.multiclass import heatmap_labels  # noqa: E402
from evalcore.analysis.folds import FoldsAnalysis  # noqa: E402
from evalcore.folds import fold_split  # noqa: E402
from evalcore.io import binary_from_table  # noqa: E402
from evalcore.multiclass.shown import top_classes  # noqa: E402


def best(function, repeat: int = 3) -> float:
    """The best wall time of ``repeat`` calls (:func:`timing.timed`)."""
    return timed(function, repeat=repeat)[0]


def folds_frame(folds: int) -> pd.DataFrame:
    rng = np.random.default_rng(48)
    y = np.tile([0, 1, 0, 1], folds)
    return pd.DataFrame({"fold": np.repeat(np.arange(folds), 4), "label": y,
                         "score": np.round(np.clip(rng.normal(0.4 + 0.2 * y, 0.2), 0, 1), 3)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=5000)
    args = parser.parse_args()
    frame = folds_frame(args.folds)

    def split_all():
        split = fold_split(frame, fold_col="fold", repeat_col=False)
        return [split.rows(r, f) for r, f in split.groups]

    texts = frame["fold"].astype(str).to_numpy(dtype=object)

    def by_text():
        return [texts == f for f in np.unique(texts)]

    ours, reference = best(split_all), best(by_text)
    print(f"split {args.folds:,} folds: {ours:.2f} s; numpy text comparison per fold "
          f"{reference:.2f} s; ratio {ours / reference:.2f}")

    from sklearn.metrics import roc_auc_score

    table = frame.drop(columns="fold")

    def analysis():
        data = binary_from_table(table, label_col="label", score_col="score")
        split = fold_split(frame, fold_col="fold", repeat_col=False)
        return FoldsAnalysis.of("binary", [data], split, ("score",)).at(0.5)

    def sklearn_per_fold():
        return [roc_auc_score(g["label"], g["score"]) for _, g in frame.groupby("fold")]

    ours, reference = best(analysis, 1), best(sklearn_per_fold, 1)
    print(f"Folds analysis of {args.folds:,} folds: {ours:.2f} s; scikit-learn's AUC per fold "
          f"{reference:.2f} s; ratio {ours / reference:.2f}")

    from evalcore.binary import point_metrics
    from evalcore.folds.evaluate import sweep_folds

    data = binary_from_table(table, label_col="label", score_col="score")
    swept = sweep_folds(data, fold_split(frame, fold_col="fold", repeat_col=False))
    thresholds = np.linspace(0.05, 0.95, 10)

    def moves():
        return [swept.at(t) for t in thresholds]

    def one_matrix_at_a_time():
        return [[point_metrics(f.confusion_at(t)) for f in (*swept.folds, swept.pooled)]
                for t in thresholds]

    ours, reference = best(moves), best(one_matrix_at_a_time)
    print(f"10 threshold moves over {args.folds:,} folds: {ours:.2f} s; the point measures one "
          f"fold at a time {reference:.2f} s; ratio {ours / reference:.2f}")

    rng = np.random.default_rng(1000)
    names = [f"{i:04d}" + "x" * 206 for i in range(1000)]
    counts = np.zeros((1000, 1000), np.int64)
    y_true = np.minimum(rng.integers(0, 1000, 20_000), rng.integers(0, 1000, 20_000))
    y_pred = np.where(rng.random(20_000) < 0.6, y_true, rng.integers(0, 1000, 20_000))
    np.add.at(counts, (y_true, y_pred), 1)
    labels = heatmap_labels(lambda key, **p: translate(key, "en", **p))
    shown = top_classes(counts, MAX_MATRIX_CLASSES)
    start = time.perf_counter()
    drawn = len(multiclass_heatmap(counts.astype(float), counts, names, normalized=False,
                                   labels=labels, shown=shown).to_json())
    drawn_s = time.perf_counter() - start
    start = time.perf_counter()
    whole = len(multiclass_heatmap(counts.astype(float), counts, names, normalized=False,
                                   labels=labels).to_json())
    whole_s = time.perf_counter() - start
    print(f"1,000-class matrix figure: drawn ({MAX_MATRIX_CLASSES} classes) {drawn:,} bytes in "
          f"{drawn_s:.2f} s; whole {whole:,} bytes in {whole_s:.1f} s; ratio {drawn / whole:.4f}")


if __name__ == "__main__":
    main()

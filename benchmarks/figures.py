"""What ``value.figures()`` costs, against building the value from its file in the same run.

    python benchmarks/figures.py

For each built-in example's value (binary, cost, multiclass, regression, ranking, folds, and the
comparison of two scorers, classifiers, regressors and rankers), prints the best wall time of ``figures()`` (English; the labels' language does
not change the work), of the constructor on the file (the reference: reading the file and
computing every number the figures draw; ``to_json()`` is no reference, a value keeps its
answers), their ratio, and the figures' JSON size.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from timing import timed  # noqa: E402  benchmarks/timing.py, beside this script
import evalcore as ec  # noqa: E402
from evalcore.cli.examples import csv_bytes  # noqa: E402
from evalcore.examples import all_examples  # noqa: E402

CASES = {  # name → (example, the API call on its file)
    "binary": ("breast_cancer_logreg", lambda p: ec.binary(p)),
    "cost": ("breast_cancer_logreg", lambda p: ec.binary(p).cost(cost_fn=5)),
    "multiclass": ("digits_logreg", lambda p: ec.multiclass(p)),
    "regression": ("diabetes_ridge", lambda p: ec.regression(p)),
    "ranking": ("ranking_synthetic", lambda p: ec.ranking(p)),
    "folds": ("folds_breast_cancer", lambda p: ec.folds(p)),
    "compare": ("compare_breast_cancer", lambda p: ec.compare(p)),
    "compare_mc": ("compare_digits", lambda p: ec.compare(p)),
    "compare_reg": ("compare_diabetes", lambda p: ec.compare(p)),
    "compare_rank": ("compare_ranking_synthetic", lambda p: ec.compare(p)),
}


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    print(f"{'value':<12}{'figures() s':>13}{'value s':>10}{'ratio':>8}{'figures KB':>12}")
    for name, (key, build) in CASES.items():
        example = all_examples()[key]
        path = folder / f"{key}.csv"
        path.write_bytes(csv_bytes(example.build(), example.filename))
        value = build(str(path))
        value.figures()  # Plotly's and the builders' imports, once
        drawn, figures = timed(value.figures)
        reference, _ = timed(lambda: build(str(path)).to_json())
        size = sum(len(figure.to_json()) for figure in figures.values()) / 1024
        print(f"{name:<12}{drawn:>13.3f}{reference:>10.3f}{drawn / reference:>8.2f}{size:>12.0f}")


if __name__ == "__main__":
    main()

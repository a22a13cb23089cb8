"""What the Comparison page computes for k multiclass models and k rankers, against references
run in the same process.

- Multiclass, k models × n rows: every model's summary and McNemar's test of every pair
  (what the page shows at once), against scikit-learn's accuracy, macro-F1, kappa and MCC loop;
  the on-demand paired bootstrap of macro-F1 (1000 resamples per pair, the command's default),
  against one two-model bootstrap of the same rows.
- Ranking, k rankers × Q queries: every model's evaluation and the paired t-test and
  randomization test of every pair at the page's resamples cap, against the two-model
  comparison of models 0 and 1 (the same tests, one pair).

Run: ``python benchmarks/many_tasks.py [--models 5] [--rows 1e5] [--queries 2000]`` (prints
tables; not part of the test suite).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn import metrics as skm

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import timed  # noqa: E402
from dashboard.loading.budgets import resamples_cap  # noqa: E402
from evalcore.api.settings import MANY_BOOTSTRAP_RESAMPLES  # noqa: E402
from evalcore.compare.many import compare_multiclass_many, compare_ranking_many  # noqa: E402
from evalcore.compare.many_load import many_from_table  # noqa: E402
from evalcore.compare.multiclass import multiclass_pair_from_table  # noqa: E402
from evalcore.compare.ranking import (compare_evaluations, evaluate_pair,  # noqa: E402
                                      ranking_pair_from_table)


def multiclass_table(k: int, n: int, classes: int = 10, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.integers(0, classes, n)
    table = pd.DataFrame({"label": y})
    for i in range(k):
        table[f"pred_{i}"] = np.where(rng.random(n) < 0.5 + 0.05 * i, y,
                                      rng.integers(0, classes, n))
    return table


def ranking_table(k: int, queries: int, docs: int = 20, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    relevance = rng.integers(0, 4, queries * docs)
    table = pd.DataFrame({"query_id": np.repeat(np.arange(queries), docs),
                          "doc_id": np.tile(np.arange(docs), queries), "relevance": relevance})
    for i in range(k):
        table[f"score_{i}"] = (0.3 + 0.2 * i) * relevance + rng.normal(size=relevance.size)
    return table


def sklearn_multiclass(table: pd.DataFrame, columns) -> list:
    y = table["label"]
    return [(skm.accuracy_score(y, table[c]), skm.f1_score(y, table[c], average="macro"),
             skm.cohen_kappa_score(y, table[c]), skm.matthews_corrcoef(y, table[c]))
            for c in columns]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=5)
    parser.add_argument("--rows", type=float, default=1e5)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    k, n, queries = args.models, int(args.rows), args.queries
    pairs = k * (k - 1) // 2

    table = multiclass_table(k, n)
    columns = [f"pred_{i}" for i in range(k)]
    models = many_from_table(table, columns, multiclass_pair_from_table, "pred_cols",
                             label_col="label")
    ours, result = timed(lambda: compare_multiclass_many(models.pairs, columns), repeat=args.repeat)
    reference, expected = timed(sklearn_multiclass, table, columns, repeat=args.repeat)
    for m, (accuracy, macro, kappa, mcc) in zip(result.measures, expected):
        assert abs(m["accuracy"] - accuracy) < 1e-12 and abs(m["macro_f1_mean"] - macro) < 1e-12
    one, _ = timed(lambda: compare_multiclass_many(  # first: it pays any first-call cost
        models.pairs[:1], columns[:2], n_resamples=MANY_BOOTSTRAP_RESAMPLES), repeat=2)
    boot, _ = timed(lambda: compare_multiclass_many(
        models.pairs, columns, n_resamples=MANY_BOOTSTRAP_RESAMPLES), repeat=1)
    print("| multiclass: models × rows | summaries + McNemar of every pair | scikit-learn "
          f"accuracy, macro-F1, kappa, MCC loop | ratio | + macro-F1 bootstrap "
          f"({MANY_BOOTSTRAP_RESAMPLES} per pair, {pairs} pairs) | one pair's | ratio |")
    print("|---|---|---|---|---|---|---|")
    print(f"| {k} × {n:,} | {ours:.2f} s | {reference:.2f} s | {ours / reference:.2f}× "
          f"| {boot:.1f} s | {one:.1f} s | {boot / one:.1f}× |")

    table = ranking_table(k, queries)
    columns = [f"score_{i}" for i in range(k)]
    models = many_from_table(table, columns, ranking_pair_from_table, "score_cols")
    cap = resamples_cap(queries)

    def many():
        evaluations = [evaluate_pair(models.first)[0]] + [evaluate_pair(p)[1]
                                                          for p in models.pairs]
        return compare_ranking_many(evaluations, columns, n_resamples=cap)

    def two():
        return compare_evaluations(evaluate_pair(models.first), n_resamples=cap)

    ours, result = timed(many, repeat=args.repeat)
    reference, pair = timed(two, repeat=args.repeat)
    first = next(t for t in result.pairwise if t.measure == "ndcg" and (t.a, t.b) == (0, 1))
    assert first.p_value == pair.tests.t_p_value
    print()
    print(f"| ranking: models × queries | evaluations + t-test and randomization ({cap:,} flips) "
          f"of {pairs} pairs | the two-model comparison (one pair) | ratio |")
    print("|---|---|---|---|")
    print(f"| {k} × {queries:,} | {ours:.2f} s | {reference:.2f} s | {ours / reference:.1f}× |")


if __name__ == "__main__":
    main()

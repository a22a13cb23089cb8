"""What the Comparison page computes for k multiclass models, k regressors and k rankers, against
references run in the same process.

- Multiclass, k models × n rows: every model's summary and McNemar's test of every pair,
  against scikit-learn's accuracy, macro-F1, kappa and MCC loop; the default page (those, every
  model's intervals and every pair's paired bootstrap of macro-F1 from one set of resamples:
  1000, 200 above the page's ``LARGE_UNITS`` rows), against the same numbers computed pair by
  pair (one two-model paired bootstrap per pair, then the intervals) and against one pair's
  paired bootstrap.
- Regression, k models × n rows: the default page's comparison (every metric, Wilcoxon's test of
  every pair, the intervals and every pair's bootstrap of RMSE), against the same pair by pair
  and against one pair's paired bootstrap.
- Ranking, k rankers × Q queries: every model's evaluation and the paired t-test and
  randomization test of every pair at the page's resamples cap, against the two-model
  comparison of models 0 and 1 (the same tests, one pair).

Run: ``python benchmarks/many_tasks.py [--models 5] [--rows 1e5] [--queries 2000]
[--no-pairwise-before]`` (prints tables; not part of the test suite; ``--no-pairwise-before``
times one pair of the pair-by-pair reference and multiplies it by the pairs, for large k × n).
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
from dashboard.compare.views.bootstrap import default_resamples  # noqa: E402
from dashboard.loading.budgets import resamples_cap  # noqa: E402
from evalcore.compare.many import (bootstrap_test, compare_multiclass_many,  # noqa: E402
                                   compare_ranking_many, compare_regression_many, shared_classes)
from evalcore.compare.many_intervals import (multiclass_intervals,  # noqa: E402
                                             regression_intervals)
from evalcore.compare.many_load import many_from_table  # noqa: E402
from evalcore.compare.multiclass import (bootstrap_metric,  # noqa: E402
                                         multiclass_pair_from_table)
from evalcore.compare.regression import regression_pair_from_table  # noqa: E402
from evalcore.compare.resampled import REGRESSION  # noqa: E402
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


def regression_table(k: int, n: int, seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.normal(size=n)
    table = pd.DataFrame({"y": y})
    for i in range(k):
        table[f"pred_{i}"] = y + (0.5 + 0.05 * i) * rng.normal(size=n)
    return table


def pair_by_pair(compare, bootstrap, intervals, models, names, resamples: int, *,
                 only_first: bool = False):
    """The default page's numbers computed as before the shared resamples: the comparison
    without the bootstrap, then one two-model paired bootstrap per pair and the intervals
    (``only_first``: the first pair only)."""
    compare(models.pairs, names, n_resamples=0)
    k = len(names)
    pairs = [(i, j) for i in range(k) for j in range(i + 1, k)][:1 if only_first else None]
    tests = [bootstrap(i, j, resamples) for i, j in pairs]
    return tests, intervals(resamples)


def default_page_rows(task: str, compare, models, names, bootstrap, intervals, one_pair,
                      n: int, repeat: int, estimate: bool) -> str:
    """One table row: the default page's comparison, the same pair by pair, one pair's."""
    k, resamples = len(names), default_resamples(n)
    pairs = k * (k - 1) // 2
    one, _ = timed(one_pair, resamples, repeat=2)  # first: it pays any first-call cost
    ours, result = timed(lambda: compare(models.pairs, names, n_resamples=resamples),
                         repeat=repeat)
    if estimate:
        base, _ = timed(lambda: pair_by_pair(compare, bootstrap, intervals, models, names,
                                             resamples, only_first=True), repeat=1)
        before, note = base + (pairs - 1) * one, " (est.)"
    else:
        before, (tests, _) = timed(lambda: pair_by_pair(compare, bootstrap, intervals, models,
                                                        names, resamples), repeat=1)
        note = ""
        shared = [t for t in result.pairwise if t.method == "bootstrap"]
        assert [t.p_value for t in shared] == [t.p_value for t in tests] or n >= 100_000
    return (f"| {task}: {k} × {n:,}, {resamples:,} resamples | {ours:.2f} s | "
            f"{before:.1f} s{note} | {ours / before:.2f}× | {one:.2f} s | {ours / one:.2f}× |")


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
    parser.add_argument("--no-pairwise-before", dest="pairwise_before", action="store_false",
                        help="estimate the pair-by-pair reference from its first pair")
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
    print("| multiclass: models × rows | summaries + McNemar of every pair | scikit-learn "
          "accuracy, macro-F1, kappa, MCC loop | ratio |")
    print("|---|---|---|---|")
    print(f"| {k} × {n:,} | {ours:.2f} s | {reference:.2f} s | {ours / reference:.2f}× |")

    labels, y, preds = shared_classes(models.pairs)
    macro_f1 = bootstrap_metric("macro_f1", len(labels))
    rows = [default_page_rows(
        "multiclass", compare_multiclass_many, models, columns,
        lambda i, j, b: bootstrap_test("macro_f1_mean", macro_f1, y, preds[i], preds[j], i, j,
                                       n_resamples=b, seed=0),
        lambda b: multiclass_intervals(y, preds, len(labels), n_resamples=b, seed=0),
        lambda b: bootstrap_test("macro_f1_mean", macro_f1, y, preds[0], preds[1], 0, 1,
                                 n_resamples=b, seed=0),
        n, args.repeat, not args.pairwise_before)]
    table = regression_table(k, n)
    models = many_from_table(table, columns, regression_pair_from_table, "pred_cols",
                             true_col="y")
    y, preds = models.first.y_true, models.outputs("pred_a", "pred_b")
    rows.append(default_page_rows(
        "regression", compare_regression_many, models, columns,
        lambda i, j, b: bootstrap_test("rmse", REGRESSION["rmse"], y, preds[i], preds[j], i, j,
                                       n_resamples=b, seed=0),
        lambda b: regression_intervals(y, preds, n_resamples=b, seed=0),
        lambda b: bootstrap_test("rmse", REGRESSION["rmse"], y, preds[0], preds[1], 0, 1,
                                 n_resamples=b, seed=0),
        n, args.repeat, not args.pairwise_before))
    print()
    print(f"| default page: models × rows, resamples | ours: intervals + every pair's bootstrap "
          f"from one set of resamples | pair by pair ({pairs} two-model bootstraps + intervals) "
          "| ratio | one pair's bootstrap | ratio |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))

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

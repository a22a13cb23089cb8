"""Each model's percentile bootstrap interval beside its measure, against SciPy's
``bootstrap(method="percentile")`` drawing the same resample indices from the same seed, with
scikit-learn's metric on each resample; with more rows than one block of draws, against a plain
loop over the same draws."""

import numpy as np
import pandas as pd
import pytest
from scipy.stats import bootstrap
from sklearn.metrics import (accuracy_score, f1_score, mean_absolute_error, mean_squared_error,
                             ndcg_score, r2_score)

from evalcore.compare.many import (compare_multiclass_many, compare_ranking_many,
                                   compare_regression_many)
from evalcore.compare.many_intervals import multiclass_intervals, regression_intervals
from evalcore.compare.many_load import many_from_table
from evalcore.compare.multiclass import multiclass_pair_from_table
from evalcore.compare.regression import regression_pair_from_table
from evalcore.resample.draw_counts import BLOCK, draw_row_counts, drawn_rows
from tests.evalcore.test_compare_many import multiclass_table

SEED, RESAMPLES = 7, 300


def scipy_interval(statistic, n: int, *, resamples=RESAMPLES, seed=SEED) -> list[float]:
    """SciPy's percentile interval of ``statistic(rows)`` over resampled row indices."""
    result = bootstrap((np.arange(n),), statistic, vectorized=False, method="percentile",
                       n_resamples=resamples, rng=np.random.default_rng(seed),
                       confidence_level=0.95)
    return [result.confidence_interval.low, result.confidence_interval.high]


def test_multiclass_intervals_equal_scipy_with_sklearn():
    table = multiclass_table()
    cols = ["pred_0", "pred_1", "pred_2", "pred_3"]
    models = many_from_table(table, cols, multiclass_pair_from_table, "pred_cols",
                             label_col="label")
    result = compare_multiclass_many(models.pairs, cols, n_resamples=RESAMPLES, seed=SEED)
    y = table["label"].to_numpy()
    labels = ["cat", "dog", "fox", "owl"]
    for m, c in zip(result.measures, cols):
        p = table[c].to_numpy()
        assert m["accuracy_ci"] == pytest.approx(
            scipy_interval(lambda i: accuracy_score(y[i], p[i]), len(y)), abs=1e-12)
        assert m["macro_f1_mean_ci"] == pytest.approx(scipy_interval(
            lambda i: f1_score(y[i], p[i], labels=labels, average="macro", zero_division=0),
            len(y)), abs=1e-12)
        assert m["accuracy_ci"][0] < m["accuracy"] < m["accuracy_ci"][1]


def test_no_resamples_no_intervals():
    table = multiclass_table()
    models = many_from_table(table, ["pred_0", "pred_1"], multiclass_pair_from_table,
                             "pred_cols", label_col="label")
    result = compare_multiclass_many(models.pairs, models.names, n_resamples=0)
    assert not any(key.endswith("_ci") for m in result.measures for key in m)


def regression_table(seed=2, n=200):
    rng = np.random.default_rng(seed)
    y = rng.normal(size=n)
    return pd.DataFrame({"y_true": y, **{f"pred_{i}": y + s * rng.normal(size=n)
                                         for i, s in enumerate((0.3, 0.5, 0.6))}})


def test_regression_intervals_equal_scipy_with_sklearn():
    table = regression_table()
    cols = ["pred_0", "pred_1", "pred_2"]
    models = many_from_table(table, cols, regression_pair_from_table, "pred_cols",
                             true_col="y_true")
    result = compare_regression_many(models.pairs, cols, n_resamples=RESAMPLES, seed=SEED)
    y = table["y_true"].to_numpy()
    for m, c in zip(result.measures, cols):
        p = table[c].to_numpy()
        for key, metric in (("rmse", lambda a, b: np.sqrt(mean_squared_error(a, b))),
                            ("mae", mean_absolute_error), ("r2", r2_score)):
            assert m[f"{key}_ci"] == pytest.approx(
                scipy_interval(lambda i: metric(y[i], p[i]), len(y)), rel=1e-9), key


def test_r2_has_no_interval_when_a_resample_draws_one_truth():
    y = np.array([0.0, 0.0, 0.0, 1.0])  # some of 200 resamples draw no 1
    intervals = regression_intervals(y, [y + 0.1], n_resamples=200, seed=0)
    assert intervals[0]["r2_ci"] is None and intervals[0]["rmse_ci"] is not None


def test_more_rows_than_a_block_equal_a_loop_over_the_same_draws():
    rng = np.random.default_rng(3)
    n, resamples = BLOCK + 3001, 25
    y = rng.integers(0, 4, n)
    preds = [np.where(rng.random(n) < q, y, rng.integers(0, 4, n)) for q in (0.5, 0.8)]
    truth = rng.normal(size=n)
    values = [truth + s * rng.normal(size=n) for s in (0.2, 0.9)]
    draws = np.random.default_rng(SEED)
    rows = [drawn_rows(draw_row_counts(draws, n)) for _ in range(resamples)]

    def loop(metric, y_true, pred):
        return list(np.percentile([metric(y_true[r], pred[r]) for r in rows], [2.5, 97.5]))

    classes = multiclass_intervals(y, preds, 4, n_resamples=resamples, seed=SEED)
    errors = regression_intervals(truth, values, n_resamples=resamples, seed=SEED)
    for got, p in zip(classes, preds):
        assert got["accuracy_ci"] == pytest.approx(loop(accuracy_score, y, p), abs=1e-12)
        assert got["macro_f1_mean_ci"] == pytest.approx(loop(
            lambda a, b: f1_score(a, b, labels=range(4), average="macro", zero_division=0),
            y, p), abs=1e-12)
    for got, p in zip(errors, values):
        assert got["mae_ci"] == pytest.approx(loop(mean_absolute_error, truth, p), rel=1e-9)
        assert got["r2_ci"] == pytest.approx(loop(r2_score, truth, p), rel=1e-9)


def test_ranking_intervals_resample_queries_as_scipy_with_sklearn_ndcg():
    from evalcore.compare.ranking import evaluate_pair, ranking_pair_from_table

    rng = np.random.default_rng(4)
    queries, docs = 30, 8
    relevance = (rng.random((queries, docs)) < 0.3).astype(int)
    relevance[:, 0] = 1  # every query has a relevant document
    table = pd.DataFrame({"query": np.repeat(np.arange(queries), docs),
                          "doc": np.tile(np.arange(docs), queries),
                          "relevance": relevance.ravel()})
    for i in range(3):
        table[f"s{i}"] = table["relevance"] + (1 + i) * rng.normal(size=queries * docs)
    cols = ["s0", "s1", "s2"]
    models = many_from_table(table, cols, ranking_pair_from_table, "score_cols")
    evaluations = [evaluate_pair(models.pairs[0])[0]] + [evaluate_pair(p)[1]
                                                         for p in models.pairs]
    result = compare_ranking_many(evaluations, cols, metric="ndcg", k=5,
                                  n_resamples=RESAMPLES, seed=SEED)
    for m, c in zip(result.measures, cols):
        scores = table[c].to_numpy().reshape(queries, docs)
        per_query = np.array([ndcg_score(relevance[q:q + 1], scores[q:q + 1], k=5)
                              for q in range(queries)])
        assert m["ndcg"] == pytest.approx(per_query.mean())
        assert m["ndcg_ci"] == pytest.approx(
            scipy_interval(lambda i: per_query[i].mean(), queries), rel=1e-9)

"""Every pair's paired bootstrap (multiclass macro-F1, regression RMSE) from the k models'
shared resamples: equal to the two-model paired bootstrap of each pair drawn from the same seed
(the per-pair computation the k-model comparison ran before), and to SciPy's ``bootstrap`` of
each pair's difference with scikit-learn's metric on each resample."""

import numpy as np
import pandas as pd
import pytest
from scipy.stats import bootstrap
from sklearn.metrics import f1_score, mean_squared_error

from evalcore.compare.many import (bootstrap_p_value, bootstrap_test, compare_multiclass_many,
                                   compare_regression_many, shared_classes)
from evalcore.compare.many_load import many_from_table
from evalcore.compare.multiclass import bootstrap_metric, multiclass_pair_from_table
from evalcore.compare.regression import regression_pair_from_table
from evalcore.compare.resampled import REGRESSION
from tests.resamples import per_resample

SEED, RESAMPLES = 5, 200


def multiclass_models(n=250):
    rng = np.random.default_rng(3)
    labels = np.array(["a", "b", "c", "d"])
    y = rng.integers(0, 4, n)
    table = {"label": labels[y]}
    for i, noise in enumerate((0.3, 0.35, 0.5, 0.6)):
        table[f"m{i}"] = labels[np.where(rng.random(n) < noise, rng.integers(0, 4, n), y)]
    cols = list(table)[1:]
    table = pd.DataFrame(table)
    return table, cols, many_from_table(table, cols, multiclass_pair_from_table, "pred_cols",
                                        label_col="label")


def regression_models(n=250):
    rng = np.random.default_rng(4)
    y = rng.normal(size=n)
    table = pd.DataFrame({"y": y, **{f"m{i}": y + s * rng.normal(size=n)
                                     for i, s in enumerate((0.5, 0.55, 0.8, 1.0))}})
    cols = list(table)[1:]
    return table, cols, many_from_table(table, cols, regression_pair_from_table, "pred_cols",
                                        true_col="y")


def loop_p_values(n: int, k: int, metric) -> dict[tuple[int, int], tuple[float, float]]:
    """Each pair's (observed difference, percentile-test p-value) over the resample indices
    SciPy's ``bootstrap`` draws from the seed, the metric computed afresh on each; the
    differences rounded to 12 decimals, so that a tie summed in another order stays a tie.
    Every pair's bootstrap draws the same resamples from the seed: each model's metric on a
    resample is computed once and read again by the other pairs it belongs to."""
    once = [per_resample(lambda rows, i=i: metric(rows, i)) for i in range(k)]
    out = {}
    for i in range(k):
        for j in range(i + 1, k):
            result = bootstrap((np.arange(n),), lambda rows: once[i](rows) - once[j](rows),
                               vectorized=False, method="percentile", n_resamples=RESAMPLES,
                               rng=np.random.default_rng(SEED))
            out[i, j] = (metric(np.arange(n), i) - metric(np.arange(n), j),
                         bootstrap_p_value(np.round(result.bootstrap_distribution, 12)))
    return out


def pair_tests(result, measure):
    return {(t.a, t.b): t for t in result.pairwise if t.measure == measure}


def test_multiclass_pairs_equal_each_pairs_own_bootstrap_and_sklearn_loop():
    table, cols, models = multiclass_models()
    result = compare_multiclass_many(models.pairs, cols, n_resamples=RESAMPLES, seed=SEED)
    shared = pair_tests(result, "macro_f1_mean")
    labels, y, preds = shared_classes(models.pairs)
    metric = bootstrap_metric("macro_f1", len(labels))
    assert len(shared) == 6
    for (i, j), test in shared.items():
        own = bootstrap_test("macro_f1_mean", metric, y, preds[i], preds[j], i, j,
                             n_resamples=RESAMPLES, seed=SEED)
        assert (test.p_value, test.method, test.reason) == (own.p_value, own.method, own.reason)
        assert test.difference == pytest.approx(own.difference, abs=1e-12)
        assert test.statistic == pytest.approx(own.statistic, abs=1e-12)
    truth = table["label"].to_numpy()
    loop = loop_p_values(len(truth), len(cols), lambda rows, i: f1_score(
        truth[rows], table[cols[i]].to_numpy()[rows], labels=list(labels), average="macro",
        zero_division=0))
    for pair, (difference, p) in loop.items():
        assert shared[pair].difference == pytest.approx(difference, abs=1e-12)
        assert shared[pair].p_value == p
    assert len({t.p_value for t in shared.values()}) > 1  # not one value for every pair


def test_regression_pairs_equal_each_pairs_own_bootstrap_and_sklearn_loop():
    table, cols, models = regression_models()
    result = compare_regression_many(models.pairs, cols, n_resamples=RESAMPLES, seed=SEED)
    shared = pair_tests(result, "rmse")
    y = models.first.y_true
    preds = models.outputs("pred_a", "pred_b")
    assert len(shared) == 6
    for (i, j), test in shared.items():
        own = bootstrap_test("rmse", REGRESSION["rmse"], y, preds[i], preds[j], i, j,
                             n_resamples=RESAMPLES, seed=SEED)
        assert (test.p_value, test.method, test.reason) == (own.p_value, own.method, own.reason)
        assert test.difference == pytest.approx(own.difference, rel=1e-12)
    truth = table["y"].to_numpy()
    loop = loop_p_values(len(truth), len(cols), lambda rows, i: np.sqrt(mean_squared_error(
        truth[rows], table[cols[i]].to_numpy()[rows])))
    for pair, (difference, p) in loop.items():
        assert shared[pair].difference == pytest.approx(difference, rel=1e-12)
        assert shared[pair].p_value == p
    assert len({t.p_value for t in shared.values()}) > 1


def test_identical_models_tie_on_every_resample():
    """Two identical predictions differ by exactly 0 on every resample: p = 1."""
    table, cols, _ = regression_models(60)
    table["copy"] = table["m0"]
    models = many_from_table(table, ["m0", "copy", "m1"], regression_pair_from_table,
                             "pred_cols", true_col="y")
    result = compare_regression_many(models.pairs, ["m0", "copy", "m1"], n_resamples=100)
    test = pair_tests(result, "rmse")[0, 1]
    assert (test.difference, test.p_value) == (0.0, 1.0)

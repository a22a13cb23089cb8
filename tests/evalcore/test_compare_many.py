"""k models at once: every pair against the two-model comparison's own test (itself checked
against its oracles), corrections against statsmodels, Friedman against SciPy, measures against
scikit-learn."""

import numpy as np
import pandas as pd
import pytest
from scipy.stats import friedmanchisquare, ttest_rel, wilcoxon
from sklearn.metrics import accuracy_score, average_precision_score, roc_auc_score
from statsmodels.stats.multitest import multipletests

from evalcore.compare import delong_test, mcnemar_test, paired_bootstrap
from evalcore.compare.many import (
    bootstrap_p_value,
    compare_binary_many,
    compare_multiclass_many,
    compare_ranking_many,
    compare_regression_many,
)
from evalcore.compare.many_load import many_from_table, many_from_tables
from evalcore.compare.multiclass import multiclass_pair_from_table
from evalcore.compare.regression import regression_pair_from_table
from evalcore.compare.resampled import BINARY_ON_SCORES
from evalcore.errors import EvalInputError


def binary_models(seed=0, n=400, k=4):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    shared = rng.normal(size=n)
    scores = [(0.4 + 0.3 * i) * y + shared + rng.normal(size=n) for i in range(k)]
    return y, scores


def test_binary_pairs_equal_the_two_model_tests():
    y, scores = binary_models()
    names = ["m0", "m1", "m2", "m3"]
    result = compare_binary_many(y, scores, names, thresholds=[0.0, 0.2, 0.4, 0.6])
    auc = [t for t in result.pairwise if t.measure == "auc"]
    assert [(t.a, t.b) for t in auc] == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    for t in auc:
        two = delong_test(y, scores[t.a], scores[t.b])
        assert (t.statistic, t.p_value, t.difference) == pytest.approx(
            (two.z, two.p_value, two.difference), rel=1e-12)
        assert result.measures[t.a]["auc_ci"] == pytest.approx(two.a.ci, rel=1e-12)
    np.testing.assert_allclose([t.p_adjusted for t in auc],
                               multipletests([t.p_value for t in auc], method="holm")[1])
    for t in (t for t in result.pairwise if t.measure == "accuracy"):
        two = mcnemar_test(y, scores[t.a] >= result.measures[t.a]["threshold"],
                           scores[t.b] >= result.measures[t.b]["threshold"])
        assert (t.statistic, t.p_value, t.method) == (two.statistic, two.p_value,
                                                       "mcnemar_" + two.method)
    for m, s in zip(result.measures, scores):
        assert m["auc"] == pytest.approx(roc_auc_score(y, s), rel=1e-12)
        assert m["average_precision"] == pytest.approx(average_precision_score(y, s), rel=1e-12)
    assert result.p_matrix("auc")[1, 3] == result.p_matrix("auc")[3, 1]


def test_bonferroni_is_selectable():
    y, scores = binary_models(k=3)
    result = compare_binary_many(y, scores, "abc", correction="bonferroni")
    auc = [t for t in result.pairwise if t.measure == "auc"]
    np.testing.assert_allclose([t.p_adjusted for t in auc],
                               multipletests([t.p_value for t in auc], method="bonferroni")[1])


def test_best_names_the_models_not_significantly_worse():
    rng = np.random.default_rng(3)
    n = 600
    y = rng.random(n) < 0.5
    strong = 2.0 * y + rng.normal(size=n)
    twin = strong + 0.01 * rng.normal(size=n)   # indistinguishable from the best
    weak = 0.2 * y + rng.normal(size=n)         # clearly worse
    result = compare_binary_many(y, [weak, strong, twin], ["weak", "strong", "twin"])
    best = result.best()["auc"]
    p = result.p_matrix("auc")
    assert best.best in (1, 2)
    assert set(best.tied) == {1, 2} and p[best.best, 0] < 0.05 <= p[1, 2]
    out = result.to_json()["best"]["auc"]
    assert out["best"] == result.names[best.best] and "weak" not in out["not_different"]


def test_binary_bootstrap_pairs_equal_paired_bootstrap():
    y, scores = binary_models(k=3, n=200)
    result = compare_binary_many(y, scores, "abc", n_resamples=200, seed=4)
    for t in (t for t in result.pairwise if t.measure == "average_precision"):
        two = paired_bootstrap(BINARY_ON_SCORES["ap"], y, scores[t.a], scores[t.b],
                               n_resamples=200, seed=4)
        assert t.difference == two.difference
        assert t.p_value == bootstrap_p_value(two.distribution)
    assert {t.measure for t in result.pairwise} == {"auc", "accuracy", "average_precision", "bep"}


def test_bootstrap_p_value_by_hand():
    # 2 of 10 resamples ≤ 0 → p = 0.4; all above → 0; symmetric → 1 (capped)
    assert bootstrap_p_value([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]) == pytest.approx(0.4)
    assert bootstrap_p_value(np.arange(1, 11)) == 0.0
    assert bootstrap_p_value([-1, 1]) == 1.0


def test_binary_folds_friedman_equals_scipy():
    y, scores = binary_models(seed=5, n=500, k=4)
    folds = np.arange(500) % 5
    result = compare_binary_many(y, scores, "abcd", folds=folds)
    per_fold = np.array([[roc_auc_score(y[folds == f], s[folds == f]) for s in scores]
                         for f in range(5)])
    np.testing.assert_allclose(result.folds.per_fold, per_fold, rtol=1e-12)
    expected = friedmanchisquare(*per_fold.T)
    assert result.folds.friedman.statistic == pytest.approx(expected.statistic, rel=1e-12)
    assert result.folds.friedman.p_value == pytest.approx(expected.pvalue, rel=1e-10)
    out = result.to_json()
    assert out["nemenyi"]["cd"] == pytest.approx(2.569 * np.sqrt(4 * 5 / 30), abs=1e-3)
    assert set(out["friedman"]) >= {"statistic", "p_value", "ranks"}


def test_thresholds_one_or_one_per_model():
    y, scores = binary_models(k=3)
    assert compare_binary_many(y, scores, "abc", thresholds=0.3).detail.thresholds == (0.3,) * 3
    with pytest.raises(EvalInputError) as error:
        compare_binary_many(y, scores, "abc", thresholds=[0.1, 0.2])
    assert error.value.key == "compare_thresholds_count"


def multiclass_table(seed=1, n=300):
    rng = np.random.default_rng(seed)
    labels = np.array(["cat", "dog", "fox"])
    y = rng.integers(0, 3, n)
    table = {"label": labels[y]}
    for i, noise in enumerate((0.2, 0.35, 0.5)):
        wrong = rng.random(n) < noise
        table[f"pred_{i}"] = labels[np.where(wrong, rng.integers(0, 3, n), y)]
    table["pred_3"] = np.where(rng.random(n) < 0.05, "owl", table["pred_0"])  # a new class
    return pd.DataFrame(table)


def test_with_correction_recorrects_every_family_as_statsmodels():
    table = multiclass_table()
    columns = [c for c in table.columns if c.startswith("pred_")]
    models = many_from_table(table, columns, multiclass_pair_from_table, "pred_cols",
                             label_col="label")
    holm = compare_multiclass_many(models.pairs, columns, n_resamples=200)
    bonferroni = holm.with_correction("bonferroni")
    assert bonferroni.correction == "bonferroni"
    for measure in ("accuracy", "macro_f1_mean"):
        family = [t for t in bonferroni.pairwise if t.measure == measure]
        np.testing.assert_allclose([t.p_adjusted for t in family], multipletests(
            [t.p_value for t in family], method="bonferroni")[1])
    assert [t.p_adjusted for t in bonferroni.with_correction("holm").pairwise] == \
        [t.p_adjusted for t in holm.pairwise]


def test_multiclass_many_equals_mcnemar_and_sklearn():
    table = multiclass_table()
    cols = ["pred_0", "pred_1", "pred_2", "pred_3"]
    models = many_from_table(table, cols, multiclass_pair_from_table, "pred_cols",
                             label_col="label")
    result = compare_multiclass_many(models.pairs, models.names, folds=np.arange(300) % 4)
    for m, c in zip(result.measures, cols):
        assert m["accuracy"] == pytest.approx(accuracy_score(table["label"], table[c]))
    for t in result.pairwise:
        right = [table[c].to_numpy() == table["label"].to_numpy() for c in (cols[t.a], cols[t.b])]
        two = mcnemar_test(np.ones(300, bool), *right)
        assert (t.statistic, t.p_value) == (two.statistic, two.p_value)
    assert result.folds.friedman.statistic == pytest.approx(friedmanchisquare(*[
        [accuracy_score(table["label"][f::4], table[c][f::4]) for f in range(4)]
        for c in cols]).statistic)


def test_regression_many_equals_wilcoxon():
    rng = np.random.default_rng(2)
    y = rng.normal(size=200)
    table = pd.DataFrame({"y_true": y, **{f"pred_{i}": y + s * rng.normal(size=200)
                                           for i, s in enumerate((0.3, 0.5, 0.6))}})
    cols = ["pred_0", "pred_1", "pred_2"]
    models = many_from_table(table, cols, regression_pair_from_table, "pred_cols",
                             true_col="y_true")
    result = compare_regression_many(models.pairs, models.names, folds=np.arange(200) % 5,
                                     n_resamples=100)
    for t in (t for t in result.pairwise if t.measure == "mae"):
        d = np.abs(y - table[cols[t.a]]) - np.abs(y - table[cols[t.b]])
        expected = wilcoxon(d)
        assert (t.statistic, t.p_value) == pytest.approx((expected.statistic, expected.pvalue))
    assert result.best()["mae"].best == 0
    per_fold = [[np.sqrt(np.mean((y[f::5] - table[c][f::5]) ** 2)) for c in cols]
                for f in range(5)]
    assert result.folds.friedman.ranks == pytest.approx(
        tuple(np.mean(np.argsort(np.argsort(per_fold, axis=1), axis=1) + 1, axis=0)))


def test_ranking_many_equals_ttest():
    from evalcore.compare.ranking import evaluate_pair, per_query_metric, ranking_pair_from_table

    rng = np.random.default_rng(4)
    n = 240
    table = pd.DataFrame({"query": np.repeat(np.arange(24), 10), "doc": np.tile(np.arange(10), 24),
                          "relevance": rng.integers(0, 3, n)})
    for i in range(3):
        table[f"s{i}"] = table["relevance"] + (1 + i) * rng.normal(size=n)
    models = many_from_table(table, ["s0", "s1", "s2"], ranking_pair_from_table, "score_cols")
    evaluations = [evaluate_pair(models.pairs[0])[0]] + [evaluate_pair(p)[1]
                                                         for p in models.pairs]
    result = compare_ranking_many(evaluations, models.names, metric="ndcg", k=5,
                                  n_resamples=99)
    values = [per_query_metric(e, "ndcg", 5) for e in evaluations]
    for t in (t for t in result.pairwise if t.method == "t_test"):
        expected = ttest_rel(values[t.a], values[t.b])
        assert (t.statistic, t.p_value) == pytest.approx((expected.statistic, expected.pvalue))
    assert [m["ndcg"] for m in result.measures] == pytest.approx([v.mean() for v in values])


def test_k_files_keep_the_ids_all_hold():
    y = np.array([0, 1, 0, 1, 1, 0])
    files = [pd.DataFrame({"id": ids, "label": y[ids], "score": np.linspace(0, 1, len(ids))})
             for ids in ([0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [0, 1, 2, 3, 4])]
    from evalcore.compare import compare_from_tables

    models = many_from_tables(files, ["a", "b", "c"], compare_from_tables, "score_cols")
    # ids 1–4 are in every file: a loses 0 and 5, b loses 5, c loses 0
    assert models.left_out == {"a": 2, "b": 1, "c": 1}
    np.testing.assert_array_equal(models.pairs[0].y_true, y[[1, 2, 3, 4]])
    np.testing.assert_array_equal(models.pairs[1].y_true, y[[1, 2, 3, 4]])
    scores = models.outputs("score_a", "score_b")
    for score, table in zip(scores, files):
        np.testing.assert_allclose(score, table.set_index("id").loc[[1, 2, 3, 4], "score"])


def test_repeated_or_single_column_is_refused():
    table = pd.DataFrame({"label": [0, 1, 0, 1], "a": [0.1, 0.9, 0.2, 0.8]})
    from evalcore.compare import compare_from_table

    for cols, key in ((["a"], "compare_models_too_few"), (["a", "a"], "compare_models_repeated")):
        with pytest.raises(EvalInputError) as error:
            many_from_table(table, cols, compare_from_table, "score_cols")
        assert error.value.key == key


def test_one_fold_is_refused_naming_the_column():
    y, scores = binary_models(k=3)
    with pytest.raises(EvalInputError) as error:
        compare_binary_many(y, scores, "abc", folds=np.zeros(len(y)), fold_col="cv")
    assert error.value.key == "compare_fold_too_few" and error.value.params["column"] == "cv"


def test_k_unnamed_tables_are_named_by_their_place():
    """Tables given without names are models A, B, C... (every one of them compared)."""
    from evalcore.api.settings import CompareSettings
    from evalcore.tasks import analysis

    rng = np.random.default_rng(2)
    y = (rng.random(60) < 0.5).astype(int)
    tables = [pd.DataFrame({"label": y, "score": rng.random(60)}) for _ in range(3)]
    value = analysis(CompareSettings(task="binary", score_cols=("score",) * 3, resamples=0),
                     tables)
    assert value.to_json()["models"] == ["A", "B", "C"]
    assert [value.to_json()["measures"][m]["auc"] for m in "ABC"] == pytest.approx(
        [roc_auc_score(y, t["score"]) for t in tables])


def test_query_folds_refuses_a_query_in_two_folds_in_both_languages():
    from evalcore.compare.many import query_folds
    from evalcore.messages import render

    queries = ["a", "a", "b", "b", "c"]
    assert query_folds(queries, [1, 1, 2, 2, 1], ["c", "b", "a"]).tolist() == ["1", "2", "1"]
    with pytest.raises(EvalInputError) as error:
        query_folds(queries, [1, 2, 2, 2, 1], ["a", "b", "c"], column="cv")
    assert error.value.key == "compare_ranking_query_spans_folds"
    assert error.value.params["query"] == "a" and error.value.params["column"] == "cv"
    for lang in ("en", "zh"):
        text = render(error.value.key, lang, error.value.params)
        assert "a" in text and "cv" in text and "1, 2" in text

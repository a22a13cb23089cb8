"""Ranking comparison: loaders (one file, two files by (query, document) or by row), per-query
metrics against scikit-learn query by query, the tests against SciPy and an enumeration, the
bootstrap against paired_bootstrap over rows with groups=query."""

import io
from itertools import product

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import ttest_rel
from sklearn.metrics import average_precision_score, ndcg_score

from evalcore.compare import paired_bootstrap
from evalcore.compare.ranking import (
    bootstrap_difference,
    compare_evaluations,
    compare_ranking,
    evaluate_pair,
    ranking_pair_from_table,
    ranking_pair_from_tables,
)
from evalcore.errors import EvalInputError
from evalcore.examples.compare_ranking import synthetic_pair_table
from evalcore.examples.ranking import synthetic_csv
from evalcore.ranking import evaluate_ranking
from tests.ranking_tables import random_ranking_pair


def _by_query(table: pd.DataFrame):
    return table.groupby("query_id", sort=False)


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("k", [1, 3, 10])
def test_per_query_ndcg_equals_scikit_learn_query_by_query(gain, k):
    table = random_ranking_pair(60, seed=k)
    result = compare_ranking(ranking_pair_from_table(table), "ndcg", k, gain=gain,
                             ties="average", n_resamples=99)
    expected = {model: [] for model in ("score_A", "score_B")}
    for _, group in _by_query(table):
        rel = group["relevance"].to_numpy()
        truth = rel if gain == "linear" else 2.0 ** rel - 1
        for model, values in expected.items():
            values.append(ndcg_score([truth], [group[model].to_numpy()], k=k))
    assert result.query_ids.tolist() == list(_by_query(table).groups)
    np.testing.assert_allclose(result.values_a, expected["score_A"], rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(result.values_b, expected["score_B"], rtol=1e-12, atol=1e-15)
    assert result.mean_a == pytest.approx(np.mean(expected["score_A"]), rel=1e-12)


def test_per_query_ap_rr_and_precision_by_hand_and_scikit_learn():
    table = random_ranking_pair(40, seed=3, decimals=9)  # no tied scores
    pair = ranking_pair_from_table(table)
    evaluations = evaluate_pair(pair)
    ap = compare_evaluations(evaluations, "ap", n_resamples=99)
    rr = compare_evaluations(evaluations, "rr", n_resamples=99)
    precision = compare_evaluations(evaluations, "precision", 3, n_resamples=99)
    for i, (_, group) in enumerate(_by_query(table)):
        relevant = group["relevance"].to_numpy() >= 1
        ranked = relevant[np.argsort(-group["score_A"].to_numpy())]
        expected_ap = (average_precision_score(relevant, group["score_A"])
                       if relevant.any() else 0.0)
        assert ap.values_a[i] == pytest.approx(expected_ap, rel=1e-12)
        assert rr.values_a[i] == (1 / (np.argmax(ranked) + 1) if ranked.any() else 0.0)
        assert precision.values_a[i] == ranked[:3].sum() / 3


def test_t_test_equals_scipy_ttest_rel():
    result = compare_ranking(ranking_pair_from_table(random_ranking_pair(80, seed=4)), "ndcg", 5,
                             n_resamples=99)
    expected = ttest_rel(result.values_a, result.values_b)
    assert result.tests.t_statistic == pytest.approx(expected.statistic, rel=1e-12)
    assert result.tests.t_p_value == pytest.approx(expected.pvalue, rel=1e-12)
    assert result.tests.df == 79
    assert result.tests.mean_difference == pytest.approx(
        np.mean(result.values_a - result.values_b), rel=1e-12)


def _hand_table() -> pd.DataFrame:
    """Three queries, one relevant document each, worked by hand (RR = 1 / its rank):
    q1: A ranks it 1st, B 2nd → A better (1 vs 1/2);
    q2: both rank it 1st → tie (1 vs 1);
    q3: A ranks it 3rd, B 1st → B better (1/3 vs 1)."""
    return pd.DataFrame({
        "query_id": ["q1"] * 3 + ["q2"] * 2 + ["q3"] * 3,
        "doc_id": ["a", "b", "c", "a", "b", "a", "b", "c"],
        "relevance": [1, 0, 0, 1, 0, 1, 0, 0],
        "score_A": [0.9, 0.5, 0.1, 0.8, 0.2, 0.1, 0.5, 0.9],
        "score_B": [0.5, 0.9, 0.1, 0.7, 0.3, 0.9, 0.5, 0.1],
    })


def test_win_tie_loss_by_hand():
    result = compare_ranking(ranking_pair_from_table(_hand_table()), "rr")
    assert result.values_a.tolist() == [1.0, 1.0, pytest.approx(1 / 3)]
    assert result.values_b.tolist() == [0.5, 1.0, 1.0]
    tests = result.tests
    assert (tests.wins, tests.ties, tests.losses) == (1, 1, 1)
    assert result.outcome.tolist() == [1, 0, -1]
    assert tests.mean_difference == pytest.approx((0.5 + 0 - 2 / 3) / 3)
    # three queries: 2^3 = 8 sign flips, all enumerated
    assert tests.permutation_exact
    assert result.mean_a == pytest.approx(7 / 9) and result.mean_b == pytest.approx(5 / 6)


def _enumerated_p_value(d: np.ndarray) -> float:
    """Two-sided randomization p-value over all 2^Q sign flips: P(|mean(s·d)| ≥ |mean(d)|)."""
    observed = abs(d.mean())
    flips = np.array(list(product((1.0, -1.0), repeat=d.size)))
    null = np.abs((flips * d).mean(axis=1))
    return float(np.mean(null >= observed * (1 - 1e-12)))


@pytest.mark.parametrize("n_queries", [2, 5, 8, 10])
def test_randomization_test_is_exact_on_few_queries(n_queries):
    table = random_ranking_pair(n_queries, seed=10 + n_queries)
    result = compare_ranking(ranking_pair_from_table(table), "ndcg", 5, n_resamples=9999)
    assert result.tests.permutation_exact
    d = result.values_a - result.values_b
    assert result.tests.permutation_p_value == pytest.approx(_enumerated_p_value(d), rel=1e-12)


def test_randomization_enumeration_on_the_hand_case():
    # d = (1/2, 0, −2/3): |mean| of the 8 flips: (1/2 ± 2/3)/3 → 7/18 twice, 1/18 twice,
    # ... observed |−1/18|: every flip is as extreme, p = 1
    result = compare_ranking(ranking_pair_from_table(_hand_table()), "rr")
    assert result.tests.permutation_p_value == pytest.approx(1.0)


def test_bootstrap_difference_equals_paired_bootstrap_of_rows_grouped_by_query():
    # tied scores averaged: NDCG does not depend on the document ids the rows lose here
    table = random_ranking_pair(30, seed=6)
    pair = ranking_pair_from_table(table)
    result = compare_ranking(pair, "ndcg", 5, ties="average", n_resamples=99)

    def mean_ndcg(relevance, score, groups):
        return evaluate_ranking(groups, relevance, score, ties="average").ndcg_at(5).mean()

    direct = paired_bootstrap(mean_ndcg, pair.relevance, pair.score_a, pair.score_b,
                              groups=pair.query_id, n_resamples=200, seed=3)
    helper = bootstrap_difference(result, n_resamples=200, seed=3)
    assert helper.difference == pytest.approx(direct.difference, rel=1e-12)
    assert helper.n_units == direct.n_units == 30
    np.testing.assert_allclose(helper.distribution, direct.distribution, rtol=1e-9, atol=1e-12)
    assert helper.ci == pytest.approx(direct.ci, rel=1e-9)


def test_one_file_with_chosen_score_columns_and_errors():
    table = random_ranking_pair(5, seed=1).rename(columns={"score_A": "bm25", "score_B": "dense"})
    pair = ranking_pair_from_table(table, score_cols=("dense", "bm25"))
    assert pair.names == ("dense", "bm25") and pair.aligned_by == "columns"
    assert pair.score_a.tolist() == table["dense"].tolist()
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_table(table, score_cols=("bm25", "bm25"))
    assert info.value.key == "compare_score_cols_two"
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_table(table.assign(extra=1.0))
    assert info.value.key == "compare_pair_not_found"


def _split(table: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    ids = ["query_id", "doc_id", "relevance"]
    return (table[ids + ["score_A"]].rename(columns={"score_A": "score"}),
            table[ids + ["score_B"]].rename(columns={"score_B": "score"}))


def test_two_files_by_query_and_document_equal_one_file():
    table = random_ranking_pair(20, seed=7)
    df_a, df_b = _split(table)
    shuffled = df_b.sample(frac=1.0, random_state=0)
    pair = ranking_pair_from_tables(df_a, shuffled, names=("a.csv", "b.csv"))
    one = ranking_pair_from_table(table)
    assert pair.aligned_by == "id" and pair.names == ("a.csv", "b.csv") and pair.notice is None
    for field in ("query_id", "doc_id", "relevance", "score_a", "score_b"):
        assert getattr(pair, field).tolist() == getattr(one, field).tolist(), field
    a, b = (compare_ranking(p, "ndcg", 10, n_resamples=99) for p in (pair, one))
    assert a.values_a.tolist() == b.values_a.tolist()
    assert a.values_b.tolist() == b.values_b.tolist()


def test_two_files_by_row_without_document_column():
    table = random_ranking_pair(10, seed=8).drop(columns="doc_id")
    df_a, df_b = (t.rename(columns={"score_A": "bm25"}).drop(columns="score_B")
                  if i == 0 else t.drop(columns="score_A")
                  for i, t in enumerate((table, table)))
    pair = ranking_pair_from_tables(df_a, df_b)
    assert pair.aligned_by == "row" and pair.doc_id is None
    assert pair.score_a.tolist() == table["score_A"].tolist()
    assert pair.score_b.tolist() == table["score_B"].tolist()


def test_two_files_by_row_with_different_queries_or_grades_say_how_many():
    table = random_ranking_pair(4, seed=9).drop(columns="doc_id")
    df_a, df_b = _split(table.assign(doc_id="x"))
    df_a, df_b = df_a.drop(columns="doc_id"), df_b.drop(columns="doc_id")
    moved = df_b.assign(query_id=df_b["query_id"].where(df_b.index != 2, "other"))
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_tables(df_a, moved, names=("a", "b"))
    assert info.value.key == "compare_ranking_queries_differ_rows"
    assert info.value.params["count"] == 1 and info.value.params["rows"] == "3"
    regraded = df_b.assign(relevance=df_b["relevance"] + (df_b.index % 2))
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_tables(df_a, regraded, names=("a", "b"))
    assert info.value.key == "compare_ranking_relevance_differ_rows"
    assert info.value.params["count"] == len(df_b) // 2 and info.value.params["n"] == len(df_b)
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_tables(df_a, df_b.iloc[:-1], names=("a", "b"))
    assert info.value.key == "compare_row_counts_differ"


def test_two_files_by_id_with_different_grades_and_left_out_rows():
    df_a, df_b = _split(random_ranking_pair(3, seed=2))
    regraded = df_b.assign(relevance=np.where(df_b.index == 0, 9, df_b["relevance"]))
    with pytest.raises(EvalInputError) as info:
        ranking_pair_from_tables(df_a, regraded)
    assert info.value.key == "compare_ranking_relevance_differ_ids"
    assert info.value.params["count"] == 1
    assert info.value.params["ids"] == str((df_b["query_id"][0], df_b["doc_id"][0]))
    pair = ranking_pair_from_tables(df_a, df_b.iloc[1:])
    assert pair.notice == "compare_ids_left_out"
    assert pair.notice_params["count_a"] == 1 and pair.notice_params["count_b"] == 0
    assert len(pair.score_a) == len(df_a) - 1


def test_example_is_the_synthetic_set_with_two_scorers():
    table = synthetic_pair_table()
    original = pd.read_csv(io.BytesIO(synthetic_csv()))
    assert table["score_B"].tolist() == original["score"].tolist()
    assert table["relevance"].tolist() == original["relevance"].tolist()
    noise_a = (table["score_A"] - table["relevance"]).std()
    noise_b = (table["score_B"] - table["relevance"]).std()
    assert noise_a == pytest.approx(0.8, abs=0.05) and noise_b == pytest.approx(1.2, abs=0.05)
    assert synthetic_pair_table().equals(table)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(-3, 3), st.integers(-3, 3)),
                min_size=2, max_size=40),
       st.integers(1, 5))
def test_swapping_models_swaps_wins_and_losses(rows, n_queries):
    relevance, a, b = map(np.array, zip(*rows))
    table = pd.DataFrame({"query_id": np.arange(len(rows)) % n_queries, "relevance": relevance,
                          "score_A": a, "score_B": b})
    forward = compare_ranking(ranking_pair_from_table(table), "ndcg", 3, n_resamples=99)
    backward = compare_ranking(ranking_pair_from_table(table, score_cols=("score_B", "score_A")),
                               "ndcg", 3, n_resamples=99)
    f, r = forward.tests, backward.tests
    assert (f.wins, f.ties, f.losses) == (r.losses, r.ties, r.wins)
    assert f.wins + f.ties + f.losses == f.n_queries == len(set(table["query_id"]))
    assert f.mean_difference == pytest.approx(-r.mean_difference, abs=1e-12)
    assert f.permutation_p_value == pytest.approx(r.permutation_p_value)

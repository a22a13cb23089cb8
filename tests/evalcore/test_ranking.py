"""evalcore.ranking against scikit-learn, SciPy, hand-worked trec_eval-style values and a plain
per-query loop written here."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import kendalltau
from sklearn.metrics import ndcg_score

from evalcore.examples import all_examples
from evalcore.ranking import evaluate_ranking, load_ranking

L2 = math.log2


def test_seed002_mrr_example():
    example = all_examples()["ranking_seed002_mrr"]
    data = load_ranking(example.build(), example.filename)
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id)
    detail = evaluation.query_detail("q")
    assert detail["doc_id"].tolist() == ["d2", "d3", "d1", "d5", "d4"]
    summary = evaluation.summary(5)
    m = summary.metrics
    assert m["mrr"] == pytest.approx(1 / 3)  # r(q) = 3
    assert m["map"] == pytest.approx(1 / 3)
    assert m["precision_at_k"] == pytest.approx(1 / 5)
    assert m["recall_at_k"] == 1.0
    assert m["ndcg_at_k"] == pytest.approx(1 / L2(4))
    assert m["rc"] == pytest.approx(0.5)  # d1 above d5, d4; below d2, d3
    assert m["kendall_tau"] == pytest.approx(0.0)
    assert evaluation.summary(2).metrics["precision_at_k"] == 0.0


# Three queries, trec_eval style (doc ids break ties, larger id first; no relevant → 0).
Q = ["q1"] * 4 + ["q2"] * 3 + ["q3"] * 2
DOC = ["a", "b", "c", "d", "x", "y", "z", "u", "v"]
REL = [2, 0, 1, 0, 0, 1, 0, 0, 0]
SCORE = [0.9, 0.8, 0.8, 0.1, 0.7, 0.5, 0.3, 0.4, 0.2]


def hand_example(**options):
    return evaluate_ranking(Q, REL, SCORE, doc_id=DOC, **options)


def test_hand_worked_trec_eval_values():
    evaluation = hand_example(gain="linear")
    # q1 ranked a(2), c(1), b(0), d(0): the tie b/c at 0.8 goes to the larger id c.
    assert evaluation.query_detail("q1")["doc_id"].tolist() == ["a", "c", "b", "d"]
    table = evaluation.per_query(2).set_index("query_id")
    assert table["reciprocal_rank"].tolist() == [1.0, 0.5, 0.0]
    assert table["average_precision"].tolist() == [1.0, 0.5, 0.0]
    assert table["precision_at_k"].tolist() == [1.0, 0.5, 0.0]
    assert table["recall_at_k"].tolist() == [1.0, 1.0, 0.0]
    assert table["ndcg_at_k"].tolist() == pytest.approx([1.0, (1 / L2(3)) / 1.0, 0.0])
    summary = evaluation.summary(5)
    assert summary.queries_without_relevant == 1 and summary.n_queries == 3
    assert summary.metrics["mrr"] == pytest.approx(0.5)
    assert summary.metrics["map"] == pytest.approx(0.5)
    assert summary.metrics["precision_at_k"] == pytest.approx((2 / 5 + 1 / 5) / 3)  # P_5 / k
    assert summary.metrics["recall_at_k"] == pytest.approx(2 / 3)
    # q3 has one grade only: RC and τ-b undefined there, averaged over q1 and q2.
    assert summary.rc_queries == 2
    assert summary.metrics["rc"] == pytest.approx((1.0 + 0.5) / 2)


def test_relevance_level_and_exponential_gain():
    evaluation = hand_example(relevance_level=2)
    table = evaluation.per_query(1).set_index("query_id")
    assert table["n_relevant"].tolist() == [1, 0, 0]
    assert evaluation.summary(1).queries_without_relevant == 2
    exponential = hand_example().query_detail("q1")
    assert exponential["gain"].tolist() == [3.0, 1.0, 0.0, 0.0]
    assert exponential["discount"].tolist() == pytest.approx([1 / L2(r + 1) for r in range(1, 5)])
    assert exponential["dcg"].iloc[-1] == pytest.approx(3 + 1 / L2(3))


def test_tie_average_counts_each_tied_order():
    # q1: b(0) and c(1) tie at rank 2-3: averaged gain 0.5 at each.
    detail = hand_example(gain="linear", ties="average").query_detail("q1")
    assert detail["gain"].tolist() == [2.0, 0.5, 0.5, 0.0]
    ndcg2 = (2 + 0.5 / L2(3)) / (2 + 1 / L2(3))
    assert hand_example(gain="linear", ties="average").ndcg_at(2)[0] == pytest.approx(ndcg2)


def random_lists(seed, n_queries=40, max_len=15, grades=4, distinct=6):
    rng = np.random.default_rng(seed)
    sizes = rng.integers(2, max_len, n_queries)
    q = np.repeat(np.arange(n_queries), sizes)
    return q, rng.integers(0, grades, q.size), rng.integers(0, distinct, q.size) / distinct


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("k", [1, 3, 10, None])
def test_ndcg_matches_sklearn_with_tie_averaging(gain, k):
    q, rel, score = random_lists(1)
    evaluation = evaluate_ranking(q, rel, score, gain=gain, ties="average")
    mine = evaluation.ndcg_at(k or evaluation.max_length)
    for i in range(q.max() + 1):
        truth = rel[q == i] if gain == "linear" else 2.0 ** rel[q == i] - 1
        assert mine[i] == pytest.approx(ndcg_score([truth], [score[q == i]], k=k))


@pytest.mark.parametrize("k", [1, 4, None])
def test_ndcg_matches_sklearn_without_ties(k):
    rng = np.random.default_rng(2)
    q, rel, _ = random_lists(2)
    score = rng.permutation(q.size).astype(float)  # distinct: no tie policy involved
    evaluation = evaluate_ranking(q, rel, score, gain="linear")
    mine = evaluation.ndcg_at(k or evaluation.max_length)
    for i in range(q.max() + 1):
        reference = ndcg_score([rel[q == i]], [score[q == i]], k=k, ignore_ties=True)
        assert mine[i] == pytest.approx(reference)


def test_kendall_tau_matches_scipy():
    q, rel, score = random_lists(3, grades=3, distinct=4)
    tau = evaluate_ranking(q, rel, score).kendall_tau
    reference = [kendalltau(score[q == i], rel[q == i]).statistic for i in range(q.max() + 1)]
    np.testing.assert_allclose(tau, reference, equal_nan=True)


def test_perfect_and_reversed_rankings():
    rel = np.array([3, 2, 1, 0, 2, 1, 0])
    q = np.array([0, 0, 0, 0, 1, 1, 1])
    perfect = evaluate_ranking(q, rel, rel.astype(float))
    assert perfect.ndcg_at(3).tolist() == [1.0, 1.0]
    assert perfect.rc.tolist() == [1.0, 1.0]
    reversed_ = evaluate_ranking(q, rel, -rel.astype(float))
    assert reversed_.rc.tolist() == [0.0, 0.0]
    assert reversed_.kendall_tau.tolist() == pytest.approx([-1.0, -1.0])


def loop_reference(q, rel, score, doc, k, level, gain):
    """Straightforward per-query evaluation: Python sort with trec_eval's key, then formulas."""
    out = {name: [] for name in ("rr", "ap", "p", "r", "ndcg", "rc")}
    for query in dict.fromkeys(q):
        rows = sorted((i for i in range(len(q)) if q[i] == query), key=lambda i: doc[i],
                      reverse=True)
        rows = sorted(rows, key=lambda i: -score[i])  # stable: ties keep larger id first
        grades = [rel[i] for i in rows]
        hits = [g >= level for g in grades]
        n_rel = sum(hits)
        first = next((r + 1 for r, h in enumerate(hits) if h), None)
        out["rr"].append(1 / first if first else 0.0)
        ap = sum(sum(hits[: r + 1]) / (r + 1) for r, h in enumerate(hits) if h)
        out["ap"].append(ap / n_rel if n_rel else 0.0)
        out["p"].append(sum(hits[:k]) / k)
        out["r"].append(sum(hits[:k]) / n_rel if n_rel else 0.0)
        g = (lambda x: 2.0 ** x - 1) if gain == "exponential" else float
        dcg = sum(g(x) / L2(r + 2) for r, x in enumerate(grades[:k]))
        ideal = sum(g(x) / L2(r + 2) for r, x in enumerate(sorted(grades, reverse=True)[:k]))
        out["ndcg"].append(dcg / ideal if ideal else 0.0)
        pairs = [(a, b) for a in range(len(grades)) for b in range(a + 1, len(grades))
                 if grades[a] != grades[b]]
        good = sum(grades[a] > grades[b] for a, b in pairs)
        out["rc"].append(good / len(pairs) if pairs else float("nan"))
    return out


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 3), st.integers(0, 3)),
                min_size=1, max_size=40),
       st.integers(1, 8), st.integers(1, 3), st.sampled_from(["linear", "exponential"]))
def test_vectorized_equals_per_query_loop(rows, k, level, gain):
    q = [f"q{a}" for a, _, _ in rows]
    rel = [b for _, b, _ in rows]
    score = [c / 2 for _, _, c in rows]
    doc = [f"d{i % 7}{i}" for i in range(len(rows))]
    evaluation = evaluate_ranking(q, rel, score, doc_id=doc, relevance_level=level, gain=gain)
    table = evaluation.per_query(k)
    expected = loop_reference(q, rel, score, doc, k, level, gain)
    for column, key in (("reciprocal_rank", "rr"), ("average_precision", "ap"),
                        ("precision_at_k", "p"), ("recall_at_k", "r"), ("ndcg_at_k", "ndcg"),
                        ("rc", "rc")):
        np.testing.assert_allclose(table[column], expected[key], equal_nan=True, atol=1e-12)


def test_curves_equal_the_summary_at_every_k():
    q, rel, score = random_lists(4)
    evaluation = evaluate_ranking(q, rel, score)
    curves = evaluation.curves
    assert curves.k.tolist() == list(range(1, evaluation.max_length + 1))
    for k in curves.k:
        m = evaluation.summary(int(k)).metrics
        assert curves.precision[k - 1] == pytest.approx(m["precision_at_k"])
        assert curves.recall[k - 1] == pytest.approx(m["recall_at_k"])
        assert curves.ndcg[k - 1] == pytest.approx(m["ndcg_at_k"])


def test_undefined_correlation_has_a_reason():
    summary = evaluate_ranking(["a", "a"], [1, 1], [0.5, 0.5]).summary(1)
    assert summary.metrics["rc"] is None and summary.metrics["kendall_tau"] is None
    assert summary.reasons == {"rc": "ranking_rc_undefined", "kendall_tau": "ranking_tau_undefined"}

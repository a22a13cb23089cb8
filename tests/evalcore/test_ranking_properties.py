"""Hypothesis properties of evalcore.ranking not covered by test_ranking.py's loop reference.

- ``ties="average"``: NDCG@k equals the mean of NDCG@k over every order of the tied documents,
  enumerated here (an independent reference for the tie-averaged gains);
- Kendall's τ-b of every query equals ``scipy.stats.kendalltau`` under heavy ties;
- the row order of the input changes nothing (one sort, stable tie-breaker by document id).
"""

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import kendalltau

from evalcore.ranking import evaluate_ranking

_docs = st.lists(
    st.tuples(st.integers(0, 3), st.sampled_from([0.0, 0.5, 1.0, 2.0])), min_size=1, max_size=6
)


@st.composite
def _rows(draw):
    """(query, doc, grade, score) rows of 1–4 queries with many score ties, shuffled."""
    rows = []
    for q, docs in enumerate(draw(st.lists(_docs, min_size=1, max_size=4))):
        names = draw(st.permutations([f"d{i}" for i in range(len(docs))]))
        rows += [(f"q{q}", name, grade, score) for name, (grade, score) in zip(names, docs)]
    return draw(st.permutations(rows))


def _evaluate(rows, **options):
    query, doc, grade, score = (list(column) for column in zip(*rows))
    return evaluate_ranking(query, grade, score, doc_id=doc, **options)


def _mean_ndcg_over_tied_orders(docs, k, gain):
    g = (lambda x: 2.0**x - 1) if gain == "exponential" else float

    def dcg(grades):
        return sum(g(x) / math.log2(r + 1) for r, x in enumerate(grades[:k], 1))

    ranked = sorted(docs, key=lambda d: -d[1])
    runs = [[grade for grade, _ in run] for _, run in itertools.groupby(ranked, key=lambda d: d[1])]
    orders = [sum(choice, []) for choice in itertools.product(
        *[[list(p) for p in itertools.permutations(run)] for run in runs])]
    ideal = dcg(sorted((grade for grade, _ in docs), reverse=True))
    return sum(dcg(order) for order in orders) / len(orders) / ideal if ideal > 0 else 0.0


@settings(max_examples=80, deadline=None)
@given(rows=_rows(), k=st.integers(1, 7), gain=st.sampled_from(["exponential", "linear"]))
def test_tie_averaged_ndcg_is_the_mean_over_tied_orders(rows, k, gain):
    table = _evaluate(rows, gain=gain, ties="average").per_query(k).set_index("query_id")
    for query in table.index:
        docs = [(grade, score) for q, _, grade, score in rows if q == query]
        expected = _mean_ndcg_over_tied_orders(docs, k, gain)
        assert table.loc[query, "ndcg_at_k"] == pytest.approx(expected, abs=1e-12)


@pytest.mark.filterwarnings("ignore:One or more sample arguments is too small")
@settings(max_examples=80, deadline=None)
@given(rows=_rows())
def test_kendall_tau_b_equals_scipy(rows):
    table = _evaluate(rows).per_query(1).set_index("query_id")
    for query in table.index:
        grade = [g for q, _, g, _ in rows if q == query]
        score = [s for q, _, _, s in rows if q == query]
        expected = kendalltau(grade, score).statistic
        assert table.loc[query, "kendall_tau"] == pytest.approx(expected, abs=1e-12, nan_ok=True)


@settings(max_examples=60, deadline=None)
@given(rows=_rows(), data=st.data(), k=st.integers(1, 7),
       ties=st.sampled_from(["first", "average"]))
def test_row_order_does_not_matter(rows, data, k, ties):
    shuffled = data.draw(st.permutations(rows))
    a = _evaluate(rows, ties=ties).per_query(k).set_index("query_id").sort_index()
    b = _evaluate(shuffled, ties=ties).per_query(k).set_index("query_id").sort_index()
    np.testing.assert_allclose(a.to_numpy(dtype=float), b.to_numpy(dtype=float), atol=1e-12)


_grades = st.lists(st.integers(0, 4), min_size=1, max_size=8)


@settings(max_examples=150, deadline=None)
@given(others=st.lists(st.tuples(_grades, st.randoms(use_true_random=False)), max_size=5),
       perfect=_grades, at=st.integers(0, 5), gain=st.sampled_from(["exponential", "linear"]))
def test_a_perfect_list_is_exactly_one_whatever_queries_surround_it(others, perfect, at, gain):
    """NDCG of a list ranked in its ideal order is exactly 1.0 at every k, wherever it stands
    among other queries (each query's DCG is summed over its own positions only)."""
    queries, grades, scores = [], [], []
    lists = [(list(g), [r.random() for _ in g]) for g, r in others]
    perfect = sorted(perfect, reverse=True)
    if not any(perfect):
        perfect[0] = 1
    lists.insert(min(at, len(lists)), (perfect, list(range(len(perfect), 0, -1))))
    for q, (g, s) in enumerate(lists):
        queries += [f"q{q}"] * len(g)
        grades += g
        scores += s
    evaluation = evaluate_ranking(queries, grades, scores, gain=gain)
    where = list(evaluation.lists.query_ids).index(f"q{min(at, len(lists) - 1)}")
    for k in range(1, len(perfect) + 2):
        assert evaluation.ndcg_at(k)[where] == 1.0


@settings(max_examples=100, deadline=None)
@given(lists=st.lists(st.tuples(_grades, st.randoms(use_true_random=False)), min_size=1,
                      max_size=5), k=st.integers(1, 9))
def test_ndcg_matches_scikit_learn_per_query(lists, k):
    from sklearn.metrics import ndcg_score

    queries, grades, scores = [], [], []
    for q, (g, r) in enumerate(lists):
        queries += [q] * len(g)
        grades += g
        scores += [r.random() for _ in g]
    evaluation = evaluate_ranking(queries, grades, scores, gain="linear", ties="average")
    values = evaluation.ndcg_at(k)
    start = 0
    for q, (g, _) in enumerate(lists):
        end = start + len(g)
        if len(g) > 1 and any(g):
            expected = ndcg_score([grades[start:end]], [scores[start:end]], k=k)
            assert values[q] == pytest.approx(expected, abs=1e-12)
        start = end

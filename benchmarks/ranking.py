"""Ranking metrics on 10^4 queries × 100 documents: evalcore's one-sort evaluation against a
straightforward per-query loop (NumPy per query, SciPy's kendalltau), measured in the same run.

Run: ``python benchmarks/ranking.py`` (prints a table; not part of the test suite).
"""

from __future__ import annotations

import numpy as np
from scipy.stats import kendalltau

from evalcore.ranking import evaluate_ranking
from timing import timed

N_QUERIES, N_DOCS, K = 10_000, 100, 10


def per_query_loop(query, relevance, score, k):
    """One query at a time: sort, then MRR, AP, P@k, Recall@k, NDCG@k, τ-b."""
    means = np.zeros(6)
    for q in range(N_QUERIES):
        rows = slice(q * N_DOCS, (q + 1) * N_DOCS)
        rel, sc = relevance[rows], score[rows]
        ranked = rel[np.argsort(-sc, kind="stable")]
        hits = ranked >= 1
        cum = np.cumsum(hits)
        n_rel = cum[-1]
        ranks = np.arange(1, ranked.size + 1)
        discount = 1 / np.log2(ranks[:k] + 1)
        ideal = np.sort(rel)[::-1][:k]
        idcg = ((2.0 ** ideal - 1) * discount).sum()
        means += [1 / ranks[hits][0] if n_rel else 0, (cum / ranks)[hits].sum() / n_rel if n_rel
                  else 0, cum[k - 1] / k, cum[k - 1] / n_rel if n_rel else 0,
                  ((2.0 ** ranked[:k] - 1) * discount).sum() / idcg if idcg else 0,
                  kendalltau(sc, rel).statistic]
    return means / N_QUERIES


def main() -> None:
    rng = np.random.default_rng(0)
    query = np.repeat(np.arange(N_QUERIES), N_DOCS)
    relevance = rng.choice(4, size=query.size, p=[0.6, 0.2, 0.12, 0.08])
    score = relevance + rng.normal(0, 1.5, query.size)
    vectorized, evaluated = timed(lambda: evaluate_ranking(query, relevance, score))
    move, evaluation = timed(evaluated.summary, K)
    loop, reference = timed(per_query_loop, query, relevance, score, K, repeat=1)
    m = evaluation.metrics
    mine = [m["mrr"], m["map"], m["precision_at_k"], m["recall_at_k"], m["ndcg_at_k"],
            m["kendall_tau"]]
    assert np.allclose(mine, reference), (mine, reference)
    print(f"{N_QUERIES:,} queries × {N_DOCS} documents, k = {K} (same values checked)")
    print(f"{'method':<44}{'seconds':>10}{'ratio':>10}")
    print(f"{'evalcore evaluate_ranking (one sort)':<44}{vectorized:>10.3f}{1.0:>10.1f}")
    print(f"{'evalcore summary at a new k (slider move)':<44}{move:>10.4f}"
          f"{move / vectorized:>10.3f}")
    print(f"{'per-query loop (NumPy + scipy kendalltau)':<44}{loop:>10.3f}"
          f"{loop / vectorized:>10.1f}")


if __name__ == "__main__":
    main()

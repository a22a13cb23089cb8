"""Ranking examples: seed 002's single-query MRR example and a graded synthetic set.

``ranking_seed002_mrr``: one query q with documents d1 … d5 whose relevance decreases from d1;
d1 is taken as the one relevant document (grade 1, the others 0), and the model's scores 5 … 1
order them d2, d3, d1, d5, d4. The first relevant document is at rank r(q) = 3, so MRR = 1/3
(seed 002, §3.1); also AP = 1/3, P@5 = 1/5, NDCG@5 = 1/log2(4) = 0.5, and RC = 0.5 (d1 is above
two of the four documents it is compared with).

``ranking_synthetic``: 200 queries of 5–30 documents with grades 0–3 (about 5 % of the queries
have no relevant document) and scores = grade + Gaussian noise rounded to one decimal (so some
scores tie). Deterministic: NumPy's generator with seed 2.
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

from evalcore.examples.example import Example

SEED002_ORDER = ("d2", "d3", "d1", "d5", "d4")


def _csv(table: pd.DataFrame) -> bytes:
    buffer = io.StringIO()
    table.to_csv(buffer, index=False)
    return buffer.getvalue().encode("utf-8")


def seed002_mrr_csv() -> bytes:
    """Seed 002's MRR query: documents listed d1 … d5, scored so the model ranks d2, d3, d1, d5, d4."""
    docs = [f"d{i}" for i in range(1, 6)]
    score = {doc: float(5 - SEED002_ORDER.index(doc)) for doc in docs}
    return _csv(pd.DataFrame({"query_id": "q", "doc_id": docs,
                              "relevance": [1, 0, 0, 0, 0],
                              "score": [score[d] for d in docs]}))


def synthetic_csv(n_queries: int = 200, seed: int = 2) -> bytes:
    """The synthetic graded set (see the module docstring)."""
    rng = np.random.default_rng(seed)
    sizes = rng.integers(5, 31, n_queries)
    query = np.repeat([f"q{i:03d}" for i in range(1, n_queries + 1)], sizes)
    doc = np.concatenate([[f"d{j:02d}" for j in range(1, s + 1)] for s in sizes])
    has_relevant = np.repeat(rng.random(n_queries) >= 0.05, sizes)
    relevance = rng.choice(4, size=query.size, p=[0.55, 0.25, 0.13, 0.07]) * has_relevant
    score = np.round(relevance + rng.normal(0.0, 1.2, query.size), 1)
    return _csv(pd.DataFrame({"query_id": query, "doc_id": doc, "relevance": relevance,
                              "score": score}))


EXAMPLES = (
    Example("ranking_seed002_mrr", "ranking", "seed002_mrr.csv", seed002_mrr_csv),
    Example("ranking_synthetic", "ranking", "ranking_synthetic.csv", synthetic_csv),
)

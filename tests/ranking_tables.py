"""Random two-ranker tables for the ranking comparison tests (evalcore and AppTest)."""

from __future__ import annotations

import numpy as np
import pandas as pd


def random_ranking_pair(n_queries: int, seed: int, *, decimals: int = 1) -> pd.DataFrame:
    """Queries of 2–12 documents, grades 0–3 and two scores, the grade plus normal noise of
    σ 1 (``score_A``) and σ 2 (``score_B``), rounded to ``decimals`` (so some ties)."""
    rng = np.random.default_rng(seed)
    sizes = rng.integers(2, 13, n_queries)
    relevance = rng.integers(0, 4, sizes.sum())
    return pd.DataFrame({
        "query_id": np.repeat([f"q{i}" for i in range(n_queries)], sizes),
        "doc_id": np.concatenate([[f"d{j}" for j in range(s)] for s in sizes]),
        "relevance": relevance,
        "score_A": np.round(relevance + rng.normal(0, 1, relevance.size), decimals),
        "score_B": np.round(relevance + rng.normal(0, 2, relevance.size), decimals),
    })

"""Ranking comparison example: the synthetic graded set of :mod:`evalcore.examples.ranking` (200
queries) scored by two rankers, both in one file. ``score_B`` is that set's own score (grade +
Gaussian noise of standard deviation 1.2, rounded to one decimal); ``score_A`` is the grade plus
less noise (standard deviation 0.8, NumPy's generator with seed 8, rounded the same way), so A
ranks better on most queries. Deterministic."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples.ranking import _csv, synthetic_csv

NOISE_A = 0.8
SEED_A = 8


def synthetic_pair_table() -> pd.DataFrame:
    """Columns ``query_id``, ``doc_id``, ``relevance``, ``score_A``, ``score_B``."""
    table = pd.read_csv(io.BytesIO(synthetic_csv()), dtype={"query_id": str, "doc_id": str})
    noise = np.random.default_rng(SEED_A).normal(0.0, NOISE_A, len(table))
    return pd.DataFrame({"query_id": table["query_id"], "doc_id": table["doc_id"],
                         "relevance": table["relevance"],
                         "score_A": np.round(table["relevance"] + noise, 1),
                         "score_B": table["score"]})


EXAMPLES = (
    Example("compare_ranking_synthetic", "compare", "compare_ranking_synthetic.csv",
            lambda: _csv(synthetic_pair_table()), compares=("ranking_synthetic",)),
)

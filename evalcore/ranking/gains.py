"""NDCG's gain and position discount, shared by the metrics and the one-query detail table."""

from __future__ import annotations

import numpy as np


def gain_of(relevance: np.ndarray, gain: str) -> np.ndarray:
    """The gain of each grade: 2^rel − 1 (``"exponential"``) or rel (``"linear"``)."""
    relevance = relevance.astype(float)
    return np.exp2(relevance) - 1.0 if gain == "exponential" else relevance


def discount_at(rank: np.ndarray) -> np.ndarray:
    """Position discount η(r) = 1 / log2(r + 1)."""
    return 1.0 / np.log2(rank + 1.0)

"""NDCG's gain and position discount, shared by the metrics and the one-query detail table."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from evalcore.logarithms import log2


def gain_of(relevance: np.ndarray, gain: str) -> np.ndarray:
    """The gain of each grade: 2^rel − 1 (``"exponential"``) or rel (``"linear"``)."""
    if gain == "exponential":
        return np.ldexp(1.0, relevance.astype(np.int64)) - 1.0  # exact, as 2^k is
    return relevance.astype(float)


def discount_at(rank: np.ndarray) -> np.ndarray:
    """Position discount η(r) = 1 / log2(r + 1) of 1-based integer ranks."""
    rank = np.asarray(rank, dtype=np.int64)
    if rank.size == 0:
        return np.empty(0)
    return _discounts(1 << int(rank.max()).bit_length())[rank - 1]


@lru_cache(maxsize=8)
def _discounts(size: int) -> np.ndarray:
    """η(1), …, η(size), with the same bits on every machine (:func:`evalcore.logarithms.log2`)."""
    table = 1.0 / log2(np.arange(2.0, size + 2.0))
    table.flags.writeable = False  # shared by every caller
    return table

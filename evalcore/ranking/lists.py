"""Every query's ranked list from one sort, and the group arithmetic the metrics are built from.

Rows are sorted once by (query, score descending, tie-breaker); each query is then a contiguous
run of positions, so per-query sums are ``np.add.reduceat`` and running totals within a query are
a ``cumsum`` over the query's own positions (all queries of one length at once).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass(frozen=True, eq=False)
class RankedLists:
    """All queries' ranked lists, laid end to end.

    Attributes
    ----------
    order : ndarray of int
        Input row of each ranked position.
    query : ndarray of int
        Query code (index into ``query_ids``) of each position; queries appear in file order.
    query_ids : ndarray of str
        Distinct query ids by code.
    starts, sizes : ndarray of int
        First position and list length of each query.
    rank : ndarray of int
        1-based rank of each position within its query.
    relevance, score : ndarray
        Relevance grade and score at each position.
    """

    order: np.ndarray
    query: np.ndarray
    query_ids: np.ndarray
    starts: np.ndarray
    sizes: np.ndarray
    rank: np.ndarray
    relevance: np.ndarray
    score: np.ndarray

    @property
    def n_queries(self) -> int:
        return int(self.sizes.size)

    @property
    def query_start(self) -> np.ndarray:
        """First position of each position's query."""
        return np.repeat(self.starts, self.sizes)

    def group_sum(self, values: np.ndarray) -> np.ndarray:
        """Sum of ``values`` over each query's positions."""
        return np.add.reduceat(values, self.starts)

    def group_cumsum(self, values: np.ndarray) -> np.ndarray:
        """Running total of ``values`` within each query (inclusive of the position).

        Each query is summed over its own positions only (the queries of one list length at a
        time, as rows of a matrix), never as a difference of totals over the whole file: a
        query's values then do not depend on the other queries, and equal terms give equal sums
        (a list in its ideal order has DCG = ideal DCG exactly, NDCG 1.0)."""
        values = np.asarray(values)
        if values.dtype.kind in "biu":
            total = np.cumsum(values)  # whole numbers: a difference of totals is exact
            return total - np.repeat(total[self.starts] - values[self.starts], self.sizes)
        running = np.empty(values.shape, dtype=np.result_type(values.dtype, np.float64))
        for size in np.unique(self.sizes):
            at = self.starts[self.sizes == size][:, None] + np.arange(size)
            running[at] = np.cumsum(values[at], axis=1)
        return running

    def at_k(self, k: int) -> np.ndarray:
        """Position of rank min(k, list length) in each query (where a cut at k ends)."""
        return self.starts + np.minimum(k, self.sizes) - 1

    def tie_block_start(self) -> np.ndarray:
        """For each position, the first position of its run of equal scores in its query."""
        new = np.ones(self.score.size, dtype=bool)
        new[1:] = (self.score[1:] != self.score[:-1]) | (self.query[1:] != self.query[:-1])
        firsts = np.flatnonzero(new)
        return firsts[np.cumsum(new) - 1]

    def ideal_relevance(self) -> np.ndarray:
        """Relevance grades of each query sorted in decreasing order (the ideal list)."""
        return self.relevance[np.lexsort((-self.relevance, self.query))]


def tie_breaker(doc_id: np.ndarray | None, n: int) -> np.ndarray:
    """Sort key among equal scores: document ids in decreasing string order (trec_eval's rule:
    ``strcmp(docno2, docno1)``), or file order without document ids."""
    if doc_id is None:
        return np.arange(n)
    _, codes = np.unique(doc_id.astype(str), return_inverse=True)
    return -codes


def rank_lists(query_id, relevance, score, *, doc_id=None) -> RankedLists:
    """Sort all rows once by (query, score descending, :func:`tie_breaker`).

    Parameters
    ----------
    query_id : array-like of shape (n,)
        Query of each row (any hashable ids; queries keep their order of first appearance).
    relevance, score : array-like of shape (n,)
    doc_id : array-like of shape (n,), optional
        Document ids for the tie-breaker.
    """
    codes, query_ids = pd.factorize(np.asarray(query_id, dtype=object))
    score = np.asarray(score, dtype=float)
    relevance = np.asarray(relevance)
    key = tie_breaker(None if doc_id is None else np.asarray(doc_id, dtype=object), score.size)
    order = np.lexsort((key, -score, codes))
    sizes = np.bincount(codes, minlength=len(query_ids))
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
    rank = np.arange(score.size) - np.repeat(starts, sizes) + 1
    return RankedLists(order=order, query=codes[order], query_ids=np.asarray(query_ids),
                       starts=starts, sizes=sizes, rank=rank, relevance=relevance[order],
                       score=score[order])

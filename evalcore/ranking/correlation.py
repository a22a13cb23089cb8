"""Rank correlation of each query's predicted order with its relevance grades, vectorized.

RC (seed 002, §3.4) with unit weights :math:`w_{u,v} = 1`:

.. math:: RC = \\frac{\\sum_{u<v} (1 + \\mathrm{sgn}((\\pi(u)-\\pi(v))(\\pi_l(u)-\\pi_l(v))))}
                     {2 \\sum_{u<v} 1}

over the pairs whose grades differ: π is the predicted list (score ties broken as in
:func:`~evalcore.ranking.lists.tie_breaker`), π_l the ground-truth order by grade. Pairs with
equal grades have no ground-truth order (the seed compares "pairs that differ"), so they are left
out rather than counted as ½: a perfect ranking gives 1, the reversed one 0, and RC =
concordant / (concordant + discordant). Undefined (NaN) when all of a query's grades are equal.

Kendall's τ-b between score and grade, as :func:`scipy.stats.kendalltau` computes it:
(C − D) / √((n₀ − n₁)(n₀ − n₂)), where pairs tied in score count neither way, n₁ pairs are tied in
score and n₂ in grade. Undefined (NaN) when a query's scores or grades are all equal.

Both come from counting, for every position, the earlier positions of each grade — one pass per
distinct grade over all rows, no loop over queries; cross-checked against SciPy in the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.ranking.lists import RankedLists


@dataclass(frozen=True, eq=False)
class PairCounts:
    """Pair counts of every query (arrays of length n_queries).

    ``concordant``/``discordant``: pairs of different grades in the predicted order (score ties
    broken); ``concordant_strict``/``discordant_strict``: the same over pairs of different scores;
    ``pairs``: n(n−1)/2; ``score_ties``/``grade_ties``: pairs of equal score / equal grade.
    """

    concordant: np.ndarray
    discordant: np.ndarray
    concordant_strict: np.ndarray
    discordant_strict: np.ndarray
    pairs: np.ndarray
    score_ties: np.ndarray
    grade_ties: np.ndarray

    def rank_correlation(self) -> np.ndarray:
        """RC of each query (NaN when no pair has different grades)."""
        compared = self.concordant + self.discordant
        return _ratio(self.concordant.astype(float), compared)

    def kendall_tau(self) -> np.ndarray:
        """Kendall's τ-b of each query (NaN when scores or grades are all equal)."""
        denominator = np.sqrt((self.pairs - self.score_ties).astype(float)
                              * (self.pairs - self.grade_ties))
        return _ratio((self.concordant_strict - self.discordant_strict).astype(float), denominator)


def _ratio(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    return np.divide(numerator, denominator, out=np.full(numerator.shape, np.nan),
                     where=denominator > 0)


def _pairs(sizes: np.ndarray) -> np.ndarray:
    return sizes * (sizes - 1) // 2


def pair_counts(lists: RankedLists) -> PairCounts:
    """Count concordant, discordant and tied pairs of every query in one pass per grade."""
    relevance = lists.relevance
    query_start = lists.query_start
    block_start = lists.tie_block_start()
    counts = {name: np.zeros(relevance.size, dtype=np.int64)
              for name in ("c", "d", "cs", "ds")}
    grade_ties = np.zeros(lists.n_queries, dtype=np.int64)
    for grade in np.unique(relevance):
        is_grade = relevance == grade
        before = np.cumsum(is_grade) - is_grade
        earlier = before - before[query_start]
        earlier_strict = before[block_start] - before[query_start]
        higher, lower = relevance < grade, relevance > grade
        counts["c"] += np.where(higher, earlier, 0)
        counts["d"] += np.where(lower, earlier, 0)
        counts["cs"] += np.where(higher, earlier_strict, 0)
        counts["ds"] += np.where(lower, earlier_strict, 0)
        grade_ties += _pairs(lists.group_sum(is_grade.astype(np.int64)))
    blocks = np.flatnonzero(block_start == np.arange(relevance.size))
    block_sizes = np.diff(np.append(blocks, relevance.size))
    score_ties = np.bincount(lists.query[blocks], weights=_pairs(block_sizes),
                             minlength=lists.n_queries).astype(np.int64)
    per_query = {name: lists.group_sum(values) for name, values in counts.items()}
    return PairCounts(concordant=per_query["c"], discordant=per_query["d"],
                      concordant_strict=per_query["cs"], discordant_strict=per_query["ds"],
                      pairs=_pairs(lists.sizes), score_ties=score_ties, grade_ties=grade_ties)

"""Pair counts per query, vectorized over all queries: rank correlation RC and Kendall's τ-b.

Rows are laid out query by query (``group`` ascending, ``position`` 0, 1, … within a query).
:func:`ascending_pairs` counts, per query, the pairs i before j with ``values[i] < values[j]`` by a
bottom-up merge over blocks of width 1, 2, 4, …: at each level every row of a right half-block
counts the rows of its left sibling with a smaller value with one ``searchsorted`` over all
queries at once. Cost O(n log n · log m) for n rows and the longest list m; no loop over queries.
"""

from __future__ import annotations

import numpy as np


def ascending_pairs(
    group: np.ndarray, position: np.ndarray, values: np.ndarray, n_groups: int
) -> np.ndarray:
    """Per group, the number of pairs (i, j) with i before j and ``values[i] < values[j]``."""
    codes = np.unique(values, return_inverse=True)[1].astype(np.int64).ravel()
    levels = int(codes.max()) + 1 if len(codes) else 1
    counts = np.zeros(n_groups)
    width = 1
    longest = int(position.max()) + 1 if len(position) else 0
    while width < longest:
        block = np.cumsum(position % (2 * width) == 0) - 1
        right = (position // width) % 2 == 1
        keys = block * levels + codes
        left_keys = np.sort(keys[~right])
        smaller = np.searchsorted(left_keys, keys[right]) - np.searchsorted(
            left_keys, block[right] * levels
        )
        counts += np.bincount(group[right], weights=smaller, minlength=n_groups)
        width *= 2
    return counts


def tied_pairs(group: np.ndarray, run_start: np.ndarray, n_groups: int) -> np.ndarray:
    """Per group, the number of pairs inside runs of equal values (``run_start`` marks each run's
    first row; runs are contiguous and never cross groups): Σ m(m − 1)/2 over run lengths m."""
    run = np.cumsum(run_start) - 1
    sizes = np.bincount(run).astype(np.float64)
    return np.bincount(group[run_start], weights=sizes * (sizes - 1) / 2, minlength=n_groups)


def rank_correlation(discordant, tied_score, relevance_ties, n_pairs) -> np.ndarray:
    """Seed 002's weighted Kendall RC with unit weights on pairs of different relevance.

    RC = Σ w_uv (1 + sgn((π(u) − π(v))(π_l(u) − π_l(v)))) / (2 Σ w_uv), summed over pairs whose
    relevance differs (w = 1; pairs tied in relevance have w = 0: the ground truth does not order
    them, as the seed's "pairs that differ" says). A discordant pair counts 0, a concordant 1 and a
    pair tied in the predicted order (``tied_score``: only with tie averaging) ½, the mean over its
    two orders. So RC = 1 − (discordant + tied_score/2) / (pairs of different relevance); NaN when
    every document of the query has the same relevance.
    """
    ordered = n_pairs - relevance_ties
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(ordered > 0, 1 - (discordant + tied_score / 2) / ordered, np.nan)


def kendall_tau_b(discordant, relevance_ties, score_ties, joint_ties, n_pairs) -> np.ndarray:
    """Kendall's τ-b of relevance and score from pair counts, as ``scipy.stats.kendalltau``.

    τ-b = (n_c − n_d) / √((n0 − n1)(n0 − n2)) with n_c − n_d = n0 − n1 − n2 + n3 − 2 n_d (n0 all
    pairs, n1/n2 tied in relevance/score, n3 tied in both, n_d discordant); NaN when relevance or
    score is constant within the query.
    """
    denominator = (n_pairs - relevance_ties) * (n_pairs - score_ties)
    numerator = n_pairs - relevance_ties - score_ties + joint_ties - 2 * discordant
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(denominator > 0, numerator / np.sqrt(denominator), np.nan)

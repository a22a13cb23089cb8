"""ℓrank as pairs (seed 000/001): every (positive, negative) pair is ranked correctly (the
positive scores higher), a rank loss (lower: 1) or a tie (½), and

    ℓrank = (losses + ½·ties) / (m⁺m⁻),   AUC = 1 − ℓrank.

:func:`pair_counts` counts them in O(n log n) from the threshold sweep's cumulative counts;
:func:`pair_grid` lays them out as the m⁺ × m⁻ matrix for a small set, or as blocks of pairs with
exact counts for a large one.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.sums import dot
from evalcore.teaching._labels import positive_mask

DEFAULT_MAX_SIDE = 300
"""Classes up to this size are drawn pair by pair; larger ones in about this many blocks."""


@dataclass(frozen=True)
class PairCounts:
    """Weighted counts of (positive, negative) pairs (a pair weighs w₊·w₋; 1 unweighted)."""

    m_pos: float
    m_neg: float
    correct: float
    losses: float
    ties: float

    @property
    def pairs(self) -> float:
        """m⁺·m⁻, the (weighted) number of pairs."""
        return self.m_pos * self.m_neg

    @property
    def rank_loss(self) -> float:
        """ℓrank = (losses + ½·ties) / (m⁺m⁻)."""
        return (self.losses + 0.5 * self.ties) / self.pairs

    @property
    def auc(self) -> float:
        """AUC = 1 − ℓrank."""
        return 1.0 - self.rank_loss


def pair_counts(y_true, y_score, *, pos_label=None, sample_weight=None) -> PairCounts:
    """Count correct, lost and tied pairs (see the module docstring)."""
    sweep = threshold_sweep(positive_mask(y_true, pos_label), y_score,
                            sample_weight=sample_weight)
    return pair_counts_of(sweep)


def pair_counts_of(sweep: ThresholdSweep) -> PairCounts:
    """The pair counts from a sweep: the positives gained at threshold i (ΔTPᵢ) lose to the
    FPᵢ₋₁ negatives above, tie with the ΔFPᵢ at the same score and beat the m⁻ − FPᵢ below."""
    tp, fp = sweep.tp, sweep.fp
    gained_tp = np.diff(tp, prepend=0.0)
    gained_fp = np.diff(fp, prepend=0.0)
    above = fp - gained_fp
    return PairCounts(
        m_pos=sweep.positives,
        m_neg=sweep.negatives,
        correct=dot(gained_tp, sweep.negatives - fp),
        losses=dot(gained_tp, above),
        ties=dot(gained_tp, gained_fp),
    )


@dataclass(frozen=True, eq=False)
class PairGrid:
    """The pairs as a grid: positives as rows, negatives as columns, each by score descending.

    Rows ``row_edges[i]:row_edges[i+1]`` of the sorted positives and columns
    ``col_edges[j]:col_edges[j+1]`` of the sorted negatives form block (i, j); ``correct``,
    ``losses`` and ``ties`` are its exact pair counts (their sums are :func:`pair_counts`'s).
    When :attr:`exact`, every block is one pair and :attr:`values` is 1 (correct), 0 (loss) or
    0.5 (tie). ``pos_scores`` / ``neg_scores`` are the sorted scores and ``pos_index`` /
    ``neg_index`` the samples' positions in the input (for naming a pair).
    """

    pos_scores: np.ndarray
    neg_scores: np.ndarray
    pos_index: np.ndarray
    neg_index: np.ndarray
    row_edges: np.ndarray
    col_edges: np.ndarray
    correct: np.ndarray
    losses: np.ndarray
    ties: np.ndarray

    @property
    def exact(self) -> bool:
        """True when each cell is a single pair."""
        return self.correct.shape == (self.pos_scores.size, self.neg_scores.size)

    @property
    def values(self) -> np.ndarray:
        """Each block's share of correct pairs, ties counting ½: 1 / 0 / 0.5 for single pairs."""
        sizes = np.outer(np.diff(self.row_edges), np.diff(self.col_edges))
        return (self.correct + 0.5 * self.ties) / sizes

    def totals(self) -> PairCounts:
        """The grid's totals (equal to :func:`pair_counts` of the same data)."""
        return PairCounts(m_pos=float(self.pos_scores.size), m_neg=float(self.neg_scores.size),
                          correct=float(self.correct.sum()), losses=float(self.losses.sum()),
                          ties=float(self.ties.sum()))


def pair_grid(y_true, y_score, *, pos_label=None, max_side: int = DEFAULT_MAX_SIDE) -> PairGrid:
    """The unweighted pair grid; a class larger than ``max_side`` is cut into ``max_side``
    blocks of nearly equal size (exact counts per block in O(m⁺·blocks + n log n))."""
    if max_side < 1:
        raise ValueError(f"max_side must be >= 1, got {max_side}")
    positive = positive_mask(y_true, pos_label)
    scores = np.asarray(y_score, dtype=np.float64)
    if positive.shape != scores.shape or positive.ndim != 1:
        raise ValueError("y_true and y_score must be 1-D arrays of the same length")
    if not np.isfinite(scores).all():
        raise ValueError("y_score must be finite (no NaN or infinity)")
    pos_index, neg_index = (_descending(scores, np.flatnonzero(m)) for m in (positive, ~positive))
    if not (pos_index.size and neg_index.size):
        raise ValueError("pair_grid needs at least one positive and one negative")
    pos, neg = scores[pos_index], scores[neg_index]
    row_edges, col_edges = _edges(pos.size, max_side), _edges(neg.size, max_side)
    # Negatives are sorted descending, so those above a positive are a prefix of the columns.
    ascending = neg[::-1]
    above = neg.size - np.searchsorted(ascending, pos, side="right")  # negatives scoring higher
    at_or_above = neg.size - np.searchsorted(ascending, pos, side="left")
    starts, widths = col_edges[:-1], np.diff(col_edges)
    shape = (row_edges.size - 1, col_edges.size - 1)
    losses, ties = np.empty(shape, dtype=np.int64), np.empty(shape, dtype=np.int64)
    for i, (top, bottom) in enumerate(zip(row_edges[:-1], row_edges[1:])):
        # one row block at a time: memory O(rows in the block × column blocks)
        lost = np.clip(above[top:bottom, None] - starts, 0, widths)
        losses[i] = lost.sum(axis=0)
        ties[i] = (np.clip(at_or_above[top:bottom, None] - starts, 0, widths) - lost).sum(axis=0)
    correct = np.outer(np.diff(row_edges), widths) - losses - ties
    return PairGrid(pos_scores=pos, neg_scores=neg, pos_index=pos_index, neg_index=neg_index,
                    row_edges=row_edges, col_edges=col_edges, correct=correct, losses=losses,
                    ties=ties)


def _descending(scores: np.ndarray, index: np.ndarray) -> np.ndarray:
    """``index`` ordered by score descending, ties in input order."""
    return index[np.argsort(-scores[index], kind="stable")]


def _edges(size: int, max_side: int) -> np.ndarray:
    """Block boundaries: one per item up to ``max_side`` items, else ``max_side`` blocks."""
    return np.linspace(0, size, min(size, max_side) + 1).round().astype(np.int64)

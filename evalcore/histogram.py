"""Score distributions by true class, for the picture that explains the four confusion cells."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ScoreHistogram:
    """Shared bin ``edges`` and the (weighted) count of positives and negatives in each bin."""

    edges: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray

    def densities(self) -> tuple[np.ndarray, np.ndarray]:
        """Each class's bars scaled to area 1 (count / (class total · bin width), as
        ``np.histogram(density=True)`` per class): a class of 1 % of the rows is as tall as the
        other. All zeros for a class of total weight 0."""
        widths = np.diff(self.edges)
        widths = np.where(widths > 0, widths, 1.0)  # one distinct score: one bin of width 0
        return tuple(counts / (counts.sum() * widths) if counts.sum() > 0
                     else np.zeros_like(counts, dtype=np.float64)
                     for counts in (self.positives, self.negatives))


def bin_edges(values: np.ndarray, bins: int) -> np.ndarray:
    """``np.histogram_bin_edges(values, bins)``, or one bin over the range when it is too narrow
    to hold ``bins`` bins of finite width (scores a few subnormal steps apart, such as 0 and
    5e-324): a histogram of such scores is one bar, never an error."""
    try:
        return np.histogram_bin_edges(values, bins=bins)
    except ValueError:
        return np.histogram_bin_edges(values, bins=1)


def score_histogram(y_true, y_score, *, sample_weight=None, bins: int = 60) -> ScoreHistogram:
    """Histogram the scores of each class over the same ``bins`` equal-width bins.

    Parameters
    ----------
    y_true : array of bool
        True for the positive class.
    y_score : array of float
        Scores (any finite range).
    sample_weight : array of float, optional
        Each sample counts with its weight (pre-aggregated data gives the same picture).
    bins : int
        Number of bins over ``[min(score), max(score)]``.

    Use :func:`sweep_histogram` when a threshold sweep of the same data exists: it reads the
    counts off the sorted scores instead of binning every row again.
    """
    y_true = np.asarray(y_true, dtype=bool)
    y_score = np.asarray(y_score, dtype=np.float64)
    weights = np.ones_like(y_score) if sample_weight is None else np.asarray(sample_weight, float)
    edges = bin_edges(y_score, bins)
    positives, _ = np.histogram(y_score[y_true], bins=edges, weights=weights[y_true])
    negatives, _ = np.histogram(y_score[~y_true], bins=edges, weights=weights[~y_true])
    return ScoreHistogram(edges=edges, positives=positives, negatives=negatives)


def sweep_histogram(sweep, *, bins: int = 60) -> ScoreHistogram:
    """The histogram of :func:`score_histogram` from a :class:`~evalcore.binary.ThresholdSweep`,
    in O(bins · log k) instead of a pass over every row.

    The sweep holds the cumulative weight of each class at or above every distinct score, so the
    weight in the bin ``[a, b)`` is cumulative(≥ a) − cumulative(≥ b), found by a binary search
    per edge; the last bin is closed (``[a, max]``), as in ``np.histogram``. The bins span the
    scores the sweep counts (rows of weight 0 are not in it). Counts equal ``np.histogram``'s
    exactly for unit or integer weights; other weights agree to rounding (differences of
    cumulative sums instead of per-bin sums).
    """
    thresholds = sweep.thresholds
    edges = bin_edges(np.array([thresholds[-1], thresholds[0]]), bins)
    below = np.searchsorted(thresholds[::-1], edges[:-1], side="left")
    at_or_above = thresholds.size - below
    return ScoreHistogram(edges=edges, positives=_bin_weights(sweep.tp, at_or_above),
                          negatives=_bin_weights(sweep.fp, at_or_above))


def _bin_weights(cumulative: np.ndarray, at_or_above: np.ndarray) -> np.ndarray:
    """Per-bin weight from the cumulative weight at the ``at_or_above`` highest thresholds at each
    bin's left edge (nothing lies at or above the top edge: the last bin is closed)."""
    from_left_edge = np.concatenate(([0.0], cumulative))[at_or_above]
    return from_left_edge - np.append(from_left_edge[1:], 0.0)

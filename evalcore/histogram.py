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
    """
    y_true = np.asarray(y_true, dtype=bool)
    y_score = np.asarray(y_score, dtype=np.float64)
    weights = np.ones_like(y_score) if sample_weight is None else np.asarray(sample_weight, float)
    edges = np.histogram_bin_edges(y_score, bins=bins)
    positives, _ = np.histogram(y_score[y_true], bins=edges, weights=weights[y_true])
    negatives, _ = np.histogram(y_score[~y_true], bins=edges, weights=weights[~y_true])
    return ScoreHistogram(edges=edges, positives=positives, negatives=negatives)

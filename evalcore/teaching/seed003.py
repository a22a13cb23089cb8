"""Seed 003's picture (§4.3.3): 10 000 scores in [0, 1], each sample made positive with a
probability that grows with its score, counted in ten bins per class; the threshold slid from 1
to 0 over the bin edges draws the ROC curve one point per edge.

The seed gives the recipe, not its numbers: :func:`seed003_sample` draws it reproducibly
(uniform scores, P(positive | s) = s, a fixed seed), and :func:`seed003_histogram` answers every
edge's counts from :func:`evalcore.histogram.score_histogram` and the threshold sweep.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary import Confusion, ThresholdSweep, threshold_sweep
from evalcore.histogram import ScoreHistogram, score_histogram

SAMPLES = 10_000
BINS = 10
SEED = 3
EDGES = np.arange(BINS + 1) / BINS
"""0, 0.1, …, 1 as k/10: each edge is the same double as the decimal a teacher types."""
THRESHOLD = 0.6
"""The seed's threshold."""


def seed003_sample(samples: int = SAMPLES, seed: int = SEED) -> tuple[np.ndarray, np.ndarray]:
    """``(y_true, scores)``: uniform scores, each positive with probability equal to its score."""
    rng = np.random.default_rng(seed)
    scores = rng.random(samples)
    return rng.random(samples) < scores, scores


@dataclass(frozen=True, eq=False)
class Seed003:
    """The ten-bin histogram, the sweep of the same sample, and the thresholds slid over: the
    edges from 1 down to 0."""

    histogram: ScoreHistogram
    sweep: ThresholdSweep

    @property
    def thresholds(self) -> np.ndarray:
        """The edges from 1 down to 0 (the order the seed slides the threshold)."""
        return self.histogram.edges[::-1]

    def confusion_at(self, threshold: float) -> Confusion:
        """TP, FP, TN, FN when score ≥ ``threshold`` is predicted positive."""
        return self.sweep.confusion_at(threshold)

    def roc_points(self, upto: float) -> tuple[np.ndarray, np.ndarray]:
        """(FPR, TPR) of every edge from 1 down to ``upto`` (inclusive): the ROC drawn so far."""
        shown = [self.confusion_at(x) for x in self.thresholds if x >= upto]
        return (np.array([c.fpr for c in shown], dtype=float),
                np.array([c.tpr for c in shown], dtype=float))


def seed003_histogram(samples: int = SAMPLES, seed: int = SEED) -> Seed003:
    """The seed's sample counted in :data:`BINS` bins over [0, 1], with its threshold sweep."""
    y, scores = seed003_sample(samples, seed)
    return Seed003(histogram=score_histogram(y, scores, bins=EDGES),
                   sweep=threshold_sweep(y, scores))

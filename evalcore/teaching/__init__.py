"""Teaching views of the ROC curve (issue 15's Learn page), as pure functions.

:func:`roc_steps` walks the threshold down one distinct score at a time, as the watermelon book
draws the ROC curve (seed 001); :func:`pair_counts` and :func:`pair_grid` show ℓrank as the
(positive, negative) pairs it counts; :mod:`~evalcore.teaching.binormal` gives the theoretical
binormal ROC and simulated scores. Everything is built on :func:`evalcore.binary.threshold_sweep`.
"""

from evalcore.teaching.binormal import binormal_auc, binormal_roc, simulate_scores
from evalcore.teaching.pairs import PairCounts, PairGrid, pair_counts, pair_grid
from evalcore.teaching.steps import MOVES, RocSteps, Step, roc_steps

__all__ = [
    "MOVES",
    "PairCounts",
    "PairGrid",
    "RocSteps",
    "Step",
    "binormal_auc",
    "binormal_roc",
    "pair_counts",
    "pair_grid",
    "roc_steps",
    "simulate_scores",
]

"""Teaching views of the ROC curve (issue 15's Learn page), as pure functions.

:func:`roc_steps` walks the threshold down one distinct score at a time, as the watermelon book
draws the ROC curve (seed 001); :func:`pair_counts` and :func:`pair_grid` show ℓrank as the
(positive, negative) pairs it counts; :mod:`~evalcore.teaching.binormal` gives the theoretical
binormal ROC and simulated scores, :mod:`~evalcore.teaching.distributions` each family's
theoretical densities, ROC, AUC and precision. Everything is built on
:func:`evalcore.binary.threshold_sweep`.
"""

from evalcore.teaching.binormal import (FAMILIES, binormal_auc, binormal_roc, checked_params,
                                        simulate_scores)
from evalcore.teaching.distributions import (auc_standard_error, class_densities, class_pdfs,
                                             precision_at, theoretical_auc, theoretical_roc)
from evalcore.teaching.pairs import PairCounts, PairGrid, pair_counts, pair_grid
from evalcore.teaching.steps import MOVES, RocSteps, Step, roc_steps

__all__ = [
    "FAMILIES",
    "MOVES",
    "PairCounts",
    "PairGrid",
    "RocSteps",
    "Step",
    "auc_standard_error",
    "binormal_auc",
    "binormal_roc",
    "checked_params",
    "class_densities",
    "class_pdfs",
    "pair_counts",
    "pair_grid",
    "precision_at",
    "roc_steps",
    "simulate_scores",
    "theoretical_auc",
    "theoretical_roc",
]

"""The Learn page's numbers for a binary dataset, computed once per dataset (and strip choice):
the ROC construction, the pair grid and the samples the strip shows."""

from __future__ import annotations

import numpy as np

from dashboard.binary.sidebar import BinaryDataset
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.learn.figures import StripData
from dashboard.loading.byte_cache import byte_cached
from evalcore.binary import ThresholdSweep
from evalcore.decimate import decimate_curve
from evalcore.sampling import stratified_rows
from evalcore.teaching import PairGrid, RocSteps, pair_grid
from evalcore.teaching.steps import steps_of

STRIP_LIMIT = 200
"""Beyond this many samples the strip shows a stratified random sample (size and seed chosen)."""
PAIR_SIDE = 200
"""Classes up to this size are drawn pair by pair in the grid, larger ones in this many blocks."""


@byte_cached
def cached_steps(dataset_id: str, _sweep: ThresholdSweep) -> RocSteps:
    """The ROC construction read from the dataset's sweep (no sorting)."""
    return steps_of(_sweep)


@byte_cached
def cached_grid(dataset_id: str, _y_true: np.ndarray, _scores: np.ndarray) -> PairGrid:
    """The m⁺ × m⁻ pair grid (blocks beyond :data:`PAIR_SIDE` per class)."""
    return pair_grid(_y_true, _scores, max_side=PAIR_SIDE)


@byte_cached
def _strip(dataset_id: str, size: int, seed: int, _y_true: np.ndarray,
           _scores: np.ndarray) -> StripData:
    rows = stratified_rows(_y_true, size, seed=seed)
    rows = rows[np.argsort(-_scores[rows], kind="stable")]
    return StripData(numbers=rows + 1, scores=_scores[rows], positive=_y_true[rows])


def strip_data(dataset: BinaryDataset, size: int = STRIP_LIMIT, seed: int = 0) -> StripData:
    """Every sample by score descending, or beyond ``size`` samples a stratified random sample
    of about ``size`` of them (the same for the same ``seed``)."""
    data = dataset.data
    return _strip(dataset.dataset_id, int(size), int(seed), data.y_true, data.scores)


@byte_cached
def drawn_points(dataset_id: str, _steps: RocSteps) -> tuple[np.ndarray | None, np.ndarray | None]:
    """The steps drawn on the ROC and the P-R figure: every one up to
    :data:`~evalcore.view.budgets.MAX_CURVE_POINTS` steps (None), else the indices
    :func:`~evalcore.decimate.decimate_curve` keeps (a browser redraws them every frame)."""
    if len(_steps) <= MAX_CURVE_POINTS:
        return None, None
    roc = decimate_curve(_steps.fpr, _steps.tpr, max_points=MAX_CURVE_POINTS)
    pr = decimate_curve(_steps.recall[1:], _steps.precision[1:], max_points=MAX_CURVE_POINTS)
    return roc, pr + 1

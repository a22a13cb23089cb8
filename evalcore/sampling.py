"""A fixed sample of rows for drawing: a scatter of 10⁶ points is slow in a browser, and a sample
that changed on every rerun would make the plot flicker, so the sample is random but fixed."""

from __future__ import annotations

import numpy as np


def sample_rows(n: int, budget: int, *, seed: int = 0) -> np.ndarray:
    """Ascending indices of at most ``budget`` of ``n`` rows: every row when ``n <= budget``,
    else ``budget`` distinct rows drawn uniformly without replacement, the same for the same
    ``(n, budget, seed)``."""
    if budget < 1:
        raise ValueError(f"budget must be at least 1, got {budget}")
    if n <= budget:
        return np.arange(n)
    return np.sort(np.random.default_rng(seed).choice(n, budget, replace=False))


def stratified_rows(groups, budget: int, *, seed: int = 0) -> np.ndarray:
    """Ascending indices of about ``budget`` rows drawn without replacement within each group of
    ``groups`` (e.g. the class labels), each group's share of the sample its share of the rows
    (at least one row of every group): the Learn page's strip of a large file keeps the class
    balance. Every row when ``len(groups) <= budget``; the same for the same ``seed``."""
    if budget < 1:
        raise ValueError(f"budget must be at least 1, got {budget}")
    groups = np.asarray(groups)
    if groups.size <= budget:
        return np.arange(groups.size)
    rng = np.random.default_rng(seed)
    values, inverse, counts = np.unique(groups, return_inverse=True, return_counts=True)
    takes = np.maximum(1, np.round(counts * budget / groups.size).astype(np.int64))
    chosen = [rng.choice(np.flatnonzero(inverse == g), min(take, count), replace=False)
              for g, (take, count) in enumerate(zip(takes, counts))]
    return np.sort(np.concatenate(chosen))

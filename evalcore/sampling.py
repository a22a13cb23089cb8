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

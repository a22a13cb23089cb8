"""A reference statistic computed once per bootstrap resample, for the tests of bootstraps that
share their resamples (each model's own, and every pair's difference, drawn by SciPy's
``bootstrap`` from the same seed and rows)."""

from __future__ import annotations

from typing import Callable

import numpy as np


def per_resample(statistic: Callable[[np.ndarray], float]) -> Callable[[np.ndarray], float]:
    """``statistic(rows)``, each resample's value computed once (keyed by the resample's row
    indices) and read again by every bootstrap that draws that resample."""
    values: dict[bytes, float] = {}

    def remembered(rows: np.ndarray) -> float:
        key = rows.tobytes()
        if key not in values:
            values[key] = statistic(rows)
        return values[key]

    return remembered

"""Mean ± σ of repeated estimates (k folds, resampled splits, simulated draws): the one place where
the standard deviation's convention is chosen.

Seed 004 writes the k-fold result as μ ± σ with σ = √((1/K) Σ (xᵢ − μ)²), the population form
(numpy's default, ``ddof=0``); that σ is what every page shows after "±". The sample standard
deviation with 1/(K − 1) (``ddof=1``, what ``pandas.Series.std`` gives) comes alongside for
readers who expect it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class MeanStd:
    """``mean`` = (1/K) Σ xᵢ; ``std`` = √((1/K) Σ (xᵢ − mean)²) (seed 004's σ);
    ``std_sample`` = √((1/(K−1)) Σ (xᵢ − mean)²), None for a single value; ``count`` = K."""

    mean: float
    std: float
    std_sample: float | None
    count: int


def mean_std(values) -> MeanStd:
    """The :class:`MeanStd` of ``values`` (1-D, finite, at least one).

    >>> mean_std([1.0, 2.0, 3.0, 4.0]).std
    1.118033988749895
    """
    x = np.asarray(values, dtype=np.float64).ravel()
    if x.size == 0:
        raise ValueError("spread needs at least one value")
    sample = float(np.std(x, ddof=1)) if x.size > 1 else None
    return MeanStd(float(np.mean(x)), float(np.std(x)), sample, int(x.size))

"""Seed 004's μ ± σ over the folds: the mean, σ with 1/K, the sample standard deviation with
1/(K − 1), over the folds where a measure is defined (the others are counted as skipped), and the
spread between the repeats' means."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from evalcore.folds.evaluate import FoldResult
from evalcore.spread import mean_std


@dataclass(frozen=True)
class Summary:
    """One measure over the folds.

    ``mean`` = (1/K) Σ xᵢ, ``std`` = √((1/K) Σ (xᵢ − mean)²) (seed 004's σ), ``std_sample`` =
    √((1/(K−1)) Σ (xᵢ − mean)²), K the number of folds where the measure is defined; ``skipped``
    folds had it undefined. Values are None when no fold (``std_sample``: fewer than two) has it.
    """

    mean: float | None
    std: float | None
    std_sample: float | None
    defined: int
    skipped: int


def summarize(folds: Sequence[FoldResult], key: str) -> Summary:
    """The :class:`Summary` of measure ``key`` over ``folds``."""
    values = np.array([f.metrics[key].value for f in folds if f.metrics[key].value is not None],
                      dtype=np.float64)
    skipped = len(folds) - values.size
    if values.size == 0:
        return Summary(None, None, None, 0, skipped)
    s = mean_std(values)
    return Summary(s.mean, s.std, s.std_sample, s.count, skipped)


def repeat_means(folds: Sequence[FoldResult], key: str) -> tuple[dict[str, float | None],
                                                                  float | None]:
    """Each repeat's mean of ``key`` over its defined folds, and the population standard deviation
    (1/R) between those means (None with fewer than two repeats having a mean)."""
    means: dict[str, float | None] = {}
    for repeat in dict.fromkeys(f.repeat for f in folds):
        means[str(repeat)] = summarize([f for f in folds if f.repeat == repeat], key).mean
    defined = [m for m in means.values() if m is not None]
    return means, mean_std(defined).std if len(defined) > 1 else None

"""McNemar's test of two classifiers' error rates on the same samples.

Only the discordant samples count: b = right by A only, c = right by B only. Under H0 (equal
error rates) b ~ Binomial(b + c, ½). When b + c < :data:`EXACT_BELOW` the chi-square
approximation is poor, so the exact two-sided binomial test is used (statistic min(b, c), as
statsmodels); otherwise the chi-square with continuity correction (Edwards 1948)

    χ² = (|b − c| − 1)² / (b + c),   1 degree of freedom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from evalcore.errors import EvalInputError

EXACT_BELOW = 25
"""Discordant counts below this use the exact binomial test (the usual rule of thumb)."""


@dataclass(frozen=True)
class McNemarResult:
    """McNemar's test on the 2×2 table of which model is right.

    Attributes
    ----------
    table : ((int, int), (int, int))
        ``[[both right, only A right], [only B right, both wrong]]``.
    statistic : float
        min(b, c) for the exact form, χ² otherwise.
    p_value : float
        Two-sided; 1 when no sample is discordant (``reason`` says so).
    method : {"exact", "chi2"}
    """

    table: tuple[tuple[int, int], tuple[int, int]]
    statistic: float
    p_value: float
    method: str
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def discordant(self) -> int:
        """b + c: samples on which exactly one model is right."""
        return self.table[0][1] + self.table[1][0]


def mcnemar_test(y_true, pred_a, pred_b, *, exact_below: int = EXACT_BELOW) -> McNemarResult:
    """McNemar's test of models A and B from their predicted labels.

    Parameters
    ----------
    y_true, pred_a, pred_b : array-like of bool (or any comparable labels), shape (n_samples,)
        Truth and each model's prediction (e.g. ``score >= threshold``).
    exact_below : int
        Use the exact binomial test when the discordant count is below this.
    """
    from scipy.stats import binomtest, chi2

    y, a, b = (np.asarray(v).ravel() for v in (y_true, pred_a, pred_b))
    if not len(y) == len(a) == len(b):
        raise EvalInputError("compare_lengths_differ", labels=len(y), a=len(a), b=len(b))
    right_a, right_b = a == y, b == y
    table = tuple(
        tuple(int(np.count_nonzero(ra & rb)) for rb in (right_b, ~right_b))
        for ra in (right_a, ~right_a)
    )
    only_a, only_b = table[0][1], table[1][0]
    discordant = only_a + only_b
    if discordant == 0:
        return McNemarResult(table, 0.0, 1.0, "exact", "compare_mcnemar_no_discordant")
    if discordant < exact_below:
        p_value = binomtest(only_a, discordant, 0.5).pvalue
        return McNemarResult(table, float(min(only_a, only_b)), float(p_value), "exact")
    statistic = (abs(only_a - only_b) - 1) ** 2 / discordant
    return McNemarResult(table, float(statistic), float(chi2.sf(statistic, 1)), "chi2")

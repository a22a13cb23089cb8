"""Population stability: how far a current sample of a score (or of any numeric column) has moved
from a base sample, as the population stability index (PSI; the characteristic stability index,
CSI, when the column is an input rather than the score).

The bins are the base's quantiles: edges at ``numpy.quantile(base, i / bins)`` for i = 0 … bins,
duplicate edges removed, each bin right-closed (lower, upper]; the first bin also holds every
value at or below its upper edge and the last every value above its lower edge, so each sample's
shares add up to 1 (a current value outside the base's range counts in an outer bin). A base of
one value gives one bin. Then

    PSI = Σ (cᵢ − bᵢ) · ln(cᵢ / bᵢ)

over the bins' base and current shares bᵢ, cᵢ, an empty share counted as :data:`SHARE_FLOOR`
(stated in the output) so that the logarithm stays finite. The usual reading: below 0.1 stable,
0.1 to 0.25 worth watching, above 0.25 a shift.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

SHARE_FLOOR = 1e-4
"""An empty bin's share in the PSI sum (the shares printed are the true ones, 0)."""

FLAGS = ("stable", "watch", "shift")
"""The readings of a PSI, from :data:`WATCH` and :data:`SHIFT`."""

WATCH, SHIFT = 0.1, 0.25
"""PSI from which a change is worth watching, and above which it is a shift."""


@dataclass(frozen=True)
class Stability:
    """The bins (``lower``, ``upper``, ``base_share``, ``current_share``, ``psi``: the bin's
    term), the total ``psi`` and its ``flag``: ``stable`` (PSI < 0.1), ``watch`` (up to 0.25)
    or ``shift`` (above)."""

    bins: list[dict]
    psi: float
    flag: str

    def to_json(self) -> dict:
        return {"bins": self.bins, "psi": self.psi, "flag": self.flag,
                "share_floor": SHARE_FLOOR}


def stability_flag(psi: float) -> str:
    """``stable`` below 0.1, ``watch`` from 0.1 to 0.25, ``shift`` above 0.25."""
    if psi < WATCH:
        return "stable"
    return "watch" if psi <= SHIFT else "shift"


def quantile_edges(base: np.ndarray, bins: int) -> np.ndarray:
    """The base's quantiles at i / ``bins``, duplicates removed (ascending)."""
    if bins < 1:
        raise ValueError(f"bins must be >= 1, got {bins}")
    return np.unique(np.quantile(base, np.arange(bins + 1) / bins))


def population_stability(base, current, *, bins: int = 10) -> Stability:
    """The PSI of ``current`` against ``base`` (finite numbers, at least one each) over the
    base's quantile bins (see the module's docstring)."""
    base, current = (np.asarray(a, dtype=np.float64) for a in (base, current))
    if base.size == 0 or current.size == 0:
        raise ValueError("both samples need at least one value")
    edges = quantile_edges(base, bins)
    inner = edges[1:-1]
    # right-closed: a value equal to an edge belongs to the bin below it
    counts = [np.bincount(np.searchsorted(inner, sample, side="left"),
                          minlength=inner.size + 1) for sample in (base, current)]
    shares = [c / c.sum() for c in counts]
    lowers = edges[:-1].tolist() if edges.size > 1 else edges.tolist()
    uppers = edges[1:].tolist() if edges.size > 1 else edges.tolist()
    table, total = [], 0.0
    for lower, upper, b, c in zip(lowers, uppers, *shares):
        fb, fc = max(float(b), SHARE_FLOOR), max(float(c), SHARE_FLOOR)
        term = (fc - fb) * math.log(fc / fb) if b == 0 or c == 0 else \
            (float(c) - float(b)) * math.log(float(c) / float(b))
        table.append({"lower": lower, "upper": upper, "base_share": float(b),
                      "current_share": float(c), "psi": term})
        total += term
    return Stability(bins=table, psi=total, flag=stability_flag(total))

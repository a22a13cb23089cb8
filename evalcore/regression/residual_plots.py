"""What the residual plots draw: the histogram's bins by the Freedman–Diaconis rule (bounded), and
the normal Q-Q plot's points.

Freedman–Diaconis (numpy's ``histogram_bin_edges(..., bins="fd")``): bin width 2·IQR·n^(−1/3),
robust to the long tails residuals often have; the count is kept within
[:data:`MIN_BINS`, :data:`MAX_BINS`] (a tiny IQR would give thousands of bars, a few rows one).

The Q-Q plot orders the residuals against the standard normal's quantiles at Filliben's plotting
positions, as :func:`scipy.stats.probplot` does, with the least-squares line through them: points
on the line mean normal residuals; an S shape, heavy or light tails; a bend, skew.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

MIN_BINS = 5
MAX_BINS = 60
"""The residual histogram's bars, at least and at most."""


def residual_bins(residual: np.ndarray) -> int:
    """The number of equal bins of the Freedman–Diaconis rule for ``residual``, within
    [:data:`MIN_BINS`, :data:`MAX_BINS`] (:data:`MIN_BINS` when the IQR is 0)."""
    residual = np.asarray(residual, dtype=np.float64)
    if residual.size < 2 or residual.min() == residual.max():
        return MIN_BINS
    bins = np.histogram_bin_edges(residual, bins="fd").size - 1
    return int(min(max(bins, MIN_BINS), MAX_BINS))


def counted_residual_bins(values: np.ndarray, counts: np.ndarray) -> int:
    """:func:`residual_bins` of the residuals ``values`` each repeated ``counts`` times (an
    engine's counts per distinct residual, in any order), without repeating them: the quartiles
    are read off the cumulative counts with numpy's linear rule."""
    order = np.argsort(np.asarray(values, dtype=np.float64), kind="stable")
    values = np.asarray(values, dtype=np.float64)[order]
    counts = np.asarray(counts, dtype=np.int64)[order]
    n = int(counts.sum())
    if n < 2 or values[0] == values[-1]:
        return MIN_BINS
    ends = np.cumsum(counts)

    def percentile(q: float) -> float:
        h = (n - 1) * q / 100
        low, high = (values[np.searchsorted(ends, k, side="right")]
                     for k in (int(np.floor(h)), int(np.ceil(h))))
        return low + (h - np.floor(h)) * (high - low)

    iqr = percentile(75) - percentile(25)
    if iqr == 0:
        return MIN_BINS
    bins = int(np.ceil((values[-1] - values[0]) / (2.0 * iqr * n ** (-1.0 / 3.0))))
    return int(min(max(bins, MIN_BINS), MAX_BINS))


@dataclass(frozen=True, eq=False)
class NormalQQ:
    """A normal Q-Q plot: ``theoretical`` (the standard normal's quantiles at Filliben's plotting
    positions) against ``ordered`` (the residuals sorted), both thinned to the drawn points, and
    the least-squares line ``ordered ≈ slope · theoretical + intercept`` over every point."""

    theoretical: np.ndarray
    ordered: np.ndarray
    slope: float
    intercept: float


def filliben_positions(n: int) -> np.ndarray:
    """Filliben's (1975) estimate of the order statistics' medians of a uniform sample of ``n``:
    mᵢ = (i − 0.3175)/(n + 0.365), the last 0.5^(1/n), the first 1 − that."""
    positions = (np.arange(1, n + 1) - 0.3175) / (n + 0.365)
    positions[-1] = 0.5 ** (1.0 / n)
    positions[0] = 1.0 - positions[-1]
    return positions


def normal_qq(residual: np.ndarray, *, max_points: int) -> NormalQQ | None:
    """The normal Q-Q plot of ``residual`` (every row; None for fewer than 2), its points thinned
    to at most ``max_points`` evenly spaced ranks (the first and last kept)."""
    from scipy.special import ndtri  # the standard normal's quantile function

    ordered = np.sort(np.asarray(residual, dtype=np.float64))
    n = ordered.size
    if n < 2:
        return None
    theoretical = ndtri(filliben_positions(n))
    slope, intercept = np.polyfit(theoretical, ordered, 1)
    keep = np.unique(np.linspace(0, n - 1, min(n, max_points)).round().astype(np.int64))
    return NormalQQ(theoretical[keep], ordered[keep], float(slope), float(intercept))

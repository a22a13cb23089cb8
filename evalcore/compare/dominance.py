"""Curve dominance: does one ROC (or P-R) curve lie on or above the other everywhere?

The seeds' "包住" (one learner's curve encloses the other's) made exact. Each curve is read as
drawn: its points joined by straight segments in order, x non-decreasing. A staircase has vertical
segments (several points at the same x); there the curve is compared by its **upper envelope**,
the highest y at that x (for ROC, the largest TPR reached at that FPR). So each curve is a function

    c(x) = max y over the points at x,   linear between consecutive distinct x,

the segment into x starting from the last point of the previous x (in drawing order) and ending
at the first point of x. The difference d = c_A − c_B is linear between the union of both curves'
breakpoints, so its sign is decided exactly from its values at the breakpoints and its one-sided
limits there (a vertical segment makes the left limit, right limit and value differ). The lead
changes where d goes from > 0 to < 0 (or back): at a point inside a segment, at a breakpoint, or
across an interval where the curves coincide; each such change is one crossing ``[x_lo, x_hi]``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

ATOL = 1e-12
"""Differences within this are ties (curve coordinates are ratios of counts)."""


@dataclass(frozen=True)
class Dominance:
    """Which curve is on top.

    Attributes
    ----------
    verdict : {"A", "B", "none", "equal"}
        ``"A"``: A's curve is on or above B's everywhere and above somewhere (A encloses B);
        ``"none"``: each is above somewhere (they cross); ``"equal"``: the same curve.
    crossings : tuple of (float, float)
        x intervals where the lead changes, in order; ``lo == hi`` for a crossing at one x.
    leads : tuple of (str, float, float)
        Maximal x intervals where ``"A"`` or ``"B"`` is strictly above (endpoints may be ties),
        e.g. to shade them.
    domain : (float, float)
        The x range both curves cover, over which they are compared.
    """

    verdict: str
    crossings: tuple[tuple[float, float], ...]
    leads: tuple[tuple[str, float, float], ...]
    domain: tuple[float, float]


def curve_dominance(x_a, y_a, x_b, y_b, *, atol: float = ATOL) -> Dominance:
    """Compare two piecewise-linear curves by their upper envelopes (see the module docstring).

    Parameters
    ----------
    x_a, y_a, x_b, y_b : array-like of float
        Each curve's points in drawing order; x must be monotone (a decreasing x, such as
        scikit-learn's recall, is reversed).
    atol : float
        Differences within ``atol`` count as ties.
    """
    a, b = _Envelope(x_a, y_a), _Envelope(x_b, y_b)
    lo_x, hi_x = max(a.x[0], b.x[0]), min(a.x[-1], b.x[-1])
    if lo_x > hi_x:
        raise ValueError(f"the curves' x ranges do not overlap: {a.x[[0, -1]]}, {b.x[[0, -1]]}")
    grid = np.union1d(a.x, b.x)
    grid = grid[(grid >= lo_x) & (grid <= hi_x)]
    (left_a, at_a, right_a), (left_b, at_b, right_b) = a.at(grid), b.at(grid)
    left, at, right = left_a - left_b, at_a - at_b, right_a - right_b
    leader, lo, hi = _regions(grid, left, at, right, atol)
    leads, crossings = _merge(leader, lo, hi)
    signs = {lead for lead, _, _ in leads}
    verdict = "equal" if not signs else signs.pop() if len(signs) == 1 else "none"
    return Dominance(verdict, crossings, leads, (float(lo_x), float(hi_x)))


class _Envelope:
    """A curve as its upper envelope: per distinct x, the first, highest and last y."""

    def __init__(self, x, y) -> None:
        x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
        if x.ndim != 1 or x.shape != y.shape or len(x) == 0:
            raise ValueError("a curve needs matching 1-D x and y arrays with at least one point")
        if len(x) > 1 and x[-1] < x[0]:
            x, y = x[::-1], y[::-1]
        if np.any(np.diff(x) < 0):
            raise ValueError("a curve's x must be monotone in drawing order")
        self.x, first, counts = np.unique(x, return_index=True, return_counts=True)
        self.first, self.last = y[first], y[first + counts - 1]
        self.top = np.maximum.reduceat(y, first)

    def at(self, grid: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Left limit, value and right limit of the envelope at each x of ``grid``."""
        k = np.searchsorted(self.x, grid)
        on = (k < len(self.x)) & (self.x[np.minimum(k, len(self.x) - 1)] == grid)
        inner = np.clip(k, 1, len(self.x) - 1)
        x0, x1 = self.x[inner - 1], self.x[inner]
        between = self.last[inner - 1] + (grid - x0) / np.where(x1 > x0, x1 - x0, 1) * (
            self.first[inner] - self.last[inner - 1]
        )
        kk = np.minimum(k, len(self.x) - 1)
        return (
            np.where(on, self.first[kk], between),
            np.where(on, self.top[kk], between),
            np.where(on, self.last[kk], between),
        )


def _regions(grid, left, at, right, atol):
    """Every stretch where A (+1) or B (−1) is strictly above, in x order, as arrays
    (leader, lo, hi): on each open segment (grid[i−1], grid[i]) the difference runs linearly from
    ``right[i−1]`` to ``left[i]`` (two regions when it changes sign inside), then the point
    grid[i] itself (``at[i]``). Differences within ``atol`` are ties (no region)."""
    u, v = right[:-1], left[1:]
    su, sv = _signs(u, atol), _signs(v, atol)
    x0, x1 = grid[:-1], grid[1:]
    crosses = su * sv < 0
    with np.errstate(divide="ignore", invalid="ignore"):
        root = np.where(crosses, x0 + (x1 - x0) * u / (u - v), x1)
    first = np.where(su != 0, su, sv)
    # slots per grid point i: segment part 1, segment part 2 (only when crossing), point i
    leader = np.zeros((len(grid), 3))
    lo, hi = np.zeros((len(grid), 3)), np.zeros((len(grid), 3))
    leader[1:, 0], lo[1:, 0], hi[1:, 0] = first, x0, root
    leader[1:, 1], lo[1:, 1], hi[1:, 1] = np.where(crosses, sv, 0), root, x1
    leader[:, 2], lo[:, 2], hi[:, 2] = _signs(at, atol), grid, grid
    keep = leader.ravel() != 0
    return leader.ravel()[keep], lo.ravel()[keep], hi.ravel()[keep]


def _signs(d: np.ndarray, atol: float) -> np.ndarray:
    """+1 where A is above, −1 where B is, 0 for a tie (within ``atol``)."""
    return np.where(np.abs(d) <= atol, 0, np.sign(d))


def _merge(leader, lo, hi) -> tuple[tuple, tuple]:
    """Join touching regions of the same leader; a crossing lies between regions that differ."""
    if not len(leader):
        return (), ()
    changes = leader[1:] != leader[:-1]
    starts = np.flatnonzero(np.r_[True, changes | (hi[:-1] < lo[1:])])
    ends = np.r_[starts[1:] - 1, len(leader) - 1]
    names = np.where(leader[starts] > 0, "A", "B")
    leads = tuple((str(n), float(a), float(b)) for n, a, b in zip(names, lo[starts], hi[ends]))
    at = np.flatnonzero(changes) + 1
    crossings = tuple((float(a), float(b)) for a, b in zip(hi[at - 1], lo[at]))
    return leads, crossings

"""Bins of equal width between a low and a high value: Spark's ``numBins`` idea, with which an
engine keeps a fixed number of groups however many distinct values there are. Bin ``i`` holds
``[low + i·width, low + (i + 1)·width)``, the highest value joining the last bin, so every
bound stated from the bins is exact up to one width.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class EqualBins:
    """``count`` bins of ``width`` from ``low``."""

    low: float
    width: float
    count: int

    def key(self, expression: str) -> str:
        """SQL (both engines) of the bin index of ``expression``: 0 … count − 1."""
        from evalcore.engine.queries import double

        return (f"LEAST(CAST(FLOOR(({expression} - {double(self.low)}) / {double(self.width)})"
                f" AS BIGINT), {self.count - 1})")

    def index(self, values) -> np.ndarray:
        """:meth:`key` in numpy, with the same arithmetic (bin an exact per-value result as the
        binned query bins the rows)."""
        ratio = (np.asarray(values, dtype=np.float64) - self.low) / self.width
        return np.minimum(np.floor(ratio).astype(np.int64), self.count - 1)

    def lower_edges(self, index) -> np.ndarray:
        """The lower edge of each bin in ``index``."""
        return self.low + np.asarray(index, dtype=np.float64) * self.width


def equal_bins(low: float, high: float, count: int) -> EqualBins | None:
    """``count`` bins spanning ``[low, high]``; None when the range is one value (nothing to
    bin)."""
    low, high = float(low), float(high)
    if high == low:
        return None
    return EqualBins(low, (high - low) / count, int(count))

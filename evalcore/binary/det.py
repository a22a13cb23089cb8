"""The detection error trade-off (DET) curve: FNR against FPR on normal-deviate axes, where two
normal score distributions give a straight line."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary.sweep import ThresholdSweep


@dataclass(frozen=True)
class DetCurve:
    """FPR (decreasing) and FNR at ``thresholds`` (ascending), as ``sklearn.metrics.det_curve``:
    from the lowest threshold with FNR 0 up to the highest with FPR at its lowest."""

    fpr: np.ndarray
    fnr: np.ndarray
    thresholds: np.ndarray

    def deviates(self) -> tuple[np.ndarray, np.ndarray]:
        """Φ⁻¹(FPR) and Φ⁻¹(FNR) (``scipy.stats.norm.ppf``), the points at a rate of 0 or 1
        (±∞ there) left out: the axes a DET plot draws."""
        from scipy.stats import norm

        x, y = norm.ppf(self.fpr), norm.ppf(self.fnr)
        finite = np.isfinite(x) & np.isfinite(y)
        return x[finite], y[finite]


def det_curve(sweep: ThresholdSweep) -> DetCurve:
    """The DET curve of the sweep (no sorting again)."""
    tp, fp = sweep.tp, sweep.fp
    first = int(np.searchsorted(fp, fp[0], side="right")) - 1
    last = int(np.searchsorted(tp, tp[-1])) + 1
    kept = slice(first, last)
    return DetCurve(fpr=fp[kept][::-1] / sweep.negatives,
                    fnr=(sweep.positives - tp[kept])[::-1] / sweep.positives,
                    thresholds=sweep.thresholds[kept][::-1])

"""The detection error trade-off (DET) curve: FNR against FPR on normal-deviate axes, where two
normal score distributions give a straight line."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary.sweep import ThresholdSweep


@dataclass(frozen=True)
class DetCurve:
    """FPR (decreasing) and FNR at ``thresholds`` (ascending), as ``sklearn.metrics.det_curve``:
    from the lowest threshold with FNR 0 up to the highest with FPR 0 (at most
    :data:`~evalcore.binary.ALL_NEGATIVE`, where nothing is predicted positive)."""

    fpr: np.ndarray
    fnr: np.ndarray
    thresholds: np.ndarray

    def drawable(self) -> DetCurve:
        """The points with both rates strictly between 0 and 1: the others lie at ±∞ on a DET
        plot's axes."""
        kept = (self.fpr > 0) & (self.fpr < 1) & (self.fnr > 0) & (self.fnr < 1)
        return DetCurve(fpr=self.fpr[kept], fnr=self.fnr[kept], thresholds=self.thresholds[kept])

    def deviates(self) -> tuple[np.ndarray, np.ndarray]:
        """Φ⁻¹(FPR) and Φ⁻¹(FNR) (``scipy.stats.norm.ppf``) of the :meth:`drawable` points: the
        coordinates a DET plot draws."""
        from scipy.stats import norm

        curve = self.drawable()
        return norm.ppf(curve.fpr), norm.ppf(curve.fnr)


def det_curve(sweep: ThresholdSweep) -> DetCurve:
    """The DET curve of the sweep (no sorting again): the ROC's points, which start at
    :data:`~evalcore.binary.ALL_NEGATIVE`, from the last with FP 0 to the first with FN 0."""
    roc = sweep.roc()
    tp, fp = roc.tp, roc.fp
    first = int(np.searchsorted(fp, 0.0, side="right")) - 1
    last = int(np.searchsorted(tp, tp[-1])) + 1
    kept = slice(first, last)
    return DetCurve(fpr=fp[kept][::-1] / sweep.negatives,
                    fnr=(sweep.positives - tp[kept])[::-1] / sweep.positives,
                    thresholds=roc.thresholds[kept][::-1])

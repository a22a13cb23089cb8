"""Binary classification: the threshold sweep and everything derived from it.

:func:`threshold_sweep` sorts the scores once; its :class:`ThresholdSweep` answers the confusion
counts at any threshold in O(log n) and gives the ROC and P-R curves, AUC, ℓrank, AP, the
break-even point and Youden's J. :func:`point_metrics` computes every measure of one confusion
matrix (accuracy … G-mean), ``None`` with a reason where undefined. A sample is predicted
positive iff its score ≥ the threshold (scikit-learn's convention); :data:`ALL_NEGATIVE` (+inf)
is the threshold at which nothing is. :mod:`evalcore.binary.shortest` writes a threshold as the
decimal with the fewest digits that gives its counts (what pages and reports show).

Read off the same sweep, in their own modules: KS, lift and gains (:mod:`~evalcore.binary.lift`),
calibration bins, Brier, log loss, ECE and MCE (:mod:`~evalcore.binary.calibration`), Wilson and
DeLong intervals (:mod:`~evalcore.binary.intervals`), thresholds by constraint
(:mod:`~evalcore.binary.constraints`) and measures by segment (:mod:`~evalcore.binary.segments`).
"""

from evalcore.binary.curves import BreakEven, PrCurve, RocCurve, Youden
from evalcore.binary.confusion import POINT_METRICS, Confusion, point_metrics
from evalcore.binary.sweep import ALL_NEGATIVE, ThresholdSweep, threshold_sweep

__all__ = [
    "ALL_NEGATIVE",
    "POINT_METRICS",
    "BreakEven",
    "Confusion",
    "PrCurve",
    "RocCurve",
    "ThresholdSweep",
    "Youden",
    "point_metrics",
    "threshold_sweep",
]

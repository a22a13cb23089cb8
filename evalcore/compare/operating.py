"""Operating points of two models: at their own thresholds, or matched at the same FPR or recall.

A sample is predicted positive iff score ≥ threshold (scikit-learn's convention). Matching picks,
for each model, one of its own scores as the threshold:

- same FPR f: the lowest threshold with FPR ≤ f, i.e. the highest TPR that does not exceed f;
- same recall r: the highest threshold with recall ≥ r, i.e. the fewest predicted positives that
  reach r.

So the models are compared where each one meets the same requirement.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary import ALL_NEGATIVE, RocCurve, threshold_sweep
from evalcore.compare._check import paired_scores
from evalcore.errors import EvalInputError

_TOL = 1e-12


@dataclass(frozen=True)
class OperatingPoint:
    """A model's counts and rates at one threshold.

    ``threshold`` :data:`~evalcore.binary.ALL_NEGATIVE` means no sample is predicted positive
    (the point (0, 0) of the ROC); ``precision`` is None then (0/0).
    """

    threshold: float
    tp: int
    fp: int
    fn: int
    tn: int

    @property
    def tpr(self) -> float:
        """TPR = recall = TP / (TP + FN)."""
        return self.tp / (self.tp + self.fn)

    @property
    def fpr(self) -> float:
        """FPR = FP / (FP + TN)."""
        return self.fp / (self.fp + self.tn)

    @property
    def precision(self) -> float | None:
        """TP / (TP + FP); None when nothing is predicted positive."""
        predicted = self.tp + self.fp
        return self.tp / predicted if predicted else None


def operating_point(y_true, score, threshold: float) -> OperatingPoint:
    """Counts at ``threshold`` (:data:`~evalcore.binary.ALL_NEGATIVE`: nothing predicted
    positive)."""
    y = np.asarray(y_true, dtype=bool)
    predicted = np.asarray(score, dtype=np.float64) >= threshold
    tp = int(np.count_nonzero(predicted & y))
    fp = int(np.count_nonzero(predicted & ~y))
    return OperatingPoint(
        float(threshold), tp, fp, int(np.count_nonzero(y)) - tp, int(np.count_nonzero(~y)) - fp,
    )


def matched_operating_points(
    y_true, score_a, score_b, *, fpr: float | None = None, recall: float | None = None
) -> tuple[OperatingPoint, OperatingPoint]:
    """Each model's operating point at the same FPR, or at the same recall (give exactly one)."""
    y, a, b = paired_scores(y_true, score_a, score_b)
    return tuple(
        operating_point(y, s, matched_threshold(threshold_sweep(y, s).roc(), fpr=fpr,
                                                recall=recall))
        for s in (a, b)
    )


def matched_threshold(roc: RocCurve, *, fpr: float | None = None,
                      recall: float | None = None) -> float:
    """The threshold meeting the FPR or recall requirement (give exactly one) on a full ROC curve
    (:meth:`ThresholdSweep.roc`), in O(log n); :data:`~evalcore.binary.ALL_NEGATIVE` when only
    "nothing positive" meets it."""
    if (fpr is None) == (recall is None):
        raise TypeError("give exactly one of fpr= and recall=")
    target = fpr if recall is None else recall
    if not 0 <= target <= 1:
        raise EvalInputError("compare_bad_target", value=target)
    if recall is None:
        index = np.searchsorted(roc.fpr, fpr + _TOL, side="right") - 1
    else:
        index = np.searchsorted(roc.tpr, recall - _TOL, side="left")
    return ALL_NEGATIVE if index == 0 else float(roc.thresholds[index])

"""The ROC curve built one threshold at a time (seed 001, the watermelon book's §2.3.3).

Start at (0, 0) with every sample predicted negative, then lower the threshold to each distinct
score in turn: the positives at that score move the point up by 1/m⁺ each, the negatives right
by 1/m⁻ each, and a score shared by both (a tie) moves it along a diagonal. The counts are the
threshold sweep's (:func:`evalcore.binary.threshold_sweep`, one sort); this module only adds the
start, the kind of move and the running trapezoid area.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.teaching._labels import positive_mask
from evalcore.measure import Measure

MOVES = ("start", "up", "right", "diagonal")
"""The kinds of step: the start (0, 0), then only positives, only negatives, or both (tied)."""

NO_PREDICTED_POSITIVES = "binary_undefined_no_predicted_positives"
"""Why precision is undefined at the start: nothing is predicted positive (TP + FP = 0)."""


@dataclass(frozen=True)
class Step:
    """One point of the construction: the counts when score ≥ ``threshold`` is positive.

    ``threshold`` is :data:`~evalcore.binary.ALL_NEGATIVE` (+inf, null in JSON) at the start.
    ``precision`` is a :class:`~evalcore.measure.Measure`: undefined (``None`` with its reason) at
    the start. ``area`` is the trapezoid area under the path up to this point.
    """

    index: int
    threshold: float
    tp: float
    fp: float
    tpr: float
    fpr: float
    precision: Measure
    recall: float
    move: str
    area: float


@dataclass(frozen=True, eq=False)
class RocSteps:
    """Every step of the construction as arrays of length k + 1 (start + k distinct scores).

    Attributes
    ----------
    m_pos, m_neg : float
        Positive and negative (weighted) counts, m⁺ and m⁻.
    auc, rank_loss : float
        The sweep's AUC and ℓrank (AUC = 1 − ℓrank); ``area[-1]`` equals ``auc``.
    threshold : ndarray
        ``ALL_NEGATIVE`` (+inf) first, then the distinct scores descending.
    tp, fp, tpr, fpr, recall, area : ndarray
        Running counts, rates and trapezoid area (recall = TPR).
    precision : ndarray
        TP / (TP + FP); NaN at the start, where it is undefined (see :meth:`step`).
    move : ndarray of str
        ``"start"``, then ``"up"``, ``"right"`` or ``"diagonal"`` per step.
    sweep : ThresholdSweep
        The sweep the steps were read from.
    """

    m_pos: float
    m_neg: float
    auc: float
    rank_loss: float
    threshold: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    tpr: np.ndarray
    fpr: np.ndarray
    precision: np.ndarray
    recall: np.ndarray
    move: np.ndarray
    area: np.ndarray
    sweep: ThresholdSweep

    def __len__(self) -> int:
        return self.threshold.size

    def step(self, i: int) -> Step:
        """Step ``i`` as a record (negative ``i`` counts from the end)."""
        i = range(len(self))[i]
        precision = (Measure(None, NO_PREDICTED_POSITIVES) if i == 0
                     else Measure(float(self.precision[i])))
        return Step(index=i, threshold=float(self.threshold[i]), tp=float(self.tp[i]),
                    fp=float(self.fp[i]), tpr=float(self.tpr[i]), fpr=float(self.fpr[i]),
                    precision=precision, recall=float(self.recall[i]), move=str(self.move[i]),
                    area=float(self.area[i]))

    def steps(self) -> tuple[Step, ...]:
        """Every step as a record, the start first (one object a step: for large sets read
        the arrays, or :meth:`step` for the current one)."""
        return tuple(self.step(i) for i in range(len(self)))


def roc_steps(y_true, y_score, *, pos_label=None, sample_weight=None) -> RocSteps:
    """The ROC construction of ``y_score`` (see the module docstring).

    ``y_true`` is bool, labels in {0, 1}, or any labels with ``pos_label``; ``sample_weight``
    as in :func:`~evalcore.binary.threshold_sweep` (rows of weight 0 are left out).
    """
    sweep = threshold_sweep(positive_mask(y_true, pos_label), y_score,
                            sample_weight=sample_weight)
    return steps_of(sweep)


def steps_of(sweep: ThresholdSweep) -> RocSteps:
    """The construction read from an existing sweep (no sorting)."""
    roc = sweep.roc()
    tp, fp = roc.tp, roc.fp
    gained_tp, gained_fp = np.diff(tp), np.diff(fp)
    move = np.empty(tp.size, dtype="<U8")
    move[0] = "start"
    move[1:] = np.where(gained_fp == 0, "up", np.where(gained_tp == 0, "right", "diagonal"))
    trapezoids = gained_fp * (tp[:-1] + tp[1:]) / 2
    area = np.concatenate(([0.0], np.cumsum(trapezoids) / (sweep.positives * sweep.negatives)))
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = tp / (tp + fp)
    precision[0] = np.nan
    arrays = {"threshold": roc.thresholds, "tp": tp, "fp": fp, "tpr": roc.tpr, "fpr": roc.fpr,
              "precision": precision, "recall": roc.tpr, "move": move, "area": area}
    for array in arrays.values():
        array.flags.writeable = False
    return RocSteps(m_pos=sweep.positives, m_neg=sweep.negatives, auc=sweep.roc_auc(),
                    rank_loss=sweep.rank_loss(), sweep=sweep, **arrays)

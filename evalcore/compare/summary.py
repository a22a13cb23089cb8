"""Everything a binary comparison shows, computed once: both curves, AUCs with DeLong's test,
average precision, the ROC and P-R dominance verdicts, and McNemar's test at the thresholds."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.compare._check import paired_scores
from evalcore.compare.delong import DeLongResult, delong_test
from evalcore.compare.dominance import Dominance, curve_dominance
from evalcore.compare.mcnemar import McNemarResult, mcnemar_test
from evalcore.compare.operating import OperatingPoint, operating_point


@dataclass(frozen=True, eq=False)
class Curve:
    """A curve ready to plot: points in drawing order and the threshold of each point.

    ROC: ``x`` FPR, ``y`` TPR. P-R: ``x`` recall (increasing), ``y`` precision. The first
    threshold is ``inf`` (nothing predicted positive).
    """

    x: np.ndarray
    y: np.ndarray
    thresholds: np.ndarray


@dataclass(frozen=True, eq=False)
class BinaryComparison:
    """Models A and B on the same binary samples.

    Attributes
    ----------
    roc, pr : (Curve, Curve)
        A's and B's curves.
    delong : DeLongResult
        AUCs, their DeLong intervals and the paired test.
    average_precision : (float, float)
    roc_dominance, pr_dominance : Dominance
    points : (OperatingPoint, OperatingPoint)
        Each model at its threshold (score ≥ threshold is positive).
    mcnemar : McNemarResult
        On the predictions at those thresholds.
    """

    roc: tuple[Curve, Curve]
    pr: tuple[Curve, Curve]
    delong: DeLongResult
    average_precision: tuple[float, float]
    roc_dominance: Dominance
    pr_dominance: Dominance
    points: tuple[OperatingPoint, OperatingPoint]
    mcnemar: McNemarResult


def compare_binary(
    y_true, score_a, score_b, *, thresholds: tuple[float, float] = (0.5, 0.5),
    confidence: float = 0.95,
) -> BinaryComparison:
    """Compare two models' scores on the same samples (higher score = more likely positive)."""
    from sklearn.metrics import average_precision_score, precision_recall_curve, roc_curve

    y, a, b = paired_scores(y_true, score_a, score_b)
    roc = tuple(Curve(*roc_curve(y, s)) for s in (a, b))
    pr = []
    for s in (a, b):
        precision, recall, cut = precision_recall_curve(y, s)
        pr.append(Curve(recall[::-1], precision[::-1], np.r_[np.inf, cut[::-1]]))
    return BinaryComparison(
        roc=roc,
        pr=tuple(pr),
        delong=delong_test(y, a, b, confidence=confidence),
        average_precision=tuple(float(average_precision_score(y, s)) for s in (a, b)),
        roc_dominance=curve_dominance(roc[0].x, roc[0].y, roc[1].x, roc[1].y),
        pr_dominance=curve_dominance(pr[0].x, pr[0].y, pr[1].x, pr[1].y),
        points=tuple(operating_point(y, s, t) for s, t in zip((a, b), thresholds)),
        mcnemar=mcnemar_test(y, a >= thresholds[0], b >= thresholds[1]),
    )

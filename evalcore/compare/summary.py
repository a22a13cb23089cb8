"""Everything a binary comparison shows, computed once per model from one threshold sweep: both
ROC and P-R curves, AUCs with DeLong's test, average precision, the break-even points, the cost
curves (Drummond–Holte lower envelopes), the ROC, P-R and cost dominance verdicts, and McNemar's
test at the thresholds."""

from __future__ import annotations

from dataclasses import dataclass

from evalcore.binary import BreakEven, PrCurve, RocCurve, ThresholdSweep, threshold_sweep
from evalcore.compare._check import paired_scores
from evalcore.compare.delong import DeLongResult, delong_test
from evalcore.compare.dominance import Dominance, curve_dominance
from evalcore.compare.mcnemar import McNemarResult, mcnemar_test
from evalcore.compare.operating import OperatingPoint, operating_point
from evalcore.cost import CostCurve, cost_curve


@dataclass(frozen=True, eq=False)
class BinaryComparison:
    """Models A and B on the same binary samples; every pair is (A's, B's).

    Attributes
    ----------
    sweeps : (ThresholdSweep, ThresholdSweep)
        Counts at every threshold (a threshold's confusion in O(log n)).
    roc, pr : (RocCurve, RocCurve), (PrCurve, PrCurve)
        The full curves (``roc_curve(drop_intermediate=False)`` and ``precision_recall_curve``).
    delong : DeLongResult
        AUCs, their DeLong intervals and the paired test.
    average_precision : (float, float)
    bep : (BreakEven, BreakEven)
    cost : (CostCurve, CostCurve)
        Cost-curve lower envelopes; their ``area`` is the expected cost over all PC(+).
    roc_dominance, pr_dominance : Dominance
        Which curve is on or above the other (higher is better).
    cost_dominance : Dominance
        Over PC(+): ``"A"`` when A's envelope is on or **below** B's everywhere (lower is better).
    points : (OperatingPoint, OperatingPoint)
        Each model at its threshold (score ≥ threshold is positive).
    mcnemar : McNemarResult
        On the predictions at those thresholds.
    """

    sweeps: tuple[ThresholdSweep, ThresholdSweep]
    roc: tuple[RocCurve, RocCurve]
    pr: tuple[PrCurve, PrCurve]
    delong: DeLongResult
    average_precision: tuple[float, float]
    bep: tuple[BreakEven, BreakEven]
    cost: tuple[CostCurve, CostCurve]
    roc_dominance: Dominance
    pr_dominance: Dominance
    cost_dominance: Dominance
    points: tuple[OperatingPoint, OperatingPoint]
    mcnemar: McNemarResult


def compare_binary(
    y_true, score_a, score_b, *, thresholds: tuple[float, float] = (0.5, 0.5),
    confidence: float = 0.95,
) -> BinaryComparison:
    """Compare two models' scores on the same samples (higher score = more likely positive)."""
    y, a, b = paired_scores(y_true, score_a, score_b)
    sweeps = (threshold_sweep(y, a), threshold_sweep(y, b))
    roc = tuple(s.roc() for s in sweeps)
    pr = tuple(s.pr() for s in sweeps)
    cost = tuple(cost_curve(c.fpr, c.tpr, c.thresholds) for c in roc)
    return BinaryComparison(
        sweeps=sweeps,
        roc=roc,
        pr=pr,
        delong=delong_test(y, a, b, confidence=confidence),
        average_precision=tuple(s.average_precision() for s in sweeps),
        bep=tuple(s.bep() for s in sweeps),
        cost=cost,
        roc_dominance=curve_dominance(roc[0].fpr, roc[0].tpr, roc[1].fpr, roc[1].tpr),
        pr_dominance=curve_dominance(pr[0].recall, pr[0].precision, pr[1].recall, pr[1].precision),
        cost_dominance=curve_dominance(cost[0].pc, -cost[0].cost, cost[1].pc, -cost[1].cost),
        points=tuple(operating_point(y, s, t) for s, t in zip((a, b), thresholds)),
        mcnemar=mcnemar_test(y, a >= thresholds[0], b >= thresholds[1]),
    )

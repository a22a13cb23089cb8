"""What the Risk & calibration page and its report draw that depends on the data only: KS, both
classes' cumulative distributions and the gains curve, thinned for drawing. Pure (no Streamlit)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dashboard.loading.budgets import MAX_CURVE_POINTS
from evalcore.binary import ThresholdSweep
from evalcore.binary.calibration import not_probabilities
from evalcore.binary.lift import KS, gains_curve, ks, ks_curve
from evalcore.decimate import decimate_curve


@dataclass(frozen=True)
class RiskSummary:
    """What the page draws that depends on the data only: KS (its threshold as shown), both
    CDFs and the gains curve (thinned), the KS gap (score, lower and upper share) and, when a
    score lies outside [0, 1], the message parameters saying so."""

    ks: KS
    scores: np.ndarray
    negatives: np.ndarray
    positives: np.ndarray
    gap: tuple[float, float, float]
    share: np.ndarray
    gain: np.ndarray
    prior: float
    outside: dict | None


def summarise(sweep: ThresholdSweep) -> RiskSummary:
    """KS, both CDFs and the gains curve of the sweep, thinned for drawing (at most
    :data:`~dashboard.loading.budgets.MAX_CURVE_POINTS` points a curve, the KS gap kept)."""
    statistic = ks(sweep)
    curve = ks_curve(sweep)
    kept = np.union1d(decimate_curve(curve.negatives, curve.positives,
                                     max_points=MAX_CURVE_POINTS), [curve.gap_index])
    gains = gains_curve(sweep)
    drawn = decimate_curve(gains.share, gains.gain, max_points=MAX_CURVE_POINTS)
    i = curve.gap_index
    return RiskSummary(
        ks=KS(statistic=statistic.statistic, threshold=sweep.shortest_at(statistic.threshold)),
        scores=curve.scores[kept], negatives=curve.negatives[kept],
        positives=curve.positives[kept],
        gap=(float(curve.scores[i]), float(curve.positives[i]), float(curve.negatives[i])),
        share=gains.share[drawn], gain=gains.gain[drawn], prior=gains.prior,
        outside=not_probabilities(sweep))

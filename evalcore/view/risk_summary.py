"""What the Risk & calibration page and its report draw that depends on the data only: KS, both
classes' cumulative distributions and the gains curve, thinned for drawing. Pure (no Streamlit)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.binary import ThresholdSweep
from evalcore.binary.calibration import not_probabilities
from evalcore.binary.lift import KS, gains_curve, ks, ks_curve
from evalcore.decimate import decimate_curve


@dataclass(frozen=True)
class RiskSummary:
    """What the page draws that depends on the data only: KS (its threshold a score of the data),
    each class's empirical CDF as the staircase drawn (``*_x``, ``*_y``: corners in plotted
    space, thinned there), the gains curve (thinned), the KS gap (score, lower and upper share)
    and, when a score lies outside [0, 1], the message parameters saying so."""

    ks: KS
    negatives_x: np.ndarray
    negatives_y: np.ndarray
    positives_x: np.ndarray
    positives_y: np.ndarray
    gap: tuple[float, float, float]
    share: np.ndarray
    gain: np.ndarray
    prior: float
    outside: dict | None


def staircase(scores: np.ndarray, shares: np.ndarray, max_points: int
              ) -> tuple[np.ndarray, np.ndarray]:
    """The ECDF ``shares`` (the share ≤ each ascending distinct score) as the polyline a figure
    draws, from 0 before the first score, a vertical step at each score, thinned to
    ``max_points`` in the plotted space (scores scaled to the unit interval, so the tolerance is
    a share of the axes), not in any other."""
    x = np.repeat(scores, 2)
    y = np.empty(x.size)
    y[0::2] = np.concatenate(([0.0], shares[:-1]))
    y[1::2] = shares
    span = float(scores[-1] - scores[0]) or 1.0
    kept = decimate_curve((x - scores[0]) / span, y, max_points=max_points)
    return x[kept], y[kept]


def summarise(sweep: ThresholdSweep) -> RiskSummary:
    """KS, both CDFs and the gains curve of the sweep, thinned for drawing (at most
    :data:`~evalcore.view.budgets.MAX_CURVE_POINTS` points a curve)."""
    statistic = ks(sweep)
    curve = ks_curve(sweep)
    gains = gains_curve(sweep)
    drawn = decimate_curve(gains.share, gains.gain, max_points=MAX_CURVE_POINTS)
    negatives = staircase(curve.scores, curve.negatives, MAX_CURVE_POINTS // 2)
    positives = staircase(curve.scores, curve.positives, MAX_CURVE_POINTS // 2)
    i = curve.gap_index
    return RiskSummary(
        ks=statistic, negatives_x=negatives[0], negatives_y=negatives[1],
        positives_x=positives[0], positives_y=positives[1],
        gap=(float(curve.scores[i]), float(curve.positives[i]), float(curve.negatives[i])),
        share=gains.share[drawn], gain=gains.gain[drawn], prior=gains.prior,
        outside=not_probabilities(sweep))

"""Probability quality: the reliability diagram's bins, Brier score with Murphy's decomposition,
log loss, ECE and MCE, all from the sweep's counts at each distinct score (no sorting again).

They read the scores as probabilities of the positive class, so they need scores in [0, 1];
otherwise :func:`probability_quality` says why (``reason``) instead of a number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from evalcore.binary.intervals import wilson_interval
from evalcore.binary.sweep import ThresholdSweep

STRATEGIES = ("uniform", "quantile")
"""How bin edges are chosen: equal widths on [0, 1], or quantiles of the scores."""


@dataclass(frozen=True)
class Calibration:
    """Measures of the scores as probabilities; every number None, with ``reason``, when a score
    lies outside [0, 1].

    ``bins``: one dict per bin (``lower``, ``upper``, ``count``, ``mean_predicted``,
    ``fraction_positive``, ``ci_low``, ``ci_high``: the fraction's 95 % Wilson interval); an
    empty bin has count 0 and None for the rest. ``reliability``, ``resolution`` and
    ``uncertainty`` are Murphy's decomposition over the distinct scores, so that
    brier = reliability − resolution + uncertainty exactly. ``ece`` / ``mce``: the mean
    (weighted by count) / largest |fraction_positive − mean_predicted| over the bins.
    """

    bins: list[dict] | None
    brier: float | None
    reliability: float | None
    resolution: float | None
    uncertainty: float | None
    log_loss: float | None
    ece: float | None
    mce: float | None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


def not_probabilities(sweep: ThresholdSweep) -> dict | None:
    """The message parameters when a score lies outside [0, 1] (lowest and highest), else None."""
    low, high = float(sweep.thresholds[-1]), float(sweep.thresholds[0])
    return None if 0.0 <= low and high <= 1.0 else {"low": low, "high": high}


def probability_quality(sweep: ThresholdSweep, *, bins: int = 10,
                        strategy: str = "uniform") -> Calibration:
    """Bins (as ``sklearn.calibration.calibration_curve``, empty ones kept), Brier, its Murphy
    decomposition, log loss (scores clipped to [ε, 1 − ε] as ``sklearn.metrics.log_loss``),
    ECE and MCE; weights count as repeated rows."""
    if bins < 1:
        raise ValueError(f"bins must be >= 1, got {bins}")
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy must be one of {STRATEGIES}, got {strategy!r}")
    outside = not_probabilities(sweep)
    if outside is not None:
        return Calibration(None, None, None, None, None, None, None, None,
                           reason="risk_not_probabilities", params=outside)
    s = sweep.thresholds
    dtp = np.diff(sweep.tp, prepend=0.0)
    count = np.diff(sweep.tp + sweep.fp, prepend=0.0)
    total, base = sweep.positives + sweep.negatives, sweep.prior
    weighted = count * s
    # Σ c(s − o)² and Σ c(o − ō)² expanded, o = ΔTP/c: sums of products, no n-long squares
    squares, cross = float(np.dot(weighted, s)), float(np.dot(dtp, s))
    hits = float(np.dot(dtp, dtp / count))
    eps = np.finfo(np.float64).eps
    clipped = np.clip(s, eps, 1.0 - eps)
    log_loss = -float(np.dot(dtp, np.log(clipped)) + np.dot(count - dtp, np.log1p(-clipped)))
    table, ece, mce = _bins(sweep, weighted, _edges(s, count, bins, strategy))
    return Calibration(
        bins=table, brier=(squares - 2.0 * cross + sweep.positives) / total,
        reliability=(squares - 2.0 * cross + hits) / total,
        resolution=hits / total - base * base,
        uncertainty=base * (1.0 - base),
        log_loss=log_loss / total, ece=ece, mce=mce)


def _edges(scores: np.ndarray, count: np.ndarray, bins: int, strategy: str) -> np.ndarray:
    """``bins + 1`` edges: equal widths, or ``np.percentile``'s linear quantiles of the rows (each
    distinct score repeated by its weight)."""
    if strategy == "uniform":
        return np.linspace(0.0, 1.0, bins + 1)
    ascending, cumulative = scores[::-1], np.cumsum(count[::-1])
    position = np.linspace(0.0, 1.0, bins + 1) * max(float(cumulative[-1]) - 1.0, 0.0)
    below = np.floor(position)

    def at(j):  # the score of row j (0-based) in ascending order
        return ascending[np.minimum(np.searchsorted(cumulative, j, side="right"),
                                    ascending.size - 1)]

    a, b, t = at(below), at(below + 1), position - below
    return np.where(t >= 0.5, b - (b - a) * (1 - t), a + (b - a) * t)  # numpy's lerp


def _bins(sweep: ThresholdSweep, weighted: np.ndarray, edges: np.ndarray):
    """The bins' table, ECE and MCE. A score goes to the bin whose upper edge is the first ≥ it
    (``np.searchsorted`` on the inner edges, as scikit-learn); the scores are sorted, so each
    bin is a run of them, found by one search per edge, and its sums are differences of
    cumulative sums."""
    ascending = sweep.thresholds[::-1]
    bounds = np.concatenate(([0], np.searchsorted(ascending, edges[1:-1], side="right"),
                             [ascending.size]))
    # totals of the m lowest scores, from the sweep's running counts from the top
    from_top = np.concatenate(([0.0], sweep.tp + sweep.fp))[::-1]
    hits_from_top = np.concatenate(([0.0], sweep.tp))[::-1]
    below = (from_top[0] - from_top[bounds], hits_from_top[0] - hits_from_top[bounds])
    rows, hits = np.diff(below[0]), np.diff(below[1])
    predicted = np.diff(np.concatenate(([0.0], np.cumsum(weighted[::-1])))[bounds])
    table, gaps = [], []
    for i in range(edges.size - 1):
        entry = {"lower": float(edges[i]), "upper": float(edges[i + 1]), "count": float(rows[i]),
                 "mean_predicted": None, "fraction_positive": None, "ci_low": None,
                 "ci_high": None}
        if rows[i] > 0:
            mean, fraction = predicted[i] / rows[i], hits[i] / rows[i]
            low, high = wilson_interval(float(hits[i]), float(rows[i]))
            entry.update(mean_predicted=float(mean), fraction_positive=float(fraction),
                         ci_low=low, ci_high=high)
            gaps.append((float(rows[i]), abs(float(fraction - mean))))
        table.append(entry)
    total = sweep.positives + sweep.negatives
    ece = sum(weight * gap for weight, gap in gaps) / total
    return table, ece, max(gap for _, gap in gaps)

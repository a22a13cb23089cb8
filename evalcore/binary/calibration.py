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
    count = dtp + np.diff(sweep.fp, prepend=0.0)
    total = float(count.sum())
    brier = float(np.dot(dtp, (1.0 - s) ** 2) + np.dot(count - dtp, s * s)) / total
    eps = np.finfo(np.float64).eps
    clipped = np.clip(s, eps, 1.0 - eps)
    log_loss = -float(np.dot(dtp, np.log(clipped)) + np.dot(count - dtp, np.log1p(-clipped)))
    base = sweep.prior
    observed = dtp / count
    table, ece, mce = _bins(s, count, dtp, total, _edges(s, count, bins, strategy))
    return Calibration(
        bins=table, brier=brier,
        reliability=float(np.dot(count, (s - observed) ** 2)) / total,
        resolution=float(np.dot(count, (observed - base) ** 2)) / total,
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


def _bins(scores, count, positives, total, edges):
    """The bins' table, ECE and MCE; a score goes to the bin whose upper edge is the first ≥ it
    (``np.searchsorted`` on the inner edges, as scikit-learn)."""
    n = edges.size - 1
    which = np.searchsorted(edges[1:-1], scores)
    rows = np.bincount(which, weights=count, minlength=n)
    hits = np.bincount(which, weights=positives, minlength=n)
    predicted = np.bincount(which, weights=scores * count, minlength=n)
    table, gaps = [], []
    for i in range(n):
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
    ece = sum(weight * gap for weight, gap in gaps) / total
    return table, ece, max(gap for _, gap in gaps)

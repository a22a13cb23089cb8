"""Probability quality: the reliability diagram's bins, Brier score with its decomposition over
those bins, the Hosmer–Lemeshow test, log loss, ECE and MCE, all from the sweep's counts at each
distinct score (no sorting again).

They read the scores as probabilities of the positive class, so they need scores in [0, 1];
otherwise :func:`probability_quality` says why (``reason``) instead of a number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping
from weakref import WeakKeyDictionary

import numpy as np

from evalcore.binary.intervals import wilson_interval
from evalcore.binary.sweep import ThresholdSweep
from evalcore.logarithms import log, log1p
from evalcore.sums import dot

STRATEGIES = ("uniform", "quantile")
"""How bin edges are chosen: equal widths on [0, 1], or quantiles of the scores."""


def clipped_probabilities(scores: np.ndarray) -> np.ndarray:
    """``scores`` (probabilities in [0, 1]) clipped to [ε, 1 − ε], ε the float64 machine epsilon,
    as :func:`sklearn.metrics.log_loss` clips them: a score of exactly 0 or 1 then has a finite
    log and logit, for the log loss and the calibration fit alike."""
    eps = np.finfo(np.float64).eps
    return np.clip(scores, eps, 1.0 - eps)


def hits_and_rows(sweep: ThresholdSweep) -> tuple[np.ndarray, np.ndarray]:
    """(ΔTP, rows): the weight of the positives and of all the rows at each distinct score, the
    per-score weights every measure of the scores as probabilities sums over."""
    return np.diff(sweep.tp, prepend=0.0), np.diff(sweep.tp + sweep.fp, prepend=0.0)


_LOG_LOSSES: WeakKeyDictionary = WeakKeyDictionary()
"""Each live sweep's :func:`summed_log_loss`, dropped with the sweep."""


def summed_log_loss(sweep: ThresholdSweep) -> float:
    """−Σ (ΔTPᵢ·log pᵢ + ΔFPᵢ·log(1 − pᵢ)) over the sweep's distinct scores pᵢ, clipped
    (:func:`clipped_probabilities`), ΔTPᵢ and ΔFPᵢ the weights of each score's positives and
    negatives. Kept while the sweep lives: it does not depend on the bins, and its
    logarithms are the C library's (:mod:`evalcore.logarithms`), several times numpy's time. A
    logarithm is taken only where its weight is not 0 (a score held by positives only needs no
    log(1 − p)); the others are 0, so the sums add the same nonzero products in the same order
    as with every logarithm taken."""
    kept = _LOG_LOSSES.get(sweep)
    if kept is None:
        dtp, rows = hits_and_rows(sweep)
        misses = rows - dtp
        clipped = clipped_probabilities(sweep.thresholds)
        log_p, log_q = np.zeros(clipped.size), np.zeros(clipped.size)
        hit, miss = dtp != 0, misses != 0
        log_p[hit], log_q[miss] = log(clipped[hit]), log1p(-clipped[miss])
        kept = _LOG_LOSSES[sweep] = -(dot(dtp, log_p) + dot(misses, log_q))
    return kept


@dataclass(frozen=True)
class Calibration:
    """Measures of the scores as probabilities; every number None, with ``reason``, when a score
    lies outside [0, 1].

    ``bins``: one dict per bin (``lower``, ``upper``, ``count``, ``mean_predicted``,
    ``fraction_positive``, ``ci_low``, ``ci_high``: the fraction's 95 % Wilson interval); an
    empty bin has count 0 and None for the rest. ``reliability``, ``resolution``,
    ``uncertainty``, ``within_bin_variance`` and ``within_bin_covariance`` decompose the Brier
    score over these bins (Stephenson, Coelho and Jolliffe 2008), so that
    brier = reliability − resolution + uncertainty + within_bin_variance − within_bin_covariance:
    with f̄ₖ, ōₖ a bin's mean score and fraction of positives over its nₖ rows,
    REL = Σ nₖ(f̄ₖ − ōₖ)²/N, RES = Σ nₖ(ōₖ − ō)²/N, UNC = ō(1 − ō),
    WBV = Σₖ Σᵢ (fᵢ − f̄ₖ)²/N and WBC = 2 Σₖ Σᵢ (oᵢ − ōₖ)(fᵢ − f̄ₖ)/N.
    ``filled_bins``: the non-empty bins' rows, positives and sums of scores, which
    :meth:`hosmer_lemeshow` tests (:class:`HosmerLemeshow`). ``ece`` / ``mce``: the mean (weighted by count) / largest
    |fraction_positive − mean_predicted| over the bins.
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
    within_bin_variance: float | None = None
    within_bin_covariance: float | None = None
    filled_bins: tuple | None = None

    def hosmer_lemeshow(self) -> HosmerLemeshow:
        """The Hosmer–Lemeshow test over the non-empty bins (SciPy imported only here)."""
        return hosmer_lemeshow(*self.filled_bins)

    def decomposition(self) -> dict:
        """The JSON's ``brier_decomposition``: the five parts over the bins."""
        return {"reliability": self.reliability, "resolution": self.resolution,
                "uncertainty": self.uncertainty,
                "within_bin_variance": self.within_bin_variance,
                "within_bin_covariance": self.within_bin_covariance}


@dataclass(frozen=True)
class HosmerLemeshow:
    """The Hosmer–Lemeshow goodness-of-fit test over g non-empty bins:
    C = Σ (Oₖ − Eₖ)² / (Eₖ(1 − Eₖ/nₖ)), Oₖ the positives and Eₖ the sum of the scores of a bin of
    nₖ rows, against the χ² distribution with ``dof`` = g − 2 degrees of freedom. ``statistic`` and
    ``p_value`` are None, with ``reason``, when dof < 1 or a bin's scores are all 0 or all 1 (no
    spread to divide by) while its positives differ from them."""

    statistic: float | None
    dof: int
    p_value: float | None
    reason: str | None = None

    def to_json(self) -> dict:
        return {"statistic": self.statistic, "dof": self.dof, "p_value": self.p_value}


def not_probabilities(sweep: ThresholdSweep) -> dict | None:
    """The message parameters when a score lies outside [0, 1] (lowest and highest), else None."""
    low, high = float(sweep.thresholds[-1]), float(sweep.thresholds[0])
    return None if 0.0 <= low and high <= 1.0 else {"low": low, "high": high}


def probability_quality(sweep: ThresholdSweep, *, bins: int = 10,
                        strategy: str = "uniform") -> Calibration:
    """Bins (as ``sklearn.calibration.calibration_curve``, empty ones kept), Brier, its
    decomposition over the bins, the Hosmer–Lemeshow test, log loss (scores clipped to [ε, 1 − ε] as ``sklearn.metrics.log_loss``),
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
    dtp, count = hits_and_rows(sweep)
    total, base = sweep.positives + sweep.negatives, sweep.prior
    weighted = count * s
    # Σ c(s − o)² expanded, o = ΔTP/c: sums of products, no n-long squares
    squares, cross = dot(weighted, s), dot(dtp, s)
    log_loss = summed_log_loss(sweep)
    sums = _bin_sums(sweep, count, dtp, _edges(s, count, bins, strategy))
    table, ece, mce = _bins(sums)
    rows, hits, predicted, predicted_squares, hit_scores = sums[2:]
    full = rows > 0
    n, o, f = rows[full], hits[full] / rows[full], predicted[full] / rows[full]
    return Calibration(
        bins=table, brier=(squares - 2.0 * cross + sweep.positives) / total,
        reliability=dot(n, (f - o) ** 2) / total,
        resolution=dot(n, (o - base) ** 2) / total,
        uncertainty=base * (1.0 - base),
        within_bin_variance=float(np.sum(predicted_squares[full] - predicted[full] * f)) / total,
        within_bin_covariance=2.0 * float(np.sum(hit_scores[full] - hits[full] * f)) / total,
        filled_bins=(n, hits[full], predicted[full]),
        log_loss=log_loss / total, ece=ece, mce=mce)


def hosmer_lemeshow(rows, positives, expected) -> HosmerLemeshow:
    """The test over bins of ``rows`` rows, ``positives`` observed and ``expected`` (the sum of
    the bin's scores) positives; empty bins left out by the caller."""
    from scipy.stats import chi2

    rows, positives, expected = (np.asarray(a, dtype=np.float64)
                                 for a in (rows, positives, expected))
    dof = int(rows.size) - 2
    if dof < 1:
        return HosmerLemeshow(None, dof, None, reason="risk_hl_few_bins")
    spread = expected * (1.0 - expected / rows)
    miss = (positives - expected) ** 2
    if np.any((spread <= 0) & (miss > 0)):
        return HosmerLemeshow(None, dof, None, reason="risk_hl_no_spread")
    statistic = float(np.sum(np.divide(miss, spread, out=np.zeros_like(miss),
                                       where=spread > 0)))
    return HosmerLemeshow(statistic, dof, float(chi2.sf(statistic, dof)))


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


def _bin_sums(sweep: ThresholdSweep, count: np.ndarray, dtp: np.ndarray, edges: np.ndarray):
    """Per bin: (edges, bounds, rows, positives, Σ score, Σ score², Σ score over the positives).
    A score goes to the bin whose upper edge is the first ≥ it (``np.searchsorted`` on the inner
    edges, as scikit-learn); the scores are sorted, so each bin is a run of them, found by one
    search per edge, and its sums are differences of cumulative sums."""
    ascending = sweep.thresholds[::-1]
    bounds = np.concatenate(([0], np.searchsorted(ascending, edges[1:-1], side="right"),
                             [ascending.size]))

    def per_bin(values):  # values per distinct score, descending, summed per bin
        return np.diff(np.concatenate(([0.0], np.cumsum(values[::-1])))[bounds])

    s = sweep.thresholds
    return (edges, bounds, per_bin(count), per_bin(dtp), per_bin(count * s),
            per_bin(count * s * s), per_bin(dtp * s))


def _bins(sums):
    """The bins' table, ECE and MCE from :func:`_bin_sums`."""
    edges, _, rows, hits, predicted = sums[:5]
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
    total = float(rows.sum())
    ece = sum(weight * gap for weight, gap in gaps) / total
    return table, ece, max(gap for _, gap in gaps)

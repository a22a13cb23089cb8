"""DeLong's test for two correlated ROC AUCs measured on the same samples.

DeLong, DeLong & Clarke-Pearson (1988), in O(n log n) as Sun & Xu (2014), as pROC's
``roc.test(paired=TRUE, method="delong")`` and ``ci.auc(method="delong")``. The placement values
come from each model's threshold sweep (:func:`evalcore.binary.intervals.placements`, the one home
of the formula, which also gives the binary command's AUC interval).

With m positives X and n negatives Y, each model's AUC is the mean of the placement values

    V10(x_i) = (#{y < x_i} + ½ #{y = x_i}) / n       (positives)
    V01(y_j) = (#{x > y_j} + ½ #{x = y_j}) / m       (negatives)

which Sun & Xu obtain from midranks: V10 = (T_z − T_x) / n and V01 = 1 − (T_z − T_y) / m, with
T_x, T_y, T_z the midranks within the positives, within the negatives and within all samples.
The covariance of the AUCs is S = S10 / m + S01 / n (S10, S01: sample covariances, ddof 1, of
the placement values across models), and z = (AUC_A − AUC_B) / √(S_AA + S_BB − 2 S_AB).
Higher scores mean positive (no automatic direction). Sample weights are not supported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np

from evalcore.compare._check import paired_scores
from evalcore.resample.paired_bootstrap import check_confidence
from evalcore.sums import covariance


@dataclass(frozen=True)
class AucEstimate:
    """One model's AUC with its DeLong variance and confidence interval.

    ``ci`` is ``auc ± z_(1−α/2) √variance`` clipped to [0, 1] (as pROC); ``variance`` and ``ci``
    are None, with ``reason``, when a class has fewer than two samples.
    """

    auc: float
    variance: float | None
    ci: tuple[float, float] | None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DeLongResult:
    """DeLong's paired test of AUC_A = AUC_B (two-sided).

    Attributes
    ----------
    a, b : AucEstimate
    difference : float
        AUC_A − AUC_B.
    covariance : float or None
        Cov(AUC_A, AUC_B).
    z, p_value : float or None
        The test statistic and its two-sided normal p-value; None, with ``reason``, when the
        difference has no variance (e.g. identical rankings) or a class has < 2 samples.
    confidence : float
        Level of the AUC intervals.
    """

    a: AucEstimate
    b: AucEstimate
    difference: float
    covariance: float | None
    z: float | None
    p_value: float | None
    confidence: float
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


def delong_placements(y_true, scores, *, sweeps=None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """AUCs and placement values of ``k`` models, O(k n log n): each model's scores are swept
    once and every sample takes the placement of its score
    (:func:`evalcore.binary.intervals.placements`, equal bit for bit to Sun & Xu's midranks).

    Parameters
    ----------
    y_true : array of bool, shape (n_samples,)
    scores : array of float, shape (k, n_samples)
    sweeps : sequence of ThresholdSweep, optional
        Each model's sweep of these scores when the caller has it already (not swept again).

    Returns
    -------
    auc : ndarray, shape (k,)
    v10 : ndarray, shape (k, m)
        Placement of each positive among the negatives.
    v01 : ndarray, shape (k, n)
        Placement of each negative among the positives.
    """
    from evalcore.binary import threshold_sweep
    from evalcore.binary.intervals import placements

    scores = np.atleast_2d(scores)
    v10, v01 = [], []
    for i, model in enumerate(scores):
        sweep = threshold_sweep(y_true, model) if sweeps is None else sweeps[i]
        at_score = placements(sweep)
        index = threshold_index(model, sweep.thresholds.size)
        v10.append(at_score[0][index[y_true]])
        v01.append(at_score[1][index[~y_true]])
    v10, v01 = np.array(v10), np.array(v01)
    return v10.mean(axis=1), v10, v01


def threshold_index(scores: np.ndarray, n_thresholds: int) -> np.ndarray:
    """Each sample's place among its sweep's ``n_thresholds`` distinct scores, highest first:
    one sort of the scores and a count of the changes along it (a binary search of every
    unsorted score costs about twice as much at 10⁶ rows, for its scattered memory reads)."""
    order = np.argsort(scores)
    ascending = scores[order]
    runs = np.empty(scores.size, dtype=np.intp)
    runs[0] = 0
    np.cumsum(ascending[1:] != ascending[:-1], out=runs[1:])
    index = np.empty_like(runs)
    index[order] = n_thresholds - 1 - runs
    return index


def delong_covariance(y_true, scores) -> tuple[np.ndarray, np.ndarray]:
    """AUCs of ``k`` models on the same samples and their DeLong covariance matrix (k × k).

    Needs at least two positives and two negatives (the covariances have ddof 1).
    """
    auc, v10, v01 = delong_placements(y_true, scores)
    return auc, covariance(v10) / v10.shape[1] + covariance(v01) / v01.shape[1]


def delong_reference(y_true, scores) -> tuple[np.ndarray, np.ndarray]:
    """The slow reference for :func:`delong_covariance`: placement values from the full m × n
    comparison matrix of every model, straight from DeLong (1988). O(m·n) time and memory: for
    checking the fast form (tests) and timing it (benchmarks), never for the pages."""
    y = np.asarray(y_true, dtype=bool)
    scores = np.atleast_2d(scores)
    v10, v01 = [], []
    for s in scores:
        x, w = s[y], s[~y]
        psi = (x[:, None] > w[None, :]) + 0.5 * (x[:, None] == w[None, :])
        v10.append(psi.mean(axis=1))
        v01.append(psi.mean(axis=0))
    v10, v01 = np.array(v10), np.array(v01)
    m, n = v10.shape[1], v01.shape[1]
    k = len(scores)
    cov = np.empty((k, k))
    for i in range(k):
        for j in range(k):
            s10 = np.sum((v10[i] - v10[i].mean()) * (v10[j] - v10[j].mean())) / (m - 1)
            s01 = np.sum((v01[i] - v01[i].mean()) * (v01[j] - v01[j].mean())) / (n - 1)
            cov[i, j] = s10 / m + s01 / n
    return v10.mean(axis=1), cov


def delong_test(y_true, score_a, score_b, *, confidence: float = 0.95) -> DeLongResult:
    """DeLong's test of two correlated AUCs, and each AUC's DeLong confidence interval.

    Parameters
    ----------
    y_true : array-like of bool
        True for positives.
    score_a, score_b : array-like of float
        The two models' scores for the same samples, in the same order.
    confidence : float
        Level of the AUC confidence intervals.
    """
    from scipy.stats import norm

    y, a, b = paired_scores(y_true, score_a, score_b)
    confidence = check_confidence(confidence)
    scores = np.vstack([a, b])
    m = int(np.count_nonzero(y))
    n = len(y) - m
    if min(m, n) < 2:
        auc = delong_placements(y, scores)[0]
        params = {"positives": m, "negatives": n}
        est_a, est_b = (
            AucEstimate(float(v), None, None, "compare_delong_too_few", params) for v in auc
        )
        return DeLongResult(
            a=est_a, b=est_b, difference=float(auc[0] - auc[1]), covariance=None, z=None,
            p_value=None, confidence=confidence, reason="compare_delong_too_few", params=params,
        )
    auc, cov = delong_covariance(y, scores)
    half = norm.ppf(0.5 + confidence / 2) * np.sqrt(np.diag(cov))
    est_a, est_b = (
        AucEstimate(float(v), float(cov[i, i]), _clip(v - half[i], v + half[i]))
        for i, v in enumerate(auc)
    )
    common = {
        "a": est_a, "b": est_b, "difference": float(auc[0] - auc[1]),
        "covariance": float(cov[0, 1]), "confidence": confidence,
    }
    variance = cov[0, 0] + cov[1, 1] - 2 * cov[0, 1]
    if variance <= 1e-12 * max(cov[0, 0] + cov[1, 1], np.finfo(float).tiny):
        return DeLongResult(**common, z=None, p_value=None, reason="compare_delong_zero_variance")
    z = common["difference"] / np.sqrt(variance)
    return DeLongResult(**common, z=float(z), p_value=float(2 * norm.sf(abs(z))))


def _clip(low: float, high: float) -> tuple[float, float]:
    return float(max(low, 0.0)), float(min(high, 1.0))

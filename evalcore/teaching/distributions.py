"""The simulator's theory beside its sample: each family's class densities, ROC curve and AUC,
the precision a prevalence gives, and the AUC's expected sampling spread.

A family (:data:`~evalcore.teaching.binormal.FAMILIES`) gives the negatives' scores the
distribution F₀ and the positives' F₁. At the threshold t, FPR = P(s₀ ≥ t) and TPR = P(s₁ ≥ t), so
the ROC curve and AUC = P(s₁ > s₀) depend on F₀ and F₁ only; precision
P = π·TPR / (π·TPR + (1 − π)·FPR) also depends on the prevalence π.
"""

from __future__ import annotations

import math
from typing import Mapping

import numpy as np
from scipy import integrate
from scipy.stats import beta, norm

from evalcore.histogram import ScoreHistogram
from evalcore.teaching.binormal import binormal_auc, checked_params


def _frozen(family: str, params: Mapping[str, float]):
    """SciPy's frozen distributions (negatives, positives) of ``family``."""
    a0, b0, a1, b1 = checked_params(family, params)
    if family == "binormal":
        return norm(loc=a0, scale=b0), norm(loc=a1, scale=b1)
    return beta(a0, b0), beta(a1, b1)


def class_pdfs(family: str, params: Mapping[str, float], x) -> tuple[np.ndarray, np.ndarray]:
    """The density of each class at the scores ``x``: (negatives, positives)."""
    negatives, positives = _frozen(family, params)
    x = np.asarray(x, dtype=np.float64)
    return negatives.pdf(x), positives.pdf(x)


def theoretical_roc(family: str, params: Mapping[str, float], fpr_grid) -> np.ndarray:
    """TPR at each FPR of ``fpr_grid`` (in [0, 1]): the threshold t with P(s₀ ≥ t) = FPR, then
    TPR = P(s₁ ≥ t)."""
    negatives, positives = _frozen(family, params)
    fpr = np.asarray(fpr_grid, dtype=np.float64)
    if not ((fpr >= 0) & (fpr <= 1)).all():
        raise ValueError("fpr_grid must lie in [0, 1]")
    return positives.sf(negatives.isf(fpr))


def theoretical_auc(family: str, params: Mapping[str, float]) -> float:
    """AUC = P(s₁ > s₀): Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)) for the binormal family, and
    ∫₀¹ P(s₁ > t)·f₀(t) dt (numerical quadrature) for the beta family."""
    if family == "binormal":
        return binormal_auc(*checked_params(family, params))
    negatives, positives = _frozen(family, params)
    area, _ = integrate.quad(lambda t: positives.sf(t) * negatives.pdf(t), 0.0, 1.0,
                             epsabs=1e-12, epsrel=1e-10, limit=200)
    return float(area)


def precision_at(tpr, fpr, prevalence: float) -> np.ndarray:
    """Precision P = π·TPR / (π·TPR + (1 − π)·FPR) at the prevalence π (nan where nothing is
    predicted positive): the theoretical P-R curve is (TPR, this)."""
    tpr, fpr = np.asarray(tpr, dtype=np.float64), np.asarray(fpr, dtype=np.float64)
    predicted = prevalence * tpr + (1 - prevalence) * fpr
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(predicted > 0, prevalence * tpr / predicted, np.nan)


def auc_standard_error(auc: float, m_pos: int, m_neg: int) -> float:
    """Hanley & McNeil's (1982) standard error of an empirical AUC from m⁺ positives and m⁻
    negatives: √[(A(1 − A) + (m⁺ − 1)(Q₁ − A²) + (m⁻ − 1)(Q₂ − A²)) / (m⁺m⁻)],
    Q₁ = A/(2 − A), Q₂ = 2A²/(1 + A). How much "Draw again" should move the AUC."""
    q1, q2 = auc / (2 - auc), 2 * auc ** 2 / (1 + auc)
    variance = (auc * (1 - auc) + (m_pos - 1) * (q1 - auc ** 2)
                + (m_neg - 1) * (q2 - auc ** 2)) / (m_pos * m_neg)
    return math.sqrt(max(variance, 0.0))


def class_densities(histogram: ScoreHistogram) -> ScoreHistogram:
    """Each class's histogram scaled to area 1 (NumPy's ``density=True`` per class), so that a
    class of 0.1 % is as visible as the other and both compare with their densities."""
    widths = np.diff(histogram.edges)

    def scaled(counts: np.ndarray) -> np.ndarray:
        total = float(counts.sum())
        return counts / (total * widths) if total > 0 else np.zeros_like(widths)

    return ScoreHistogram(edges=histogram.edges, positives=scaled(histogram.positives),
                          negatives=scaled(histogram.negatives))

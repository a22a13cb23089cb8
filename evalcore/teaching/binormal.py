"""Score distributions for the simulator: the binormal model's ROC and AUC, and samples.

Binormal: negatives' scores ~ N(μ₀, σ₀²), positives' ~ N(μ₁, σ₁²). At the threshold t with
FPR = P(s₀ ≥ t), TPR = P(s₁ ≥ t); AUC = P(s₁ > s₀) = Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)).
ROC and AUC do not depend on the prevalence; precision does, which is what the simulator shows.
"""

from __future__ import annotations

import math
from typing import Mapping

import numpy as np
from scipy.stats import norm

from evalcore.errors import EvalInputError

FAMILIES = {"binormal": ("mu0", "sd0", "mu1", "sd1"), "beta": ("a0", "b0", "a1", "b1")}
"""Each family's parameters: class 0 (negatives) then class 1 (positives)."""


def binormal_roc(mu0: float, sd0: float, mu1: float, sd1: float, fpr_grid) -> np.ndarray:
    """TPR at each FPR of ``fpr_grid`` (values in [0, 1]) for the binormal model."""
    _check_binormal(mu0, sd0, mu1, sd1)
    fpr = np.asarray(fpr_grid, dtype=np.float64)
    if not ((fpr >= 0) & (fpr <= 1)).all():
        raise ValueError("fpr_grid must lie in [0, 1]")
    threshold = norm.isf(fpr, loc=mu0, scale=sd0)  # P(s₀ ≥ t) = FPR
    return norm.sf(threshold, loc=mu1, scale=sd1)


def binormal_auc(mu0: float, sd0: float, mu1: float, sd1: float) -> float:
    """AUC = Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)), the probability that a positive outscores a negative."""
    _check_binormal(mu0, sd0, mu1, sd1)
    return float(norm.cdf((mu1 - mu0) / math.hypot(sd0, sd1)))


def simulate_scores(family: str, params: Mapping[str, float], n: int, prevalence: float,
                    seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Draw ``n`` scores, ``round(n·prevalence)`` of them positive, in shuffled order.

    ``family`` is ``"binormal"`` (params mu0, sd0, mu1, sd1) or ``"beta"`` (a0, b0, a1, b1: the
    shape parameters α, β of each class). The same seed gives the same samples
    (``numpy.random.default_rng(seed)``). Returns ``(y_true, scores)``, y_true bool.
    """
    values = checked_params(family, params)
    if not (math.isfinite(prevalence) and 0 < prevalence < 1):
        raise EvalInputError("teaching_prevalence_invalid", value=prevalence)
    n = int(n)
    n_pos = round(n * prevalence)
    if not 0 < n_pos < n:
        raise EvalInputError("teaching_one_class", n=n, prevalence=prevalence, positives=n_pos,
                             negatives=n - n_pos)
    rng = np.random.default_rng(seed)
    a0, b0, a1, b1 = values
    draw = rng.normal if family == "binormal" else rng.beta
    scores = np.concatenate((draw(a1, b1, n_pos), draw(a0, b0, n - n_pos)))
    y_true = np.arange(n) < n_pos
    order = rng.permutation(n)
    return y_true[order], scores[order]


def checked_params(family: str, params: Mapping[str, float]) -> tuple[float, float, float, float]:
    """``family``'s four parameters (class 0, then class 1) as floats, checked: an
    :class:`EvalInputError` when a mean is not finite, or an SD or a beta shape is not > 0."""
    if family not in FAMILIES:
        raise ValueError(f"family must be one of {sorted(FAMILIES)}, got {family!r}")
    values = tuple(float(params[name]) for name in FAMILIES[family])
    if family == "binormal":
        _check_binormal(*values)
    elif not all(math.isfinite(v) and v > 0 for v in values):
        raise EvalInputError("teaching_beta_params_invalid", **dict(zip(FAMILIES["beta"], values)))
    return values


def _check_binormal(mu0: float, sd0: float, mu1: float, sd1: float) -> None:
    if not (all(map(math.isfinite, (mu0, sd0, mu1, sd1))) and sd0 > 0 and sd1 > 0):
        raise EvalInputError("teaching_binormal_params_invalid", mu0=mu0, sd0=sd0, mu1=mu1,
                             sd1=sd1)

"""Calibration slope and intercept: the logistic regression of the label on logit(score).

A well-calibrated probability has slope 1 and intercept 0; a slope below 1 means the scores are
too extreme (over-fitted), above 1 too timid. The fit is the unpenalized maximum-likelihood
logistic regression (it agrees with statsmodels' ``Logit``), on the distinct scores with their
positives and negatives as weights. With two parameters, Newton's method is a 2 × 2 solve per
step; it is written out here, with every sum taken by :func:`evalcore.sums.dot` and every
logarithm by :mod:`evalcore.logarithms`, so the fit's last digits are the same on every machine
(a library solver's BLAS calls are not).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.special import expit

from evalcore.binary.calibration import clipped_probabilities, hits_and_rows
from evalcore.binary.sweep import ThresholdSweep
from evalcore.logarithms import log, log1p
from evalcore.sums import dot

MAX_STEPS = 200
"""Newton steps before the fit is declared not to converge (a fit that converges needs far
fewer: Newton's method doubles the correct digits at each step near the maximum)."""


@dataclass(frozen=True)
class CalibrationFit:
    """``slope`` and ``intercept`` of logit P(y = 1) = intercept + slope·logit(score); None, with
    ``reason``, when the score separates the classes (the slope runs to infinity), when every
    score is the same (the slope cannot be told from the intercept) or the fit does not
    converge."""

    slope: float | None
    intercept: float | None
    reason: str | None = None


def calibration_fit(sweep: ThresholdSweep) -> CalibrationFit:
    """Fit the label on logit(score) over scores in [0, 1]; scores of exactly 0 or 1 are clipped
    to [ε, 1 − ε] (:func:`~evalcore.binary.calibration.clipped_probabilities`)."""
    from evalcore.binary.lift import ks

    if sweep.thresholds.size < 2:
        return CalibrationFit(None, None, reason="risk_calibration_fit_one_score")
    if ks(sweep).statistic == 1.0:  # one class entirely above the other: no finite maximum
        return CalibrationFit(None, None, reason="risk_calibration_fit_diverged")
    p = clipped_probabilities(sweep.thresholds)
    fitted = _newton(log(p) - log1p(-p), *hits_and_rows(sweep))
    if fitted is None:
        return CalibrationFit(None, None, reason="risk_calibration_fit_diverged")
    intercept, slope = fitted
    return CalibrationFit(slope, intercept)


def _newton(x: np.ndarray, hits: np.ndarray, rows: np.ndarray) -> tuple[float, float] | None:
    """(intercept, slope) maximizing Σ hitsᵢ·ηᵢ − rowsᵢ·log(1 + e^ηᵢ), ηᵢ = intercept + slope·xᵢ.

    Newton steps, each halved until the likelihood does not fall, until the gain a step promises
    (half the Newton decrement gᵀH⁻¹g) is below the likelihood's rounding; that last step is
    taken whole, which puts the parameters on the maximum to their last digits. None when that
    does not happen within :data:`MAX_STEPS`.
    """

    def log_likelihood(eta: np.ndarray) -> float:
        return dot(hits, eta) - dot(rows, np.logaddexp(0.0, eta))

    beta, eta = np.zeros(2), np.zeros_like(x)
    current = log_likelihood(eta)
    for _ in range(MAX_STEPS):
        fitted = expit(eta)
        residual, curvature = hits - rows * fitted, rows * fitted * (1.0 - fitted)
        gradient = np.array([np.sum(residual), dot(residual, x)])
        h00, h01, h11 = float(np.sum(curvature)), dot(curvature, x), dot(curvature, x * x)
        determinant = h00 * h11 - h01 * h01
        if not determinant > 0.0:
            return None
        step = np.array([h11 * gradient[0] - h01 * gradient[1],
                         h00 * gradient[1] - h01 * gradient[0]]) / determinant
        if dot(gradient, step) / 2.0 <= 1e-14 * (1.0 + abs(current)):
            return float(beta[0] + step[0]), float(beta[1] + step[1])
        for _halving in range(60):
            trial = beta + step
            trial_eta = trial[0] + trial[1] * x
            value = log_likelihood(trial_eta)
            if value >= current:
                beta, eta, current = trial, trial_eta, value
                break
            step = step / 2.0
        else:
            return None
    return None

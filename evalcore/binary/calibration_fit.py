"""Calibration slope and intercept: the logistic regression of the label on logit(score).

A well-calibrated probability has slope 1 and intercept 0; a slope below 1 means the scores are
too extreme (over-fitted), above 1 too timid. The fit is scikit-learn's unpenalized logistic
regression (Newton steps to a tight tolerance, so it agrees with statsmodels' ``Logit``), on the
distinct scores with their positives and negatives as weights.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass

import numpy as np

from evalcore.binary.sweep import ThresholdSweep


@dataclass(frozen=True)
class CalibrationFit:
    """``slope`` and ``intercept`` of logit P(y = 1) = intercept + slope·logit(score); None, with
    ``reason``, when the score separates the classes (the slope runs to infinity) or the fit does
    not converge."""

    slope: float | None
    intercept: float | None
    reason: str | None = None


def calibration_fit(sweep: ThresholdSweep) -> CalibrationFit:
    """Fit the label on logit(score) over scores in [0, 1]; scores of exactly 0 or 1 are clipped
    to [ε, 1 − ε] as :func:`sklearn.metrics.log_loss` clips them."""
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.linear_model import LogisticRegression
    from threadpoolctl import threadpool_limits

    from evalcore.binary.lift import ks

    eps = np.finfo(np.float64).eps
    p = np.clip(sweep.thresholds, eps, 1.0 - eps)
    x = np.log(p) - np.log1p(-p)
    hits = np.diff(sweep.tp, prepend=0.0)
    misses = np.diff(sweep.fp, prepend=0.0)
    keep_hits, keep_misses = hits > 0, misses > 0
    features = np.concatenate((x[keep_hits], x[keep_misses]))[:, None]
    labels = np.concatenate((np.ones(keep_hits.sum()), np.zeros(keep_misses.sum())))
    weights = np.concatenate((hits[keep_hits], misses[keep_misses]))
    if ks(sweep).statistic == 1.0:  # one class entirely above the other: no finite maximum
        return CalibrationFit(None, None, reason="risk_calibration_fit_diverged")
    model = LogisticRegression(C=np.inf, solver="newton-cholesky", tol=1e-12, max_iter=200)
    # two parameters: BLAS threads only contend (5x slower on a busy machine), one is enough
    with warnings.catch_warnings(), threadpool_limits(1):
        warnings.simplefilter("error", ConvergenceWarning)
        try:
            model.fit(features, labels, sample_weight=weights)
        except (ConvergenceWarning, ValueError):
            return CalibrationFit(None, None, reason="risk_calibration_fit_diverged")
    slope, intercept = float(model.coef_[0, 0]), float(model.intercept_[0])
    if not (np.isfinite(slope) and np.isfinite(intercept)):
        return CalibrationFit(None, None, reason="risk_calibration_fit_diverged")
    return CalibrationFit(slope, intercept)

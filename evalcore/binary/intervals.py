"""95 % intervals: Wilson's for a proportion, DeLong's for the AUC, both from the sweep's counts.

Weights count as repeated rows (a weight of 2 is the row twice), so a proportion of weighted
counts gets the interval of the expanded rows.
"""

from __future__ import annotations

import math

import numpy as np

from evalcore.binary.confusion import Confusion
from evalcore.binary.sweep import ThresholdSweep

Z_95 = 1.959963984540054
"""The standard normal's 97.5 % quantile: a two-sided 95 % interval is ±Z_95 standard errors."""


def wilson_interval(successes: float, total: float, *, z: float = Z_95):
    """Wilson's score interval for ``successes / total``; None when ``total`` is 0.

    (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n): unlike p̂ ± z·√(p̂(1−p̂)/n) it stays in
    [0, 1] and does not collapse to a point at p̂ = 0 or 1.
    """
    if not total > 0:
        return None
    p = successes / total
    z2 = z * z
    denominator = 1.0 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    return low, 1.0 if successes == total else min(1.0, centre + half)


def threshold_intervals(confusion: Confusion) -> dict:
    """Wilson intervals of precision, recall, specificity, FPR and accuracy at one threshold."""
    c = confusion
    return {
        "precision": wilson_interval(c.tp, c.tp + c.fp),
        "recall": wilson_interval(c.tp, c.tp + c.fn),
        "specificity": wilson_interval(c.tn, c.tn + c.fp),
        "fpr": wilson_interval(c.fp, c.tn + c.fp),
        "accuracy": wilson_interval(c.tp + c.tn, c.tp + c.fp + c.tn + c.fn),
    }


def auc_interval(sweep: ThresholdSweep, *, z: float = Z_95):
    """DeLong's interval of the AUC, clipped to [0, 1]; None when a class weighs less than 2.

    The placement values of :mod:`evalcore.compare.delong` are shared by every row of one
    distinct score, so they come from the sweep without sorting again: a positive at score s
    outranks the negatives below s and half those at s, V10 = (N − FP(s) + ½ΔFP(s)) / N; a
    negative at s is outranked: V01 = (TP(s) − ½ΔTP(s)) / P. Var(AUC) = S10/P + S01/N with
    S10, S01 their variances (ddof 1 over the rows, weights counting as repeated rows).
    """
    positives, negatives = sweep.positives, sweep.negatives
    if positives < 2 or negatives < 2:
        return None
    dtp = np.diff(sweep.tp, prepend=0.0)
    dfp = np.diff(sweep.fp, prepend=0.0)
    auc = sweep.roc_auc()
    # V10 − AUC and V01 − AUC, built in place (two n-long arrays in all)
    dfp *= -0.5
    dfp += sweep.fp
    deviation = np.subtract(1.0 - auc, np.divide(dfp, negatives, out=dfp), out=dfp)
    s10 = float(np.dot(dtp, deviation * deviation)) / (positives - 1)
    dfp = np.diff(sweep.fp, prepend=0.0)
    dtp *= -0.5
    dtp += sweep.tp
    dtp /= positives
    dtp -= auc
    s01 = float(np.dot(dfp, dtp * dtp)) / (negatives - 1)
    half = z * math.sqrt(s10 / positives + s01 / negatives)
    return max(0.0, auc - half), min(1.0, auc + half)

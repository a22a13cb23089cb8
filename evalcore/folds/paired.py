"""Paired tests of two models evaluated on the same folds: the per-fold differences dⱼ = aⱼ − bⱼ,
the paired t-test, the Nadeau–Bengio corrected resampled t-test and Dietterich's 5×2cv t-test."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
from scipy import stats


@dataclass(frozen=True)
class PairedTest:
    """``statistic`` t, two-sided ``p_value``, degrees of freedom ``df``; None with ``reason`` (a
    message key) when the test is undefined."""

    statistic: float | None
    p_value: float | None
    df: int | None
    mean_difference: float | None
    reason: str | None = None


def _differences(a: Sequence[float], b: Sequence[float]) -> np.ndarray:
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    if a.shape != b.shape or a.ndim != 1:
        raise ValueError(f"a and b need one value per fold each, got {a.shape} and {b.shape}")
    return a - b


def _t(mean: float, variance: float, df: int) -> PairedTest:
    if not variance > 0:
        return PairedTest(None, None, df, mean, "folds_ttest_no_variance")
    t = mean / np.sqrt(variance)
    return PairedTest(float(t), float(2 * stats.t.sf(abs(t), df)), df, mean)


def paired_ttest(a: Sequence[float], b: Sequence[float]) -> PairedTest:
    """Student's paired t-test over J folds (``scipy.stats.ttest_rel``).

    t = d̄ / √(s²/J), s² = Σ (dⱼ − d̄)² / (J − 1), J − 1 degrees of freedom. It treats the folds as
    independent, but their training sets overlap, so it rejects too often (Dietterich 1998).
    """
    d = _differences(a, b)
    if d.size < 2:
        return PairedTest(None, None, None, None, "folds_ttest_too_few")
    if not np.var(d, ddof=1) > 0:
        return PairedTest(None, None, d.size - 1, float(d.mean()), "folds_ttest_no_variance")
    result = stats.ttest_rel(a, b)
    return PairedTest(float(result.statistic), float(result.pvalue), d.size - 1, float(d.mean()))


def corrected_resampled_ttest(a: Sequence[float], b: Sequence[float], *,
                              test_train_ratio: float) -> PairedTest:
    """Nadeau and Bengio's (2003) corrected resampled t-test over J folds (all repeats).

    t = d̄ / √((1/J + n_test/n_train) · s²), s² = Σ (dⱼ − d̄)² / (J − 1), J − 1 degrees of freedom.
    The term n_test/n_train inflates the variance for the overlap of the training sets; with K
    folds n_test/n_train = (n/K)/(n − n/K) = 1/(K − 1).
    """
    d = _differences(a, b)
    if d.size < 2:
        return PairedTest(None, None, None, None, "folds_ttest_too_few")
    variance = (1 / d.size + test_train_ratio) * np.var(d, ddof=1)
    return _t(float(d.mean()), float(variance), d.size - 1)


def five_by_two_cv_ttest(differences: np.ndarray) -> PairedTest:
    """Dietterich's (1998) 5×2cv paired t-test from a 5 × 2 array of differences dᵢⱼ (repeat i,
    fold j).

    d̄ᵢ = (dᵢ₁ + dᵢ₂)/2, sᵢ² = (dᵢ₁ − d̄ᵢ)² + (dᵢ₂ − d̄ᵢ)², t = d₁₁ / √((1/5) Σᵢ sᵢ²), 5 degrees
    of freedom.
    """
    d = np.asarray(differences, np.float64)
    if d.shape != (5, 2):
        return PairedTest(None, None, None, None, "folds_5x2_layout")
    variances = ((d - d.mean(axis=1, keepdims=True)) ** 2).sum(axis=1)
    result = _t(float(d[0, 0]), float(variances.mean()), 5)
    return PairedTest(result.statistic, result.p_value, 5, float(d.mean()), result.reason)


@dataclass(frozen=True)
class FoldComparison:
    """Two models on the same folds for one measure: ``differences`` a − b per fold (None where
    either is undefined), the paired t-test, the corrected resampled t-test and, for a 5 × 2
    layout, the 5×2cv t-test (None otherwise)."""

    differences: tuple[float | None, ...]
    paired: PairedTest
    corrected: PairedTest
    five_by_two: PairedTest | None


def compare_folds(folds_a, folds_b, key: str) -> FoldComparison:
    """Compare measure ``key`` of two models' :class:`~evalcore.folds.FoldResult` lists (the same
    folds in the same order). The tests use the folds where both values are defined; the
    corrected test's n_test/n_train is 1/(K − 1) for K folds per repeat."""
    a = [f.metrics[key].value for f in folds_a]
    b = [f.metrics[key].value for f in folds_b]
    differences = tuple(None if x is None or y is None else x - y for x, y in zip(a, b))
    both = [(x, y) for x, y in zip(a, b) if x is not None and y is not None]
    xs, ys = [x for x, _ in both], [y for _, y in both]
    k = len({f.fold for f in folds_a})
    repeats = len({f.repeat for f in folds_a})
    five_by_two = None
    if (repeats, k) == (5, 2) and len(folds_a) == 10:
        d = np.array([np.nan if v is None else v for v in differences]).reshape(5, 2)
        five_by_two = (five_by_two_cv_ttest(d) if np.isfinite(d).all()
                       else PairedTest(None, None, None, None, "folds_5x2_layout"))
    return FoldComparison(differences, paired_ttest(xs, ys),
                          corrected_resampled_ttest(xs, ys, test_train_ratio=1 / (k - 1)),
                          five_by_two)

"""Tests across more than two models: corrected p-values, the Friedman test and Nemenyi's
critical difference (Zhou, 机器学习 §2.4.3; Demšar, 2006).

- :func:`adjust_p_values`: Holm's step-down correction (the default) or Bonferroni's of a family
  of p-values, as statsmodels' ``multipletests`` (``holm``, ``bonferroni``);
- :func:`average_ranks`: each model's rank within each block (fold), 1 for the best, ties sharing
  the mean of their ranks, averaged over the blocks;
- :func:`friedman_test`: τ_χ² = 12N / (k(k+1)) · (Σ r_i² − k(k+1)²/4) on the average ranks r_i of
  k models over N blocks, divided by the tie correction 1 − Σ(t³ − t) / (N(k³ − k)), with k − 1
  degrees of freedom (as SciPy's ``friedmanchisquare``);
- :func:`nemenyi`: CD = q_α √(k(k+1) / (6N)), q_α the studentised range's 1 − α quantile for k
  means and infinite degrees of freedom divided by √2 (SciPy's ``studentized_range``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.errors import EvalInputError

CORRECTIONS = ("holm", "bonferroni")
"""Corrections of a family of p-values; the first is the default."""


def adjust_p_values(p_values, method: str = "holm") -> np.ndarray:
    """The family's p-values corrected for multiplicity, in the given order, capped at 1.

    Bonferroni multiplies each by the family's size m; Holm multiplies the i-th smallest by
    m − i + 1 (i from 1) and keeps the sequence non-decreasing. NaN (an untested pair) stays NaN
    and does not count in m.
    """
    if method not in CORRECTIONS:
        raise EvalInputError("compare_bad_correction", method=method,
                             methods=", ".join(CORRECTIONS))
    p = np.asarray(p_values, dtype=np.float64).ravel()
    adjusted = np.full(p.shape, np.nan)
    tested = np.flatnonzero(np.isfinite(p))
    m = tested.size
    if m == 0:
        return adjusted
    if method == "bonferroni":
        adjusted[tested] = np.minimum(p[tested] * m, 1.0)
        return adjusted
    order = tested[np.argsort(p[tested], kind="stable")]
    stepped = np.maximum.accumulate(p[order] * (m - np.arange(m)))
    adjusted[order] = np.minimum(stepped, 1.0)
    return adjusted


def average_ranks(per_block, *, higher_is_better: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """Ranks of k models within each of N blocks (1 = best, ties share their mean rank) and
    their averages over the blocks.

    Parameters
    ----------
    per_block : array of float, shape (N, k)
        Each block's (fold's) measure of every model.
    higher_is_better : bool
        Whether a higher measure ranks first (AUC) or a lower one (RMSE).

    Returns
    -------
    ranks : ndarray, shape (N, k)
    mean : ndarray, shape (k,)
    """
    from scipy.stats import rankdata

    values = np.asarray(per_block, dtype=np.float64)
    ranks = rankdata(-values if higher_is_better else values, axis=1)
    return ranks, ranks.mean(axis=0)


@dataclass(frozen=True)
class FriedmanResult:
    """The Friedman test of k models over N blocks: ``ranks`` are the average ranks (1 = best),
    ``statistic`` τ_χ² with ``df`` = k − 1 and its ``p_value``; None, with ``reason``, when every
    block ranks the models alike with all tied (no variance to test)."""

    statistic: float | None
    p_value: float | None
    df: int
    n_blocks: int
    ranks: tuple[float, ...]
    reason: str | None = None


def friedman_test(per_block, *, higher_is_better: bool = True) -> FriedmanResult:
    """Friedman's rank test of k ≥ 2 models measured on the same N ≥ 2 blocks (folds).

    Raises
    ------
    EvalInputError
        Fewer than two blocks or two models, or a measure that is not finite.
    """
    from scipy.stats import chi2

    values = np.asarray(per_block, dtype=np.float64)
    if values.ndim != 2 or values.shape[0] < 2 or values.shape[1] < 2:
        shape = values.shape if values.ndim == 2 else (values.size, 1)
        raise EvalInputError("compare_friedman_too_few", blocks=shape[0], models=shape[1])
    if not np.isfinite(values).all():
        raise EvalInputError("compare_friedman_not_finite")
    n, k = values.shape
    ranks, mean = average_ranks(values, higher_is_better=higher_is_better)
    ties = 0.0
    for row in ranks:
        _, counts = np.unique(row, return_counts=True)
        ties += float(np.sum(counts ** 3 - counts))
    correction = 1.0 - ties / (n * (k ** 3 - k))
    shown = tuple(float(r) for r in mean)
    if correction <= 0:
        return FriedmanResult(None, None, k - 1, n, shown, "compare_friedman_all_tied")
    statistic = 12.0 * n / (k * (k + 1)) * (np.sum(mean ** 2) - k * (k + 1) ** 2 / 4.0)
    statistic /= correction
    return FriedmanResult(float(statistic), float(chi2.sf(statistic, k - 1)), k - 1, n, shown)


@dataclass(frozen=True)
class NemenyiResult:
    """Nemenyi's post-hoc test: two models differ when their average ranks differ by more than
    ``cd``, the critical difference at level ``alpha`` (q_alpha from the studentised range)."""

    cd: float
    q_alpha: float
    alpha: float
    n_models: int
    n_blocks: int


def nemenyi(n_models: int, n_blocks: int, *, alpha: float = 0.05) -> NemenyiResult:
    """The critical difference of k = ``n_models`` average ranks over N = ``n_blocks`` blocks."""
    from scipy.stats import studentized_range

    if not 0 < alpha < 1:
        raise EvalInputError("compare_bad_alpha", value=alpha)
    q_alpha = float(studentized_range.ppf(1 - alpha, n_models, np.inf) / np.sqrt(2))
    cd = q_alpha * np.sqrt(n_models * (n_models + 1) / (6.0 * n_blocks))
    return NemenyiResult(float(cd), q_alpha, float(alpha), int(n_models), int(n_blocks))

"""Paired tests over per-query metrics (ranking): win/tie/loss, paired t-test, randomization test.

With d_q = metric_A(q) − metric_B(q) over queries q, the paired t-test is
:func:`scipy.stats.ttest_rel` (t = mean(d) / (sd(d) / √Q), Q − 1 degrees of freedom); the
randomization test flips the sign of each d_q at random (swaps A and B within the query), with
:func:`scipy.stats.permutation_test` (``permutation_type="samples"``) on mean(d): exact when
2^Q ≤ ``n_resamples``, otherwise ``n_resamples`` random flips from ``default_rng(seed)``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.errors import EvalInputError


@dataclass(frozen=True)
class PairedQueryTests:
    """Comparison of models A and B query by query.

    Attributes
    ----------
    n_queries, wins, ties, losses : int
        Queries where A is better, equal (|d| ≤ ``tie_tolerance``), worse.
    mean_difference : float
        mean(metric_A − metric_B).
    t_statistic, t_p_value : float or None
        Paired t-test; None with ``t_reason`` when fewer than 2 queries or every difference
        is the same (no variance).
    df : int
        Q − 1.
    permutation_p_value : float
        Two-sided randomization-test p-value.
    permutation_exact : bool
        True when every sign flip was enumerated.
    n_resamples, seed
        The randomization settings (to show beside the result).
    """

    n_queries: int
    wins: int
    ties: int
    losses: int
    mean_difference: float
    t_statistic: float | None
    t_p_value: float | None
    df: int
    t_reason: str | None
    permutation_p_value: float
    permutation_exact: bool
    n_resamples: int
    seed: int


def paired_query_tests(
    metric_a, metric_b, *, n_resamples: int = 9999, seed: int = 0, tie_tolerance: float = 0.0
) -> PairedQueryTests:
    """Win/tie/loss counts, paired t-test and randomization test of per-query metrics.

    Parameters
    ----------
    metric_a, metric_b : array-like of float, shape (n_queries,)
        Each query's metric (e.g. NDCG@k) for model A and model B, in the same query order.
    n_resamples : int
        Random sign flips when 2^Q exceeds it.
    seed : int
    tie_tolerance : float
        Differences with absolute value at most this count as ties.
    """
    from scipy.stats import permutation_test, ttest_rel

    a, b = (np.asarray(v, dtype=np.float64).ravel() for v in (metric_a, metric_b))
    if len(a) != len(b) or len(a) == 0:
        raise EvalInputError("compare_query_counts_differ", a=len(a), b=len(b))
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        raise EvalInputError("compare_query_metric_not_finite")
    d = a - b
    wins = int(np.count_nonzero(d > tie_tolerance))
    losses = int(np.count_nonzero(d < -tie_tolerance))
    t_statistic = t_p_value = None
    t_reason = "compare_ttest_too_few" if len(d) < 2 else None
    if t_reason is None and np.ptp(d) == 0:
        t_reason = "compare_ttest_constant_differences"
    if t_reason is None:
        t = ttest_rel(a, b)
        t_statistic, t_p_value = float(t.statistic), float(t.pvalue)
    permutation_p_value = 1.0  # one query: the flips give ±d, both as extreme as d
    if len(d) > 1:
        permutation_p_value = permutation_test(
            (a, b),
            _mean_difference,
            permutation_type="samples",
            vectorized=True,
            n_resamples=n_resamples,
            rng=np.random.default_rng(seed),
        ).pvalue
    return PairedQueryTests(
        n_queries=len(d),
        wins=wins,
        ties=len(d) - wins - losses,
        losses=losses,
        mean_difference=float(d.mean()),
        t_statistic=t_statistic,
        t_p_value=t_p_value,
        df=len(d) - 1,
        t_reason=t_reason,
        permutation_p_value=float(permutation_p_value),
        permutation_exact=2 ** len(d) <= n_resamples,
        n_resamples=n_resamples,
        seed=seed,
    )


def _mean_difference(x: np.ndarray, y: np.ndarray, axis: int) -> np.ndarray:
    return np.mean(x - y, axis=axis)

"""McNemar's test and the per-query paired tests, against hand computation and SciPy."""

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from evalcore.compare import EXACT_BELOW, mcnemar_test, paired_query_tests
from evalcore.errors import EvalInputError


def predictions(both_right, only_a, only_b, both_wrong):
    """Truth and two models' predictions with the given 2×2 counts (all samples positive)."""
    blocks = [(both_right, 1, 1), (only_a, 1, 0), (only_b, 0, 1), (both_wrong, 0, 0)]
    a = np.concatenate([np.full(n, pa, dtype=bool) for n, pa, _ in blocks])
    b = np.concatenate([np.full(n, pb, dtype=bool) for n, _, pb in blocks])
    return np.ones(len(a), dtype=bool), a, b


def test_exact_form_by_hand():
    # b = 10, c = 2: two-sided p = 2 P(X ≤ 2), X ~ Bin(12, ½) = 2 (1 + 12 + 66) / 4096.
    r = mcnemar_test(*predictions(30, 10, 2, 8))
    assert r.table == ((30, 10), (2, 8)) and r.discordant == 12
    assert r.method == "exact" and r.statistic == 2.0
    assert r.p_value == pytest.approx(158 / 4096, rel=1e-12)


def test_chi_square_form_by_hand():
    # b = 30, c = 15: χ² = (|30 − 15| − 1)² / 45 = 196 / 45; 1 df: p = erfc(√(χ²/2)).
    r = mcnemar_test(*predictions(50, 30, 15, 5))
    assert r.method == "chi2" and r.statistic == pytest.approx(196 / 45, rel=1e-12)
    assert r.p_value == pytest.approx(math.erfc(math.sqrt(196 / 90)), rel=1e-12)
    assert r.p_value == pytest.approx(stats.chi2.sf(196 / 45, 1), rel=1e-12)


@pytest.mark.parametrize("discordant, method", [(EXACT_BELOW - 1, "exact"), (EXACT_BELOW, "chi2")])
def test_rule_for_the_exact_form(discordant, method):
    only_a = discordant // 3
    r = mcnemar_test(*predictions(5, only_a, discordant - only_a, 5))
    assert r.method == method
    if method == "exact":
        assert r.p_value == pytest.approx(stats.binomtest(only_a, discordant).pvalue, rel=1e-12)


def test_labels_and_mixed_classes():
    y = np.array(["yes", "no", "yes", "no", "yes", "no"])
    a = np.array(["yes", "no", "no", "no", "yes", "yes"])  # right: 0, 1, 3, 4
    b = np.array(["no", "no", "yes", "yes", "yes", "yes"])  # right: 1, 2, 4
    r = mcnemar_test(y, a, b)
    assert r.table == ((2, 2), (1, 1))
    assert r.p_value == pytest.approx(1.0) and r.statistic == 1.0


def test_no_discordant_samples():
    r = mcnemar_test(*predictions(4, 0, 0, 3))
    assert (r.statistic, r.p_value, r.reason) == (0.0, 1.0, "compare_mcnemar_no_discordant")


def test_lengths_must_match():
    with pytest.raises(EvalInputError) as error:
        mcnemar_test([1, 0], [1, 0, 1], [1, 0])
    assert error.value.key == "compare_lengths_differ"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.booleans(), st.booleans()), min_size=1, max_size=80))
def test_swapping_models_transposes_the_table(rows):
    y, a, b = map(np.array, zip(*rows))
    ab, ba = mcnemar_test(y, a, b), mcnemar_test(y, b, a)
    assert ba.table == ((ab.table[0][0], ab.table[1][0]), (ab.table[0][1], ab.table[1][1]))
    assert (ba.statistic, ba.method) == (ab.statistic, ab.method)
    assert ba.p_value == pytest.approx(ab.p_value, rel=1e-12)
    assert sum(map(sum, ab.table)) == len(rows) and 0 <= ab.p_value <= 1


def test_queries_win_tie_loss_and_t_test():
    a = np.array([0.9, 0.5, 0.7, 0.3, 0.8, 0.6, 0.4])
    b = np.array([0.7, 0.5, 0.6, 0.4, 0.5, 0.6000001, 0.1])
    r = paired_query_tests(a, b, tie_tolerance=1e-3)
    assert (r.n_queries, r.wins, r.ties, r.losses) == (7, 4, 2, 1)
    d = a - b
    t = d.mean() / (d.std(ddof=1) / math.sqrt(7))
    assert r.t_statistic == pytest.approx(t, rel=1e-12) and r.df == 6
    assert r.t_p_value == pytest.approx(2 * stats.t.sf(abs(t), 6), rel=1e-12)
    assert r.mean_difference == pytest.approx(d.mean(), rel=1e-12)


def test_randomization_test_is_exact_for_few_queries():
    a = np.array([0.8, 0.6, 0.9, 0.4, 0.75])
    b = np.array([0.5, 0.65, 0.6, 0.3, 0.7])
    d = a - b
    flips = [np.mean(d * s) for s in itertools.product([1, -1], repeat=5)]
    expected = np.mean(np.abs(flips) >= abs(d.mean()) - 1e-12)  # all 32 sign flips
    r = paired_query_tests(a, b)
    assert r.permutation_exact and r.permutation_p_value == pytest.approx(expected, rel=1e-12)
    # |d| = .3, .05, .3, .1, .05 with observed sum .7: |sum| ≥ .7 for all signs positive (.8)
    # or one .05 flipped (.7, twice), and the mirror images: 6 of 32.
    assert r.permutation_p_value == pytest.approx(6 / 32)


def test_randomization_test_samples_with_a_seed():
    rng = np.random.default_rng(0)
    a = rng.random(40)
    b = a - 0.05 + 0.1 * rng.random(40)
    first, again = (paired_query_tests(a, b, n_resamples=2000, seed=7) for _ in range(2))
    assert not first.permutation_exact and first.n_resamples == 2000
    assert first.permutation_p_value == again.permutation_p_value
    assert 0 < first.permutation_p_value <= 1


def test_t_test_undefined_cases():
    constant = paired_query_tests([0.5, 0.7, 0.9], [0.4, 0.6, 0.8])
    assert constant.t_statistic is None
    assert constant.t_reason == "compare_ttest_constant_differences"
    assert constant.permutation_p_value == pytest.approx(2 / 8)
    single = paired_query_tests([0.5], [0.4])
    assert single.t_p_value is None and single.t_reason == "compare_ttest_too_few"
    assert single.permutation_p_value == 1.0 and single.permutation_exact


@pytest.mark.parametrize(
    "a, b, key",
    [([0.1, 0.2], [0.1], "compare_query_counts_differ"), ([], [], "compare_query_counts_differ"),
     ([0.1, np.nan], [0.1, 0.2], "compare_query_metric_not_finite")],
)
def test_bad_per_query_metrics(a, b, key):
    with pytest.raises(EvalInputError) as error:
        paired_query_tests(a, b)
    assert error.value.key == key

"""Corrections, Friedman and Nemenyi against statsmodels, SciPy and Demšar's (2006) table."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import friedmanchisquare
from statsmodels.stats.multitest import multipletests

from evalcore.compare.multiple import adjust_p_values, average_ranks, friedman_test, nemenyi
from evalcore.errors import EvalInputError

p_values = st.lists(st.floats(0, 1, allow_nan=False), min_size=1, max_size=12)


@settings(max_examples=100, deadline=None)
@given(p_values, st.sampled_from(["holm", "bonferroni"]))
def test_corrections_equal_statsmodels(p, method):
    expected = multipletests(p, method=method)[1]
    np.testing.assert_allclose(adjust_p_values(p, method), expected, rtol=1e-12, atol=0)


def test_holm_by_hand():
    # sorted 0.01, 0.02, 0.04 × 3, 2, 1 = 0.03, 0.04, 0.04 (kept non-decreasing)
    np.testing.assert_allclose(adjust_p_values([0.04, 0.01, 0.02]), [0.04, 0.03, 0.04])
    np.testing.assert_allclose(adjust_p_values([0.04, 0.01, 0.02], "bonferroni"),
                               [0.12, 0.03, 0.06])


def test_untested_pairs_stay_out_of_the_family():
    adjusted = adjust_p_values([0.01, np.nan, 0.02])
    np.testing.assert_allclose(adjusted[[0, 2]], multipletests([0.01, 0.02], method="holm")[1])
    assert np.isnan(adjusted[1])


def test_unknown_correction_is_refused():
    with pytest.raises(EvalInputError) as error:
        adjust_p_values([0.1], "sidak")
    assert error.value.key == "compare_bad_correction"


def test_book_ranks():
    # 机器学习 表 2.5: A ranks 1, 1, 1, 1 → 1; B 2, 2.5, 2, 3 → 2.375; C 3, 2.5, 3, 2 → 2.625
    per_fold = [[0.9, 0.8, 0.7], [0.9, 0.8, 0.8], [0.9, 0.8, 0.7], [0.9, 0.7, 0.8]]
    ranks, mean = average_ranks(per_fold)
    np.testing.assert_allclose(mean, [1.0, 2.375, 2.625])
    np.testing.assert_allclose(average_ranks(np.negative(per_fold), higher_is_better=False)[1],
                               mean)


blocks = st.integers(2, 8).flatmap(lambda n: st.integers(2, 6).flatmap(
    lambda k: st.lists(st.lists(st.integers(0, 4), min_size=k, max_size=k),
                       min_size=n, max_size=n)))


@settings(max_examples=100, deadline=None)
@given(blocks)
def test_friedman_equals_scipy_with_ties(rows):
    values = np.array(rows, dtype=float)
    result = friedman_test(values)
    if all(len(set(r)) == 1 for r in rows):
        assert result.statistic is None and result.reason == "compare_friedman_all_tied"
        return
    if values.shape[1] < 3:  # SciPy's friedmanchisquare wants three models
        return
    expected = friedmanchisquare(*values.T)
    assert result.statistic == pytest.approx(expected.statistic, rel=1e-10)
    assert result.p_value == pytest.approx(expected.pvalue, rel=1e-9, abs=1e-15)
    assert result.df == values.shape[1] - 1


def test_friedman_two_models_by_hand():
    # k = 2, N = 3, A best on every fold: ranks 1, 2; τ = 12·3/(2·3)·(1 + 4 − 2·9/4) = 3
    result = friedman_test([[0.9, 0.8], [0.7, 0.6], [0.8, 0.5]])
    assert result.statistic == pytest.approx(3.0)
    assert result.ranks == (1.0, 2.0)


def test_friedman_refuses_too_few_folds():
    with pytest.raises(EvalInputError) as error:
        friedman_test([[0.9, 0.8, 0.7]])
    assert error.value.key == "compare_friedman_too_few"
    with pytest.raises(EvalInputError) as error:
        friedman_test([[0.9, np.nan], [0.8, 0.7]])
    assert error.value.key == "compare_friedman_not_finite"


@pytest.mark.parametrize("k, q", [(2, 1.960), (3, 2.344), (4, 2.569), (5, 2.728), (6, 2.850),
                                  (7, 2.949), (8, 3.031), (9, 3.102), (10, 3.164)])
def test_nemenyi_q_alpha_of_the_book(k, q):
    # 机器学习 表 2.7 / Demšar (2006) Table 5(a), α = 0.05, three decimals (k = 7: 2.9483 printed
    # as 2.949)
    result = nemenyi(k, 10)
    assert result.q_alpha == pytest.approx(q, abs=1e-3)
    assert result.cd == pytest.approx(result.q_alpha * np.sqrt(k * (k + 1) / 60))


def test_nemenyi_book_example():
    # 机器学习 §2.4.4: k = 3, N = 4, q_0.05 = 2.344 → CD = 1.657
    assert nemenyi(3, 4).cd == pytest.approx(1.657, abs=5e-4)
    assert nemenyi(3, 4, alpha=0.1).q_alpha == pytest.approx(2.052, abs=5e-4)

"""evalcore.sampling.sample_rows: every row up to the budget, else a fixed uniform sample."""

import numpy as np
import pytest
from scipy.stats import kstest

from evalcore.sampling import sample_rows


def test_every_row_up_to_the_budget():
    assert sample_rows(0, 5).tolist() == []
    assert sample_rows(5, 5).tolist() == [0, 1, 2, 3, 4]


def test_beyond_the_budget_is_bounded_distinct_sorted_and_in_range():
    shown = sample_rows(10**6, 20_000)
    assert shown.size == 20_000
    assert np.unique(shown).size == 20_000
    assert np.all(np.diff(shown) > 0)
    assert shown.min() >= 0 and shown.max() < 10**6


def test_the_sample_is_fixed():
    assert np.array_equal(sample_rows(50_000, 1_000), sample_rows(50_000, 1_000))
    assert not np.array_equal(sample_rows(50_000, 1_000), sample_rows(50_000, 1_000, seed=1))
    # the rows drawn before the budgets were shared: numpy's generator with seed 0
    expected = np.sort(np.random.default_rng(0).choice(50_000, 1_000, replace=False))
    assert np.array_equal(sample_rows(50_000, 1_000), expected)


def test_the_sample_covers_the_range_uniformly():
    n = 10**6
    shown = sample_rows(n, 20_000)
    assert shown[0] < n // 100 and shown[-1] > n - n // 100
    counts = np.bincount(shown * 10 // n, minlength=10)
    assert counts.min() > 1_800 and counts.max() < 2_200  # 2,000 expected per tenth
    assert kstest(shown / n, "uniform").pvalue > 0.001


def test_an_empty_budget_is_refused():
    with pytest.raises(ValueError, match="budget"):
        sample_rows(10, 0)


def test_stratified_rows_keep_each_class_share_and_are_fixed():
    from evalcore.sampling import stratified_rows

    groups = np.repeat([True, False], [300, 700])
    np.random.default_rng(1).shuffle(groups)
    shown = stratified_rows(groups, 100, seed=4)
    assert shown.size == 100 and np.unique(shown).size == 100 and np.all(np.diff(shown) > 0)
    assert int(groups[shown].sum()) == 30  # 30 % positive, as in the data
    assert np.array_equal(shown, stratified_rows(groups, 100, seed=4))
    assert not np.array_equal(shown, stratified_rows(groups, 100, seed=5))
    assert stratified_rows(groups[:50], 100).tolist() == list(range(50))  # every row
    rare = np.zeros(10_000, dtype=bool)
    rare[[17, 4242]] = True  # 0.02 %: still at least one of the rare class
    drawn = stratified_rows(rare, 50, seed=0)
    assert rare[drawn].sum() >= 1
    with pytest.raises(ValueError):
        stratified_rows(groups, 0)

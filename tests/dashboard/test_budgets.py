"""dashboard.loading.budgets.resamples_cap: the randomization budget shared out over the units."""

from dashboard.loading.budgets import resamples_cap


def test_the_cap_shares_the_budget_within_its_bounds():
    assert resamples_cap(1) == 9999  # the upper bound
    assert resamples_cap(1000) == 5000  # 5·10⁶ / 1,000
    assert resamples_cap(3) == 9999
    assert resamples_cap(300_000) == 19  # 16 by the budget, raised to the lower bound
    assert resamples_cap(10**7) == 19

"""The 36.8 % figure's error bars span the middle 95 % of the bootstrap draws (their quantiles),
so they stay within [0, 1] like the share they bound; at m = 2 a draw leaves out 0 or ½ of the
samples, and mean − σ ≈ 0.25 − 0.25 would go below 0."""

from __future__ import annotations

import numpy as np
import pytest

from dashboard.resampling.figures import OobLabels, oob_figure
from evalcore.evaluation_methods import oob_share_curve

LABELS = OobLabels(theory="t", measured="measured", limit="l", this_run="r", x_title="m",
                   y_title="share")


def test_error_bars_are_the_draws_quantiles_and_never_below_zero():
    sizes, rounds = [2, 3, 10, 100], 200
    curve = oob_share_curve(sizes, rounds=rounds, seed=0)
    # the same draws by hand (the lab's bootstrap: m indices with replacement, one RandomState)
    rng = np.random.RandomState(0)
    shares = np.array([[1 - np.unique(rng.randint(0, m, m)).size / m for _ in range(rounds)]
                       for m in sizes])
    assert curve.measured == pytest.approx(shares.mean(axis=1))
    assert curve.measured_low == pytest.approx(np.quantile(shares, 0.025, axis=1))
    assert curve.measured_high == pytest.approx(np.quantile(shares, 0.975, axis=1))
    trace = next(tr for tr in oob_figure(curve, this_run=None, labels=LABELS).data
                 if tr.name == "measured")
    bottom = np.asarray(trace.y) - np.asarray(trace.error_y.arrayminus)
    top = np.asarray(trace.y) + np.asarray(trace.error_y.array)
    assert bottom == pytest.approx(np.quantile(shares, 0.025, axis=1))
    assert top == pytest.approx(np.quantile(shares, 0.975, axis=1))
    assert bottom.min() >= 0 and top.max() <= 1
    assert (bottom[0], top[0]) == (0.0, 0.5)  # m = 2: a draw misses none or one of the two

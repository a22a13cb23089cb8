"""KS as the two-sample distance in both directions: against scipy.stats.ks_2samp with ties, the
weighted ECDFs by brute force, and the lift summary, the segments and Gini that carry it."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from scipy.stats import ks_2samp
from sklearn.metrics import roc_auc_score

from evalcore.binary import threshold_sweep
from evalcore.binary.lift import ks, ks_curve
from evalcore.binary.segments import segment_table


def _data(seed, n=300, shift=0.3, rounding=1):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    return y, np.clip(rng.normal(0.5 + shift * np.where(y, 1, -1), 0.2), 0, 1).round(rounding)


def _brute_force(y, s, w):
    """max over every threshold t (each distinct score and above all) of the weighted
    TPR(t) − FPR(t) and FPR(t) − TPR(t), score ≥ t positive, and the thresholds reaching them."""
    best = {"higher": (-1.0, None), "lower": (-1.0, None)}
    for t in sorted(set(s.tolist()), reverse=True):
        tpr = w[y & (s >= t)].sum() / w[y].sum()
        fpr = w[~y & (s >= t)].sum() / w[~y].sum()
        for direction, gap in (("higher", tpr - fpr), ("lower", fpr - tpr)):
            if gap > best[direction][0] + 1e-12:
                best[direction] = (gap, t)
    return best


@pytest.mark.parametrize("shift", [0.3, -0.3, 0.02, -0.02])
@pytest.mark.parametrize("seed", range(3))
def test_ks_is_scipys_in_both_directions_with_ties(seed, shift):
    y, s = _data(seed, shift=shift)
    result = ks(threshold_sweep(y, s))
    assert result.statistic == pytest.approx(ks_2samp(s[y], s[~y]).statistic, abs=1e-12)
    # the direction: the positives' scores run higher when their CDF lies below the negatives'
    higher = ks_2samp(s[~y], s[y], alternative="greater").statistic
    lower = ks_2samp(s[~y], s[y], alternative="less").statistic
    assert result.direction == ("higher" if higher >= lower else "lower")
    assert result.statistic == pytest.approx(max(higher, lower), abs=1e-12)
    best = _brute_force(y, s, np.ones(y.size))
    assert result.threshold == best[result.direction][1]


def test_a_reversed_score_has_its_distance_not_zero():
    # higher means safer: the positives sit low
    y = np.array([1, 1, 1, 0, 0, 0], dtype=bool)
    s = np.array([200.0, 250.0, 300.0, 280.0, 400.0, 500.0])
    result = ks(threshold_sweep(y, s))
    assert result.direction == "lower"
    assert result.statistic == pytest.approx(ks_2samp(s[y], s[~y]).statistic)
    assert result.statistic == pytest.approx(2 / 3) and result.threshold == 400.0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 6), st.integers(1, 4)), min_size=2,
                max_size=40))
def test_weighted_ks_is_the_brute_force_of_the_weighted_ecdfs(rows):
    y = np.array([r[0] for r in rows])
    if y.all() or not y.any():
        return
    s = np.array([r[1] / 6 for r in rows])
    w = np.array([float(r[2]) for r in rows])
    result = ks(threshold_sweep(y, s, sample_weight=w))
    best = _brute_force(y, s, w)
    assert result.statistic == pytest.approx(max(best["higher"][0], best["lower"][0]), abs=1e-12)
    assert result.threshold == best[result.direction][1]
    # repeated rows: scipy on the expanded samples
    rs, ry = np.repeat(s, w.astype(int)), np.repeat(y, w.astype(int))
    assert result.statistic == pytest.approx(ks_2samp(rs[ry], rs[~ry]).statistic, abs=1e-12)
    curve = ks_curve(threshold_sweep(y, s, sample_weight=w))
    assert curve.statistic == pytest.approx(result.statistic, abs=1e-12)


def test_segments_carry_ks_direction_and_gini():
    y, s = _data(1, n=400, shift=-0.2)
    region = np.where(np.arange(y.size) % 2 == 0, "a", "b")
    for entry in segment_table(y, s, None, region, threshold=0.5, column="region"):
        rows = region == entry["value"]
        assert entry["ks"] == pytest.approx(ks_2samp(s[rows & y], s[rows & ~y]).statistic)
        assert entry["ks_direction"] == "lower"
        assert entry["gini"] == pytest.approx(2 * roc_auc_score(y[rows], s[rows]) - 1)

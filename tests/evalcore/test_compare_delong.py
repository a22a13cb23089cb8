"""DeLong's paired AUC test: hand-derived cases, an O(n²) placement-value reference, sklearn."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import norm
from sklearn.metrics import roc_auc_score

from evalcore.compare import delong_covariance, delong_test
from evalcore.compare.delong import delong_reference as slow_delong
from evalcore.errors import EvalInputError


def correlated_scores(seed, n, *, ties=False):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    y[:2], y[2:4] = True, False
    shared = rng.normal(size=n)
    a = 1.2 * y + shared + 0.5 * rng.normal(size=n)
    b = 0.7 * y + 0.8 * shared + 0.6 * rng.normal(size=n)
    if ties:
        a, b = np.round(a, 0), np.round(b, 0)
    return y, a, b


def test_hand_case_two_by_two():
    # A: positives 0.9, 0.4; negatives 0.6, 0.1 -> V10 = [1, 1/2], V01 = [1/2, 1], AUC 3/4.
    # B: positives 0.8, 0.3; negatives 0.5, 0.6 -> V10 = [1, 0],   V01 = [1/2, 1/2], AUC 1/2.
    # S10 = [[1/8, 1/4], [1/4, 1/2]], S01 = [[1/8, 0], [0, 0]] (ddof 1), S = S10/2 + S01/2:
    # var_A = 1/8, var_B = 1/4, cov = 1/8; var(A − B) = 1/8; z = (1/4)/√(1/8) = 1/√2.
    y = [1, 0, 1, 0]
    a = [0.9, 0.6, 0.4, 0.1]
    b = [0.8, 0.5, 0.3, 0.6]
    r = delong_test(y, a, b)
    assert (r.a.auc, r.b.auc, r.difference) == pytest.approx((0.75, 0.5, 0.25), abs=1e-15)
    assert (r.a.variance, r.b.variance, r.covariance) == pytest.approx((1 / 8, 1 / 4, 1 / 8))
    assert r.z == pytest.approx(1 / math.sqrt(2), rel=1e-12)
    assert r.p_value == pytest.approx(math.erfc(0.5), rel=1e-12)  # 2 Φ(−z) = erfc(z / √2)
    half = norm.ppf(0.975) * math.sqrt(1 / 8)
    assert r.a.ci == pytest.approx((0.75 - half, 1.0))  # clipped at 1, as pROC
    assert r.b.ci == pytest.approx((0.0, 1.0))
    assert r.reason is None and r.confidence == 0.95


def test_hand_case_with_ties():
    # A: positives 0.5, 0.9; negatives 0.5, 0.1 -> V10 = [3/4, 1], V01 = [3/4, 1], AUC 7/8.
    # B: positives 0.7, 0.2; negatives 0.3, 0.4 -> V10 = [1, 0],   V01 = [1/2, 1/2], AUC 1/2.
    # var_A = (1/32)/2 + (1/32)/2 = 1/32, var_B = (1/2)/2 = 1/4, cov = (−1/8)/2 = −1/16.
    y = [1, 1, 0, 0]
    a = [0.5, 0.9, 0.5, 0.1]
    b = [0.7, 0.2, 0.3, 0.4]
    r = delong_test(y, a, b)
    assert (r.a.auc, r.b.auc) == pytest.approx((7 / 8, 1 / 2), abs=1e-15)
    assert (r.a.variance, r.b.variance, r.covariance) == pytest.approx((1 / 32, 1 / 4, -1 / 16))
    z = (3 / 8) / math.sqrt(1 / 32 + 1 / 4 + 1 / 8)
    assert r.z == pytest.approx(z, rel=1e-12)
    assert r.p_value == pytest.approx(2 * norm.sf(z), rel=1e-12)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("ties", [False, True])
def test_matches_slow_reference_and_sklearn(seed, ties):
    y, a, b = correlated_scores(seed, 150, ties=ties)
    auc, cov = slow_delong(y, np.vstack([a, b]))
    r = delong_test(y, a, b, confidence=0.9)
    assert r.a.auc == pytest.approx(roc_auc_score(y, a), rel=1e-12)
    assert r.b.auc == pytest.approx(roc_auc_score(y, b), rel=1e-12)
    assert (r.a.auc, r.b.auc) == pytest.approx(tuple(auc), rel=1e-12)
    assert (r.a.variance, r.b.variance, r.covariance) == pytest.approx(
        (cov[0, 0], cov[1, 1], cov[0, 1]), rel=1e-9
    )
    z = (auc[0] - auc[1]) / math.sqrt(cov[0, 0] + cov[1, 1] - 2 * cov[0, 1])
    assert r.z == pytest.approx(z, rel=1e-9)
    assert r.p_value == pytest.approx(2 * norm.sf(abs(z)), rel=1e-9)
    half = norm.ppf(0.95) * math.sqrt(cov[0, 0])
    assert r.a.ci == pytest.approx((max(auc[0] - half, 0), min(auc[0] + half, 1)), rel=1e-9)


def test_covariance_of_three_models_matches_reference():
    y, a, b = correlated_scores(7, 90)
    c = a + b
    auc, cov = delong_covariance(y, np.vstack([a, b, c]))
    ref_auc, ref_cov = slow_delong(y, np.vstack([a, b, c]))
    np.testing.assert_allclose(auc, ref_auc, rtol=1e-12)
    np.testing.assert_allclose(cov, ref_cov, rtol=1e-9)


def test_type_one_error_near_nominal_under_the_null():
    """Two equally good, correlated models: |z| > 1.96 in about 5% of simulated data sets."""
    rng = np.random.default_rng(3)
    rejected = 0
    for _ in range(300):
        y = np.repeat([True, False], 40)
        shared = rng.normal(size=80)
        a = y + shared + rng.normal(size=80)
        b = y + shared + rng.normal(size=80)
        rejected += delong_test(y, a, b).p_value < 0.05
    assert 0.02 <= rejected / 300 <= 0.09


def test_identical_scores_have_no_test():
    y, a, _ = correlated_scores(1, 40)
    r = delong_test(y, a, a)
    assert r.difference == 0 and r.z is None and r.p_value is None
    assert r.reason == "compare_delong_zero_variance"
    assert r.a.ci == r.b.ci and r.a.variance > 0


def test_one_positive_gives_aucs_without_variance():
    y = [1, 0, 0, 0]
    r = delong_test(y, [0.9, 0.1, 0.5, 0.2], [0.3, 0.1, 0.5, 0.2])
    assert (r.a.auc, r.b.auc) == pytest.approx((1.0, 2 / 3))
    assert r.z is None and r.a.ci is None and r.a.variance is None
    assert r.reason == r.a.reason == "compare_delong_too_few"
    assert r.params == {"positives": 1, "negatives": 3}


@pytest.mark.parametrize(
    "args, key",
    [
        (([1, 0, 1], [0.1, 0.2], [0.1, 0.2, 0.3]), "compare_lengths_differ"),
        (([1, 1, 1], [0.1, 0.2, 0.3], [0.1, 0.2, 0.3]), "compare_one_class"),
        (([1, 0, 1], [0.1, np.nan, 0.3], [0.1, 0.2, 0.3]), "compare_scores_not_finite"),
    ],
)
def test_bad_input(args, key):
    with pytest.raises(EvalInputError) as error:
        delong_test(*args)
    assert error.value.key == key


def test_bad_confidence():
    with pytest.raises(EvalInputError, match="between 0 and 1"):
        delong_test([1, 0, 1, 0], [1, 2, 3, 4], [4, 3, 2, 1], confidence=95)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(8, 60))
def test_swapping_models_negates_z(seed, n):
    y, a, b = correlated_scores(seed, n, ties=seed % 2 == 0)
    ab, ba = delong_test(y, a, b), delong_test(y, b, a)
    assert ba.difference == pytest.approx(-ab.difference, abs=1e-12)
    assert (ba.a, ba.b) == (ab.b, ab.a)
    if ab.z is None:
        assert ba.z is None
    else:
        assert ba.z == pytest.approx(-ab.z, rel=1e-9, abs=1e-12)
        assert ba.p_value == pytest.approx(ab.p_value, rel=1e-9)
        assert 0 <= ab.p_value <= 1


def _midrank_placements(y, scores):
    """Sun & Xu's midrank form, as this module computed it before the sweep took its place."""
    from scipy.stats import rankdata

    scores = np.atleast_2d(scores)
    positives, negatives = scores[:, y], scores[:, ~y]
    m, n = positives.shape[1], negatives.shape[1]
    tz = rankdata(np.hstack([positives, negatives]), axis=1)
    v10 = (tz[:, :m] - rankdata(positives, axis=1)) / n
    v01 = 1.0 - (tz[:, m:] - rankdata(negatives, axis=1)) / m
    return v10.mean(axis=1), v10, v01


@pytest.mark.parametrize("seed", range(6))
def test_sweep_placements_equal_the_midrank_form_bit_for_bit(seed):
    from evalcore.compare import delong_placements

    rng = np.random.default_rng(seed)
    y = rng.random(300) < 0.3
    scores = np.vstack([rng.normal(y * 0.8, 1).round(seed % 3 + 1),
                        rng.integers(0, 5, 300).astype(float), -rng.random(300)])
    for ours, old in zip(delong_placements(y, scores), _midrank_placements(y, scores)):
        np.testing.assert_array_equal(ours, old)

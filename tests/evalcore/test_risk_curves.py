"""The KS curve (against scipy.stats.ks_2samp and each class's empirical CDF), the gains curve and
the DET curve (against sklearn.metrics.det_curve), unweighted, weighted and by hand."""

import numpy as np
import pytest
from scipy.stats import ks_2samp
from sklearn.metrics import det_curve as sklearn_det_curve

from evalcore.binary import threshold_sweep
from evalcore.binary.det import det_curve
from evalcore.binary.lift import gains_curve, ks, ks_curve


def _data(seed=0, n=400, rounding=2):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.3
    scores = np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1).round(rounding)
    return y, scores


@pytest.mark.parametrize("seed", range(4))
def test_ks_curve_is_each_class_ecdf_and_its_gap_is_scipys(seed):
    y, s = _data(seed, rounding=1 + seed % 3)
    curve = ks_curve(threshold_sweep(y, s))
    np.testing.assert_array_equal(curve.scores, np.unique(s))
    for values, share in ((s[y], curve.positives), (s[~y], curve.negatives)):
        ecdf = np.searchsorted(np.sort(values), curve.scores, side="right") / values.size
        np.testing.assert_allclose(share, ecdf, atol=1e-12)
    assert curve.statistic == pytest.approx(ks_2samp(s[~y], s[y]).statistic, abs=1e-12)
    assert curve.statistic == pytest.approx(ks(threshold_sweep(y, s)).statistic, abs=1e-12)


def test_ks_curve_gap_sits_just_below_the_ks_threshold():
    y, s = _data(7)
    sweep = threshold_sweep(y, s)
    curve = ks_curve(sweep)
    threshold = ks(sweep).threshold
    assert curve.scores[curve.gap_index] == s[s < threshold].max()


def test_ks_curve_weighted_by_hand():
    # positives 0.9 (w 1), 0.6 (w 3); negatives 0.6 (w 2), 0.2 (w 2): P = 4, N = 4
    y = np.array([True, True, False, False])
    s = np.array([0.9, 0.6, 0.6, 0.2])
    curve = ks_curve(threshold_sweep(y, s, sample_weight=[1, 3, 2, 2]))
    np.testing.assert_array_equal(curve.scores, [0.2, 0.6, 0.9])
    np.testing.assert_allclose(curve.positives, [0, 3 / 4, 1])
    np.testing.assert_allclose(curve.negatives, [2 / 4, 1, 1])
    # gaps 1/2, 1/4, 0: the largest at 0.2, i.e. TPR − FPR = 1 − 1/2 at threshold 0.6
    assert curve.gap_index == 0 and curve.statistic == 0.5
    # weights as repeated rows: scipy on the expanded samples
    expanded = np.repeat(s, [1, 3, 2, 2]), np.repeat(y, [1, 3, 2, 2])
    assert curve.statistic == ks_2samp(expanded[0][~expanded[1]],
                                       expanded[0][expanded[1]]).statistic


def test_gains_curve_by_hand():
    y = np.array([True, False, True, False, False])
    s = np.array([0.9, 0.8, 0.8, 0.3, 0.1])
    curve = gains_curve(threshold_sweep(y, s))
    np.testing.assert_allclose(curve.share, [0, 0.2, 0.6, 0.8, 1])
    np.testing.assert_allclose(curve.gain, [0, 0.5, 1, 1, 1])
    assert curve.prior == 0.4


@pytest.mark.parametrize("seed", range(6))
def test_det_is_sklearns(seed):
    y, s = _data(seed, rounding=seed % 3 + 1)
    if seed >= 4:  # the highest scores negative: the curve starts at the all-negative threshold
        y = y.copy()
        y[np.argsort(-s, kind="stable")[:3]] = False
    ours = det_curve(threshold_sweep(y, s))
    fpr, fnr, thresholds = sklearn_det_curve(y, s, drop_intermediate=False)
    np.testing.assert_allclose(ours.fpr, fpr, atol=1e-12)
    np.testing.assert_allclose(ours.fnr, fnr, atol=1e-12)
    np.testing.assert_array_equal(ours.thresholds, thresholds)


def test_det_weighted_is_sklearns():
    y, s = _data(3)
    w = np.random.default_rng(3).integers(1, 4, y.size).astype(float)
    ours = det_curve(threshold_sweep(y, s, sample_weight=w))
    fpr, fnr, thresholds = sklearn_det_curve(y, s, sample_weight=w, drop_intermediate=False)
    np.testing.assert_allclose(ours.fpr, fpr, atol=1e-12)
    np.testing.assert_allclose(ours.fnr, fnr, atol=1e-12)


def test_det_deviates_are_normal_quantiles_without_infinities():
    from scipy.stats import norm

    y, s = _data(1)
    curve = det_curve(threshold_sweep(y, s))
    x, z = curve.deviates()
    kept = (curve.fpr > 0) & (curve.fpr < 1) & (curve.fnr > 0) & (curve.fnr < 1)
    np.testing.assert_allclose(x, norm.ppf(curve.fpr[kept]))
    np.testing.assert_allclose(z, norm.ppf(curve.fnr[kept]))


def _reference_band(y, s, weights, n_resamples, seed, points=101):
    """Each resample's ROC from sklearn.metrics.roc_curve on the drawn rows (weights: counts ×
    weights), read as a step at the grid, then numpy's percentiles."""
    from sklearn.metrics import roc_curve

    from evalcore.resample.draw_counts import draw_row_counts

    rng = np.random.default_rng(seed)  # the same draws of the same stream as the band
    grid = np.linspace(0, 1, points)
    curves = []
    for _ in range(n_resamples):
        w = draw_row_counts(rng, s.size) * (1.0 if weights is None else weights)
        fpr, tpr, _ = roc_curve(y, s, sample_weight=w, drop_intermediate=False)
        curves.append([tpr[fpr <= f].max() for f in grid])
    return np.percentile(curves, [2.5, 97.5], axis=0)


@pytest.mark.parametrize("weighted", [False, True])
def test_roc_band_is_percentiles_of_sklearns_resampled_rocs(weighted):
    from evalcore.resample.roc_band import roc_band

    y, s = _data(2, n=200)
    weights = np.random.default_rng(1).integers(1, 4, y.size).astype(float) if weighted else None
    seen = []
    band = roc_band(y, s, sample_weight=weights, n_resamples=40, seed=3,
                    progress=lambda done, total: seen.append((done, total)))
    low, high = _reference_band(y, s, weights, 40, 3)
    np.testing.assert_allclose(band.low, low, atol=1e-12)
    np.testing.assert_allclose(band.high, high, atol=1e-12)
    assert seen[-1] == (40, 40) and len(seen) == 40 and band.n_resamples == 40
    assert (band.low <= band.high).all() and band.low[0] >= 0 and band.high[-1] == 1


def test_class_densities_are_numpys_density_histograms():
    from evalcore.histogram import score_histogram, sweep_histogram

    rng = np.random.default_rng(5)
    y = rng.random(2000) < 0.018  # 1.8 % positives
    s = np.clip(rng.normal(0.3 + 0.4 * y, 0.15), 0, 1)
    for histogram in (score_histogram(y, s, bins=30), sweep_histogram(threshold_sweep(y, s),
                                                                        bins=30)):
        positives, negatives = histogram.densities()
        for values, density in ((s[y], positives), (s[~y], negatives)):
            expected, _ = np.histogram(values, bins=histogram.edges, density=True)
            np.testing.assert_allclose(density, expected, rtol=1e-12)
        # each class's area is 1 however few its rows
        assert (positives * np.diff(histogram.edges)).sum() == pytest.approx(1)

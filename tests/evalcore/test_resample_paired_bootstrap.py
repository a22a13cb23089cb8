"""Paired bootstrap of a metric difference: scipy agreement, coverage, groups, progress, reasons."""

import numpy as np
import pytest
from scipy import stats
from scipy.stats import norm
from sklearn.metrics import f1_score, ndcg_score, roc_auc_score

from evalcore.compare import delong_placements, paired_bootstrap
from evalcore.errors import EvalInputError


def fast_auc(y, s):
    """AUC by midranks (Mann-Whitney), cheap enough for many simulations."""
    return float(delong_placements(np.asarray(y, dtype=bool), s)[0][0])


def binormal(rng, n, d_a, d_b, rho):
    """Positives shifted by d, correlated noise: AUC = Φ(d / √2) for each model."""
    y = np.repeat([True, False], n // 2)
    e = rng.multivariate_normal([0, 0], [[1, rho], [rho, 1]], size=n)
    return y, d_a * y + e[:, 0], d_b * y + e[:, 1]


def test_same_interval_as_scipy_paired_bootstrap():
    rng = np.random.default_rng(0)
    y, a, b = binormal(rng, 60, 1.0, 0.5, 0.5)

    def statistic(y, a, b):
        return fast_auc(y, a) - fast_auc(y, b)

    expected = stats.bootstrap(
        (y, a, b), statistic, paired=True, vectorized=False, n_resamples=300,
        method="percentile", rng=np.random.default_rng(5),
    )
    r = paired_bootstrap(fast_auc, y, a, b, n_resamples=300, seed=5)
    assert r.ci == pytest.approx(tuple(expected.confidence_interval), rel=1e-12)
    np.testing.assert_allclose(r.distribution, expected.bootstrap_distribution, rtol=1e-12)
    assert r.standard_error == pytest.approx(expected.standard_error, rel=1e-12)
    assert r.difference == pytest.approx(statistic(y, a, b), rel=1e-12)
    settings = (r.n_resamples, r.seed, r.method, r.n_units, r.reason)
    assert settings == (300, 5, "percentile", 60, None)


def test_percentile_interval_covers_the_true_difference_at_about_the_nominal_rate():
    """Accuracy at fixed thresholds on binormal scores, where the true difference is known:
    accuracy = ½ Φ(d − t) + ½ Φ(t) for positives shifted by d and threshold t."""
    rng = np.random.default_rng(2024)
    (d_a, t_a), (d_b, t_b) = (1.2, 0.6), (0.6, 0.3)
    truth = 0.5 * (norm.cdf(d_a - t_a) + norm.cdf(t_a) - norm.cdf(d_b - t_b) - norm.cdf(t_b))

    def accuracy(y, pred):
        return float(np.mean(y == pred))

    covered = 0
    simulations = 200
    for i in range(simulations):
        y, a, b = binormal(rng, 80, d_a, d_b, 0.6)
        r = paired_bootstrap(accuracy, y, a >= t_a, b >= t_b, n_resamples=200, seed=i)
        covered += r.ci[0] <= truth <= r.ci[1]
    assert 0.9 <= covered / simulations <= 0.99


def test_seed_reproduces_and_changes_the_resamples():
    rng = np.random.default_rng(1)
    y, a, b = binormal(rng, 40, 1.0, 0.8, 0.3)
    first, again, other = (
        paired_bootstrap(fast_auc, y, a, b, n_resamples=50, seed=s) for s in (3, 3, 4)
    )
    np.testing.assert_array_equal(first.distribution, again.distribution)
    assert first.ci == again.ci
    assert not np.array_equal(first.distribution, other.distribution)


@pytest.mark.parametrize("method, extra", [("percentile", 0), ("BCa", 1 + 30)])
def test_progress_reports_every_evaluation(method, extra):
    rng = np.random.default_rng(2)
    y, a, b = binormal(rng, 30, 1.0, 0.2, 0.3)
    calls = []
    r = paired_bootstrap(
        fast_auc, y, a, b, n_resamples=40, method=method, progress=lambda *c: calls.append(c)
    )
    total = 40 + extra
    assert calls == [(i, total) for i in range(1, total + 1)]
    assert r.method == method and r.ci[0] < r.ci[1]


def test_bca_matches_scipy():
    rng = np.random.default_rng(8)
    y, a, b = binormal(rng, 40, 1.0, 0.4, 0.5)
    expected = stats.bootstrap(
        (y, a, b), lambda y, a, b: fast_auc(y, a) - fast_auc(y, b), paired=True,
        vectorized=False, n_resamples=200, method="BCa", rng=np.random.default_rng(0),
    )
    r = paired_bootstrap(fast_auc, y, a, b, n_resamples=200, method="BCa")
    assert r.ci == pytest.approx(tuple(expected.confidence_interval), rel=1e-12)


def test_f1_of_predictions_at_thresholds():
    rng = np.random.default_rng(4)
    y, a, b = binormal(rng, 100, 1.5, 0.5, 0.2)
    pred_a, pred_b = a >= 0.5, b >= 0.3
    r = paired_bootstrap(f1_score, y, pred_a, pred_b, n_resamples=100)
    assert r.value_a == pytest.approx(f1_score(y, pred_a), rel=1e-12)
    assert r.value_b == pytest.approx(f1_score(y, pred_b), rel=1e-12)
    assert r.ci[0] <= r.difference <= r.ci[1]


def test_rmse_difference_of_regression_models():
    rng = np.random.default_rng(6)
    truth = rng.normal(size=200)
    good, bad = truth + 0.3 * rng.normal(size=200), truth + 0.6 * rng.normal(size=200)

    def rmse(y, p):
        return float(np.sqrt(np.mean((y - p) ** 2)))

    r = paired_bootstrap(rmse, truth, good, bad, n_resamples=200, confidence=0.9)
    assert r.difference == pytest.approx(rmse(truth, good) - rmse(truth, bad), rel=1e-12)
    assert r.ci[1] < 0 and r.confidence == 0.9


def _queries(rng, n_queries):
    sizes = rng.integers(3, 7, size=n_queries)
    qid = np.repeat(np.arange(n_queries) * 10 + 5, sizes)  # ids need not be 0..Q−1
    relevance = rng.integers(0, 4, size=len(qid)).astype(float)
    a = relevance + rng.normal(size=len(qid))
    b = relevance + 2 * rng.normal(size=len(qid))
    order = rng.permutation(len(qid))  # rows of a query need not be adjacent
    return qid[order], relevance[order], a[order], b[order]


def mean_ndcg_at_3(relevance, score, groups):
    per_query = [
        ndcg_score([relevance[groups == g]], [score[groups == g]], k=3) for g in np.unique(groups)
    ]
    return float(np.mean(per_query))


def test_queries_are_resampled_whole():
    rng = np.random.default_rng(9)
    qid, relevance, a, b = _queries(rng, 12)
    sizes = dict(zip(*np.unique(qid, return_counts=True)))

    def check(original_qid, score, groups):
        for g in np.unique(groups):
            rows = original_qid[groups == g]
            assert len(np.unique(rows)) == 1 and len(rows) == sizes[rows[0]]
        return float(len(np.unique(groups)))

    r = paired_bootstrap(check, qid, a, b, groups=qid, n_resamples=30)
    assert r.n_units == 12 and r.value_a == 12.0 and r.difference == 0.0

    r = paired_bootstrap(mean_ndcg_at_3, relevance, a, b, groups=qid, n_resamples=100)
    per_query = [
        ndcg_score([relevance[qid == q]], [a[qid == q]], k=3)
        - ndcg_score([relevance[qid == q]], [b[qid == q]], k=3)
        for q in np.unique(qid)
    ]
    assert r.difference == pytest.approx(np.mean(per_query), rel=1e-12)
    assert r.ci[0] <= r.difference <= r.ci[1]


def test_one_row_per_group_equals_row_resampling():
    rng = np.random.default_rng(10)
    y, a, b = binormal(rng, 30, 1.0, 0.5, 0.5)
    by_row = paired_bootstrap(fast_auc, y, a, b, n_resamples=50)
    by_group = paired_bootstrap(
        lambda y, s, g: fast_auc(y, s), y, a, b, groups=np.arange(30), n_resamples=50
    )
    np.testing.assert_array_equal(by_row.distribution, by_group.distribution)


def test_resamples_where_the_metric_is_undefined_give_no_interval():
    y = np.array([1, 0, 0, 0, 0, 0])
    a = np.array([0.9, 0.1, 0.2, 0.3, 0.4, 0.5])
    r = paired_bootstrap(roc_auc_score, y, a, a[::-1], n_resamples=100)
    assert r.difference == pytest.approx(1.0 - 0.8)  # B ranks one negative above the positive
    assert r.ci is None and r.reason == "compare_bootstrap_undefined_resamples"
    undefined = int(np.isnan(r.distribution).sum())
    assert r.params == {"count": undefined} and 10 < undefined < 90


def test_degenerate_and_undefined_metric():
    y = np.array([1, 0, 1, 0])
    same = paired_bootstrap(lambda y, p: 1.0, y, y, y, n_resamples=20, method="BCa")
    assert same.ci is None and same.reason == "compare_bootstrap_degenerate"
    nan = paired_bootstrap(lambda y, p: float("nan"), y, y, y, n_resamples=20)
    assert nan.difference is None and nan.reason == "compare_bootstrap_metric_undefined"


@pytest.mark.parametrize(
    "options, key",
    [
        ({"method": "bca"}, "compare_bootstrap_method"),
        ({"n_resamples": 0}, "compare_bootstrap_resamples"),
        ({"confidence": 1.0}, "compare_bad_confidence"),
        ({"groups": [1, 2]}, "compare_lengths_differ"),
    ],
)
def test_bad_options(options, key):
    with pytest.raises(EvalInputError) as error:
        paired_bootstrap(fast_auc, [1, 0, 1], [0.1, 0.2, 0.3], [0.3, 0.2, 0.1], **options)
    assert error.value.key == key

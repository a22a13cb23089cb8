"""The regression analysis value against numpy and scikit-learn on the shipped diabetes
predictions: the residuals' histogram, the answer at a tolerance ε (share within, rows outside,
the sample's outside mask), the metrics and the JSON the CLI prints."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import mean_absolute_error, mean_squared_error, r2_score

from evalcore.__main__ import main
from evalcore.analysis.regression import RegressionAnalysis
from evalcore.examples.regression import diabetes_test_predictions
from evalcore.regression import regression_from_table


@pytest.fixture(scope="module")
def frame():
    table = diabetes_test_predictions()
    return pd.DataFrame({"y_true": table["y_true"], "y_pred": table["tree"],
                         "weight": 1.0 + np.arange(len(table)) % 4})


def _analysis(frame, weighted=False, budget=10_000):
    data = regression_from_table(frame, weight_col="weight" if weighted else False)
    return RegressionAnalysis.of(data, budget=budget)


def _freedman_diaconis(residual: np.ndarray) -> int:
    """Bins of width 2·IQR·n^(−1/3) over the range (Freedman & Diaconis 1981), worked out here."""
    q75, q25 = np.percentile(residual, [75, 25])
    width = 2 * (q75 - q25) * residual.size ** (-1 / 3)
    return int(np.ceil((residual.max() - residual.min()) / width))


def test_histogram_is_numpys_of_every_residual_on_freedman_diaconis_bins(frame):
    residual = (frame["y_true"] - frame["y_pred"]).to_numpy()
    bins = _freedman_diaconis(residual)
    assert 5 <= bins <= 60 and bins != 60  # the rule, not the old fixed 60 narrow bars
    analysis = _analysis(frame)
    counts, edges = np.histogram(residual, bins=bins)
    assert np.array_equal(analysis.histogram.counts, counts)
    assert np.array_equal(analysis.histogram.edges, edges)


def test_the_bins_are_bounded():
    from evalcore.regression.residual_plots import residual_bins

    rng = np.random.default_rng(0)
    tight = np.concatenate([rng.normal(0, 0.01, 10_000), [-50.0, 50.0]])  # tiny IQR, wide range
    assert _freedman_diaconis(tight) > 60 and residual_bins(tight) == 60
    assert residual_bins(np.array([0.0, 0.0, 0.0, 1.0])) == 5  # IQR 0
    assert residual_bins(np.zeros(10)) == 5 and residual_bins(np.array([1.0])) == 5


@pytest.mark.parametrize("budget", [10_000, 40])
def test_the_qq_plot_is_scipys_probplot(frame, budget):
    """Every point (or, thinned, the points at evenly spaced ranks) and the line equal
    scipy.stats.probplot's against the normal."""
    from scipy import stats

    residual = (frame["y_true"] - frame["y_pred"]).to_numpy()
    (osm, osr), (slope, intercept, _) = stats.probplot(residual, dist="norm")
    qq = _analysis(frame, budget=budget).qq
    keep = np.unique(np.linspace(0, residual.size - 1, min(residual.size, budget)).round()
                     .astype(int))
    assert qq.theoretical.size == min(residual.size, budget)
    np.testing.assert_allclose(qq.theoretical, osm[keep], rtol=1e-12, atol=1e-12)
    np.testing.assert_array_equal(qq.ordered, osr[keep])
    assert (qq.slope, qq.intercept) == pytest.approx((slope, intercept), rel=1e-10)


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("tolerance", [0.0, 12.5, 40.0, 1e9])
def test_at_a_tolerance_counts_by_hand(frame, weighted, tolerance):
    analysis = _analysis(frame, weighted, budget=50)
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    w = frame["weight"].to_numpy() if weighted else np.ones(error.size)
    at = analysis.at(tolerance)
    assert at.share_within == pytest.approx(np.average(error <= tolerance, weights=w), abs=1e-15)
    assert at.outside_count == int(np.sum(error > tolerance))
    assert analysis.sample.size == 50
    assert np.array_equal(at.outside, error[analysis.sample] > tolerance)


def test_metrics_match_scikit_learn(frame):
    metrics = _analysis(frame, True).metrics
    y, p, w = frame["y_true"], frame["y_pred"], frame["weight"]
    assert metrics["mse"].value == pytest.approx(mean_squared_error(y, p, sample_weight=w))
    assert metrics["mae"].value == pytest.approx(mean_absolute_error(y, p, sample_weight=w))
    assert metrics["r2"].value == pytest.approx(r2_score(y, p, sample_weight=w))


def test_to_json_is_what_the_cli_prints(frame, tmp_path):
    path = tmp_path / "reg.csv"
    frame.to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["regression", str(path), "--weight-col", "weight", "--tolerance", "20",
                     "--curves"]) == 0
    printed = json.loads(out.getvalue())
    analysis = _analysis(frame, True)
    shown = analysis.with_settings(tolerance=20, curves=True)
    assert printed == json.loads(json.dumps(shown.to_json()))
    assert printed["tolerance"] == 20 and printed["rec_at_tolerance"] == analysis.at(20).share_within
    default = analysis.to_json()
    assert default["tolerance"] == pytest.approx(
        mean_absolute_error(frame["y_true"], frame["y_pred"], sample_weight=frame["weight"]))


def test_the_bins_of_counted_residuals_are_those_of_the_rows():
    """An engine's counts per distinct residual (any order) give the bins of the repeated rows."""
    from evalcore.regression.residual_plots import counted_residual_bins, residual_bins

    rng = np.random.default_rng(3)
    for distinct in (7, 40, 3_000):
        values = np.round(rng.standard_t(3, distinct), 3)
        values = np.unique(values)
        counts = rng.integers(1, 9, values.size)
        rows = np.repeat(values, counts)
        order = rng.permutation(values.size)
        assert counted_residual_bins(values[order], counts[order]) == residual_bins(rows)

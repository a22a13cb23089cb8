"""evalcore.teaching.distributions (the simulator's theory) against SciPy, NumPy, scikit-learn on
large samples and hand computations."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.stats import beta, norm
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.errors import EvalInputError
from evalcore.histogram import score_histogram
from evalcore.teaching import (auc_standard_error, binormal_auc, binormal_roc, class_densities,
                               class_pdfs, precision_at, simulate_scores, theoretical_auc,
                               theoretical_roc)

BINORMAL = {"mu0": 0.0, "sd0": 1.0, "mu1": 1.5, "sd1": 0.8}
BETA = {"a0": 2.0, "b0": 5.0, "a1": 5.0, "b1": 2.0}


def test_binormal_theory_is_the_binormal_model():
    grid = np.linspace(0, 1, 51)
    np.testing.assert_allclose(theoretical_roc("binormal", BINORMAL, grid),
                               binormal_roc(0, 1, 1.5, 0.8, grid), atol=1e-15)
    assert theoretical_auc("binormal", BINORMAL) == binormal_auc(0, 1, 1.5, 0.8) == pytest.approx(
        norm.cdf(1.5 / math.sqrt(1 + 0.64)), abs=1e-15)


def test_beta_roc_and_auc_against_scipy_and_a_large_sample():
    grid = np.linspace(0, 1, 101)
    expected = beta.sf(beta.isf(grid, 2, 5), 5, 2)
    np.testing.assert_allclose(theoretical_roc("beta", BETA, grid), expected, atol=1e-12)
    auc = theoretical_auc("beta", BETA)
    fine = np.linspace(0, 1, 200_001)
    assert np.trapezoid(theoretical_roc("beta", BETA, fine), fine) == pytest.approx(auc, abs=1e-5)
    # by symmetry s₁ ~ 1 − s₀', so AUC = P(s₀ + s₀' < 1) for two independent Beta(2, 5)
    rng = np.random.default_rng(0)
    pairs = rng.beta(2, 5, (2, 400_000))
    assert (pairs.sum(axis=0) < 1).mean() == pytest.approx(auc, abs=0.003)  # SE ≈ 3e-4
    y, scores = simulate_scores("beta", BETA, 100_000, 0.5, seed=2)
    se = auc_standard_error(auc, int(y.sum()), int((~y).sum()))
    assert roc_auc_score(y, scores) == pytest.approx(auc, abs=4 * se)


def test_class_pdfs_are_scipy_densities():
    x = np.linspace(-2, 3, 11)
    negatives, positives = class_pdfs("binormal", BINORMAL, x)
    np.testing.assert_allclose(negatives, norm.pdf(x, 0, 1), atol=1e-15)
    np.testing.assert_allclose(positives, norm.pdf(x, 1.5, 0.8), atol=1e-15)
    u = np.linspace(0.05, 0.95, 7)
    negatives, positives = class_pdfs("beta", BETA, u)
    np.testing.assert_allclose(positives, beta.pdf(u, 5, 2), atol=1e-15)


def test_precision_at_by_hand_and_on_a_large_sample():
    # TPR 0.8, FPR 0.1 at π = 0.5: 0.4 / (0.4 + 0.05); at π = 0.001: 0.0008 / (0.0008 + 0.0999)
    np.testing.assert_allclose(precision_at([0.8, 0.0], [0.1, 0.0], 0.5), [0.4 / 0.45, np.nan])
    assert precision_at(0.8, 0.1, 0.001) == pytest.approx(0.0008 / 0.1007, abs=1e-15)
    # the theoretical P-R curve's area is the AP a large sample approaches
    y, scores = simulate_scores("binormal", BINORMAL, 200_000, 0.1, seed=5)
    fpr = np.linspace(0, 1, 100_001)
    tpr = theoretical_roc("binormal", BINORMAL, fpr)
    precision = precision_at(tpr, fpr, 0.1)
    area = np.trapezoid(np.nan_to_num(precision[1:]), tpr[1:])
    assert average_precision_score(y, scores) == pytest.approx(area, abs=0.01)


def test_auc_standard_error_by_hand_and_against_repeated_draws():
    # A = 0.8, m⁺ = m⁻ = 10: Q₁ = 0.8/1.2, Q₂ = 1.28/1.8
    q1, q2 = 0.8 / 1.2, 1.28 / 1.8
    by_hand = math.sqrt((0.16 + 9 * (q1 - 0.64) + 9 * (q2 - 0.64)) / 100)
    assert auc_standard_error(0.8, 10, 10) == pytest.approx(by_hand, abs=1e-15)
    aucs = [roc_auc_score(*simulate_scores("binormal", BINORMAL, 200, 0.5, seed=s))
            for s in range(250)]
    expected = auc_standard_error(theoretical_auc("binormal", BINORMAL), 100, 100)
    assert np.std(aucs, ddof=1) == pytest.approx(expected, rel=0.2)  # SD of an SD: 4.5 %


def test_class_densities_are_numpy_density_histograms():
    y, scores = simulate_scores("binormal", BINORMAL, 5000, 0.01, seed=1)
    densities = class_densities(score_histogram(y, scores, bins=30))
    edges = densities.edges
    np.testing.assert_allclose(densities.positives,
                               np.histogram(scores[y], bins=edges, density=True)[0], atol=1e-12)
    np.testing.assert_allclose(densities.negatives,
                               np.histogram(scores[~y], bins=edges, density=True)[0], atol=1e-12)


def test_bad_family_parameters_are_input_errors():
    with pytest.raises(EvalInputError) as caught:
        theoretical_auc("beta", {"a0": 2, "b0": -1, "a1": 5, "b1": 2})
    assert caught.value.key == "teaching_beta_params_invalid"
    with pytest.raises(EvalInputError):
        theoretical_roc("binormal", {"mu0": 0, "sd0": 0, "mu1": 1, "sd1": 1}, [0.5])

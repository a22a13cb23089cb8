"""evalcore.teaching: the ROC construction, ℓrank as pairs and the binormal model, checked against
seed 001 by hand, scikit-learn, a brute-force double loop and SciPy."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import norm
from sklearn.metrics import roc_auc_score, roc_curve

from evalcore.errors import EvalInputError
from evalcore.examples import all_examples
from evalcore.io import load_binary
from evalcore.messages import render
from evalcore.teaching import (
    binormal_auc,
    binormal_roc,
    pair_counts,
    pair_grid,
    roc_steps,
    simulate_scores,
)


def seed001(learner: str):
    example = all_examples()[f"seed001_{learner}"]
    data = load_binary(example.build(), example.filename)
    return data.y_true, data.scores


# Seed 001, learner A (labels by descending score [N P P P N N P P N N]): its printed path.
SEED_A_X = [0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1]
SEED_A_Y = [0, 0, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1, 1, 1]


def test_seed001_learner_a_path_point_by_point():
    steps = roc_steps(*seed001("a"))
    assert steps.fpr.tolist() == pytest.approx(SEED_A_X, abs=1e-12)
    assert steps.tpr.tolist() == pytest.approx(SEED_A_Y, abs=1e-12)
    assert steps.move.tolist() == ["start", "right", "up", "up", "up", "right", "right", "up",
                                   "up", "right", "right"]
    assert (steps.m_pos, steps.m_neg) == (5, 5)
    assert steps.tp.tolist() == [0, 0, 1, 2, 3, 3, 3, 4, 5, 5, 5]
    assert steps.fp.tolist() == [0, 1, 1, 1, 1, 2, 3, 3, 3, 4, 5]
    # Area under the path so far: only the moves right add area, 0.2 × the current TPR.
    assert steps.area.tolist() == pytest.approx([0, 0, 0, 0, 0, .12, .24, .24, .24, .44, .64])
    assert steps.auc == pytest.approx(0.64) and steps.rank_loss == pytest.approx(9 / 25)
    assert steps.area[-1] == pytest.approx(steps.auc, abs=1e-15)
    assert math.isinf(steps.threshold[0]) and steps.threshold[1:].tolist() == pytest.approx(
        [0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05])


def test_seed001_step_records_precision_undefined_at_the_start():
    steps = roc_steps(*seed001("a"))
    start, second, last = steps.step(0), steps.step(2), steps.step(-1)
    assert (start.move, start.tp, start.fp, start.area) == ("start", 0, 0, 0)
    assert start.precision.value is None
    assert start.precision.reason == "binary_undefined_no_predicted_positives"
    assert (second.threshold, second.tp, second.fp, second.move) == (0.85, 1, 1, "up")
    assert second.precision.value == 0.5 and second.recall == pytest.approx(0.2)
    assert (last.index, last.precision.value, last.recall) == (10, 0.5, 1.0)
    assert len(steps.steps()) == len(steps) == 11


def test_seed001_rank_loss_as_pairs():
    # "预测指标比编号1反例小的正例有5个,比编号5和6反例小的正例都有2个,总的有9个": 9/25.
    counts = pair_counts(*seed001("a"))
    assert (counts.correct, counts.losses, counts.ties) == (16, 9, 0)
    assert Fraction(counts.rank_loss).limit_denominator(100) == Fraction(9, 25)
    assert counts.auc == pytest.approx(0.64)
    grid = pair_grid(*seed001("a"))
    assert grid.exact
    # Negatives by descending score are samples 1, 5, 6, 9, 10: rank losses per column.
    assert (1 - grid.values).sum(axis=0).tolist() == [5, 2, 2, 0, 0]
    assert grid.neg_index.tolist() == [0, 4, 5, 8, 9]
    assert grid.pos_index.tolist() == [1, 2, 3, 6, 7]


def test_seed001_learner_b_auc():
    steps = roc_steps(*seed001("b"))
    assert steps.fpr.tolist() == pytest.approx([0, .2, .2, .4, .6, .8, .8, .8, .8, .8, 1])
    assert steps.tpr.tolist() == pytest.approx([0, 0, .2, .2, .2, .2, .4, .6, .8, 1, 1])
    assert steps.auc == pytest.approx(0.32) and steps.area[-1] == pytest.approx(0.32)
    counts = pair_counts(*seed001("b"))
    assert (counts.losses, counts.ties) == (17, 0) and counts.auc == pytest.approx(0.32)


def test_pos_label_and_zero_one_labels():
    y, scores = seed001("a")
    text = np.where(y, "yes", "no")
    assert roc_steps(text, scores, pos_label="yes").tpr.tolist() == pytest.approx(SEED_A_Y)
    assert roc_steps(y.astype(int), scores).fpr.tolist() == pytest.approx(SEED_A_X)
    with pytest.raises(ValueError, match="pos_label"):
        roc_steps(text, scores)


def test_a_tie_of_both_classes_is_a_diagonal():
    steps = roc_steps([1, 0, 1, 0], [0.9, 0.5, 0.5, 0.1])
    assert steps.move.tolist() == ["start", "up", "diagonal", "right"]
    # the tie's diagonal trapezoid, then the last negative's rectangle: AUC = 1 − ½·(1 tie)/4
    assert steps.area.tolist() == pytest.approx([0, 0, 0.5 * (0.5 + 1) / 2, 0.875])
    counts = pair_counts([1, 0, 1, 0], [0.9, 0.5, 0.5, 0.1])
    assert (counts.correct, counts.losses, counts.ties) == (3, 0, 1)
    assert pair_grid([1, 0, 1, 0], [0.9, 0.5, 0.5, 0.1]).values.tolist() == [[1, 1], [0.5, 1]]


@st.composite
def tied_scores(draw, weighted=False):
    """Scores from a few values (heavy ties), both classes present, optional integer weights
    (``weighted=None``: drawn at random)."""
    if weighted is None:
        weighted = draw(st.booleans())
    n = draw(st.integers(2, 40))
    y = np.array(draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    y[0], y[1] = True, False
    scores = np.array(draw(st.lists(st.sampled_from([0.0, 0.25, 0.5, 0.75, 1.0, -3.0]),
                                    min_size=n, max_size=n)))
    weights = (np.array(draw(st.lists(st.integers(1, 4), min_size=n, max_size=n)), dtype=float)
               if weighted else None)
    return y, scores, weights


@settings(max_examples=120, deadline=None)
@given(tied_scores(weighted=None))
def test_steps_equal_sklearn_roc_curve(case):
    y, scores, weights = case
    steps = roc_steps(y, scores, sample_weight=weights)
    fpr, tpr, thresholds = roc_curve(y, scores, sample_weight=weights, drop_intermediate=False)
    np.testing.assert_allclose(steps.fpr, fpr, atol=1e-12)
    np.testing.assert_allclose(steps.tpr, tpr, atol=1e-12)
    np.testing.assert_array_equal(steps.threshold[1:], thresholds[1:])
    assert steps.area[-1] == pytest.approx(roc_auc_score(y, scores, sample_weight=weights),
                                           abs=1e-12)
    assert steps.auc == pytest.approx(1 - steps.rank_loss, abs=1e-12)
    w = np.ones(y.size) if weights is None else weights
    for i, t in enumerate(steps.threshold[1:], start=1):  # counts and moves, sample by sample
        at = scores == t
        up, right = w[at & y].sum(), w[at & ~y].sum()
        assert steps.move[i] == {(True, False): "up", (False, True): "right",
                                 (True, True): "diagonal"}[(up > 0, right > 0)]
        predicted = scores >= t
        assert steps.precision[i] == pytest.approx(w[predicted & y].sum() / w[predicted].sum())
        assert steps.recall[i] == pytest.approx(w[predicted & y].sum() / w[y].sum())


@settings(max_examples=120, deadline=None)
@given(tied_scores(weighted=True), st.booleans())
def test_pair_counts_equal_a_double_loop(case, use_weights):
    y, scores, weights = case
    weights = weights if use_weights else np.ones(y.size)
    correct = losses = ties = 0.0
    for i in np.flatnonzero(y):
        for j in np.flatnonzero(~y):
            pair = weights[i] * weights[j]
            if scores[i] > scores[j]:
                correct += pair
            elif scores[i] < scores[j]:
                losses += pair
            else:
                ties += pair
    counts = pair_counts(y, scores, sample_weight=weights if use_weights else None)
    assert (counts.correct, counts.losses, counts.ties) == pytest.approx((correct, losses, ties))
    assert counts.rank_loss == pytest.approx((losses + ties / 2) / (correct + losses + ties))
    assert counts.auc == pytest.approx(roc_auc_score(y, scores, sample_weight=weights))


def brute_matrix(y, scores, pos_index, neg_index):
    pos, neg = scores[pos_index][:, None], scores[neg_index][None, :]
    return np.where(pos > neg, 1.0, np.where(pos < neg, 0.0, 0.5))


@settings(max_examples=120, deadline=None)
@given(tied_scores(), st.integers(1, 6))
def test_pair_grid_cells_and_blocks_are_exact(case, max_side):
    y, scores, _ = case
    counts = pair_counts(y, scores)
    full = pair_grid(y, scores, max_side=100)
    assert full.exact
    # rows: the positives by descending score; columns: the negatives
    assert sorted(full.pos_index.tolist()) == np.flatnonzero(y).tolist()
    assert np.all(np.diff(full.pos_scores) <= 0) and np.all(np.diff(full.neg_scores) <= 0)
    matrix = brute_matrix(y, scores, full.pos_index, full.neg_index)
    np.testing.assert_array_equal(full.values, matrix)
    blocks = pair_grid(y, scores, max_side=max_side)
    for grid in (full, blocks):
        totals = grid.totals()
        assert (totals.correct, totals.losses, totals.ties) == (counts.correct, counts.losses,
                                                                counts.ties)
    assert blocks.correct.shape == (min(y.sum(), max_side), min((~y).sum(), max_side))
    r, c = blocks.row_edges, blocks.col_edges
    for i in range(r.size - 1):
        for j in range(c.size - 1):
            cell = matrix[r[i]:r[i + 1], c[j]:c[j + 1]]
            assert blocks.correct[i, j] == (cell == 1).sum()
            assert blocks.ties[i, j] == (cell == 0.5).sum()
            assert blocks.losses[i, j] == (cell == 0).sum()


def test_pair_grid_blocks_for_a_large_set():
    y, scores = simulate_scores("binormal", {"mu0": 0, "sd0": 1, "mu1": 1, "sd1": 1}, 5000, 0.3,
                                seed=7)
    scores = scores.round(1)  # ties across blocks
    grid = pair_grid(y, scores, max_side=50)
    assert grid.correct.shape == (50, 50) and not grid.exact
    totals, counts = grid.totals(), pair_counts(y, scores)
    assert (totals.correct, totals.losses, totals.ties) == (counts.correct, counts.losses,
                                                            counts.ties)
    assert totals.auc == pytest.approx(roc_auc_score(y, scores), abs=1e-12)


def phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


@pytest.mark.parametrize("mu0, sd0, mu1, sd1", [(0, 1, 1, 1), (0, 1, 2, 0.5), (1, 2, 0, 1),
                                                (0.3, 0.1, 0.6, 0.2)])
def test_binormal_auc_is_the_formula(mu0, sd0, mu1, sd1):
    assert binormal_auc(mu0, sd0, mu1, sd1) == pytest.approx(
        phi((mu1 - mu0) / math.sqrt(sd0 ** 2 + sd1 ** 2)), abs=1e-15)


def test_binormal_auc_matches_a_large_sample():
    params = {"mu0": 0.0, "sd0": 1.0, "mu1": 1.0, "sd1": 1.5}
    theory = binormal_auc(**params)
    y, scores = simulate_scores("binormal", params, 200_000, 0.5, seed=15)
    m_pos, m_neg = int(y.sum()), int((~y).sum())
    # Hanley & McNeil's standard error of the empirical AUC (≈ 0.0012 here): 4 SE is a tolerance
    # a correct implementation exceeds with probability ~6e-5; a wrong formula misses by far more.
    q1, q2 = theory / (2 - theory), 2 * theory ** 2 / (1 + theory)
    se = math.sqrt((theory * (1 - theory) + (m_pos - 1) * (q1 - theory ** 2)
                    + (m_neg - 1) * (q2 - theory ** 2)) / (m_pos * m_neg))
    assert se < 0.002
    assert roc_auc_score(y, scores) == pytest.approx(theory, abs=4 * se)
    assert roc_steps(y, scores).auc == pytest.approx(roc_auc_score(y, scores), abs=1e-12)


def test_binormal_roc_equals_scipy():
    grid = np.linspace(0, 1, 101)
    for mu0, sd0, mu1, sd1 in [(0, 1, 1, 1), (0, 1, 2, 0.5), (1, 2, 0, 1)]:
        # TPR = Φ(a + b·Φ⁻¹(FPR)), a = (μ₁ − μ₀)/σ₁, b = σ₀/σ₁
        expected = norm.cdf((mu1 - mu0) / sd1 + sd0 / sd1 * norm.ppf(grid))
        np.testing.assert_allclose(binormal_roc(mu0, sd0, mu1, sd1, grid), expected, atol=1e-12)
    assert binormal_roc(0, 1, 1, 1, [0, 1]).tolist() == [0, 1]
    # the area under the theoretical curve is the formula's AUC
    fine = np.linspace(0, 1, 200_001)
    assert np.trapezoid(binormal_roc(0, 1, 1, 1.5, fine), fine) == pytest.approx(
        binormal_auc(0, 1, 1, 1.5), abs=1e-4)


@pytest.mark.parametrize("n, prevalence", [(1000, 0.5), (10_000, 0.001), (999, 0.1), (7, 0.3)])
def test_simulate_scores_prevalence_exact_and_deterministic(n, prevalence):
    params = {"mu0": 0, "sd0": 1, "mu1": 1, "sd1": 1}
    y, scores = simulate_scores("binormal", params, n, prevalence, seed=3)
    assert y.dtype == bool and y.size == scores.size == n
    assert y.sum() == round(n * prevalence)
    again = simulate_scores("binormal", params, n, prevalence, seed=3)
    np.testing.assert_array_equal(again[0], y)
    np.testing.assert_array_equal(again[1], scores)
    other = simulate_scores("binormal", params, n, prevalence, seed=4)
    assert not np.array_equal(other[1], scores)


def test_simulate_beta_scores():
    params = {"a0": 2, "b0": 5, "a1": 5, "b1": 2}
    y, scores = simulate_scores("beta", params, 100_000, 0.2, seed=1)
    assert y.sum() == 20_000 and ((scores > 0) & (scores < 1)).all()
    # class means α/(α+β): 5/7 for positives, 2/7 for negatives; SD of a mean ≤ 0.16/√20000
    assert scores[y].mean() == pytest.approx(5 / 7, abs=0.005)
    assert scores[~y].mean() == pytest.approx(2 / 7, abs=0.005)


@pytest.mark.parametrize("call, key", [
    (lambda: simulate_scores("binormal", {"mu0": 0, "sd0": 0, "mu1": 1, "sd1": 1}, 100, .5, 0),
     "teaching_binormal_params_invalid"),
    (lambda: binormal_auc(0, 1, math.inf, 1), "teaching_binormal_params_invalid"),
    (lambda: simulate_scores("beta", {"a0": 0, "b0": 1, "a1": 1, "b1": 1}, 100, .5, 0),
     "teaching_beta_params_invalid"),
    (lambda: simulate_scores("binormal", {"mu0": 0, "sd0": 1, "mu1": 1, "sd1": 1}, 100, 0, 0),
     "teaching_prevalence_invalid"),
    (lambda: simulate_scores("binormal", {"mu0": 0, "sd0": 1, "mu1": 1, "sd1": 1}, 10, .001, 0),
     "teaching_one_class"),
])
def test_bad_simulator_settings_are_input_errors_in_both_languages(call, key):
    with pytest.raises(EvalInputError) as caught:
        call()
    assert caught.value.key == key
    for lang in ("en", "zh"):
        assert "{" not in render(key, lang, caught.value.params)


def test_one_class_message_in_english():
    with pytest.raises(EvalInputError) as caught:
        simulate_scores("binormal", {"mu0": 0, "sd0": 1, "mu1": 1, "sd1": 1}, 10, 0.001, 0)
    assert str(caught.value) == ("With n = 10 and a share of positives of 0.001, the sample would "
                                 "have 0 positives and 10 negatives; a ROC curve needs at least "
                                 "one of each. Increase n or the share of positives.")

"""evalcore.cost: the envelope against a brute-force minimum over every cost line, the area against
numerical integration, the optimal threshold against an exhaustive search, the hull against SciPy's
Qhull, seed 001's learners and the cost-sensitive error by hand, and hypothesis invariants."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.spatial import ConvexHull

from evalcore.binary import threshold_sweep
from evalcore.cost import (best_at, cost_curve, cost_lines, cost_sensitive_error, iso_cost_line,
                           line_cost, operating_costs, probability_cost, roc_convex_hull)
from evalcore.errors import EvalInputError
from evalcore.examples.binary import SEED001_ORDER

GRID = np.linspace(0.0, 1.0, 4001)


def seed001(learner: str):
    y = np.array([c == "P" for c in SEED001_ORDER[learner]])
    return threshold_sweep(y, np.linspace(0.95, 0.05, 10).round(2))


def random_sweep(seed: int, n: int, *, ties: bool, weighted: bool = False):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    y[:2] = (True, False)
    scores = rng.normal(y * 0.8, 1.0)
    if ties:
        scores = np.round(scores * 3)
    weights = rng.uniform(0.1, 3.0, n) if weighted else None
    return threshold_sweep(y, scores, sample_weight=weights)


def curve_of(sweep):
    roc = sweep.roc()
    return roc, cost_curve(roc.fpr, roc.tpr, roc.thresholds)


def brute_force_envelope(fpr, tpr, pc):
    """min over every ROC point's line and both trivial classifiers' lines, at each pc."""
    fpr = np.append(fpr, [0.0, 1.0])[:, None]
    tpr = np.append(tpr, [0.0, 1.0])[:, None]
    pc = np.asarray(pc, dtype=float)
    chunks = [pc[i:i + 4096] for i in range(0, pc.size, 4096)]  # bounded temporaries
    return np.concatenate([line_cost(fpr, tpr, part[None, :]).min(axis=0) for part in chunks]
                          or [np.empty(0)])


CASES = [(seed, n, ties, weighted) for seed, n in ((0, 50), (1, 300), (2, 2000))
         for ties in (False, True) for weighted in (False, True)]


@pytest.mark.parametrize("seed, n, ties, weighted", CASES)
def test_envelope_equals_brute_force_minimum(seed, n, ties, weighted):
    roc, curve = curve_of(random_sweep(seed, n, ties=ties, weighted=weighted))
    pc = np.union1d(GRID, curve.pc)
    expected = brute_force_envelope(roc.fpr, roc.tpr, pc)
    np.testing.assert_allclose(np.interp(pc, curve.pc, curve.cost), expected, rtol=0, atol=1e-12)
    # each segment's vertex is the minimizer on its segment
    middle = (curve.pc[:-1] + curve.pc[1:]) / 2
    np.testing.assert_allclose(line_cost(curve.fpr, curve.tpr, middle),
                               brute_force_envelope(roc.fpr, roc.tpr, middle), atol=1e-12)


@pytest.mark.parametrize("seed, n, ties, weighted", CASES)
def test_area_equals_numerical_integration(seed, n, ties, weighted):
    """The area equals the trapezoid rule over the brute-force envelope. The envelope is
    piecewise linear, its slopes within [−1, 1]: the rule errs only where a kink falls inside a
    step h, by at most (slope change)·h²/8, so by h²/4 in all, 6.3e-10 at h = 5e-5."""
    roc, curve = curve_of(random_sweep(seed, n, ties=ties, weighted=weighted))
    fine = np.linspace(0.0, 1.0, 20_001)
    integral = np.trapezoid(brute_force_envelope(roc.fpr, roc.tpr, fine), fine)
    assert curve.area == pytest.approx(integral, abs=1e-8)


@pytest.mark.parametrize("seed, n, ties", [(3, 40, True), (4, 200, False), (5, 500, True)])
def test_best_threshold_equals_exhaustive_search(seed, n, ties):
    sweep = random_sweep(seed, n, ties=ties)
    _, curve = curve_of(sweep)
    candidates = np.append(sweep.thresholds, np.inf)
    rates = [sweep.confusion_at(float(t)) for t in candidates]
    fpr = np.array([c.fp / sweep.negatives for c in rates])
    tpr = np.array([c.tp / sweep.positives for c in rates])
    for pc in np.linspace(0, 1, 41):
        best = best_at(curve, pc)
        costs = line_cost(fpr, tpr, pc)
        assert best.cost == pytest.approx(costs.min(), abs=1e-12)
        at_best = sweep.confusion_at(best.threshold)
        assert line_cost(at_best.fp / sweep.negatives, at_best.tp / sweep.positives,
                         pc) == pytest.approx(best.cost, abs=1e-12)


def test_hull_vertices_equal_scipy_qhull():
    roc, _ = curve_of(random_sweep(6, 3000, ties=False))
    hull = roc_convex_hull(roc.fpr, roc.tpr)
    points = np.column_stack((np.append(roc.fpr, 1.0), np.append(roc.tpr, 0.0)))
    qhull = {tuple(points[i]) for i in ConvexHull(points).vertices} - {(1.0, 0.0)}
    assert set(zip(hull.fpr, hull.tpr)) == qhull
    dx, dy = np.diff(hull.fpr), np.diff(hull.tpr)
    assert (dx[:-1] * dy[1:] - dy[:-1] * dx[1:] < 0).all()  # every vertex turns right


def test_hull_of_a_long_concave_run_that_cascades():
    # points on a concave arc below (1, 1)'s chord: one removable point per pruning pass
    x = np.linspace(0, 0.5, 2000)
    y = 0.5 * np.sqrt(x / 0.5)
    fpr, tpr = np.append(x, 1.0), np.append(y, 1.0)
    hull = roc_convex_hull(fpr, tpr)
    points = np.column_stack((np.append(fpr, 1.0), np.append(tpr, 0.0)))
    qhull = {tuple(points[i]) for i in ConvexHull(points).vertices} - {(1.0, 0.0)}
    assert set(zip(hull.fpr, hull.tpr)) == qhull


def test_seed001_learner_a_by_hand():
    # hull (0,0) → (0.2,0.6) → (0.6,1) → (1,1); swaps at PC = ΔFPR/(ΔFPR+ΔTPR) = 0.2/0.8, 0.4/0.8
    _, curve = curve_of(seed001("a"))
    np.testing.assert_allclose(curve.pc, [0, 0.25, 0.5, 1], atol=1e-15)
    np.testing.assert_allclose(curve.cost, [0, 0.25, 0.3, 0], atol=1e-15)
    np.testing.assert_array_equal(curve.thresholds, [np.inf, 0.65, 0.25])
    # 0.25·0.25/2 + 0.25·(0.25+0.3)/2 + 0.5·0.3/2
    assert curve.area == pytest.approx(0.175, abs=1e-15)
    best = best_at(curve, probability_cost(0.5, cost_fn=2, cost_fp=1))  # PC = 2/3
    assert (best.threshold, best.fpr, best.tpr) == (0.25, 0.6, 1.0)
    assert best.cost == pytest.approx(0.6 / 3, abs=1e-15)


def test_seed001_learner_b_by_hand():
    # hull (0,0) → (0.8,1) → (1,1): swap at 0.8/1.8 = 4/9 with cost 4/9; area 4/9 / 2
    _, curve = curve_of(seed001("b"))
    np.testing.assert_allclose(curve.pc, [0, 4 / 9, 1], atol=1e-15)
    np.testing.assert_allclose(curve.cost, [0, 4 / 9, 0], atol=1e-15)
    np.testing.assert_array_equal(curve.thresholds, [np.inf, 0.15])
    assert curve.area == pytest.approx(2 / 9, abs=1e-15)
    assert best_at(curve, 0.3).threshold == math.inf  # always negative beats B below 4/9


def test_perfect_classifier_costs_nothing():
    sweep = threshold_sweep(np.array([False, False, True, True]), np.array([0.1, 0.2, 0.8, 0.9]))
    _, curve = curve_of(sweep)
    np.testing.assert_array_equal(curve.pc, [0, 1])
    np.testing.assert_array_equal(curve.cost, [0, 0])
    assert curve.area == 0.0 and curve.thresholds.tolist() == [0.8]


@pytest.mark.parametrize("scores", [np.full(6, 0.3), np.array([0.9, 0.1, 0.9, 0.1, 0.5, 0.5])])
def test_uninformative_scores_give_the_trivial_triangle(scores):
    # a constant score, and a scorer whose ROC is the diagonal: only the trivial classifiers remain
    y = np.array([True, True, False, False, True, False])
    _, curve = curve_of(threshold_sweep(y, scores))
    np.testing.assert_allclose(curve.pc, [0, 0.5, 1])
    np.testing.assert_allclose(curve.cost, [0, 0.5, 0])
    assert curve.area == pytest.approx(0.25, abs=1e-15)


def test_trivial_points_are_added_when_missing():
    curve = cost_curve([0.5], [0.5], [0.7])
    np.testing.assert_allclose(curve.pc, [0, 0.5, 1])
    assert curve.hull_thresholds.tolist() == [math.inf, -math.inf]


def test_probability_cost_by_hand_and_errors():
    assert probability_cost(0.5) == 0.5
    assert probability_cost(0.2, cost_fn=4, cost_fp=1) == pytest.approx(0.8 / (0.8 + 0.8))
    assert probability_cost(0.1, cost_fn=9, cost_fp=1) == pytest.approx(0.5)
    assert probability_cost(1.0, cost_fn=1, cost_fp=0) == 1.0
    for kwargs, key in (({"prior": 1.5}, "cost_prior_invalid"),
                        ({"prior": math.nan}, "cost_prior_invalid"),
                        ({"prior": 0.5, "cost_fn": -1}, "cost_value_invalid"),
                        ({"prior": 0.5, "cost_fp": math.inf}, "cost_value_invalid"),
                        ({"prior": 0.5, "cost_fn": 0, "cost_fp": 0}, "cost_zero_total"),
                        ({"prior": 0.0, "cost_fp": 0}, "cost_zero_total")):
        prior = kwargs.pop("prior")
        with pytest.raises(EvalInputError) as error:
            probability_cost(prior, **kwargs)
        assert error.value.key == key


def test_cost_sensitive_error_by_hand():
    # seed 001 A at threshold 0.5: TP 3, FP 2, TN 3, FN 2; C(−|+) = 2, C(+|−) = 1 → (2·2 + 2)/10
    assert cost_sensitive_error(3, 2, 3, 2, cost_fn=2, cost_fp=1) == pytest.approx(0.6)
    assert cost_sensitive_error(3, 2, 3, 2) == pytest.approx(0.4)  # the error rate
    # weighted counts: (5·1.5 + 0.5·4)/(10 + 4 + 6 + 1.5)
    assert cost_sensitive_error(10, 4, 6, 1.5, cost_fn=5, cost_fp=0.5) == pytest.approx(
        9.5 / 21.5)
    with pytest.raises(EvalInputError):
        cost_sensitive_error(1, 1, 1, 1, cost_fp=-2)


def test_cost_sensitive_error_matches_weighted_mistakes_row_by_row():
    rng = np.random.default_rng(7)
    y, scores, w = rng.random(500) < 0.3, rng.random(500), rng.uniform(0, 2, 500)
    c = threshold_sweep(y, scores, sample_weight=w).confusion_at(0.6)
    predicted = scores >= 0.6
    expected = (np.sum(w * (y & ~predicted)) * 3 + np.sum(w * (~y & predicted)) * 0.7) / w.sum()
    assert cost_sensitive_error(c.tp, c.fp, c.tn, c.fn, cost_fn=3, cost_fp=0.7) == pytest.approx(
        expected, rel=1e-12)


def test_iso_cost_line_touches_the_optimal_vertex():
    (x0, x1), (y0, y1) = iso_cost_line(0.6, 1.0, 2 / 3)  # slope (1 − PC)/PC = 1/2
    assert (x0, y0) == pytest.approx((0.0, 0.7)) and (x1, y1) == pytest.approx((0.6, 1.0))
    assert iso_cost_line(0.2, 0.6, 0.0) == ((0.2, 0.2), (0.0, 1.0))  # vertical
    assert iso_cost_line(0.2, 0.6, 1.0) == ((0.0, 1.0), (0.6, 0.6))  # horizontal


def test_cost_lines_bundle_is_bounded_and_keeps_hull_vertices():
    roc, curve = curve_of(random_sweep(8, 20_000, ties=False))
    lines = cost_lines(roc.fpr, roc.tpr, curve, max_lines=200)
    hull = set(zip(curve.hull_fpr, 1 - curve.hull_tpr))
    assert hull <= set(zip(lines.fpr, lines.fnr))
    assert len(lines.fpr) <= 200 + len(hull)


@st.composite
def scored_samples(draw):
    n = draw(st.integers(2, 40))
    y = np.array(draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    y[:2] = (True, False)
    scores = np.array(draw(st.lists(st.integers(0, 6), min_size=n, max_size=n)), dtype=float)
    weighted = draw(st.booleans())
    weights = np.array(draw(st.lists(st.floats(0.1, 5), min_size=n, max_size=n))) if weighted \
        else None
    return y, scores, weights


@settings(max_examples=100, deadline=None)
@given(scored_samples(), st.floats(0, 1))
def test_envelope_invariants(samples, pc):
    y, scores, weights = samples
    roc, curve = curve_of(threshold_sweep(y, scores, sample_weight=weights))
    envelope = float(np.interp(pc, curve.pc, curve.cost))
    assert envelope <= line_cost(roc.fpr, roc.tpr, pc).min() + 1e-12
    assert envelope <= min(pc, 1 - pc) + 1e-12  # both trivial classifiers
    assert envelope >= -1e-15
    assert curve.area <= 0.25 + 1e-12
    assert curve.cost[0] == curve.cost[-1] == 0
    assert (np.diff(curve.pc) > 0).all() and curve.pc[0] == 0 and curve.pc[-1] == 1
    assert best_at(curve, pc).cost == pytest.approx(envelope, abs=1e-12)


@settings(max_examples=60, deadline=None)
@given(scored_samples(), st.floats(0.01, 0.99), st.floats(0, 10), st.floats(0.01, 10))
def test_cost_sensitive_error_is_scaled_normalized_cost(samples, threshold, cost_fn, cost_fp):
    y, scores, weights = samples
    sweep = threshold_sweep(y, scores * 0.15, sample_weight=weights)
    c = sweep.confusion_at(threshold)
    prior = sweep.positives / (sweep.positives + sweep.negatives)
    pc = probability_cost(prior, cost_fn=cost_fn, cost_fp=cost_fp)
    normalized = line_cost(c.fp / sweep.negatives, c.tp / sweep.positives, pc)
    scale = prior * cost_fn + (1 - prior) * cost_fp
    assert cost_sensitive_error(c.tp, c.fp, c.tn, c.fn, cost_fn=cost_fn,
                                cost_fp=cost_fp) == pytest.approx(normalized * scale, rel=1e-9,
                                                                  abs=1e-12)


def test_operating_costs_of_seed001_learner_a_by_hand():
    # threshold 0.5: TP 3, FP 2, TN 3, FN 2 (FPR 0.4, TPR 0.6); C(−|+) = 2, C(+|−) = 1, p = 0.5:
    # PC = 1/1.5 = 2/3; best vertex (0.6, 1) costs 0.6/3 = 0.2; the point's line costs
    # 0.4·2/3 + 0.4·1/3 = 0.4; its cost-sensitive error (2·2 + 1·2)/10 = 0.6 = 0.4 · 1.5
    sweep = seed001("a")
    _, curve = curve_of(sweep)
    confusion = sweep.confusion_at(0.5)
    costs = operating_costs(curve, confusion, cost_fn=2, cost_fp=1, prior=0.5)
    assert costs.pc == pytest.approx(2 / 3, abs=1e-15)
    assert (costs.best.threshold, costs.best.fpr, costs.best.tpr) == (0.25, 0.6, 1.0)
    assert costs.best.cost == pytest.approx(0.2, abs=1e-15)
    assert costs.threshold_cost == pytest.approx(0.4, abs=1e-15)
    assert costs.error_rate == pytest.approx(0.6, abs=1e-15)
    assert costs.best == best_at(curve, costs.pc)
    assert costs.threshold_cost == line_cost(confusion.fpr, confusion.tpr, costs.pc)
    assert costs.error_rate == cost_sensitive_error(3, 2, 3, 2, cost_fn=2, cost_fp=1)
    with pytest.raises(EvalInputError) as error:
        operating_costs(curve, confusion, cost_fn=0, cost_fp=0, prior=0.5)
    assert error.value.key == "cost_zero_total"

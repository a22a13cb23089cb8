"""The threshold sweep against scikit-learn, the seeds' worked examples and invariants."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import (
    average_precision_score,
    confusion_matrix,
    precision_recall_curve,
    roc_auc_score,
    roc_curve,
)

from evalcore.binary import threshold_sweep

TOL = 1e-12


def random_case(seed: int, *, ties: bool, weighted: bool, kind: str = "unit", n: int = 500):
    rng = np.random.default_rng(seed)
    scores = rng.random(n)
    if ties:
        scores = np.round(scores * 12) / 12
    scores = {
        "unit": scores,
        "signed": scores * 6 - 3,
        "negative": -scores,
        "huge": (scores - 0.3) * 1e300,
        "tiny": (scores - 0.3) * 1e-300,
    }[kind]
    y = rng.random(n) < 0.35
    y[:2] = [True, False]
    weights = rng.choice([0.0, 0.5, 1.0, 2.5, 7.0], n) if weighted else None
    if weighted:
        weights[:2] = 1.0
    return y, scores, weights


CASES = [(seed, ties, weighted, kind)
         for seed, (ties, weighted) in enumerate([(False, False), (True, False), (False, True),
                                                  (True, True)])
         for kind in ("unit", "signed", "negative", "huge", "tiny")]


@pytest.mark.parametrize("seed,ties,weighted,kind", CASES)
def test_curves_and_areas_equal_sklearn(seed, ties, weighted, kind):
    y, scores, w = random_case(seed, ties=ties, weighted=weighted, kind=kind)
    sweep = threshold_sweep(y, scores, sample_weight=w)

    roc = sweep.roc()
    fpr, tpr, thresholds = roc_curve(y, scores, sample_weight=w, drop_intermediate=False)
    np.testing.assert_array_equal(roc.thresholds, thresholds)
    np.testing.assert_allclose(roc.fpr, fpr, rtol=0, atol=TOL)
    np.testing.assert_allclose(roc.tpr, tpr, rtol=0, atol=TOL)
    np.testing.assert_allclose(roc.tp, tpr * sweep.positives, rtol=TOL)
    np.testing.assert_allclose(roc.fn + roc.tp, sweep.positives, rtol=TOL)
    np.testing.assert_allclose(roc.tn + roc.fp, sweep.negatives, rtol=TOL)

    pr = sweep.pr()
    precision, recall, pr_thresholds = precision_recall_curve(y, scores, sample_weight=w)
    np.testing.assert_array_equal(pr.thresholds[:-1], pr_thresholds)
    assert pr.thresholds[-1] == np.inf
    np.testing.assert_allclose(pr.precision, precision, rtol=0, atol=TOL)
    np.testing.assert_allclose(pr.recall, recall, rtol=0, atol=TOL)

    assert sweep.roc_auc() == pytest.approx(roc_auc_score(y, scores, sample_weight=w), abs=TOL)
    assert sweep.average_precision() == pytest.approx(
        average_precision_score(y, scores, sample_weight=w), abs=TOL)
    assert isinstance(sweep.roc_auc(), float) and isinstance(sweep.average_precision(), float)


@pytest.mark.parametrize("seed,ties,weighted,kind", CASES[::3])
def test_confusion_at_equals_sklearn_confusion_matrix(seed, ties, weighted, kind):
    y, scores, w = random_case(seed, ties=ties, weighted=weighted, kind=kind, n=300)
    sweep = threshold_sweep(y, scores, sample_weight=w)
    candidates = np.concatenate([scores[:20], np.quantile(scores, [0, 0.1, 0.5, 0.9, 1]),
                                 [np.inf, -np.inf, scores.max() * 2, np.nextafter(scores[3], 0)]])
    for threshold in candidates:
        (tn, fp), (fn, tp) = confusion_matrix(y, scores >= threshold, labels=[False, True],
                                              sample_weight=w)
        got = sweep.confusion_at(threshold)
        np.testing.assert_allclose([got.tp, got.fp, got.tn, got.fn], [tp, fp, tn, fn],
                                   rtol=TOL, atol=TOL)


def test_rank_loss_by_brute_force_over_pairs():
    for seed, (ties, weighted) in enumerate([(False, False), (True, False), (True, True)]):
        y, scores, w = random_case(seed, ties=ties, weighted=weighted, kind="signed", n=200)
        w = np.ones(y.size) if w is None else w
        pos, neg = scores[y], scores[~y]
        pair_w = np.outer(w[y], w[~y])
        wrong = (pos[:, None] < neg[None, :]) + 0.5 * (pos[:, None] == neg[None, :])
        expected = (pair_w * wrong).sum() / pair_w.sum()
        sweep = threshold_sweep(y, scores, sample_weight=None if not weighted else w)
        assert sweep.rank_loss() == pytest.approx(expected, abs=TOL)
        assert sweep.roc_auc() == pytest.approx(1 - expected, abs=TOL)


# Seed 001: ten samples of learners A and B, labels listed by descending score.
SEED001 = {
    "a": ("NPPPNNPPNN", [0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1],
          [0, 0, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1, 1, 1]),
    "b": ("NPNNNPPPPN", [0, 0.2, 0.2, 0.4, 0.6, 0.8, 0.8, 0.8, 0.8, 0.8, 1],
          [0, 0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.8, 1, 1]),
}


def seed001(learner: str):
    order, fpr, tpr = SEED001[learner]
    y = np.array([c == "P" for c in order])
    return threshold_sweep(y, np.arange(10.0, 0, -1)), fpr, tpr


@pytest.mark.parametrize("learner", ["a", "b"])
def test_seed001_every_roc_coordinate(learner):
    sweep, fpr, tpr = seed001(learner)
    roc = sweep.roc()
    np.testing.assert_allclose(roc.fpr, fpr, rtol=0, atol=1e-15)
    np.testing.assert_allclose(roc.tpr, tpr, rtol=0, atol=1e-15)


def test_seed001_learner_a_rank_loss_and_auc():
    sweep, _, _ = seed001("a")
    assert sweep.rank_loss() == pytest.approx(9 / 25, abs=1e-15)
    assert sweep.roc_auc() == pytest.approx(0.64, abs=1e-15)


@pytest.mark.parametrize("threshold,tpr,fpr", [(0, 1, 1), (0.2, 0.75, 0.5), (0.5, 0.5, 0.5),
                                               (1, 0, 0)])
def test_seed002_six_sample_table(threshold, tpr, fpr):
    # Seed 002 prints FPR 1 at threshold 1, a typo: no sample scores ≥ 1.
    sweep = threshold_sweep(np.array([1, 0, 1, 1, 0, 1], dtype=bool),
                            [0.8, 0.96, 0.4, 0.1, 0.15, 0.7])
    confusion = sweep.confusion_at(threshold)
    assert (confusion.tpr, confusion.fpr) == (tpr, fpr)


def test_bep_without_a_tie_at_the_cut_is_precision_where_predicted_equals_positives():
    # 4 positives; the top 4 scores hold 3 of them: P = R = 3/4 at threshold 0.4.
    sweep = threshold_sweep(np.array([1, 0, 1, 1, 0, 1], dtype=bool),
                            [0.8, 0.96, 0.4, 0.1, 0.15, 0.7])
    bep = sweep.bep()
    assert (bep.value, bep.threshold, bep.precision, bep.recall) == (0.75, 0.4, 0.75, 0.75)


def test_bep_interpolates_counts_through_a_tie_straddling_the_cut():
    # P = 2. Score 0.9: 1 predicted (1 TP); score 0.5: 4 predicted (2 TP). The cut at 2 predicted
    # lies a third into the tie: TP = 1 + 1/3, so P = R = (4/3) / 2 = 2/3.
    y = np.array([1, 0, 1, 0, 0], dtype=bool)
    bep = threshold_sweep(y, [0.9, 0.5, 0.5, 0.5, 0.1]).bep()
    assert bep.value == pytest.approx(2 / 3, abs=1e-15)
    assert (bep.threshold, bep.precision, bep.recall) == (0.5, 0.5, 1.0)


def test_bep_with_weights_equals_expanded_rows():
    y = np.array([1, 0, 1, 0], dtype=bool)
    scores = np.array([0.9, 0.7, 0.4, 0.2])
    weights = np.array([1, 2, 3, 1])
    weighted = threshold_sweep(y, scores, sample_weight=weights).bep()
    expanded = threshold_sweep(np.repeat(y, weights), np.repeat(scores, weights)).bep()
    assert weighted == expanded
    # P = 4: score 0.7 predicts 3 (1 TP), 0.4 predicts 6 (4 TP): λ = 1/3, TP = 2, BEP = 1/2.
    assert weighted.value == pytest.approx(0.5, abs=1e-15)


def test_youden_is_max_tpr_minus_fpr_at_the_highest_threshold_reaching_it():
    for seed in range(4):
        y, scores, w = random_case(seed, ties=seed % 2 == 0, weighted=seed > 1)
        fpr, tpr, thresholds = roc_curve(y, scores, sample_weight=w, drop_intermediate=False)
        j = tpr - fpr
        best = int(np.flatnonzero(j >= j.max() - 1e-12)[0])  # the highest threshold reaching it
        youden = threshold_sweep(y, scores, sample_weight=w).youden()
        assert youden.threshold == thresholds[best]
        assert youden.j == pytest.approx(tpr[best] - fpr[best], abs=TOL)
        assert (youden.tpr, youden.fpr) == pytest.approx((tpr[best], fpr[best]), abs=TOL)
    sweep, _, _ = seed001("a")
    youden = sweep.youden()
    # J = 0.4 at (0.2, 0.6) and at (0.6, 1.0): the higher threshold, (0.2, 0.6), is reported.
    assert youden.j == pytest.approx(0.4, abs=1e-15)
    assert (youden.fpr, youden.tpr) == pytest.approx((0.2, 0.6), abs=1e-15)


def test_packed_and_argsort_paths_agree_exactly():
    rng = np.random.default_rng(7)
    specials = np.array([0.0, -0.0, 5e-324, -5e-324, 2.0, -2.0, 1.0, -1.0, 1e308, -1e308])
    for scores in (rng.random(300), rng.normal(size=300) * 4, np.tile(specials, 30),
                   np.concatenate([np.tile(specials, 5), rng.random(250)]),
                   -rng.random(300) * 1e5, np.where(rng.random(300) < 0.5, -0.0, 0.0)):
        y = rng.random(scores.size) < 0.5
        y[:2] = [True, False]
        packed = threshold_sweep(y, scores)
        sorted_ = threshold_sweep(y, scores, sample_weight=np.ones(scores.size))
        for name in ("thresholds", "tp", "fp"):
            np.testing.assert_array_equal(getattr(packed, name), getattr(sorted_, name))
        np.testing.assert_array_equal(packed.thresholds, np.unique(scores)[::-1])


def test_zero_weights_are_left_out_and_arrays_are_read_only():
    y = np.array([1, 0, 1, 0], dtype=bool)
    sweep = threshold_sweep(y, [0.9, 0.8, 0.7, 0.6], sample_weight=[1, 0, 2, 3])
    np.testing.assert_array_equal(sweep.thresholds, [0.9, 0.7, 0.6])
    np.testing.assert_array_equal(sweep.tp, [1, 3, 3])
    np.testing.assert_array_equal(sweep.fp, [0, 0, 3])
    with pytest.raises(ValueError):
        sweep.tp[0] = 5


def test_confusion_at_extremes_and_nan():
    sweep, _, _ = seed001("a")
    assert sweep.confusion_at(np.inf) == sweep.confusion_at(10.5)
    assert (sweep.confusion_at(np.inf).tp, sweep.confusion_at(np.inf).fp) == (0, 0)
    everything = sweep.confusion_at(-np.inf)
    assert (everything.tp, everything.fp, everything.tn, everything.fn) == (5, 5, 0, 0)
    assert sweep.confusion_at(7.0) == sweep.confusion_at(6.5)  # ≥ 7 and > 6.5 are the same cut
    with pytest.raises(ValueError, match="nan"):
        sweep.confusion_at(float("nan"))


@pytest.mark.parametrize("y,scores,weights,match", [
    ([1, 0], [0.1, 0.2], None, "boolean"),
    ([True, False], [0.1, np.nan], None, "finite"),
    ([True, False], [0.1, np.inf], None, "finite"),
    ([True, False, True], [0.1, 0.2], None, "same length"),
    ([True, False], [0.1, 0.2], [1, -1], ">= 0"),
    ([True, False], [0.1, 0.2], [1, np.nan], "finite"),
    ([True, True], [0.1, 0.2], None, "both classes"),
    ([True, False], [0.1, 0.2], [1, 0], "both classes"),
    ([True, False], [0.1, 0.2], [0, 0], "weight is 0"),
    (np.array([], dtype=bool), [], None, "non-empty"),
])
def test_misuse_raises_value_error(y, scores, weights, match):
    with pytest.raises(ValueError, match=match):
        threshold_sweep(np.asarray(y), scores, sample_weight=weights)


# Hypothesis: invariants on small random data (scores on a coarse grid so that ties happen).
samples = st.integers(2, 40).flatmap(lambda n: st.tuples(
    st.lists(st.booleans(), min_size=n, max_size=n),
    st.lists(st.integers(-6, 6), min_size=n, max_size=n),
    st.lists(st.integers(0, 4), min_size=n, max_size=n),
)).filter(lambda case: len(set(case[0])) == 2)


def build(case, *, weighted: bool):
    y, scores, weights = (np.asarray(a) for a in case)
    scores = scores / 4.0
    if weighted:
        weights[np.argmax(y)] = weights[np.argmin(y)] = 1
        return y.astype(bool), scores, weights
    return y.astype(bool), scores, None


@settings(max_examples=80, deadline=None)
@given(samples, st.booleans(), st.floats(-2, 2))
def test_counts_add_up_and_curves_are_monotone(case, weighted, threshold):
    y, scores, w = build(case, weighted=weighted)
    sweep = threshold_sweep(y, scores, sample_weight=w)
    total = float(len(y) if w is None else w.sum())
    assert sweep.confusion_at(threshold).total == pytest.approx(total, rel=TOL)
    assert sweep.positives + sweep.negatives == pytest.approx(total, rel=TOL)
    roc, pr = sweep.roc(), sweep.pr()
    assert (np.diff(roc.fpr) >= 0).all() and (np.diff(roc.tpr) >= 0).all()
    assert (np.diff(roc.thresholds) < 0).all() and (np.diff(pr.thresholds) > 0).all()
    assert (np.diff(pr.recall) <= 0).all()
    assert roc.fpr[-1] == roc.tpr[-1] == 1 and pr.recall[0] == 1


@settings(max_examples=80, deadline=None)
@given(samples, st.booleans())
def test_auc_is_one_minus_rank_loss_and_survives_negation_with_flipped_labels(case, weighted):
    y, scores, w = build(case, weighted=weighted)
    sweep = threshold_sweep(y, scores, sample_weight=w)
    assert sweep.roc_auc() == pytest.approx(1 - sweep.rank_loss(), abs=TOL)
    flipped = threshold_sweep(~y, -scores, sample_weight=w)
    assert flipped.roc_auc() == pytest.approx(sweep.roc_auc(), abs=TOL)


@settings(max_examples=80, deadline=None)
@given(samples)
def test_integer_weights_equal_expanded_rows(case):
    y, scores, w = build(case, weighted=True)
    weighted = threshold_sweep(y, scores, sample_weight=w)
    expanded = threshold_sweep(np.repeat(y, w), np.repeat(scores, w))
    for name in ("thresholds", "tp", "fp"):
        np.testing.assert_array_equal(getattr(weighted, name), getattr(expanded, name))
    assert weighted.roc_auc() == expanded.roc_auc()
    assert weighted.average_precision() == expanded.average_precision()
    assert weighted.bep() == expanded.bep()
    assert weighted.youden() == expanded.youden()


@settings(max_examples=200, deadline=None)
@given(scores=st.lists(st.sampled_from([-2.5, -0.1, 0.0, 0.05, 0.1, 0.3, 0.55, 0.9, 1.0, 7.0]),
                       min_size=2, max_size=30),
       labels=st.lists(st.booleans(), min_size=30, max_size=30),
       threshold=st.one_of(st.floats(-10, 10, allow_nan=False),
                           st.sampled_from([-np.inf, np.inf, 0.0, 0.55, np.nextafter(0.55, 1)])))
def test_cut_at_is_the_lowest_score_with_the_same_counts(scores, labels, threshold):
    """The snapping rule the threshold control shows: cut_at(t) is the lowest score ≥ t (+inf
    above every score), counts at it equal the counts of score ≥ t, and no score lies in [t, cut)."""
    scores = np.array(scores)
    y = np.array(labels[:scores.size])
    y[:2] = [True, False]
    sweep = threshold_sweep(y, scores)
    cut = sweep.cut_at(threshold)
    at_or_above = scores[scores >= threshold]
    assert cut == (at_or_above.min() if at_or_above.size else np.inf)
    assert not ((scores >= threshold) & (scores < cut)).any()
    for value in (threshold, cut):
        predicted = scores >= value
        got = sweep.confusion_at(value)
        assert (got.tp, got.fp) == ((predicted & y).sum(), (predicted & ~y).sum())
    assert sweep.cut_at(cut) == cut


def test_threshold_table_is_seed002s_table():
    """Seed 002's six samples: at thresholds 0.96, 0.8, 0.7, 0.4, 0.15, 0.1, by hand (labels of
    the scores in that order: 0, 1, 1, 1, 0, 1), and against scikit-learn's curves."""
    y = np.array([1, 0, 1, 1, 0, 1]) == 1
    scores = np.array([0.8, 0.96, 0.4, 0.1, 0.15, 0.7])
    table = threshold_sweep(y, scores).table()
    np.testing.assert_array_equal(table["threshold"], [0.96, 0.8, 0.7, 0.4, 0.15, 0.1])
    np.testing.assert_array_equal(table["tp"], [0, 1, 2, 3, 3, 4])
    np.testing.assert_array_equal(table["fp"], [1, 1, 1, 1, 2, 2])
    np.testing.assert_allclose(table["tpr"], [0, 0.25, 0.5, 0.75, 0.75, 1])
    np.testing.assert_allclose(table["fpr"], [0.5, 0.5, 0.5, 0.5, 1, 1])
    np.testing.assert_allclose(table["precision"], [0, 1 / 2, 2 / 3, 3 / 4, 3 / 5, 4 / 6])
    np.testing.assert_array_equal(table["recall"], table["tpr"])
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    np.testing.assert_allclose(table["fpr"], fpr[1:])
    np.testing.assert_allclose(table["tpr"], tpr[1:])
    precision, _, _ = precision_recall_curve(y, scores)
    np.testing.assert_allclose(table["precision"], precision[:-1][::-1])


def test_prior_is_the_weighted_share_of_positives():
    """Seed 001 learner A has 5 positives of 10; weights 2 on the positives give 10 / 15."""
    from evalcore.examples import all_examples
    from evalcore.io import load_binary

    data = load_binary(all_examples()["seed001_a"].build(), "a.csv")
    assert threshold_sweep(data.y_true, data.scores).prior == 0.5
    weights = np.where(data.y_true, 2.0, 1.0)
    assert threshold_sweep(data.y_true, data.scores, sample_weight=weights).prior == \
        pytest.approx(10 / 15)

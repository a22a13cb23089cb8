"""Seed 003's picture (§4.3.3): the ten bins' counts by class and the ROC point of every bin
edge, against a count done sample by sample from the seed's recipe and scikit-learn's roc_curve."""

from __future__ import annotations

import numpy as np
from sklearn.metrics import roc_curve

from evalcore.teaching import seed003_histogram, seed003_sample


def hand_count(y, scores):
    """Each sample put in its bin by int(10·score) (the last bin closed), one at a time."""
    positives, negatives = [0] * 10, [0] * 10
    for label, score in zip(y.tolist(), scores.tolist()):
        b = min(int(score * 10), 9)
        (positives if label else negatives)[b] += 1
    return positives, negatives


def test_the_recipe_uniform_scores_positive_with_probability_score():
    y, scores = seed003_sample()
    assert y.size == scores.size == 10_000
    assert 0.0 <= scores.min() and scores.max() < 1.0
    # P(positive | s) = s: about half positive, and more positives at higher scores
    assert 0.48 < y.mean() < 0.52
    assert y[scores > 0.9].mean() > 0.9 and y[scores < 0.1].mean() < 0.1


def test_ten_bins_equal_a_hand_count():
    y, scores = seed003_sample()
    seed = seed003_histogram()
    positives, negatives = hand_count(y, scores)
    np.testing.assert_array_equal(seed.histogram.edges, [k / 10 for k in range(11)])
    assert seed.histogram.positives.tolist() == positives
    assert seed.histogram.negatives.tolist() == negatives
    assert sum(positives) + sum(negatives) == 10_000


def test_the_seeds_threshold_06_counts_the_bins_right_of_it():
    y, scores = seed003_sample()
    seed = seed003_histogram()
    confusion = seed.confusion_at(0.6)
    positives, negatives = hand_count(y, scores)
    assert (confusion.tp, confusion.fp) == (sum(positives[6:]), sum(negatives[6:]))
    assert (confusion.fn, confusion.tn) == (sum(positives[:6]), sum(negatives[:6]))


def test_roc_points_slid_from_1_to_0_equal_hand_counts_and_scikit_learn():
    y, scores = seed003_sample()
    seed = seed003_histogram()
    assert seed.thresholds.tolist() == [k / 10 for k in range(10, -1, -1)]
    fpr, tpr = seed.roc_points(0.0)
    positives, negatives = hand_count(y, scores)
    m_pos, m_neg = sum(positives), sum(negatives)
    by_hand_tpr = [sum(positives[k:]) / m_pos for k in range(10, -1, -1)]
    by_hand_fpr = [sum(negatives[k:]) / m_neg for k in range(10, -1, -1)]
    np.testing.assert_allclose(tpr, by_hand_tpr, rtol=0, atol=1e-15)
    np.testing.assert_allclose(fpr, by_hand_fpr, rtol=0, atol=1e-15)
    # scikit-learn's curve passes through each edge's point (the last score ≥ the edge)
    sk_fpr, sk_tpr, sk_thresholds = roc_curve(y, scores, drop_intermediate=False)
    for edge, x, yy in zip(seed.thresholds[1:-1], fpr[1:-1], tpr[1:-1]):
        i = np.flatnonzero(sk_thresholds >= edge)[-1]
        assert (sk_fpr[i], sk_tpr[i]) == (x, yy)
    # drawn so far: at the seed's 0.6, five points (1.0, 0.9, 0.8, 0.7, 0.6)
    assert seed.roc_points(0.6)[0].size == 5

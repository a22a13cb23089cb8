"""Which classes a bounded matrix draws (:mod:`evalcore.multiclass.shown`), against
scikit-learn's per-class counts (multilabel_confusion_matrix: TN, FP, FN, TP of each class)."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, multilabel_confusion_matrix

from evalcore.multiclass.shown import class_ranking_key, top_classes, top_indices


def _samples(classes: int = 60, n: int = 3000, seed: int = 48):
    rng = np.random.default_rng(seed)
    # the smaller of two draws: uneven supports, the first classes much busier
    y_true = np.minimum(rng.integers(0, classes, n), rng.integers(0, classes, n))
    wrong = rng.random(n) < rng.random(classes)[y_true]  # each class its own error rate
    y_pred = np.where(wrong, rng.integers(0, classes, n), y_true)
    labels = np.arange(classes)
    return confusion_matrix(y_true, y_pred, labels=labels), \
        multilabel_confusion_matrix(y_true, y_pred, labels=labels)


@pytest.mark.parametrize("by", ["support", "errors"])
def test_ranking_keys_are_sklearns_support_and_errors(by):
    counts, per_class = _samples()
    tn, fp, fn, tp = (per_class[:, i // 2, i % 2] for i in range(4))
    expected = tp + fn if by == "support" else fp + fn
    np.testing.assert_array_equal(class_ranking_key(counts, by), expected)


@pytest.mark.parametrize("by", ["support", "errors"])
def test_top_classes_are_the_k_largest_with_ties_to_the_earlier(by):
    counts, per_class = _samples()
    _, fp, fn, tp = (per_class[:, i // 2, i % 2] for i in range(4))
    key = tp + fn if by == "support" else fp + fn
    k = 30
    chosen = top_classes(counts, k, by=by)
    assert len(chosen) == k and list(chosen) == sorted(chosen)
    # every class left out ranks below every chosen one, or ties with it and comes later
    left = np.setdiff1d(np.arange(len(key)), chosen)
    for i in left:
        assert all(key[i] < key[j] or (key[i] == key[j] and i > j) for j in chosen)


def test_a_kept_class_is_drawn_in_place_of_the_last_ranked():
    counts, per_class = _samples()
    support = per_class[:, 1, 1] + per_class[:, 1, 0]
    quietest = int(np.argmin(support))
    plain = top_classes(counts, 30)
    kept = top_classes(counts, 30, keep=[quietest])
    assert quietest not in plain and quietest in kept and len(kept) == 30
    last_ranked = sorted(plain, key=lambda i: (-support[i], i))[-1]
    assert set(kept) == (set(plain) - {last_ranked}) | {quietest}


def test_hand_worked_ranks():
    #   true \\ pred  a  b  c     support 6, 1, 11; errors (FN + FP): a 1+2, b 0+0, c 2+1
    counts = np.array([[5, 0, 1], [0, 1, 0], [2, 0, 9]])
    assert list(top_classes(counts, 2)) == [0, 2]
    assert list(top_classes(counts, 1, by="errors")) == [0]  # a and c tie at 3: a comes first
    assert list(top_classes(counts, 3)) == [0, 1, 2]
    assert list(top_indices(np.array([1, 1, 1]), 2, keep=[2, 2])) == [0, 2]
    with pytest.raises(ValueError, match="Expected `by`"):
        top_classes(counts, 2, by="size")

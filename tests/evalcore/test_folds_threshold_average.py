"""Threshold averaging (Fawcett 2006, algorithm 4) against an independent computation: each fold's
ROC point at a threshold read from scikit-learn's roc_curve (the last point whose threshold is ≥
it), on out-of-fold predictions made with cross_val_predict and rounded scores (ties)."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_curve

from evalcore.folds import threshold_roc_average
from tests.evalcore.test_folds import _groups, binary_table  # noqa: F401 (fixture)


def _point(y, s, threshold):
    fpr, tpr, cuts = roc_curve(y, s, drop_intermediate=False)
    at = np.flatnonzero(cuts >= threshold)[-1]
    return fpr[at], tpr[at]


def test_threshold_average_matches_roc_curve_points(binary_table):  # noqa: F811
    folds = [(binary_table["label"].to_numpy()[m] == 1, binary_table["score"].to_numpy()[m])
             for _, _, m in _groups(binary_table)]
    average = threshold_roc_average(folds, points=7)
    distinct = np.unique(binary_table["score"])[::-1]
    expected = np.concatenate(([np.inf], distinct[np.unique(np.linspace(0, distinct.size - 1, 7)
                                                             .round().astype(int))]))
    assert average.thresholds == pytest.approx(expected)
    points = np.array([[_point(y, s, t) for t in expected] for y, s in folds])  # K × T × 2
    assert average.fpr == pytest.approx(points[..., 0])
    assert average.tpr == pytest.approx(points[..., 1])
    assert average.fpr_mean == pytest.approx(points[..., 0].mean(axis=0))
    assert average.tpr_std == pytest.approx(points[..., 1].std(axis=0))
    assert average.fpr_std == pytest.approx(points[..., 0].std(axis=0))
    assert (average.fpr_mean[0], average.tpr_mean[0]) == (0.0, 0.0)  # above every score
    assert (average.fpr_mean[-1], average.tpr_mean[-1]) == (1.0, 1.0)  # lowest score: all positive


def test_threshold_average_by_hand():
    folds = [(np.array([1, 0, 1, 0], bool), np.array([.9, .8, .4, .1])),
             (np.array([1, 1, 0], bool), np.array([.8, .4, .4]))]
    average = threshold_roc_average(folds, points=10)
    assert average.thresholds.tolist() == [np.inf, .9, .8, .4, .1]
    # above every score both folds at (0, 0); fold 1 at .9, .8, .4, .1: (0, .5), (.5, .5),
    # (.5, 1), (1, 1); fold 2: (0, 0), (0, .5), (1, 1) ×2
    assert average.fpr.tolist() == [[0, 0, .5, .5, 1], [0, 0, 0, 1, 1]]
    assert average.tpr.tolist() == [[0, .5, .5, 1, 1], [0, 0, .5, 1, 1]]
    assert average.fpr_mean.tolist() == [0, 0, .25, .75, 1]
    assert average.tpr_std.tolist() == [0, .25, 0, 0, 0]


def test_weighted_threshold_average_matches_weighted_roc_curve_points(binary_table):  # noqa: F811
    rng = np.random.default_rng(2)
    weights = rng.random(len(binary_table)) * 3
    y_all, s_all = binary_table["label"].to_numpy() == 1, binary_table["score"].to_numpy()
    folds = [(y_all[m], s_all[m], weights[m]) for _, _, m in _groups(binary_table)]
    average = threshold_roc_average(folds, points=7)
    for (y, s, w), fpr, tpr in zip(folds, average.fpr, average.tpr):
        ref_fpr, ref_tpr, cuts = roc_curve(y, s, sample_weight=w, drop_intermediate=False)
        at = [np.flatnonzero(cuts >= t)[-1] for t in average.thresholds]
        assert fpr == pytest.approx(ref_fpr[at]) and tpr == pytest.approx(ref_tpr[at])
    unweighted = threshold_roc_average([(y, s) for y, s, _ in folds], points=7)
    assert not np.allclose(unweighted.tpr, average.tpr)

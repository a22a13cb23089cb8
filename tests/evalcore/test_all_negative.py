"""One "nothing predicted positive" threshold everywhere: evalcore.binary.ALL_NEGATIVE (+inf, as
scikit-learn's roc_curve starts), never None or a number next to the top score."""

import math

import numpy as np
from sklearn.metrics import precision_recall_curve, roc_curve

from evalcore.binary import ALL_NEGATIVE, threshold_sweep
from evalcore.compare import matched_threshold, operating_point
from evalcore.cost import best_at, cost_curve
from evalcore.multiclass import multiclass_scores

Y = np.array([True, False, True, False])
SCORES = np.array([0.1, 0.9, 0.2, 0.8])  # every positive ranks below every negative


def test_it_is_scikit_learns_first_roc_threshold():
    assert ALL_NEGATIVE == math.inf == roc_curve(Y, SCORES, drop_intermediate=False)[2][0]


def test_the_sweep_cuts_above_every_score_at_it_and_predicts_nothing_there():
    sweep = threshold_sweep(Y, SCORES)
    assert sweep.cut_at(0.95) == ALL_NEGATIVE
    at = sweep.confusion_at(ALL_NEGATIVE)
    assert (at.tp, at.fp, at.tn, at.fn) == (0, 0, 2, 2)  # by hand: nothing ≥ +inf
    assert sweep.roc().thresholds[0] == ALL_NEGATIVE
    # scikit-learn's P-R thresholds have no entry for the end point; ours closes them with it
    _, _, sk_thresholds = precision_recall_curve(Y, SCORES)
    assert sweep.pr().thresholds[:-1].tolist() == sk_thresholds.tolist()
    assert sweep.pr().thresholds[-1] == ALL_NEGATIVE


def test_matched_threshold_says_nothing_positive_with_it():
    roc = threshold_sweep(Y, SCORES).roc()
    # FPR 0 is met only by predicting nothing positive (the top score is a negative)
    assert matched_threshold(roc, fpr=0.0) == ALL_NEGATIVE
    point = operating_point(Y, SCORES, matched_threshold(roc, fpr=0.0))
    assert point.threshold == ALL_NEGATIVE
    assert (point.tp, point.fp, point.fn, point.tn, point.precision) == (0, 0, 2, 2, None)


def test_the_cost_curves_always_negative_vertex_has_it():
    roc = threshold_sweep(Y, SCORES).roc()
    curve = cost_curve(roc.fpr, roc.tpr, roc.thresholds)
    # a worse-than-random scorer: the hull is the two trivial classifiers; below PC = 1/2
    # "always negative" (cost PC) beats "always positive" (cost 1 − PC)
    best = best_at(curve, 0.2)
    assert (best.threshold, best.fpr, best.tpr) == (ALL_NEGATIVE, 0.0, 0.0)
    # the added (0, 0) of a curve without it gets the same threshold
    no_origin = cost_curve([0.5, 1.0], [0.5, 1.0], [0.5, 0.1])
    assert no_origin.hull_thresholds[0] == ALL_NEGATIVE


def test_one_vs_rest_curves_start_at_it():
    scores = np.array([[0.9, 0.1], [0.4, 0.6], [0.7, 0.3], [0.2, 0.8]])
    report = multiclass_scores(np.array([0, 1, 0, 1]), scores)
    assert [c.roc.thresholds[0] for c in report.curves] == [ALL_NEGATIVE, ALL_NEGATIVE]

"""The threshold-averaged ROC's hover names each threshold as every other page does: the
shortest decimal in its gap between the pooled scores, which gives each fold the same point."""

from __future__ import annotations

import numpy as np
from sklearn.metrics import roc_curve

from evalcore.view.folds import ThresholdAverageLabels, threshold_average_figure
from evalcore.folds import threshold_roc_average

FOLDS = [(np.array([1, 0], bool), np.array([0.9123456, 0.4876543])),
         (np.array([1, 0], bool), np.array([0.81234, 0.1234567]))]
LABELS = ThresholdAverageLabels(average="mean", threshold_word="threshold",
                                all_negative="all negative", diagonal="chance",
                                x_title="FPR", y_title="TPR", title="")


def test_hover_shows_the_shortest_decimal_of_each_threshold():
    average = threshold_roc_average(FOLDS, points=10)
    figure = threshold_average_figure(average, labels=LABELS)
    trace = next(t for t in figure.data if t.name == "mean")
    # by hand: above every score in words, then (0.81234, 0.9123456] → 0.9,
    # (0.4876543, 0.81234] → 0.8, (0.1234567, …] → 0.4, (−∞, 0.1234567] → 0.1 (one digit, the
    # largest), written as the threshold widgets write them
    assert list(trace.customdata) == ["all negative", "0.90", "0.80", "0.40", "0.10"]
    assert trace.hovertemplate.startswith("threshold %{customdata}:")
    assert (trace.x[0], trace.y[0]) == (0, 0)  # the curve starts where every fold does
    for y, s in FOLDS:  # the shown threshold gives each fold the point of the exact one
        fpr, tpr, cuts = roc_curve(y, s, drop_intermediate=False)
        for exact, shown in zip(average.thresholds[1:], (0.9, 0.8, 0.4, 0.1)):
            assert np.flatnonzero(cuts >= exact)[-1] == np.flatnonzero(cuts >= shown)[-1]

"""The per-split figure's μ ± σ band stays within the measure's range: leave-one-out's errors
are each 0 or 1, so σ exceeds μ and μ − σ would lie below 0; an MSE has no upper bound."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.model_selection import LeaveOneOut, cross_val_score
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from dashboard.resampling.figures import EstimatesLabels, band_limits, split_estimates_figure
from evalcore.evaluation_methods import LabSettings, load_dataset, run_method

LABELS = EstimatesLabels(bars="b", mean="m", band="band", x_title="x", y_title="y")


def _band(fig):
    (rect,) = fig.layout.shapes
    return rect.y0, rect.y1


def test_leave_one_out_band_is_cut_at_zero_for_the_error_rate():
    iris = load_dataset("iris")
    errors = 1 - cross_val_score(make_pipeline(StandardScaler(), KNeighborsClassifier(5)),
                                 iris.X, iris.y, cv=LeaveOneOut())
    mean, std = errors.mean(), errors.std()
    assert mean - std < 0  # the uncut band would go below 0
    run = run_method(LabSettings(dataset="iris", model="knn", method="loo"))
    assert run.estimates == pytest.approx(errors) and run.measure_range == (0.0, 1.0)
    fig = split_estimates_figure(run.estimates, run.mean, run.std, labels=LABELS,
                                 bounds=run.measure_range)
    assert _band(fig) == pytest.approx((0.0, mean + std))
    assert band_limits(run.mean, run.std, run.measure_range)[2] is True


def test_band_is_cut_at_one_and_left_alone_inside_the_range():
    assert band_limits(0.9, 0.2, (0.0, 1.0)) == pytest.approx((0.7, 1.0, True))
    assert band_limits(0.5, 0.1, (0.0, 1.0)) == pytest.approx((0.4, 0.6, False))
    # an MSE is never cut above: 3000 ± 800 stays whole
    assert band_limits(3000.0, 800.0, (0.0, None)) == pytest.approx((2200.0, 3800.0, False))
    fig = split_estimates_figure(np.array([2500.0, 3500.0]), 3000.0, 800.0, labels=LABELS,
                                 bounds=(0.0, None))
    assert _band(fig) == pytest.approx((2200.0, 3800.0))


def test_the_value_axis_ends_on_a_tick_above_the_tallest_fold():
    """10-fold KNN on Iris (the lesson's k-fold screen): folds of 15 samples, the worst with 2
    wrong (2/15 = 0.133). The error-rate axis is ticked every 0.05 up to 0.15, so the tallest
    bars are read against the tick above them."""
    run = run_method(LabSettings(dataset="iris", model="knn", method="kfold", folds=10))
    assert run.estimates.max() == pytest.approx(2 / 15)
    fig = split_estimates_figure(run.estimates, run.mean, run.std, labels=LABELS,
                                 bounds=run.measure_range)
    axis = fig.layout.yaxis
    assert (axis.range, axis.tick0, axis.dtick) == ((0, 0.15), 0, 0.05)
    assert _band(fig)[1] < 0.15

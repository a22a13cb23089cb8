"""The stop table's columns of the metrics against the threshold (``queue_rate``,
``ks_distance``, ``file_threshold``): at every stop, in both score directions and with weights,
what scikit-learn's confusion matrix gives for the rule the stop stands for (score ≥ t, or score
≤ t in the file's units for a lower direction), and the KS distance's maximum is SciPy's
two-sample statistic."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy.stats import ks_2samp
from sklearn.metrics import confusion_matrix

from evalcore.analysis.binary import BinaryAnalysis
from evalcore.io import binary_from_table

RNG = np.random.default_rng(46)
N = 150
Y = RNG.random(N) < 0.3
POINTS = (600 - 90 * Y + RNG.normal(0, 70, N)).round(-1)  # ties; higher is safer
WEIGHTS = RNG.integers(1, 4, N).astype(float)


def _table(direction: str, weighted: bool):
    frame = pd.DataFrame({"label": Y.astype(int), "score": POINTS})
    if weighted:
        frame["weight"] = WEIGHTS
    data = binary_from_table(frame, weight_col="weight" if weighted else False)
    return BinaryAnalysis.of(data, score_direction=direction).stop_table(rates=True)


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("direction", ["higher", "lower"])
def test_every_stop_is_sklearn_s_confusion_matrix(direction, weighted):
    table = _table(direction, weighted)
    weights = WEIGHTS if weighted else np.ones(N)
    file_thresholds = table.column("file_threshold")
    assert table.thresholds.size > 20
    expected_units = table.thresholds if direction == "higher" else 0.0 - table.thresholds
    np.testing.assert_array_equal(file_thresholds, expected_units)
    for i, t in enumerate(file_thresholds):
        predicted = POINTS >= t if direction == "higher" else POINTS <= t
        tn, fp, fn, tp = confusion_matrix(Y, predicted, labels=[False, True],
                                          sample_weight=weights).ravel()
        assert table.column("queue_rate")[i] == pytest.approx((tp + fp) / weights.sum(),
                                                               abs=1e-12)
        assert table.column("ks_distance")[i] == pytest.approx(
            abs(tp / (tp + fn) - fp / (fp + tn)), abs=1e-12)
        assert table.column("precision")[i] == pytest.approx(tp / (tp + fp), abs=1e-12) \
            if tp + fp else np.isnan(table.column("precision")[i])


@pytest.mark.parametrize("direction", ["higher", "lower"])
def test_the_largest_distance_is_scipy_s_ks_statistic(direction):
    table = _table(direction, False)  # every distinct score is a stop (fewer than 400)
    reference = ks_2samp(POINTS[Y], POINTS[~Y]).statistic
    assert table.column("ks_distance").max() == pytest.approx(reference, abs=1e-12)


def test_the_columns_are_in_the_payload_only_when_asked():
    frame = pd.DataFrame({"label": Y.astype(int), "score": POINTS})
    value = BinaryAnalysis.of(binary_from_table(frame))
    assert "queue_rate" not in value.stop_table().columns
    assert value.stop_table(rates=True).columns[-3:] == ("queue_rate", "ks_distance",
                                                         "file_threshold")

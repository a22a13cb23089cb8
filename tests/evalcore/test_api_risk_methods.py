"""The binary value's risk methods: ``a.lift(groups)`` and ``a.calibration(bins, strategy)`` are
the values ``python -m evalcore lift`` and ``calibration`` print, byte for byte, and ``a.gains()``
is the cumulative gains curve computed here from a plain sort; a bad strategy is the input
error in both languages."""

from __future__ import annotations

import json

import numpy as np
import pytest
from sklearn.calibration import calibration_curve
from sklearn.metrics import brier_score_loss

import evalcore as ec
from evalcore.errors import EvalInputError
from evalcore.messages import render
from tests.evalcore.test_api import _cli, _printed, folder  # noqa: F401 (the module's fixture)

EXAMPLES = ("seed001_a", "breast_cancer_logreg", "breast_cancer_tree")


@pytest.mark.parametrize("key", EXAMPLES)
@pytest.mark.parametrize("groups", [3, 10])
def test_lift_is_the_lift_command(folder, key, groups):  # noqa: F811
    path = str(folder / "examples" / f"{key}.csv")
    assert _printed(ec.binary(path).lift(groups=groups)) == _cli(
        ["lift", path, "--groups", str(groups)])


@pytest.mark.parametrize("key", EXAMPLES)
@pytest.mark.parametrize("bins, strategy", [(10, "uniform"), (5, "quantile")])
def test_calibration_is_the_calibration_command(folder, key, bins, strategy):  # noqa: F811
    path = str(folder / "examples" / f"{key}.csv")
    value = ec.binary(path).calibration(bins=bins, strategy=strategy)
    printed = _printed(value)
    assert printed == _cli(["calibration", path, "--bins", str(bins), "--strategy", strategy])
    data = ec.binary(path).data
    y, p = data.y_true.astype(int), data.scores
    assert json.loads(printed)["brier"] == pytest.approx(brier_score_loss(y, p), abs=1e-12)
    if strategy == "uniform":
        observed, predicted = calibration_curve(y, p, n_bins=bins, strategy="uniform")
        filled = [b for b in json.loads(printed)["bins"] if b["count"]]
        assert [b["fraction_positive"] for b in filled] == pytest.approx(observed)
        assert [b["mean_predicted"] for b in filled] == pytest.approx(predicted)


@pytest.mark.parametrize("key", EXAMPLES)
def test_gains_is_the_share_of_positives_caught_down_the_sorted_scores(folder, key):  # noqa: F811
    data = ec.binary(str(folder / "examples" / f"{key}.csv")).data
    y, s = data.y_true.astype(bool), data.scores
    order = np.argsort(-s, kind="stable")
    caught = np.cumsum(y[order]) / y.sum()
    ends = np.flatnonzero(np.r_[s[order][1:] != s[order][:-1], True])  # each distinct score's last row
    curve = ec.binary(str(folder / "examples" / f"{key}.csv")).gains()
    np.testing.assert_allclose(curve.gain, np.r_[0.0, caught[ends]])
    np.testing.assert_allclose(curve.share, np.r_[0.0, (ends + 1) / s.size])


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_bad_calibration_strategy_is_the_input_error(language):
    a = ec.binary([0, 1, 0, 1], [0.1, 0.9, 0.3, 0.6])
    with pytest.raises(EvalInputError) as raised:
        a.calibration(strategy="kmeans")
    assert raised.value.key == "api_calibration_strategy"
    assert "kmeans" in render(raised.value.key, language, raised.value.params)

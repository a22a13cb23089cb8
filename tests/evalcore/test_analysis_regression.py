"""The regression analysis value against numpy and scikit-learn on the shipped diabetes
predictions: the residuals' histogram, the answer at a tolerance ε (share within, rows outside,
the sample's outside mask), the metrics and the JSON the CLI prints."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import mean_absolute_error, mean_squared_error, r2_score

from evalcore.__main__ import main
from evalcore.analysis.regression import RegressionAnalysis
from evalcore.examples.regression import diabetes_test_predictions
from evalcore.regression import regression_from_table


@pytest.fixture(scope="module")
def frame():
    table = diabetes_test_predictions()
    return pd.DataFrame({"y_true": table["y_true"], "y_pred": table["tree"],
                         "weight": 1.0 + np.arange(len(table)) % 4})


def _analysis(frame, weighted=False, budget=10_000):
    data = regression_from_table(frame, weight_col="weight" if weighted else False)
    return RegressionAnalysis.of(data, budget=budget)


def test_histogram_is_numpys_of_every_residual(frame):
    analysis = _analysis(frame)
    counts, edges = np.histogram(frame["y_true"] - frame["y_pred"], bins=60)
    assert np.array_equal(analysis.histogram.counts, counts)
    assert np.array_equal(analysis.histogram.edges, edges)


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("tolerance", [0.0, 12.5, 40.0, 1e9])
def test_at_a_tolerance_counts_by_hand(frame, weighted, tolerance):
    analysis = _analysis(frame, weighted, budget=50)
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    w = frame["weight"].to_numpy() if weighted else np.ones(error.size)
    at = analysis.at(tolerance)
    assert at.share_within == pytest.approx(np.average(error <= tolerance, weights=w), abs=1e-15)
    assert at.outside_count == int(np.sum(error > tolerance))
    assert analysis.sample.size == 50
    assert np.array_equal(at.outside, error[analysis.sample] > tolerance)


def test_metrics_match_scikit_learn(frame):
    metrics = _analysis(frame, True).metrics
    y, p, w = frame["y_true"], frame["y_pred"], frame["weight"]
    assert metrics["mse"].value == pytest.approx(mean_squared_error(y, p, sample_weight=w))
    assert metrics["mae"].value == pytest.approx(mean_absolute_error(y, p, sample_weight=w))
    assert metrics["r2"].value == pytest.approx(r2_score(y, p, sample_weight=w))


def test_to_json_is_what_the_cli_prints(frame, tmp_path):
    path = tmp_path / "reg.csv"
    frame.to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["regression", str(path), "--weight-col", "weight", "--tolerance", "20",
                     "--curves"]) == 0
    printed = json.loads(out.getvalue())
    analysis = _analysis(frame, True)
    assert printed == json.loads(json.dumps(analysis.to_json(20, curves=True)))
    assert printed["tolerance"] == 20 and printed["rec_at_tolerance"] == analysis.at(20).share_within
    default = analysis.to_json()
    assert default["tolerance"] == pytest.approx(
        mean_absolute_error(frame["y_true"], frame["y_pred"], sample_weight=frame["weight"]))

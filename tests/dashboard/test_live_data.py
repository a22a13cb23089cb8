"""The live view's data is the one binary analysis value rendered: its stop table at the value's
β, checked against scikit-learn at the current stop."""

from __future__ import annotations

import base64

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, fbeta_score, precision_score, recall_score

from dashboard.live.data import live_data
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import threshold_sweep
from evalcore.histogram import sweep_histogram

Y = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 0])
S = np.array([0.95, 0.8, 0.7, 0.6, 0.55, 0.4, 0.35, 0.3, 0.2, 0.1])


def _columns(payload: dict) -> dict[str, np.ndarray]:
    block = np.frombuffer(base64.b64decode(payload["block"]), dtype="<f8")
    return dict(zip(payload["columns"], block.reshape(len(payload["columns"]), -1)))


@pytest.mark.parametrize("beta", [0.5, 2.0])
def test_live_data_renders_the_analysis_value_at_its_beta(beta):
    sweep = threshold_sweep(Y == 1, S)
    analysis = BinaryAnalysis(sweep, beta=beta)
    data = live_data(analysis, sweep_histogram(sweep), threshold=0.5, weighted=False,
                     identity="test", tr=lambda key, **params: key)
    table, i = data["table"], data["index"]
    assert table["beta"] == beta
    columns = _columns(table)
    predicted = (S >= columns["threshold"][i]).astype(int)
    tn, fp, fn, tp = confusion_matrix(Y, predicted).ravel()
    assert (columns["tp"][i], columns["fp"][i], columns["tn"][i], columns["fn"][i]) == (
        tp, fp, tn, fn)
    assert columns["precision"][i] == pytest.approx(precision_score(Y, predicted))
    assert columns["recall"][i] == pytest.approx(recall_score(Y, predicted))
    assert columns["f_beta"][i] == pytest.approx(fbeta_score(Y, predicted, beta=beta))
    # the threshold 0.5 counts at the score 0.55: 5 predicted positive
    assert tp + fp == 5

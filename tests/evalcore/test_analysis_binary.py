"""The binary analysis value: ``at(threshold)`` against scikit-learn at random thresholds on
random data with ties and weights, the threshold-free measures against scikit-learn, learner A
of seed 001 by hand, and ``to_json()`` equal to what the CLI prints."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import (average_precision_score, confusion_matrix, fbeta_score,
                             precision_score, recall_score, roc_auc_score)

from evalcore.__main__ import main
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import threshold_sweep
from evalcore.examples import all_examples
from evalcore.io import load_binary


@st.composite
def scored(draw):
    """Labels with both classes, scores from a few values (many ties), optional weights."""
    n = draw(st.integers(2, 40))
    y = np.array(draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    y[0], y[1] = True, False
    scores = np.array(draw(st.lists(st.sampled_from([0.0, 0.1, 0.25, 0.5, 0.5001, 0.9, 1.0]),
                                    min_size=n, max_size=n)))
    weights = draw(st.one_of(st.none(), st.lists(st.integers(1, 5).map(float), min_size=n,
                                                 max_size=n).map(np.array)))
    return y, scores, weights


@settings(max_examples=60, deadline=None)
@given(data=scored(), threshold=st.floats(-0.5, 1.5), beta=st.floats(0.25, 4.0))
def test_at_equals_scikit_learn(data, threshold, beta):
    y, scores, weights = data
    value = BinaryAnalysis(threshold_sweep(y, scores, sample_weight=weights), beta=beta)
    point = value.at(threshold)
    predicted = scores >= threshold
    tn, fp, fn, tp = confusion_matrix(y, predicted, labels=[False, True],
                                      sample_weight=weights).ravel()
    c = point.confusion
    assert (c.tp, c.fp, c.tn, c.fn) == pytest.approx((tp, fp, tn, fn))
    measures = point.measures
    assert measures["recall"].value == pytest.approx(recall_score(y, predicted,
                                                                  sample_weight=weights))
    if predicted.any():  # precision and Fβ are undefined with nothing predicted positive
        assert measures["precision"].value == pytest.approx(
            precision_score(y, predicted, sample_weight=weights))
        if tp > 0:
            assert measures["f_beta"].value == pytest.approx(
                fbeta_score(y, predicted, beta=beta, sample_weight=weights))
    else:
        assert measures["precision"].value is None and measures["precision"].reason
    assert value.at(threshold, beta=1.0).measures["f1"].value == measures["f1"].value


@settings(max_examples=60, deadline=None)
@given(data=scored())
def test_threshold_free_measures_equal_scikit_learn(data):
    y, scores, weights = data
    value = BinaryAnalysis(threshold_sweep(y, scores, sample_weight=weights))
    assert value.roc_auc == pytest.approx(roc_auc_score(y, scores, sample_weight=weights))
    assert value.rank_loss == pytest.approx(1 - value.roc_auc)
    assert value.average_precision == pytest.approx(
        average_precision_score(y, scores, sample_weight=weights))


@pytest.fixture
def learner_a() -> BinaryAnalysis:
    return BinaryAnalysis.of(load_binary(all_examples()["seed001_a"].build(), "a.csv"))


def test_learner_a_of_seed001_by_hand(learner_a):
    # ranked: − + + + − − + + − −; the positives at 0.85, 0.75, 0.65 are below one negative,
    # those at 0.35 and 0.25 below three: ℓrank = (3 + 6) / 25
    assert learner_a.rank_loss == pytest.approx(9 / 25)
    assert learner_a.roc_auc == pytest.approx(16 / 25)
    point = learner_a.at(0.5)
    c = point.confusion
    assert (c.tp, c.fp, c.tn, c.fn) == (3, 2, 3, 2)
    assert point.measures["precision"].value == pytest.approx(3 / 5)
    # costs 2 and 1 at p = 1/2: PC = 2/3; the best vertex (0.6, 1) at 0.25 costs 0.6 / 3
    cost = learner_a.cost(cost_fn=2, cost_fp=1)
    assert cost.pc == pytest.approx(2 / 3)
    assert (cost.best.threshold, cost.best.cost) == (0.25, pytest.approx(0.2))
    assert cost.at(0.5).error_rate == pytest.approx((2 * 2 + 1 * 2) / 10)
    assert cost.curve is learner_a.cost_curve  # the envelope is the binary value's


def test_settings_share_the_sweep(learner_a):
    other = learner_a.with_settings(threshold=0.3, beta=2.0)
    assert other.sweep is learner_a.sweep and other.threshold == 0.3


@pytest.mark.parametrize("command, flags", [("binary", ["--threshold", "0.4", "--curves"]),
                                            ("cost", ["--cost-fn", "3", "--prior", "0.3"])])
def test_to_json_is_what_the_cli_prints(capsys, tmp_path, learner_a, command, flags):
    path = tmp_path / "a.csv"
    path.write_bytes(all_examples()["seed001_a"].build())
    assert main([command, str(path), *flags]) == 0
    printed = json.loads(capsys.readouterr().out)
    if command == "binary":
        value = learner_a.with_settings(threshold=0.4, curves=True).to_json()
    else:
        value = learner_a.cost(cost_fn=3.0, prior=0.3).to_json()
    assert json.loads(json.dumps(value)) == printed

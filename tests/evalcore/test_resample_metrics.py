"""The bootstrap registries: each metric against scikit-learn or numpy, F1 undefined (NaN) where
evalcore says so, and every entry named in both languages."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import (average_precision_score, f1_score, mean_absolute_error,
                             roc_auc_score, root_mean_squared_error)

from dashboard.i18n import CATALOG
from evalcore.binary import threshold_sweep
from evalcore.compare import paired_bootstrap
from evalcore.compare.resampled import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,
                                                RANKING, REGRESSION, f1_of_predictions,
                                                multiclass_metrics)
from evalcore.compare.ranking import METRICS as RANKING_METRICS

booleans = st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=30)


@settings(max_examples=100, deadline=None)
@given(booleans)
def test_f1_equals_sklearn_where_defined_and_is_nan_where_not(pairs):
    y, predicted = (np.array(v) for v in zip(*pairs))
    value = f1_of_predictions(y, predicted)
    if not y.any() and not predicted.any():  # 2TP + FP + FN = 0: undefined, not sklearn's 0
        assert math.isnan(value)
    else:
        assert value == pytest.approx(f1_score(y, predicted), abs=1e-12)


def test_binary_and_regression_registries_equal_sklearn():
    rng = np.random.default_rng(3)
    y = rng.random(300) < 0.4
    scores = rng.normal(y * 1.0, 1.0).round(1)
    assert BINARY_ON_SCORES["auc"](y, scores) == pytest.approx(roc_auc_score(y, scores), abs=1e-12)
    assert BINARY_ON_SCORES["ap"](y, scores) == pytest.approx(
        average_precision_score(y, scores), abs=1e-12)
    assert BINARY_ON_SCORES["bep"](y, scores) == threshold_sweep(y, scores).bep().value
    assert BINARY_ON_PREDICTIONS["f1"](y, scores >= 0.5) == pytest.approx(
        f1_score(y, scores >= 0.5), abs=1e-12)
    truth, pred = rng.normal(size=200), rng.normal(size=200)
    assert REGRESSION["rmse"](truth, pred) == pytest.approx(
        root_mean_squared_error(truth, pred), rel=1e-12)
    assert REGRESSION["mae"](truth, pred) == pytest.approx(
        mean_absolute_error(truth, pred), rel=1e-12)


def test_multiclass_and_ranking_registries():
    y, pred = np.array([0, 1, 2, 2, 1]), np.array([0, 2, 2, 2, 1])
    metrics = multiclass_metrics(3)
    assert metrics["accuracy"](y, pred) == pytest.approx(0.8)
    assert metrics["macro_f1"](y, pred) == pytest.approx(
        f1_score(y, pred, average="macro"), abs=1e-12)
    assert set(RANKING) == {f"ranking_{m}" for m in RANKING_METRICS}
    assert all(RANKING[name](None, np.array([0.2, 0.4, 0.9])) == pytest.approx(0.5)
               for name in RANKING)


def test_f1_bootstrap_counts_the_resamples_where_f1_is_undefined():
    # one positive among 8; model A predicts only it, B nothing: a resample without the positive
    # has 2TP + FP + FN = 0 for model A, so its F1 and the difference are undefined (NaN) there
    y = np.array([True] + [False] * 7)
    a, b = y.copy(), np.zeros(8, dtype=bool)
    b[1] = True
    result = paired_bootstrap(BINARY_ON_PREDICTIONS["f1"], y, a, b, n_resamples=300, seed=1)
    undefined = int(np.count_nonzero(np.isnan(result.distribution)))
    assert undefined > 0  # P(no positive drawn) = (7/8)^8 ≈ 0.34
    assert result.ci is None
    assert result.reason == "compare_bootstrap_undefined_resamples"
    assert result.params == {"count": undefined}
    assert (result.value_a, result.value_b) == (1.0, 0.0)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_registry_entry_is_named_in_the_catalog(language):
    names = [*BINARY_ON_SCORES, *BINARY_ON_PREDICTIONS, *REGRESSION, *RANKING,
             *multiclass_metrics(2)]
    missing = [n for n in names if not CATALOG.get(f"compare_boot_metric_{n}", {}).get(language)]
    assert missing == []

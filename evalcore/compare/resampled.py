"""What the paired bootstrap resamples, per task: ``name → metric(y_true, outputs)`` for
the bootstrap choices of :mod:`evalcore.registry`.

Every metric follows evalcore's own definitions, so a resample where one is undefined (F1 with no
positive sample and none predicted, a one-class draw for AUC) gives NaN; :func:`~evalcore.compare.
paired_bootstrap` counts those resamples and reports no interval, saying how many were undefined
(``compare_bootstrap_undefined_resamples``), instead of scoring them 0 as scikit-learn's
``zero_division=0`` would. The catalog names each entry ``compare_boot_metric_<name>``.

- :data:`BINARY_ON_SCORES` take the scores, :data:`BINARY_ON_PREDICTIONS` the predictions at the
  thresholds (booleans);
- :func:`multiclass_metrics` take class indices (:mod:`evalcore.compare.multiclass`);
- :data:`REGRESSION` take the predictions;
- :data:`RANKING` take one value per query (:meth:`~evalcore.compare.ranking.RankingComparison.
  bootstrap_arrays`), keyed ``ranking_<metric>``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from evalcore.binary import Confusion
from evalcore.binary.confusion import f1
from evalcore.compare.multiclass import bootstrap_metric
from evalcore.compare.ranking import mean_metric
from evalcore.resample.prepared_metrics import (ResampledAp, ResampledAuc, ResampledBep, ResampledCounts,
                                        ResampledMean)
from evalcore.regression.metrics import METRICS as REGRESSION_METRICS
from evalcore.regression.metrics import Pairs
from evalcore.registry import bootstrap_keys
from evalcore.measure import Measure

Metric = Callable[..., float]


def _value(measure: Measure) -> float:
    return math.nan if measure.value is None else measure.value


def f1_of_predictions(y_true, predicted) -> float:
    """F1 = 2TP / (2TP + FN + FP) of boolean predictions; NaN where undefined (no positive
    sample and none predicted), as :func:`evalcore.binary.confusion.f1`."""
    y, p = np.asarray(y_true, dtype=bool), np.asarray(predicted, dtype=bool)
    tp = int(np.count_nonzero(y & p))
    fp, fn = int(np.count_nonzero(p)) - tp, int(np.count_nonzero(y)) - tp
    return _f1(tp, fp, y.size - tp - fp - fn, fn)


def _f1(tp: int, fp: int, tn: int, fn: int) -> float:
    return _value(f1(Confusion(int(tp), int(fp), int(tn), int(fn))))


def _truth_and_prediction(y_true: np.ndarray, predicted: np.ndarray) -> np.ndarray:
    """Codes 0 TN, 1 FP, 2 FN, 3 TP (``2 · truth + predicted``)."""
    return 2 * y_true.astype(bool).astype(np.intp) + predicted.astype(bool)


def _regression(key: str) -> Metric:
    """The regression registry's ``key`` on inputs already validated by the pair's loader."""
    compute = REGRESSION_METRICS[key].compute
    return lambda y_true, y_pred: _value(compute(Pairs(np.asarray(y_true, dtype=float),
                                                       np.asarray(y_pred, dtype=float), None)))


def _errors(y_true: np.ndarray, y_pred: np.ndarray) -> np.ndarray:
    return np.asarray(y_true, dtype=float) - np.asarray(y_pred, dtype=float)


_IMPLEMENTATIONS: dict[str, Callable[[], Metric]] = {
    "auc": ResampledAuc, "ap": ResampledAp, "bep": ResampledBep,
    "f1": lambda: ResampledCounts(f1_of_predictions, _truth_and_prediction, 4,
                                  lambda counts: _f1(counts[3], counts[1], counts[0], counts[2])),
    # scikit-learn's RMSE is √mean(e²) and its MAE mean(|e|), means of the same per-row values
    "rmse": lambda: ResampledMean(_regression("rmse"), lambda y, p: _errors(y, p) ** 2, math.sqrt),
    "mae": lambda: ResampledMean(_regression("mae"), lambda y, p: np.abs(_errors(y, p))),
    **{name: lambda: ResampledMean(
        mean_metric, lambda _y, values: np.asarray(values, dtype=float))
       for name in bootstrap_keys("ranking")},
}
"""Bootstrap choice (:func:`evalcore.registry.bootstrap_keys`) → how to build its metric."""


def _choices(task: str, **which) -> dict[str, Metric]:
    return {key: _IMPLEMENTATIONS[key]() for key in bootstrap_keys(task, **which)}


BINARY_ON_SCORES: dict[str, Metric] = _choices("binary", on_scores=True)
BINARY_ON_PREDICTIONS: dict[str, Metric] = _choices("binary", on_scores=False)
REGRESSION: dict[str, Metric] = _choices("regression")
RANKING: dict[str, Metric] = _choices("ranking")


def multiclass_metrics(n_classes: int) -> dict[str, Metric]:
    """Macro-F1 and accuracy on class indices ``0 … n_classes − 1``."""
    return {name: bootstrap_metric(name, n_classes) for name in bootstrap_keys("multiclass")}

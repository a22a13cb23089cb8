"""What the paired bootstrap resamples, per task: registries of ``name → metric(y_true, outputs)``.

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

from evalcore.binary import Confusion, threshold_sweep
from evalcore.binary.confusion import f1
from evalcore.compare.multiclass import BOOTSTRAP_METRICS as MULTICLASS_NAMES
from evalcore.compare.multiclass import bootstrap_metric
from evalcore.compare.ranking import METRICS as RANKING_NAMES
from evalcore.compare.ranking import mean_metric
from evalcore.compare.resampled import ResampledAp, ResampledAuc
from evalcore.regression.metrics import METRICS as REGRESSION_METRICS
from evalcore.regression.metrics import Pairs
from evalcore.values import Measure

Metric = Callable[..., float]


def _value(measure: Measure) -> float:
    return math.nan if measure.value is None else measure.value


def break_even_point(y_true, scores) -> float:
    """The P-R curve's break-even point (evalcore's :meth:`ThresholdSweep.bep`)."""
    return threshold_sweep(y_true, scores).bep().value


def f1_of_predictions(y_true, predicted) -> float:
    """F1 = 2TP / (2TP + FN + FP) of boolean predictions; NaN where undefined (no positive
    sample and none predicted), as :func:`evalcore.binary.confusion.f1`."""
    y, p = np.asarray(y_true, dtype=bool), np.asarray(predicted, dtype=bool)
    tp = int(np.count_nonzero(y & p))
    fp, fn = int(np.count_nonzero(p)) - tp, int(np.count_nonzero(y)) - tp
    return _value(f1(Confusion(tp, fp, y.size - tp - fp - fn, fn)))


def _regression(key: str) -> Metric:
    """The regression registry's ``key`` on inputs already validated by the pair's loader."""
    compute = REGRESSION_METRICS[key].compute
    return lambda y_true, y_pred: _value(compute(Pairs(np.asarray(y_true, dtype=float),
                                                       np.asarray(y_pred, dtype=float), None)))


BINARY_ON_SCORES: dict[str, Metric] = {
    "auc": ResampledAuc(), "ap": ResampledAp(), "bep": break_even_point,
}
BINARY_ON_PREDICTIONS: dict[str, Metric] = {"f1": f1_of_predictions}
REGRESSION: dict[str, Metric] = {key: _regression(key) for key in ("rmse", "mae")}
RANKING: dict[str, Metric] = {f"ranking_{name}": mean_metric for name in RANKING_NAMES}


def multiclass_metrics(n_classes: int) -> dict[str, Metric]:
    """Macro-F1 and accuracy on class indices ``0 … n_classes − 1``."""
    return {name: bootstrap_metric(name, n_classes) for name in MULTICLASS_NAMES}

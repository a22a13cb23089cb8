"""Regression evaluation: seed 004's metrics, the REC curve, residuals and the worst predictions.

``load_regression`` turns file bytes into :class:`RegressionData`; :func:`regression_metrics`
computes every metric of the :data:`METRICS` registry (``None`` with a reason where undefined);
:func:`rec_curve` gives the REC curve with the share within any tolerance in O(log n).
"""

from evalcore.io.vocabulary import PRED_NAMES, TRUE_NAMES
from evalcore.regression.data import (
    RegressionData,
    load_regression,
    regression_from_table,
)
from evalcore.regression.metrics import (
    METRICS,
    Metric,
    regression_metrics,
    symmetric_mean_absolute_percentage_error,
)
from evalcore.regression.rec import (
    RecCurve,
    WorstPredictions,
    rec_curve,
    residuals,
    worst_predictions,
)

__all__ = [
    "METRICS",
    "PRED_NAMES",
    "TRUE_NAMES",
    "RegressionData",
    "load_regression",
    "regression_from_table",
    "Metric",
    "RecCurve",
    "WorstPredictions",
    "rec_curve",
    "regression_metrics",
    "residuals",
    "symmetric_mean_absolute_percentage_error",
    "worst_predictions",
]

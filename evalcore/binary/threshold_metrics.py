"""Precision, recall, F1, the queue rate and the KS distance at every slider stop: the data of the
figure of metrics against the threshold (one curve each, the operating point marked).

Read off :func:`evalcore.binary.stop_table.stop_table` (the queue rate and the KS distance are
its :func:`~evalcore.binary.stop_table.threshold_rates` columns), so every value at a stop is what
``python -m evalcore binary --threshold <stop>`` prints there: ``metrics.precision``,
``metrics.recall``, ``metrics.f1``, the queue rate (TP + FP) / (P + N) (the share of the rows
predicted positive, the work a review queue gets) and |TPR − FPR| (the distance between the
classes' cumulative distributions at that cut, whose maximum is ``ks.statistic``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.binary.stop_table import SLIDER_STEPS, stop_table
from evalcore.binary.sweep import ThresholdSweep

CURVES = ("precision", "recall", "f1", "queue_rate", "ks_distance")
"""The figure's curves, in drawing order."""


@dataclass(frozen=True, eq=False)
class ThresholdMetrics:
    """The curves at each of ``thresholds`` (ascending; +inf: all negative): arrays named as
    :data:`CURVES`, NaN where a measure is undefined (precision with nothing predicted
    positive)."""

    thresholds: np.ndarray
    precision: np.ndarray
    recall: np.ndarray
    f1: np.ndarray
    queue_rate: np.ndarray
    ks_distance: np.ndarray

    def curves(self) -> dict[str, np.ndarray]:
        """Each curve by its name, in :data:`CURVES`' order."""
        return {name: getattr(self, name) for name in CURVES}


def threshold_metrics(sweep: ThresholdSweep, thresholds=None, *,
                      steps: int = SLIDER_STEPS) -> ThresholdMetrics:
    """The curves at ``thresholds`` (default: the slider's stops)."""
    table = stop_table(sweep, thresholds, steps=steps, rates="higher")
    return ThresholdMetrics(thresholds=table.thresholds,
                            **{name: table.column(name) for name in CURVES})

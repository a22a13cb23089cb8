"""Every measure of :mod:`evalcore.registry` as a plain function of its task's arrays (as the CLI
and the pages compute it), for the tests that loop over the registry: ``REGISTRY[task][name]``
is a :class:`Registered` measure. Signatures, by task:

- ``binary``: ``compute(y_true, y_score, *, sample_weight=None, pos_label=None)``; the labels go
  through the file loader's rules (:func:`evalcore.io.binary_from_table`), point measures are taken
  at :data:`THRESHOLD`;
- ``regression``: ``compute(y_true, y_pred, *, sample_weight=None)``;
- ``multiclass``: ``compute(y_true, y_pred)`` (labels of any kind, compared as text);
- ``ranking``: ``compute(query_id, relevance, score)`` at cut-off :data:`RANKING_K`.

Each returns a float, or ``None`` where the measure is undefined.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.binary import POINT_METRICS, threshold_sweep
from evalcore.binary.calibration import probability_quality
from evalcore.binary.lift import ks
from evalcore.io import binary_from_table
from evalcore.multiclass import from_labels, multiclass_report
from evalcore.ranking import evaluate_ranking
from evalcore.regression.metrics import METRICS as REGRESSION_METRICS
from evalcore.regression.metrics import check_pairs
from evalcore.registry import TASKS, measures

THRESHOLD = 0.5
"""The threshold of the binary point measures (score ≥ threshold: positive)."""
RANKING_K = 3
"""The cut-off of P@k, Recall@k and NDCG@k."""


@dataclass(frozen=True)
class Registered:
    """One metric: ``compute`` (see the module docstring), the catalog key of its name, and
    whether it takes sample weights."""

    compute: Callable[..., float | None]
    catalog_key: str
    weighted: bool


def _sweep(y_true, y_score, sample_weight, pos_label):
    table = pd.DataFrame({"label": y_true, "score": y_score})
    if sample_weight is not None:
        table["weight"] = sample_weight
    data = binary_from_table(table, label_col="label", score_col="score",
                             weight_col="weight" if sample_weight is not None else False,
                             pos_label=pos_label)
    return threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)


def _point(name: str) -> Callable[..., float | None]:
    def compute(y_true, y_score, *, sample_weight=None, pos_label=None) -> float | None:
        confusion = _sweep(y_true, y_score, sample_weight, pos_label).confusion_at(THRESHOLD)
        return POINT_METRICS[name](confusion).value

    return compute


def _curve(read: Callable) -> Callable[..., float | None]:
    def compute(y_true, y_score, *, sample_weight=None, pos_label=None) -> float | None:
        return float(read(_sweep(y_true, y_score, sample_weight, pos_label)))

    return compute


def _regression(name: str) -> Callable[..., float | None]:
    def compute(y_true, y_pred, *, sample_weight=None) -> float | None:
        return REGRESSION_METRICS[name].compute(check_pairs(y_true, y_pred, sample_weight)).value

    return compute


def _multiclass(name: str) -> Callable[..., float | None]:
    def compute(y_true, y_pred) -> float | None:
        data = from_labels(np.asarray(y_true, dtype=object), np.asarray(y_pred, dtype=object))
        return multiclass_report(data.confusion, data.labels).summary()[name].value

    return compute


def _ranking(name: str) -> Callable[..., float | None]:
    def compute(query_id, relevance, score) -> float | None:
        return evaluate_ranking(query_id, relevance, score).summary(RANKING_K).metrics[name]

    return compute


_CURVES = {
    "roc_auc": lambda s: s.roc_auc(), "gini": lambda s: 2.0 * s.roc_auc() - 1.0,
    "rank_loss": lambda s: s.rank_loss(),
    "average_precision": lambda s: s.average_precision(), "bep": lambda s: s.bep().value,
    "youden": lambda s: s.youden().j, "ks": lambda s: ks(s).statistic,
    "brier": lambda s: probability_quality(s).brier,
    "log_loss": lambda s: probability_quality(s).log_loss,
}
PROBABILITIES = ("brier", "log_loss")
"""Measures of probabilities: their scores go through a logistic function first, so that any
score (the common tests' scores leave [0, 1]) gives a defined value."""


def _of_probabilities(compute: Callable[..., float | None]) -> Callable[..., float | None]:
    return lambda y_true, y_score, **options: compute(
        y_true, 1 / (1 + np.exp(-np.asarray(y_score, dtype=float))), **options)


def _computed(e) -> Registered:
    if e.task == "binary":
        compute = _curve(_CURVES[e.name]) if e.on_scores else _point(e.name)
        if e.name in PROBABILITIES:
            compute = _of_probabilities(compute)
    else:
        compute = {"regression": _regression, "multiclass": _multiclass,
                   "ranking": _ranking}[e.task](e.name)
    return Registered(compute, e.label, e.task in ("binary", "regression"))


REGISTRY: dict[str, dict[str, Registered]] = {
    task: {e.name: _computed(e) for e in measures(task)} for task in TASKS}

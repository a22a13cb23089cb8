"""Every metric of every task in one registry: ``REGISTRY[task][name]`` is a :class:`Registered`
metric, a plain function of the task's arrays (as the CLI and the pages compute it) and the
catalog key that names it in the UI.

It exists for the common tests (tests/evalcore/test_common.py, in the manner of scikit-learn's
``sklearn/metrics/tests/test_common.py``): row order, weight = repetition, relabelled classes and
both languages' names are checked for every entry at once. Signatures, by task:

- ``binary``: ``compute(y_true, y_score, *, sample_weight=None, pos_label=None)``; the labels go
  through the file loader's rules (:func:`evalcore.io.binary_from_table`), point measures are taken
  at :data:`THRESHOLD`;
- ``regression``: ``compute(y_true, y_pred, *, sample_weight=None)``;
- ``multiclass``: ``compute(y_true, y_pred)`` (labels of any kind, compared as text);
- ``ranking``: ``compute(query_id, relevance, score)`` at cut-off :data:`RANKING_K`.

Each returns a float, or ``None`` where the metric is undefined.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.binary import POINT_METRICS, threshold_sweep
from evalcore.io import binary_from_table
from evalcore.multiclass import SUMMARY_KEYS, from_labels, multiclass_report
from evalcore.ranking import evaluate_ranking
from evalcore.ranking.metrics import METRIC_KEYS as RANKING_KEYS
from evalcore.regression.metrics import METRICS as REGRESSION_METRICS
from evalcore.regression.metrics import check_pairs

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


REGISTRY: dict[str, dict[str, Registered]] = {
    "binary": {
        **{name: Registered(_point(name), f"metric_{name}", True) for name in POINT_METRICS},
        "roc_auc": Registered(_curve(lambda s: s.roc_auc()), "auc_label", True),
        "rank_loss": Registered(_curve(lambda s: s.rank_loss()), "rank_loss_label", True),
        "average_precision": Registered(_curve(lambda s: s.average_precision()), "ap_label",
                                        True),
        "bep": Registered(_curve(lambda s: s.bep().value), "bep_label", True),
        "youden": Registered(_curve(lambda s: s.youden().j), "youden_label", True),
    },
    "regression": {name: Registered(_regression(name), f"regression_metric_{name}", True)
                   for name in REGRESSION_METRICS},
    "multiclass": {name: Registered(_multiclass(name), f"multiclass_metric_{name}", False)
                   for name in SUMMARY_KEYS},
    "ranking": {name: Registered(_ranking(name), f"ranking_label_{name}", False)
                for name in RANKING_KEYS},
}

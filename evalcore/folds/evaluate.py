"""Each fold's main measures of its task, computed with the task's own functions on the fold's rows.

binary: ROC AUC and AP from :func:`evalcore.binary.threshold_sweep`, the point measures at the
threshold from :func:`evalcore.binary.point_metrics`; multiclass: :func:`multiclass_report`'s
accuracy, both macro-F1s and κ; regression: :func:`regression_metrics`' MSE, RMSE, MAE and R².
A measure a fold cannot define is ``None`` with its reason; the other folds keep theirs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from evalcore.binary import point_metrics, threshold_sweep
from evalcore.binary.confusion import Confusion
from evalcore.folds.split import FoldSplit
from evalcore.measure import Measure

FOLD_METRICS = {
    "binary": ("roc_auc", "average_precision", "accuracy", "error_rate", "precision", "recall",
               "f1"),
    "multiclass": ("accuracy", "macro_f1_book", "macro_f1_mean", "kappa"),
    "regression": ("mse", "rmse", "mae", "r2"),
}
"""Each task's measures per fold, in display order (the CLI's metric keys)."""


@dataclass(frozen=True)
class FoldResult:
    """One fold's measures: ``repeat`` (None without a repeat column), ``fold``, ``n`` rows."""

    repeat: str | None
    fold: str
    n: int
    metrics: Mapping[str, Measure]


def fold_groups(split: FoldSplit) -> list[tuple[str | None, str, np.ndarray]]:
    """(repeat, fold, row mask) of every fold, in the split's order."""
    return [(repeat, fold, split.rows(repeat, fold)) for repeat, fold in split.groups]


def evaluate_folds(task: str, data: Any, split: FoldSplit, *, threshold: float = 0.5,
                   scores: np.ndarray | None = None) -> tuple[list[FoldResult], dict[str, Measure]]:
    """Every fold's measures and the pooled ones (over all rows).

    ``data`` is the task's loaded data (:class:`~evalcore.io.BinaryData`,
    :class:`~evalcore.multiclass.MulticlassData` with row labels,
    :class:`~evalcore.regression.RegressionData`), one entry per row of the table ``split`` was
    read from (loaded without dropping rows). ``scores`` is a second model's output in place of
    the loaded one: binary scores, regression predictions, or multiclass predicted class indices
    into ``data.labels``. Sample weights of binary and regression data are used.
    """
    measure = _MEASURES[task]
    folds = [FoldResult(repeat, fold, int(np.count_nonzero(mask)), measure(data, mask, threshold,
                                                                           scores))
             for repeat, fold, mask in fold_groups(split)]
    pooled = measure(data, np.ones(len(split.folds), bool), threshold, scores)
    return folds, pooled


def binary_measures(data, rows: np.ndarray, threshold: float,
                    scores: np.ndarray | None = None) -> dict[str, Measure]:
    """AUC and AP (None with ``folds_one_class`` when the rows hold one class) and the point
    measures at ``threshold`` (score ≥ threshold is positive)."""
    y = np.asarray(data.y_true, bool)[rows]
    s = np.asarray(data.scores if scores is None else scores, np.float64)[rows]
    w = np.ones(y.size) if data.weights is None else np.asarray(data.weights, np.float64)[rows]
    predicted = s >= threshold
    confusion = Confusion(tp=float(w[y & predicted].sum()), fp=float(w[~y & predicted].sum()),
                          tn=float(w[~y & ~predicted].sum()), fn=float(w[y & ~predicted].sum()))
    point = point_metrics(confusion)
    positive, negative = w[y].sum() > 0, w[~y].sum() > 0
    if not (positive and negative):
        label = data.pos_label if positive else _negative_text(data)
        undefined = Measure(None, "folds_one_class", {"label": label})
        ranked = {"roc_auc": undefined, "average_precision": undefined}
    else:
        sweep = threshold_sweep(y, s, sample_weight=None if data.weights is None else w)
        ranked = {"roc_auc": Measure(sweep.roc_auc()),
                  "average_precision": Measure(sweep.average_precision())}
    merged = {**ranked, **point}
    return {key: merged[key] for key in FOLD_METRICS["binary"]}


def _negative_text(data) -> str:
    others = [label for label in data.labels if label != data.pos_label]
    return ", ".join(others)


def multiclass_measures(data, rows: np.ndarray, threshold: float = 0.5,
                        scores: np.ndarray | None = None) -> dict[str, Measure]:
    """Accuracy, macro-F1 (harmonic mean of macro-P and macro-R, and mean of per-class F1) and κ of
    the rows, as ``python -m evalcore multiclass`` gives them for those rows alone: over the
    classes among their true and predicted labels (scikit-learn's default), not every class of
    the file. With one class there, every measure is None (``folds_multiclass_one_class``)."""
    from evalcore.errors import EvalInputError
    from evalcore.multiclass import from_labels, multiclass_report

    names = np.asarray(data.labels, dtype=object)
    y_pred = np.asarray(data.y_pred if scores is None else scores)[rows]
    try:
        fold = from_labels(names[data.y_true[rows]], names[y_pred])
    except EvalInputError as error:
        if error.key != "multiclass_too_few_classes":
            raise
        label = names[data.y_true[rows]][0]
        undefined = Measure(None, "folds_multiclass_one_class", {"label": label})
        return dict.fromkeys(FOLD_METRICS["multiclass"], undefined)
    summary = multiclass_report(fold.confusion, fold.labels).summary()
    return {key: summary[key] for key in FOLD_METRICS["multiclass"]}


def regression_measures(data, rows: np.ndarray, threshold: float = 0.5,
                        scores: np.ndarray | None = None) -> dict[str, Measure]:
    """MSE, RMSE, MAE and R² of the rows (R² None when the fold's true values do not vary)."""
    from evalcore.regression import regression_metrics

    y_pred = data.y_pred if scores is None else scores
    weights = None if data.weights is None else data.weights[rows]
    metrics = regression_metrics(data.y_true[rows], np.asarray(y_pred)[rows],
                                 sample_weight=weights)
    return {key: metrics[key] for key in FOLD_METRICS["regression"]}


_MEASURES = {"binary": binary_measures, "multiclass": multiclass_measures,
             "regression": regression_measures}

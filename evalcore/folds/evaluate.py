"""Each fold's main measures of its task, computed with the task's own functions on the fold's rows.

binary: each fold sorted once (:func:`sweep_folds`), ROC AUC and AP from its
:func:`~evalcore.binary.threshold_sweep`, the point measures at any threshold from the sweep's
counts (:func:`evalcore.binary.confusion.point_measures`, every fold at once); multiclass:
:func:`multiclass_report`'s accuracy, both macro-F1s and κ; regression:
:func:`regression_metrics`' MSE, RMSE, MAE and R². A measure a fold cannot define is ``None``
with its reason; the other folds keep theirs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.binary.confusion import Confusion, point_measures
from evalcore.folds.split import FoldSplit
from evalcore.registry import names
from evalcore.measure import Measure

FOLD_METRICS = {task: names(task, "folds") for task in ("binary", "multiclass", "regression")}
"""Each task's measures per fold, in display order (the CLI's metric keys), from
:mod:`evalcore.registry`."""


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
    into ``data.labels``. Sample weights of binary and regression data are used. A binary task
    answering several thresholds sweeps once with :func:`sweep_folds` and asks it ``at`` each.
    """
    if task == "binary":
        return sweep_folds(data, split, scores=scores).at(threshold)
    measure = _MEASURES[task]
    folds = [FoldResult(repeat, fold, int(np.count_nonzero(mask)), measure(data, mask, threshold,
                                                                           scores))
             for repeat, fold, mask in fold_groups(split)]
    pooled = measure(data, np.ones(len(split.folds), bool), threshold, scores)
    return folds, pooled


@dataclass(frozen=True, eq=False)
class SweptFold:
    """One fold's (or all rows') threshold-free part of a binary model: its rows, their sweep
    (None when the rows hold one class, so no curve) and AUC and AP (None with the reason)."""

    repeat: str | None
    fold: str
    y_true: np.ndarray
    scores: np.ndarray
    weights: np.ndarray | None
    sweep: ThresholdSweep | None
    ranked: Mapping[str, Measure]

    @property
    def n(self) -> int:
        """The fold's rows."""
        return int(self.y_true.size)

    def confusion_at(self, threshold: float) -> Confusion:
        """The counts when score ≥ ``threshold`` is positive: read off the sweep, or summed over
        the rows of a one-class fold (which has no sweep)."""
        if self.sweep is not None:
            return self.sweep.confusion_at(threshold)
        y, predicted = self.y_true, self.scores >= threshold
        w = np.ones(y.size) if self.weights is None else self.weights
        return Confusion(tp=float(w[y & predicted].sum()), fp=float(w[~y & predicted].sum()),
                         tn=float(w[~y & ~predicted].sum()), fn=float(w[y & ~predicted].sum()))

    def with_ranked(self, measures: Mapping[str, Measure]) -> dict[str, Measure]:
        """AUC, AP and the point ``measures`` (at some threshold), in :data:`FOLD_METRICS`
        order."""
        merged = {**self.ranked, **measures}
        return {key: merged[key] for key in FOLD_METRICS["binary"]}


@dataclass(frozen=True, eq=False)
class SweptFolds:
    """A binary model's folds and its pooled rows, each sorted once: :meth:`at` any threshold
    reads the counts off the sweeps, and AUC and AP (which no threshold changes) are computed
    once."""

    folds: tuple[SweptFold, ...]
    pooled: SweptFold

    def at(self, threshold: float) -> tuple[list[FoldResult], dict[str, Measure]]:
        """Every fold's measures and the pooled ones when score ≥ ``threshold`` is positive: the
        counts read off each sweep, the point measures of all of them at once
        (:func:`~evalcore.binary.confusion.point_measures`)."""
        swept = (*self.folds, self.pooled)
        confusions = [f.confusion_at(threshold) for f in swept]
        counts = np.array([(c.tp, c.fp, c.tn, c.fn) for c in confusions]).T
        measured = [f.with_ranked(m) for f, m in zip(swept, point_measures(*counts))]
        folds = [FoldResult(f.repeat, f.fold, f.n, m) for f, m in zip(self.folds, measured)]
        return folds, measured[-1]


def sweep_folds(data, split: FoldSplit, *, scores: np.ndarray | None = None) -> SweptFolds:
    """Sort every fold of binary ``data`` (or of a second model's ``scores``) and the pooled rows
    once; see :func:`evaluate_folds` for the arguments."""
    y = np.asarray(data.y_true, bool)
    s = np.asarray(data.scores if scores is None else scores, np.float64)
    w = None if data.weights is None else np.asarray(data.weights, np.float64)
    folds = tuple(_swept(data, repeat, fold, y[rows], s[rows], None if w is None else w[rows])
                  for repeat, fold, rows in fold_groups(split))
    return SweptFolds(folds, _swept(data, None, "", y, s, w))


def _swept(data, repeat: str | None, fold: str, y: np.ndarray, s: np.ndarray,
           w: np.ndarray | None) -> SweptFold:
    unit = np.ones(y.size) if w is None else w
    positive, negative = unit[y].sum() > 0, unit[~y].sum() > 0
    if positive and negative:
        sweep = threshold_sweep(y, s, sample_weight=w)
        ranked = {"roc_auc": Measure(sweep.roc_auc()),
                  "average_precision": Measure(sweep.average_precision())}
        return SweptFold(repeat, fold, y, s, w, sweep, ranked)
    label = data.pos_label if positive else _negative_text(data)
    undefined = Measure(None, "folds_one_class", {"label": label})
    return SweptFold(repeat, fold, y, s, w, None,
                     {"roc_auc": undefined, "average_precision": undefined})


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


_MEASURES = {"multiclass": multiclass_measures, "regression": regression_measures}

"""Two multiclass models on the same samples: one file with two prediction columns, or two files.

One file: the true-label column and two predicted-label columns (given, or detected as
:func:`evalcore.compare.detect_score_pair` detects two score columns). Two files: each has a true
and a predicted-label column, paired by :func:`evalcore.compare.align_pair` (by id, else by row
order with identical true labels). Labels are compared as text (:func:`evalcore.multiclass.load.
encode_labels`); both models share one label set: the true labels in
:func:`~evalcore.multiclass.load.sorted_labels` order, then the labels only predicted (as the
multiclass loader orders them).

:func:`compare_multiclass` gives both models' :func:`~evalcore.multiclass.multiclass_report`, the
per-class differences A − B and McNemar's test on which model is right;
:func:`bootstrap_metric` the macro-F1 or accuracy on class indices for
:func:`evalcore.compare.paired_bootstrap`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.compare.load import (Pairing, align_pair, one_table_columns, only_other_column,
                                   table_keys)
from evalcore.compare.mcnemar import McNemarResult, mcnemar_test
from evalcore.resample.prepared_metrics import ResampledCounts, ResampledMean
from evalcore.errors import EvalInputError
from evalcore.io import LABEL_NAMES, resolve_column
from evalcore.settings import MULTICLASS_PRED_COL
from evalcore.multiclass import (
    MulticlassReport,
    multiclass_confusion,
    multiclass_report,
)
from evalcore.io.vocabulary import PRED_LABEL_NAMES
from evalcore.multiclass.load import encode_labels, sorted_labels
from evalcore.registry import bootstrap_keys
from evalcore.measure import Measure

BOOTSTRAP_METRICS = bootstrap_keys("multiclass")
"""Metrics :func:`bootstrap_metric` gives (``macro_f1``: the mean of per-class F1), from
:mod:`evalcore.registry`."""


@dataclass(frozen=True, eq=False)
class MulticlassPair(Pairing):
    """Aligned class indices into the shared ``labels``: truth and both models' predictions.

    ``names`` say what A and B are (the prediction columns, or the file names); ``notice`` (with
    ``notice_params``) is the message key to show when pairing by id left ids out.
    """

    labels: tuple[str, ...]
    y_true: np.ndarray
    pred_a: np.ndarray
    pred_b: np.ndarray
    names: tuple[str, str]
    true_col: str


def shared_indices(true_columns, pred_columns) -> tuple[tuple[str, ...], list, list]:
    """Encode the columns ``(values, column name)`` on one label set; their class indices."""
    true = [encode_labels(values, column=name) for values, name in true_columns]
    pred = [encode_labels(values, column=name) for values, name in pred_columns]
    known = set().union(*(e.distinct for e in true))
    predicted = set().union(*(e.distinct for e in pred)) - known
    labels = tuple(sorted_labels(known) + sorted_labels(predicted))
    if len(labels) < 2:
        raise EvalInputError("multiclass_too_few_classes", count=len(labels))
    return labels, [e.indices(labels) for e in true], [e.indices(labels) for e in pred]


def multiclass_pair_from_table(
    df: pd.DataFrame,
    *,
    pred_cols: Sequence[str] | None = None,
    label_col: str | None = None,
    id_col: str | None = None,
) -> MulticlassPair:
    """True labels and two predicted-label columns of one table (detected unless given)."""
    label_col, _, pred_cols = one_table_columns(df, ("label", LABEL_NAMES, label_col), id_col,
                                                pred_cols)
    if len(pred_cols) != 2 or len({label_col, *pred_cols}) != 3:
        raise EvalInputError("compare_multiclass_pred_cols_two", label=label_col,
                             columns=", ".join(map(str, pred_cols)))
    if df.empty:
        raise EvalInputError("multiclass_no_rows")
    labels, (y_true,), (pred_a, pred_b) = shared_indices(
        [(df[label_col], label_col)], [(df[c], c) for c in pred_cols]
    )
    return MulticlassPair(labels, y_true, pred_a, pred_b, (str(pred_cols[0]), str(pred_cols[1])),
                          label_col, aligned_by="columns")


def multiclass_pair_from_tables(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    names: tuple[str, str] = ("A", "B"),
    pred_cols: Sequence[str | None] = (None, None),
    label_col: str | None = None,
    id_col: str | None = None,
) -> MulticlassPair:
    """Pair two tables (one model each) by id, else by row order; ``pred_cols`` are each table's
    predicted-label column (detected where None)."""
    true_cols = [resolve_column(df, "label", LABEL_NAMES, label_col) for df in (df_a, df_b)]
    chosen = [col or detect_prediction_column(df, label_col=label_col)
              for df, col in zip((df_a, df_b), pred_cols)]
    chosen = [resolve_column(df, "pred", PRED_LABEL_NAMES, col, setting=MULTICLASS_PRED_COL)
              for df, col in zip((df_a, df_b), chosen)]
    if df_a.empty or df_b.empty:
        raise EvalInputError("multiclass_no_rows")
    labels, truths, preds = shared_indices(
        [(df[c], c) for df, c in zip((df_a, df_b), true_cols)],
        [(df[c], c) for df, c in zip((df_a, df_b), chosen)],
    )
    keys, id_col = table_keys((df_a, df_b), names, id_col)
    at = align_pair(*truths, keys, names=names, id_col=id_col)
    return MulticlassPair(
        labels, truths[0][at.index_a], preds[0][at.index_a], preds[1][at.index_b], names,
        true_cols[0], **at.pairing(),
    )


def detect_prediction_column(df: pd.DataFrame, *, label_col: str | None = None) -> str | None:
    """One model's predicted-label column in a two-file comparison: a prediction name, else the
    only column besides the true labels and the id (labels may be text); None when ambiguous."""
    found = resolve_column(df, "pred", PRED_LABEL_NAMES, required=False)
    return found if found is not None else only_other_column(df, label_col, numeric=False)


@dataclass(frozen=True)
class ClassDifference:
    """One class: its support (true samples, the same for both models) and the differences
    A − B of precision, recall and F1 (``None`` when either model's value is undefined)."""

    label: str
    support: int
    precision: float | None
    recall: float | None
    f1: float | None


@dataclass(frozen=True, eq=False)
class MulticlassComparison:
    """Both models' reports on the shared labels, the per-class differences A − B, and McNemar's
    test on correctness (A right vs B right)."""

    report_a: MulticlassReport
    report_b: MulticlassReport
    per_class: tuple[ClassDifference, ...]
    mcnemar: McNemarResult

    def difference(self, key: str) -> float | None:
        """A − B of a summary metric (e.g. ``accuracy``, ``macro_f1_mean``, ``kappa``)."""
        return _minus(getattr(self.report_a, key), getattr(self.report_b, key))

    @property
    def accuracy_difference(self) -> float:
        return self.difference("accuracy")

    @property
    def macro_f1_difference(self) -> float:
        """A − B of the mean of per-class F1 (scikit-learn's ``average="macro"``)."""
        return self.difference("macro_f1_mean")


def _minus(a: Measure, b: Measure) -> float | None:
    return None if a.value is None or b.value is None else a.value - b.value


def compare_multiclass(pair: MulticlassPair) -> MulticlassComparison:
    """Both models' multiclass reports, per-class differences and McNemar's test.

    Both confusion matrices use the shared label set, so a class only one model predicts is a
    column (with F1 0 for the other model, as ``f1_score(..., labels=all, zero_division=0)``).
    McNemar counts a sample as right when the predicted class equals the true class.
    """
    size = len(pair.labels)
    report_a, report_b = (
        multiclass_report(multiclass_confusion(pair.y_true, pred, size), pair.labels)
        for pred in (pair.pred_a, pair.pred_b)
    )
    per_class = tuple(
        ClassDifference(a.label, a.support, *(_minus(getattr(a, k), getattr(b, k))
                                              for k in ("precision", "recall", "f1")))
        for a, b in zip(report_a.per_class, report_b.per_class)
    )
    return MulticlassComparison(report_a, report_b, per_class,
                                mcnemar_test(pair.y_true, pair.pred_a, pair.pred_b))


def bootstrap_metric(name: str, n_classes: int) -> Callable[[np.ndarray, np.ndarray], float]:
    """``metric(y_true, pred)`` on class indices: ``macro_f1`` (mean per-class F1 over all
    ``n_classes`` shared labels, 0/0 as 0, as the report) or ``accuracy``; each with
    ``on_counts`` for the paired bootstrap (:mod:`evalcore.resample.prepared_metrics`)."""
    if name not in BOOTSTRAP_METRICS:
        raise ValueError(f"unknown metric {name!r}; one of {BOOTSTRAP_METRICS}")
    if name == "accuracy":
        return ResampledMean(lambda y, pred: float(np.mean(y == pred)),
                             per_row=lambda y, pred: y == pred)

    def macro_f1(confusion: np.ndarray) -> float:
        tp = np.diag(confusion)
        denominator = confusion.sum(axis=0) + confusion.sum(axis=1)
        return float(np.mean(np.divide(2 * tp, denominator, out=np.zeros(n_classes),
                                       where=denominator > 0)))

    return ResampledCounts(
        lambda y, pred: macro_f1(multiclass_confusion(y, pred, n_classes)),
        codes=lambda y, pred: y.astype(np.int64) * n_classes + pred.astype(np.int64),
        size=n_classes * n_classes,
        from_counts=lambda counts: macro_f1(counts.reshape(n_classes, n_classes)))


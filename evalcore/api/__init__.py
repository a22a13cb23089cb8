"""evalcore's public Python API: ``import evalcore as ec``.

One constructor per task, in scikit-learn's names (data positional, options keyword-only), each
returning the task's analysis value (:mod:`evalcore.analysis`): ``.at(...)`` answers the task's
control and ``.to_json()`` is what ``python -m evalcore <task>`` prints for the same data and
settings. Data come as arrays, as a pandas DataFrame (columns named or detected, as in a file),
or as a path to a CSV/TSV/Parquet file; each goes through the readers and checks the pages and
the CLI use (:mod:`evalcore.api.build`). The settings are frozen dataclasses
(:mod:`evalcore.api.settings`). Bad input raises :class:`~evalcore.errors.EvalInputError`.

Nothing heavy is imported here: each function imports its task when called.
"""

from __future__ import annotations

import os
from typing import Any, Sequence

from evalcore.api import report as _report  # noqa: F401  gives every value its report()
from evalcore.api.settings import (BinarySettings, CompareSettings, FoldsSettings,
                                   MulticlassSettings, RankingSettings, RegressionSettings)

__all__ = ["binary", "multiclass", "regression", "ranking", "folds", "compare", "read"]


def _is_path(data) -> bool:
    return isinstance(data, (str, os.PathLike))


def _source(data):
    """A path read as a file's ``(bytes, name)``; a DataFrame as given."""
    from evalcore.api import build

    return build.read_source(os.fspath(data)) if _is_path(data) else data


def _frame(columns: dict[str, Any]):
    """Arrays as the table a file would give (columns left out when None)."""
    import pandas as pd

    return pd.DataFrame({name: _values(values) for name, values in columns.items()
                         if values is not None})


def _values(values):
    import numpy as np

    return values.to_numpy() if hasattr(values, "to_numpy") else np.asarray(values)


def _table_given(data, second) -> bool:
    """``data`` is a whole table (a DataFrame or a path) rather than the first array."""
    return second is None and (_is_path(data) or hasattr(data, "columns"))


def read(path: str | os.PathLike):
    """Read a CSV, TSV or Parquet file as evalcore reads an upload.

    Parameters
    ----------
    path : str or path-like
        The file; its extension (or its first bytes) says the format.

    Returns
    -------
    DataFrame
        The table, ready for any constructor of this module.

    Examples
    --------
    After ``python -m evalcore examples --write examples``:

    >>> import evalcore as ec
    >>> ec.read("examples/seed001_a.csv").columns.tolist()
    ['y_true', 'score']
    """
    from evalcore.api import build
    from evalcore.io import read_table

    return read_table(*build.read_source(os.fspath(path)))


def binary(y_true, y_score=None, *, sample_weight=None, pos_label=None, threshold: float = 0.5,
           beta: float = 1.0, curves: bool = False, threshold_for: str | None = None,
           by: str | None = None, label_col: str | None = None, score_col: str | None = None,
           weight_col: str | None = None, drop_invalid: bool = False,
           score_direction: str = "higher", min_segment: int | None = None):
    """Evaluate a binary scorer: the confusion and every measure at a threshold, AUC, AP, BEP,
    Youden's and KS's points, Brier score, log loss and intervals.

    Parameters
    ----------
    y_true : array-like, DataFrame or path
        True labels; or a whole table (a DataFrame, or a CSV/TSV/Parquet file) whose label,
        score and weight columns are named by ``label_col``, ``score_col``, ``weight_col`` or
        detected by name.
    y_score : array-like, optional
        Scores, higher meaning more likely positive (with array-like ``y_true``).
    sample_weight : array-like, optional
        Weights of the rows (with array-like ``y_true``).
    pos_label : label, optional
        The positive label (default: 1, true, yes, pos, positive, or the larger of two numbers).
    threshold : float, default 0.5
        Score ≥ threshold is predicted positive (scikit-learn's rule); :meth:`.at` answers any.
    beta : float, default 1.0
        β of Fβ.
    curves : bool, default False
        ``to_json()`` adds the full ROC and P-R curves.
    threshold_for : str, optional
        A constraint that chooses the threshold: ``precision=P``, ``recall=R``, ``fpr=F`` or
        ``top=Q``.
    by : str, optional
        A column of the table: ``to_json()`` adds the measures by segment and their gaps.
    label_col, score_col, weight_col : str, optional
        The table's columns (default: detected).
    drop_invalid : bool, default False
        Drop rows with an empty label or a missing score instead of failing.
    score_direction : {"higher", "lower"}, default "higher"
        ``lower``: a lower score means positive (score ≤ threshold predicted positive, as for a
        scorecard's points); every measure is that of the negated score, and ``to_json()``
        gives thresholds in the scores' own units.
    min_segment : int, optional
        With ``by``: segments with fewer rows are listed but left out of the gaps (default 30).

    Returns
    -------
    BinaryAnalysis
        ``.at(t)`` gives the confusion and point measures at ``t``; ``.to_json()`` equals
        ``python -m evalcore binary`` on the same data and settings; ``.cost(...)`` the cost
        view.

    Examples
    --------
    >>> import evalcore as ec
    >>> a = ec.binary([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> a.roc_auc
    0.75
    >>> point = a.at(0.5)
    >>> point.measures["precision"].value, point.measures["recall"].value
    (1.0, 0.5)
    >>> a.to_json()["confusion"]
    {'tp': 1, 'fp': 0, 'tn': 2, 'fn': 1}
    """
    from evalcore.api import build

    settings = BinarySettings(label_col=label_col, score_col=score_col, pos_label=pos_label,
                              threshold=float(threshold), weight_col=weight_col,
                              drop_invalid=drop_invalid, beta=float(beta), by=by,
                              threshold_for=threshold_for, curves=curves,
                              score_direction=None if score_direction == "higher"
                              else score_direction, min_segment=min_segment)
    if _table_given(y_true, y_score):
        return build.binary(settings, _source(y_true))
    table = _frame({"y_true": y_true, "y_score": y_score, "sample_weight": sample_weight})
    settings = _replace(settings, label_col="y_true", score_col="y_score",
                        weight_col=None if sample_weight is None else "sample_weight")
    return build.binary(settings, table)


def _replace(settings, **changes):
    from dataclasses import replace

    return replace(settings, **changes)


def multiclass(y_true, y_pred=None, *, y_score=None, labels: Sequence | None = None,
               label_col: str | None = None, pred_col: str | None = None,
               score_prefix: str | None = None, matrix: bool = False,
               drop_invalid: bool = False):
    """Evaluate a multiclass classifier: the C×C confusion matrix, accuracy, κ, MCC, per-class
    and averaged precision, recall and F1; with scores the one-vs-rest AUCs and top-k accuracy.

    Parameters
    ----------
    y_true : array-like, DataFrame or path
        True labels; or a whole table (labels, predicted labels and/or ``<prefix><class>``
        score columns, or a C×C matrix of counts with ``matrix=True``).
    y_pred : array-like, optional
        Predicted labels (default with ``y_score``: the highest-scoring class).
    y_score : array-like of shape (n, C), optional
        One score per class, in the order of ``labels``.
    labels : sequence, optional
        The classes of ``y_score``'s columns.
    label_col, pred_col, score_prefix : str, optional
        The table's columns (default: detected).
    matrix : bool, default False
        The table is a confusion matrix of counts.
    drop_invalid : bool, default False
        Drop rows with a missing or non-numeric score instead of failing.

    Returns
    -------
    MulticlassAnalysis
        ``.at(beta)`` gives the report with Fβ at β; ``.to_json()`` equals
        ``python -m evalcore multiclass``.

    Examples
    --------
    >>> import evalcore as ec
    >>> m = ec.multiclass(["a", "b", "c", "a"], ["a", "b", "a", "a"])
    >>> m.at().accuracy.value
    0.75
    >>> m.to_json()["confusion"]
    [[2, 0, 0], [0, 1, 0], [1, 0, 0]]
    """
    from evalcore.api import build

    settings = MulticlassSettings(matrix=matrix, label_col=label_col, pred_col=pred_col,
                                  score_prefix=score_prefix, drop_invalid=drop_invalid)
    if _table_given(y_true, y_pred if y_score is None else y_score):
        return build.multiclass(settings, _source(y_true))
    columns: dict[str, Any] = {"y_true": y_true, "y_pred": y_pred}
    if y_score is not None:
        import numpy as np

        scores = np.asarray(y_score, dtype=float)
        if labels is None:
            from evalcore.errors import EvalInputError

            raise EvalInputError("api_labels_needed")
        columns.update({f"score_{label}": scores[:, i] for i, label in enumerate(labels)})
    settings = _replace(settings, label_col="y_true",
                        pred_col="y_pred" if y_pred is not None else False,
                        score_prefix="score_" if y_score is not None else False)
    return build.multiclass(settings, _frame(columns))


def regression(y_true, y_pred=None, *, sample_weight=None, tolerance: float | None = None,
               curves: bool = False, true_col: str | None = None, pred_col: str | None = None,
               weight_col: str | None = None, drop_invalid: bool = False):
    """Evaluate numeric predictions: MSE, RMSE, MAE, median and max absolute error, RMSLE,
    MAPE, SMAPE, R², explained variance and the REC curve.

    Parameters
    ----------
    y_true : array-like, DataFrame or path
        True values; or a whole table (columns named by ``true_col``, ``pred_col``,
        ``weight_col`` or detected).
    y_pred : array-like, optional
        Predictions (with array-like ``y_true``).
    sample_weight : array-like, optional
        Weights of the rows.
    tolerance : float, optional
        The tolerance ε of ``rec_at_tolerance`` (default: the MAE); :meth:`.at` answers any.
    curves : bool, default False
        ``to_json()`` adds the REC curve.
    true_col, pred_col, weight_col : str, optional
        The table's columns (default: detected).
    drop_invalid : bool, default False
        Drop rows with missing or non-finite values instead of failing.

    Returns
    -------
    RegressionAnalysis
        ``.at(eps)``: the share within ±ε; ``.to_json()`` equals ``python -m evalcore
        regression``.

    Examples
    --------
    >>> import evalcore as ec
    >>> r = ec.regression([3.0, -0.5, 2.0, 7.0], [2.5, 0.0, 2.0, 8.0])
    >>> r.metrics["mae"].value, r.metrics["r2"].value
    (0.5, 0.9486081370449679)
    >>> r.at(0.5).share_within
    0.75
    """
    from evalcore.api import build
    from evalcore.view.budgets import MAX_CURVE_POINTS

    settings = RegressionSettings(true_col=true_col, pred_col=pred_col, weight_col=weight_col,
                                  tolerance=tolerance, drop_invalid=drop_invalid, curves=curves)
    drawn = MAX_CURVE_POINTS  # the rows and Q-Q points its figures plot, as the report's
    if _table_given(y_true, y_pred):
        return build.regression(settings, _source(y_true), budget=drawn)
    table = _frame({"y_true": y_true, "y_pred": y_pred, "sample_weight": sample_weight})
    settings = _replace(settings, true_col="y_true", pred_col="y_pred",
                        weight_col="sample_weight" if sample_weight is not None else False)
    return build.regression(settings, table, budget=drawn)


def ranking(query_id, relevance=None, score=None, *, doc_id=None, k: int = 10,
            relevance_level: int = 1, gain: str = "exponential", ties: str = "first",
            query_col: str | None = None, doc_col: str | None = None,
            relevance_col: str | None = None, score_col: str | None = None):
    """Evaluate rankings given in long format (one row per query-document pair): MRR, MAP,
    P@k, Recall@k, NDCG@k, RC and Kendall's τ-b.

    Parameters
    ----------
    query_id : array-like, DataFrame or path
        The query of each row; or a whole table (columns named or detected).
    relevance, score : array-like, optional
        Relevance grades (≥ 0) and model scores (with array-like ``query_id``).
    doc_id : array-like, optional
        Document ids (ties of score are broken by them).
    k : int, default 10
        The cut-off of ``to_json()``; :meth:`.at` answers any.
    relevance_level : int, default 1
        Grades ≥ this count as relevant.
    gain : {"exponential", "linear"}, default "exponential"
        NDCG's gain, 2^rel − 1 or rel.
    ties : {"first", "average"}, default "first"
        NDCG with tied scores.
    query_col, doc_col, relevance_col, score_col : str, optional
        The table's columns (default: detected).

    Returns
    -------
    RankingAnalysis
        ``.at(k)``: the means over queries at k; ``.to_json()`` equals
        ``python -m evalcore ranking``.

    Examples
    --------
    >>> import evalcore as ec
    >>> r = ec.ranking(["q1", "q1", "q1", "q2", "q2"], [1, 0, 2, 0, 1],
    ...                [0.9, 0.8, 0.1, 0.7, 0.2], k=2)
    >>> r.at(2).summary.metrics["mrr"]
    0.75
    """
    from evalcore.api import build

    settings = RankingSettings(query_col=query_col, doc_col=doc_col,
                               relevance_col=relevance_col, score_col=score_col, k=k,
                               relevance_level=relevance_level, gain=gain, ties=ties)
    if _table_given(query_id, relevance):
        return build.ranking(settings, _source(query_id))
    table = _frame({"query_id": query_id, "doc_id": doc_id, "relevance": relevance,
                    "score": score})
    settings = _replace(settings, query_col="query_id",
                        doc_col="doc_id" if doc_id is not None else False,
                        relevance_col="relevance", score_col="score")
    return build.ranking(settings, table)


def folds(data, *, task: str | None = None, fold_col: str | None = None,
          repeat_col: str | None = None, label_col: str | None = None,
          true_col: str | None = None, score_col: str | None = None,
          pred_col: str | None = None, weight_col: str | None = None, pos_label=None,
          threshold: float = 0.5, curves: bool = False, score_direction: str = "higher"):
    """Evaluate out-of-fold predictions fold by fold: each fold's measures, their mean, σ (1/K)
    and sample σ (1/(K−1)), and the pooled value.

    Parameters
    ----------
    data : DataFrame or path
        One row per out-of-fold prediction, with a fold column (and optionally a repeat
        column).
    task : {"binary", "multiclass", "regression"}, optional
        Default: detected from the label column.
    fold_col, repeat_col, label_col, true_col, score_col, pred_col, weight_col : str, optional
        The table's columns (default: detected).
    pos_label : label, optional
        Binary: the positive label.
    threshold : float, default 0.5
        Binary: score ≥ threshold is positive; :meth:`.at` answers any.
    curves : bool, default False
        Binary: ``to_json()`` adds the vertically averaged ROC.
    score_direction : {"higher", "lower"}, default "higher"
        Binary: ``"lower"`` when a lower score means positive (a scorecard's points): a row is
        positive when score ≤ threshold, every measure is the negated score's, and thresholds
        stay in the file's units (``--score-direction``).

    Returns
    -------
    FoldsAnalysis
        ``.at(t)``; ``.to_json()`` equals ``python -m evalcore folds``.

    Examples
    --------
    After ``python -m evalcore examples --write examples``:

    >>> import evalcore as ec
    >>> f = ec.folds("examples/folds_breast_cancer.csv", score_col="score_logreg")
    >>> f.task, f.split.k
    ('binary', 2)
    """
    from evalcore.api import build

    settings = FoldsSettings(task=task, fold_col=fold_col, repeat_col=repeat_col,
                             label_col=label_col, true_col=true_col, score_col=score_col,
                             pred_col=pred_col, weight_col=weight_col, pos_label=pos_label,
                             threshold=float(threshold), curves=curves,
                             score_direction=None if score_direction == "higher"
                             else score_direction)
    return build.folds(settings, _source(data))


def compare(a, b=None, *more, task: str | None = None, names: Sequence[str] = (),
            score_direction: str = "higher", **options):
    """Compare two or more models on the same rows: binary (DeLong's test of the AUCs, AP,
    BEPs, dominance, McNemar's test), multiclass, regression (Wilcoxon) or ranking (paired tests
    over queries); k models (more than two, or a k-model option: ``fold_col``, ``correction``,
    ``alpha``, ``resamples``/``seed`` outside ranking) give every pair's test corrected for the
    family, the best per measure and, across folds, Friedman and Nemenyi.

    Parameters
    ----------
    a, b, *more : analysis values, DataFrames or paths
        Binary or regression values of the same labelled rows (e.g. ``ec.binary(y, s1)``,
        ``ec.binary(y, s2)``, ``ec.binary(y, s3)``); or one table holding every model's column
        (``b`` None; ``score_cols``/``pred_cols`` name them), or one table per model (paired by
        the ids they all hold, else by row).
    task : {"binary", "multiclass", "regression", "ranking"}, optional
        Default: detected from the (first) table.
    names : sequence of str, optional
        What to call the models (default: their columns, or the files' names).
    score_direction : {"higher", "lower"}, default "higher"
        Binary: ``"lower"`` when a lower score means positive for both models: a row is
        positive when score ≤ threshold, every measure is the negated scores', and thresholds
        stay in the files' units (``--score-direction``).
    **options
        The :class:`~evalcore.api.settings.CompareSettings` of the task: ``score_cols``,
        ``pred_cols``, ``label_col``, ``true_col``, ``id_col``, ``pos_label``, ``threshold``
        (one for both models, or one each), ``confidence``, ``metric``, ``k``, ...

    Returns
    -------
    BinaryComparisonAnalysis, MulticlassComparisonAnalysis, RegressionComparisonAnalysis or
    RankingComparisonAnalysis
        ``.at(...)`` and ``.to_json()``, which equals ``python -m evalcore compare``; for k
        models a ManyComparisonAnalysis (``.result``: per-model measures, ``pairwise``,
        ``p_matrix(measure)``, ``best()``, ``folds``; ``.to_json()``).

    Examples
    --------
    >>> import evalcore as ec
    >>> y = [0, 0, 1, 1, 0, 1]
    >>> c = ec.compare(ec.binary(y, [0.1, 0.4, 0.35, 0.8, 0.2, 0.9]),
    ...                ec.binary(y, [0.3, 0.2, 0.6, 0.7, 0.1, 0.4]))
    >>> c.result.delong.a.auc, c.result.delong.b.auc
    (0.8888888888888888, 1.0)
    """
    from evalcore.api import build

    if "threshold" in options and not isinstance(options["threshold"], (tuple, list)):
        options["threshold"] = (options["threshold"],)
    if score_direction != "higher":
        options["score_direction"] = score_direction
    for key in ("score_cols", "pred_cols"):
        if isinstance(options.get(key), list):
            options[key] = tuple(options[key])
    given = [a] + ([] if b is None else [b]) + list(more)
    if len(given) > 1 and all(hasattr(value, "task") for value in given):
        return _compare_values(given, names, options)
    settings = CompareSettings(task=task, **options)
    return build.compare(settings, [_source(value) for value in given], tuple(names))


def _compare_values(values, names: Sequence[str], options: dict):
    """Binary (or regression) values of the same rows, compared as files paired by row
    would be."""
    from evalcore.api import build
    from evalcore.errors import EvalInputError

    a = values[0]
    for other in values[1:]:
        if other.task != a.task or a.task not in ("binary", "regression"):
            raise EvalInputError("api_compare_values", task_a=a.task, task_b=other.task)
    names = tuple(names) or (("A", "B") if len(values) == 2
                             else tuple(f"model {i + 1}" for i in range(len(values))))
    k = len(values)
    if a.task == "binary":
        tables = [_binary_table(value.data) for value in values]
        settings = CompareSettings(task="binary", label_col="y_true", score_cols=("score",) * k,
                                   pos_label=a.data.pos_label, **options)
    else:
        for value in values:
            if value.data.weights is not None:
                raise EvalInputError("compare_weights_unsupported", column=value.data.weight_col)
        tables = [_frame({"y_true": v.data.y_true, "y_pred": v.data.y_pred}) for v in values]
        settings = CompareSettings(task="regression", true_col="y_true",
                                   pred_cols=("y_pred",) * k, **options)
    return build.compare(settings, tables, names)


def _binary_table(data):
    """A binary value's rows as a table of its labels (the positive one, else another) and
    scores."""
    import numpy as np

    from evalcore.errors import EvalInputError

    if data.weights is not None:
        raise EvalInputError("compare_weights_unsupported", column=data.weight_col)
    other = next((label for label in data.labels if label != data.pos_label), "")
    return _frame({"y_true": np.where(data.y_true, data.pos_label, other),
                   "score": data.scores})

"""Each task's analysis value from its settings and its data, in memory: the one path from
settings to value that the Python API, ``python -m evalcore`` (its in-memory runs) and the
report share.

A *source* is a file's ``(bytes, name)`` (read here by the task's reader, as an upload is) or a
table already read (a pandas DataFrame). Nothing is printed: the CLI reports dropped rows and the
loaders' notes itself. Bad input raises :class:`~evalcore.errors.EvalInputError`.
"""

from __future__ import annotations

import math
import string
from pathlib import Path
from typing import Callable, Sequence

from evalcore.api.settings import (FOLDS_TASKS, BinaryInputSettings, BinarySettings,
                                   CompareSettings, CostSettings, FoldsSettings, MulticlassSettings,
                                   RankingSettings, RegressionSettings, StabilitySettings,
                                   binary_thresholds)
from evalcore.errors import EvalInputError


def quietly(run: Callable, *args, **kwargs):
    """``run(...)`` with numpy's floating-point warnings and Python warnings silenced, as the CLI
    runs: undefined values are null with a reason, never warning text."""
    import warnings

    import numpy as np

    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return run(*args, **kwargs)


def read_source(path: str) -> tuple[bytes, str]:
    """A file's bytes and name (a source), as the upload widget would hand them over."""
    file = Path(path)
    if not file.is_file():
        raise EvalInputError("file_not_found", path=path)
    return file.read_bytes(), file.name


def _table(source, read: Callable):
    """``source`` as a table: a file's ``(bytes, name)`` read by ``read``, a table as given."""
    return read(*source) if isinstance(source, tuple) else source


def check_binary_settings(settings) -> None:
    """A finite threshold, β > 0 (None: 1) and a minimum segment size ≥ 1 given with a segment
    column only."""
    if not math.isfinite(settings.threshold):
        raise EvalInputError("binary_threshold_not_finite", value=settings.threshold)
    beta = getattr(settings, "beta", None)
    if beta is not None and not (math.isfinite(beta) and beta > 0):
        raise EvalInputError("binary_beta_invalid", value=beta)
    smallest = getattr(settings, "min_segment", None)
    if smallest is not None:
        if not settings.by:
            raise EvalInputError("cli_min_segment_without_by")
        check_count(smallest, "--min-segment")


def check_count(value: int, flag: str) -> None:
    """A count setting (groups, bins, the minimum segment size) must be a whole number ≥ 1; the
    message names its flag."""
    if value < 1:
        raise EvalInputError("cli_count_invalid", flag=flag, value=value)


def direction_of(settings) -> str:
    """The settings' score direction (None: ``higher``)."""
    return getattr(settings, "score_direction", None) or "higher"


def segment_column(table, by: str):
    """The ``by`` column of ``table`` (one value per row), refused when missing."""
    if by not in table.columns:
        raise EvalInputError("cli_by_column_missing", column=by,
                             columns=", ".join(map(str, table.columns)))
    return table[by].to_numpy(dtype=object)


def binary(settings: BinarySettings, source):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` at ``settings``: the score
    direction, the threshold (in the file's units; or the one ``threshold_for`` chooses), β, the
    curves and the segments of the ``by`` column (the gaps counting segments of at least
    ``min_segment`` rows)."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.analysis.segments import kept_values, segment_keys
    from evalcore.binary.direction import internal_threshold
    from evalcore.io import binary_from_table, read_table
    from evalcore.io.table import read_columns

    check_binary_settings(settings)
    direction = direction_of(settings)
    table = _table(source, read_table if settings.by else read_columns)
    values = None if not settings.by else segment_column(table, settings.by)
    data = binary_from_table(table, label_col=settings.label_col, score_col=settings.score_col,
                             weight_col=settings.weight_col, pos_label=settings.pos_label,
                             drop_invalid=settings.drop_invalid)
    value = BinaryAnalysis.of(data, beta=1.0 if settings.beta is None else settings.beta,
                              curves=settings.curves, score_direction=direction)
    constraint = constrained(settings.threshold_for, value.sweep)
    threshold = (internal_threshold(settings.threshold, direction) if constraint is None
                 else constraint.threshold)
    segments = None
    if values is not None:
        values = kept_values(data, values)
        segments = segment_keys(value.data, values, threshold, value.count(),
                                column=settings.by, threshold_for=settings.threshold_for,
                                min_segment=settings.min_segment)
    return value.with_settings(threshold=threshold, constraint=constraint, segments=segments,
                               segment_values=values, segment_column=settings.by)


def constrained(threshold_for: str | None, sweep):
    """The :class:`~evalcore.binary.constraints.ConstrainedThreshold` of a constraint's text
    (``precision=0.9``), or None without one."""
    if not threshold_for:
        return None
    from evalcore.binary.constraints import parse_constraint, threshold_for as choose
    from evalcore.analysis.segments import naming_flags

    try:
        return choose(sweep, *parse_constraint(threshold_for))
    except EvalInputError as error:
        raise naming_flags(error) from None


def binary_input(settings: BinaryInputSettings, source):
    """The :class:`~evalcore.analysis.binary.BinaryAnalysis` of the binary input the ``lift``
    and ``calibration`` settings name, in their score direction, with the ``by`` column's
    values (calibration) as its ``segment_values`` (their JSON: ``settings.result(value)``, of
    the risk values :class:`~evalcore.analysis.risk.LiftAnalysis` and
    :class:`~evalcore.analysis.risk.CalibrationAnalysis` over it)."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.analysis.segments import kept_values
    from evalcore.io import binary_from_table, read_table
    from evalcore.io.table import read_columns

    by = getattr(settings, "by", None)
    direction = direction_of(settings)
    if settings.command_name == "calibration" and direction != "higher":
        raise EvalInputError("cli_score_direction_calibration")
    table = _table(source, read_table if by else read_columns)
    values = None if not by else segment_column(table, by)
    data = binary_from_table(table, label_col=settings.label_col,
                             score_col=settings.score_col, weight_col=settings.weight_col,
                             pos_label=settings.pos_label, drop_invalid=settings.drop_invalid)
    value = BinaryAnalysis.of(data, score_direction=direction)
    if values is None:
        return value
    if data.aggregated:
        raise EvalInputError("cli_by_aggregated")
    return value.with_settings(segment_values=kept_values(data, values))


def cost(settings: CostSettings, source):
    """The :class:`~evalcore.analysis.binary.CostAnalysis` at the settings' costs, prior and
    threshold."""
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.io import binary_from_table
    from evalcore.io.table import read_columns

    check_binary_settings(settings)
    data = binary_from_table(_table(source, read_columns), label_col=settings.label_col,
                             score_col=settings.score_col, pos_label=settings.pos_label,
                             drop_invalid=settings.drop_invalid)
    return BinaryAnalysis.of(data).cost(cost_fn=settings.cost_fn, cost_fp=settings.cost_fp,
                                        prior=settings.prior, threshold=settings.threshold)


def multiclass(settings: MulticlassSettings, source):
    """The :class:`~evalcore.analysis.multiclass.MulticlassAnalysis` of labels, per-class
    scores or a confusion matrix."""
    from evalcore.analysis.multiclass import MulticlassAnalysis
    from evalcore.io import read_table
    from evalcore.multiclass import multiclass_from_table

    data = multiclass_from_table(_table(source, read_table), label_col=settings.label_col,
                                 pred_col=settings.pred_col, score_prefix=settings.score_prefix,
                                 matrix=True if settings.matrix else None,
                                 drop_invalid=settings.drop_invalid)
    return MulticlassAnalysis.of(data)


def regression(settings: RegressionSettings, source, *, budget: int = 1):
    """The :class:`~evalcore.analysis.regression.RegressionAnalysis` at the settings' tolerance
    (``budget``: rows sampled for a plot; the JSON plots none)."""
    from evalcore.analysis.regression import RegressionAnalysis
    from evalcore.io import read_table
    from evalcore.regression import regression_from_table

    data = regression_from_table(_table(source, read_table), true_col=settings.true_col,
                                 pred_col=settings.pred_col, weight_col=settings.weight_col,
                                 drop_invalid=settings.drop_invalid)
    return RegressionAnalysis.of(data, budget=budget).with_settings(
        tolerance=settings.tolerance, curves=settings.curves)


def ranking(settings: RankingSettings, source):
    """The :class:`~evalcore.analysis.ranking.RankingAnalysis` under the settings' relevance
    level, gain and ties, printed at k."""
    from evalcore.analysis.ranking import RankingAnalysis
    from evalcore.io import read_table
    from evalcore.ranking import ranking_from_table

    ids = [col for col in (settings.query_col, settings.doc_col) if isinstance(col, str)]
    table = _table(source, lambda data, name: read_table(data, name, text_columns=ids))
    data = ranking_from_table(table, query_col=settings.query_col, doc_col=settings.doc_col,
                              relevance_col=settings.relevance_col, score_col=settings.score_col)
    return RankingAnalysis.of(data, relevance_level=settings.relevance_level,
                              gain=settings.gain, ties=settings.ties).with_settings(k=settings.k)


def folds(settings: FoldsSettings, source):
    """The :class:`~evalcore.analysis.folds.FoldsAnalysis` of one file of out-of-fold
    predictions (model A only), at the settings' threshold; a lower score direction (binary
    only) builds it on the negated scores, the threshold on them
    (:meth:`~evalcore.api.settings.FoldsSettings.result` prints it in the file's units)."""
    from evalcore.analysis.folds import FoldsAnalysis
    from evalcore.binary.direction import internal_threshold, oriented

    if not math.isfinite(settings.threshold):
        raise EvalInputError("binary_threshold_not_finite", value=settings.threshold)
    task, data, split = folds_input(settings, source)
    direction = direction_of(settings)
    if direction != "higher":
        if task != "binary":
            raise EvalInputError("cli_score_direction_binary_only", task=task)
        data = oriented(data, direction)
    return FoldsAnalysis.of(task, (data,), split).with_settings(
        threshold=internal_threshold(settings.threshold, direction),
        averaged_roc=settings.curves, score_direction=direction)


def folds_input(settings: FoldsSettings, source):
    """(task, the task's data, the split into (repeat, fold)) of a folds file."""
    from evalcore.folds import fold_columns, fold_split
    from evalcore.io import read_table

    table = _table(source, read_table)
    columns = fold_columns(table, fold_col=settings.fold_col, repeat_col=settings.repeat_col)
    rest = table.drop(columns=[c for c in columns if c])
    task = settings.task or _folds_task(rest)
    data = _folds_data(task, rest, settings)
    split = fold_split(table, fold_col=columns[0], repeat_col=columns[1] or False)
    return task, data, split


def _folds_task(table) -> str:
    """binary, multiclass or regression, by the comparison's rule (a ranking file is not one)."""
    from evalcore.compare.detect import detect_compare_task

    task = detect_compare_task(table)
    return task if task in FOLDS_TASKS else "binary"


def _folds_data(task: str, table, settings: FoldsSettings):
    """The task's data from its own loader (no rows dropped, so rows stay aligned with folds)."""
    if task == "binary":
        from evalcore.io import binary_from_table

        return binary_from_table(table, label_col=settings.label_col,
                                 score_col=settings.score_col or model_a_column(table),
                                 pos_label=settings.pos_label, weight_col=settings.weight_col)
    if task == "multiclass":
        from evalcore.multiclass import multiclass_from_table

        if settings.weight_col:
            from evalcore.settings import column_setting

            raise EvalInputError("folds_weights_multiclass", column=settings.weight_col,
                                 setting=column_setting("weight"))
        return multiclass_from_table(table, label_col=settings.label_col,
                                     pred_col=settings.pred_col, matrix=False)
    from evalcore.regression import regression_from_table

    return regression_from_table(table, true_col=settings.true_col, pred_col=settings.pred_col,
                                 weight_col=settings.weight_col)


def model_a_column(table) -> str | None:
    """The score column when none is given: one named as a score, else model A's of a file with
    two models' scores (``score_logreg``/``score_tree``), as the Folds page starts; None: the
    loader's own detection and message."""
    from evalcore.compare import detect_model_pair
    from evalcore.io import SCORE_NAMES, resolve_column

    if resolve_column(table, "score", SCORE_NAMES, required=False) is not None:
        return None
    return (detect_model_pair(table) or (None,))[0]


def compare(settings: CompareSettings, sources: Sequence, names: Sequence[str] = ()):
    """The task's comparison value (:mod:`evalcore.analysis.compare`) of two models: one source
    holding both, or one per model (named by ``names``); the task detected when the settings
    give none (the settings with it: :func:`compare_task`)."""
    from evalcore.io import read_table

    ids = [name for name in (settings.query_col, settings.doc_col) if name]
    tables = [_table(source, lambda data, name: read_table(data, name, text_columns=ids))
              for source in sources]
    task = compare_task(settings, tables[0])
    names = tuple(names or source_names(sources))[:len(tables)]
    option = settings.option
    _check_model_columns(settings, len(tables))
    if is_many(settings, task, len(tables)):
        return compare_many(settings, task, tables, names)
    if task == "binary":
        return _compare_binary(settings, tables, names)
    if task == "multiclass":
        return _compare_multiclass(settings, tables, names)
    if task == "regression":
        return _compare_regression(settings, tables, names)
    from evalcore.analysis.compare import RankingComparisonAnalysis
    from evalcore.compare.ranking import ranking_pair_from_table, ranking_pair_from_tables

    if option("resamples") < 1:
        raise EvalInputError("cli_compare_bad_resamples", value=option("resamples"))
    pair = _pair(tables, names, ranking_pair_from_table, ranking_pair_from_tables, "score_cols",
                 settings.score_cols, query_col=settings.query_col, doc_col=settings.doc_col,
                 relevance_col=settings.relevance_col)
    return RankingComparisonAnalysis.of(
        pair, relevance_level=option("relevance_level"), gain=option("gain"),
        ties=option("ties"), metric=option("metric"), k=option("k"),
        n_resamples=option("resamples"), seed=option("seed"))


def _check_model_columns(settings: CompareSettings, n_tables: int) -> None:
    """Columns given are at least two in one table, or one per table."""
    for cols_arg in ("score_cols", "pred_cols"):
        columns = getattr(settings, cols_arg)
        if columns is None:
            continue
        flag = "--" + cols_arg.replace("_", "-")
        if n_tables == 1 and len(columns) < 2:
            raise EvalInputError("compare_models_too_few", count=len(columns))
        if n_tables > 1 and len(columns) != n_tables:
            raise EvalInputError("cli_compare_many_columns_per_file", flag=flag,
                                 count=len(columns), files=n_tables)


def is_many(settings: CompareSettings, task: str, n_tables: int) -> bool:
    """Whether the settings compare k models (:func:`compare_many`): more than two tables or
    columns, or a setting only k models take (a fold column, the correction, α; the bootstrap's
    resamples or seed outside ranking)."""
    from evalcore.api.settings import MANY_ONLY

    columns = settings.score_cols or settings.pred_cols or ()
    extra = MANY_ONLY + (() if task == "ranking" else ("resamples", "seed"))
    return (n_tables > 2 or len(columns) > 2
            or any(getattr(settings, name) is not None for name in extra))


def compare_many(settings: CompareSettings, task: str, tables, names):
    """The comparison of k ≥ 2 models (:mod:`evalcore.analysis.compare_many`): k columns of one
    table, or k tables, one model each."""
    from evalcore.analysis.compare_many import ManyComparisonAnalysis
    from evalcore.api.settings import MANY_BOOTSTRAP_RESAMPLES
    from evalcore.compare import many
    from evalcore.compare.many_load import many_from_table, many_from_tables

    loader, cols_arg, options = _many_loader(task, settings)
    columns = getattr(settings, cols_arg)
    if len(tables) == 1:
        if columns is None:
            raise EvalInputError("cli_compare_many_columns", flag="--" + cols_arg.replace("_", "-"),
                                 columns=", ".join(map(str, tables[0].columns)))
        models = many_from_table(tables[0], columns, loader[0], cols_arg, **options)
    else:
        if task == "ranking":  # rankers' files pair by query and document
            from functools import partial

            from evalcore.compare.ranking import ranking_row_keys

            options["row_keys"] = partial(ranking_row_keys, **options)
        models = many_from_tables(tables, names, loader[1], cols_arg, columns, **options)
    option = settings.option
    if option("resamples") < 0 or (task == "ranking" and option("resamples") < 1):
        raise EvalInputError("cli_compare_bad_resamples", value=option("resamples"))
    tests = {"correction": option("correction"), "alpha": option("alpha")}
    fold_col, folds = _many_folds(task, settings, models)
    if task != "ranking":
        tests.update(n_resamples=(MANY_BOOTSTRAP_RESAMPLES if settings.resamples is None
                                  else settings.resamples), seed=option("seed"))
        if folds is not None:
            tests.update(folds=folds, fold_col=fold_col)
    if task == "binary":
        from evalcore.binary.direction import internal_threshold

        direction = option("score_direction")
        scores = models.outputs("score_a", "score_b")
        scores = [0.0 - s for s in scores] if direction == "lower" else scores
        given = many.model_thresholds(option("threshold"), len(scores))
        result = many.compare_binary_many(
            models.first.y_true, scores, models.names, confidence=option("confidence"),
            thresholds=[internal_threshold(t, direction) for t in given], **tests)
        for measures, threshold in zip(result.measures, given):
            measures["threshold"] = threshold  # in the file's units
    elif task == "multiclass":
        result = many.compare_multiclass_many(models.pairs, models.names, **tests)
    elif task == "regression":
        result = many.compare_regression_many(models.pairs, models.names, **tests)
    else:
        from evalcore.compare.ranking import evaluate_pair

        setting = {key: option(key) for key in ("relevance_level", "gain", "ties")}
        evaluations = [evaluate_pair(models.first, **setting)[0]] + [
            evaluate_pair(pair, **setting)[1] for pair in models.pairs]
        if folds is not None:
            folds = many.query_folds(models.table[models.first.columns["query"]], folds,
                                     evaluations[0].lists.query_ids, fold_col)
        result = many.compare_ranking_many(evaluations, models.names, metric=option("metric"),
                                           k=option("k"), n_resamples=option("resamples"),
                                           seed=option("seed"), folds=folds,
                                           fold_col=fold_col or "fold", **tests)
    return ManyComparisonAnalysis(models, result, fold_col,
                                  option("score_direction") if task == "binary" else "higher",
                                  {name: getattr(settings, name) for name in MANY_KEPT})


MANY_KEPT = ("confidence", "resamples", "seed", "metric", "k", "relevance_level", "gain", "ties")
"""The k-model comparison's options its result does not keep: the value holds them as given."""


def _many_loader(task: str, settings: CompareSettings):
    """The task's two-model loaders (one table, two tables), its columns' setting and options."""
    if task == "binary":
        from evalcore.compare import compare_from_table, compare_from_tables

        return ((compare_from_table, compare_from_tables), "score_cols",
                {"label_col": settings.label_col, "id_col": settings.id_col,
                 "pos_label": settings.pos_label})
    if task == "multiclass":
        from evalcore.compare.multiclass import (multiclass_pair_from_table,
                                                 multiclass_pair_from_tables)

        return ((multiclass_pair_from_table, multiclass_pair_from_tables), "pred_cols",
                {"label_col": settings.label_col, "id_col": settings.id_col})
    if task == "regression":
        from evalcore.compare.regression import (regression_pair_from_table,
                                                 regression_pair_from_tables)

        return ((regression_pair_from_table, regression_pair_from_tables), "pred_cols",
                {"true_col": settings.true_col, "id_col": settings.id_col})
    from evalcore.compare.ranking import ranking_pair_from_table, ranking_pair_from_tables

    return ((ranking_pair_from_table, ranking_pair_from_tables), "score_cols",
            {"query_col": settings.query_col, "doc_col": settings.doc_col,
             "relevance_col": settings.relevance_col})


def _many_folds(task: str, settings: CompareSettings, models):
    """The fold column and each compared row's fold (:meth:`ManyModels.folds`): the one given,
    else one named as a fold in model 0's table; (None, None) without one."""
    return models.folds(settings.fold_col)


def compare_task(settings: CompareSettings, table) -> str:
    """The settings' task, else the one detected from the (first) table as the Comparison page
    detects it."""
    from evalcore.compare import detect_compare_task

    return settings.task or detect_compare_task(table)


def _pair(tables, names, from_table, from_tables, cols_arg: str, cols, **options):
    """One table with both models (two different columns), or two tables paired by id / row
    order."""
    if len(tables) == 1 and cols is not None and cols[0] == cols[1]:
        raise EvalInputError("cli_compare_same_columns", flag="--" + cols_arg.replace("_", "-"),
                             column=cols[0])
    if len(tables) == 1:
        return from_table(tables[0], **{cols_arg: cols}, **options)
    return from_tables(*tables, names=names, **{cols_arg: cols or (None, None)}, **options)


def _compare_binary(settings: CompareSettings, tables, names):
    from evalcore.analysis.compare import BinaryComparisonAnalysis
    from evalcore.compare import compare_from_table, compare_from_tables

    thresholds = binary_thresholds(settings.option("threshold"))
    options = {"label_col": settings.label_col, "id_col": settings.id_col,
               "pos_label": settings.pos_label}
    if len(tables) == 1:
        pair = compare_from_table(tables[0], score_cols=settings.score_cols, **options)
    else:
        pair = compare_from_tables(*tables, names=names,
                                   score_cols=settings.score_cols or (None, None), **options)
    return BinaryComparisonAnalysis.of(pair, confidence=settings.option("confidence"),
                                       thresholds=thresholds,
                                       score_direction=settings.option("score_direction"))


def _compare_multiclass(settings: CompareSettings, tables, names):
    from evalcore.analysis.compare import MulticlassComparisonAnalysis
    from evalcore.compare.multiclass import multiclass_pair_from_table, multiclass_pair_from_tables

    pair = _pair(tables, names, multiclass_pair_from_table, multiclass_pair_from_tables,
                 "pred_cols", settings.pred_cols, label_col=settings.label_col,
                 id_col=settings.id_col)
    return MulticlassComparisonAnalysis.of(pair)


def _compare_regression(settings: CompareSettings, tables, names):
    from evalcore.analysis.compare import RegressionComparisonAnalysis
    from evalcore.compare.regression import regression_pair_from_table, regression_pair_from_tables

    pair = _pair(tables, names, regression_pair_from_table, regression_pair_from_tables,
                 "pred_cols", settings.pred_cols, true_col=settings.true_col,
                 id_col=settings.id_col)
    return RegressionComparisonAnalysis.of(pair)


def stability(settings: StabilitySettings, sources: Sequence,
              names: Sequence[str] = ("base", "current")) -> dict:
    """What ``python -m evalcore stability`` prints for the base and current ``sources`` (named
    ``names``): PSI of the score (or of the settings' ``column``) over the base's quantile bins
    (:func:`evalcore.stability.population_stability`)."""
    from evalcore.io import read_table
    from evalcore.jsonable import jsonable
    from evalcore.stability import population_stability

    check_stability_settings(settings)
    tables = [_table(source, read_table) for source in sources]
    column = settings.column
    chosen = column if column is not None else _stability_score(tables[0], settings.score_col)
    samples = [_numeric_column(table, chosen, name, flag="--column" if column else "--score-col")
               for table, name in zip(tables, names)]
    result = population_stability(*samples, bins=settings.bins)
    return jsonable({"task": "stability", "column": chosen, "n_base": int(samples[0].size),
                     "n_current": int(samples[1].size), **result.to_json()})


def check_stability_settings(settings: StabilitySettings) -> None:
    """At least one bin, and the score column or another column, not both."""
    check_count(settings.bins, "--bins")
    if settings.column is not None and settings.score_col is not None:
        raise EvalInputError("cli_stability_column_and_score_col")


def _stability_score(table, score_col=None) -> str:
    """The score column of ``table``: the one given, else detected by the rule every binary
    command and page uses (two columns named like scores: the user chooses)."""
    from evalcore.io import SCORE_NAMES, resolve_column
    from evalcore.io.columns import detect_model_column

    if score_col is None:
        score_col = detect_model_column(table, "score", SCORE_NAMES)
    return resolve_column(table, "score", SCORE_NAMES, score_col)


def _numeric_column(table, column: str, name: str, *, flag: str):
    """``column`` of ``table`` as finite float64 values; a missing column, a non-numeric or
    missing value, or no rows at all is refused naming the file."""
    import numpy as np
    import pandas as pd

    if column not in table.columns:
        raise EvalInputError("cli_stability_column_missing", column=column, file=name, flag=flag,
                             columns=", ".join(map(str, table.columns)))
    values = pd.to_numeric(table[column], errors="coerce").to_numpy(dtype=np.float64)
    bad = ~np.isfinite(values)
    if bad.any() or values.size == 0:
        rows = ", ".join(str(i + 1) for i in np.flatnonzero(bad)[:5])
        raise EvalInputError("cli_stability_not_numeric", column=column, file=name,
                             rows=rows or "-")
    return values


def source_names(sources: Sequence) -> tuple[str, ...]:
    """Each source's name: a file's own, a table's ``A``, ``B``, ``C``... by its place (past
    ``Z``, its number)."""
    return tuple(source[1] if isinstance(source, tuple)
                 else string.ascii_uppercase[i] if i < 26 else str(i + 1)
                 for i, source in enumerate(sources))

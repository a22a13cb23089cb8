"""The offline report of an analysis value, ``a.report(path)``: the value's settings read back
from its fields (:func:`settings_of`; a value holds the data's columns, its threshold, β, costs,
k… but not the settings object a page or the CLI started from), then the report of
:mod:`evalcore.view.report` at those settings, the same file a page's "Download report" writes
for the same data and settings.

The values sit below this API (a value never imports it), so this module registers its writer
with :mod:`evalcore.analysis.drawn` when :mod:`evalcore.api` is imported, which every way to a
value goes through (``import evalcore as ec; ec.binary(...)``, the dashboard, the CLI)."""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

from evalcore.analysis.drawn import register_writer
from evalcore.api.settings import (BinarySettings, CalibrationSettings, CompareSettings,
                                   CostSettings, FoldsSettings, LiftSettings, MulticlassSettings,
                                   RankingSettings, RegressionSettings, TaskSettings)
from evalcore.errors import EvalInputError

DATA_NAME = "data.csv"
"""The file a value's "Reproduce with" line names when the caller names none (a value does not
remember the file it was read from)."""


def flag_threshold(threshold: float, scores) -> float:
    """A threshold on ``scores`` as the command takes it: a finite one as given (written in
    full by :func:`~evalcore.api.settings.flag_text`, so the command gives the same counts);
    "all negative" (above every score) becomes the shortest decimal above the highest score
    (:func:`evalcore.binary.shortest.shortest_flag`; the CLI takes finite numbers only)."""
    if math.isfinite(threshold):
        return float(threshold)
    from evalcore.binary.shortest import shortest_flag

    return float(shortest_flag(scores, threshold))


def binary_input(data) -> dict[str, Any]:
    """The settings every binary command reads its input by, for an
    :class:`evalcore.io.BinaryData`: its columns, positive class, weight column, dropped rows."""
    return {"label_col": str(data.label_col), "score_col": str(data.score_col),
            "pos_label": str(data.pos_label),
            "weight_col": None if data.weight_col is None else str(data.weight_col),
            "drop_invalid": bool(data.dropped)}


def folds_settings(task: str, split, truth: str | None, model: str, pos_label: object = None,
                   threshold: float | None = None, scores=None, weight_col: str | None = None,
                   curves: bool = True, score_direction: str | None = None) -> FoldsSettings:
    """The ``folds`` command's settings of one model's out-of-fold predictions: the split's
    columns, the truth's and the model's column, the weight column; binary: the positive class,
    the threshold on the model's ``scores`` as the flag takes it (:func:`flag_threshold`),
    whether the averaged ROC is printed and the score direction (None: higher)."""
    text = lambda value: None if value is None else str(value)  # noqa: E731
    truth_role = "true_col" if task == "regression" else "label_col"
    model_role = "score_col" if task == "binary" else "pred_col"
    binary = {"pos_label": text(pos_label), "threshold": flag_threshold(threshold, scores),
              "curves": curves, "score_direction": score_direction} if task == "binary" else {}
    return FoldsSettings(task=task, fold_col=text(split.fold_col),
                         repeat_col=text(split.repeat_col) or None,
                         weight_col=text(weight_col), **{truth_role: text(truth),
                                                         model_role: text(model)}, **binary)


def _file_threshold(value) -> float:
    """A binary value's threshold in the file's units, as its flag takes it (the value holds it
    on the scores as evaluated: negated for a lower score direction)."""
    from evalcore.binary.direction import internal_threshold

    inside = flag_threshold(value.threshold, value.sweep.thresholds[:1]
                                if value.threshold > 0 else value.sweep.thresholds[-1:])
    return internal_threshold(inside, value.score_direction)


def _direction(direction: str) -> str | None:
    return None if direction == "higher" else direction


def _binary(value) -> BinarySettings:
    from evalcore.binary.segments import MIN_SEGMENT

    if value.data is None:
        raise EvalInputError("api_report_no_data")
    constraint = value.constraint
    by = value.segment_column if value.segments is not None else None
    smallest = (value.segments or {}).get("min_segment")
    return BinarySettings(
        **binary_input(value.data), threshold=_file_threshold(value),
        beta=None if value.beta == 1.0 else float(value.beta), by=by,
        threshold_for=None if constraint is None else f"{constraint.kind}={constraint.value!r}",
        curves=value.curves, score_direction=_direction(value.score_direction),
        min_segment=smallest if by and smallest != MIN_SEGMENT else None)


def _cost(value) -> CostSettings:
    binary = _binary(value.binary.with_settings(threshold=value.threshold))
    return CostSettings(label_col=binary.label_col, score_col=binary.score_col,
                        pos_label=binary.pos_label, threshold=binary.threshold,
                        drop_invalid=binary.drop_invalid, cost_fn=float(value.cost_fn),
                        cost_fp=float(value.cost_fp),
                        prior=None if value.prior is None else float(value.prior))


def _multiclass(value) -> MulticlassSettings:
    data = value.data
    columns = data.columns
    return MulticlassSettings(matrix=data.source == "matrix", label_col=columns.get("true"),
                              pred_col=columns.get("pred"),
                              score_prefix=columns.get("prefix") if data.source == "scores"
                              else None, drop_invalid=bool(data.dropped))


def _regression(value) -> RegressionSettings:
    data = value.data
    return RegressionSettings(true_col=data.true_col, pred_col=data.pred_col,
                              weight_col=data.weight_col, tolerance=value.tolerance,
                              drop_invalid=bool(data.dropped), curves=value.curves)


def _ranking(value) -> RankingSettings:
    columns, evaluation = value.columns, value.evaluation
    return RankingSettings(query_col=columns.get("query"), doc_col=columns.get("doc"),
                           relevance_col=columns.get("relevance"),
                           score_col=columns.get("score"), k=int(value.k),
                           relevance_level=int(evaluation.relevance_level),
                           gain=evaluation.gain_kind, ties=evaluation.ties)


def _folds(value) -> FoldsSettings:
    from evalcore.binary.direction import internal_threshold

    first, task = value.models[0], value.task
    if task == "binary":
        truth, model = first.label_col, first.score_col
    elif task == "multiclass":
        truth, model = first.columns.get("true"), first.columns.get("pred")
    else:
        truth, model = first.true_col, first.pred_col
    binary = task == "binary"
    threshold = (internal_threshold(flag_threshold(value.threshold, first.scores),
                                    value.score_direction) if binary else None)
    return folds_settings(task, value.split, truth, model,
                          getattr(first, "pos_label", None) if binary else None, threshold,
                          None, getattr(first, "weight_col", None), curves=value.averaged_roc,
                          score_direction=_direction(value.score_direction))


def model_files(value) -> tuple[str, ...] | None:
    """A comparison's models by their files (each model read from a file of its own: its name,
    and each file's model column detected as the command detects it), or None when every model
    is a column of one file."""
    first, names = ((value.models.first, value.models.names) if getattr(value, "many", False)
                    else (value.pair, value.pair.names))
    if first.aligned_by == "columns":
        return None
    return tuple(name if Path(name).suffix else f"{name}.csv" for name in names)


def _columns(value) -> tuple[str, ...] | None:
    """The models' columns in one file (None: one file per model, :func:`model_files`)."""
    if model_files(value) is not None:
        return None
    return tuple(value.models.names if getattr(value, "many", False) else value.pair.names)


def _compare(value) -> CompareSettings:
    pair, task = value.pair, value.task
    if task == "binary":
        return CompareSettings(task=task, label_col=pair.label_col, id_col=pair.id_col,
                               score_cols=_columns(value), pos_label=pair.pos_label,
                               threshold=tuple(float(t) for t in value.thresholds),
                               confidence=value.result.delong.confidence,
                               score_direction=value.score_direction)
    if task == "multiclass":
        return CompareSettings(task=task, label_col=pair.true_col, pred_cols=_columns(value))
    if task == "regression":
        return CompareSettings(task=task, true_col=pair.true_col, pred_cols=_columns(value))
    columns = pair.columns
    return CompareSettings(task=task, query_col=columns.get("query"), doc_col=columns.get("doc"),
                           relevance_col=columns.get("relevance"), score_cols=_columns(value),
                           metric=value.metric, k=int(value.k), resamples=int(value.n_resamples),
                           seed=int(value.seed), **value.settings)


def _many(value) -> CompareSettings:
    first, result, task = value.models.first, value.result, value.task
    columns = {"binary": {"label_col": getattr(first, "label_col", None),
                          "pos_label": getattr(first, "pos_label", None)},
               "multiclass": {"label_col": getattr(first, "true_col", None)},
               "regression": {"true_col": getattr(first, "true_col", None)},
               "ranking": {role + "_col": getattr(first, "columns", {}).get(role)
                           for role in ("query", "doc", "relevance")}}[task]
    models = "pred_cols" if task in ("multiclass", "regression") else "score_cols"
    binary = {}
    if task == "binary":
        binary = {"threshold": tuple(float(m["threshold"]) for m in result.measures),
                  "score_direction": value.score_direction}
    return CompareSettings(task=task, **columns, **{models: _columns(value)},
                           fold_col=value.fold_col, correction=result.correction,
                           alpha=float(result.alpha), **binary, **value.options)


def _lift(value) -> LiftSettings:
    binary = _binary(value.binary)
    return LiftSettings(**binary_input(value.binary.data), groups=int(value.groups),
                        score_direction=binary.score_direction)


def _calibration(value) -> CalibrationSettings:
    return CalibrationSettings(**binary_input(value.binary.data), bins=int(value.bins),
                               strategy=value.strategy, by=value.by)


SETTINGS_OF = {"BinaryAnalysis": _binary, "CostAnalysis": _cost,
               "MulticlassAnalysis": _multiclass, "RegressionAnalysis": _regression,
               "RankingAnalysis": _ranking, "FoldsAnalysis": _folds,
               "BinaryComparisonAnalysis": _compare, "MulticlassComparisonAnalysis": _compare,
               "RegressionComparisonAnalysis": _compare, "RankingComparisonAnalysis": _compare,
               "ManyComparisonAnalysis": _many, "LiftAnalysis": _lift,
               "CalibrationAnalysis": _calibration}
"""Each value type's settings, read from its fields (by the type's name: importing this API
imports no value's module, which would load numpy and pandas)."""


def settings_of(value) -> TaskSettings:
    """The settings of the command that computes ``value`` (its JSON is
    ``settings_of(value).result(...)``): read from the value's fields.

    >>> import evalcore as ec
    >>> settings_of(ec.binary([0, 1, 1], [0.2, 0.7, 0.4], threshold=0.4)).command(["data.csv"])
    ['binary', 'data.csv', '--label-col=y_true', '--score-col=y_score', '--pos-label=1', \
'--threshold=0.4']
    """
    return SETTINGS_OF[type(value).__name__](value)


def _reported(value):
    """The value the report's section draws: a lift or calibration value's binary value (the
    section reads its rows, with the calibration's segments; the settings give the groups or
    bins), else the value itself."""
    if type(value).__name__ not in ("LiftAnalysis", "CalibrationAnalysis"):
        return value
    if getattr(value, "segment_values", None) is not None:
        return value.binary.with_settings(segment_values=value.segment_values)
    return value.binary


def _files(value, data_name: str | None) -> list[str]:
    """The files the "Reproduce with" line names: a comparison's model files
    (:func:`model_files`), else ``data_name`` (default :data:`DATA_NAME`)."""
    compared = type(value).__name__.endswith("ComparisonAnalysis")
    files = model_files(value) if compared else None
    return list(files) if files else [data_name or DATA_NAME]


def report_html(value, language: str = "en", data_name: str | None = None) -> str:
    """The report's HTML of ``value`` in ``language`` (the data set named ``data_name``)."""
    from evalcore.messages import LANGUAGES
    from evalcore.view.report import value_report
    from evalcore.view.report.document import render

    if language not in LANGUAGES:
        raise EvalInputError("api_language", value=language, languages=", ".join(LANGUAGES))
    settings = settings_of(value)
    files = _files(value, data_name)
    return render(value_report(settings.command_name, _reported(value), settings, lang=language,
                               data_name=data_name or " + ".join(files),
                               argv=settings.command(files)))


def write_report(value, path: str | os.PathLike | None = None, language: str = "en",
                 data_name: str | None = None) -> str:
    """``value``'s report (:func:`report_html`) written to ``path`` as UTF-8 (None: not written),
    and returned. A path that cannot be written raises
    :class:`~evalcore.errors.EvalInputError` naming it."""
    text = report_html(value, language, data_name)
    if path is not None:
        target = Path(path)
        try:
            target.write_text(text, encoding="utf-8")
        except OSError as error:
            raise EvalInputError("api_report_not_written", path=str(target),
                                 reason=error.strerror or type(error).__name__) from None
    return text


register_writer(write_report)

"""The folds analysis: out-of-fold predictions of one or two models, evaluated fold by fold.

Built once from the task's data (one entry per row, rows aligned with the split): a binary model's
folds are each sorted once (:func:`~evalcore.folds.sweep_folds`, AUC and AP computed there), the
folds' averaged ROC curves once; :meth:`FoldsAnalysis.at` then reads a threshold's counts off the
sweeps. Multiclass and regression measures do not depend on the threshold and are computed once.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Mapping, Sequence

from evalcore.analysis.memo import Memo
from evalcore.jsonable import jsonable
from evalcore.folds import (
    FOLD_METRICS,
    AveragedRoc,
    FoldResult,
    FoldSplit,
    Summary,
    SweptFold,
    SweptFolds,
    ThresholdAveragedRoc,
    evaluate_folds,
    repeat_means,
    summarize,
    sweep_folds,
    threshold_roc_average,
    vertical_roc_average,
)
from evalcore.messages import render
from evalcore.measure import Measure
from evalcore.analysis.drawn import Drawn

Evaluated = tuple[list[FoldResult], dict[str, Measure]]
"""One model's per-fold measures and its pooled ones."""

_KEPT = 64
"""Thresholds whose answers an analysis keeps (a slider's recent stops)."""


@dataclass(frozen=True, eq=False)
class FoldsAt:
    """The folds at one threshold: each model's (per-fold, pooled) measures; model A's summary
    (mean, σ with 1/K, sample SD) and, with a repeat column, its repeats' means."""

    threshold: float
    results: tuple[Evaluated, ...]
    summaries: Mapping[str, Summary]
    repeats: Mapping[str, tuple[dict[str, float | None], float | None]] | None

    @property
    def folds(self) -> list[FoldResult]:
        """Model A's per-fold measures."""
        return self.results[0][0]

    @property
    def pooled(self) -> dict[str, Measure]:
        """Model A's measures over all rows."""
        return self.results[0][1]


@dataclass(frozen=True, eq=False)
class FoldsAnalysis(Drawn):
    """One file of out-of-fold predictions: ``task``, the ``split`` into (repeat, fold), each
    model's data (``models``, named ``names``); binary: each model's :class:`SweptFolds` and model
    A's vertically and threshold-averaged ROC over its two-class folds (None: no such fold)."""

    figure_kind: ClassVar[str] = "folds"

    task: str
    split: FoldSplit
    models: tuple[Any, ...]
    names: tuple[str, ...]
    swept: tuple[SweptFolds, ...]
    fixed: tuple[Evaluated, ...]
    vertical: AveragedRoc | None
    by_threshold: ThresholdAveragedRoc | None
    _answers: Memo = field(default_factory=lambda: Memo(_KEPT), repr=False)
    threshold: float = 0.5
    """The binary threshold of :meth:`to_json`; ``at`` answers any."""
    averaged_roc: bool = False
    """:meth:`to_json` adds the vertically averaged ROC of a binary task (``--curves``)."""
    score_direction: str = "higher"
    """``lower``: the models' scores were negated (a lower score means positive, see
    :mod:`evalcore.binary.direction`); ``threshold`` and :meth:`at` are on the negated scores,
    :meth:`to_json` prints thresholds in the file's units."""

    def with_settings(self, **settings) -> FoldsAnalysis:
        """The same folds printed at another ``threshold`` or ``averaged_roc`` (the answers are
        shared)."""
        return replace(self, **settings)

    @classmethod
    def of(cls, task: str, models: Sequence[Any], split: FoldSplit,
           names: Sequence[str] = ()) -> FoldsAnalysis:
        """Evaluate every model's folds (``models``: the task's data of each model, e.g. two
        score columns of one file)."""
        models = tuple(models)
        if task != "binary":
            fixed = tuple(evaluate_folds(task, m, split) for m in models)
            return cls(task, split, models, tuple(names), (), fixed, None, None)
        swept = tuple(sweep_folds(m, split) for m in models)
        both = [f for f in swept[0].folds if f.sweep is not None]
        rocs = [f.sweep.roc() for f in both]
        vertical = vertical_roc_average([(r.fpr, r.tpr) for r in rocs]) if rocs else None
        by_threshold = (threshold_roc_average([(f.y_true, f.scores, f.weights) for f in both])
                        if both else None)
        return cls(task, split, models, tuple(names), swept, (), vertical, by_threshold)

    @property
    def curves(self) -> tuple[SweptFold, ...]:
        """Binary: model A's folds, each with its sweep (None for a one-class fold)."""
        return self.swept[0].folds if self.swept else ()

    @property
    def pooled_sweep(self):
        """Binary: model A's sweep over all rows (the threshold's stops), else None."""
        return self.swept[0].pooled.sweep if self.swept else None

    def pooled_analysis(self):
        """Binary: the :class:`~evalcore.analysis.binary.BinaryAnalysis` of model A's pooled
        sweep (what the live view of the folds answers at every stop), else None."""
        from evalcore.analysis.binary import BinaryAnalysis

        return BinaryAnalysis(self.pooled_sweep) if self.swept else None

    def at(self, threshold: float = 0.5) -> FoldsAt:
        """Every model's measures when score ≥ ``threshold`` is positive (binary; the other
        tasks' measures do not depend on it)."""
        key = float(threshold) if self.task == "binary" else 0.5
        return self._answers.get(key, lambda: self._at(key))

    def _at(self, key: float) -> FoldsAt:
        results = tuple(s.at(key) for s in self.swept) if self.swept else self.fixed
        folds = results[0][0]
        keys = FOLD_METRICS[self.task]
        repeats = ({k: repeat_means(folds, k) for k in keys} if self.split.repeat_col
                   else None)
        return FoldsAt(key, results, {k: summarize(folds, k) for k in keys}, repeats)

    def to_json(self) -> dict[str, Any]:
        """``python -m evalcore folds``' JSON for model A at the value's ``threshold`` (with
        ``averaged_roc``: the vertically averaged ROC of a binary task), thresholds in the
        file's units."""
        from evalcore.binary.direction import in_file_units

        at, split, curves = self.at(self.threshold), self.split, self.averaged_roc
        summaries = at.summaries
        result: dict[str, Any] = {
            "task": self.task,
            "k": split.k,
            "repeats": split.n_repeats,
            "per_fold": [{"repeat": f.repeat, "fold": f.fold, "n": f.n,
                          "metrics": {key: m.value for key, m in f.metrics.items()}}
                         for f in at.folds],
            "mean": {key: s.mean for key, s in summaries.items()},
            "std": {key: s.std for key, s in summaries.items()},
            "std_sample": {key: s.std_sample for key, s in summaries.items()},
            "pooled": {key: m.value for key, m in at.pooled.items()},
        }
        if at.repeats is not None:
            result["repeat_means"] = {key: value[0] for key, value in at.repeats.items()}
            result["repeat_std"] = {key: value[1] for key, value in at.repeats.items()}
        if curves and self.task == "binary":
            average = self.vertical
            result["averaged_roc"] = (
                {"fpr": None, "tpr_mean": None, "tpr_std": None} if average is None else
                {"fpr": average.fpr, "tpr_mean": average.tpr_mean, "tpr_std": average.tpr_std})
        result["weight_col"] = getattr(self.models[0], "weight_col", None)
        if split.repeat_col:
            result["k_per_repeat"] = split.k_per_repeat
        result["notes"] = _notes(at)
        differs = split.k_differs()
        if differs:
            result["notes"]["k"] = {"key": "folds_k_differs", "k_per_repeat": split.k_per_repeat,
                                    "message": render("folds_k_differs", "en", differs)}
        return in_file_units(jsonable(result), self.score_direction)


def _notes(at: FoldsAt) -> dict:
    """Why a value is null: each fold's undefined measures, the skipped folds, pooled reasons."""
    notes: dict = {}
    for f in at.folds:
        for key, m in f.metrics.items():
            if m.reason and m.value is None:
                where = f.fold if f.repeat is None else f"{f.repeat}/{f.fold}"
                notes.setdefault("per_fold", []).append(
                    {"repeat": f.repeat, "fold": f.fold, "metric": key, "key": m.reason,
                     "message": f"fold {where}: " + render(m.reason, "en", m.params)})
    for key, s in at.summaries.items():
        if s.skipped:
            params = {"defined": s.defined, "skipped": s.skipped}
            notes.setdefault("mean", {})[key] = {
                "key": "folds_skipped", "defined": s.defined, "skipped": s.skipped,
                "message": render("folds_skipped", "en", params)}
    for key, m in at.pooled.items():
        if m.reason and m.value is None:
            notes.setdefault("pooled", {})[key] = {"key": m.reason,
                                                   "message": render(m.reason, "en", m.params)}
    return notes

"""The comparison of k models on the same rows, for any task: the loaded models
(:class:`~evalcore.compare.many_load.ManyModels`), the task's comparison
(:class:`~evalcore.compare.many.ManyComparison`) and the JSON ``python -m evalcore compare``
prints for it: the task's first keys (its columns, how the rows were paired, how many), then
``models``, ``measures``, ``pairwise``, ``best`` and, with a fold column, ``friedman`` and
``nemenyi``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from evalcore.compare.many import ManyComparison
from evalcore.compare.many_load import ManyModels
from evalcore.analysis.drawn import Reported
from evalcore.jsonable import jsonable
from evalcore.messages import render


@dataclass(frozen=True, eq=False)
class ManyComparisonAnalysis(Reported):
    """k models' comparison; ``many`` tells it from a two-model comparison value. ``options``:
    the comparison's options its result does not keep, as given (``confidence``, ``resamples``,
    ``seed``; ranking: ``metric``, ``k``, ``relevance_level``, ``gain``, ``ties``; None or left
    out: the command's default), which its report's "Reproduce with" line writes."""

    models: ManyModels
    result: ManyComparison
    fold_col: str | None = None
    score_direction: str = "higher"
    options: Mapping[str, Any] = field(default_factory=dict)
    many = True

    @property
    def task(self) -> str:
        return self.result.task

    @property
    def notice(self) -> str | None:
        """The message key to show beside the results when ids were left out."""
        return "compare_many_ids_left_out" if self.models.left_out else None

    @property
    def notice_params(self) -> dict[str, Any]:
        counts = ", ".join(f"{name}: {count}" for name, count in self.models.left_out.items())
        return {"counts": counts}

    def head(self) -> dict[str, Any]:
        """The task's first keys: the truth's column, how the rows were paired and how many."""
        first, task = self.models.first, self.task
        if task == "binary":
            n, positives = int(first.y_true.size), int(first.y_true.sum())
            return {"task": task, "label_col": first.label_col, "pos_label": first.pos_label,
                    "aligned_by": first.aligned_by, "n": n, "positives": positives,
                    "negatives": n - positives}
        if task == "ranking":
            import pandas as pd

            return {"task": task, "roles": dict(first.columns), "aligned_by": first.aligned_by,
                    "n_queries": int(pd.unique(pd.Series(first.query_id)).size)}
        truth = "label_col" if task == "multiclass" else "true_col"
        head = {"task": task, truth: first.true_col, "aligned_by": first.aligned_by,
                "n": int(first.y_true.size)}
        if task == "multiclass":
            from evalcore.compare.many import shared_classes

            head["labels"] = list(shared_classes(self.models.pairs)[0])
        return head

    def to_json(self) -> dict[str, Any]:
        """The k-model comparison's JSON."""
        notes = {}
        if self.notice:
            notes["ids"] = {"key": self.notice,
                            "message": render(self.notice, "en", self.notice_params)}
        folds = {"fold_col": self.fold_col} if self.fold_col else {}
        if self.score_direction == "lower":
            folds["score_direction"] = "lower"
        return jsonable({**self.head(), **folds, **self.result.to_json(), "notes": notes})

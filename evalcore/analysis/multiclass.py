"""The multiclass analysis: the C×C confusion matrix's report (per-class and averaged measures) and,
with per-class scores, the one-vs-rest curves, their AUC/AP averages and top-k accuracy, built
once; :meth:`MulticlassAnalysis.at` answers β (the Fβ of the per-class table) from the same
matrix.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from evalcore.analysis.memo import Memo
from evalcore.jsonable import jsonable
from evalcore.multiclass import (
    SUMMARY_KEYS,
    MulticlassData,
    MulticlassReport,
    ScoreReport,
    multiclass_report,
    multiclass_scores,
)
from evalcore.analysis.drawn import Drawn

PRINTED_KEYS = tuple(k for k in SUMMARY_KEYS if k not in ("weighted_precision", "weighted_recall"))
"""The summary measures the JSON prints at its top level."""

_KEPT = 16
"""β values whose reports an analysis keeps."""


@dataclass(frozen=True, eq=False)
class MulticlassAnalysis(Drawn):
    """One multiclass file's analysis: its ``data`` and, when it has per-class scores, their
    one-vs-rest ``scores`` report (None otherwise)."""

    figure_kind: ClassVar[str] = "multiclass"

    data: MulticlassData
    scores: ScoreReport | None
    task: str = "multiclass"
    _reports: Memo = field(default_factory=lambda: Memo(_KEPT), repr=False)

    @classmethod
    def of(cls, data: MulticlassData) -> MulticlassAnalysis:
        """The analysis of loaded ``data`` (a matrix of counts, labels, or per-class scores)."""
        scores = (None if data.scores is None
                  else multiclass_scores(data.y_true, data.scores, data.labels))
        return cls(data, scores)

    def at(self, beta: float = 1.0) -> MulticlassReport:
        """The matrix's report with Fβ at ``beta`` (the other measures do not depend on it)."""
        beta = float(beta)
        return self._reports.get(beta, lambda: multiclass_report(
            self.data.confusion, self.data.labels, beta=beta))

    def to_json(self) -> dict[str, Any]:
        """``python -m evalcore multiclass``' JSON (β = 1)."""
        report = self.at(1.0)
        summary = report.summary()
        result: dict[str, Any] = {
            "task": "multiclass",
            "labels": report.labels,
            "confusion": report.confusion,
            **{key: summary[key].value for key in PRINTED_KEYS},
            "per_class": {
                m.label: {"precision": m.precision.value, "recall": m.recall.value,
                          "f1": m.f1.value, "specificity": m.specificity.value,
                          "support": m.support}
                for m in report.per_class
            },
        }
        scores = self.scores
        if scores is not None:
            result["ovr_auc_macro"] = scores.auc_macro.value
            result["ovr_auc_micro"] = scores.auc_micro.value
            result["ovr_auc_weighted"] = scores.auc_weighted.value
            result["ovr_auc"] = {c.label: c.auc.value for c in scores.curves}
            result["top_k"] = {str(k): acc for k, acc in enumerate(scores.top_k, start=1)}
            result["tied_top_rows"] = scores.tied_top_rows
        return jsonable(result)

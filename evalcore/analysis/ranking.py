"""The ranking analysis: every query's list sorted once under a relevance level, gain and tie
policy (:func:`~evalcore.ranking.evaluate_ranking`); :meth:`RankingAnalysis.at` answers the
cut-off k (the means over queries and the per-query table) from the running totals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Sequence

import pandas as pd

from evalcore.jsonable import jsonable
from evalcore.messages import render
from evalcore.ranking import RankingData, RankingEvaluation, evaluate_ranking
from evalcore.ranking.metrics import RankingSummary
from evalcore.analysis.drawn import Drawn


@dataclass(frozen=True, eq=False)
class RankingAt:
    """The analysis at cut-off ``k``: the ``summary`` (means over queries, the queries where RC
    and τ-b are defined, undefined reasons) and the ``per_query`` table (query order)."""

    k: int
    summary: RankingSummary
    per_query: pd.DataFrame


@dataclass(frozen=True, eq=False)
class RankingAnalysis(Drawn):
    """One ranking file under one setting: its ``evaluation`` (curves against k, each query's
    detail), the ``columns`` read, and ``n_docs`` (each list's length when the evaluation saw only
    the first documents of each list, as an engine does; None: every document)."""

    figure_kind: ClassVar[str] = "ranking"

    evaluation: RankingEvaluation
    columns: dict
    n_docs: Sequence[int] | None = None
    task: str = "ranking"
    k: int = 10
    """The cut-off of :meth:`to_json` (the CLI's default 10); ``at`` answers any."""

    def with_settings(self, *, k: int) -> RankingAnalysis:
        """The same evaluation printed at cut-off ``k`` (nothing is recomputed)."""
        return replace(self, k=k)

    @classmethod
    def of(cls, data: RankingData, *, relevance_level: int = 1, gain: str = "exponential",
           ties: str = "first") -> RankingAnalysis:
        """Evaluate loaded ``data`` (seed 002's defaults: level 1, exponential gain, ties in the
        file's order)."""
        evaluation = evaluate_ranking(data.query_id, data.relevance, data.score,
                                      doc_id=data.doc_id, relevance_level=relevance_level,
                                      gain=gain, ties=ties)
        return cls(evaluation, data.columns)

    def at(self, k: int) -> RankingAt:
        """The means over queries and the per-query table at cut-off ``k``."""
        per_query = self.evaluation.per_query(k)
        if self.n_docs is not None:
            per_query["n_docs"] = list(self.n_docs)
        return RankingAt(k, self.evaluation.summary(k), per_query)

    def to_json(self) -> dict[str, Any]:
        """``python -m evalcore ranking``' JSON at the value's cut-off ``k``."""
        at = self.at(self.k)
        summary, evaluation = at.summary, self.evaluation
        per_query = at.per_query.set_index("query_id")
        return jsonable({
            "task": "ranking",
            "n_queries": summary.n_queries,
            "queries_without_relevant": summary.queries_without_relevant,
            "k": summary.k,
            "relevance_level": evaluation.relevance_level,
            "gain": evaluation.gain_kind,
            "ties": evaluation.ties,
            "columns": self.columns,
            "metrics": summary.metrics,
            "defined_queries": {"rc": summary.rc_queries,
                                "kendall_tau": summary.kendall_tau_queries},
            "notes": {key: {"key": reason, "message": render(reason, "en", {})}
                      for key, reason in summary.reasons.items()},
            "per_query": {str(q): row for q, row in per_query.to_dict(orient="index").items()},
        })

"""Ranking data in the sidebar: column mapping, and the cached analysis the page renders.

The file is parsed and validated once per content digest and column choice; each setting of
relevance level, gain and tie policy gets its :class:`~evalcore.analysis.ranking.RankingAnalysis`
once (one sort), after which a move of the k slider is only an index look-up into its running
totals.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.shell.table_cache import cached_table, source_table
from dashboard.loading.byte_cache import byte_cached
from dashboard.widgets.column_choice import column_choice, model_column_choice
from evalcore.view.formatting import format_count
from dashboard.text.safe import md_shown
from dashboard.shell.source_file import SourceFile
from dashboard.shell.language import t
from evalcore import io
from evalcore.analysis.ranking import RankingAnalysis
from evalcore.ranking import (DOC_NAMES, QUERY_NAMES, RELEVANCE_NAMES, RankingData,
                              ranking_from_table)


@dataclass(frozen=True)
class RankingDataset:
    """A loaded ranking file: validated rows, identified by content and column choice."""

    dataset_id: str
    source_name: str
    data: RankingData
    default: RankingAnalysis

    def analysis(self, relevance_level: int, gain: str, ties: str) -> RankingAnalysis:
        """The analysis under these settings (computed once per setting)."""
        return cached_analysis(self.dataset_id, relevance_level, gain, ties, self.data)


@byte_cached
def cached_ranking(digest: str, name: str, query_col: str, doc_col: str | bool,
                   relevance_col: str, score_col: str, _data: bytes) -> RankingDataset:
    """Validate the chosen columns (raises EvalInputError) and evaluate with the defaults."""
    data = ranking_from_table(cached_table(digest, name, _data), query_col=query_col,
                              doc_col=doc_col, relevance_col=relevance_col, score_col=score_col)
    dataset_id = dataset_key(digest, query_col, doc_col, relevance_col, score_col)
    default = cached_analysis(dataset_id, 1, "exponential", "first", data)
    return RankingDataset(dataset_id, name, data, default)


@byte_cached
def cached_analysis(dataset_id: str, relevance_level: int, gain: str, ties: str,
                    _data: RankingData) -> RankingAnalysis:
    return RankingAnalysis.of(_data, relevance_level=relevance_level, gain=gain, ties=ties)


def load(source: SourceFile) -> RankingDataset:
    """Draw the column mapping for ``source`` and return its dataset (raises EvalInputError)."""
    table = source_table(source)
    columns = [str(c) for c in table.columns]
    key = source.digest[:16]
    st.sidebar.subheader(t("columns_header"))
    chosen = {}
    for role, names, optional in (("query", QUERY_NAMES, False), ("doc", DOC_NAMES, True),
                                  ("relevance", RELEVANCE_NAMES, False),
                                  ("score", io.SCORE_NAMES, False)):
        if role == "score":  # empty (and the page says why) when two columns could be it
            chosen[role] = model_column_choice(t(f"ranking_{role}_column"), columns, table, role,
                                               names, f"ranking_{role}_col_{key}",
                                               exclude=chosen.values())
            continue
        detected = io.resolve_column(table, role, names, required=False)
        chosen[role] = column_choice(t(f"ranking_{role}_column"), columns, detected,
                                      f"ranking_{role}_col_{key}", optional=optional)
    dataset = cached_ranking(source.digest, source.name, chosen["query"], chosen["doc"],
                             chosen["relevance"], chosen["score"], source.data)
    _summary(dataset)
    return dataset


def _summary(dataset: RankingDataset) -> None:
    evaluation = dataset.default.evaluation
    st.sidebar.caption(t("summary_file", name=md_shown(dataset.source_name)))
    st.sidebar.caption(t("ranking_summary_loaded", rows=format_count(dataset.data.n_rows),
                         queries=format_count(evaluation.n_queries),
                         longest=format_count(evaluation.max_length)))
    if dataset.data.doc_id is None:
        st.sidebar.caption(t("ranking_no_doc_column"))

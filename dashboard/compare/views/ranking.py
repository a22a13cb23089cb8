"""Ranking comparison: two rankers' scores for the same (query, document) rows.

The sidebar maps the query, document and relevance columns and each model's score column (one file
with both, or one per file). Both rankings are evaluated once per file, choice and setting
(relevance level, gain, ties); the chosen per-query metric at k, its tests and the scatter of A
against B are then computed once per metric and k.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pandas as pd
import streamlit as st

from dashboard.widgets.charts import show_chart
from dashboard.compare.views.bootstrap import BootstrapInput, bootstrap_section
from dashboard.loading.budgets import MIN_RESAMPLES, resamples_cap
from dashboard.compare.views.skeleton import (ComparedDataset, CompareTask, Role,
                                              report_button_here, show_notice)
from evalcore.view.budgets import MAX_SCATTER_POINTS
from evalcore.view.compare.pair_figures import query_scatter_of
from evalcore.view.formatting import format_count, format_p_value, format_value
from dashboard.ranking.settings import ranking_settings
from dashboard.text.safe import md_shown
from dashboard.shell.language import option_labels, t
from evalcore.view.text import sentences
from dashboard.shell.session import sticky
from evalcore.analysis.compare import RankingComparisonAnalysis
from evalcore.compare.resampled import RANKING
from evalcore.compare.ranking import (
    METRICS,
    RankingComparison,
    RankingPair,
    ranking_pair_from_table,
    ranking_pair_from_tables,
    ranking_score_column,
)
from evalcore.errors import EvalInputError
from evalcore.ranking import DOC_NAMES, QUERY_NAMES, RELEVANCE_NAMES
from evalcore.sampling import sample_rows
from dashboard.loading.byte_cache import byte_cached


@dataclass(frozen=True, eq=False)
class RankingCompareDataset(ComparedDataset):
    """Two rankers' paired scores for the same rows."""

    pair: RankingPair
    n_queries: int
    task: ClassVar[str] = "ranking"


def _build(pair: RankingPair, pair_id: str) -> RankingCompareDataset:
    """The paired scores and their number of queries (evaluated later, per setting)."""
    return RankingCompareDataset(pair_id, pair.names, pair, len(pd.unique(pair.query_id)))


@byte_cached
def cached_analysis(dataset_id: str, level: int, gain: str, ties: str,
                    _pair: RankingPair) -> RankingComparisonAnalysis:
    """Both models evaluated under one setting (one sort each); the analysis keeps its answers
    at each metric and k."""
    return RankingComparisonAnalysis.of(_pair, relevance_level=level, gain=gain, ties=ties)


def _detected_score(table: pd.DataFrame, **columns) -> str | None:
    """The one score column of a file beside the query, document and relevance columns."""
    try:
        return ranking_score_column(table, **columns)
    except EvalInputError:
        return None


def _summary(dataset: RankingCompareDataset) -> tuple[str]:
    return (t("compare_ranking_loaded", rows=format_count(len(dataset.pair.relevance)),
              queries=format_count(dataset.n_queries)),)


TASK = CompareTask(
    "ranking", (Role("query", "ranking_query_column", QUERY_NAMES),
                Role("doc", "ranking_doc_column", DOC_NAMES, optional=True),
                Role("relevance", "ranking_relevance_column", RELEVANCE_NAMES)),
    detect_model=_detected_score,
    model_label_keys=("compare_ranking_score_of", "compare_ranking_score_in"),
    pair_from_table=ranking_pair_from_table, pair_from_tables=ranking_pair_from_tables,
    model_cols_arg="score_cols",
    build=_build, summary=_summary,
    aligned_keys={"columns": "compare_ranking_aligned_columns",
                  "id": "compare_ranking_aligned_id", "row": "compare_ranking_aligned_row"})
load = TASK.load


def show(dataset: RankingCompareDataset) -> None:
    """Draw the page body: settings, mean metric of A and B, the per-query scatter with
    win/tie/loss, the paired tests and the bootstrap of the difference."""
    pair = dataset.pair
    show_notice(pair)
    metric, k, settings = ranking_choices(dataset)
    n_resamples, seed = randomization_choices(dataset)
    analysis = cached_analysis(dataset.dataset_id, *settings, pair)
    result = analysis.at(metric, k, n_resamples=n_resamples, seed=seed)
    label = t(f"compare_ranking_metric_{metric}", k=k)
    _means(result, dataset.names, label)
    _scatter(result, dataset.names, label)
    _tests(result, dataset.names)
    name = f"ranking_{metric}"
    inputs = {name: BootstrapInput(RANKING[name], *result.bootstrap_arrays())}
    bootstrap_section("|".join(map(str, (dataset.dataset_id, *settings, k))), inputs,
                      dataset.names, units=result.tests.n_queries, queries=True)
    level, gain, ties = settings
    report_button_here(analysis, metric=metric, k=k, relevance_level=level, gain=gain,
                       ties=ties, resamples=n_resamples, seed=seed)


def ranking_choices(dataset) -> tuple[str, int, tuple[int, str, str]]:
    """Metric, k and the evaluation settings (relevance level, gain, ties) of ``dataset`` (two
    models or k: its ``key`` suffixes the widgets' keys)."""
    key = dataset.key
    metric_col, k_col = st.columns(2)
    metric = sticky(metric_col.radio, t("compare_ranking_metric"), options=METRICS,
                    format_func=option_labels("compare_ranking_metric_option_"),
                    key=f"compare_ranking_metric_{key}", horizontal=True)
    k = int(sticky(k_col.number_input, t("ranking_k"), min_value=1, value=10, step=1,
                   key=f"compare_ranking_k_{key}", help=t("compare_ranking_k_help")))
    return metric, k, ranking_settings(level_key=f"compare_ranking_level_{key}",
                                       gain_key=f"compare_ranking_gain_{key}",
                                       ties_key=f"compare_ranking_ties_{key}")


def randomization_choices(dataset) -> tuple[int, int]:
    """Sign flips (at most :func:`~dashboard.loading.budgets.resamples_cap` of ``dataset``'s
    ``n_queries``) and seed of the randomization test (of each pair, for k models)."""
    cap = resamples_cap(dataset.n_queries)
    n_col, seed_col = st.columns(2)
    n_resamples = int(sticky(n_col.number_input, t("compare_ranking_resamples"),
                             min_value=MIN_RESAMPLES, max_value=cap, value=cap, step=100,
                             key=f"compare_ranking_resamples_{dataset.key}",
                             help=t("compare_ranking_resamples_help", cap=format_count(cap))))
    seed = int(sticky(seed_col.number_input, t("compare_boot_seed"), min_value=0, value=0,
                      step=1, key=f"compare_ranking_seed_{dataset.key}"))
    return min(n_resamples, cap), seed


def _means(result: RankingComparison, names: tuple[str, str], label: str) -> None:
    columns = st.columns(3)
    for column, name, mean in zip(columns, names, (result.mean_a, result.mean_b)):
        column.metric(t("compare_ranking_mean_of", metric=label, name=md_shown(name)),
                      format_value(mean))
    columns[2].metric(t("compare_difference"), f"{result.mean_a - result.mean_b:+.4f}")
    st.caption(t("compare_ranking_means_help", metric=label,
                 queries=format_count(result.tests.n_queries)))


def _scatter(result: RankingComparison, names: tuple[str, str], label: str) -> None:
    st.subheader(t("compare_ranking_scatter_header", metric=label))
    tests = result.tests
    columns = st.columns(3)
    for column, key, count in zip(columns, ("compare_wins", "compare_ties", "compare_losses"),
                                  (tests.wins, tests.ties, tests.losses)):
        column.metric(t(key), format_count(count))
    n = tests.n_queries
    shown = sample_rows(n, MAX_SCATTER_POINTS)
    show_chart(query_scatter_of(t, result, names, label, shown), key="compare_ranking_scatter")
    st.caption(t("compare_ranking_scatter_help", a=md_shown(names[0]), b=md_shown(names[1]),
                 shown=format_count(shown.size), total=format_count(n)))


def _tests(result: RankingComparison, names: tuple[str, str]) -> None:
    tests = result.tests
    st.subheader(t("compare_ranking_tests_header"))
    columns = st.columns(3)
    columns[0].metric(t("compare_ranking_t_statistic"),
                      "—" if tests.t_statistic is None else f"{tests.t_statistic:.4f}")
    columns[1].metric(t("compare_ranking_t_p"), format_p_value(tests.t_p_value))
    columns[2].metric(t("compare_ranking_randomization_p"),
                      format_p_value(tests.permutation_p_value))
    if tests.t_reason:
        st.info(t(tests.t_reason))
    else:
        st.caption(t("compare_ranking_t_help", df=format_count(tests.df)))
    method = ("compare_ranking_randomization_exact" if tests.permutation_exact
              else "compare_ranking_randomization_random")
    st.caption(sentences(t(method, queries=tests.n_queries, n=format_count(tests.n_resamples),
                           seed=tests.seed),
                         t("compare_ranking_tests_help", a=md_shown(names[0]),
                           b=md_shown(names[1]))))

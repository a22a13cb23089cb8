"""Ranking comparison of more than two models (one file, k score columns).

The sidebar offers the file's other numeric columns as more rankers beside the two chosen. The
page then shows every model's mean NDCG@k (or P@k, Recall@k) against the cut-off k overlaid (the
legend toggles each model; a dot marks the chosen k), one sortable table of every model's means
at k, the matrix of corrected pairwise p-values of the chosen per-query metric (the paired t-test,
or the randomization test), the best model with those not significantly different from it and,
with a fold column (each query in one fold), the Friedman test on each fold's mean metric with
the critical-difference diagram.
Each model is evaluated once per file, choice and setting (relevance level, gain, ties); the
pairwise tests are :func:`evalcore.compare.many.compare_ranking_many`'s, once per metric, k and
randomization setting.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import ClassVar, Sequence

import numpy as np
import pandas as pd
import streamlit as st

from evalcore.view.compare.many_shown import (RANKING_CURVES, ShownMany, pair_labels,
                                          ranking_figure, ranking_measures_frame)
from dashboard.compare.views.many_choice import MORE_FILES, correction_choice, model_names
from dashboard.compare.views.many_parts import (best_section, file_models, folds_section,
                                                left_out_notice, measures_table, more_columns,
                                                p_values_section)
from dashboard.compare.views.mapping import DatasetKey
from dashboard.compare.views.ranking import TASK, randomization_choices, ranking_choices
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.loading.byte_cache import byte_cached
from dashboard.loading.keys import dataset_key
from dashboard.reporting.button import report_button
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.table_cache import cached_table
from dashboard.widgets.charts import show_chart
from evalcore.analysis.compare_many import ManyComparisonAnalysis
from evalcore.compare.many import ManyComparison, compare_ranking_many, query_folds
from evalcore.compare.many_load import ManyModels, many_from_table, many_from_tables
from evalcore.view.formatting import format_count
from evalcore.view.text import sentences

CURVE_OF_METRIC = {"ndcg": "ndcg_at_k", "precision": "precision_at_k"}
"""The curve drawn first for the tested metric (NDCG@k for AP and the reciprocal rank)."""


@dataclass(frozen=True, eq=False)
class ManyRankingDataset(DatasetKey):
    """k rankers' scores of one file (paired as model 0 with each other model)."""

    dataset_id: str
    names: tuple[str, ...]
    models: ManyModels
    n_queries: int
    fold_col: str | None = None
    folds: np.ndarray | None = None
    file_columns: tuple[str, ...] | None = None
    """With one file per model, each file's score column (``names``: the files)."""
    task: ClassVar[str] = "ranking"
    many: ClassVar[bool] = True

    @property
    def columns(self) -> tuple[str, ...]:
        """Every model's column: its file's, else the one file's."""
        return self.file_columns or self.names


def more_models(source, dataset) -> list[str]:
    """The sidebar's choice of more score columns beside the two compared."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    roles = [getattr(settings, name, None) for name in ("query_col", "doc_col", "relevance_col")]
    return more_columns(source, "ranking", "score_cols", "many_more_scores",
                        offer=pd.api.types.is_numeric_dtype, roles=roles)


def load(source, dataset, more: list[str]) -> ManyRankingDataset:
    """The k-model dataset of the two compared columns and the ``more`` chosen (cached)."""
    settings = st.session_state[CLI_SETTINGS][0]
    columns = tuple(settings.score_cols) + tuple(more)
    roles = (settings.query_col, settings.doc_col, settings.relevance_col)
    return _cached_many(source.digest, source.name, roles, columns, source.data)


@byte_cached
def _cached_many(digest: str, name: str, roles: tuple, columns: tuple[str, ...],
                 _data: bytes) -> ManyRankingDataset:
    from evalcore.compare.ranking import ranking_pair_from_table

    query_col, doc_col, relevance_col = roles
    table = cached_table(digest, name, _data)
    models = many_from_table(table, columns, ranking_pair_from_table, "score_cols",
                             query_col=query_col, doc_col=doc_col, relevance_col=relevance_col)
    return _dataset(dataset_key(digest, *roles, *columns), columns, models)


def load_files(sources: Sequence[SourceFile], dataset) -> ManyRankingDataset | None:
    """The k-model dataset of model A's and B's files and the more files among ``sources``, one
    ranker each, paired by (query, document) when every file has a document column, else by row
    order (None while a more file's score column is unchosen)."""
    columns = file_models(sources, TASK)
    if columns is None:
        return None
    settings = st.session_state[CLI_SETTINGS][0]
    roles = (settings.query_col, settings.doc_col, settings.relevance_col)
    return _cached_many_files(tuple(s.digest for s in sources), tuple(s.name for s in sources),
                              roles, columns, tuple(s.data for s in sources))


@byte_cached
def _cached_many_files(digests: tuple[str, ...], names: tuple[str, ...], roles: tuple,
                       columns: tuple[str, ...], _data: tuple[bytes, ...]) -> ManyRankingDataset:
    from evalcore.compare.ranking import ranking_pair_from_tables, ranking_row_keys

    tables = [cached_table(d, n, b) for d, n, b in zip(digests, names, _data)]
    named = dict(zip(("query_col", "doc_col", "relevance_col"), roles))
    models = many_from_tables(tables, names, ranking_pair_from_tables, "score_cols", columns,
                              row_keys=partial(ranking_row_keys, **named), **named)
    return _dataset(dataset_key(*digests, *roles, *columns), names, models, columns)


def _dataset(dataset_id: str, names: tuple[str, ...], models: ManyModels,
             file_columns: tuple[str, ...] | None = None) -> ManyRankingDataset:
    """The k rankers' dataset, with the fold column of model A's file (a query in two folds is
    refused here, before any evaluation)."""
    queries = pd.unique(models.first.query_id)
    fold_col, folds = models.folds()
    if fold_col is not None:
        query_folds(_query_column(models), folds, queries, fold_col)
    return ManyRankingDataset(dataset_id, tuple(names), models, len(queries), fold_col, folds,
                              file_columns)


def _query_column(models: ManyModels):
    """Every row's query, from model 0's table (the rows the folds are read from)."""
    return models.table[models.first.columns["query"]]


@byte_cached
def _evaluations(dataset_id: str, level: int, gain: str, ties: str,
                 _dataset: ManyRankingDataset) -> tuple:
    """Every model's evaluation under one setting (one sort each)."""
    from evalcore.compare.ranking import evaluate_pair

    setting = dict(relevance_level=level, gain=gain, ties=ties)
    pairs = _dataset.models.pairs
    return (evaluate_pair(pairs[0], **setting)[0],
            *(evaluate_pair(pair, **setting)[1] for pair in pairs))


@byte_cached
def _compared(dataset_id: str, settings: tuple, metric: str, k: int, n_resamples: int, seed: int,
              _evaluations: tuple, _dataset: ManyRankingDataset) -> ManyComparison:
    """Every pair's paired t-test and randomization test of the per-query ``metric`` at ``k``
    (Holm-corrected: a change of correction only re-corrects), every model's interval and, with
    a fold column, Friedman and Nemenyi on each fold's mean."""
    folds = None
    if _dataset.fold_col is not None:
        folds = query_folds(_query_column(_dataset.models), _dataset.folds,
                            _evaluations[0].lists.query_ids, _dataset.fold_col)
    return compare_ranking_many(_evaluations, _dataset.names, metric=metric, k=k,
                                n_resamples=n_resamples, seed=seed, folds=folds,
                                fold_col=_dataset.fold_col or "fold")


def show(dataset: ManyRankingDataset) -> None:
    """The page body of k rankers."""
    st.subheader(t("many_header", count=len(dataset.names)))
    left_out_notice(dataset.models)
    names = model_names(dataset)
    metric, k, settings = ranking_choices(dataset)
    n_resamples, seed = randomization_choices(dataset)
    correction = correction_choice(dataset)
    evaluations = _evaluations(dataset.dataset_id, *settings, dataset)
    comparison = _compared(dataset.dataset_id, settings, metric, k, n_resamples, seed,
                           evaluations, dataset).with_correction(correction)
    _report_button(dataset, comparison, names, settings, n_resamples, seed)
    summaries = [e.summary(k).metrics for e in evaluations]
    _curves(evaluations, summaries, names, metric, k, dataset.key)
    measures_table(ranking_measures_frame(summaries, names, k, t, comparison=comparison),
                   name="many_ranking_measures",
                   caption=sentences(
                       t("many_rk_table_help", queries=format_count(dataset.n_queries)),
                       t("many_ci_help_queries", resamples=format_count(n_resamples),
                         seed=seed)))
    tests = pair_labels(comparison, t)
    p_values_section(comparison, names, tests, key=dataset.key)
    best_section(comparison, names, tests)
    if comparison.folds is not None:
        folds_section(comparison, names, dataset.fold_col)


def _report_button(dataset: ManyRankingDataset, comparison: ManyComparison, names: list[str],
                   settings: tuple, n_resamples: int, seed: int) -> None:
    """"Download report" of the k rankers: the command's settings that give the same numbers
    (every model's column, the metric and k, the relevance level, gain and ties, the
    randomization's resamples and seed, the correction) and the page's value with the names it
    shows."""
    from evalcore.api.settings import CompareSettings

    level, gain, ties = settings
    mapping, second = st.session_state.get(CLI_SETTINGS, (CompareSettings(), None))
    measure = next(iter(comparison.higher))
    chosen = replace(mapping, score_cols=dataset.columns, metric=measure,
                     k=comparison.measures[0]["k"], relevance_level=level, gain=gain, ties=ties,
                     resamples=n_resamples, seed=seed, correction=comparison.correction,
                     fold_col=dataset.fold_col)
    value = ManyComparisonAnalysis(dataset.models, comparison, dataset.fold_col)
    more = st.session_state.get(f"uploaded_{MORE_FILES}", ()) if dataset.file_columns else ()
    report_button("compare", chosen, ShownMany(value, tuple(names)), second=second,
                  more_files=more)


def _curves(evaluations, summaries, names, metric: str, k: int, key: str) -> None:
    """Every model's mean measure at each cut-off, a dot at the chosen k."""
    st.markdown(f"**{t('many_rk_curves_header')}**")
    options = list(RANKING_CURVES)
    measure = sticky(st.radio, t("many_rk_curve_measure"), options=options,
                     index=options.index(CURVE_OF_METRIC.get(metric, "ndcg_at_k")),
                     format_func=option_labels("ranking_col_"), horizontal=True,
                     key=f"many_rk_curve_{key}")
    show_chart(ranking_figure(evaluations, summaries, names, k, measure, t),
               key="many_rk_curves")
    st.caption(t("many_rk_curve_help"))

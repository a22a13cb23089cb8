"""Multiclass comparison of more than two models (one file, k predicted-label columns).

The sidebar offers the file's other columns as more models beside the two chosen. The page then
shows one sortable table of every model's measures with their bootstrap intervals, the matrix of
corrected pairwise p-values (McNemar's test of accuracy and the paired bootstrap of macro-F1), the
best model per measure with those not significantly different from it and, with a fold column, the
Friedman test on the per-fold accuracy and the critical-difference diagram. The numbers are
:func:`evalcore.compare.many.compare_multiclass_many`'s, computed once per file and choice, and the
bootstrap (every model's intervals and every pair's macro-F1 test from one set of resamples, on by
default) once per number of resamples.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Sequence

import numpy as np
import streamlit as st

from evalcore.view.compare.many_shown import ShownMany, multiclass_measures_frame, pair_labels
from dashboard.compare.views.many_choice import MORE_FILES, correction_choice, model_names
from dashboard.compare.views.many_parts import (best_section, file_models, folds_section,
                                                left_out_notice, measures_table, more_columns,
                                                p_values_section, resamples_input)
from dashboard.compare.views.mapping import DatasetKey
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.loading.byte_cache import byte_cached
from dashboard.loading.keys import dataset_key
from dashboard.reporting.button import report_button
from dashboard.shell.language import t
from dashboard.shell.source_file import SourceFile
from dashboard.shell.table_cache import cached_table
from evalcore.analysis.compare_many import ManyComparisonAnalysis
from evalcore.compare.many import ManyComparison, compare_multiclass_many
from evalcore.compare.many_load import ManyModels, many_from_table, many_from_tables
from evalcore.view.formatting import format_count
from evalcore.view.text import sentences


@dataclass(frozen=True, eq=False)
class ManyMulticlassDataset(DatasetKey):
    """k models' predicted labels of one file and their comparison (McNemar's pairs)."""

    dataset_id: str
    names: tuple[str, ...]
    models: ManyModels
    result: ManyComparison
    fold_col: str | None
    folds: np.ndarray | None = None
    file_columns: tuple[str, ...] | None = None
    """With one file per model, each file's predicted-label column (``names``: the files)."""
    task: ClassVar[str] = "multiclass"
    many: ClassVar[bool] = True

    @property
    def columns(self) -> tuple[str, ...]:
        """Every model's column: its file's, else the one file's."""
        return self.file_columns or self.names


def more_models(source, dataset) -> list[str]:
    """The sidebar's choice of more predicted-label columns beside the two compared."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    return more_columns(source, "multiclass", "pred_cols", "many_more_predictions",
                                   offer=lambda column: True,
                                   roles=(getattr(settings, "label_col", None),))


def load(source, dataset, more: list[str]) -> ManyMulticlassDataset:
    """The k-model dataset of the two compared columns and the ``more`` chosen (cached)."""
    settings = st.session_state[CLI_SETTINGS][0]
    columns = tuple(settings.pred_cols) + tuple(more)
    return _cached_many(source.digest, source.name, settings.label_col, columns, source.data)


def load_files(sources: Sequence[SourceFile], dataset) -> ManyMulticlassDataset | None:
    """The k-model dataset of model A's and B's files and the more files among ``sources``, one
    model each (None while a more file's column is unchosen)."""
    from dashboard.compare.views.multiclass import TASK

    columns = file_models(sources, TASK)
    if columns is None:
        return None
    label_col = st.session_state[CLI_SETTINGS][0].label_col
    return _cached_many_files(tuple(s.digest for s in sources), tuple(s.name for s in sources),
                              label_col, columns, tuple(s.data for s in sources))


@byte_cached
def _cached_many(digest: str, name: str, label_col: str | None, columns: tuple[str, ...],
                 _data: bytes) -> ManyMulticlassDataset:
    from evalcore.compare.multiclass import multiclass_pair_from_table

    table = cached_table(digest, name, _data)
    models = many_from_table(table, columns, multiclass_pair_from_table, "pred_cols",
                             label_col=label_col)
    return _dataset(dataset_key(digest, label_col, *columns), columns, models)


@byte_cached
def _cached_many_files(digests: tuple[str, ...], names: tuple[str, ...], label_col: str | None,
                       columns: tuple[str, ...], _data: tuple[bytes, ...]
                       ) -> ManyMulticlassDataset:
    from evalcore.compare.multiclass import multiclass_pair_from_tables

    tables = [cached_table(d, n, b) for d, n, b in zip(digests, names, _data)]
    models = many_from_tables(tables, names, multiclass_pair_from_tables, "pred_cols", columns,
                              label_col=label_col)
    return _dataset(dataset_key(*digests, label_col, *columns), names, models, columns)


def _dataset(dataset_id: str, names: tuple[str, ...], models: ManyModels,
             file_columns: tuple[str, ...] | None = None) -> ManyMulticlassDataset:
    """Compare the k models once (McNemar's pairs), with the fold column of model A's file."""
    fold_col, folds = models.folds()
    result = compare_multiclass_many(models.pairs, names, n_resamples=0, folds=folds,
                                     fold_col=fold_col or "fold")
    return ManyMulticlassDataset(dataset_id, tuple(names), models, result, fold_col, folds,
                                 file_columns)


@byte_cached
def _bootstrapped(dataset_id: str, n_resamples: int,
                  _dataset: ManyMulticlassDataset) -> ManyComparison:
    """The comparison with every model's intervals and every pair's paired bootstrap of macro-F1
    (the command's seed), once per dataset and number of resamples: a change of correction only
    re-corrects."""
    return compare_multiclass_many(
        _dataset.models.pairs, _dataset.names, n_resamples=n_resamples,
        folds=_dataset.folds, fold_col=_dataset.fold_col or "fold")


def show(dataset: ManyMulticlassDataset) -> None:
    """The page body of k multiclass models."""
    st.subheader(t("many_header", count=len(dataset.names)))
    left_out_notice(dataset.models)
    names = model_names(dataset)
    correction = correction_choice(dataset)
    rows = len(dataset.models.first.y_true)
    resamples = resamples_input(t("many_mc_resamples"), key=f"many_mc_resamples_{dataset.key}",
                                units=rows, help=t("many_mc_resamples_help"))
    comparison = dataset.result
    if resamples:
        with st.spinner(t("many_mc_bootstrap_running")):
            comparison = _bootstrapped(dataset.dataset_id, resamples, dataset)
    comparison = comparison.with_correction(correction)
    _report_button(dataset, comparison, names, resamples)
    caption = t("many_mc_table_help", n=format_count(rows))
    if resamples:
        caption = sentences(caption, t("many_ci_help_rows", resamples=format_count(resamples),
                                       seed=0))
    measures_table(multiclass_measures_frame(comparison, names, t),
                   name="many_multiclass_measures", caption=caption)
    tests = pair_labels(comparison, t)
    p_values_section(comparison, names, tests, key=dataset.key)
    best_section(comparison, names, tests)
    if comparison.folds is not None:
        folds_section(comparison, names, dataset.fold_col)


def _report_button(dataset: ManyMulticlassDataset, comparison: ManyComparison,
                   names: list[str], resamples: int) -> None:
    """"Download report" of the k classifiers: the command's settings that give the same
    numbers (every model's column, the correction, the bootstrap's resamples and seed, the fold
    column) and the page's value with the names it shows."""
    from evalcore.api.settings import CompareSettings

    mapping, second = st.session_state.get(CLI_SETTINGS, (CompareSettings(), None))
    settings = replace(mapping, pred_cols=dataset.columns, correction=comparison.correction,
                       resamples=resamples, seed=0 if resamples else None,
                       fold_col=dataset.fold_col)
    value = ManyComparisonAnalysis(dataset.models, comparison, dataset.fold_col)
    more = st.session_state.get(f"uploaded_{MORE_FILES}", ()) if dataset.file_columns else ()
    report_button("compare", settings, ShownMany(value, tuple(names)), second=second,
                  more_files=more)

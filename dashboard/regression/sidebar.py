"""Regression data in the sidebar: column mapping, and the cached analysis the page renders.

The file is parsed and validated once per content digest and column choice and handed to
:class:`~evalcore.analysis.regression.RegressionAnalysis` (a move of the tolerance slider is then
one binary search into its REC curve and one comparison over the plotted sample).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.shell.table_cache import cached_table, source_table
from evalcore.view.budgets import MAX_SCATTER_POINTS
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.loading.byte_cache import byte_cached
from dashboard.widgets.column_choice import (
    column_choice,
    model_column_choice,
    drop_invalid_choice,
)
from evalcore.view.formatting import format_count
from dashboard.text.safe import md_shown
from dashboard.shell.local_source import prepared_source
from dashboard.shell.source_file import SourceFile
from dashboard.shell.language import t
from evalcore import io
from evalcore.engine.files import regression_local
from evalcore.settings import REGRESSION_PRED_COL
from evalcore.analysis.regression import HISTOGRAM_BINS, WORST_ROWS, RegressionAnalysis
from evalcore.regression import PRED_NAMES, TRUE_NAMES, regression_from_table

LOCAL_MAX_DISTINCT = 200_000
"""A local dataset's distinct residuals kept exactly (the REC curve then equals the in-memory one);
past this many they are counted in :data:`LOCAL_BINS` equal bins."""
LOCAL_BINS = HISTOGRAM_BINS * 2_000
"""A multiple of the histogram's bars, so that every bar is a union of whole bins."""


@dataclass(frozen=True, eq=False)
class RegressionDataset:
    """A loaded regression file: its id and name, the analysis the page renders and the REC
    points to draw."""

    dataset_id: str
    source_name: str
    analysis: RegressionAnalysis
    rec_drawn: np.ndarray
    """Indices of the REC points to draw (decimated to within 0.2% of the axes)."""


@byte_cached
def cached_regression(digest: str, name: str, true_col: str | None, pred_col: str | None,
                      weight_col: str | bool | None, drop_invalid: bool,
                      _data: bytes) -> RegressionDataset:
    """Validate the chosen columns (raises EvalInputError) and compute the analysis once."""
    data = regression_from_table(cached_table(digest, name, _data), true_col=true_col,
                                 pred_col=pred_col, weight_col=weight_col,
                                 drop_invalid=drop_invalid)
    return _dataset(dataset_key(digest, true_col, pred_col, weight_col, drop_invalid),
                    name, RegressionAnalysis.of(data, budget=MAX_SCATTER_POINTS))


def _dataset(dataset_id: str, name: str, analysis: RegressionAnalysis) -> RegressionDataset:
    return RegressionDataset(dataset_id, name, analysis, analysis.rec_drawn(MAX_CURVE_POINTS))


def reduce_local(source, progress, stop=None):
    """DuckDB's reductions of a local regression dataset (a path or a resolved source; raises
    EvalInputError), interrupted once the event ``stop`` is set."""
    return regression_local(source, max_distinct=LOCAL_MAX_DISTINCT, bins=LOCAL_BINS,
                            budget=MAX_SCATTER_POINTS, worst=WORST_ROWS, progress=progress,
                            stop=stop)


def reduce_local_source(source, progress, stop=None) -> SourceFile:
    """:func:`reduce_local` carried to the page's loader as a prepared source (the local source's
    reduction this room registers with the shell)."""
    return prepared_source(reduce_local(source, progress, stop), source.pattern)


def local_dataset(source: SourceFile) -> RegressionDataset:
    """The page's dataset of a local dataset's reductions, built once per evaluation."""
    return _cached_local(source.digest, source)


@byte_cached
def _cached_local(digest: str, _source: SourceFile) -> RegressionDataset:
    """The page's dataset from a local dataset's reductions (see
    :meth:`RegressionAnalysis.of_local`)."""
    return _dataset(_source.digest, _source.name, RegressionAnalysis.of_local(_source.prepared))


def load(source: SourceFile) -> RegressionDataset:
    """Draw the column mapping for ``source`` and return its dataset (raises EvalInputError).
    A local dataset comes reduced, its columns detected by name as in the CLI."""
    if source.prepared is not None:
        dataset = local_dataset(source)
        _summary(dataset)
        return dataset
    table = source_table(source)
    columns = [str(c) for c in table.columns]
    key = source.digest[:16]
    st.sidebar.subheader(t("columns_header"))
    chosen = {}
    for role, names, label in (("true", TRUE_NAMES, "regression_true_column"),
                               ("pred", PRED_NAMES, "regression_pred_column"),
                               ("weight", io.WEIGHT_NAMES, "weight_column")):
        if role == "pred":  # empty (and the page says why) when two columns could be it
            chosen[role] = model_column_choice(t(label), columns, table, role, names,
                                               f"regression_{role}_col_{key}",
                                               exclude=chosen.values(),
                                               setting=REGRESSION_PRED_COL)
            continue
        detected = io.resolve_column(table, role, names, required=False)
        chosen[role] = column_choice(t(label), columns, detected, f"regression_{role}_col_{key}",
                                     optional=role == "weight")
    drop_invalid = drop_invalid_choice(key)
    dataset = cached_regression(source.digest, source.name, chosen["true"], chosen["pred"],
                                chosen["weight"], drop_invalid, source.data)
    _summary(dataset)
    return dataset


def _summary(dataset: RegressionDataset) -> None:
    data = dataset.analysis.data
    st.sidebar.caption(t("summary_file", name=md_shown(dataset.source_name)))
    st.sidebar.caption(t("regression_summary_loaded", rows=format_count(data.n_rows)))
    if data.dropped:
        st.sidebar.caption(t("regression_summary_dropped", count=format_count(data.dropped)))

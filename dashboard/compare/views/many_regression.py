"""Regression comparison of more than two models (one file, k prediction columns).

The sidebar offers the file's other numeric columns as more models beside the two chosen
(:mod:`~dashboard.compare.views.many_choice`). The page then shows every model's REC curve overlaid
(the legend toggles each) with its share within the tolerance ε, one sortable table of every model's
measures with their bootstrap intervals, the matrix of corrected pairwise p-values (Wilcoxon's
signed-rank test of |e_i| − |e_j| and the paired bootstrap of RMSE) with the models not
significantly different from the best and, with a fold column, the Friedman test on the per-fold
RMSEs and the critical-difference diagram. The measures, the Wilcoxon tests and the REC curves are
computed once per file and choice (:func:`evalcore.compare.many.compare_regression_many`), the
bootstrap (on by default: every model's intervals and every pair's RMSE test from one set of
resamples) once per number of resamples; a move of ε is one look-up per REC curve.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Sequence

import numpy as np
import streamlit as st

from evalcore.view.compare.many_shown import (ShownMany, pair_labels, rec_figure,
                                          regression_measures_frame)
from dashboard.compare.views.many_choice import MORE_FILES, correction_choice, model_names
from dashboard.compare.views.many_parts import (file_models, folds_section, left_out_notice,
                                                measures_table, p_values_section,
                                                resamples_input)
from dashboard.compare.views.mapping import DatasetKey
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.loading.byte_cache import byte_cached
from dashboard.loading.keys import dataset_key
from dashboard.reporting.button import report_button
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.table_cache import cached_table
from dashboard.widgets.charts import show_chart
from evalcore.analysis.compare_many import ManyComparisonAnalysis
from evalcore.compare.many import (ManyComparison, compare_regression_many, corrected,
                                   shared_bootstrap_tests)
from evalcore.compare.many_intervals import Resampled, regression_resampled, with_intervals
from evalcore.compare.many_load import ManyModels, many_from_table, many_from_tables
from evalcore.decimate import decimate_curve
from evalcore.view.formatting import format_count
from evalcore.view.text import sentences
from evalcore.view.budgets import MAX_CURVE_POINTS

SLIDER_STEPS = 1000


@dataclass(frozen=True, eq=False)
class ManyRegressionDataset(DatasetKey):
    """k models' predictions of one file, their measures, Wilcoxon tests and REC curves,
    computed once."""

    dataset_id: str
    names: tuple[str, ...]
    models: ManyModels
    result: ManyComparison
    recs: tuple
    rec_drawn: tuple[np.ndarray, ...]
    """Indices of each REC curve's points to draw (decimated on the common ε axis)."""
    fold_col: str | None
    file_columns: tuple[str, ...] | None = None
    """With one file per model, each file's prediction column (``names``: the files)."""
    task: ClassVar[str] = "regression"
    many: ClassVar[bool] = True

    @property
    def columns(self) -> tuple[str, ...]:
        """Every model's column: its file's, else the one file's."""
        return self.file_columns or self.names

    @property
    def predictions(self) -> list[np.ndarray]:
        return self.models.outputs("pred_a", "pred_b")


def load(source: SourceFile, dataset, more: list[str]) -> ManyRegressionDataset:
    """The k-model dataset of the two compared columns and the ``more`` chosen (cached)."""
    settings = st.session_state[CLI_SETTINGS][0]
    columns = tuple(settings.pred_cols) + tuple(more)
    return _cached_many(source.digest, source.name, settings.true_col, columns, source.data)


def load_files(sources: Sequence[SourceFile], dataset) -> ManyRegressionDataset | None:
    """The k-model dataset of model A's and B's files and the more files among ``sources``, one
    model each (None while a more file's column is unchosen)."""
    from dashboard.compare.views.regression import TASK

    columns = file_models(sources, TASK)
    if columns is None:
        return None
    true_col = st.session_state[CLI_SETTINGS][0].true_col
    return _cached_many_files(tuple(s.digest for s in sources), tuple(s.name for s in sources),
                              true_col, columns, tuple(s.data for s in sources))


@byte_cached
def _cached_many(digest: str, name: str, true_col: str | None, columns: tuple[str, ...],
                 _data: bytes) -> ManyRegressionDataset:
    from evalcore.compare.regression import regression_pair_from_table

    table = cached_table(digest, name, _data)
    models = many_from_table(table, columns, regression_pair_from_table, "pred_cols",
                             true_col=true_col)
    return _dataset(dataset_key(digest, true_col, *columns), columns, models)


@byte_cached
def _cached_many_files(digests: tuple[str, ...], names: tuple[str, ...], true_col: str | None,
                       columns: tuple[str, ...], _data: tuple[bytes, ...]
                       ) -> ManyRegressionDataset:
    from evalcore.compare.regression import regression_pair_from_tables

    tables = [cached_table(d, n, b) for d, n, b in zip(digests, names, _data)]
    models = many_from_tables(tables, names, regression_pair_from_tables, "pred_cols", columns,
                              true_col=true_col)
    return _dataset(dataset_key(*digests, true_col, *columns), names, models, columns)


def _dataset(dataset_id: str, names: tuple[str, ...], models: ManyModels,
             file_columns: tuple[str, ...] | None = None) -> ManyRegressionDataset:
    """Compare the k models once (Wilcoxon's pairs, the REC curves), with the fold column of
    model A's file."""
    from evalcore.regression import rec_curve

    fold_col, folds = models.folds()
    result = compare_regression_many(models.pairs, names, n_resamples=0, folds=folds,
                                     fold_col=fold_col or "fold")
    y = models.first.y_true
    recs = tuple(rec_curve(y, p) for p in models.outputs("pred_a", "pred_b"))
    scale = max(max(rec.tolerance[-1] for rec in recs), 1e-300)
    drawn = tuple(decimate_curve(rec.tolerance / scale, rec.accuracy,
                                 max_points=MAX_CURVE_POINTS) for rec in recs)
    return ManyRegressionDataset(dataset_id, tuple(names), models, result, recs, drawn,
                                 fold_col, file_columns)


@byte_cached
def _resampled(dataset_id: str, n_resamples: int, _dataset: ManyRegressionDataset) -> Resampled:
    """Every model's RMSE, MAE and R² on the same resamples (the command's seed), once per number
    of resamples: their intervals and every pair's paired bootstrap of RMSE."""
    return regression_resampled(_dataset.models.first.y_true, _dataset.predictions,
                                n_resamples=n_resamples, seed=0)


def show(dataset: ManyRegressionDataset) -> None:
    """The page body of k regressors."""
    st.subheader(t("many_header", count=len(dataset.names)))
    left_out_notice(dataset.models)
    names = model_names(dataset)
    correction = correction_choice(dataset)
    resamples = resamples_input(t("many_resamples"), key=f"many_resamples_{dataset.key}",
                                units=len(dataset.models.first.y_true),
                                help=t("many_resamples_help"))
    comparison = _tested(dataset, correction, resamples)
    tolerance = _tolerance(dataset)
    _report_button(dataset, comparison, names, resamples)
    caption = t("many_regression_table_help")
    if resamples > 0:
        caption = sentences(caption, t("many_ci_help_rows", resamples=format_count(resamples),
                                       seed=0))
    measures_table(regression_measures_frame(comparison, names, t, dataset.recs, tolerance),
                   name="many_measures", caption=caption)
    st.markdown(f"**{t('many_rec_header')}**")
    show_chart(rec_figure(dataset.recs, dataset.rec_drawn, names, tolerance, t), key="many_rec")
    st.caption(t("many_legend_help"))
    p_values_section(comparison, names, pair_labels(comparison, t), key=dataset.key,
                     best_line=True)
    if comparison.folds is not None:
        folds_section(comparison, names, dataset.fold_col)


def _tested(dataset: ManyRegressionDataset, correction: str, resamples: int) -> ManyComparison:
    """The comparison corrected by ``correction``, with the RMSE bootstrap and every model's
    intervals when resampled."""
    result = dataset.result
    tests = list(result.pairwise)
    higher = dict(result.higher)
    measures = result.measures
    if resamples > 0:
        resampled = _resampled(dataset.dataset_id, resamples, dataset)
        tests += shared_bootstrap_tests("rmse", resampled)
        higher["rmse"] = False
        measures = with_intervals(measures, resampled.intervals())
    return replace(result, pairwise=corrected(tests, correction), correction=correction,
                   higher=higher, measures=measures)


def _tolerance(dataset: ManyRegressionDataset) -> float:
    """The ε slider over [0, the largest |error| of any model], starting at model A's median
    |error|."""
    high = float(max(rec.tolerance[-1] for rec in dataset.recs)) or 1.0
    start = dataset.result.measures[0]["median_ae"]
    return float(sticky(st.slider, t("regression_tolerance"), min_value=0.0, max_value=high,
                        value=float(min(start, high)), step=high / SLIDER_STEPS, format="%.4g",
                        key=f"compare_regression_tolerance_{dataset.key}",
                        help=t("regression_tolerance_help")))


def _report_button(dataset: ManyRegressionDataset, comparison: ManyComparison,
                   names: list[str], resamples: int) -> None:
    """"Download report" of the k regressors: the command's settings that give the same numbers
    (every model's column, the correction, the resamples, the fold column) and the page's
    value with the names it shows."""
    from evalcore.api.settings import CompareSettings

    mapping, second = st.session_state.get(CLI_SETTINGS, (CompareSettings(), None))
    settings = replace(mapping, pred_cols=dataset.columns, correction=comparison.correction,
                       resamples=resamples, seed=0 if resamples else None,
                       fold_col=dataset.fold_col)
    value = ManyComparisonAnalysis(dataset.models, comparison, dataset.fold_col)
    more = st.session_state.get(f"uploaded_{MORE_FILES}", ()) if dataset.file_columns else ()
    report_button("compare", settings, ShownMany(value, tuple(names)), second=second,
                  more_files=more)

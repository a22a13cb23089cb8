"""Binary comparison of more than two models: k score columns of one file, or k files.

With one file the sidebar offers its other numeric columns as more models beside the two chosen;
with model A's and model B's files it takes more files
(:mod:`~dashboard.compare.views.many_choice`), one model each (its score column detected, or
chosen), paired with model A's rows by an id column every file holds, else row by
row (:func:`evalcore.compare.many_load.many_from_tables`). The page then shows, for every model:
its ROC, P-R and cost curves overlaid (the legend toggles each), one sortable table of its
measures with the AUC's DeLong interval, its operating point at its own threshold or at one
shared threshold, the matrix of corrected pairwise p-values with the models not significantly
different from the best and, with a fold column, the Friedman test and the critical-difference
diagram (:mod:`evalcore.view.compare.many_shown` builds them, for the page and its report).

Everything threshold-free is computed once per file and choice
(:func:`evalcore.compare.many.compare_binary_many`); a threshold move reads each model's counts
off its sweep and reruns McNemar's test per pair. Every model's column, name, threshold and the
correction travel in the page's link (``model_C``, ``name_C``, ``threshold_C``...:
:data:`dashboard.shell.links.PARAMS`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Sequence

import numpy as np
import streamlit as st

from evalcore.view.compare.many_shown import ShownMany, curve_figures, measures_frame, pair_labels
from dashboard.compare.views.many_choice import (MORE_FILES, correction_choice, model_names,
                                                 slot)
from dashboard.compare.views.many_parts import (file_models, folds_section, left_out_notice,
                                                measures_table, p_values_section)
from dashboard.compare.views.mapping import DatasetKey
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.loading.budgets import LIVE_CURVE_TOLERANCE
from dashboard.loading.byte_cache import byte_cached
from dashboard.loading.keys import dataset_key
from dashboard.reporting.button import report_button
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.table_cache import cached_table
from dashboard.text.safe import md_shown
from dashboard.widgets.charts import show_chart, show_square_row
from evalcore.analysis.compare_many import ManyComparisonAnalysis
from evalcore.compare.many import (ManyComparison, binary_threshold_tests, compare_binary_many,
                                   corrected)
from evalcore.compare.many_load import ManyModels, many_from_table, many_from_tables
from evalcore.view.budgets import MAX_CURVE_POINTS

THRESHOLD_MODES = ("own", "shared")


@dataclass(frozen=True, eq=False)
class ManyBinaryDataset(DatasetKey):
    """k models' scores and every threshold-free result, computed once. ``names`` are the
    models' names before any edit (their columns in one file, their files' names for k files);
    ``columns`` each one's score column."""

    dataset_id: str
    names: tuple[str, ...]
    columns: tuple[str, ...]
    models: ManyModels
    result: ManyComparison
    roc_drawn: tuple
    pr_drawn: tuple
    fold_col: str | None
    from_files: bool = False
    task: ClassVar[str] = "binary"
    many: ClassVar[bool] = True

    @property
    def y(self) -> np.ndarray:
        return np.asarray(self.models.first.y_true, dtype=bool)

    @property
    def scores(self) -> list[np.ndarray]:
        return self.models.outputs("score_a", "score_b")


def load(source: SourceFile, dataset, more: list[str]) -> ManyBinaryDataset:
    """The k-model dataset of the two compared columns and the ``more`` chosen (cached)."""
    settings = st.session_state[CLI_SETTINGS][0]
    columns = tuple(settings.score_cols) + tuple(more)
    return _cached_many(source.digest, source.name, settings.label_col, dataset.pair.pos_label,
                        columns, source.data)


def load_files(sources: Sequence[SourceFile], dataset) -> ManyBinaryDataset | None:
    """The k-model dataset of model A's and B's files and the more files among ``sources``:
    each more file's score column chosen in the sidebar (detected where it can be); None while
    one is unchosen (the page shows A and B meanwhile)."""
    from dashboard.compare.views.binary import TASK

    columns = file_models(sources, TASK)
    if columns is None:
        return None
    label_col = st.session_state[CLI_SETTINGS][0].label_col
    return _cached_many_files(tuple(s.digest for s in sources), tuple(s.name for s in sources),
                              label_col, dataset.pair.pos_label, columns,
                              tuple(s.data for s in sources))


@byte_cached
def _cached_many(digest: str, name: str, label_col: str | None, pos_label: str,
                 columns: tuple[str, ...], _data: bytes) -> ManyBinaryDataset:
    from evalcore.compare import compare_from_table

    table = cached_table(digest, name, _data)
    models = many_from_table(table, columns, compare_from_table, "score_cols",
                             label_col=label_col, pos_label=pos_label)
    return _dataset(dataset_key(digest, label_col, pos_label, *columns), columns, columns,
                    models)


@byte_cached
def _cached_many_files(digests: tuple[str, ...], names: tuple[str, ...], label_col: str | None,
                       pos_label: str, columns: tuple[str, ...],
                       _data: tuple[bytes, ...]) -> ManyBinaryDataset:
    from evalcore.compare import compare_from_tables

    tables = [cached_table(d, n, b) for d, n, b in zip(digests, names, _data)]
    models = many_from_tables(tables, names, compare_from_tables, "score_cols", columns,
                              label_col=label_col, pos_label=pos_label)
    return _dataset(dataset_key(*digests, label_col, pos_label, *columns), names, columns,
                    models, from_files=True)


def _dataset(dataset_id: str, names: Sequence[str], columns: Sequence[str],
             models: ManyModels, *, from_files: bool = False) -> ManyBinaryDataset:
    """Compare the k models once: every threshold-free result, the curves simplified to draw,
    with the fold column of model A's file when it has one."""
    fold_col, folds = models.folds()
    result = compare_binary_many(models.first.y_true, models.outputs("score_a", "score_b"),
                                 names, n_resamples=0, folds=folds, fold_col=fold_col or "fold")
    simplify = dict(max_points=MAX_CURVE_POINTS, tolerance=LIVE_CURVE_TOLERANCE)
    return ManyBinaryDataset(
        dataset_id, tuple(map(str, names)), tuple(map(str, columns)), models, result,
        tuple(c.simplified(**simplify) for c in result.detail.roc),
        tuple(c.simplified(**simplify) for c in result.detail.pr), fold_col, from_files)


def show(dataset: ManyBinaryDataset) -> None:
    """The page body of k models."""
    st.subheader(t("many_header", count=len(dataset.names)))
    left_out_notice(dataset.models)
    names = model_names(dataset)
    thresholds = _thresholds(dataset, names)
    correction = correction_choice(dataset)
    comparison = _at(dataset, thresholds, correction)
    _report_button(dataset, comparison, names)
    measures_table(measures_frame(comparison, names, t), name="many_measures",
                   caption=t("many_table_help"))
    _curves(dataset, comparison, names)
    p_values_section(comparison, names, pair_labels(comparison, t), key=dataset.key,
                     best_line=True)
    if comparison.folds is not None:
        folds_section(comparison, names, dataset.fold_col)


def _thresholds(dataset: ManyBinaryDataset, names: list[str]) -> tuple[float, ...]:
    mode = sticky(st.radio, t("many_threshold_mode"), options=THRESHOLD_MODES,
                  format_func=option_labels("many_threshold_"), horizontal=True,
                  key=f"many_operating_{dataset.key}")
    if mode == "shared":
        shared = sticky(st.number_input, t("many_threshold_shared"), value=0.5, format="%.4f",
                        key=f"many_shared_threshold_{dataset.key}")
        return (float(shared),) * len(names)
    columns = st.columns(min(len(names), 5))
    return tuple(float(sticky(columns[i % len(columns)].number_input,
                              t("many_threshold_of", name=md_shown(name)), value=0.5,
                              format="%.4f", key=f"many_threshold_{slot(i)}_{dataset.key}"))
                 for i, name in enumerate(names))


def _at(dataset: ManyBinaryDataset, thresholds, correction: str) -> ManyComparison:
    """The comparison at these thresholds, corrected by ``correction``."""
    result = dataset.result
    accuracy, mcnemar = binary_threshold_tests(dataset.y, dataset.scores,
                                               result.detail.sweeps, thresholds)
    measures = tuple({**m, "threshold": th, "accuracy": a}
                     for m, th, a in zip(result.measures, thresholds, accuracy))
    tests = [t_ for t_ in result.pairwise if t_.measure != "accuracy"] + mcnemar
    return replace(result, measures=measures, pairwise=corrected(tests, correction),
                   correction=correction)


def _report_button(dataset: ManyBinaryDataset, comparison: ManyComparison,
                   names: list[str]) -> None:
    """"Download report" of the k models at the page's thresholds and correction: the command's
    settings that give the same numbers (every model's column, the thresholds, the correction,
    no bootstrap, the fold column) and the page's value with the names it shows."""
    from evalcore.api.settings import CompareSettings

    mapping, second = st.session_state.get(CLI_SETTINGS, (CompareSettings(), None))
    thresholds = tuple(m["threshold"] for m in comparison.measures)
    settings = replace(mapping, score_cols=dataset.columns,
                       threshold=thresholds[:1] if len(set(thresholds)) == 1 else thresholds,
                       correction=comparison.correction, resamples=0, fold_col=dataset.fold_col)
    value = ManyComparisonAnalysis(dataset.models, comparison, dataset.fold_col)
    more = st.session_state.get(f"uploaded_{MORE_FILES}", ()) if dataset.from_files else ()
    report_button("compare", settings, ShownMany(value, tuple(names)), second=second,
                  more_files=more)


def _curves(dataset: ManyBinaryDataset, comparison: ManyComparison, names: list[str]) -> None:
    figures = curve_figures(comparison, names, t, roc=dataset.roc_drawn, pr=dataset.pr_drawn)
    st.markdown(f"**{t('many_curves_header')}**")
    left, right = st.columns(2)
    show_square_row((figures["roc"], "many_roc", left), (figures["pr"], "many_pr", right))
    show_chart(figures["cost"], key="many_cost")
    st.caption(t("many_legend_help"))

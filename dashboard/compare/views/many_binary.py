"""Binary comparison of more than two models (one file, k score columns).

The sidebar offers the file's other numeric columns as more models beside the two chosen. The
page then shows, for every model: its ROC, P-R and cost curves overlaid (the legend toggles each),
one sortable table of its measures with the AUC's DeLong interval, its operating point at its own
threshold or at one shared threshold, the matrix of corrected pairwise p-values with the models
not significantly different from the best and, with a fold column, the Friedman test and the
critical-difference diagram. Everything threshold-free is computed once per file and choice
(:func:`evalcore.compare.many.compare_binary_many`); a threshold move reads each model's counts
off its sweep and reruns McNemar's test per pair.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

import numpy as np
import pandas as pd
import streamlit as st

from evalcore.view.compare.many import CdLabels, ManyCurve, cd_diagram, many_overlay
from dashboard.compare.views.mapping import DatasetKey
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.loading.budgets import LIVE_CURVE_TOLERANCE
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.loading.byte_cache import byte_cached
from dashboard.shell.table_cache import cached_table
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_interval, format_p_value, format_value
from dashboard.text.safe import md_shown
from evalcore.view.text import plot_text
from dashboard.widgets.tables import show_dataframe
from evalcore.compare.many import (ManyComparison, binary_threshold_tests, compare_binary_many,
                                   corrected)
from evalcore.compare.many_load import ManyModels, many_from_table
from evalcore.compare.multiple import CORRECTIONS

THRESHOLD_MODES = ("own", "shared")
P_MEASURES = ("auc", "accuracy")
"""The pairwise tests the matrix shows: DeLong (AUC) and McNemar (accuracy at the thresholds)."""


@dataclass(frozen=True, eq=False)
class ManyBinaryDataset(DatasetKey):
    """k models' scores of one file and every threshold-free result, computed once."""

    dataset_id: str
    names: tuple[str, ...]
    models: ManyModels
    result: ManyComparison
    roc_drawn: tuple
    pr_drawn: tuple
    fold_col: str | None
    task: ClassVar[str] = "binary"
    many: ClassVar[bool] = True

    @property
    def y(self) -> np.ndarray:
        return np.asarray(self.models.first.y_true, dtype=bool)

    @property
    def scores(self) -> list[np.ndarray]:
        return self.models.outputs("score_a", "score_b")


def more_models(source, dataset) -> list[str]:
    """The sidebar's choice of more score columns beside the two compared (one file only)."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    if settings is None or not settings.score_cols:
        return []
    table = cached_table(source.digest, source.name, source.data)
    taken = {settings.label_col, *settings.score_cols}
    offered = [str(c) for c in table.columns
               if str(c) not in taken and pd.api.types.is_numeric_dtype(table[c])
               and not _is_role(str(c))]
    if not offered:
        return []
    return sticky(st.sidebar.multiselect, t("many_more_models"), options=offered, default=[],
                  help=t("many_more_models_help"), key=f"many_more_{source.digest[:16]}")


def _is_role(column: str) -> bool:
    """Ids and folds are never a model."""
    from evalcore.compare.load import is_id_like
    from evalcore.io import normalize_name
    from evalcore.io.vocabulary import FOLD_NAMES

    return is_id_like(column) or normalize_name(column) in {normalize_name(n) for n in FOLD_NAMES}


def load(source, dataset, more: list[str]) -> ManyBinaryDataset:
    """The k-model dataset of the two compared columns and the ``more`` chosen (cached)."""
    settings = st.session_state[CLI_SETTINGS][0]
    columns = tuple(settings.score_cols) + tuple(more)
    return _cached_many(source.digest, source.name, settings.label_col, dataset.pair.pos_label,
                        columns, source.data)


@byte_cached
def _cached_many(digest: str, name: str, label_col: str | None, pos_label: str,
                 columns: tuple[str, ...], _data: bytes) -> ManyBinaryDataset:
    from evalcore.compare import compare_from_table
    from evalcore.io import resolve_column
    from evalcore.io.vocabulary import FOLD_NAMES

    table = cached_table(digest, name, _data)
    models = many_from_table(table, columns, compare_from_table, "score_cols",
                             label_col=label_col, pos_label=pos_label)
    fold_col = resolve_column(table, "fold", FOLD_NAMES, required=False)
    folds = None if fold_col is None else table[fold_col].to_numpy()
    scores = models.outputs("score_a", "score_b")
    result = compare_binary_many(models.first.y_true, scores, columns, n_resamples=0,
                                 folds=folds, fold_col=fold_col or "fold")
    curves = result.detail
    simplify = dict(max_points=MAX_CURVE_POINTS, tolerance=LIVE_CURVE_TOLERANCE)
    return ManyBinaryDataset(
        f"{digest}|{label_col}|{pos_label}|{'|'.join(columns)}", columns, models, result,
        tuple(c.simplified(**simplify) for c in curves.roc),
        tuple(c.simplified(**simplify) for c in curves.pr), fold_col)


def show(dataset: ManyBinaryDataset) -> None:
    """The page body of k models."""
    st.subheader(t("many_header", count=len(dataset.names)))
    names = _names(dataset)
    thresholds = _thresholds(dataset, names)
    correction = sticky(st.radio, t("many_correction"), options=CORRECTIONS,
                        format_func=option_labels("many_correction_"), horizontal=True,
                        key=f"many_correction_{dataset.key}", help=t("many_correction_help"))
    comparison = _at(dataset, thresholds, correction)
    _measures_table(comparison, names)
    _curves(dataset, comparison, names)
    _p_values(comparison, names)
    if comparison.folds is not None:
        _folds(dataset, comparison, names)


def _names(dataset: ManyBinaryDataset) -> list[str]:
    """The models' names as the page shows them: each column's, unless edited."""
    names = []
    with st.expander(t("many_names")):
        for i, column in enumerate(dataset.names):
            edited = st.text_input(t("many_name_of", column=md_shown(column)), value=column,
                                   key=f"many_name_{dataset.key}_{i}", max_chars=60)
            names.append(edited.strip() or column)
    return names


def _thresholds(dataset: ManyBinaryDataset, names: list[str]) -> tuple[float, ...]:
    mode = sticky(st.radio, t("many_threshold_mode"), options=THRESHOLD_MODES,
                  format_func=option_labels("many_threshold_"), horizontal=True,
                  key=f"many_threshold_mode_{dataset.key}")
    if mode == "shared":
        shared = st.number_input(t("many_threshold_shared"), value=0.5, format="%.4f",
                                 key=f"many_threshold_{dataset.key}")
        return (float(shared),) * len(names)
    columns = st.columns(min(len(names), 5))
    return tuple(float(columns[i % len(columns)].number_input(
        t("many_threshold_of", name=md_shown(name)), value=0.5, format="%.4f",
        key=f"many_threshold_{dataset.key}_{i}")) for i, name in enumerate(names))


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


def _measures_table(comparison: ManyComparison, names: list[str]) -> None:
    st.markdown(f"**{t('many_table_header')}**")
    sweeps = comparison.detail.sweeps
    rows = []
    for name, m, sweep in zip(names, comparison.measures, sweeps):
        confusion = sweep.confusion_at(m["threshold"])
        rows.append({
            t("many_col_model"): name, t("many_col_auc"): m["auc"],
            t("many_col_auc_ci"): format_interval(m["auc_ci"]),
            t("many_col_ap"): m["average_precision"], t("many_col_bep"): m["bep"],
            t("many_col_cost_area"): m["cost_area"], t("many_col_gini"): m["gini"],
            t("many_col_threshold"): m["threshold"], t("many_col_accuracy"): m["accuracy"],
            t("many_col_tpr"): confusion.tp / sweep.positives,
            t("many_col_fpr"): confusion.fp / sweep.negatives,
        })
    table = pd.DataFrame(rows)
    numbers = [c for c in table.columns if pd.api.types.is_float_dtype(table[c])]
    config = {c: st.column_config.NumberColumn(c, format="%.4f") for c in numbers}
    show_dataframe(table, name="many_measures", hide_index=True, column_config=config,
                   key="many_measures_table")
    st.caption(t("many_table_help"))


def _curves(dataset: ManyBinaryDataset, comparison: ManyComparison, names: list[str]) -> None:
    shown = [plot_text(n) for n in names]
    points = []
    for m, sweep in zip(comparison.measures, comparison.detail.sweeps):
        c = sweep.confusion_at(m["threshold"])
        predicted = c.tp + c.fp
        points.append((c.fp / sweep.negatives, c.tp / sweep.positives,
                       c.tp / sweep.positives, c.tp / predicted if predicted else None))
    roc = many_overlay(
        [ManyCurve(r.fpr, r.tpr, p[:2], t("many_roc_curve", name=n, auc=format_value(m["auc"])))
         for r, p, n, m in zip(dataset.roc_drawn, points, shown, comparison.measures)],
        x_title=t("fpr_axis"), y_title=t("tpr_axis"),
        reference=([0, 1], [0, 1], t("many_chance")))
    pr = many_overlay(
        [ManyCurve(c.recall, c.precision, None if p[3] is None else (p[2], p[3]),
                   t("many_pr_curve", name=n, ap=format_value(m["average_precision"])))
         for c, p, n, m in zip(dataset.pr_drawn, points, shown, comparison.measures)],
        x_title=t("recall_axis"), y_title=t("precision_axis"), steps=True)
    cost = many_overlay(
        [ManyCurve(c.pc, c.cost, None,
                   t("many_cost_curve", name=n, area=format_value(m["cost_area"])))
         for c, n, m in zip(comparison.detail.cost, shown, comparison.measures)],
        x_title=t("cost_x_axis"), y_title=t("cost_y_axis"),
        reference=([0, 0.5, 1], [0, 0.5, 0], t("many_trivial")))
    st.markdown(f"**{t('many_curves_header')}**")
    left, right = st.columns(2)
    show_chart(roc, key="many_roc", where=left)
    show_chart(pr, key="many_pr", where=right)
    show_chart(cost, key="many_cost")
    st.caption(t("many_legend_help"))


def _p_values(comparison: ManyComparison, names: list[str]) -> None:
    st.markdown(f"**{t('many_p_header')}**")
    measure = st.radio(t("many_p_measure"), options=P_MEASURES, horizontal=True,
                       format_func=option_labels("many_p_"), key="many_p_measure")
    matrix = comparison.p_matrix(measure)
    table = pd.DataFrame([[("—" if i == j else format_p_value(
        None if np.isnan(matrix[i, j]) else float(matrix[i, j])))
        for j in range(len(names))] for i in range(len(names))], columns=names, index=names)
    show_dataframe(table, name="many_p_values", key="many_p_table")
    best = comparison.best().get(measure)
    if best is not None:
        tied = ", ".join(md_shown(names[i]) for i in best.tied if i != best.best)
        st.markdown(t("many_best", best=md_shown(names[best.best]),
                      tied=tied or t("many_best_none"), alpha=comparison.alpha))
    st.caption(t("many_p_help",
                 correction=option_labels("many_correction_")(comparison.correction)))


def _folds(dataset: ManyBinaryDataset, comparison: ManyComparison, names: list[str]) -> None:
    folds = comparison.folds
    st.markdown(f"**{t('many_folds_header', column=md_shown(dataset.fold_col))}**")
    friedman = folds.friedman
    if friedman.statistic is None:
        st.info(t(friedman.reason))
    else:
        st.markdown(t("many_friedman", statistic=format_value(friedman.statistic),
                      df=friedman.df, p=format_p_value(friedman.p_value),
                      folds=friedman.n_blocks))
    st.markdown(t("many_nemenyi", cd=format_value(folds.nemenyi.cd),
                  q=format_value(folds.nemenyi.q_alpha), alpha=folds.nemenyi.alpha))
    figure = cd_diagram(names, friedman.ranks, folds.nemenyi.cd,
                        labels=CdLabels(t("many_cd_x"), t("many_cd_bar",
                                                          cd=format_value(folds.nemenyi.cd))))
    show_chart(figure, key="many_cd")
    st.caption(t("many_cd_help"))

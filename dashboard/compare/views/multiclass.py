"""Multiclass comparison: two models' predicted classes for the same labelled samples.

The sidebar maps the true-label column and each model's predicted-label column (one file with
both, or one per file). Both models' reports on one shared label set, the per-class differences
and McNemar's test are computed once per file and choice; the page then only draws them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.widgets.charts import show_chart
from dashboard.compare.views.bootstrap import BootstrapInput, bootstrap_section
from dashboard.compare.views.binary_body import mcnemar_section
from dashboard.compare.views.skeleton import (
    ALIGNED_KEYS,
    ComparedDataset,
    CompareTask,
    Role,
    show_notice,
)
from dashboard.compare.views.tables import side_by_side
from dashboard.widgets.paged_table import show_paged_table
from dashboard.widgets.tables import show_table
from evalcore.view.compare.multiclass import confusion_difference
from evalcore.view.compare.pair_figures import class_difference_bars
from evalcore.view.multiclass import multiclass_heatmap
from evalcore.view.formatting import format_count, value_cell
from dashboard.text.safe import md_shown
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from evalcore import io
from evalcore.analysis.compare import MulticlassComparisonAnalysis
from evalcore.compare.resampled import multiclass_metrics
from evalcore.compare.multiclass import (
    MulticlassComparison,
    MulticlassPair,
    detect_prediction_column,
    multiclass_pair_from_table,
    multiclass_pair_from_tables,
)
from evalcore.multiclass import MulticlassReport
from evalcore.view.compare.multiclass import DifferenceHeatmapLabels
from dashboard.multiclass.shown_view import matrix_classes, matrix_table
from dashboard.multiclass.view import heatmap_labels
from dashboard.widgets.tables import download_csv

SUMMARY_KEYS = ("accuracy", "macro_f1_mean", "kappa", "mcc", "weighted_f1")
TILE_KEYS = ("accuracy", "macro_f1_mean", "kappa")
CLASS_KEYS = ("precision", "recall", "f1")
MATRIX_VIEWS = ("side_by_side", "difference")
NORMALIZATIONS = ("counts", "rows")


@dataclass(frozen=True, eq=False)
class MulticlassCompareDataset(ComparedDataset):
    """Two models' paired predicted classes and their comparison, computed once."""

    pair: MulticlassPair
    analysis: MulticlassComparisonAnalysis
    task: ClassVar[str] = "multiclass"

    @property
    def result(self) -> MulticlassComparison:
        """Both reports, the per-class differences and McNemar's test (the analysis')."""
        return self.analysis.result


def _build(pair: MulticlassPair, pair_id: str) -> MulticlassCompareDataset:
    """Compare the paired predictions once."""
    return MulticlassCompareDataset(pair_id, pair.names, pair,
                                    MulticlassComparisonAnalysis.of(pair))


def _summary(dataset: MulticlassCompareDataset) -> tuple[str]:
    return (t("compare_multiclass_loaded", rows=format_count(len(dataset.pair.y_true)),
              classes=len(dataset.pair.labels)),)


TASK = CompareTask("multiclass", (Role("label", "label_column", io.LABEL_NAMES),),
                   detect_model=detect_prediction_column,
                   model_label_keys=("compare_multiclass_pred_of", "compare_multiclass_pred_in"),
                   pair_from_table=multiclass_pair_from_table,
                   pair_from_tables=multiclass_pair_from_tables, model_cols_arg="pred_cols",
                   build=_build, summary=_summary,
                   aligned_keys={**ALIGNED_KEYS, "columns": "compare_multiclass_aligned_columns"})
load = TASK.load


def show(dataset: MulticlassCompareDataset) -> None:
    """Draw the page body: summary with differences, per-class table and difference chart, both
    confusion matrices, McNemar's test and the bootstrap of the macro-F1 / accuracy difference."""
    pair = dataset.pair
    show_notice(pair)
    _summary_section(dataset)
    _per_class_section(dataset)
    _matrix_section(dataset)
    mcnemar_section(dataset.result.mcnemar, dataset.names)
    st.caption(t("compare_multiclass_mcnemar_help"))
    inputs = {name: BootstrapInput(metric, pair.y_true, pair.pred_a, pair.pred_b)
              for name, metric in multiclass_metrics(len(pair.labels)).items()}
    bootstrap_section(dataset.dataset_id, inputs, dataset.names, units=len(pair.y_true))
    st.caption(t("compare_multiclass_bootstrap_help"))


def _signed(value: float | None) -> str:
    return "—" if value is None else f"{value:+.4f}"


def summary_table(dataset: MulticlassCompareDataset, *, exact: bool = False) -> pd.DataFrame:
    """Measure | A | B | A − B for accuracy, macro-F1, kappa, MCC and weighted F1 (``exact``:
    the numbers themselves, None where undefined, for the CSV)."""
    reports = (dataset.result.report_a, dataset.result.report_b)
    rows = [(t(f"multiclass_metric_{key}"),
             *(value_cell(getattr(r, key).value, exact) for r in reports),
             dataset.result.difference(key) if exact
             else _signed(dataset.result.difference(key))) for key in SUMMARY_KEYS]
    return side_by_side(rows, dataset.names)


def _summary_section(dataset: MulticlassCompareDataset) -> None:
    st.subheader(t("compare_multiclass_summary_header", classes=len(dataset.pair.labels),
                   n=format_count(len(dataset.pair.y_true))))
    for column, key in zip(st.columns(len(TILE_KEYS)), TILE_KEYS):
        column.metric(t("compare_multiclass_tile", metric=t(f"multiclass_metric_{key}")),
                      _signed(dataset.result.difference(key)))
    show_table(summary_table(dataset), name="summary", exact=summary_table(dataset, exact=True))
    st.caption(t("compare_multiclass_summary_help"))


def per_class_table(dataset: MulticlassCompareDataset) -> pd.DataFrame:
    """One row per class: support, then precision, recall and F1 of A, of B and A − B, as
    numbers (NaN when undefined) so that every column sorts."""
    result = dataset.result
    columns: dict[str, list] = {t("multiclass_class_column"): list(dataset.pair.labels),
                                t("multiclass_metric_support"): [
                                    d.support for d in result.per_class]}
    for key in CLASS_KEYS:
        metric = t(f"multiclass_metric_{key}")
        for model, report in (("A", result.report_a), ("B", result.report_b)):
            columns[t("compare_multiclass_of_model", metric=metric, model=model)] = [
                getattr(m, key).value for m in report.per_class]
        columns[t("compare_multiclass_difference_of", metric=metric)] = [
            getattr(d, key) for d in result.per_class]
    return pd.DataFrame(columns).astype({name: float for name in list(columns)[2:]})


def _per_class_section(dataset: MulticlassCompareDataset) -> None:
    st.subheader(t("compare_multiclass_per_class_header"))
    table = per_class_table(dataset)
    show_paged_table(table, name="per_class", key="compare_multiclass_per_class", static=False,
                     max_height=640,
                     column_config={name: st.column_config.NumberColumn(format="%.4f")
                                    for name in table.columns[2:]})
    st.caption(t("compare_multiclass_per_class_help", a=md_shown(dataset.names[0]),
                 b=md_shown(dataset.names[1])))
    key = sticky(st.radio, t("compare_multiclass_bar_metric"), options=CLASS_KEYS, index=2,
                 format_func=option_labels("multiclass_metric_"), horizontal=True,
                 key=f"compare_multiclass_bar_{dataset.key}")
    show_chart(class_difference_bars(t, dataset.analysis, key), key="compare_multiclass_bars")
    st.caption(t("compare_multiclass_bars_help", a=md_shown(dataset.names[0]),
                 b=md_shown(dataset.names[1])))


def _matrix(report: MulticlassReport, mode: str) -> np.ndarray:
    return report.confusion if mode == "counts" else report.row_normalized()


def _matrix_section(dataset: MulticlassCompareDataset) -> None:
    st.subheader(t("compare_multiclass_matrices_header"))
    view_col, mode_col = st.columns(2)
    view = sticky(view_col.radio, t("compare_multiclass_matrix_view"), options=MATRIX_VIEWS,
                  format_func=option_labels("compare_multiclass_matrix_"), horizontal=True,
                  key="compare_multiclass_matrix_view")
    mode = sticky(mode_col.radio, t("multiclass_normalize_label"), options=NORMALIZATIONS,
                  format_func=option_labels("multiclass_normalize_"), horizontal=True,
                  key="compare_multiclass_normalize")
    reports = (dataset.result.report_a, dataset.result.report_b)
    labels, normalized = dataset.pair.labels, mode != "counts"
    both = reports[0].confusion + reports[1].confusion  # ranks each class by both models
    shown = matrix_classes(both, labels, key="compare_multiclass_shown_by")
    if shown is not None:  # the drawn classes only, and a note on the rest under the figures
        st.caption(t("multiclass_left_out", shown=len(shown), classes=format_count(len(labels)),
                     left=format_count(len(labels) - len(shown))))
    if view == "difference":
        difference = _matrix(reports[0], mode) - _matrix(reports[1], mode)
        if shown is not None:
            download_csv(matrix_table(difference, labels), "confusion_difference")
            difference = difference[np.ix_(shown, shown)]
        show_chart(confusion_difference(difference.astype(float),
                                        labels if shown is None else [labels[i] for i in shown],
                                        normalized=normalized,
                                        labels=DifferenceHeatmapLabels(
                                            cell_hover=t("compare_multiclass_cell_hover"),
                                            x_title=t("prediction"),
                                            y_title=t("truth"))),
                   key="compare_multiclass_matrix_difference")
        st.caption(t("compare_multiclass_matrix_difference_help"))
        return
    for column, name, report, slot in zip(st.columns(2), dataset.names, reports, "ab"):
        column.markdown(t("compare_multiclass_matrix_of", name=md_shown(name)))
        show_chart(multiclass_heatmap(_matrix(report, mode), report.confusion, labels,
                                      normalized=normalized, labels=heatmap_labels(),
                                      shown=shown),
                   key=f"compare_multiclass_matrix_{slot}", where=column)
        if shown is not None:
            download_csv(matrix_table(report.confusion, labels), f"confusion_matrix_{slot}",
                         where=column)

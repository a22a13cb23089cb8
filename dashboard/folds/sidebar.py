"""Out-of-fold predictions in the sidebar: the fold and repeat columns, the task, the task's
columns (and a second model's column), and the cached analysis the Folds page reads from.

The file is parsed once per digest; the task's data and the split into (repeat, fold) are loaded
once per column choice and handed to :class:`~evalcore.analysis.folds.FoldsAnalysis`, which the
page renders (a threshold move reads the counts off its sweeps).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd
import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.shell.table_cache import cached_table, source_table
from dashboard.binary.sidebar import positive_class_choice
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.widgets.column_choice import column_choice
from evalcore.view.formatting import format_count
from dashboard.text.safe import md_shown
from dashboard.loading.byte_cache import byte_cached
from evalcore import io
from evalcore.analysis.folds import FoldsAnalysis
from evalcore.compare import detect_compare_task, detect_model_pair
from evalcore.folds import fold_columns, fold_split
from evalcore.io.vocabulary import (FOLD_NAMES, PRED_LABEL_NAMES, PRED_NAMES, REPEAT_NAMES,
                                    TRUE_NAMES)
from evalcore.multiclass import multiclass_from_table
from evalcore.regression import regression_from_table

TASKS = ("binary", "multiclass", "regression")
TRUTH = {"binary": ("label", io.LABEL_NAMES, "label_column"),
         "multiclass": ("label", io.LABEL_NAMES, "label_column"),
         "regression": ("true", TRUE_NAMES, "regression_true_column")}
"""Each task's truth column: role, names detected, the widget's label key."""
MODEL = {"binary": ("score", io.SCORE_NAMES, "score_column"),
         "multiclass": ("pred", PRED_LABEL_NAMES, "multiclass_pred_column"),
         "regression": ("pred", PRED_NAMES, "regression_pred_column")}
"""Each task's model-output column: role, names detected, the widget's label key."""


@dataclass(frozen=True, eq=False)
class FoldsDataset:
    """A loaded out-of-fold file: its id and name, the chosen truth column and the analysis the
    page renders (the task, the split, each model's name and data live there)."""

    dataset_id: str
    source_name: str
    analysis: FoldsAnalysis
    truth: str | None = None
    """The truth column chosen (labels, or regression's true values)."""

    @property
    def task(self) -> str:
        """The analysis' task (the export names add the threshold of a binary one)."""
        return self.analysis.task


@st.cache_data(max_entries=8, show_spinner=False)
def detected_task(digest: str, name: str, _data: bytes) -> str:
    """The task the file looks like (the comparison's rule on the columns besides the folds)."""
    table = cached_table(digest, name, _data)
    found = [c for c in (io.resolve_column(table, "fold", FOLD_NAMES, required=False),
                         io.resolve_column(table, "repeat", REPEAT_NAMES, required=False)) if c]
    task = detect_compare_task(table.drop(columns=found))
    return task if task in TASKS else "binary"


def _load_model(task: str, table: pd.DataFrame, truth: str, column: str,
                pos_label: str | None, weight_col: str | bool) -> Any:
    """The task's data for one model's column, every row kept (rows stay aligned with folds);
    binary and regression with the chosen weight column (False: none)."""
    if task == "binary":
        return io.binary_from_table(table, label_col=truth, score_col=column,
                                    weight_col=weight_col, pos_label=pos_label)
    if task == "multiclass":
        return multiclass_from_table(table, label_col=truth, pred_col=column, score_prefix=False,
                                     matrix=False)
    return regression_from_table(table, true_col=truth, pred_col=column, weight_col=weight_col)


@byte_cached
def cached_folds(digest: str, name: str, task: str, fold_col: str | None,
                 repeat_col: str | bool, truth: str | None, model_cols: tuple[str | None, ...],
                 pos_label: str | None, weight_col: str | bool, _data: bytes) -> FoldsDataset:
    """Validate the columns (the task's first, then the folds'; raises EvalInputError) and
    compute what does not depend on the threshold."""
    table = cached_table(digest, name, _data)
    columns = fold_columns(table, fold_col=fold_col, repeat_col=repeat_col)
    rest = table.drop(columns=[c for c in columns if c])
    first = _load_model(task, rest, truth, model_cols[0], pos_label, weight_col)
    models = [first]
    if len(model_cols) > 1:
        models.append(_load_model(task, rest, truth, model_cols[1],
                                  getattr(first, "pos_label", None), weight_col))
    split = fold_split(table, fold_col=columns[0], repeat_col=columns[1] or False)
    names = tuple(_model_name(m, c) for m, c in zip(models, model_cols))
    dataset_id = dataset_key(digest, task, *columns, truth, *model_cols,
                             getattr(first, "pos_label", None), weight_col)
    return FoldsDataset(dataset_id, name, FoldsAnalysis.of(task, models, split, names), truth)


def _model_name(data, column: str | None) -> str:
    return str(column or getattr(data, "score_col", None) or getattr(data, "pred_col", "") or "")


def load(source: SourceFile) -> FoldsDataset:
    """Draw the fold, repeat, task and model columns for ``source`` and return its dataset
    (raises EvalInputError)."""
    table = source_table(source)
    columns = [str(c) for c in table.columns]
    key = source.digest[:16]
    st.sidebar.subheader(t("columns_header"))
    fold_col = column_choice(t("folds_fold_column"), columns,
                             io.resolve_column(table, "fold", FOLD_NAMES, required=False),
                             f"folds_fold_col_{key}")
    repeat_col = column_choice(t("folds_repeat_column"), columns,
                               io.resolve_column(table, "repeat", REPEAT_NAMES, required=False),
                               f"folds_repeat_col_{key}", optional=True)
    detected = detected_task(source.digest, source.name, source.data)
    task = sticky(st.sidebar.radio, t("folds_task_label"), options=TASKS,
                  index=TASKS.index(detected), format_func=option_labels("folds_task_"),
                  key=f"folds_task_{key}", horizontal=True)
    rest = table.drop(columns=[c for c in (fold_col, repeat_col) if c])
    role, names, label = TRUTH[task]
    truth = column_choice(t(label), columns, io.resolve_column(rest, role, names, required=False),
                          f"folds_{task}_truth_{key}")
    model_role, model_names, model_label = MODEL[task]
    named = io.resolve_column(rest, model_role, model_names, required=False)
    pair = detect_model_pair(rest) or (None, None)
    model_a = column_choice(t(model_label), columns, named or pair[0],
                            f"folds_{task}_model_a_{key}")
    model_b = column_choice(t("folds_second_model_column"), columns,
                            pair[1] if pair[0] in (named, model_a) else None,
                            f"folds_{task}_model_b_{key}", optional=True)
    pos_label = (positive_class_choice(source, truth, f"folds_pos_label_{key}_{truth}")
                 if task == "binary" else None)
    weight_col = False
    if task != "multiclass":
        weight_col = column_choice(t("weight_column"), columns,
                                   io.resolve_column(rest, "weight", io.WEIGHT_NAMES,
                                                     required=False),
                                   f"folds_{task}_weight_{key}", optional=True)
    models = (model_a, model_b) if model_b else (model_a,)
    dataset = cached_folds(source.digest, source.name, task, fold_col, repeat_col, truth,
                           models, pos_label, weight_col, source.data)
    _summary(dataset)
    return dataset


def _summary(dataset: FoldsDataset) -> None:
    split = dataset.analysis.split
    st.sidebar.caption(t("summary_file", name=md_shown(dataset.source_name)))
    st.sidebar.caption(t("folds_summary", rows=format_count(len(split.folds)), k=split.k,
                         repeats=split.n_repeats))

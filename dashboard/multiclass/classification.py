"""The classification family's loader: the task (binary or multiclass, defaulting to what the
file looks like), then the binary (:mod:`dashboard.binary.sidebar`) or the multiclass
(:mod:`dashboard.multiclass.sidebar`) column mapping. It sits in the multiclass room, which
builds on the binary one, so that the binary room imports no multiclass module."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.binary.sidebar import BinaryDataset, cached_labels, load_binary
from dashboard.multiclass import sidebar as multiclass_sidebar
from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.table_cache import source_table
from evalcore import io

TASKS = ("binary", "multiclass")


def _task_choice(source: SourceFile, table: pd.DataFrame, detected_label: str | None) -> str:
    """Binary or multiclass, defaulting to what the file looks like (kept per file)."""
    labels = (cached_labels(source.digest, source.name, detected_label, source.data)
              if detected_label else ())
    predictions = (multiclass_sidebar.prediction_columns(source.digest, detected_label, table)
                   if len(labels) > 2 else ())
    default = multiclass_sidebar.detect_task(table, labels, predictions)
    return sticky(st.sidebar.radio, t("multiclass_task_label"), options=TASKS,
                  index=TASKS.index(default), format_func=option_labels("multiclass_task_"),
                  key=f"task_{source.digest[:16]}", horizontal=True, help=t("multiclass_task_help"))


def load(source: SourceFile) -> BinaryDataset | MulticlassDataset:
    """Draw the task choice and column mapping for ``source`` and return its analysis (raises
    EvalInputError)."""
    table = source_table(source)
    detected_label = io.resolve_column(table, "label", io.LABEL_NAMES, required=False)
    task = _task_choice(source, table, detected_label)
    st.sidebar.subheader(t("columns_header"))
    if task == "multiclass":
        return multiclass_sidebar.load(source, table)
    return load_binary(source, table, detected_label)

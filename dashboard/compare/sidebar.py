"""Comparison data in the sidebar: model B's optional second file, the task, and the task view's
column mapping.

One file can hold both models (two score or prediction columns; binary and regression: more);
or model A's file is the data source's upload and model B's file a second upload (more models'
files after it, one model each), paired by an id column or by row order (ranking: by query and
document). The task defaults to what
:func:`evalcore.compare.detect_compare_task` reads from the file.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from dashboard.shell.table_cache import cached_table
from dashboard.compare.views.skeleton import report_button_here
from dashboard.compare.views import (many_binary, many_choice, many_multiclass, many_ranking,
                                     many_regression, view, view_tasks)
from dashboard.shell.source_file import SourceFile
from dashboard.shell.sources import uploaded_file
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from evalcore.compare import detect_compare_task

MANY_VIEWS = {"binary": many_binary, "multiclass": many_multiclass, "ranking": many_ranking,
              "regression": many_regression}
"""The view of more than two models, for every task: ``load(source, dataset, more)`` the
k-model dataset of one file, ``load_files(sources, dataset)`` that of one file per model,
``show(dataset)`` its page body."""
OWN_CHOICE = {"multiclass": many_multiclass, "ranking": many_ranking}
"""The tasks whose view draws its own choice of more columns (``more_models(source, dataset)``:
predicted labels as text, or scores beside a ranking's query, document and relevance columns);
the others offer the file's other numeric columns (:func:`many_choice.more_models`)."""


@st.cache_data(max_entries=8, show_spinner=False)
def detected_task(digest: str, name: str, _data: bytes) -> str:
    """The task the file looks like, read once per file (it scans the truth column)."""
    return detect_compare_task(cached_table(digest, name, _data))


def load(source: SourceFile) -> Any:
    """Draw the comparison controls for ``source`` and return the chosen view's dataset
    (raises EvalInputError)."""
    second = None
    if st.session_state.get("source_kind_compare") == "upload":
        # the limit is stated once, under model A's uploader
        second = uploaded_file("compare_b", t("compare_second_file"), state_limit=False)
        if second is None:
            st.sidebar.caption(t("compare_second_file_help"))
    tasks = view_tasks()
    detected = detected_task(source.digest, source.name, source.data)
    task = sticky(st.sidebar.radio, t("compare_task_label"), options=tasks,
                  index=tasks.index(detected) if detected in tasks else 0,
                  format_func=option_labels("compare_task_"),
                  key=f"compare_task_{source.digest[:16]}", horizontal=True)
    dataset = view(task).load(source, second)
    if task not in MANY_VIEWS:
        return dataset
    if second is None:
        more = (OWN_CHOICE[task].more_models(source, dataset) if task in OWN_CHOICE
                else many_choice.more_models(source, task))
        return MANY_VIEWS[task].load(source, dataset, more) if more else dataset
    files = many_choice.more_files()
    if files:
        return MANY_VIEWS[task].load_files((source, second, *files), dataset) or dataset
    return dataset


def show(dataset: Any) -> None:
    """The page body of ``dataset``'s task (of k models when more were chosen)."""
    if getattr(dataset, "many", False):
        MANY_VIEWS[dataset.task].show(dataset)
        return
    view(dataset.task).show(dataset)
    if dataset.task not in ("binary", "ranking"):  # those views' buttons carry their settings
        report_button_here(dataset.analysis)

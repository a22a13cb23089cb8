"""Comparison data in the sidebar: model B's optional second file, the task, and the task view's
column mapping.

One file can hold both models (two score or prediction columns); or model A's file is the data
source's upload and model B's file a second upload, paired by an id column or by row order. The
task defaults to what :func:`evalcore.compare.detect_compare_task` reads from the file.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from dashboard.shell.table_cache import cached_table
from dashboard.compare.views.skeleton import report_button_here
from dashboard.compare.views import many_binary, many_multiclass, many_ranking, view, view_tasks
from dashboard.shell.source_file import SourceFile
from dashboard.shell.sources import uploaded_file
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from evalcore.compare import detect_compare_task

MANY_VIEWS = {"binary": many_binary, "multiclass": many_multiclass, "ranking": many_ranking}
"""The view of more than two models (one file's more columns), for the tasks that have one:
``more_models(source, dataset)`` draws the sidebar's choice of more columns, ``load(source,
dataset, more)`` the k-model dataset, ``show(dataset)`` its page body."""


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
    if task in MANY_VIEWS and second is None:
        more = MANY_VIEWS[task].more_models(source, dataset)
        if more:
            return MANY_VIEWS[task].load(source, dataset, more)
    return dataset


def show(dataset: Any) -> None:
    """The page body of ``dataset``'s task (of k models when more were chosen)."""
    if getattr(dataset, "many", False):
        MANY_VIEWS[dataset.task].show(dataset)
        return
    view(dataset.task).show(dataset)
    if dataset.task not in ("binary", "ranking"):  # those views' buttons carry their settings
        report_button_here(dataset.analysis)

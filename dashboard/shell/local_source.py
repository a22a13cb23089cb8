"""The "Local dataset (path or glob)" data source: files on the machine running the app, too
large to upload, reduced by DuckDB (:func:`evalcore.engine.files.aggregate_file`, progress shown)
to an aggregate the pages read like an upload (the threshold stops at the distinct scores or bin
edges); a regression dataset to its metrics, residual counts and plotted rows
(the reduction the regression room registers), handed to the page's loader as a prepared
source.

Offered only when :data:`ROOT_VARIABLE` names a data root: whoever reaches the port may read the
files under it and nothing else (:mod:`evalcore.engine.data_root`), and an error about such a file
never quotes its content. The search and the scan run in a worker thread with a stop button
(:mod:`dashboard.shell.stoppable`). An unexpected error there is the source's: logged, the short
message shown, and the dataset shown before kept as good (not marked as failed on the page).
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import time
from typing import Callable

import streamlit as st

from dashboard.shell.input_errors import input_error_text
from dashboard.shell.language import lang, t
from dashboard.shell import guard, registry
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.stoppable import Job, run_stoppable
from dashboard.text.safe import md_escape, md_shown
from evalcore.engine.data_root import resolve_in_root
from evalcore.engine.files import aggregate_file
from evalcore.errors import EvalInputError
from evalcore.messages import SENTENCE_SEPARATOR

ROOT_VARIABLE = "EVALCORE_DATA_ROOT"
RETIRED_VARIABLE = "EVALCORE_LOCAL_DATASETS"
"""The former switch (any server on localhost, or this set to 1): now only logged."""
LOG = logging.getLogger("dashboard")


def data_root() -> str | None:
    """The data root :data:`ROOT_VARIABLE` names (absolute, as configured: a path may name it
    so or resolved), or None (unset, or not a folder)."""
    root = os.environ.get(ROOT_VARIABLE, "").strip()
    if os.environ.get(RETIRED_VARIABLE):
        _log_once(f"{RETIRED_VARIABLE} is no longer read: the local dataset source is on only "
                  f"when {ROOT_VARIABLE} names a data root")
    if not root:
        return None
    if not os.path.isdir(root):
        _log_once(f"{ROOT_VARIABLE}={root} is not a folder: the local dataset source is off")
        return None
    return os.path.abspath(root)


@functools.lru_cache(maxsize=8)
def _log_once(message: str) -> None:
    """A warning in the server log, once per text (the sidebar asks on every rerun)."""
    LOG.warning(message)


def local_datasets_enabled(family: str) -> bool:
    """Whether to offer the local source: a family whose room registered a local reduction (binary
    scores and multiclass labels' aggregate; regression's metrics, residual counts and plotted
    sample), and a data root."""
    room = registry.FAMILIES.get(family)
    return room is not None and room.local is not None and data_root() is not None


def local_dataset(family: str):
    """The sidebar's path box, button and (while it runs) progress and stop button; the
    aggregate of the last evaluated path (a :class:`~dashboard.shell.sources.SourceFile`), or
    None before the first."""
    root = data_root()
    st.sidebar.caption(t("local_root", root=md_escape(root)))
    pattern = sticky(st.sidebar.text_input, t("local_path_label"), key=f"local_path_{family}",
                     help=t("local_path_help"))
    kept_key, running_key = f"local_{family}", f"local_running_{family}"
    stopped = st.session_state.pop(running_key, None)
    if stopped is not None:  # the last run ended inside the evaluation: stop button, or a click
        st.info(input_error_text(EvalInputError("engine_walk_stopped", pattern=stopped)),
                icon=":material/stop_circle:")
    if st.sidebar.button(t("local_evaluate"), key=f"local_evaluate_{family}",
                         disabled=not (pattern or "").strip()):
        pattern = pattern.strip()
        st.session_state[running_key] = pattern  # left set only when Streamlit ends the run
        try:
            st.session_state[kept_key] = _evaluate(family, pattern, root)
        except EvalInputError as error:
            st.error(local_error_text(error), icon="⚠️")
        except Exception:  # a bug of the source's, not of the data shown: that stays as it is
            guard.log_unexpected("the local source")
            guard.show_unexpected()
        st.session_state.pop(running_key, None)
    kept = st.session_state.get(kept_key)
    if kept is not None:
        st.sidebar.caption(t("local_in_use", name=md_shown(kept.name)))
    return kept


LOCAL_HINT_KEYS = {"column": "local_hint_column", "score_cols": "local_hint_column",
                   "drop_invalid": "local_hint_drop_invalid"}
"""The closing sentence for a hint whose sidebar widget the local source does not have: it finds
its columns by name and drops no rows (other hints, e.g. another page, are the page's)."""


def local_error_text(error: EvalInputError) -> str:
    """The error's message without the file's content (the user did not upload the file), its
    hint one the local source can follow."""
    hidden = error.without_content(t("local_value_hidden"))
    local_hint = LOCAL_HINT_KEYS.get(hidden.hint.action) if hidden.hint is not None else None
    if local_hint is not None:
        hidden.hint = None
    text = input_error_text(hidden)
    if local_hint is not None:
        text += SENTENCE_SEPARATOR[lang()] + t(local_hint)
    if hidden.params != error.params:
        text += SENTENCE_SEPARATOR[lang()] + t("local_values_hidden")
    return text


def _evaluate(family: str, pattern: str, root: str):
    """The family's reduction of ``pattern``'s files under ``root``, shown and stoppable in the
    sidebar while it runs."""
    reduce = registry.FAMILIES[family].local

    def work(job: Job):
        source = resolve_in_root(pattern, root, stop=job.stop, progress=job.walked)
        job.scanned(0.0)
        return reduce(source, job.scanned, job.stop)

    slot = st.sidebar.empty()
    with slot.container():
        bar = st.progress(0.0, text=t("local_walking", folders=0, files=0))
        st.button(t("local_stop"), key=f"local_stop_{family}", help=t("local_stop_help"),
                  icon=":material/stop:")

    def show(job: Job) -> None:
        if job.phase == "walk":
            bar.progress(0.0, text=t("local_walking", folders=f"{job.folders:,}",
                                     files=f"{job.files:,}"))
        else:
            bar.progress(job.share, text=t("local_progress"))

    try:
        result = run_stoppable(work, show)
    except Exception:
        slot.empty()
        raise
    slot.empty()  # not after Streamlit's rerun or stop: the next run redraws the sidebar
    return result


def aggregate_source(source, progress: Callable[[float], None], stop) -> SourceFile:
    """The binary or multiclass aggregate as a small file the loaders read like an upload."""
    name, data = aggregate_file(source, progress=progress, stop=stop)
    return SourceFile.of(name, data)


def prepared_source(prepared, pattern: str) -> SourceFile:
    """An engine's reductions of the files ``pattern`` names, carried to the page's loader as a
    prepared source (a fresh digest per evaluation: the files may have changed)."""
    digest = hashlib.sha256(f"{pattern}\0{time.time_ns()}".encode()).hexdigest()
    return SourceFile(prepared.name, b"", digest, prepared)

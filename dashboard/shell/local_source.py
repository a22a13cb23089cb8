"""The "Local dataset (path or glob)" data source: files on the machine running the app, too
large to upload, reduced by DuckDB (:func:`evalcore.engine.files.aggregate_file`, progress shown)
to an aggregate the pages read like an upload (the threshold stops at the distinct scores or bin
edges); a regression dataset to its metrics, residual counts and plotted rows
(:func:`evalcore.engine.files.regression_local`), handed to the page's loader as a prepared source. Offered only when the app runs on the user's own machine: the server listens on localhost
only, or ``EVALCORE_LOCAL_DATASETS=1`` is set — a server reachable by others must not read its
own disk for them.
"""

from __future__ import annotations

import os

import streamlit as st

from dashboard.shell.input_errors import input_error_text
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from dashboard.widgets.safe import md_shown
from evalcore.errors import EvalInputError

LOCAL_ADDRESSES = ("localhost", "127.0.0.1", "::1")
ENABLE_VARIABLE = "EVALCORE_LOCAL_DATASETS"
LOCAL_FAMILIES = ("classification", "regression")
"""Families whose pages work on the aggregate (binary scores and multiclass labels; regression's
metrics, residual counts and plotted sample)."""


def local_datasets_enabled(family: str) -> bool:
    """Whether to offer the local source: a family that works on the aggregate, and an app that
    runs on the user's machine."""
    if family not in LOCAL_FAMILIES:
        return False
    if os.environ.get(ENABLE_VARIABLE) == "1":
        return True
    return (st.get_option("server.address") or "") in LOCAL_ADDRESSES


def local_dataset(family: str):
    """The sidebar's path box and button; the aggregate of the last evaluated path (a
    :class:`~dashboard.shell.sources.SourceFile`), or None before the first."""
    pattern = sticky(st.sidebar.text_input, t("local_path_label"), key=f"local_path_{family}",
                     help=t("local_path_help"))
    kept_key = f"local_{family}"
    if st.sidebar.button(t("local_evaluate"), key=f"local_evaluate_{family}",
                         disabled=not (pattern or "").strip()):
        bar = st.sidebar.progress(0.0, text=t("local_progress"))
        try:
            reduce = _reduce_regression if family == "regression" else _reduce_classification
            st.session_state[kept_key] = reduce(pattern.strip(), bar.progress)
        except EvalInputError as error:
            st.error(input_error_text(error), icon="⚠️")
        finally:
            bar.empty()
    kept = st.session_state.get(kept_key)
    if kept is not None:
        st.sidebar.caption(t("local_in_use", name=md_shown(kept.name)))
    return kept


def _reduce_classification(pattern: str, progress):
    """The binary or multiclass aggregate as a small file the loaders read like an upload."""
    from dashboard.shell.sources import SourceFile
    from evalcore.engine.files import aggregate_file

    name, data = aggregate_file(pattern, progress=progress)
    return SourceFile.of(name, data)


def _reduce_regression(pattern: str, progress):
    """Regression's reductions, carried to the page's loader as a prepared source."""
    import hashlib
    import time

    from dashboard.shell.sources import SourceFile
    from dashboard.regression.data import reduce_local

    prepared = reduce_local(pattern, progress)
    digest = hashlib.sha256(f"{pattern}\0{time.time_ns()}".encode()).hexdigest()
    return SourceFile(prepared.name, b"", digest, prepared)

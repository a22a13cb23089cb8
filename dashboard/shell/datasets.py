"""Load the dataset of the current page's task family, keeping the last good one on bad input.

Each family has a loader module with ``load(source) -> object``; the result is kept in session state
under ``dataset_<family>`` for the pages, with the file name and row count it came from. When the
user's file or settings are bad, the loader raises :class:`EvalInputError`; the message is shown in
the user's language at the top of the page, with which data stays on screen, and the previous good
dataset stays active. Any other exception is a bug: logged on the server, a short message on the
page, and the previous dataset kept too (:mod:`dashboard.shell.guard`). When the data holds two models,
a button under the data source opens it on the Comparison page (:mod:`dashboard.compare.offer`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace
from typing import Any, Callable

import streamlit as st

from dashboard.shell import guard
from dashboard.widgets.columns import cached_table
from dashboard.compare.offer import offer_comparison
from dashboard.widgets.formatting import format_count
from dashboard.shell.input_errors import input_error_text
from dashboard.widgets.safe import md_shown
from dashboard.shell.sources import SourceFile, data_source
from dashboard.shell.language import t
from evalcore.errors import EvalInputError

LOADERS = {
    "classification": "dashboard.binary.data",
    "ranking": "dashboard.ranking.data",
    "regression": "dashboard.regression.data",
    "compare": "dashboard.compare.data",
    "folds": "dashboard.folds.data",
}


@dataclass(frozen=True)
class Loaded:
    """A family's dataset and the file it came from (named when a later file is refused)."""

    dataset: Any
    file_name: str
    rows: int
    source: SourceFile | None = None
    """The file itself (the HTML report evaluates it again with the CLI's flags)."""


def load_family(family: str) -> None:
    """Sidebar data source + the family's loader; stores the dataset for the page."""
    st.session_state[guard.FAMILY] = family
    source = data_source(family)
    module = LOADERS.get(family)
    if source is None or module is None:
        return
    offer_place = st.sidebar.container()
    if (load_with(family, source, importlib.import_module(module).load)
            and family not in ("compare", "folds") and source.prepared is None):
        offer_comparison(family, source, offer_place)


def load_with(family: str, source: SourceFile, load: Callable[[SourceFile], Any]) -> bool:
    """``load(source)`` becomes the family's dataset; on bad input or a bug (or a dataset this
    page failed on before) the message goes to the top of the page and the last good dataset
    stays. True when ``source`` was loaded."""
    st.session_state[guard.FAMILY] = family
    try:
        dataset = load(source)
        if guard.failed_here(dataset.dataset_id):
            _refused(family, t("unexpected_error"))
            return False
        _store(family, dataset, source)
    except EvalInputError as error:
        _refused(family, input_error_text(error))
        return False
    except Exception:
        guard.log_unexpected(f"the {family} loader on {source.name!r}")
        _refused(family, t("unexpected_error"))
        return False
    return True


def _store(family: str, dataset: Any, source: SourceFile) -> None:
    """Keep ``dataset`` as the family's current one; the one it replaces becomes the previous
    (restored when a page fails on the new one). The row count is read once per new dataset."""
    state = st.session_state
    kept = state.get(f"dataset_{family}")
    if kept is not None and (kept.dataset.dataset_id, kept.file_name) == (dataset.dataset_id,
                                                                         source.name):
        if kept.dataset is not dataset:
            state[f"dataset_{family}"] = replace(kept, dataset=dataset)
        return
    if kept is not None:
        state[f"previous_{family}"] = kept
    if source.prepared is not None:  # no file to read again (nor for the HTML report)
        state[f"dataset_{family}"] = Loaded(dataset, source.name, source.prepared.n_rows)
        return
    rows = len(cached_table(source.digest, source.name, source.data))
    state[f"dataset_{family}"] = Loaded(dataset, source.name, rows, source)


def _refused(family: str, message: str) -> None:
    """The message at the top of the page, and which data stays on screen (if any)."""
    st.error(message, icon="⚠️")
    kept = st.session_state.get(f"dataset_{family}")
    if kept is not None:
        st.caption(t("showing_last_good", name=md_shown(kept.file_name),
                     rows=format_count(kept.rows)))


def fall_back(family: str) -> None:
    """Put the family's previous dataset (none if there is none) in place of the current one,
    after the page failed on the current one."""
    previous = st.session_state.pop(f"previous_{family}", None)
    if previous is None:
        st.session_state.pop(f"dataset_{family}", None)
    else:
        st.session_state[f"dataset_{family}"] = previous


def current(family: str) -> Any | None:
    """The last good dataset of ``family`` (``None`` before anything loaded)."""
    kept = st.session_state.get(f"dataset_{family}")
    return None if kept is None else kept.dataset


def current_source(family: str) -> SourceFile | None:
    """The file of the family's last good dataset (None before any, or for data an engine
    reduced, which has no file to read again)."""
    kept = st.session_state.get(f"dataset_{family}")
    return None if kept is None else kept.source

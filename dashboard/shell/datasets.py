"""Load the dataset of the current page's task family, keeping the last good one on bad input.

Each family's room registers its loader ``load(source) -> object``
(:mod:`dashboard.shell.registry`); the result is kept in session state
under ``dataset_<family>`` for the pages, with the file name and row count it came from. When the
user's file or settings are bad, the loader raises :class:`EvalInputError`; the message is shown in
the user's language at the top of the page, with which data stays on screen, and the previous good
dataset stays active. Any other exception is a bug: logged on the server, a short message on the
page, and the previous dataset kept too (:mod:`dashboard.shell.guard`). When the data holds two models,
a button under the data source opens it on the Comparison page (the comparison offer the
Comparison room registers).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

import streamlit as st

from dashboard.shell.table_cache import source_table
from dashboard.shell import guard, registry
from evalcore.view.formatting import format_count
from dashboard.shell.input_errors import input_error_text
from dashboard.text.safe import md_shown
from dashboard.shell.source_file import SourceFile
from dashboard.shell.sources import data_source
from dashboard.shell.state import current, current_source, loaded, loaded_key, previous_key
from dashboard.shell.language import t
from evalcore.errors import EvalInputError

__all__ = ["Loaded", "current", "current_source", "load_family", "load_with", "refused_now"]


@dataclass(frozen=True)
class Loaded:
    """A family's dataset and the file it came from (named when a later file is refused)."""

    dataset: Any
    file_name: str
    rows: int
    source: SourceFile | None = None
    """The file itself (the HTML report evaluates it again with the CLI's flags)."""


def load_family(family: str) -> None:
    """Sidebar data source + the family's loader; stores the dataset for the page.

    What the loader shows on the page (a refusal, a note) goes into one container drawn on every
    run, empty or not (an empty one is not shown): the page below keeps its place in the element
    tree whether a message is shown or not, so a message that comes or goes never leaves a copy
    of the page's controls behind from the previous run."""
    st.session_state[guard.FAMILY] = family
    st.session_state.pop(REFUSED, None)
    messages = st.container()
    source = data_source(family)
    room = registry.FAMILIES.get(family)
    if source is None or room is None:
        return
    offer_place = st.sidebar.container()
    with messages:
        loaded = load_with(family, source, room.load)
    offer = registry.comparison_offer() if room.offers_comparison else None
    if offer is not None and source.prepared is None:
        # also when loading stopped to ask which of two models' columns to use: comparing
        # both is one of the answers
        try:
            offer(family, source, offer_place)
        except EvalInputError:  # a file that cannot be read offers nothing
            if loaded:
                raise


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
    kept = loaded(family)
    if kept is not None and (kept.dataset.dataset_id, kept.file_name) == (dataset.dataset_id,
                                                                         source.name):
        if kept.dataset is not dataset:
            state[loaded_key(family)] = replace(kept, dataset=dataset)
        return
    if kept is not None:
        state[previous_key(family)] = kept
    if source.prepared is not None:  # no file to read again (nor for the HTML report)
        state[loaded_key(family)] = Loaded(dataset, source.name, source.prepared.n_rows)
        return
    rows = len(source_table(source))
    state[loaded_key(family)] = Loaded(dataset, source.name, rows, source)


REFUSED = "refused_family"
"""Session-state key: the family whose file this run refused (its message is on the page)."""


def refused_now(family: str) -> bool:
    """Whether this run refused the family's file (its message says what to do)."""
    return st.session_state.get(REFUSED) == family


def _refused(family: str, message: str) -> None:
    """The message at the top of the page, and which data stays on screen (if any)."""
    st.session_state[REFUSED] = family
    st.error(message, icon="⚠️")
    kept = loaded(family)
    if kept is not None:
        st.caption(t("showing_last_good", name=md_shown(kept.file_name),
                     rows=format_count(kept.rows)))

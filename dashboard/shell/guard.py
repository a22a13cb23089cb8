"""Unexpected errors (a bug, not bad input): a short message in the user's language instead of a
traceback, the traceback in the server log, and the last good data kept.

Bad input is :class:`~evalcore.errors.EvalInputError` and is shown where it happens; anything else
that escapes a loader or a page body lands here. A page that fails on a dataset marks the pair
(page, dataset) as failed and falls back to the family's previous dataset, so the next run shows
the last good data with the message on top (:mod:`dashboard.shell.datasets` reads the mark).
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from functools import wraps
from typing import Any, Callable, Iterator

import streamlit as st

from dashboard.shell import links, state
from dashboard.shell.language import t

LOG = logging.getLogger("dashboard")
PAGE = "guard_page"
"""Session key: the url path of the page being run (set by the app before each page run)."""
FAMILY = "guard_family"
"""Session key: the task family whose data the running page shows (set by the page's loader)."""
FAILED = "guard_failed"
"""Session key: the set of (page, dataset id) pairs whose page body raised."""


def log_unexpected(where: str) -> None:
    """Log the exception being handled, with its traceback, on the server."""
    LOG.exception("unexpected error in %s", where)


def show_unexpected() -> None:
    """The short message: what happened, the last good data kept, details in the server log."""
    st.error(t("unexpected_error"), icon="⚠️")


def failed_here(dataset_id: str) -> bool:
    """True when the running page raised on the dataset ``dataset_id`` before."""
    return (st.session_state.get(PAGE), dataset_id) in st.session_state.get(FAILED, set())


def _fall_back() -> bool:
    """Mark the running page's dataset as failed here and put the family's previous dataset (or
    none) in its place; True when something changed (then the page should run again)."""
    session = st.session_state
    family = session.get(FAMILY)
    shown = state.current(family) if family else None
    if shown is None or failed_here(shown.dataset_id):
        return False
    session.setdefault(FAILED, set()).add((session.get(PAGE), shown.dataset_id))
    state.fall_back(family)
    return True


@contextmanager
def page_guard(where: str) -> Iterator[None]:
    """Run a page body (or a fragment): an unexpected exception is logged and the page reruns on
    the last good data (or on none, showing the message). Streamlit's own control flow
    (``st.stop``, ``st.rerun``, page switches) derives from BaseException and passes through."""
    try:
        yield
    except Exception:
        log_unexpected(where)
        if _fall_back():
            st.rerun()
        show_unexpected()


def guarded_fragment(func: Callable[..., Any] | None = None, *,
                     run_every: float | None = None) -> Any:
    """``st.fragment`` whose body runs under :func:`page_guard` (a fragment rerun does not pass
    through the page's guard); the URL follows what the body drew
    (:func:`dashboard.shell.links.flush`). ``@guarded_fragment``, or
    ``guarded_fragment(run_every=s)(func)`` for a fragment that also reruns itself every ``s``
    seconds (the Learn page's animation)."""
    if func is None:
        return lambda f: guarded_fragment(f, run_every=run_every)

    @wraps(func)
    def body(*args: Any, **kwargs: Any) -> Any:
        with page_guard(func.__qualname__):
            result = func(*args, **kwargs)
            links.flush()
            return result

    return st.fragment(body, run_every=run_every)

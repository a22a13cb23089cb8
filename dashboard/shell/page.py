"""The start of every page: the sidebar (language, then the data source of the page's task family
and its column mapping), the title, and the upload prompt when there is no data yet."""

from __future__ import annotations

from typing import Any, Callable

import streamlit as st

from dashboard.i18n import LANGUAGE_NAMES, LANGUAGES
from dashboard.shell import datasets, guard, links
from dashboard.shell.language import LANG, t
from dashboard.shell.session import CLASSROOM, FIGURE_FORMAT, FIGURE_FORMATS, sticky


def language_selector() -> None:
    """English / 简体中文 switch at the top of the sidebar (kept for the whole session)."""
    sticky(st.sidebar.radio, "Language · 语言", options=LANGUAGES, format_func=LANGUAGE_NAMES.get,
           key=LANG, horizontal=True)


COMPACT_STYLE = """<style>
[data-testid="stMainBlockContainer"] { padding-top: 2rem; }
[data-testid="stMetricLabel"] p { white-space: normal; overflow-wrap: anywhere; }
[data-testid="stMetricLabel"] div { overflow: visible; white-space: normal; }
</style>"""
"""Static CSS, no user text: less empty space above the title, and metric labels that wrap
instead of ending in "…" in a narrow tile, so that the threshold's control strip and the curves
fit one projector screen, readable."""
CLASSROOM_STYLE = """<style>
[data-testid="stMain"] p, [data-testid="stMain"] td, [data-testid="stMain"] th { font-size: 1.2rem; }
[data-testid="stMain"] input, [data-testid="stMain"] [data-baseweb="select"] * { font-size: 1.2rem; }
[data-testid="stMetricLabel"] p { font-size: 1rem; }
[data-testid="stMetricValue"], [data-testid="stMetricValue"] p,
[data-testid="stMetricValue"] div { font-size: 2.5rem; }
[data-testid="stMainBlockContainer"] { padding-left: 0.5rem; padding-right: 0.5rem; }
</style>"""
"""Static CSS of classroom mode, no user text: larger metric values, labels, table text and the
values typed or chosen in the page's inputs and selects (a threshold typed in is as large as the
text around it), and narrow side margins, so that the figures take the width (with the sidebar
closed, two plots side by side at 1024 px each have 350 px or more)."""


def classroom_toggle() -> bool:
    """The sidebar's classroom-mode switch (kept for the session): larger text in metrics,
    tables and inputs here, larger fonts, lines and markers in figures
    (:mod:`dashboard.widgets.charts`)."""
    on = sticky(st.sidebar.toggle, t("classroom_mode"), key=CLASSROOM, value=False,
                help=t("classroom_mode_help"))
    st.html(COMPACT_STYLE + (CLASSROOM_STYLE if on else ""))
    return on


def figure_format_choice() -> None:
    """The sidebar's choice of what every figure's camera button saves: PNG or SVG."""
    sticky(st.sidebar.radio, t("figure_format_label"), options=FIGURE_FORMATS,
           format_func=str.upper, key=FIGURE_FORMAT, horizontal=True,
           help=t("figure_format_help"))


def shared_sidebar() -> bool:
    """What every page's sidebar starts with: the language, classroom mode (returned), and the
    figures' image format."""
    language_selector()
    on = classroom_toggle()
    figure_format_choice()
    return on


def page_setup(family: str) -> Any | None:
    """The sidebar every page starts with: language, classroom mode, then the data source of the page's task
    family and its column mapping. Returns the family's last good dataset (None before any).

    Drawn by the page script rather than the entrypoint so that every rerun re-sends it; widget
    values that must survive a page switch are kept with :func:`dashboard.shell.session.sticky`.
    """
    shared_sidebar()
    datasets.load_family(family)
    links.flush()
    return datasets.current(family)


def require_dataset(family: str, title: str | Callable[[Any], str]) -> Any:
    """The page preamble: :func:`page_setup`, then the title (catalog key ``title``, or
    ``title(dataset)`` when it depends on the data), then the family's dataset; without one the
    page shows the upload prompt (unless the file was refused: the message above says what to
    do) and stops. Input errors are drawn above the title."""
    dataset = page_setup(family)
    st.title(t(title(dataset) if callable(title) else title))
    if dataset is None:
        if not datasets.refused_now(family):
            st.info(t("upload_prompt"))
        st.stop()
    return dataset


def page_without_upload(title: str) -> None:
    """The preamble of a page that brings its own data (the teaching pages on scikit-learn's
    bundled datasets): :func:`shared_sidebar` and the title, no data source. No task family is
    shown, so an unexpected error here cannot make the guard fall back another page's dataset."""
    st.session_state[guard.FAMILY] = None
    shared_sidebar()
    st.title(t(title))

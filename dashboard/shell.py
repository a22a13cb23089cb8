"""The app shell: the page list, and the sidebar each page starts with (language, data)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from dashboard import datasets
from dashboard.i18n import LANGUAGE_NAMES, LANGUAGES
from dashboard.state import LANG, sticky, t

#: (script, url path, title key) of every page, in navigation order.
PAGE_SPECS = (
    ("app_pages/confusion.py", "confusion", "page_confusion"),
    ("app_pages/roc_pr.py", "roc_pr", "page_roc_pr"),
    ("app_pages/cost_curve.py", "cost_curve", "page_cost_curve"),
    ("app_pages/regression.py", "regression", "page_regression"),
    ("app_pages/ranking.py", "ranking", "page_ranking"),
    ("app_pages/comparison.py", "comparison", "page_comparison"),
)


def language_selector() -> None:
    """English / 简体中文 switch at the top of the sidebar (kept for the whole session)."""
    sticky(st.sidebar.radio, "Language · 语言", options=LANGUAGES, format_func=LANGUAGE_NAMES.get,
           key=LANG, horizontal=True)


def navigate() -> st.Page:
    """Draw the navigation (titles in the chosen language) and return the page to run."""
    return st.navigation([st.Page(script, title=t(title), url_path=url, default=index == 0)
                          for index, (script, url, title) in enumerate(PAGE_SPECS)])


def page_setup(family: str) -> Any | None:
    """The sidebar every page starts with: language, then the data source of the page's task
    family and its column mapping. Returns the family's last good dataset (None before any).

    Drawn by the page script rather than the entrypoint so that every rerun re-sends it; widget
    values that must survive a page switch are kept with :func:`dashboard.state.sticky`.
    """
    language_selector()
    datasets.load_family(family)
    return datasets.current(family)

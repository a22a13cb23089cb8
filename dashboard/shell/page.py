"""The start of every page: the sidebar (language, then the data source of the page's task family
and its column mapping), the title, and the upload prompt when there is no data yet."""

from __future__ import annotations

from typing import Any, Callable

import streamlit as st

from dashboard.i18n import LANGUAGE_NAMES, LANGUAGES
from dashboard.shell import datasets
from dashboard.shell.language import LANG, t
from dashboard.shell.session import sticky


def language_selector() -> None:
    """English / 简体中文 switch at the top of the sidebar (kept for the whole session)."""
    sticky(st.sidebar.radio, "Language · 语言", options=LANGUAGES, format_func=LANGUAGE_NAMES.get,
           key=LANG, horizontal=True)


def page_setup(family: str) -> Any | None:
    """The sidebar every page starts with: language, then the data source of the page's task
    family and its column mapping. Returns the family's last good dataset (None before any).

    Drawn by the page script rather than the entrypoint so that every rerun re-sends it; widget
    values that must survive a page switch are kept with :func:`dashboard.shell.session.sticky`.
    """
    language_selector()
    datasets.load_family(family)
    return datasets.current(family)


def require_dataset(family: str, title: str | Callable[[Any], str]) -> Any:
    """The page preamble: :func:`page_setup`, then the title (catalog key ``title``, or
    ``title(dataset)`` when it depends on the data), then the family's dataset; without one the
    page shows the upload prompt and stops. Input errors are drawn above the title."""
    dataset = page_setup(family)
    st.title(t(title(dataset) if callable(title) else title))
    if dataset is None:
        st.info(t("upload_prompt"))
        st.stop()
    return dataset

"""The user's language and the translation shortcut every page uses: ``t(key)`` is the catalog's
text for ``key`` in the language chosen in the sidebar."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import streamlit as st

from dashboard.i18n import translate

LANG = "lang"
"""The session-state key of the language radio (English until the user picks another)."""


def lang() -> str:
    """The language chosen in the sidebar (English until the user picks another)."""
    return st.session_state.get(LANG, "en")


def t(key: str, **params: Any) -> str:
    """``key`` from the catalog, in the user's language."""
    return translate(key, lang(), **params)


def option_labels(prefix: str) -> Callable[[Any], str]:
    """A widget ``format_func`` showing option ``x`` as catalog key ``prefix + x``.

    The language is bound when the widget is drawn, so the function gives the same labels
    whenever it is called later (AppTest formats values outside the script run).
    """
    return partial(_option_label, prefix, lang())


def _option_label(prefix: str, language: str, option: Any) -> str:
    return translate(f"{prefix}{option}", language)

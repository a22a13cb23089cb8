"""Show evalcore's input errors in the user's language, with user text kept literal."""

from __future__ import annotations

import streamlit as st

from dashboard.i18n import translate
from dashboard.widgets.safe import escape_params
from dashboard.shell.language import lang
from evalcore.errors import EvalInputError


class SidebarChoiceError(EvalInputError):
    """Bad input that only the dashboard's choices can produce (e.g. the binary task chosen for a
    confusion-matrix file); its key is in the dashboard catalog, not evalcore's."""

    def __init__(self, key: str, **params) -> None:
        self.key = key
        self.params = params
        ValueError.__init__(self, translate(key, "en", **params))


def input_error_text(error: EvalInputError) -> str:
    """The error's message in the chosen language, its parameters escaped for Markdown."""
    return translate(error.key, lang(), **escape_params(error.params))


def show_input_error(error: EvalInputError) -> None:
    """``st.error`` with the translated message."""
    st.error(input_error_text(error), icon="⚠️")

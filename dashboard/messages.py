"""Show evalcore's input errors in the user's language, with user text kept literal."""

from __future__ import annotations

import streamlit as st

from dashboard.i18n import translate
from dashboard.safe import escape_params
from dashboard.state import lang
from evalcore.errors import EvalInputError


def input_error_text(error: EvalInputError) -> str:
    """The error's message in the chosen language, its parameters escaped for Markdown."""
    return translate(error.key, lang(), **escape_params(error.params))


def show_input_error(error: EvalInputError, *, sidebar: bool = False) -> None:
    """``st.error`` with the translated message (in the sidebar for data-loading problems)."""
    (st.sidebar if sidebar else st).error(input_error_text(error), icon="⚠️")

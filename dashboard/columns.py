"""What every family's sidebar loader shares: the parsed-table cache, the column choice and the
drop-invalid switch.

The table is parsed once per content digest; widget values are kept per file (keys carry the
digest prefix) and survive page switches through :func:`dashboard.state.sticky`.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.state import sticky, t
from evalcore import io

NONE = "__none__"
"""The "(none)" option of an optional column choice."""


@st.cache_data(max_entries=4, show_spinner=False)
def cached_table(digest: str, name: str, _data: bytes) -> pd.DataFrame:
    """The parsed file (parsed once per content digest)."""
    return io.read_table(_data, name)


def column_choice(label: str, columns: list[str], detected: str | None, key: str,
                  *, optional: bool = False) -> str | bool | None:
    """A sidebar column selectbox defaulting to the detected column.

    Returns the chosen column; for an ``optional`` choice, ``False`` when "(none)" is chosen;
    ``None`` while a required column is still unchosen.
    """
    options = ([NONE] if optional else []) + columns
    none_text = t("column_none")
    default = detected if detected in columns else (NONE if optional else None)
    choice = sticky(st.sidebar.selectbox, label, options=options,
                    index=None if default is None else options.index(default),
                    format_func=lambda c: none_text if c == NONE else c, key=key,
                    placeholder=t("choose_column"))
    return False if choice == NONE else choice


def drop_invalid_choice(key: str) -> bool:
    """The "drop rows with invalid values" checkbox of one file (``key``: the digest prefix)."""
    return sticky(st.sidebar.checkbox, t("drop_invalid"), key=f"drop_invalid_{key}",
                  help=t("drop_invalid_help"))

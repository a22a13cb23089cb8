"""The column widgets every family's sidebar loader shares: the column choice (with the model
column's default) and the drop-invalid switch.

Widget values are kept per file (keys carry the digest prefix) and survive page switches through
:func:`dashboard.shell.session.sticky`.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.shell.session import sticky
from dashboard.widgets.safe import shown_text
from dashboard.shell.language import t
from evalcore import io
from evalcore.compare import detect_model_pair

NONE = "__none__"
"""The "(none)" option of an optional column choice."""


def detected_model_column(table: pd.DataFrame, role: str, names) -> str | None:
    """The model-output column (score, prediction) found by its ``names``; in a file of two
    models' outputs (``score_A``/``score_B``, ``pred_ridge``/``pred_tree``), model A's."""
    named = io.resolve_column(table, role, names, required=False)
    return named if named is not None else (detect_model_pair(table) or (None,))[0]


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
                    format_func=lambda c: none_text if c == NONE else shown_text(c), key=key,
                    placeholder=t("choose_column"))
    return False if choice == NONE else choice


def drop_invalid_choice(key: str) -> bool:
    """The "drop rows with invalid values" checkbox of one file (``key``: the digest prefix)."""
    return sticky(st.sidebar.checkbox, t("drop_invalid"), key=f"drop_invalid_{key}",
                  help=t("drop_invalid_help"))

"""The column widgets every family's sidebar loader shares: the column choice (with the model
column's default) and the drop-invalid switch.

Widget values are kept per file (keys carry the digest prefix) and survive page switches through
:func:`dashboard.shell.session.sticky`.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.shell.session import sticky
from evalcore.view.text import shown_text
from dashboard.shell.language import t
from evalcore.errors import EvalInputError
from evalcore.io.columns import detect_model_column

NONE = "__none__"
"""The "(none)" option of an optional column choice."""


def model_column_choice(label: str, columns: list[str], table: pd.DataFrame, role: str, names,
                        key: str, *, exclude=(), setting=None) -> str | None:
    """The sidebar choice of the model-output column (score, prediction), defaulting to the one
    the command line's rule finds (:func:`~evalcore.io.columns.detect_model_column`). When
    several columns could be it (two named like it, or two models' outputs such as ``score_A``
    and ``score_B``) the choice starts empty and, until made, the ambiguity is raised: the page
    says why at its top, where the loader's messages go."""
    try:
        detected = detect_model_column(table, role, names, exclude=exclude, setting=setting)
        ambiguity = None
    except EvalInputError as error:
        detected, ambiguity = None, error
    choice = column_choice(label, columns, detected, key)
    if choice is None and ambiguity is not None:
        raise ambiguity
    return choice


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

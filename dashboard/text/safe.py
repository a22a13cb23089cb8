"""Show user text (column names, labels, file names) literally, never as Markdown or HTML, and
keep the tables a user can download safe to open in a spreadsheet."""

from __future__ import annotations

import re
from typing import Any, Mapping

import numpy as np
import pandas as pd

from evalcore.view.text import shown_text

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~$:&])")
WORD_JOINER = "\u2060"
"""Invisible, zero-width and not a line-break opportunity: put inside an autolink's start it
keeps the text on screen the same while no link is made."""
_AUTOLINK_START = re.compile(r"(?i)(?<=www)(?=\.)|(?<=:)(?=//)|(?<=@)")

PARAM_CHARS = 1000
"""A message parameter is cut here (a list of names is longer than one name), so that every
message stays within a few KB."""


TABLE_TEXT_CHARS = 300
"""A table's text cell is shown up to this many characters (the page's own notes are shorter);
its "Download CSV" keeps the whole text."""


def shown_cells(table: pd.DataFrame, limit: int = TABLE_TEXT_CHARS) -> pd.DataFrame:
    """``table`` with every text cell longer than ``limit`` cut (:func:`shown_text`); the table
    itself when none is (number columns are not looked at)."""
    cut = None
    for position, dtype in enumerate(table.dtypes):
        if pd.api.types.is_numeric_dtype(dtype):
            continue
        column = table.iloc[:, position]
        long = np.fromiter((isinstance(v, str) and len(v) > limit
                            for v in column.to_numpy(dtype=object)), bool, len(column))
        if not long.any():
            continue
        cut = table.copy() if cut is None else cut
        cut.isetitem(position, column.where(~long, column.map(
            lambda v: shown_text(v, limit) if isinstance(v, str) else v)))
    return table if cut is None else cut


def md_escape(text: Any) -> str:
    """Backslash-escape every Markdown/HTML-significant character of ``text``.

    Streamlit renders the body of ``st.error``, ``st.info``, ``st.caption`` and ``st.markdown`` as
    Markdown; an uploaded header such as ``**bold**`` or ``<img src=x onerror=alert(1)>`` must appear
    literally, so every ASCII punctuation character that Markdown could interpret is escaped.

    Escapes do not stop GFM's autolink literals (remark-gfm finds ``www.``, ``http://`` and
    ``user@host`` in the parsed text, after the escapes are gone), so a word joiner
    (:data:`WORD_JOINER`) goes between ``www`` and ``.``, between ``:`` and ``//``, and after
    ``@``: ``https://evil.example/login`` or ``www.evil.example.csv`` read the same but are not
    links.
    """
    unlinked = _AUTOLINK_START.sub(WORD_JOINER, str(text))
    return _MARKDOWN_SPECIAL.sub(r"\\\1", unlinked)


def escape_params(params: Mapping[str, Any]) -> dict[str, str]:
    """Escape every message parameter (they may hold user text) for a Markdown context, each cut
    to :data:`PARAM_CHARS`."""
    return {name: md_escape(shown_text(value, PARAM_CHARS)) for name, value in params.items()}


def md_shown(text: Any) -> str:
    """User text for a Markdown context: cut (:func:`shown_text`), then escaped."""
    return md_escape(shown_text(text))


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A spreadsheet reads a cell starting with one of these as a formula (CSV injection)."""


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def spreadsheet_text(value: Any) -> Any:
    """``value`` with a leading single quote when it is text that a spreadsheet would run as a
    formula (``=cmd|' /C calc'!A0``, ``@SUM(…)``); numbers, and text that is a number such as
    ``-0.0123``, stay as they are."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and not _is_number(value):
        return "'" + value
    return value


def spreadsheet_safe(table: pd.DataFrame) -> pd.DataFrame:
    """A copy of ``table`` whose text cells, column names and index are safe to open in a
    spreadsheet (:func:`spreadsheet_text`); number columns are not touched."""
    safe = table.copy()
    for position, dtype in enumerate(safe.dtypes):
        if not pd.api.types.is_numeric_dtype(dtype):
            safe.isetitem(position, safe.iloc[:, position].map(spreadsheet_text))
    safe.columns = [spreadsheet_text(c) for c in safe.columns]
    if not pd.api.types.is_numeric_dtype(safe.index.dtype):
        safe.index = safe.index.map(spreadsheet_text)
    return safe

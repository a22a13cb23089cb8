"""Every table the dashboard shows goes through here: whole (every row visible, long text
wrapped when small) and safe to download (text cells neutralised against spreadsheet formulas)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler

from dashboard.widgets.safe import spreadsheet_safe

FULL_TABLE_ROWS = 100
"""Up to this many rows a table is drawn as a static table that wraps long text; beyond it, as a
scrolling dataframe (a static table of thousands of rows would be slow and endless)."""


def show_dataframe(table: pd.DataFrame | Styler, *, where: Any = None, **options: Any) -> Any:
    """``st.dataframe`` (in ``where``, a container or column; default the page) of the table made
    :func:`~dashboard.widgets.safe.spreadsheet_safe`: the built-in "Download as CSV" writes the cells
    verbatim. A Styler (a highlighted table of evalcore's numbers) is shown as it is."""
    shown = table if isinstance(table, Styler) else spreadsheet_safe(table)
    return (st if where is None else where).dataframe(shown, **options)


def show_table(table: pd.DataFrame, *, max_height: int | None = None, **options: Any) -> None:
    """The dataframe with every row visible (up to ``max_height`` pixels, then scrolling)."""
    height = _fit_height(len(table))
    show_dataframe(table, hide_index=True,
                   height=height if max_height is None else min(height, max_height), **options)


def show_full_table(table: pd.DataFrame | Styler) -> None:
    """Every row and the full text of every cell (long notes wrap instead of being cut off);
    a scrolling dataframe beyond :data:`FULL_TABLE_ROWS` rows. ``table`` may be a Styler (e.g.
    a highlighted row). A static table has no download button."""
    frame = table.data if isinstance(table, Styler) else table
    if len(frame) <= FULL_TABLE_ROWS:
        st.table(table, hide_index=True)
    else:
        show_dataframe(table, hide_index=True, height=min(_fit_height(len(frame)), 600))


def _fit_height(rows: int) -> int:
    """Pixels a dataframe of ``rows`` rows needs to show them all (header + 35 px a row)."""
    return 38 + 35 * rows

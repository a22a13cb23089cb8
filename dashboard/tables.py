"""Tables shown whole: every row visible, and (when small) every cell's full text wrapped."""

from __future__ import annotations

import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler

FULL_TABLE_ROWS = 100
"""Up to this many rows a table is drawn as a static table that wraps long text; beyond it, as a
scrolling dataframe (a static table of thousands of rows would be slow and endless)."""


def show_table(table, *, max_height: int | None = None, **options) -> None:
    """The dataframe with every row visible (up to ``max_height`` pixels, then scrolling)."""
    height = _fit_height(len(table))
    st.dataframe(table, hide_index=True,
                 height=height if max_height is None else min(height, max_height), **options)


def show_full_table(table: pd.DataFrame | Styler) -> None:
    """Every row and the full text of every cell (long notes wrap instead of being cut off);
    a scrolling dataframe beyond :data:`FULL_TABLE_ROWS` rows. ``table`` may be a Styler (e.g.
    a highlighted row)."""
    frame = table.data if isinstance(table, Styler) else table
    if len(frame) <= FULL_TABLE_ROWS:
        st.table(table, hide_index=True)
    else:
        st.dataframe(table, hide_index=True, height=min(_fit_height(len(frame)), 600))


def _fit_height(rows: int) -> int:
    """Pixels a dataframe of ``rows`` rows needs to show them all (header + 35 px a row)."""
    return 38 + 35 * rows

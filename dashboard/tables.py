"""Tables shown whole: every row visible, and (when small) every cell's full text wrapped."""

from __future__ import annotations

import pandas as pd
import streamlit as st

FULL_TABLE_ROWS = 100
"""Up to this many rows a table is drawn as a static table that wraps long text; beyond it, as a
scrolling dataframe (a static table of thousands of rows would be slow and endless)."""


def show_table(table, *, max_height: int | None = None, **options) -> None:
    """The dataframe with every row visible (up to ``max_height`` pixels, then scrolling)."""
    height = 38 + 35 * len(table)
    st.dataframe(table, hide_index=True,
                 height=height if max_height is None else min(height, max_height), **options)


def show_full_table(table: pd.DataFrame | "pd.io.formats.style.Styler") -> None:
    """Every row and the full text of every cell (long notes wrap instead of being cut off);
    a scrolling dataframe beyond :data:`FULL_TABLE_ROWS` rows."""
    frame = table.data if hasattr(table, "data") else table
    if len(frame) <= FULL_TABLE_ROWS:
        st.table(table, hide_index=True)
    else:
        show_table(table, max_height=600)

"""A long per-class or per-fold table shown a page at a time: what the server sends grows with
the page, not with the data; its "Download CSV" keeps every row."""

from __future__ import annotations

from typing import Sequence

import pandas as pd
import streamlit as st

from dashboard.loading.budgets import TABLE_PAGE_ROWS
from dashboard.shell.language import t
from dashboard.text.formatting import format_count
from dashboard.widgets.tables import download_csv, show_full_table, show_table

PAGER_WIDTH = 220
"""Width (px) of the page chooser: it fits in a table's column of the page."""


def page_count(rows: int, page_rows: int = TABLE_PAGE_ROWS) -> int:
    """How many pages ``rows`` rows fill (at least one)."""
    return max(1, -(-rows // page_rows))


def page_of(table: pd.DataFrame, page: int, page_rows: int = TABLE_PAGE_ROWS) -> pd.DataFrame:
    """Rows of the 1-based ``page`` (clamped to the pages there are)."""
    page = min(max(int(page), 1), page_count(len(table), page_rows))
    return table.iloc[(page - 1) * page_rows:page * page_rows]


def show_paged_table(table: pd.DataFrame, *, name: str, key: str,
                     exact: pd.DataFrame | None = None,
                     settings: Sequence[tuple[str, object]] = (), static: bool = True,
                     max_height: int | None = None, **options) -> None:
    """``table`` whole up to :data:`TABLE_PAGE_ROWS` rows (``static``: as
    :func:`~dashboard.widgets.tables.show_full_table` draws it, else as
    :func:`~dashboard.widgets.tables.show_table` with ``max_height`` and ``options``); beyond,
    one page of rows (drawn the same way) with a page chooser above and a caption of which rows
    show below, and a "Download CSV" of every row (``exact`` as for
    :func:`~dashboard.widgets.tables.download_csv`)."""
    if len(table) <= TABLE_PAGE_ROWS:
        if static:
            show_full_table(table, name=name, exact=exact, settings=settings)
        else:
            show_table(table, name=name, exact=exact, settings=settings, max_height=max_height,
                       **options)
        return
    pages = page_count(len(table))
    page = st.number_input(
        t("table_page_label", pages=format_count(pages)), min_value=1, max_value=pages, value=1,
        step=1, key=f"{key}_page_of_{pages}", help=t("table_page_help"), width=PAGER_WIDTH)
    shown = page_of(table, page)
    first = (page - 1) * TABLE_PAGE_ROWS + 1
    show_table(shown, name=None, max_height=max_height, **options)
    st.caption(t("table_page_caption", first=format_count(first),
                 last=format_count(first + len(shown) - 1), rows=format_count(len(table))))
    download_csv(table, name, settings=settings, exact=exact)

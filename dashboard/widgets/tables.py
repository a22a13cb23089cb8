"""Every table the dashboard shows goes through here: whole (every row visible, long text
wrapped when small), safe to download (text cells neutralised against spreadsheet formulas), and
with a "Download CSV" button whose file names the data set, the page and the threshold and whose
first lines say so too (UTF-8 with a byte-order mark, so that a spreadsheet opens 中文 right)."""

from __future__ import annotations

import csv
import hashlib
import io
from typing import Any, Iterable, Sequence

import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler

from dashboard.shell.export_context import export_context
from dashboard.shell.language import t
from dashboard.widgets.export_names import context_rows
from dashboard.widgets.safe import shown_cells, spreadsheet_safe, spreadsheet_text

FULL_TABLE_ROWS = 100
"""Up to this many rows a table is drawn as a static table that wraps long text; beyond it, as a
scrolling dataframe (a static table of thousands of rows would be slow and endless)."""
BOM = "\ufeff"
"""UTF-8's byte-order mark: without it Excel reads a CSV in the system's code page (中文
garbled)."""


def csv_bytes(table: pd.DataFrame, context: Iterable[tuple[str, object]] = ()) -> bytes:
    """The table as a downloadable CSV: BOM, one ``# label,value`` line per ``context`` pair, then
    the table made :func:`~dashboard.widgets.safe.spreadsheet_safe` (context values too)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")  # RFC 4180: a cell with \r is quoted
    for label, value in context_rows(context):
        writer.writerow([label, spreadsheet_text(value)])
    spreadsheet_safe(table).to_csv(out, index=False, lineterminator="\r\n")
    return (BOM + out.getvalue()).encode("utf-8")


def download_csv(table: pd.DataFrame | Styler, name: str, *, where: Any = None,
                 settings: Sequence[tuple[str, object]] = (),
                 exact: pd.DataFrame | None = None) -> None:
    """The "Download CSV" button of ``table`` (``name``: what the table is, in the file name;
    ``settings``: the page's settings the table depends on, written after the page's context;
    ``exact``: the same table at full precision, downloaded in place of the rounded one shown)."""
    frame = exact if exact is not None else table.data if isinstance(table, Styler) else table
    context = export_context()
    settings = (*context.settings, *settings)
    (st if where is None else where).download_button(
        t("download_csv"), data=lambda: csv_bytes(frame, settings),  # written when clicked
        file_name=context.stem(name) + ".csv", mime="text/csv",
        key=f"csv_{name}_{_fingerprint(frame, settings)}",  # two tables never share a key
        on_click="ignore", icon=":material/download:")


def _fingerprint(frame: pd.DataFrame, settings) -> str:
    """A short hash of the table's cells, header and context (vectorised: no CSV is written)."""
    try:
        cells = pd.util.hash_pandas_object(frame, index=False).to_numpy().tobytes()
    except TypeError:  # unhashable cells (lists): the text of the table instead
        cells = frame.to_string().encode()
    header = repr((list(frame.columns), settings)).encode()
    return hashlib.sha1(cells + header).hexdigest()[:12]


def show_dataframe(table: pd.DataFrame | Styler, *, name: str | None, where: Any = None,
                   settings: Sequence[tuple[str, object]] = (),
                   exact: pd.DataFrame | None = None, **options: Any) -> Any:
    """``st.dataframe`` (in ``where``, a container or column; default the page) of the table made
    :func:`~dashboard.widgets.safe.spreadsheet_safe`: the built-in "Download as CSV" writes the cells
    verbatim. A Styler (a highlighted table of evalcore's numbers) is shown as it is. Followed by
    its "Download CSV" button with the context (:func:`download_csv`; ``name``, what the table is,
    names the file, so that no two tables of a page download under one name; None: no button)."""
    shown = table if isinstance(table, Styler) else spreadsheet_safe(shown_cells(table))
    drawn = (st if where is None else where).dataframe(shown, **options)
    if name is not None:
        download_csv(table, name, where=where, settings=settings, exact=exact)
    return drawn


def show_table(table: pd.DataFrame, *, name: str | None, max_height: int | None = None,
                **options: Any) -> None:
    """The dataframe with every row visible (up to ``max_height`` pixels, then scrolling);
    ``name`` as for :func:`show_dataframe`."""
    height = _fit_height(len(table))
    show_dataframe(table, name=name, hide_index=True,
                   height=height if max_height is None else min(height, max_height), **options)


def show_full_table(table: pd.DataFrame | Styler, *, name: str,
                    settings: Sequence[tuple[str, object]] = (),
                    exact: pd.DataFrame | None = None) -> None:
    """Every row and the full text of every cell (long notes wrap instead of being cut off);
    a scrolling dataframe beyond :data:`FULL_TABLE_ROWS` rows. ``table`` may be a Styler (e.g.
    a highlighted row). Followed by its "Download CSV" button (``name`` in the file name;
    ``exact`` as for :func:`download_csv`)."""
    frame = table.data if isinstance(table, Styler) else table
    if len(frame) <= FULL_TABLE_ROWS:
        st.table(table if isinstance(table, Styler) else shown_cells(table), hide_index=True)
        download_csv(table, name, settings=settings, exact=exact)
    else:
        show_dataframe(table, hide_index=True, height=min(_fit_height(len(frame)), 600),
                       name=name, settings=settings, exact=exact)


def _fit_height(rows: int) -> int:
    """Pixels a dataframe of ``rows`` rows needs to show them all (header + 35 px a row)."""
    return 38 + 35 * rows

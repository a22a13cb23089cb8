"""Every table the dashboard shows goes through here: whole (every row visible, long text
wrapped when small), its numbers written to 4 decimals on the page, and with a "Download CSV"
button whose file names the data set, the page and the threshold.

The CSV opens as it is in pandas (``read_csv(path)``) and in a spreadsheet's default import:
UTF-8 with a byte-order mark (so that 中文 opens right), one header line, numbers at full
precision (each float's shortest repr that reads back the same), the page's context (data set,
page, threshold, the table's settings) as columns at the right, one value repeated on every row.
Text cells that a spreadsheet would run as a formula are neutralised there, when the CSV is
written, and nowhere else: the page shows the text as it is (the tables' own CSV export is
off, ``client.disableDataExport``, so that this button is the only way out)."""

from __future__ import annotations

import hashlib
import io
import math
import pickle
from numbers import Real
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np
import pandas as pd
import streamlit as st
from pandas.io.formats.style import Styler

from dashboard.widgets.export_context import export_context
from dashboard.widgets.held_download import held_download_button, held_file
from dashboard.shell.language import t
from evalcore.view.formatting import format_value
from dashboard.text.safe import shown_cells, spreadsheet_safe

FULL_TABLE_ROWS = 100
"""Up to this many rows a table is drawn as a static table that wraps long text; beyond it, as a
scrolling dataframe (a static table of thousands of rows would be slow and endless)."""
BOM = "\ufeff"
"""UTF-8's byte-order mark: without it Excel reads a CSV in the system's code page (中文
garbled)."""
Formats = Mapping[str, Callable[[Any], str]]
"""Column name → how its cells are written on the page (default for a measure:
:func:`number_text`)."""


def number_text(value: Any) -> Any:
    """A cell as the page writes it: a measure (a float) to 4 decimals, an undefined one (NaN,
    None) as "—"; text, whole numbers and booleans as they are."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if isinstance(value, (float, np.floating)):
        return format_value(float(value))
    return value


def shown_numbers(table: pd.DataFrame, formats: Formats | None = None,
                  kept: Iterable[str] = ()) -> pd.DataFrame:
    """``table`` as the page shows it: each cell of a column in ``formats`` written by its
    function, each float among the text of a mixed column written by :func:`number_text`
    (columns of numbers, and the ``kept`` ones, are the dataframe's to format and sort); the
    table itself when nothing changes."""
    formats = formats or {}
    kept = set(kept)
    shown = None
    for position, (name, dtype) in enumerate(zip(table.columns, table.dtypes)):
        column = table.iloc[:, position]
        if name in kept:
            continue
        if name in formats:
            written = column.map(lambda v, f=formats[name]: "—" if _undefined(v) else f(v))
        elif dtype == object:  # a float column is the dataframe's to format (and sort)
            written = column.map(number_text)
            if written.equals(column):
                continue
        else:
            continue
        shown = table.copy() if shown is None else shown
        shown.isetitem(position, written.astype(object))
    return table if shown is None else shown


def _undefined(value: Any) -> bool:
    return value is None or (isinstance(value, Real) and math.isnan(value))


def with_context(table: pd.DataFrame, context: Iterable[tuple[str, object]]) -> pd.DataFrame:
    """``table`` with one column per ``context`` pair (label → value on every row) at its right;
    a label that is already a column's name gets " (2)", " (3)" … after it."""
    framed = table.copy()
    for label, value in context:
        name, n = str(label), 2
        while name in framed.columns:
            name, n = f"{label} ({n})", n + 1
        framed[name] = [value] * len(framed) if len(framed) else pd.Series(dtype=object)
    return framed


def csv_bytes(table: pd.DataFrame, context: Iterable[tuple[str, object]] = ()) -> bytes:
    """The table as a downloadable CSV: BOM, the header line, then the rows with the ``context``
    columns (:func:`with_context`), made :func:`~dashboard.text.safe.spreadsheet_safe`;
    numbers at full precision (pandas writes each float's repr)."""
    out = io.StringIO()
    frame = spreadsheet_safe(with_context(table, context))
    frame.to_csv(out, index=False, lineterminator="\r\n")  # RFC 4180: a cell with \r is quoted
    return (BOM + out.getvalue()).encode("utf-8")


PICKLED_CELLS = 10_000
"""Tables of at most this many cells are fingerprinted by their pickle (:func:`_fingerprint`)."""


def download_csv(table: pd.DataFrame | Styler, name: str, *, where: Any = None,
                 settings: Sequence[tuple[str, object]] = (),
                 exact: pd.DataFrame | None = None) -> None:
    """The "Download CSV" button of ``table`` (``name``: what the table is, in the file name;
    ``settings``: the page's settings the table depends on, written after the page's context;
    ``exact``: the same table at full precision, downloaded in place of a table of text)."""
    frame = exact if exact is not None else table.data if isinstance(table, Styler) else table
    context = export_context()
    settings = (*context.settings, *settings)
    (st if where is None else where).download_button(
        t("download_csv"), data=lambda: csv_bytes(frame, settings),  # written when clicked
        file_name=context.stem(name) + ".csv", mime="text/csv",
        key=f"csv_{name}_{_fingerprint(frame, settings)}",  # two tables never share a key
        on_click="ignore", icon=":material/download:")


def hold_csv(frame: pd.DataFrame, name: str) -> None:
    """Hand :func:`held_csv_button`'s holder the table ``frame`` (the numbers themselves) with
    the page's context now: what a live view's release runs instead of drawing the button
    again."""
    context = export_context()
    held_file(f"csv_{name}").hold(context.stem(name) + ".csv",
                                  lambda: csv_bytes(frame, context.settings))


def held_csv_button(name: str, *, where: Any = None) -> None:
    """The "Download CSV" button of the table :func:`hold_csv` holds as ``name``: written, and
    named, when clicked."""
    held = held_file(f"csv_{name}")
    if held.name:
        held_download_button(held, t("download_csv"), mime="text/csv", key=f"csv_{name}_held",
                             where=st if where is None else where, icon=":material/download:")


def _fingerprint(frame: pd.DataFrame, settings) -> str:
    """A short hash of the table's cells, header and context. A page's tables are small: their
    pickle, which holds every cell and its type, is written far faster than pandas' per-row hash
    (and the same table built the same way pickles the same from run to run); a large one is
    hashed by pandas (vectorised, no copy of the cells)."""
    try:
        cells = (pickle.dumps(frame, protocol=5) if frame.size <= PICKLED_CELLS
                 else pd.util.hash_pandas_object(frame, index=False).to_numpy().tobytes())
    except (pickle.PicklingError, TypeError, AttributeError):  # cells neither hash nor pickle
        cells = frame.to_string().encode()
    header = repr((list(frame.columns), settings)).encode()
    return hashlib.sha1(cells + header).hexdigest()[:12]


def show_dataframe(table: pd.DataFrame | Styler, *, name: str | None, where: Any = None,
                   settings: Sequence[tuple[str, object]] = (),
                   exact: pd.DataFrame | None = None, formats: Formats | None = None,
                   **options: Any) -> Any:
    """``st.dataframe`` (in ``where``, a container or column; default the page) of the table with
    its numbers written (:func:`shown_numbers`) and its long text cut; a Styler (a highlighted
    table) is shown as it is. Followed by its "Download CSV" button with the context
    (:func:`download_csv`; ``name``, what the table is, names the file, so that no two tables
    of a page download under one name; None: no button)."""
    shown = table if isinstance(table, Styler) else shown_cells(
        shown_numbers(table, formats, kept=options.get("column_config") or ()))
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


def show_plain_table(table: pd.DataFrame, *, where: Any = None) -> None:
    """A small table as it is, every cell in view and its numbers written, without a download
    button: for a teaching screen, where the table illustrates and a button would distract."""
    (st if where is None else where).table(shown_cells(shown_numbers(table, None)),
                                           hide_index=True)


def show_full_table(table: pd.DataFrame | Styler, *, name: str,
                    settings: Sequence[tuple[str, object]] = (),
                    exact: pd.DataFrame | None = None, formats: Formats | None = None) -> None:
    """Every row and the full text of every cell (long notes wrap instead of being cut off);
    a scrolling dataframe beyond :data:`FULL_TABLE_ROWS` rows. ``table`` may be a Styler (e.g.
    a highlighted row). Followed by its "Download CSV" button (``name`` in the file name;
    ``exact`` as for :func:`download_csv`)."""
    frame = table.data if isinstance(table, Styler) else table
    if len(frame) <= FULL_TABLE_ROWS:
        st.table(table if isinstance(table, Styler)
                 else shown_cells(shown_numbers(table, formats)), hide_index=True)
        download_csv(table, name, settings=settings, exact=exact)
    else:
        show_dataframe(table, hide_index=True, height=min(_fit_height(len(frame)), 600),
                       name=name, settings=settings, exact=exact, formats=formats)


def _fit_height(rows: int) -> int:
    """Pixels a dataframe of ``rows`` rows needs to show them all (header + 35 px a row)."""
    return 38 + 35 * rows

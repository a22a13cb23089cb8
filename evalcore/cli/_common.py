"""Helpers shared by the CLI task modules: reading the input file, JSON-ready values."""

from __future__ import annotations

import sys
from typing import Any

from evalcore.jsonable import jsonable

__all__ = ["jsonable", "read_input", "add_drop_invalid", "report_dropped", "note"]


def read_input(path: str) -> tuple[bytes, str]:
    """Return the file's bytes and name, as the upload widget would hand them over
    (:func:`evalcore.api.build.read_source`)."""
    from evalcore.api.build import read_source

    return read_source(path)


def add_drop_invalid(parser, help_text: str) -> None:
    """The ``--drop-invalid`` flag, the same on every command whose loader can drop rows."""
    parser.add_argument("--drop-invalid", action="store_true", help=help_text)


def report_dropped(data: Any) -> None:
    """Say on stderr how many rows ``--drop-invalid`` dropped (``data.dropped``, first rows)."""
    if getattr(data, "dropped", 0):
        rows = ", ".join(map(str, data.dropped_rows))
        print(f"note: dropped {data.dropped} invalid rows (first rows: {rows})", file=sys.stderr)


def note(data: Any) -> None:
    """Print a loader's notice (``data.notice`` with ``notice_params``: ids left out) on stderr."""
    if getattr(data, "notice", None):
        from evalcore.messages import render

        print(f"note: {render(data.notice, 'en', data.notice_params)}", file=sys.stderr)

"""Helpers shared by the CLI task modules: reading the input file, JSON-ready values."""

from __future__ import annotations

import sys
from dataclasses import dataclass, fields
from decimal import Decimal
from pathlib import Path
from typing import Any

from evalcore.errors import EvalInputError
from evalcore.jsonable import jsonable
from evalcore.messages import render

__all__ = ["jsonable", "read_input", "add_drop_invalid", "report_dropped", "note",
           "CliSettings", "flag_text"]


def read_input(path: str) -> tuple[bytes, str]:
    """Return the file's bytes and name, as the upload widget would hand them over."""
    file = Path(path)
    if not file.is_file():
        raise EvalInputError("file_not_found", path=path)
    return file.read_bytes(), file.name


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
        print(f"note: {render(data.notice, 'en', data.notice_params)}", file=sys.stderr)


class CliSettings:
    """A command's settings as a typed value (a frozen dataclass whose fields are named as the
    parser's options, ``score_cols`` for ``--score-cols``): the page's settings, and the one
    place they become flags again (:meth:`argv`, the report's "Reproduce with" line)."""

    def options(self) -> list[tuple[str, Any]]:
        """Every setting as (its flag, its value; None: the command's default)."""
        return [("--" + field.name.replace("_", "-"), getattr(self, field.name))
                for field in fields(self)]

    def argv(self) -> list[str]:
        """The command's flags for these settings, after the file(s): None (the command's
        default) and False leave a flag out, True is a switch, a tuple its values in order."""
        argv: list[str] = []
        for flag, value in self.options():
            if value is None or value is False:
                continue
            if value is True:
                argv.append(flag)
            elif isinstance(value, (tuple, list)):
                argv += [flag, *map(flag_text, value)]
            else:
                argv += [flag, flag_text(value)]
        return argv

    @classmethod
    def of_args(cls, args) -> "CliSettings":
        """The settings of a parsed command line (an option not given: the field's default)."""
        return cls(**{field.name: getattr(args, field.name)
                      for field in fields(cls) if hasattr(args, field.name)})


@dataclass(frozen=True)
class BinaryInputSettings(CliSettings):
    """The binary input's settings a page sets for ``lift`` and ``calibration``: its columns,
    positive class, weight column and whether invalid rows are dropped."""

    label_col: str | None = None
    score_col: str | None = None
    pos_label: str | None = None
    weight_col: str | None = None
    drop_invalid: bool = False


def flag_text(value: Any) -> str:
    """A flag's value as text; a float in the fewest digits that read back the same, without an
    exponent (``-0.00001``, not ``-1e-05``, which argparse takes for an option where two values
    follow one flag)."""
    if isinstance(value, float):
        text = repr(value)
        return format(Decimal(text), "f") if "e" in text else text
    return str(value)

"""A ``python -m evalcore`` command line read as settings: the inverse of
:meth:`~evalcore.api.settings.TaskSettings.command`, for a tool that takes evalcore's flags
(``python -m dashboard.report``) and builds the value itself (:mod:`evalcore.api.build`).

The flags are parsed by the CLI's own parser, so they mean exactly what they mean to the CLI.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Sequence

from evalcore.api.settings import SETTINGS, TaskSettings


@dataclass(frozen=True)
class Command:
    """A command line's settings and the files it names (one, or two for ``compare``)."""

    settings: TaskSettings
    files: tuple[str, ...]


def parse_command(command: str, files: Sequence[str], flags: Sequence[str]) -> Command:
    """``python -m evalcore COMMAND FILES FLAGS`` as settings. A flag of one value is joined to
    its value first (``--score-col=-s``: a value that begins with ``-`` stays a value); a bad
    flag exits with status 2 and argparse's message naming the flags."""
    from evalcore.__main__ import parse_arguments

    args = parse_arguments([command, *files, *attached(command, flags)])
    given = [args.file] + ([args.file_b] if getattr(args, "file_b", None) else [])
    return Command(SETTINGS[command].of_args(args), tuple(given))


def attached(command: str, flags: Sequence[str]) -> list[str]:
    """``flags`` with each setting of one value written ``--flag=value`` (the settings' fields
    say which: not a switch, not a tuple of values)."""
    single = {"--" + field.name.replace("_", "-") for field in fields(SETTINGS[command])
              if field.type not in ("bool",) and not str(field.type).startswith("tuple")}
    argv, rest = [], list(flags)
    while rest:
        token = rest.pop(0)
        argv.append(f"{token}={rest.pop(0)}" if token in single and rest else token)
    return argv

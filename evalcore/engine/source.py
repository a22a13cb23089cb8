"""Which files a path or glob names, and their format (Parquet or delimited text)."""

from __future__ import annotations

import glob
import os
from dataclasses import dataclass

from evalcore.errors import EvalInputError

PARQUET_SUFFIXES = (".parquet", ".pq")
GLOB_CHARACTERS = frozenset("*?[")


@dataclass(frozen=True)
class Source:
    """The files of one dataset, sorted by name (their rows are numbered in that order).

    Attributes
    ----------
    pattern : str
        What the user typed (a path, a glob or a directory).
    paths : tuple of str
        The matching files.
    format : str
        ``"parquet"`` or ``"csv"`` (any delimited text; the engine sniffs the delimiter).
    """

    pattern: str
    paths: tuple[str, ...]
    format: str

    @property
    def name(self) -> str:
        """A short name for messages: the file's name, or the pattern for several files."""
        return os.path.basename(self.paths[0]) if len(self.paths) == 1 else self.pattern


def resolve_source(pattern: str) -> Source:
    """The files ``pattern`` names: one file, every file of a directory, or a glob's matches.

    Raises
    ------
    EvalInputError
        ``file_not_found`` (nothing matches) or ``engine_mixed_formats`` (Parquet and text
        together).
    """
    if os.path.isdir(pattern):
        paths = sorted(p for p in glob.glob(os.path.join(pattern, "*")) if os.path.isfile(p))
    elif GLOB_CHARACTERS & set(pattern):
        paths = sorted(p for p in glob.glob(pattern, recursive=True) if os.path.isfile(p))
    else:
        paths = [pattern] if os.path.isfile(pattern) else []
    if not paths:
        raise EvalInputError("file_not_found", path=pattern)
    formats = {_format(path) for path in paths}
    if len(formats) > 1:
        raise EvalInputError("engine_mixed_formats", pattern=pattern)
    return Source(pattern=pattern, paths=tuple(paths), format=formats.pop())


def _format(path: str) -> str:
    if path.lower().endswith(PARQUET_SUFFIXES):
        return "parquet"
    with open(path, "rb") as file:
        return "parquet" if file.read(4) == b"PAR1" else "csv"

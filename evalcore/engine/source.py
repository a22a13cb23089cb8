"""Which files a path or glob names, and their format (Parquet or delimited text)."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Callable

from evalcore.engine.walk import split_pattern, walk_files
from evalcore.errors import EvalInputError

PARQUET_SUFFIXES = (".parquet", ".pq")


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


def resolve_source(pattern: str, *, stop: threading.Event | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   max_matches: int | None = None) -> Source:
    """The files ``pattern`` names: one file, every file of a directory, or a glob's matches
    (found by :func:`~evalcore.engine.walk.walk_files`: bounded, stopped by ``stop``, with
    ``progress`` hearing the folders read and files found, at most ``max_matches`` files:
    the walk's default when None). A path that names an existing file
    or directory is that file or directory, even when its name holds ``*``, ``?`` or ``[``.

    Raises
    ------
    EvalInputError
        ``file_not_found`` (nothing matches), ``engine_file_unreadable`` (a file this process
        may not read), ``engine_mixed_formats`` (Parquet and text together), or the walk's
        limits.
    """
    literal = os.path.isfile(pattern) or os.path.isdir(pattern)
    start, parts = (pattern, []) if literal else split_pattern(pattern)
    return source_of(pattern, files_at(start, parts, stop=stop, progress=progress,
                                       shown=pattern, max_matches=max_matches))


def files_at(start: str, parts: list[str], **walk) -> list[str]:
    """The files ``parts`` match under ``start`` (no parts: the file ``start``, or every file of
    the directory ``start``); ``walk`` holds :func:`~evalcore.engine.walk.walk_files`' options."""
    if parts:
        return walk_files(start, parts, **walk)
    if os.path.isdir(start):
        return walk_files(start, ["*"], **walk)
    return [start] if os.path.isfile(start) else []


def source_of(pattern: str, paths: list[str]) -> Source:
    """The :class:`Source` of the files ``paths`` that ``pattern`` named (see
    :func:`resolve_source` for the errors)."""
    if not paths:
        raise EvalInputError("file_not_found", path=pattern)
    for path in paths:  # named here: DuckDB's own error would not say which file or why
        if not os.access(path, os.R_OK):
            raise EvalInputError("engine_file_unreadable", path=path)
    formats = {_format(path) for path in paths}
    if len(formats) > 1:
        raise EvalInputError("engine_mixed_formats", pattern=pattern)
    return Source(pattern=pattern, paths=tuple(paths), format=formats.pop())


def _format(path: str) -> str:
    if path.lower().endswith(PARQUET_SUFFIXES):
        return "parquet"
    try:
        with open(path, "rb") as file:
            return "parquet" if file.read(4) == b"PAR1" else "csv"
    except PermissionError:
        raise EvalInputError("engine_file_unreadable", path=path) from None

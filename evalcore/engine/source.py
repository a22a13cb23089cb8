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
        ``file_not_found`` (nothing matches), ``engine_mixed_formats`` (Parquet and text
        together) or, as in memory, ``io_empty_file`` (a file with nothing in it).
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
    format = formats.pop()
    for path in paths:
        if os.path.getsize(path) == 0 or (format == "csv" and _text_lines(path) == 0):
            raise EvalInputError("io_empty_file", name=os.path.basename(path))
    return Source(pattern=pattern, paths=tuple(paths), format=format)


def check_has_rows(runner) -> None:
    """Refuse, as the in-memory loader does, a source whose files hold a header but no data row
    (:func:`evalcore.io.columns.check_has_rows`): counted from the Parquet footers or the text
    files' first lines, so no scan runs and the check comes before any column is looked for."""
    from evalcore.io.columns import check_has_rows as refuse_no_rows

    source = runner.source
    if source.format == "parquet":
        rows = runner.row_count()
    else:
        rows = sum(_text_lines(path, most=2) > 1 for path in source.paths)
    refuse_no_rows(rows, source.name, runner.columns())


def _format(path: str) -> str:
    if path.lower().endswith(PARQUET_SUFFIXES):
        return "parquet"
    with open(path, "rb") as file:
        return "parquet" if file.read(4) == b"PAR1" else "csv"


def _text_lines(path: str, most: int = 1) -> int:
    """How many lines that are not blank the text file has, counting up to ``most``."""
    from evalcore.io.columns import is_blank

    count = 0
    with open(path, "rb") as file:
        for line in file:
            count += not is_blank(line.removeprefix(b"\xef\xbb\xbf"))
            if count >= most:
                break
    return count

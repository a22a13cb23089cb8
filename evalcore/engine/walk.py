"""The files a glob names, found by a bounded walk: ``glob.glob(pattern, recursive=True)``'s
matches (``**`` spans folders; names starting with a dot only where the pattern's part does),
kept to files, except that a symlinked folder is never entered (a link to its own parent would
loop), and the walk ends with a message after :data:`MAX_MATCHES` files, after
:data:`MAX_WALK_SECONDS`, or when ``stop`` is set. ``glob.glob`` itself cannot be stopped and keeps
every match (folders too) in memory.
"""

from __future__ import annotations

import fnmatch
import os
import threading
import time
from typing import Callable

from evalcore.errors import EvalInputError

MAX_MATCHES = 10_000
"""Files one path or glob may name (DuckDB reads the list in one query)."""
MAX_WALK_SECONDS = 30.0
"""Time the search for a glob's files may take."""
GLOB_CHARACTERS = frozenset("*?[")
"""A part holding one of these is matched as a pattern (``fnmatch``); others are names."""
RECURSIVE = "**"


def split_pattern(pattern: str) -> tuple[str, list[str]]:
    """(the literal folder before the first part holding ``*``, ``?`` or ``[``, the parts from
    there on); no parts for a path without those characters. ``""`` is the working folder."""
    pieces = pattern.split(os.sep)
    first = next((i for i, piece in enumerate(pieces) if _is_pattern(piece)), None)
    if first is None:
        return pattern, []
    start = os.sep.join(pieces[:first]) or (os.sep if pattern.startswith(os.sep) else "")
    parts = [piece for piece in pieces[first:-1] if piece] + [pieces[-1]]
    return start, parts


def walk_files(start: str, parts: list[str], *, stop: threading.Event | None = None,
               progress: Callable[[int, int], None] | None = None,
               max_matches: int | None = None, max_seconds: float | None = None,
               shown: str | None = None, prune: Callable[[str], bool] | None = None
               ) -> list[str]:
    """The files under folder ``start`` that ``parts`` match (see the module), sorted by name.

    ``progress(folders, files)`` hears the folders read and files found so far; ``shown`` is the
    pattern messages name (default: ``start`` joined with ``parts``); a folder for which
    ``prune(path)`` is true is not entered. The caps default to :data:`MAX_MATCHES` and
    :data:`MAX_WALK_SECONDS`.

    Raises
    ------
    EvalInputError
        ``engine_too_many_matches``, ``engine_walk_too_long`` or ``engine_walk_stopped``.
    """
    shown = shown if shown is not None else os.path.join(start, *parts)
    walk = _Walk(parts, stop, progress, MAX_MATCHES if max_matches is None else max_matches,
                 MAX_WALK_SECONDS if max_seconds is None else max_seconds, shown,
                 prune or (lambda path: False))
    pending = [(start, 0)]
    while pending:
        folder, index = pending.pop()
        walk.visit(folder, index, pending)
    return sorted(walk.matches)


class _Walk:
    """The state of one walk: the files found, the folders read, the limits."""

    def __init__(self, parts, stop, progress, max_matches, max_seconds, shown, prune) -> None:
        self.parts = parts
        self.stop = stop
        self.progress = progress
        self.max_matches = max_matches
        self.max_seconds = max_seconds
        self.shown = shown
        self.prune = prune
        self.deadline = time.monotonic() + max_seconds
        self.matches: set[str] = set()
        self.folders = 0

    def visit(self, folder: str, index: int, pending: list) -> None:
        """Match part ``index`` in ``folder``: record files, queue the folders to enter next."""
        part, last = self.parts[index], index == len(self.parts) - 1
        if part == "":  # a pattern ending in "/" names folders only
            return
        if not _is_pattern(part):
            path = os.path.join(folder, part)
            if last and os.path.isfile(path):
                self._found(path)
            elif (not last and os.path.isdir(path) and not os.path.islink(path)
                  and not self.prune(path)):
                pending.append((path, index + 1))
            return
        if part == RECURSIVE and not last:
            pending.append((folder, index + 1))  # ** spans zero folders too
        hidden = part.startswith(".")
        for entry in self._entries(folder):
            if entry.name.startswith(".") and (part == RECURSIVE or not hidden):
                continue
            if part != RECURSIVE and not fnmatch.fnmatchcase(entry.name, part):
                continue
            path = os.path.join(folder, entry.name)  # "x.csv", not "./x.csv", in the working folder
            if _is_real_folder(entry):
                if self.prune(path):
                    continue
                if part == RECURSIVE:
                    pending.append((path, index))
                elif not last:
                    pending.append((path, index + 1))
            elif last and _is_file(entry):
                self._found(path)

    def _entries(self, folder: str):
        """The entries of ``folder`` (none when it cannot be read), checking the limits."""
        self._check()
        self.folders += 1
        if self.progress is not None:
            self.progress(self.folders, len(self.matches))
        try:
            with os.scandir(folder or ".") as entries:
                for entry in entries:
                    self._check()
                    yield entry
        except OSError:
            return

    def _found(self, path: str) -> None:
        self.matches.add(path)
        if len(self.matches) > self.max_matches:
            raise EvalInputError("engine_too_many_matches", pattern=self.shown,
                                 limit=f"{self.max_matches:,}")

    def _check(self) -> None:
        if self.stop is not None and self.stop.is_set():
            raise EvalInputError("engine_walk_stopped", pattern=self.shown)
        if time.monotonic() > self.deadline:
            raise EvalInputError("engine_walk_too_long", pattern=self.shown,
                                 seconds=f"{self.max_seconds:g}", folders=f"{self.folders:,}",
                                 files=f"{len(self.matches):,}")


def _is_pattern(part: str) -> bool:
    return not GLOB_CHARACTERS.isdisjoint(part)


def _is_real_folder(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _is_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False

"""Files read for someone else (the dashboard's local source) stay inside one data root.

A path is first judged by its name alone (``..`` applied to the text, nothing looked up): one
named outside the root, or in one of :data:`SYSTEM_FOLDERS`, is refused before anything on disk
is looked at, so a refusal tells nothing about what exists outside the root (whether a path
there exists, is a folder or a symlink). Only then is it resolved (symlinks followed): a path or
a glob's folder must still lie inside the root, and a file a glob finds is resolved again (a file
symlink may point anywhere); anything that resolves outside the root gets the one "outside the
root" refusal, wherever it leads. The walk starts from the resolved folder and enters no
symlinked folder and no ``..``, so it never leaves the root. Nothing under
:data:`SYSTEM_FOLDERS` is read or walked even when the root holds it. A path no file can have (a
NUL character) or one whose links cannot be followed is refused with a message too.
"""

from __future__ import annotations

import os
import threading
from typing import Callable, NamedTuple

from evalcore.engine.source import Source, files_at, source_of
from evalcore.engine.walk import split_pattern
from evalcore.errors import EvalInputError

SYSTEM_FOLDERS = ("/proc", "/sys", "/dev", "/etc", "/run", "/var/run")
"""Folders never read or walked, whatever the root: the kernel's and the processes' views
(``/proc``, ``/sys``), devices, the machine's configuration and secrets, and the running
services' sockets and state (``/run``, and ``/var/run`` that links to it)."""


def resolve_in_root(pattern: str, root: str, *, stop: threading.Event | None = None,
                    progress: Callable[[int, int], None] | None = None) -> Source:
    """:func:`~evalcore.engine.source.resolve_source` of ``pattern`` (relative: to ``root``),
    refusing anything outside ``root`` or in a system folder. ``root`` may be given as
    configured (a symlink to the data is fine): a path may name it so or resolved, and the
    messages name it as given.

    Raises
    ------
    EvalInputError
        ``engine_outside_root``, ``engine_system_path``, ``engine_path_invalid`` (a NUL
        character) or ``engine_file_unreadable`` (a link that cannot be followed), else
        resolve_source's errors.
    """
    where = Root(os.path.abspath(root), os.path.realpath(root))
    start, parts = confine(pattern, where)
    paths = files_at(start, parts, stop=stop, progress=progress, shown=pattern,
                     prune=_in_system_folder)
    for path in paths:
        check_inside(_resolved(path, shown=path), where, shown=path)
    return source_of(pattern, paths)


class Root(NamedTuple):
    """The data root as configured (absolute; what messages name) and resolved."""

    named: str
    real: str


def confine(pattern: str, root: Root) -> tuple[str, list[str]]:
    """(the resolved folder or file to start from, the glob's parts after it) of ``pattern``
    under ``root``; a path naming a file is that file even with glob characters. The name is
    judged before anything is looked up (:func:`check_named_inside`)."""
    joined = os.path.join(root.named, pattern)
    check_named_inside(joined, root, shown=pattern)
    whole = _resolved(joined, shown=pattern)
    if _inside(whole, root.real) and not _in_system_folder(whole) and os.path.isfile(whole):
        return whole, []
    start, parts = split_pattern(joined)
    if os.pardir in parts:
        raise EvalInputError("engine_outside_root", path=pattern, root=root.named)
    start = _resolved(start, shown=pattern)
    check_inside(start, root, shown=pattern)
    return start, parts


def check_named_inside(path: str, root: Root, *, shown: str) -> None:
    """Refuse the absolute ``path`` (named ``shown``) by its name alone: a NUL character, a
    system folder, or outside ``root`` (as configured or resolved) once ``..`` is applied to
    the text."""
    if "\0" in path:
        raise EvalInputError("engine_path_invalid", path=shown.replace("\0", "\\0"))
    named = os.path.normpath(path)
    if _in_system_folder(named):
        raise EvalInputError("engine_system_path", path=shown)
    if not (_inside(named, root.named) or _inside(named, root.real)):
        raise EvalInputError("engine_outside_root", path=shown, root=root.named)


def check_inside(real: str, root: Root, *, shown: str) -> None:
    """Refuse the resolved path ``real`` (named ``shown``) outside the resolved root (wherever
    it leads: the same refusal for a system folder as for any other place), or in a system
    folder the root holds."""
    if not _inside(real, root.real):
        raise EvalInputError("engine_outside_root", path=shown, root=root.named)
    if _in_system_folder(real):
        raise EvalInputError("engine_system_path", path=shown)


def _resolved(path: str, *, shown: str) -> str:
    """``path`` with its symlinks followed; a link this process may not follow (a process's
    ``/proc/<pid>/root``) is refused as unreadable."""
    try:
        return os.path.realpath(path)
    except OSError:
        raise EvalInputError("engine_file_unreadable", path=shown) from None


def _inside(real: str, folder: str) -> bool:
    return real == folder or real.startswith(folder.rstrip(os.sep) + os.sep)


def _in_system_folder(real: str) -> bool:
    return any(_inside(real, folder) or _inside(real, os.path.realpath(folder))
               for folder in SYSTEM_FOLDERS)

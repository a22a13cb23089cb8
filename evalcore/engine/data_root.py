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
from typing import Callable

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
    configured (a symlink to the data is fine): a path may name it so or resolved.

    Raises
    ------
    EvalInputError
        ``engine_outside_root``, ``engine_system_path``, ``engine_path_invalid`` (a NUL
        character) or ``engine_file_unreadable`` (a link that cannot be followed), else
        resolve_source's errors.
    """
    start, parts = confine(pattern, root)
    real_root = os.path.realpath(root)
    paths = files_at(start, parts, stop=stop, progress=progress, shown=pattern,
                     prune=_in_system_folder)
    for path in paths:
        check_inside(_resolved(path, shown=path), real_root, shown=path)
    return source_of(pattern, paths)


def confine(pattern: str, root: str) -> tuple[str, list[str]]:
    """(the resolved folder or file to start from, the glob's parts after it) of ``pattern``
    under ``root``; a path naming a file is that file even with glob characters. The name is
    judged before anything is looked up (:func:`check_named_inside`)."""
    joined = os.path.join(os.path.abspath(root), pattern)
    check_named_inside(joined, root, shown=pattern)
    real_root = os.path.realpath(root)
    whole = _resolved(joined, shown=pattern)
    if _inside(whole, real_root) and not _in_system_folder(whole) and os.path.isfile(whole):
        return whole, []
    start, parts = split_pattern(joined)
    if os.pardir in parts:
        raise EvalInputError("engine_outside_root", path=pattern, root=real_root)
    start = _resolved(start, shown=pattern)
    check_inside(start, real_root, shown=pattern)
    return start, parts


def check_named_inside(path: str, root: str, *, shown: str) -> None:
    """Refuse the absolute ``path`` (named ``shown``) by its name alone: a NUL character, a
    system folder, or outside ``root`` (as configured or resolved) once ``..`` is applied to
    the text."""
    if "\0" in path:
        raise EvalInputError("engine_path_invalid", path=shown.replace("\0", "\\0"))
    named = os.path.normpath(path)
    if _in_system_folder(named):
        raise EvalInputError("engine_system_path", path=shown)
    if not (_inside(named, os.path.abspath(root)) or _inside(named, os.path.realpath(root))):
        raise EvalInputError("engine_outside_root", path=shown, root=os.path.realpath(root))


def check_inside(real: str, root: str, *, shown: str) -> None:
    """Refuse the resolved path ``real`` (named ``shown``) outside the resolved ``root``
    (wherever it leads: the same refusal for a system folder as for any other place), or in a
    system folder the root holds."""
    if not _inside(real, root):
        raise EvalInputError("engine_outside_root", path=shown, root=root)
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

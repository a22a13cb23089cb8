"""Files read for someone else (the dashboard's local source) stay inside one data root.

Every path is resolved (symlinks followed, ``..`` applied) before it is used: a path or a glob's
folder must lie inside the root, and a file a glob finds is resolved again (a file symlink may
point anywhere). The walk starts from the resolved folder and enters no symlinked folder and no
``..``, so it never leaves the root. Nothing under :data:`SYSTEM_FOLDERS` is read or walked even
when the root holds it. A path is refused before anything is opened or listed, with the same
message whether it exists or not, so a refusal tells nothing about what lies outside the root.
"""

from __future__ import annotations

import os
import threading
from typing import Callable

from evalcore.engine.source import Source, files_at, source_of
from evalcore.engine.walk import split_pattern
from evalcore.errors import EvalInputError

SYSTEM_FOLDERS = ("/proc", "/sys", "/dev", "/etc")


def resolve_in_root(pattern: str, root: str, *, stop: threading.Event | None = None,
                    progress: Callable[[int, int], None] | None = None) -> Source:
    """:func:`~evalcore.engine.source.resolve_source` of ``pattern`` (relative: to ``root``),
    refusing anything outside ``root`` or in a system folder.

    Raises
    ------
    EvalInputError
        ``engine_outside_root`` or ``engine_system_path``, else resolve_source's errors.
    """
    root = os.path.realpath(root)
    start, parts = confine(pattern, root)
    paths = files_at(start, parts, stop=stop, progress=progress, shown=pattern,
                     prune=_in_system_folder)
    for path in paths:
        check_inside(os.path.realpath(path), root, shown=path)
    return source_of(pattern, paths)


def confine(pattern: str, root: str) -> tuple[str, list[str]]:
    """(the resolved folder or file to start from, the glob's parts after it) of ``pattern``
    under the resolved ``root``; a path naming a file is that file even with glob characters."""
    joined = os.path.join(root, pattern)
    whole = os.path.realpath(joined)
    if _inside(whole, root) and not _in_system_folder(whole) and os.path.isfile(whole):
        return whole, []
    start, parts = split_pattern(joined)
    if os.pardir in parts:
        raise EvalInputError("engine_outside_root", path=pattern, root=root)
    start = os.path.realpath(start)
    check_inside(start, root, shown=pattern)
    return start, parts


def check_inside(real: str, root: str, *, shown: str) -> None:
    """Refuse the resolved path ``real`` (named ``shown``) outside ``root`` or in a system
    folder."""
    if _in_system_folder(real):
        raise EvalInputError("engine_system_path", path=shown)
    if not _inside(real, root):
        raise EvalInputError("engine_outside_root", path=shown, root=root)


def _inside(real: str, folder: str) -> bool:
    return real == folder or real.startswith(folder.rstrip(os.sep) + os.sep)


def _in_system_folder(real: str) -> bool:
    return any(_inside(real, folder) or _inside(real, os.path.realpath(folder))
               for folder in SYSTEM_FOLDERS)

"""Error and warning messages raised by evalcore, in English and 简体中文.

Each task module keeps its own dictionary ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in a file of
this package; they are merged here. The dashboard's catalog includes this one, so every message the
user can see comes from one place.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Callable, Iterable, Mapping

LANGUAGES = ("en", "zh")


def merge_catalogs(package_path: Iterable[str], package: str,
                   merged: dict[str, dict[str, str]] | None = None, *,
                   only: Callable[[str], bool] = lambda name: True) -> dict[str, dict[str, str]]:
    """Merge the ``MESSAGES`` of every module of a package (those whose name passes ``only``) into
    ``merged`` (a key defined twice is an error: each text has one home)."""
    merged = {} if merged is None else dict(merged)
    for info in pkgutil.iter_modules(package_path):
        if not only(info.name):
            continue
        module = importlib.import_module(f"{package}.{info.name}")
        for key, texts in module.MESSAGES.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice (in {info.name})")
            merged[key] = texts
    return merged


CATALOG: dict[str, dict[str, str]] = merge_catalogs(__path__, __name__)


def render(key: str, lang: str, params: Mapping[str, Any]) -> str:
    """Format message ``key`` in ``lang`` with ``params``."""
    return CATALOG[key][lang].format(**params)

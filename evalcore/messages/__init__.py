"""Error and warning messages raised by evalcore, in English and 简体中文.

Each task module keeps its own dictionary ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in a file of
this package; they are merged here. The dashboard's catalog includes this one, so every message the
user can see comes from one place.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Mapping

LANGUAGES = ("en", "zh")


def _collect() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for key, texts in module.MESSAGES.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice (in {info.name})")
            merged[key] = texts
    return merged


CATALOG: dict[str, dict[str, str]] = _collect()


def render(key: str, lang: str, params: Mapping[str, Any]) -> str:
    """Format message ``key`` in ``lang`` with ``params``."""
    return CATALOG[key][lang].format(**params)

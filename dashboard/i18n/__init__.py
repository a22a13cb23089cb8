"""The one catalog of user-facing text, in English (``en``) and 简体中文 (``zh``).

Each area of the UI keeps ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in a module of this package;
evalcore's error messages (:mod:`evalcore.messages`) are part of the same catalog. Chinese follows the
textbook terms of ``shared/docs/glossary.md``.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from evalcore.messages import CATALOG as EVALCORE_MESSAGES
from evalcore.messages import LANGUAGES

LANGUAGE_NAMES = {"en": "English", "zh": "简体中文"}


def _collect() -> dict[str, dict[str, str]]:
    merged = dict(EVALCORE_MESSAGES)
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for key, texts in module.MESSAGES.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice (in {info.name})")
            merged[key] = texts
    return merged


CATALOG: dict[str, dict[str, str]] = _collect()


def translate(key: str, lang: str, **params: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``params``."""
    return CATALOG[key][lang].format(**params)


__all__ = ["CATALOG", "LANGUAGES", "LANGUAGE_NAMES", "translate"]

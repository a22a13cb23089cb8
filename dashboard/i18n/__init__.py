"""The one catalog of user-facing text, in English (``en``) and 简体中文 (``zh``).

Each area of the UI keeps ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in a module of this package;
evalcore's error messages (:mod:`evalcore.messages`) are part of the same catalog. Chinese follows the
textbook terms of ``shared/docs/glossary.md``.
"""

from __future__ import annotations

from typing import Any

from evalcore.messages import CATALOG as EVALCORE_MESSAGES
from evalcore.messages import LANGUAGES, format_message, merge_catalogs

LANGUAGE_NAMES = {"en": "English", "zh": "简体中文"}


CATALOG: dict[str, dict[str, str]] = merge_catalogs(__path__, __name__, EVALCORE_MESSAGES)


def translate(key: str, lang: str, **params: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``params`` (English number agreement:
    ``{count:row|rows}``, see :func:`evalcore.messages.format_message`)."""
    return format_message(CATALOG[key][lang], params)


__all__ = ["CATALOG", "LANGUAGES", "LANGUAGE_NAMES", "translate"]

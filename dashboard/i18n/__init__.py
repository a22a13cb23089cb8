"""The one catalog of user-facing text, in English (``en``) and 简体中文 (``zh``).

Each room of the UI keeps its text beside its code: ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in
``dashboard/<room>/catalog*.py`` (shell, binary, cost, multiclass, regression, ranking, compare,
folds, learn, resampling, generalization, lesson).
evalcore's messages (:mod:`evalcore.messages`: errors, example titles) and the figures' labels
(:mod:`evalcore.view.catalog`) are part of the same catalog;
this package merges them all (a key defined twice is an error). Chinese follows the
textbook terms of ``shared/docs/glossary.md``.
"""

from __future__ import annotations

import importlib
from typing import Any

from evalcore.messages import CATALOG as EVALCORE_MESSAGES
from evalcore.messages import LANGUAGES, format_message, merge_catalogs
from evalcore.view.catalog import MESSAGES as FIGURE_LABELS

ROOMS = ("shell", "binary", "cost", "multiclass", "regression", "ranking", "compare", "folds",
         "learn", "resampling", "generalization", "lesson", "risk", "live")
"""The dashboard's subpackages that keep catalog modules."""

LANGUAGE_NAMES = {"en": "English", "zh": "简体中文"}


def _ui_catalog() -> dict[str, dict[str, str]]:
    twice = set(EVALCORE_MESSAGES) & set(FIGURE_LABELS)
    if twice:
        raise RuntimeError(f"message keys {sorted(twice)} are defined twice")
    merged = {**EVALCORE_MESSAGES, **FIGURE_LABELS}
    for room in ROOMS:
        package = importlib.import_module(f"dashboard.{room}")
        merged = merge_catalogs(package.__path__, package.__name__, merged,
                                only=lambda name: name.startswith("catalog"))
    return merged


CATALOG: dict[str, dict[str, str]] = _ui_catalog()


def translate(key: str, lang: str, **params: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``params`` (English number agreement:
    ``{count:row|rows}``, see :func:`evalcore.messages.format_message`)."""
    return format_message(CATALOG[key][lang], params)


__all__ = ["CATALOG", "LANGUAGES", "LANGUAGE_NAMES", "translate"]

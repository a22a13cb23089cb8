"""Error and warning messages raised by evalcore, in English and 简体中文.

Each task module keeps its own dictionary ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in a file of
this package; they are merged here. The dashboard's catalog includes this one, so every message the
user can see comes from one place.
"""

from __future__ import annotations

import string
from types import ModuleType
from typing import Any, Iterable, Mapping

from evalcore.messages import (api, binary, cli, common, compare, compare_many,
                               compare_multiclass, compare_ranking, compare_regression,
                               compare_tasks, cost, engine, examples, folds, hints, io, methods,
                               multiclass, ranking, regression, risk, teaching)

LANGUAGES = ("en", "zh")

SENTENCE_SEPARATOR = {"en": " ", "zh": ""}
"""What goes between a message and its hint sentence (Chinese sentences are not separated)."""

CLI_HINT_KEYS = {
    "column": "hint_cli_column",
    "pos_label": "hint_cli_pos_label",
    "drop_invalid": "hint_cli_drop_invalid",
    "score_cols": "hint_cli_score_cols",
    "task": "hint_cli_task",
}
"""The CLI's closing sentence for each :attr:`evalcore.errors.Setting.action` (the dashboard has
its own, naming the sidebar widget)."""


def merge_catalogs(modules: Iterable[ModuleType],
                   merged: dict[str, dict[str, str]] | None = None) -> dict[str, dict[str, str]]:
    """Merge the ``MESSAGES`` of ``modules`` into ``merged`` (a key defined twice is an error:
    each text has one home)."""
    merged = {} if merged is None else dict(merged)
    for module in modules:
        for key, texts in module.MESSAGES.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} is defined twice (in {module.__name__})")
            merged[key] = texts
    return merged


MODULES = (api, binary, cli, common, compare, compare_many, compare_multiclass, compare_ranking,
           compare_regression, compare_tasks, cost, engine, examples, folds, hints, io, methods,
           multiclass, ranking, regression, risk, teaching)
"""The modules of this package, each a task's ``MESSAGES`` (imported here by name: a new module
joins this list, ``tests/evalcore/test_module_lists.py`` fails on one left out)."""

CATALOG: dict[str, dict[str, str]] = merge_catalogs(MODULES)


class _MessageFormatter(string.Formatter):
    """``str.format`` plus English number agreement, for English templates.

    ``{count:row|rows}`` gives ``"1 row"`` / ``"3 rows"`` (the number, then the singular or plural
    words; the value may be a number or its text, ``"1,000"``). ``{rows:*row|rows}`` puts the words
    before a list written as text: ``"row 3"`` / ``"rows 3, 7, …"`` (singular for one item).
    Chinese templates simply use ``{count}`` and ``{rows}``.
    """

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        listed = format_spec.startswith("*")
        singular, plural = format_spec.removeprefix("*").split("|", 1)
        text = str(value)
        if listed:
            one = "," not in text and "…" not in text
            return f"{singular if one else plural} {text}"
        one = text.replace(",", "").replace("\\", "").strip() in ("1", "1.0", "-1")
        return f"{text} {singular if one else plural}"


_FORMATTER = _MessageFormatter()


def format_message(template: str, params: Mapping[str, Any]) -> str:
    """Fill ``template`` with ``params`` (see :class:`_MessageFormatter` for ``{n:row|rows}``)."""
    return _FORMATTER.vformat(template, (), params)


def render(key: str, lang: str, params: Mapping[str, Any], *, hint: Any = None) -> str:
    """Message ``key`` in ``lang`` as the CLI shows it: settings named by their flags, and the
    ``hint`` setting's CLI sentence appended."""
    text = format_message(CATALOG[key][lang], params)
    if hint is not None:
        text += SENTENCE_SEPARATOR[lang] + format_message(CATALOG[CLI_HINT_KEYS[hint.action]][lang],
                                                          {"setting": hint})
    return text

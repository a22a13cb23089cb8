"""The one catalog of user-facing text, in English (``en``) and 简体中文 (``zh``).

Each room of the UI keeps its text beside its code: ``MESSAGES = {key: {"en": ..., "zh": ...}}`` in
``dashboard/<room>/catalog*.py`` (shell, binary, cost, multiclass, regression, ranking, compare,
folds, learn, resampling, generalization, lesson).
evalcore's messages (:mod:`evalcore.messages`: errors, example titles) and its view layer's texts
(:data:`evalcore.view.language.MODULES`: the figures' labels, the measures' names, the live
view's words) are part of the same catalog;
this package merges them all, each imported by name (a key defined twice is an error). Chinese follows the
textbook terms of ``shared/docs/glossary.md``.
"""

from __future__ import annotations

from typing import Any

import dashboard.binary.catalog as binary
import dashboard.compare.catalog as compare
import dashboard.compare.catalog_binary as compare_binary
import dashboard.compare.catalog_multiclass as compare_multiclass
import dashboard.compare.catalog_ranking as compare_ranking
import dashboard.compare.catalog_regression as compare_regression
import dashboard.cost.catalog as cost
import dashboard.folds.catalog as folds
import dashboard.generalization.catalog as generalization
import dashboard.learn.catalog as learn
import dashboard.learn.catalog_simulator as learn_simulator
import dashboard.lesson.catalog as lesson
import dashboard.live.catalog as live
import dashboard.multiclass.catalog as multiclass
import dashboard.multiclass.catalog_pages as multiclass_pages
import dashboard.ranking.catalog as ranking
import dashboard.regression.catalog as regression
import dashboard.regression.catalog_pages as regression_pages
import dashboard.resampling.catalog as resampling
import dashboard.risk.catalog as risk
import dashboard.shell.catalog as shell
import dashboard.shell.catalog_export as shell_export
import dashboard.shell.catalog_hints as shell_hints
import dashboard.shell.catalog_links as shell_links
from evalcore.messages import CATALOG as EVALCORE_MESSAGES
from evalcore.messages import LANGUAGES, format_message, merge_catalogs
from evalcore.view.language import MODULES as VIEW_MODULES

MODULES = (shell, shell_export, shell_hints, shell_links, binary, cost, multiclass,
           multiclass_pages, regression, regression_pages, ranking, compare, compare_binary,
           compare_multiclass, compare_ranking, compare_regression, folds, learn, learn_simulator,
           resampling, generalization, lesson, risk, live)
"""Every catalog module of the dashboard (``dashboard/<room>/catalog*.py``: text only, importing
nothing), imported here by name (a room's text belongs to the catalog, not to its room's code:
``tests/evalcore/test_import_graph.py``); ``tests/evalcore/test_module_lists.py`` fails on one
left out."""

LANGUAGE_NAMES = {"en": "English", "zh": "简体中文"}

CATALOG: dict[str, dict[str, str]] = merge_catalogs((*MODULES, *VIEW_MODULES), EVALCORE_MESSAGES)


def translate(key: str, lang: str, **params: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``params`` (English number agreement:
    ``{count:row|rows}``, see :func:`evalcore.messages.format_message`)."""
    return format_message(CATALOG[key][lang], params)


__all__ = ["CATALOG", "LANGUAGES", "LANGUAGE_NAMES", "translate"]

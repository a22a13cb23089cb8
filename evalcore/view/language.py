"""Every text evalcore's view layer writes, as one catalog in English (``en``) and 简体中文
(``zh``): the figures' labels (:mod:`evalcore.view.catalog`), the binary measures' names
(:mod:`evalcore.view.catalog_metrics`), the live view's words
(:mod:`evalcore.view.live.catalog`) and evalcore's messages (the reasons a measure is
undefined, :mod:`evalcore.messages`).

The dashboard merges the same modules into its own catalog (:mod:`dashboard.i18n`), so a page
and a notebook write the same words; a notebook's live view translates with this one alone."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import evalcore.view.catalog as figure_labels
import evalcore.view.catalog_metrics as metric_names
import evalcore.view.live.catalog as live_words
from evalcore.messages import CATALOG as MESSAGES_CATALOG
from evalcore.messages import LANGUAGES, format_message, merge_catalogs

MODULES = (figure_labels, metric_names, live_words)
"""The view layer's catalog modules (``evalcore/view/**/catalog*.py``, imported by name:
``tests/evalcore/test_module_lists.py`` fails on one left out)."""

CATALOG: dict[str, dict[str, str]] = merge_catalogs(MODULES, MESSAGES_CATALOG)


def translate(key: str, lang: str, **params: Any) -> str:
    """The text of ``key`` in ``lang``, filled with ``params``."""
    return format_message(CATALOG[key][lang], params)


def translator(lang: str) -> Callable[..., str]:
    """``tr(key, **params)`` in ``lang`` (one of :data:`~evalcore.messages.LANGUAGES`): what
    the live view's payload builders take.

    >>> translator("zh")("threshold_label")
    '阈值'
    """
    if lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {LANGUAGES}, got {lang!r}")
    return partial(translate, lang=lang)

"""Every text evalcore's view layer writes, as one catalog in English (``en``) and 简体中文
(``zh``): the figures' labels (:mod:`evalcore.view.catalog`), the binary measures' names
(:mod:`evalcore.view.catalog_metrics`), the ranking tables' words
(:mod:`evalcore.view.catalog_ranking`), the live view's words
(:mod:`evalcore.view.live.catalog`), the two-model comparisons' figures' words
(:mod:`evalcore.view.compare.catalog_pairs`), the comparison of k models' words
(:mod:`evalcore.view.compare.catalog_many`, ``catalog_many_tasks``), the offline report's words
(:mod:`evalcore.view.catalog_report`, ``catalog_report_risk``, ``catalog_report_live``),
Plotly.js's own interface texts (:mod:`evalcore.view.catalog_plotly`, given to Plotly as a
locale by :func:`plotly_locale`) and evalcore's messages (the reasons a measure is undefined,
:mod:`evalcore.messages`).

The dashboard merges the same modules into its own catalog (:mod:`dashboard.i18n`), so a page,
a notebook and the report write the same words; a notebook's live view and ``a.report()``
translate with this one alone."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import evalcore.view.catalog as figure_labels
import evalcore.view.catalog_metrics as metric_names
import evalcore.view.catalog_plotly as plotly_words
import evalcore.view.catalog_ranking as ranking_words
import evalcore.view.compare.catalog_many as many_models
import evalcore.view.compare.catalog_many_tasks as many_models_tasks
import evalcore.view.compare.catalog_pairs as model_pairs
import evalcore.view.live.catalog as live_words
import evalcore.view.catalog_report as report_words
import evalcore.view.catalog_report_live as report_live_words
import evalcore.view.catalog_report_risk as report_risk_words
from evalcore.messages import CATALOG as MESSAGES_CATALOG
from evalcore.messages import LANGUAGES, format_message, merge_catalogs

MODULES = (figure_labels, metric_names, ranking_words, live_words, model_pairs, many_models,
           many_models_tasks, report_words, report_risk_words, report_live_words, plotly_words)
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


PLOTLY_LOCALE = "reader"
"""The name of the locale :func:`plotly_locale` gives Plotly.js (its numbers keep Plotly's
English formats: decimals with a point, as everywhere in the app)."""


def plotly_locale(tr: Callable[..., str]) -> dict:
    """Plotly.js ``config`` entries that show its own interface texts (the modebar's titles, the
    notices after a click) as ``tr`` translates them: a locale whose dictionary maps each
    English text of :mod:`evalcore.view.catalog_plotly` to ``tr``'s; none in English.

    >>> plotly_locale(translator("zh"))["locales"]["reader"]["dictionary"]["Zoom in"]
    '放大'
    >>> plotly_locale(translator("en"))
    {}
    """
    dictionary = {CATALOG[key]["en"]: tr(key) for key in plotly_words.MESSAGES}
    dictionary = {english: text for english, text in dictionary.items() if text != english}
    if not dictionary:
        return {}
    return {"locale": PLOTLY_LOCALE, "locales": {PLOTLY_LOCALE: {"dictionary": dictionary}}}

"""Text as the pages and reports show it: user text (a column, class, fold or file name) cut to a
readable length and HTML-escaped, since Plotly renders a few tags inside names and labels; and
translated sentences run together into one paragraph."""

from __future__ import annotations

import html
from typing import Any

SHOWN_CHARS = 60
"""User text (a label, a column or file name, a link value) is shown up to this many characters,
then "…": a cell may hold kilobytes, and every option, caption and message goes to the browser."""


def shown_text(text: Any, limit: int = SHOWN_CHARS) -> str:
    """``text`` as shown on the page: its first ``limit`` characters and "…" when longer.

    >>> shown_text("a" * 70, 5)
    'aaaaa…'
    """
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "…"


def plot_text(text: Any) -> str:
    """User text for a Plotly name or label, cut (:func:`shown_text`) and HTML-escaped: Plotly
    renders a few tags in text."""
    return html.escape(shown_text(text))


CLOSING_PUNCTUATION = "。！？；：）」"
"""Chinese punctuation that ends a sentence or clause with its own full-width space: no ASCII space
follows it."""


def sentences(*texts: str) -> str:
    """Sentences (each already in the reader's language; empty ones left out) run together into
    one paragraph as that language writes them: a space after an English sentence, none after a
    Chinese full stop.

    >>> sentences("Undefined.", "The mean.")
    'Undefined. The mean.'
    >>> sentences("无定义。", "", "平均值。")
    '无定义。平均值。'
    """
    joined = ""
    for text in filter(None, texts):
        gap = "" if not joined or joined.endswith(tuple(CLOSING_PUNCTUATION)) else " "
        joined += gap + text
    return joined

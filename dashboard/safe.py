"""Show user text (column names, labels, file names) literally, never as Markdown or HTML."""

from __future__ import annotations

import html
import re
from typing import Any, Mapping

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~$:&])")


def md_escape(text: Any) -> str:
    """Backslash-escape every Markdown/HTML-significant character of ``text``.

    Streamlit renders the body of ``st.error``, ``st.info``, ``st.caption`` and ``st.markdown`` as
    Markdown; an uploaded header such as ``**bold**`` or ``<img src=x onerror=alert(1)>`` must appear
    literally, so every ASCII punctuation character that Markdown could interpret is escaped.
    """
    return _MARKDOWN_SPECIAL.sub(r"\\\1", str(text))


def escape_params(params: Mapping[str, Any]) -> dict[str, str]:
    """Escape every message parameter (they may hold user text) for a Markdown context."""
    return {name: md_escape(value) for name, value in params.items()}


def plot_text(text: Any) -> str:
    """User text for a Plotly name or label, HTML-escaped: Plotly renders a few tags in text."""
    return html.escape(str(text))

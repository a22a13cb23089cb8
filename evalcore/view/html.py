"""Data written into an HTML page's ``<script>`` element, where no text of the data can end or
change the element: the report's and a notebook's live views carry their payload so."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any


def script_json(value: Any) -> str:
    """``value`` as the CLI prints it (``ensure_ascii=False``, no NaN), safe inside ``<script>``:
    ``<`` becomes ``\\u003c`` (still the same JSON), so neither ``</script>`` nor ``<!--`` can
    end or change the script element; U+2028/9 are escaped for old JavaScript parsers.

    >>> script_json({"name": "</script><b>"})
    '{"name": "\\\\u003c/script>\\\\u003cb>"}'
    """
    text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    return (text.replace("<", "\\u003c").replace("\u2028", "\\u2028")
            .replace("\u2029", "\\u2029"))


@cache
def plotly_source() -> str:
    """The installed ``plotly`` package's Plotly.js (its ``plotly.min.js``, what
    ``plotly.offline.get_plotlyjs`` returns), read once: the report and a notebook carry it
    inline, so nothing is loaded from the network."""
    return files("plotly").joinpath("package_data", "plotly.min.js").read_text(encoding="utf-8")

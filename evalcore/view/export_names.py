"""File names of everything a user takes away (CSV tables, figure images, the
HTML report): they name the data set, the page and the threshold, so that a file found later in a
downloads folder or pasted into slides still says what it shows. Pure: no Streamlit."""

from __future__ import annotations

import re

_UNSAFE = re.compile(r"[^\w.\-]+")
"""Anything but letters (中文 included), digits, ``_``, ``.`` and ``-`` becomes ``_``: no path
separators, spaces or shell characters in a downloaded file's name."""
MAX_PART = 40
"""Characters kept of each part (a long upload name would make an unwieldy file name)."""


def _part(text: object) -> str:
    cleaned = _UNSAFE.sub("_", str(text)).strip("._")
    return cleaned[:MAX_PART].strip("._")


def threshold_part(threshold: float | None) -> str:
    """``t0.55`` for the file name (up to 6 significant digits); empty without a threshold."""
    if threshold is None:
        return ""
    return "t" + (f"{threshold:.6g}" if abs(threshold) != float("inf") else "all_negative")


def export_stem(data_name: str, page: str, *details: object,
                threshold: float | None = None) -> str:
    """``<data set>_<page>[_<detail>…][_t<threshold>]`` with the data set's extension dropped and
    every part made safe (:data:`_UNSAFE`), e.g. ``seed_001_roc_pr_roc_t0.55``."""
    stem = re.sub(r"\.(csv|tsv|txt|parquet|pq)$", "", str(data_name), flags=re.IGNORECASE)
    parts = [_part(stem), _part(page), *(_part(d) for d in details), threshold_part(threshold)]
    return "_".join(p for p in parts if p) or "export"

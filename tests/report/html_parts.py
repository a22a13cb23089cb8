"""A report's HTML taken apart: the live views' data and their stop tables' columns as arrays
(what the browser looks numbers up in), the figures by name, the tables as frames."""

from __future__ import annotations

import base64
import json
import re
from html.parser import HTMLParser

import numpy as np
import pandas as pd
from evalcore.binary.stop_table import payload_columns

LIVE_BLOCK = re.compile(r'<script type="application/json" class="live-data" '
                        r'data-target="live-\d+">(.*?)</script>', re.S)


def live_blocks(html: str) -> list[dict]:
    """Every live view's data, in the report's order."""
    return [json.loads(text) for text in LIVE_BLOCK.findall(html)]


def columns(payload: dict) -> dict[str, np.ndarray]:
    """A stop table's payload (``data["table"]`` or a fold's) as ``column → array``."""
    return payload_columns(payload)


FIGURE_BLOCK = re.compile(r'<script type="application/json" class="figure-data" '
                          r'data-target="figure-\d+">(.*?)</script>', re.S)


def figure_named(html: str, name: str) -> dict:
    """The Plotly JSON of the figure ``name`` (its saved image's file name ends in it)."""
    specs = [json.loads(text) for text in FIGURE_BLOCK.findall(html)]
    return next(s["figure"] for s in specs if s["filename"].endswith("_" + name))


def array(values) -> np.ndarray:
    """A trace's array as Plotly writes it: a list, or a typed array (``dtype``, ``bdata``)."""
    if isinstance(values, dict):
        return np.frombuffer(base64.b64decode(values["bdata"]), dtype=np.dtype(values["dtype"]))
    return np.asarray(values, dtype=float)


class _Tables(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tables, self.cell, self.heading = [], None, None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append((self.heading, []))
        elif tag == "tr":
            self.tables[-1][1].append([])
        elif tag in ("td", "th"):
            self.cell = ""
        elif tag == "h2":
            self.heading = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.tables[-1][1][-1].append(self.cell)
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        elif self.heading is not None and self.lasttag == "h2":
            self.heading += data


def tables(html: str) -> list[tuple[str, pd.DataFrame]]:
    """Every table as (the heading above it, its rows under its header row), cells as text."""
    parser = _Tables()
    parser.feed(html)
    return [(heading.strip(), pd.DataFrame(rows[1:], columns=rows[0]))
            for heading, rows in parser.tables]


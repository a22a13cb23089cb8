"""The live views embedded in a report's HTML, decoded: each view's data and its stop table's
columns as arrays (what the browser looks numbers up in)."""

from __future__ import annotations

import base64
import json
import re

import numpy as np

LIVE_BLOCK = re.compile(r'<script type="application/json" class="live-data" '
                        r'data-target="live-\d+">(.*?)</script>', re.S)


def live_blocks(html: str) -> list[dict]:
    """Every live view's data, in the report's order."""
    return [json.loads(text) for text in LIVE_BLOCK.findall(html)]


def columns(payload: dict) -> dict[str, np.ndarray]:
    """A stop table's payload (``data["table"]`` or a fold's) as ``column → array``."""
    block = np.frombuffer(base64.b64decode(payload["block"]), dtype="<f8")
    return dict(zip(payload["columns"], block.reshape(len(payload["columns"]), -1)))

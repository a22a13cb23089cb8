"""A data source's file: its name, its bytes and their digest (which keys every cache
downstream), or what an engine already reduced it to."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SourceFile:
    """File bytes plus their name; ``digest`` identifies the content for the caches."""

    name: str
    data: bytes = field(repr=False)
    digest: str
    prepared: Any = field(default=None, repr=False, compare=False)
    """Already reduced by an engine (a local regression dataset: no file bytes to parse)."""

    @classmethod
    def of(cls, name: str, data: bytes) -> "SourceFile":
        return cls(name=name, data=data, digest=hashlib.sha256(data).hexdigest())

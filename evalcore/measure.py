"""One value-or-reason type for every task's measures.

A measure is a Python float, or ``None`` when it is undefined (e.g. 0/0), with ``reason``, a
message key (of :mod:`evalcore.messages` or the dashboard's catalog) formatted with ``params``.
Beside a number, ``reason`` is a caveat to show with it (e.g. how many undefined values a macro
average skipped). Binary, multiclass and regression measures all return it, so one display helper
shows any of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class Measure:
    """A measure's value, or ``None`` with the message key saying why it is undefined."""

    value: float | None
    reason: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

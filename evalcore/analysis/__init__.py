"""One analysis value per task.

An analysis is built once from a task's typed data and its settings. The page, the CLI, the report
and the browser-side live view all render that one value, so every number has one place where it
is computed:

    bytes → table → typed data → analysis value → (page | CLI | report | live view)

Each value offers ``to_json()``, the exact JSON-ready dict ``python -m evalcore`` prints for the
same data and flags, and answers its task's control (``at(threshold)`` for the binary tasks,
the tolerance ε or the cut-off k for the others) without recomputing what does not depend on it.
"""

from __future__ import annotations

from typing import Any, Protocol


class Analysis(Protocol):
    """What every task's analysis value offers its renderers."""

    task: str

    def to_json(self) -> dict[str, Any]:
        """The JSON-ready dict the CLI prints for this analysis."""
        ...

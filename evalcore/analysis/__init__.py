"""One analysis value per task.

An analysis is built once from a task's typed data and its settings. The page, the CLI, the report
and the browser-side live view all render that one value, so every number has one place where it
is computed:

    bytes → table → typed data → analysis value → (page | CLI | report | live view)

Each value holds the settings it is printed at, so ``to_json()`` takes no argument: it is the
exact JSON-ready dict ``python -m evalcore`` prints for the same data and flags
(``with_settings(...)`` gives the same value at other settings, nothing recomputed). ``at(...)``
answers the task's control — the threshold (binary, cost, folds; a pair of them for a binary
comparison), β (multiclass), the tolerance ε (regression), the cut-off k (ranking) — with a
result object, without recomputing what does not depend on it.
"""

from __future__ import annotations

from typing import Any, Protocol


class Analysis(Protocol):
    """What every task's analysis value offers its renderers."""

    task: str

    def at(self, *args: Any, **kwargs: Any) -> Any:
        """The task's measures at one setting of its control (a result object, not a tuple)."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The JSON-ready dict the CLI prints for this analysis at the settings it holds."""
        ...

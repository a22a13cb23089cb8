"""One view per comparison task: ``dashboard.compare.views.<task>`` (listed in :data:`VIEWS`) for
each task of :data:`evalcore.compare.TASKS` that has one.

A view module has ``load(source_a, source_b) -> dataset`` (draws the column mapping in the sidebar,
returns a cached dataset with ``task`` and ``names``, raises ``EvalInputError`` on bad input;
``source_b`` is None when one file holds both models) and ``show(dataset)`` (draws the page body).
The steps every task shares live in :mod:`~dashboard.compare.views.skeleton`: a view declares its
task's parts as a ``CompareTask`` and its ``load`` is that task's.
"""

from __future__ import annotations

from types import ModuleType

from dashboard.compare.views import binary, multiclass, ranking, regression
from evalcore.compare import TASKS

VIEWS: dict[str, ModuleType] = {"binary": binary, "multiclass": multiclass,
                                "regression": regression, "ranking": ranking}
"""The view module of each comparison task that has one."""


def view_tasks() -> list[str]:
    """The tasks that have a view here, in :data:`evalcore.compare.TASKS` order."""
    return [task for task in TASKS if task in VIEWS]


def view(task: str) -> ModuleType:
    """The view module of ``task``."""
    return VIEWS[task]

"""Every task evalcore knows, one record each: its ``python -m evalcore`` sub-command and the CLI
module that holds its flags, its frozen settings, the builder of its analysis value from a file
and the value's class. The CLI (:mod:`evalcore.__main__`), :func:`analysis` and the report
(:mod:`dashboard.reporting.files`) read this table, and the dashboard's half of each record (its pages,
catalog and report blocks) is :mod:`dashboard.tasks`.

Light to import, as ``python -m evalcore`` needs it: a task's CLI module and its value's class
are imported when asked for, each by a statement that names it.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Sequence

from evalcore.api import build
from evalcore.api.settings import (BinarySettings, CalibrationSettings, CompareSettings,
                                   CostSettings, FoldsSettings, LiftSettings, MulticlassSettings,
                                   RankingSettings, RegressionSettings, StabilitySettings,
                                   TaskSettings)


@dataclass(frozen=True)
class Task:
    """One task: ``name`` is its sub-command (``roc_steps`` is typed ``roc-steps``); ``settings``
    its frozen settings (None for a command without them: the examples, the ROC construction);
    ``build`` makes its analysis value from the settings and one file's ``(bytes, name)`` or
    table (None where the value is not built from one file: ``compare`` takes two,
    :func:`analysis`); ``valued``: the task has an analysis value (and a report)."""

    name: str
    settings: type[TaskSettings] | None = None
    build: Callable[..., Any] | None = None
    valued: bool = False

    def command(self) -> ModuleType:
        """The CLI module of the task (its ``add_parser``: flags → settings → value → JSON)."""
        return _command(self.name)

    def values(self) -> tuple[type, ...]:
        """The classes the task's analysis value may have (a comparison's depends on the task it
        compares; none for a command without a value)."""
        return _values(self.name)


TASKS: dict[str, Task] = {task.name: task for task in (
    Task("binary", BinarySettings, build.binary, valued=True),
    Task("calibration", CalibrationSettings, build.binary_input, valued=True),
    Task("compare", CompareSettings, valued=True),
    Task("cost", CostSettings, build.cost, valued=True),
    Task("examples"),
    Task("folds", FoldsSettings, build.folds, valued=True),
    Task("lift", LiftSettings, build.binary_input, valued=True),
    Task("multiclass", MulticlassSettings, build.multiclass, valued=True),
    Task("ranking", RankingSettings, build.ranking, valued=True),
    Task("regression", RegressionSettings, build.regression, valued=True),
    Task("roc_steps"),
    Task("stability", StabilitySettings),
)}
"""Every task by its name, in the order ``python -m evalcore --help`` lists them."""

SETTINGS: dict[str, type[TaskSettings]] = {
    name: task.settings for name, task in TASKS.items() if task.valued}
"""Each command's settings type with an analysis value and a report, by the command's name
(``stability``'s :class:`~evalcore.api.settings.StabilitySettings` has neither: its JSON is
:func:`evalcore.api.build.stability`'s)."""


def analysis(settings: TaskSettings, sources: Sequence, names: Sequence[str] = ()):
    """The value of ``settings``' command on ``sources`` (one, or two for ``compare``, named by
    ``names``; default: the files' names)."""
    if settings.command_name == "compare":
        return build.compare(settings, sources, names or build.source_names(sources))
    return TASKS[settings.command_name].build(settings, sources[0])


def _command(name: str) -> ModuleType:
    match name:
        case "binary":
            from evalcore.cli import binary as module
        case "calibration":
            from evalcore.cli import calibration as module
        case "compare":
            from evalcore.cli import compare as module
        case "cost":
            from evalcore.cli import cost as module
        case "examples":
            from evalcore.cli import examples as module
        case "folds":
            from evalcore.cli import folds as module
        case "lift":
            from evalcore.cli import lift as module
        case "multiclass":
            from evalcore.cli import multiclass as module
        case "ranking":
            from evalcore.cli import ranking as module
        case "regression":
            from evalcore.cli import regression as module
        case "roc_steps":
            from evalcore.cli import roc_steps as module
        case "stability":
            from evalcore.cli import stability as module
    return module


def _values(name: str) -> tuple[type, ...]:
    match name:
        case "binary" | "lift" | "calibration":
            from evalcore.analysis.binary import BinaryAnalysis
            return (BinaryAnalysis,)
        case "cost":
            from evalcore.analysis.binary import CostAnalysis
            return (CostAnalysis,)
        case "compare":
            from evalcore.analysis.compare import (BinaryComparisonAnalysis,
                                                   MulticlassComparisonAnalysis,
                                                   RankingComparisonAnalysis,
                                                   RegressionComparisonAnalysis)
            return (BinaryComparisonAnalysis, MulticlassComparisonAnalysis,
                    RegressionComparisonAnalysis, RankingComparisonAnalysis)
        case "folds":
            from evalcore.analysis.folds import FoldsAnalysis
            return (FoldsAnalysis,)
        case "multiclass":
            from evalcore.analysis.multiclass import MulticlassAnalysis
            return (MulticlassAnalysis,)
        case "ranking":
            from evalcore.analysis.ranking import RankingAnalysis
            return (RankingAnalysis,)
        case "regression":
            from evalcore.analysis.regression import RegressionAnalysis
            return (RegressionAnalysis,)
    return ()

"""The dashboard's half of every task, in one place: which family of data it reads (the family's
loader, its comparison offer, its local-dataset reduction, registered with the shell), the pages
that show it, in navigation order, and its report (the task reports' blocks and title,
:data:`evalcore.view.report.sections.SECTIONS`), its catalog modules and its evalcore half
(:data:`evalcore.tasks.TASKS`: settings, value, loader, CLI command).

app.py reads the page list here and calls :func:`register_rooms` before a page runs; the shell
reads the registry (:mod:`dashboard.shell.registry`) and imports no room. It imports the rooms' loaders,
whose module-level ``st.cache_data`` need Streamlit's runtime: app.py imports it in a script run.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, NamedTuple

from dashboard import i18n
from dashboard.compare import sidebar as compare_sidebar
from dashboard.compare.offer import offer_comparison
from dashboard.folds import sidebar as folds_sidebar
from dashboard.multiclass import classification
from dashboard.ranking import sidebar as ranking_sidebar
from dashboard.regression import sidebar as regression_sidebar
from evalcore.view.report.sections import SECTIONS, Section
from dashboard.shell.local_source import aggregate_source
from dashboard.shell.registry import LocalReduction, register_comparison_offer, register_family
from dashboard.shell.source_file import SourceFile
from evalcore import tasks as evalcore_tasks


class Page(NamedTuple):
    """A page: its script in app_pages/, its url path and the catalog key of its title."""

    script: str
    url: str
    title: str


@dataclass(frozen=True)
class Family:
    """A family of data the shell loads from the sidebar's data source: its loader, whether its
    data may hold two models (the Comparison page's offer), its local-dataset reduction."""

    name: str
    load: Callable[[SourceFile], Any]
    offers_comparison: bool = False
    local: LocalReduction | None = None


@dataclass(frozen=True)
class Task:
    """The dashboard's half of the evalcore task ``name``: the ``family`` whose data it reads, the
    ``room`` (package of ``dashboard/``) that draws it and the url paths of the ``pages`` that
    show it."""

    name: str
    family: str
    room: str
    pages: tuple[str, ...]

    @property
    def evalcore(self) -> evalcore_tasks.Task:
        """Its settings, value, loader and CLI command."""
        return evalcore_tasks.TASKS[self.name]

    @property
    def report(self) -> Section:
        """Its report's blocks and title."""
        return SECTIONS[self.name]

    @property
    def catalogs(self) -> tuple[ModuleType, ...]:
        """Its room's catalog modules."""
        return tuple(module for module in i18n.MODULES
                     if module.__name__.startswith(f"dashboard.{self.room}.catalog"))


PAGES = (
    Page("app_pages/confusion.py", "confusion", "page_confusion"),
    Page("app_pages/roc_pr.py", "roc_pr", "page_roc_pr"),
    Page("app_pages/cost_curve.py", "cost_curve", "page_cost_curve"),
    Page("app_pages/risk.py", "risk", "page_risk"),
    Page("app_pages/regression.py", "regression", "page_regression"),
    Page("app_pages/ranking.py", "ranking", "page_ranking"),
    Page("app_pages/comparison.py", "comparison", "page_comparison"),
    Page("app_pages/folds.py", "folds", "page_folds"),
    Page("app_pages/learn.py", "learn", "page_learn"),
    Page("app_pages/resampling.py", "resampling", "page_resampling"),
    Page("app_pages/generalization.py", "generalization", "page_generalization"),
    Page("app_pages/lesson.py", "lesson", "page_lesson"),
)
"""Every page, in navigation order (the teaching pages on bundled data last)."""

FAMILIES = {family.name: family for family in (
    Family("classification", classification.load, offers_comparison=True,
           local=aggregate_source),
    Family("regression", regression_sidebar.load, offers_comparison=True,
           local=regression_sidebar.reduce_local_source),
    Family("ranking", ranking_sidebar.load, offers_comparison=True),
    Family("compare", compare_sidebar.load),
    Family("folds", folds_sidebar.load),
)}
"""Every family of uploaded data, by its name."""

TASKS = {task.name: task for task in (
    Task("binary", "classification", "binary", ("confusion", "roc_pr")),
    Task("multiclass", "classification", "multiclass", ("confusion", "roc_pr")),
    Task("cost", "classification", "cost", ("cost_curve",)),
    Task("lift", "classification", "risk", ("risk",)),
    Task("calibration", "classification", "risk", ("risk",)),
    Task("regression", "regression", "regression", ("regression",)),
    Task("ranking", "ranking", "ranking", ("ranking",)),
    Task("compare", "compare", "compare", ("comparison",)),
    Task("folds", "folds", "folds", ("folds",)),
)}
"""Every task the pages show and report, by its evalcore name."""


def register_rooms() -> None:
    """Register every family's loading with the shell (again: the same registrations)."""
    for family in FAMILIES.values():
        register_family(family.name, family.load, offers_comparison=family.offers_comparison,
                        local=family.local)
    register_comparison_offer(offer_comparison)

"""The task rooms' registrations with the shell, in one place: each family's loader, which
families may offer their data to the Comparison page, the comparison offer itself, and the local
dataset reductions. app.py calls :func:`register_rooms` before a page runs; the shell reads the
registry (:mod:`dashboard.shell.registry`) and imports no room. Importing this module also
imports the task reports (:mod:`dashboard.report`), which register themselves with the rooms'
report buttons (:mod:`dashboard.reporting.renderer`)."""

from __future__ import annotations

from dashboard import report  # noqa: F401  registers the task reports (see above)
from dashboard.compare import sidebar as compare_sidebar
from dashboard.compare.offer import offer_comparison
from dashboard.folds import sidebar as folds_sidebar
from dashboard.multiclass import classification
from dashboard.ranking import sidebar as ranking_sidebar
from dashboard.regression import sidebar as regression_sidebar
from dashboard.shell.local_source import aggregate_source
from dashboard.shell.registry import register_comparison_offer, register_family


def register_rooms() -> None:
    """Register every room's loading with the shell (again: the same registrations)."""
    register_family("classification", classification.load, offers_comparison=True,
                    local=aggregate_source)
    register_family("regression", regression_sidebar.load, offers_comparison=True,
                    local=regression_sidebar.reduce_local_source)
    register_family("ranking", ranking_sidebar.load, offers_comparison=True)
    register_family("compare", compare_sidebar.load)
    register_family("folds", folds_sidebar.load)
    register_comparison_offer(offer_comparison)

"""The task rooms' registrations with the shell, in one place: each family's loader, which
families may offer their data to the Comparison page, the comparison offer itself, and the local
dataset reductions. app.py calls :func:`register_rooms` before a page runs; the shell reads the
registry (:mod:`dashboard.shell.registry`) and imports no room."""

from __future__ import annotations

from dashboard.binary import data as binary_data
from dashboard.compare import data as compare_data
from dashboard.compare.offer import offer_comparison
from dashboard.folds import data as folds_data
from dashboard.ranking import data as ranking_data
from dashboard.regression import data as regression_data
from dashboard.shell.local_source import aggregate_source
from dashboard.shell.registry import register_comparison_offer, register_family


def register_rooms() -> None:
    """Register every room's loading with the shell (again: the same registrations)."""
    register_family("classification", binary_data.load, offers_comparison=True,
                    local=aggregate_source)
    register_family("regression", regression_data.load, offers_comparison=True,
                    local=regression_data.reduce_local_source)
    register_family("ranking", ranking_data.load, offers_comparison=True)
    register_family("compare", compare_data.load)
    register_family("folds", folds_data.load)
    register_comparison_offer(offer_comparison)

"""What the task rooms register with the shell, so that the shell loads every family's data
without knowing a room.

A family (``classification``, ``regression``...) registers its loader, whether its data may hold
two models (then the registered comparison offer draws its button under the data source), and,
when its pages work on an engine's reduction, its local-dataset reduction.
:func:`dashboard.tasks.register_rooms` fills the registry; app.py calls it before the page runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from dashboard.shell.source_file import SourceFile


class LocalReduction(Protocol):
    """An engine's reduction of a resolved local dataset to a file the loader reads (progress:
    a share in [0, 1]; stop: an event that interrupts it)."""

    def __call__(self, source: Any, progress: Callable[[float], None], stop: Any) -> SourceFile:
        ...


ComparisonOffer = Callable[[str, SourceFile, Any], None]
"""``offer(family, source, place)``: draws, in the sidebar container ``place``, the button that
opens ``source`` on the Comparison page when it holds two models."""


@dataclass(frozen=True)
class Family:
    """A task family's loading, as its room registered it."""

    load: Callable[[SourceFile], Any]
    offers_comparison: bool = False
    local: LocalReduction | None = None


FAMILIES: dict[str, Family] = {}
_OFFER: dict[str, ComparisonOffer] = {}


def register_family(name: str, load: Callable[[SourceFile], Any], *,
                    offers_comparison: bool = False, local: LocalReduction | None = None) -> None:
    """Make ``load`` the loader of family ``name`` (registering again replaces it)."""
    FAMILIES[name] = Family(load, offers_comparison, local)


def register_comparison_offer(offer: ComparisonOffer) -> None:
    """Make ``offer`` the button that opens a family's two-model data on the Comparison page."""
    _OFFER["offer"] = offer


def comparison_offer() -> ComparisonOffer | None:
    """The registered comparison offer (None before the Comparison room registered it)."""
    return _OFFER.get("offer")

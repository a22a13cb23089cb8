"""compare data in the sidebar: built in its own issue; until then the page says so plainly."""

from __future__ import annotations

from dashboard.sources import SourceFile


def load(source: SourceFile) -> None:
    """No loader yet: the page shows that it is not available."""
    return None

"""The risk pieces' one way to the shared threshold of :mod:`dashboard.widgets.threshold`: read
it for a data set, and move it ("use this threshold"). Kept in one place so that the threshold
control's interface is met here only."""

from __future__ import annotations

from dashboard.widgets.threshold import current_threshold, move_threshold


def threshold_of(dataset) -> float:
    """The shared threshold (as shown) for ``dataset`` (anything with ``sweep`` and
    ``dataset_id``), settled for this run."""
    return current_threshold(dataset.sweep, dataset.dataset_id).value


def use_threshold(dataset_id: str, value: float) -> None:
    """Move the shared threshold of data set ``dataset_id`` to ``value`` (a widget callback)."""
    move_threshold(dataset_id, value)

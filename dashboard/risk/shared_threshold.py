"""The risk pieces' one way to the shared threshold of :mod:`dashboard.widgets.threshold`: read
it for a data set, and move it ("use this threshold"). Kept in one place so that the threshold
control's interface is met here only."""

from __future__ import annotations

from dashboard.shell.language import t
from dashboard.widgets.threshold import current_threshold, move_threshold, threshold_text
from evalcore.binary import ALL_NEGATIVE


def threshold_of(dataset) -> float:
    """The shared threshold (as shown) for ``dataset`` (anything with ``sweep`` and
    ``dataset_id``), settled for this run."""
    return current_threshold(dataset.sweep, dataset.dataset_id).value


def use_threshold(dataset_id: str, value: float, given: bool = False) -> None:
    """Move the shared threshold of data set ``dataset_id`` to ``value`` (a widget callback):
    shown as its counts' shortest decimal, or as it is when ``given`` (a threshold already
    snapped on the scores as the page reads them, e.g. negated for a lower score direction,
    which the file's own snapping would move off its counts)."""
    move_threshold(dataset_id, value, given=given)


def threshold_words(threshold: float, direction: str) -> str:
    """The shared threshold as the Risk page writes it (:func:`threshold_text`); in a lower
    score direction +inf (another page's "all negative") predicts every row positive and says
    so."""
    if direction == "lower" and threshold == ALL_NEGATIVE:
        return t("live_all_positive_lower")
    return threshold_text(threshold, None)

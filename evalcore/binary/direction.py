"""Score direction: which end of the score is the positive one.

Everything in evalcore reads a higher score as more likely positive (scikit-learn's rule, score ≥
threshold predicted positive). A score where a *lower* value means positive (a scorecard's points,
where higher is safer) is evaluated as its negation: a row is predicted positive when
score ≤ threshold, which is −score ≥ −threshold. Every measure is then that of the negated score,
and :func:`in_file_units` turns the thresholds of the output back into the file's own units.
"""

from __future__ import annotations

from dataclasses import replace

SCORE_DIRECTIONS = ("higher", "lower")
"""``higher``: a higher score means positive (the default); ``lower``: a lower score does."""

THRESHOLD_KEYS = ("threshold", "threshold_requested")
"""Top-level keys of a result holding one threshold."""

NESTED_THRESHOLD_KEYS = ("youden", "ks")
"""Top-level objects holding a ``threshold``."""

LISTED_THRESHOLD_KEYS = ("segment_thresholds",)
"""Top-level lists of objects holding a ``threshold``."""


def oriented(data, direction: str):
    """``data`` (a :class:`~evalcore.io.BinaryData`) with its scores negated when ``direction``
    is ``lower``; unchanged for ``higher``."""
    if direction not in SCORE_DIRECTIONS:
        raise ValueError(f"direction must be one of {SCORE_DIRECTIONS}, got {direction!r}")
    if direction == "higher":
        return data
    return replace(data, scores=_negated_array(data.scores))


def internal_threshold(threshold: float, direction: str) -> float:
    """The threshold on the oriented score of a threshold in the file's units."""
    return threshold if direction == "higher" else _negated(threshold)


def in_file_units(result: dict, direction: str) -> dict:
    """A JSON-ready ``result`` computed on the oriented score with every threshold in the
    file's units (negated for ``lower``, in place): the keys above, the curves' thresholds and
    the lift groups' score ranges (their ends swap). Adds ``score_direction`` for ``lower``."""
    if direction == "higher":
        return result
    for key in THRESHOLD_KEYS:
        if key in result:
            result[key] = _negated(result[key])
    for key in NESTED_THRESHOLD_KEYS:
        if isinstance(result.get(key), dict) and "threshold" in result[key]:
            result[key]["threshold"] = _negated(result[key]["threshold"])
    for key in LISTED_THRESHOLD_KEYS:
        for entry in result.get(key) or ():
            entry["threshold"] = _negated(entry["threshold"])
    for curve in (result.get("curves") or {}).values():
        curve["thresholds"] = [_negated(t) for t in curve["thresholds"]]
    for group in result.get("groups") or ():
        if "min_score" in group:
            group["min_score"], group["max_score"] = (_negated(group["max_score"]),
                                                      _negated(group["min_score"]))
    result["score_direction"] = direction
    return result


def _negated(value):
    """−value without a negative zero; None (an infinite threshold) stays None."""
    if value is None:
        return None
    return 0.0 - value


def _negated_array(values):
    return 0.0 - values

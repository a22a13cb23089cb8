"""The ``segments``, ``gaps`` and ``segment_thresholds`` keys of a binary value's JSON (measures
by the values of a segment column, ``binary --by``), and the constraint errors worded for the
command line."""

from __future__ import annotations

from evalcore.errors import EvalInputError
from evalcore.messages import render

CLI_KEYS = {"risk_constraint_invalid": "cli_threshold_for_invalid",
            "risk_constraint_unmet": "cli_threshold_for_unmet",
            "risk_too_many_segments": "cli_by_too_many"}
"""evalcore's surface-neutral messages and the CLI's, which name the flag to change."""


def naming_flags(error: EvalInputError) -> EvalInputError:
    """``error`` with the CLI's message when :data:`CLI_KEYS` has one (else unchanged)."""
    key = CLI_KEYS.get(error.key)
    return error if key is None else EvalInputError(key, **error.params)


def kept_values(data, values):
    """The segment column's ``values`` (one per row of the file) lined up with the loader's kept
    rows."""
    return values if data.kept is None else values[data.kept]


def segment_keys(data, values, threshold: float, count, *, column: str,
                 threshold_for: str | None = None, min_segment: int | None = None,
                 parts=None) -> dict:
    """``segments``, ``gaps`` and ``min_segment`` of ``--by COLUMN`` (``values``: the segment
    column lined up with the data's rows, :func:`kept_values`; each segment's ``in_gaps`` says
    whether the gaps count it, segments under ``min_segment`` rows (default
    :data:`~evalcore.binary.segments.MIN_SEGMENT`) are listed but left out); with
    ``threshold_for`` (``--threshold-for``'s text) also ``segment_thresholds``. ``parts``: the
    segments already sorted (:func:`~evalcore.binary.segments.sorted_segments` of the same data
    and values), read at the threshold without a pass over the rows."""
    from evalcore.binary.segments import (MIN_SEGMENT, in_gaps, segment_gaps, segment_table,
                                          segments_at)

    min_segment = MIN_SEGMENT if min_segment is None else min_segment
    if data.aggregated:
        raise EvalInputError("cli_by_aggregated")
    try:
        segments = (segment_table(data.y_true, data.scores, data.weights, values,
                                  threshold=threshold, column=column) if parts is None
                    else segments_at(parts, threshold))
    except EvalInputError as error:
        raise naming_flags(error) from None
    counted = {id(entry) for entry in in_gaps(segments, min_segment=min_segment)}
    gaps = segment_gaps(segments, min_segment=min_segment)
    for entry in segments:
        entry["in_gaps"] = id(entry) in counted
        _counted(entry, ("positives", "tp", "fp", "tn", "fn"), count)
    keys = {"segments": segments, "gaps": gaps, "min_segment": min_segment}
    if threshold_for:
        keys["segment_thresholds"] = _segment_thresholds(data, values, count, column=column,
                                                         threshold_for=threshold_for)
    return keys


def _counted(entry: dict, counts, count) -> None:
    """``entry``'s counts as the command prints them and its ``reason`` key as an English
    ``note`` (None without one)."""
    for key in counts:
        if entry[key] is not None:
            entry[key] = count(entry[key])
    reason = entry.pop("reason")
    entry["note"] = render(reason, "en", {}) if reason else None


def _segment_thresholds(data, values, count, *, column: str, threshold_for: str) -> list[dict]:
    """``segment_thresholds`` of ``--by`` with ``--threshold-for``: each segment's own threshold
    by the same constraint, with its counts and rates there."""
    from evalcore.binary.constraints import parse_constraint
    from evalcore.binary.segments import segment_thresholds

    kind, value = parse_constraint(threshold_for)  # already checked by evalcore.api.build.constrained
    table = segment_thresholds(data.y_true, data.scores, data.weights, values, kind=kind,
                               value=value, column=column)
    for entry in table:
        _counted(entry, ("tp", "fp", "tn", "fn"), count)
    return table

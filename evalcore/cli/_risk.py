"""The risk-scoring flags of the binary commands: the threshold chosen by a constraint and
measures by segment (``--by``); KS, Brier, log loss and the intervals are the analysis value's
(:class:`evalcore.analysis.binary.BinaryAnalysis`)."""

from __future__ import annotations

import argparse

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


def add_risk_arguments(parser) -> None:
    """``--threshold-for`` and ``--by`` of ``python -m evalcore binary``."""
    parser.add_argument(
        "--threshold-for", metavar="KIND=VALUE",
        help="choose the threshold by a constraint instead of --threshold: precision=P (highest "
        "recall with precision >= P), recall=R (lowest FPR with recall >= R), fpr=F (highest "
        "recall with FPR <= F) or top=Q (flag at most the top share Q of the rows); reported "
        "as \"constraint\"")
    parser.add_argument(
        "--by", metavar="COLUMN",
        help="add \"segments\" (per value of COLUMN: rows, positives, AUC, AP, KS and the counts "
        "and rates at the threshold) and \"gaps\" (max - min of TPR, FPR and positive rate over "
        "the segments with both classes); with --threshold-for also \"segment_thresholds\" "
        "(each segment's own threshold by that constraint, with its counts and rates)")


def check_count(value: int, flag: str) -> None:
    """``--groups`` / ``--bins`` must be whole numbers ≥ 1."""
    if value < 1:
        raise EvalInputError("cli_count_invalid", flag=flag, value=value)


def constrained(args: argparse.Namespace, sweep):
    """The :class:`~evalcore.binary.constraints.ConstrainedThreshold` of ``--threshold-for``,
    or None without it."""
    if not args.threshold_for:
        return None
    from evalcore.binary.constraints import parse_constraint, threshold_for

    try:
        return threshold_for(sweep, *parse_constraint(args.threshold_for))
    except EvalInputError as error:
        raise naming_flags(error) from None


def segment_column(args: argparse.Namespace, table):
    """The ``--by`` column of the file's table, refused when missing."""
    if args.by not in table.columns:
        raise EvalInputError("cli_by_column_missing", column=args.by,
                             columns=", ".join(map(str, table.columns)))
    return table[args.by].to_numpy(dtype=object)


def kept_values(data, values):
    """The segment column's ``values`` (one per row of the file) lined up with the loader's kept
    rows."""
    return values if data.kept is None else values[data.kept]


def segment_keys(data, values, threshold: float, count, *, column: str,
                 threshold_for: str | None = None, parts=None) -> dict:
    """``segments`` and ``gaps`` of ``--by COLUMN`` (``values``: the segment column lined up with
    the data's rows, :func:`kept_values`); with ``threshold_for`` (``--threshold-for``'s text)
    also ``segment_thresholds``. ``parts``: the segments already sorted
    (:func:`~evalcore.binary.segments.sorted_segments` of the same data and values)."""
    from evalcore.binary.segments import segment_gaps, segment_table, segments_at

    if data.aggregated:
        raise EvalInputError("cli_by_aggregated")
    try:
        segments = (segment_table(data.y_true, data.scores, data.weights, values,
                                  threshold=threshold, column=column) if parts is None
                    else segments_at(parts, threshold))
    except EvalInputError as error:
        raise naming_flags(error) from None
    for entry in segments:
        _counted(entry, ("positives", "tp", "fp", "tn", "fn"), count)
    keys = {"segments": segments, "gaps": segment_gaps(
        [{**e, "reason": e["note"]} for e in segments])}
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

    kind, value = parse_constraint(threshold_for)  # already checked by constrained()
    table = segment_thresholds(data.y_true, data.scores, data.weights, values, kind=kind,
                               value=value, column=column)
    for entry in table:
        _counted(entry, ("tp", "fp", "tn", "fn"), count)
    return table

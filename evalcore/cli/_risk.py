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
        help="choose the threshold by a constraint instead of --threshold (not with it): precision=P (highest "
        "recall with precision >= P), recall=R (lowest FPR with recall >= R), fpr=F (highest "
        "recall with FPR <= F) or top=Q (flag at most the top share Q of the rows); reported "
        "as \"constraint\"")
    parser.add_argument(
        "--by", metavar="COLUMN",
        help="add \"segments\" (per value of COLUMN: rows, positives, AUC, Gini, AP, KS and its "
        "direction, the counts and rates at the threshold, \"small\" and \"in_gaps\") and "
        "\"gaps\" (max - min of TPR, FPR and positive rate over the segments with both classes "
        "and at least --min-segment rows); with --threshold-for also \"segment_thresholds\" "
        "(each segment's own threshold by that constraint, with its counts, rates, \"small\" and "
        "a note when it has none)")
    parser.add_argument(
        "--min-segment", metavar="N", type=int, default=None,
        help="with --by: segments with fewer than N rows are listed but left out of \"gaps\" "
        "(default: 30; the JSON's \"min_segment\" states it)")


def add_direction_argument(parser) -> None:
    """``--score-direction higher|lower``: which end of the score is the positive one."""
    from evalcore.binary.direction import SCORE_DIRECTIONS

    parser.add_argument(
        "--score-direction", choices=SCORE_DIRECTIONS, default="higher",
        help="higher: a higher score means positive (score >= T predicted positive; the "
        "default); lower: a lower score does (score <= T predicted positive), as for a "
        "scorecard's points. Every measure is then that of the negated score, with thresholds "
        "in the file's units")


def min_segment(args: argparse.Namespace) -> int:
    """``--min-segment`` (default :data:`~evalcore.binary.segments.MIN_SEGMENT`), refused
    without ``--by`` or below 1."""
    from evalcore.binary.segments import MIN_SEGMENT

    if args.min_segment is None:
        return MIN_SEGMENT
    if not args.by:
        raise EvalInputError("cli_min_segment_without_by")
    check_count(args.min_segment, "--min-segment")
    return args.min_segment


def check_threshold_choice(args: argparse.Namespace) -> None:
    """``--threshold`` and ``--threshold-for`` both choose the threshold: one at a time."""
    if args.threshold is not None and args.threshold_for:
        raise EvalInputError("cli_threshold_and_threshold_for")


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
                 threshold_for: str | None = None, min_segment: int | None = None) -> dict:
    """``segments``, ``gaps`` and ``min_segment`` of ``--by COLUMN`` (``values``: the segment
    column lined up with the data's rows, :func:`kept_values`; each segment's ``in_gaps`` says
    whether the gaps count it); with ``threshold_for`` (``--threshold-for``'s text) also
    ``segment_thresholds``."""
    from evalcore.binary.segments import MIN_SEGMENT, in_gaps, segment_gaps, segment_table

    min_segment = MIN_SEGMENT if min_segment is None else min_segment

    if data.aggregated:
        raise EvalInputError("cli_by_aggregated")
    try:
        segments = segment_table(data.y_true, data.scores, data.weights, values,
                                 threshold=threshold, column=column)
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

    kind, value = parse_constraint(threshold_for)  # already checked by constrained()
    table = segment_thresholds(data.y_true, data.scores, data.weights, values, kind=kind,
                               value=value, column=column)
    for entry in table:
        _counted(entry, ("tp", "fp", "tn", "fn"), count)
    return table

"""The JSON of the lift and calibration commands for a binary analysis value (the Risk page's
report renders the same dict)."""

from __future__ import annotations

from evalcore.errors import EvalInputError
from evalcore.jsonable import jsonable


def lift_json(value, groups: int) -> dict:
    """What the command prints for a :class:`~evalcore.analysis.binary.BinaryAnalysis` split into
    ``groups`` groups."""
    from evalcore.binary.lift import lift_table

    count = value.count()
    table = lift_table(value.sweep, groups)
    for group in table:
        group["rows"], group["positives"] = count(group["rows"]), count(group["positives"])
    statistic = value.ks
    return jsonable({"task": "lift", "pos_label": value.data.pos_label, "groups": table,
                     "ks": {"statistic": statistic.statistic, "threshold": statistic.threshold}})


def calibration_json(value, bins: int, strategy: str) -> dict:
    """What the command prints for a :class:`~evalcore.analysis.binary.BinaryAnalysis` in
    ``bins`` bins of the ``strategy``; scores outside [0, 1] raise the input error saying so."""
    from evalcore.binary.calibration import probability_quality

    data, count = value.data, value.count()
    quality = probability_quality(value.sweep, bins=bins, strategy=strategy)
    if quality.reason:
        raise EvalInputError(quality.reason, **quality.params)
    for entry in quality.bins:
        entry["count"] = count(entry["count"])
    return jsonable({
        "task": "calibration", "pos_label": data.pos_label, "strategy": strategy,
        "bins": quality.bins, "brier": quality.brier,
        "brier_decomposition": {"reliability": quality.reliability,
                                "resolution": quality.resolution,
                                "uncertainty": quality.uncertainty},
        "log_loss": quality.log_loss, "ece": quality.ece, "mce": quality.mce})

"""The risk-scoring values of a binary analysis: the lift table (``python -m evalcore lift``) and
the probability quality (``python -m evalcore calibration``), each a small value over a
:class:`~evalcore.analysis.binary.BinaryAnalysis` with an argument-free :meth:`to_json`, which the
CLI prints and the Risk page and its reports render. The binary value hands them out
(:meth:`~evalcore.analysis.binary.BinaryAnalysis.lift`,
:meth:`~evalcore.analysis.binary.BinaryAnalysis.calibration`); they take it as given and import
nothing from it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from evalcore.analysis.drawn import Reported
from evalcore.binary.direction import in_file_units
from evalcore.binary.lift import ks_json
from evalcore.errors import EvalInputError
from evalcore.jsonable import jsonable

LIFT_COUNTS = ("rows", "positives", "cum_rows", "cum_positives")
"""The lift groups' keys that count rows (whole numbers unless weighted)."""


@dataclass(frozen=True, eq=False)
class LiftAnalysis(Reported):
    """The lift and gains table of ``binary`` in ``groups`` equal-count groups by descending
    score (:func:`evalcore.binary.lift.lift_table`), with KS, AUC and Gini."""

    task: ClassVar[str] = "lift"

    binary: Any  # the BinaryAnalysis
    groups: int = 10

    @cached_property
    def table(self) -> list[dict]:
        """The groups, counts as the JSON prints them (int unless weighted), score ranges on
        the (oriented) score."""
        from evalcore.binary.lift import lift_table

        count = self.binary.count()
        table = lift_table(self.binary.sweep, self.groups)
        for group in table:
            for key in LIFT_COUNTS:
                group[key] = count(group[key])
        return table

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore lift`` prints (score ranges in the file's units)."""
        value = self.binary
        result = jsonable({"task": "lift", "pos_label": value.data.pos_label,
                           "groups": [dict(group) for group in self.table],
                           "ks": ks_json(value.ks), "roc_auc": value.roc_auc,
                           "gini": value.gini})
        return in_file_units(result, value.score_direction)


@dataclass(frozen=True, eq=False)
class CalibrationAnalysis(Reported):
    """The probability quality of ``binary`` in ``bins`` bins of ``strategy``
    (:func:`evalcore.binary.calibration.probability_quality`), the calibration slope and
    intercept, and optionally (``segment_values``, the ``by`` column's values lined up with the
    rows) ECE and the reliability bins per segment."""

    task: ClassVar[str] = "calibration"

    binary: Any  # the BinaryAnalysis
    bins: int = 10
    strategy: str = "uniform"
    by: str | None = None
    segment_values: Any = None

    @cached_property
    def quality(self):
        """The :class:`~evalcore.binary.calibration.Calibration` (its ``reason`` when the scores
        are not probabilities)."""
        from evalcore.binary.calibration import probability_quality

        return probability_quality(self.binary.sweep, bins=self.bins, strategy=self.strategy)

    @cached_property
    def hosmer_lemeshow(self):
        """The :class:`~evalcore.binary.calibration.HosmerLemeshow` test over the bins."""
        return self.quality.hosmer_lemeshow()

    @property
    def fit(self):
        """The :class:`~evalcore.binary.calibration_fit.CalibrationFit` (the binary value's, one
        fit whatever the bins)."""
        return self.binary.calibration_fit

    def check(self) -> None:
        """Raise the input error saying why the scores are not probabilities, if they are not."""
        if self.binary.score_direction != "higher":
            raise EvalInputError("cli_score_direction_calibration")
        if self.quality.reason:
            raise EvalInputError(self.quality.reason, **self.quality.params)

    def segments(self) -> list[dict]:
        """Per value of the ``by`` column: ``value``, ``n``, ``ece``, ``mce``, ``brier`` and
        ``bins`` (counts as the JSON prints them), None with ``reason`` and ``note`` for a
        one-class segment."""
        import numpy as np

        from evalcore.binary.calibration import probability_quality
        from evalcore.binary.segments import segment_codes
        from evalcore.binary.sweep import threshold_sweep
        from evalcore.messages import render

        data, count = self.binary.data, self.binary.count()
        codes, values = segment_codes(self.segment_values, self.by)
        table = []
        for code in range(-1, len(values)):
            rows = codes == code
            if not rows.any():
                continue
            entry = {"value": None if code < 0 else str(values[code]), "n": int(rows.sum()),
                     "ece": None, "mce": None, "brier": None, "bins": None, "note": None}
            y = data.y_true[rows]
            w = None if data.weights is None else data.weights[rows]
            weight = np.ones(y.size) if w is None else w
            if not (weight[y].sum() > 0 and weight[~y].sum() > 0):
                entry["note"] = render("risk_segment_calibration_one_class", "en", {})
                table.append(entry)
                continue
            quality = probability_quality(threshold_sweep(y, data.scores[rows], sample_weight=w),
                                          bins=self.bins, strategy=self.strategy)
            for bin_ in quality.bins:
                bin_["count"] = count(bin_["count"])
            entry.update(ece=quality.ece, mce=quality.mce, brier=quality.brier, bins=quality.bins)
            table.append(entry)
        return table

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore calibration`` prints; scores outside [0, 1] raise the input
        error saying so."""
        self.check()
        quality, fit, count = self.quality, self.fit, self.binary.count()
        bins = [dict(entry, count=count(entry["count"])) for entry in quality.bins]
        result = {
            "task": "calibration", "pos_label": self.binary.data.pos_label,
            "strategy": self.strategy, "bins": bins, "brier": quality.brier,
            "brier_decomposition": quality.decomposition(),
            "hosmer_lemeshow": self.hosmer_lemeshow.to_json(),
            "calibration_slope": fit.slope, "calibration_intercept": fit.intercept,
            "log_loss": quality.log_loss, "ece": quality.ece, "mce": quality.mce,
            "notes": self.notes()}
        if self.by is not None:
            result["by"] = self.by
            result["segments"] = self.segments()
        return jsonable(result)

    def notes(self) -> dict:
        """Why a number is null (English), by its key."""
        from evalcore.messages import render

        notes = {}
        if self.hosmer_lemeshow.reason:
            notes["hosmer_lemeshow"] = render(self.hosmer_lemeshow.reason, "en", {})
        if self.fit.reason:
            notes["calibration_slope"] = render(self.fit.reason, "en", {})
        return notes

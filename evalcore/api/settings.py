"""Each task's settings as a frozen dataclass: what a page sets, what :mod:`evalcore.api` takes as
keywords, and what ``python -m evalcore <command>``'s flags map to.

A field is named as its flag (``score_cols`` for ``--score-cols``); None means the command's
default (or detection). :meth:`TaskSettings.argv` writes the settings back as flags and
:meth:`TaskSettings.command` as the whole command line, so the report's "Reproduce with" line
comes from the settings and never from a parser's internals.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from decimal import Decimal
from typing import Any, ClassVar

from evalcore.errors import EvalInputError


class TaskSettings:
    """A command's settings as a typed value (a frozen dataclass whose fields are named as the
    parser's options): the page's settings, and the one place they become flags again."""

    command_name: ClassVar[str]
    """The ``python -m evalcore`` command these settings belong to."""

    def options(self) -> list[tuple[str, Any]]:
        """Every setting as (its flag, its value; None: the command's default)."""
        return [("--" + field.name.replace("_", "-"), getattr(self, field.name))
                for field in fields(self)]

    def argv(self) -> list[str]:
        """The command's flags for these settings, after the file(s): None (the command's
        default) and False leave a flag out, True is a switch, a tuple its values in order."""
        argv: list[str] = []
        for flag, value in self.options():
            if value is None or value is False:
                continue
            if value is True:
                argv.append(flag)
            elif isinstance(value, (tuple, list)):
                argv += [flag, *map(flag_text, value)]
            else:
                argv += [flag, flag_text(value)]
        return argv

    def command(self, files: list[str] | tuple[str, ...]) -> list[str]:
        """``python -m evalcore``'s arguments for these settings on ``files``: the command, the
        files, then each flag of one value written ``--flag=value`` (a value that begins with
        ``-``, such as a column ``-score`` or a threshold ``-1e-05``, would otherwise be taken
        for an option); a flag of several values keeps them apart (the CLI reads them as
        values)."""
        argv = [self.command_name, *files]
        for flag, value in self.options():
            if value is None or value is False:
                continue
            if value is True:
                argv.append(flag)
            elif isinstance(value, (tuple, list)):
                argv += [flag, *map(flag_text, value)]
            else:
                argv.append(f"{flag}={flag_text(value)}")
        return argv

    @classmethod
    def from_argv(cls, arguments) -> tuple["TaskSettings", list[str]]:
        """(the settings, the files) of the command's arguments (``FILE [FILE_B] --flag value
        …``), as :meth:`command` writes them, for a tool that takes the command's flags
        (``python -m dashboard.report``). The parser is derived from the fields, so it knows
        exactly the settings (a flag of one value may be joined, ``--score-col=-s``; one given
        apart is joined first); a flag it does not know exits with status 2, as argparse does."""
        import argparse

        parser = argparse.ArgumentParser(prog=f"python -m evalcore {cls.command_name}",
                                         argument_default=argparse.SUPPRESS)
        parser.add_argument("files", nargs="+")
        single = set()
        for field in fields(cls):
            flag, kind = "--" + field.name.replace("_", "-"), str(field.type)
            if kind == "bool":
                parser.add_argument(flag, dest=field.name, action="store_true")
            elif kind.startswith("tuple"):
                parser.add_argument(flag, dest=field.name, nargs="+", type=_element(kind))
            else:
                parser.add_argument(flag, dest=field.name, type=_element(kind))
                single.add(flag)
        joined, rest = [], list(arguments)
        while rest:
            token = rest.pop(0)
            joined.append(f"{token}={rest.pop(0)}" if token in single and rest else token)
        parsed = vars(parser.parse_intermixed_args(joined))
        files = parsed.pop("files")
        return cls(**{name: _typed(value) for name, value in parsed.items()}), files

    @classmethod
    def of_args(cls, args) -> "TaskSettings":
        """The settings of a parsed command line (an option not given, or None: the field's
        default)."""
        return cls(**{field.name: _typed(getattr(args, field.name))
                      for field in fields(cls) if getattr(args, field.name, None) is not None})


def _element(kind: str):
    """The type of a field's values, from its annotation (``float | None``, ``tuple[int, ...]``)."""
    return next((t for name, t in (("float", float), ("int", int)) if name in kind), str)


def _typed(value):
    """A parsed option as a settings field holds it: a list of values (``nargs``) as a tuple."""
    return tuple(value) if isinstance(value, list) else value


def flag_text(value: Any) -> str:
    """A flag's value as text; a float in the fewest digits that read back the same, without an
    exponent (``-0.00001``, not ``-1e-05``, which argparse takes for an option where two values
    follow one flag)."""
    if isinstance(value, float):
        text = repr(value)
        return format(Decimal(text), "f") if "e" in text else text
    return str(value)


@dataclass(frozen=True)
class BinarySettings(TaskSettings):
    """``binary``: the columns, positive class, threshold and β (None: the command's default),
    the segment column (``--by``), the constraint that chooses the threshold
    (``--threshold-for``), whether the full curves are printed, the score direction (None:
    higher) and the smallest segment the gaps count (None: the default, with ``by`` only)."""

    command_name: ClassVar[str] = "binary"

    label_col: str | None = None
    score_col: str | None = None
    pos_label: str | None = None
    threshold: float = 0.5
    weight_col: str | None = None
    drop_invalid: bool = False
    beta: float | None = None
    by: str | None = None
    threshold_for: str | None = None
    curves: bool = False
    score_direction: str | None = None
    min_segment: int | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis at these settings)."""
        return value.to_json()


@dataclass(frozen=True)
class CostSettings(TaskSettings):
    """``cost``: columns, positive class, threshold, costs and prior (None: the data's)."""

    command_name: ClassVar[str] = "cost"

    label_col: str | None = None
    score_col: str | None = None
    pos_label: str | None = None
    threshold: float = 0.5
    drop_invalid: bool = False
    cost_fn: float = 1.0
    cost_fp: float = 1.0
    prior: float | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a CostAnalysis at these settings)."""
        return value.to_json()


@dataclass(frozen=True)
class BinaryInputSettings(TaskSettings):
    """The binary input's settings of ``lift`` and ``calibration``: its columns, positive class,
    weight column and whether invalid rows are dropped."""

    label_col: str | None = None
    score_col: str | None = None
    pos_label: str | None = None
    weight_col: str | None = None
    drop_invalid: bool = False


@dataclass(frozen=True)
class LiftSettings(BinaryInputSettings):
    """``lift``: the binary input, the number of groups and the score direction (None:
    higher)."""

    command_name: ClassVar[str] = "lift"

    groups: int = 10
    score_direction: str | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis in the score direction) in
        these groups: its :class:`~evalcore.analysis.risk.LiftAnalysis`."""
        from evalcore.analysis.risk import LiftAnalysis

        return LiftAnalysis(value, self.groups).to_json()


@dataclass(frozen=True)
class CalibrationSettings(BinaryInputSettings):
    """``calibration``: the binary input, the number of bins and their edges, the segment column
    (``--by``) and the score direction (None: higher; probabilities have only that one)."""

    command_name: ClassVar[str] = "calibration"

    bins: int = 10
    strategy: str = "uniform"
    by: str | None = None
    score_direction: str | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a BinaryAnalysis; with ``by``, holding that
        column's values as its ``segment_values``) in these bins: its
        :class:`~evalcore.analysis.risk.CalibrationAnalysis`."""
        from evalcore.analysis.risk import CalibrationAnalysis

        return CalibrationAnalysis(value, self.bins, self.strategy, by=self.by,
                                   segment_values=value.segment_values if self.by else None
                                   ).to_json()


@dataclass(frozen=True)
class MulticlassSettings(TaskSettings):
    """``multiclass``: the columns, or a matrix file."""

    command_name: ClassVar[str] = "multiclass"

    matrix: bool = False
    label_col: str | None = None
    pred_col: str | None = None
    score_prefix: str | None = None
    drop_invalid: bool = False

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a MulticlassAnalysis)."""
        return value.to_json()


@dataclass(frozen=True)
class RegressionSettings(TaskSettings):
    """``regression``: the columns, the tolerance (None: the MAE) and whether the REC curve is
    printed."""

    command_name: ClassVar[str] = "regression"

    true_col: str | None = None
    pred_col: str | None = None
    weight_col: str | None = None
    tolerance: float | None = None
    drop_invalid: bool = False
    curves: bool = False

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a RegressionAnalysis) at the tolerance."""
        return value.with_settings(tolerance=self.tolerance, curves=self.curves).to_json()


RANKING_DEFAULTS = {"k": 10, "relevance_level": 1, "gain": "exponential", "ties": "first"}
"""The ranking options' defaults (``ranking`` and a ranking ``compare``)."""


@dataclass(frozen=True)
class RankingSettings(TaskSettings):
    """``ranking``: the columns, k and the NDCG options."""

    command_name: ClassVar[str] = "ranking"

    query_col: str | None = None
    doc_col: str | None = None
    relevance_col: str | None = None
    score_col: str | None = None
    k: int = 10
    relevance_level: int = 1
    gain: str = "exponential"
    ties: str = "first"

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a RankingAnalysis of these options) at k."""
        return value.with_settings(k=self.k).to_json()


COMPARE_DEFAULTS = {"threshold": [0.5], "confidence": 0.95, "score_direction": "higher",
                    "metric": "ndcg", "resamples": 9999, "seed": 0, "correction": "holm",
                    "alpha": 0.05, **RANKING_DEFAULTS}
"""``compare``'s option defaults (an option not given is None in :class:`CompareSettings`)."""


@dataclass(frozen=True)
class CompareSettings(TaskSettings):
    """``compare``: the settings the Comparison page sets (None: not given, the command's
    default or detection); a task takes only its own options."""

    command_name: ClassVar[str] = "compare"

    task: str | None = None
    label_col: str | None = None
    true_col: str | None = None
    query_col: str | None = None
    doc_col: str | None = None
    relevance_col: str | None = None
    id_col: str | None = None
    score_cols: tuple[str, ...] | None = None
    pred_cols: tuple[str, ...] | None = None
    pos_label: str | None = None
    threshold: tuple[float, ...] | None = None
    confidence: float | None = None
    metric: str | None = None
    k: int | None = None
    relevance_level: int | None = None
    gain: str | None = None
    ties: str | None = None
    resamples: int | None = None
    seed: int | None = None
    score_direction: str | None = None
    fold_col: str | None = None
    correction: str | None = None
    alpha: float | None = None

    def option(self, name: str):
        """The option's value, or its default when not given."""
        value = getattr(self, name)
        return COMPARE_DEFAULTS[name] if value is None else value

    def result(self, value) -> dict:
        """What the command prints for ``value`` (the task's comparison value) at these
        settings."""
        if getattr(value, "many", False):
            return value.to_json()
        if self.task == "binary":
            value = value.with_settings(thresholds=binary_thresholds(self.option("threshold")))
        elif self.task == "ranking":
            value = value.with_settings(metric=self.option("metric"), k=self.option("k"),
                                        n_resamples=self.option("resamples"),
                                        seed=self.option("seed"))
        return value.to_json()


MANY_ONLY = ("fold_col", "correction", "alpha")
"""Settings only the comparison of k models takes: given with two models, they compare them as
k models (the keys of :mod:`evalcore.compare.many`), else two models give the two-model keys."""

MANY_BOOTSTRAP_RESAMPLES = 1000
"""The paired bootstrap's resamples per pair of the k-model comparison (binary AP and BEP,
multiclass macro-F1, regression RMSE) when ``resamples`` is not given; 0 skips it."""


def binary_thresholds(threshold) -> tuple[float, float]:
    """Model A's and B's thresholds of ``--threshold`` (one for both, or one each)."""
    threshold = list(threshold)
    if len(threshold) > 2:
        raise EvalInputError("compare_bad_thresholds", count=len(threshold))
    return tuple((threshold * 2)[:2])


FOLDS_TASKS = ("binary", "multiclass", "regression")
"""The tasks a file of out-of-fold predictions can hold (``folds --task``)."""


@dataclass(frozen=True)
class FoldsSettings(TaskSettings):
    """``folds``: the task, the split's and the task's columns, and (binary) the threshold, the
    averaged ROC and the score direction (None: higher)."""

    command_name: ClassVar[str] = "folds"

    task: str | None = None
    fold_col: str | None = None
    repeat_col: str | None = None
    label_col: str | None = None
    true_col: str | None = None
    score_col: str | None = None
    pred_col: str | None = None
    weight_col: str | None = None
    pos_label: str | None = None
    threshold: float = 0.5
    curves: bool = False
    score_direction: str | None = None

    def result(self, value) -> dict:
        """What the command prints for ``value`` (a FoldsAnalysis, built on the scores in the
        score direction) at the threshold, thresholds in the file's units."""
        from evalcore.binary.direction import internal_threshold

        direction = self.score_direction or "higher"
        value = value.with_settings(threshold=internal_threshold(self.threshold, direction),
                                    averaged_roc=self.curves, score_direction=direction)
        return value.to_json()


@dataclass(frozen=True)
class StabilitySettings(TaskSettings):
    """``stability``: the number of the base's quantile bins and the column compared (the score,
    detected unless ``score_col`` names it, or any numeric ``column``)."""

    command_name: ClassVar[str] = "stability"

    bins: int = 10
    score_col: str | None = None
    column: str | None = None

"""Binary scores through an engine: GROUP BY score → per distinct score the (weighted) positives
and negatives, which the existing weighted sweep evaluates exactly; past ``max_distinct`` distinct
scores, GROUP BY a bin of equal width instead, with exact bounds on the AUC.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.engine import DEFAULT_BINS, DEFAULT_MAX_DISTINCT, queries
from evalcore.engine.labels import numbers_if_all_numeric
from evalcore.engine.rows import first_rows_where
from evalcore.errors import EvalInputError
from evalcore.io.binary import (
    BinaryData,
    binary_columns,
    check_class_labels,
    check_weight_total,
    decide_classes,
    label_text,
)
from evalcore.settings import DROP_INVALID



@dataclass(frozen=True, eq=False)
class BinaryAggregate:
    """Per distinct score (or bin lower edge), the positives' and negatives' total weight.

    ``data`` is the aggregate as :class:`~evalcore.io.BinaryData` (one row per score and class,
    weighted by its count), ready for :func:`evalcore.binary.threshold_sweep`. ``weighted`` says
    whether the source had a weight column (the counts are then weights, not integers).
    ``approximate`` is True when the scores were binned: each score then stands for the bin
    ``[score, score + bin_width)``.
    """

    data: BinaryData
    scores: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray
    weighted: bool
    approximate: bool
    bin_width: float | None
    engine: str

    @property
    def n(self) -> int:
        """Rows evaluated (the kept rows of the source)."""
        return self.data.n_rows - self.data.dropped

    def roc_auc_bounds(self) -> tuple[float, float]:
        """The exact AUC's range given only the binned counts: within a bin the order of a
        positive and a negative is unknown, so its pairs count 0 (lower) or 1 (upper) instead of
        the ½ of the tie; pairs in different bins are ordered by the bins. Both ends equal the
        AUC when the scores are exact (a tie counts ½ in the AUC itself)."""
        from evalcore.binary import threshold_sweep

        auc = threshold_sweep(self.data.y_true, self.data.scores,
                              sample_weight=self.data.weights).roc_auc()
        if not self.approximate:
            return auc, auc
        pairs = float(np.dot(self.positives, self.negatives))
        half = 0.5 * pairs / (self.positives.sum() * self.negatives.sum())
        return max(0.0, auc - half), min(1.0, auc + half)


def binary_aggregate(runner, *, label_col=None, score_col=None, weight_col=None, pos_label=None,
                     drop_invalid=False, max_distinct=DEFAULT_MAX_DISTINCT,
                     bins=DEFAULT_BINS) -> BinaryAggregate:
    """Reduce the runner's ``src`` to a :class:`BinaryAggregate` in two scans (per label, then
    per score), with the in-memory loader's column detection, positive-class rule and errors
    (same keys and parameters)."""
    label, score, weight = binary_columns(pd.DataFrame(columns=runner.columns()), label_col,
                                          score_col, weight_col)
    numeric = runner.numeric_columns()
    per_label = runner.query(queries.binary_labels(label, score, weight, numeric)).to_pylist()
    stats = _totals(per_label)
    _check_rows(runner, stats, label, score, weight, drop_invalid)
    labelled = [row for row in per_label if row["label"] is not None]
    raw = [row["label"] for row in labelled]
    texts, code = _label_texts(raw, label)
    counts = np.bincount(code, [row["n_valid"] for row in labelled], minlength=len(texts))
    totals = np.bincount(code, [row["total_weight"] or 0.0 for row in labelled],
                         minlength=len(texts))
    if weight:
        check_weight_total(totals, weight)
    labels, positive = decide_classes(texts, counts, totals, pos_label, label)
    positive_values = [value for value, c in zip(raw, code) if texts[c] == positive]
    binned = _bins(stats, max_distinct, bins)
    groups = runner.query(queries.binary_scores(
        label, score, weight, positive_values, bins=binned, numeric=numeric,
        all_valid=stats["n_valid"] == stats["n_rows"]))
    scores = groups.column("score").to_numpy(zero_copy_only=False).astype(np.float64)
    order = np.argsort(scores, kind="stable")
    scores = scores[order]
    pos = _column(groups, "positives")[order]
    neg = _column(groups, "negatives" if weight else "n")[order]
    if not weight:
        neg -= pos
    if binned is not None:
        low, width, _ = binned
        scores = low + scores * width
    dropped = int(stats["n_rows"] - stats["n_valid"])
    dropped_rows = ()
    if dropped:
        dropped_rows = first_rows_where(
            runner.source, f"NOT {queries.binary_valid(label, score, weight)}")
    data = BinaryData(
        y_true=np.concatenate([np.ones(scores.size, bool), np.zeros(scores.size, bool)]),
        scores=np.concatenate([scores, scores]),
        weights=np.concatenate([pos, neg]),
        pos_label=positive, labels=labels, label_col=label, score_col=score, weight_col=weight,
        n_rows=int(stats["n_rows"]), dropped=dropped, dropped_rows=dropped_rows,
    )
    return BinaryAggregate(data=data, scores=scores, positives=pos, negatives=neg,
                           weighted=weight is not None, approximate=binned is not None,
                           bin_width=binned[1] if binned else None, engine=runner.name)


def _column(table, name: str) -> np.ndarray:
    return table.column(name).to_numpy(zero_copy_only=False).astype(np.float64)


def _totals(per_label: list[dict]) -> dict:
    """The whole file's counts from the per-label rows; the distinct scores are estimated as the
    sum of the per-label estimates (an upper bound: a score shared by both classes counts
    twice)."""
    def total(key):
        return sum(row[key] or 0 for row in per_label)

    valid = [row for row in per_label if row["n_valid"]]
    return {
        "n_rows": total("n_rows"),
        "no_label": sum(row["n_rows"] for row in per_label if row["label"] is None),
        "bad_score": total("bad_score"),
        "bad_weight": total("bad_weight"),
        "negative_weight": total("negative_weight"),
        "n_valid": total("n_valid"),
        "low": min((row["low"] for row in valid), default=None),
        "high": max((row["high"] for row in valid), default=None),
        "distinct_scores": total("distinct_scores"),
    }


def _check_rows(runner, stats: dict, label: str, score: str, weight: str | None,
                drop_invalid: bool) -> None:
    """The in-memory loader's row errors, in its order, with the first row numbers."""
    from evalcore.engine.rows import invalid_rows_error

    if not drop_invalid:
        if stats["no_label"]:
            raise invalid_rows_error(runner.source, "io_missing_labels", label,
                                     f"{queries.column(label)} IS NULL", hint=DROP_INVALID)
        for name, key in ((score, "bad_score"), (weight, "bad_weight")):
            if name and stats[key]:
                condition = f"NOT {queries.finite(queries.number(name))}"
                raise invalid_rows_error(runner.source, "io_invalid_values", name, condition,
                                         hint=DROP_INVALID)
    if not stats["n_valid"]:
        columns = ", ".join([label, score, *([weight] if weight else [])])
        raise EvalInputError("io_no_valid_rows", count=int(stats["n_rows"]), columns=columns)
    if weight and stats["negative_weight"]:
        valid = queries.binary_valid(label, score, weight)
        raise invalid_rows_error(runner.source, "io_negative_weights", weight,
                                 f"{valid} AND {queries.number(weight)} < 0")


def _bins(stats: dict, max_distinct: int, bins: int) -> tuple[float, float, int] | None:
    """(low, width, count) of the bins when the scores are too many to keep, else None."""
    if max_distinct < 1 or bins < 1:
        raise EvalInputError("engine_bad_limits", max_distinct=max_distinct, bins=bins)
    if stats["distinct_scores"] <= max_distinct or stats["high"] == stats["low"]:
        return None
    low, high = float(stats["low"]), float(stats["high"])
    return low, (high - low) / bins, bins


def _label_texts(raw: list, column: str) -> tuple[list[str], np.ndarray]:
    """Each group's label code and the distinct label texts (``1`` and ``1.0`` are one label),
    after the in-memory loader's check that the column holds classes, not a regression target."""
    raw = numbers_if_all_numeric(raw)
    distinct = list(dict.fromkeys(raw))
    check_class_labels(pd.Series(distinct), column)
    texts: list[str] = []
    code_of_text: dict[str, int] = {}
    code_of_value = {}
    for value in distinct:
        text = label_text(value)
        code_of_value[value] = code_of_text.setdefault(text, len(texts))
        if code_of_value[value] == len(texts):
            texts.append(text)
    return texts, np.array([code_of_value[value] for value in raw], dtype=np.int64)


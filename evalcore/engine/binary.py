"""Binary scores through an engine: per distinct score the (weighted) positives and negatives,
which the existing weighted sweep evaluates exactly; past ``max_distinct`` distinct scores, per
bin of equal width instead, with exact bounds on the AUC.

The exact case takes one scan (:func:`~evalcore.engine.queries.binary_cells`: per score the rows
of each label, the invalid ones in groups of their own), its checks then run on that small
result. When the Parquet footers prove every label one of two consecutive whole numbers, that
scan is the bare ``GROUP BY score`` with the rows and the labels' sum
(:func:`~evalcore.engine.queries.binary_label_sums`). Whether the scores are too many is decided before any full scan: a Parquet source of at
most ``max_distinct`` rows cannot have more; otherwise the first :data:`SAMPLE_ROWS` rows give an
estimate. An exact result that still holds too many scores is binned as it stands (the bins'
counts are the same as the binned query's). The binned case takes two scans: per label (checks
and score range), then per bin.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from types import SimpleNamespace

import numpy as np

from evalcore.engine import DEFAULT_BINS, DEFAULT_MAX_DISTINCT, queries
from evalcore.engine.bins import EqualBins, equal_bins
from evalcore.engine.labels import numbers_if_all_numeric
from evalcore.engine.rows import first_rows_where, invalid_rows_error
from evalcore.errors import EvalInputError
from evalcore.io.binary import (
    BinaryData,
    binary_columns,
    check_class_labels,
    check_numeric_classes,
    check_weight_total,
    decide_classes,
    label_text,
)
from evalcore.settings import DROP_INVALID
from evalcore.sums import dot

SAMPLE_ROWS = 100_000
"""Rows read from the start of the source to see its labels and estimate its distinct scores."""

MAX_LABEL_COLUMNS = 8
"""Up to this many labels in the sample, the exact scan groups by score with a column per label
(as fast as the bare ``GROUP BY score``); with more, it groups by label and score."""


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
        pairs = dot(self.positives, self.negatives)
        half = 0.5 * pairs / (self.positives.sum() * self.negatives.sum())
        return max(0.0, auc - half), min(1.0, auc + half)


def binary_aggregate(runner, *, label_col=None, score_col=None, weight_col=None, pos_label=None,
                     drop_invalid=False, max_distinct=DEFAULT_MAX_DISTINCT,
                     bins=DEFAULT_BINS) -> BinaryAggregate:
    """Reduce the runner's ``src`` to a :class:`BinaryAggregate` (one scan when exact, two when
    binned), with the in-memory loader's column detection, positive-class rule and errors (same
    keys and parameters)."""
    if max_distinct < 1 or bins < 1:
        raise EvalInputError("engine_bad_limits", max_distinct=max_distinct, bins=bins)
    label, score, weight = binary_columns(SimpleNamespace(columns=runner.columns()), label_col,
                                          score_col, weight_col)
    numeric = runner.numeric_columns()
    sample = runner.query_arrays(queries.binary_sample(label, score, runner.first_rows(SAMPLE_ROWS),
                                                         numeric))
    cells = None
    if _estimated_distinct(runner, sample) <= max_distinct:
        cells = _exact_cells(runner, label, score, weight, numeric, sample)
        per_label = _per_label(cells)
    else:
        per_label = _rows(runner.query_arrays(
            queries.binary_labels(label, score, weight, numeric)))
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
    is_positive = [texts[c] == positive for c in code]
    if cells is not None:
        scores, pos, neg = _by_score(cells, [row["index"] for row in labelled], is_positive)
        binned = _bins(stats, bins, too_many=scores.size > max_distinct)
        if binned is not None:
            scores, pos, neg = _binned(scores, pos, neg, binned)
    else:
        binned = _bins(stats, bins, too_many=True)
        positive_values = [value for value, yes in zip(raw, is_positive) if yes]
        scores, pos, neg = _scanned(runner, label, score, weight, positive_values, binned,
                                    numeric, all_valid=stats["n_valid"] == stats["n_rows"])
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
                           bin_width=binned.width if binned else None, engine=runner.name)


def _estimated_distinct(runner, sample: dict) -> float:
    """The source's distinct valid scores, estimated without a full scan: exact when the sample
    is the whole source; else the sample's distinct scores plus its scores seen once scaled to
    the rows not sampled (an over-estimate for rounded scores, whose singletons stop appearing,
    and about n for continuous ones), at most the rows (a Parquet footer's count)."""
    rows = runner.row_count()
    seen = _numbers(sample["n"])
    scores = _numbers(sample["score"])
    kept = np.isfinite(scores) & ~_nulls(sample["label"])
    distinct, per_score = np.unique(scores[kept], return_inverse=True)
    sampled = seen.sum()
    if sampled < SAMPLE_ROWS:
        return distinct.size
    if rows is None:
        rows = _estimated_rows(runner.source, sampled)
    once = np.count_nonzero(np.bincount(per_score, seen[kept]) == 1)
    return min(rows, distinct.size + once * max(rows - sampled, 0) / sampled)


def _estimated_rows(source, sampled: float) -> float:
    """A delimited text source's rows, from its size and the bytes per row of its first rows."""
    with open(source.paths[0], "rb") as file:
        file.readline()
        start = file.tell()
        for _ in range(int(sampled)):
            if not file.readline():
                break
        per_row = max(file.tell() - start, 1) / sampled
    return sum(os.path.getsize(path) for path in source.paths) / per_row


def _exact_cells(runner, label, score, weight, numeric, sample: dict) -> dict:
    """The exact scan's result as cells of (label, score): ``label`` indexes ``labels`` (−1 for
    NULL), with ``n`` rows, ``valid`` rows (finite weight), ``negative`` ones and ``weight`` (the
    valid rows' total weight; their count without a weight column)."""
    two = _two_integer_labels(runner, label, weight, numeric)
    if two is not None:
        return _cells_from_sums(runner.query_arrays(queries.binary_label_sums(label, score,
                                                                              numeric)), two)
    expected = list(dict.fromkeys(value for value in sample["label"].tolist()
                                  if value is not None))
    if 0 < len(expected) <= MAX_LABEL_COLUMNS:
        wide = runner.query_arrays(queries.binary_cells(label, score, weight, expected, numeric))
        n = [_counts(wide[f"n_{i}"]) for i in range(len(expected))]
        if np.array_equal(sum(n), _counts(wide["n_rows"])):  # no other label, no empty one
            scores = _numbers(wide["score"])
            cells = {"labels": expected, "score": np.tile(scores, len(expected)),
                     "label": np.repeat(np.arange(len(expected)), scores.size),
                     "n": np.concatenate(n)}
            for key in ("valid", "negative", "weight"):
                cells[key] = (np.concatenate([_counts(wide[f"{key}_{i}"])
                                              for i in range(len(expected))])
                              if weight else _unweighted(cells, key))
            return cells
    long = runner.query_arrays(queries.binary_cells(label, score, weight, None, numeric))
    raw = long["label"].tolist()
    labels = list(dict.fromkeys(value for value in raw if value is not None))
    index = {value: i for i, value in enumerate(labels)}
    cells = {"labels": labels, "label": np.array([index.get(v, -1) if v is not None else -1
                                                 for v in raw], dtype=np.int64),
             "score": _numbers(long["score"]), "n": _counts(long["n"])}
    for key in ("valid", "negative", "weight"):
        cells[key] = _counts(long[key]) if weight else _unweighted(cells, key)
    return cells


def _two_integer_labels(runner, label, weight, numeric) -> list[int] | None:
    """The label values when the files' footers prove that every row's label is one of at most
    two consecutive whole numbers (none NULL) and the sums of the labels stay exact in a
    double; None otherwise (weights, text, other labels possible)."""
    if weight or label not in numeric:
        return None
    bounds = runner.integer_bounds(label)
    rows = runner.row_count()
    if bounds is None or rows is None or bounds[1] - bounds[0] > 1:
        return None
    if (abs(bounds[0]) + 1) * rows >= 2**53:
        return None
    return sorted(set(bounds))


def _cells_from_sums(sums: dict, labels: list[int]) -> dict:
    """The cells of :func:`_exact_cells` from rows and label sums per score
    (:func:`~evalcore.engine.queries.binary_label_sums`): with labels ``low`` and ``low + 1``,
    ``sum − low · rows`` rows carry the higher one."""
    scores = _numbers(sums["score"])
    rows = _counts(sums["n_rows"])
    n = [rows]
    if len(labels) == 2:
        higher = _counts(sums["total"]) - labels[0] * rows
        n = [rows - higher, higher]
    cells = {"labels": labels, "score": np.tile(scores, len(labels)),
             "label": np.repeat(np.arange(len(labels)), scores.size), "n": np.concatenate(n)}
    for key in ("valid", "negative", "weight"):
        cells[key] = _unweighted(cells, key)
    return cells


def _unweighted(cells: dict, key: str) -> np.ndarray:
    """Without a weight column every row is valid, none negative, and weighs 1."""
    return np.zeros(cells["n"].size) if key == "negative" else cells["n"]


def _per_label(cells: dict) -> list[dict]:
    """The binned case's per-label rows (:func:`~evalcore.engine.queries.binary_labels`), from
    the exact scan's cells."""
    finite = np.isfinite(cells["score"])
    rows = []
    for index, value in [*enumerate(cells["labels"]), (-1, None)]:
        mine = cells["label"] == index
        if not mine.any():
            continue
        kept = mine & finite & (value is not None)
        present = kept & (cells["valid"] > 0)
        rows.append({
            "label": value, "index": index,
            "n_rows": cells["n"][mine].sum(),
            "bad_score": cells["n"][mine & ~finite].sum(),
            "bad_weight": (cells["n"] - cells["valid"])[mine].sum(),
            "negative_weight": cells["negative"][kept].sum(),
            "n_valid": cells["valid"][kept].sum(),
            "low": cells["score"][present].min() if present.any() else None,
            "high": cells["score"][present].max() if present.any() else None,
            "total_weight": cells["weight"][kept].sum(),
        })
    return rows


def _by_score(cells: dict, indexes: list[int], is_positive: list[bool]):
    """Per distinct valid score (ascending), the positives' and the negatives' weight."""
    positive = np.isin(cells["label"], [i for i, yes in zip(indexes, is_positive) if yes])
    kept = (cells["label"] >= 0) & np.isfinite(cells["score"]) & (cells["valid"] > 0)
    scores, at = np.unique(cells["score"][kept], return_inverse=True)
    weight = cells["weight"][kept]
    pos = np.bincount(at, np.where(positive[kept], weight, 0.0), minlength=scores.size)
    neg = np.bincount(at, np.where(positive[kept], 0.0, weight), minlength=scores.size)
    return scores, pos, neg


def _binned(scores, pos, neg, binned: EqualBins):
    """Exact per-score counts grouped into the bins as the binned query groups the rows
    (:func:`~evalcore.engine.queries.binary_scores`): the same edges and the same arithmetic."""
    keys, at = np.unique(binned.index(scores), return_inverse=True)
    return (binned.lower_edges(keys), np.bincount(at, pos, minlength=keys.size),
            np.bincount(at, neg, minlength=keys.size))


def _scanned(runner, label, score, weight, positive_values, binned, numeric, *, all_valid):
    """The binned case's second scan: per bin (or per score when the range is one value) the
    positives' and the negatives' weight."""
    groups = runner.query_arrays(queries.binary_scores(
        label, score, weight, positive_values, bins=binned, numeric=numeric,
        all_valid=all_valid))
    scores = _numbers(groups["score"])
    order = np.argsort(scores, kind="stable")
    scores = scores[order]
    pos = _counts(groups["positives"])[order]
    neg = _counts(groups["negatives" if weight else "n"])[order]
    if not weight:
        neg -= pos
    if binned is not None:
        scores = binned.lower_edges(scores)
    return scores, pos, neg


def _numbers(values) -> np.ndarray:
    """A numeric result column (masked where NULL) as float64, NaN for NULL."""
    return _filled(values, np.nan)


def _counts(values) -> np.ndarray:
    """A column of counts or sums as float64, 0 for NULL (a sum over no rows)."""
    return _filled(values, 0.0)


def _filled(values, fill: float) -> np.ndarray:
    """A result column as float64 with ``fill`` for NULL. A column without NULL comes as a plain
    array, read without :mod:`numpy.ma`, whose import would add to every run's fixed time."""
    if type(values) is np.ndarray:
        return values.astype(np.float64)
    return np.ma.filled(np.ma.asarray(values).astype(np.float64), fill)


def _nulls(values) -> np.ndarray:
    """Where a result column is NULL (a plain array has none)."""
    if type(values) is np.ndarray:
        return np.zeros(values.shape, dtype=bool)
    return np.ma.getmaskarray(values)


def _rows(columns: dict) -> list[dict]:
    """A small result's rows as dicts of Python values (None for NULL)."""
    lists = {name: (values if type(values) is np.ndarray else np.ma.asarray(values)).tolist()
             for name, values in columns.items()}
    return [dict(zip(lists, row)) for row in zip(*lists.values())]


def _totals(per_label: list[dict]) -> dict:
    """The whole file's counts from the per-label rows."""
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
    }


def _check_rows(runner, stats: dict, label: str, score: str, weight: str | None,
                drop_invalid: bool) -> None:
    """The in-memory loader's row errors, in its order, with the first row numbers."""

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


def _bins(stats: dict, bins: int, too_many: bool) -> EqualBins | None:
    """The bins when the scores are too many to keep (and not all one value), else None."""
    return equal_bins(stats["low"], stats["high"], bins) if too_many else None


def _check_class_labels(distinct: list, column: str) -> None:
    """The in-memory loader's :func:`~evalcore.io.binary.check_class_labels` on the distinct
    labels: numbers that look like a regression target, or lists and records (then through
    pandas, as in memory)."""
    if all(isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, bool)
           for v in distinct):
        check_numeric_classes(np.array(distinct, dtype=np.float64), column)
    elif any(isinstance(v, (list, tuple, dict, set, np.ndarray)) for v in distinct):
        import pandas as pd


        check_class_labels(pd.Series(distinct), column)


def _label_texts(raw: list, column: str) -> tuple[list[str], np.ndarray]:
    """Each group's label code and the distinct label texts (``1`` and ``1.0`` are one label),
    after the in-memory loader's check that the column holds classes, not a regression target."""
    raw = numbers_if_all_numeric(raw)
    distinct = list(dict.fromkeys(raw))
    _check_class_labels(distinct, column)
    texts: list[str] = []
    code_of_text: dict[str, int] = {}
    code_of_value = {}
    for value in distinct:
        text = label_text(value)
        code_of_value[value] = code_of_text.setdefault(text, len(texts))
        if code_of_value[value] == len(texts):
            texts.append(text)
    return texts, np.array([code_of_value[value] for value in raw], dtype=np.int64)


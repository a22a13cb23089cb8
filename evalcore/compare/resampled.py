"""Bootstrap metrics that are prepared once per model, so a resample costs a few passes over 1 byte
a row.

A bootstrap resample draws rows with replacement: it changes how often each row counts, not the
rows themselves. So each model's inputs are encoded once (for the scores: sorted once, each row's
class and the end of each run of equal scores kept in that order) and a resample's metric follows
from how many times each row is drawn (:mod:`evalcore.compare.row_counts`): O(n) with no sort, no
random gather of the inputs and no input checks. Each value equals the from-scratch metric on the
drawn rows (tested): the same integer counts per distinct score or cell, or, for means, the same
per-row values weighted by their counts (equal up to the summation's rounding).

:func:`evalcore.compare.paired_bootstrap` uses a metric's ``on_counts(y_true, outputs)`` when it
has one (``on_rows`` evaluates it on row indices); called as ``metric(y_true, outputs)`` each
computes from scratch (scikit-learn or evalcore).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from evalcore.compare.row_counts import drawn_rows

Evaluate = Callable[[np.ndarray], float]


class _Buffers:
    """Arrays reused from one resample to the next: a fresh array of 10⁶ rows costs more in page
    faults on its first writes (several ms) than the pass that fills it (about 1 ms). An
    evaluator's results live in its buffers until its next call."""

    def __init__(self) -> None:
        self.arrays: dict[str, np.ndarray] = {}

    def __call__(self, name: str, size: int, dtype) -> np.ndarray:
        array = self.arrays.get(name)
        if array is None or array.size != size or array.dtype != dtype:
            array = self.arrays[name] = np.empty(size, dtype=dtype)
        return array


def _on_row_indices(on_counts: Evaluate, n: int) -> Evaluate:
    """``on_counts`` evaluated on row indices (repeats allowed) by counting them."""
    return lambda rows: on_counts(np.bincount(np.asarray(rows, dtype=np.intp), minlength=n))


class _OnCounts:
    """``on_rows`` for metrics that define ``on_counts``."""

    def on_rows(self, y_true, outputs) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        return _on_row_indices(self.on_counts(y_true, outputs), len(y_true))


class _DistinctScores:
    """One model's scores sorted once: the distinct scores (ascending), the rows in that order
    with their class, and where each run of equal scores ends (None when all differ)."""

    def __init__(self, y_true, scores) -> None:
        scores = np.asarray(scores, dtype=np.float64)
        self.order = np.argsort(scores, kind="stable")
        ordered = scores[self.order]
        last = np.r_[ordered[1:] != ordered[:-1], True]
        self.values = ordered[last]
        self.positive = np.asarray(y_true).astype(bool)[self.order]
        self.ends = None if last.all() else np.flatnonzero(last)
        self.buffers = _Buffers()

    def running(self, drawn: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The drawn positives and the drawn rows with a score ≤ each distinct score (running
        totals, ascending, int64), given how many times each row is drawn; raises ValueError
        when the draw has one class only (the metric is then undefined)."""
        n, buffer = self.order.size, self.buffers
        # mode="clip" (the indices are valid): with "raise", take buffers ``out`` (2-3× slower)
        weights = np.take(drawn, self.order, out=buffer("weights", n, drawn.dtype), mode="clip")
        positive = np.multiply(weights, self.positive, out=buffer("positive", n, drawn.dtype))
        positives = np.cumsum(positive, dtype=np.int64, out=buffer("positives", n, np.int64))
        rows = np.cumsum(weights, dtype=np.int64, out=buffer("rows", n, np.int64))
        if self.ends is not None:  # a run of equal scores counts at its end
            size = self.ends.size
            positives = np.take(positives, self.ends, out=buffer("at_positives", size, np.int64),
                                mode="clip")
            rows = np.take(rows, self.ends, out=buffer("at_rows", size, np.int64), mode="clip")
        if positives[-1] == 0 or positives[-1] == rows[-1]:
            raise ValueError("one class only in the resample")
        return positives, rows


def _differences(running: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """Per-step counts from running totals."""
    counts = running.copy() if out is None else out
    counts[0] = running[0]
    np.subtract(running[1:], running[:-1], out=counts[1:])
    return counts


def _at_least(running: np.ndarray, size: int, out: np.ndarray) -> np.ndarray:
    """From running totals over the ascending steps, the total at or above each of the first
    ``size`` steps: the final total minus the running total before the step."""
    out[0] = running[-1]
    np.subtract(running[-1], running[:size - 1], out=out[1:])
    return out


class _SortedOnce(_OnCounts):
    """A metric of ``(y_true, scores)``: the reference when called, and ``on_counts`` for the
    bootstrap, computed by ``from_running`` from the running totals of the drawn positives and
    rows over the distinct scores (ascending, :meth:`_DistinctScores.running`)."""

    def __call__(self, y_true, scores) -> float:
        return float(self.reference()(y_true, scores))

    @classmethod
    def on_rows(cls, y_true, scores) -> Evaluate:
        """The metric of the rows drawn (an index array, repeats allowed)."""
        return _on_row_indices(cls.on_counts(y_true, scores), len(y_true))

    @classmethod
    def on_counts(cls, y_true, scores) -> Evaluate:
        """The metric of the drawn rows, given how many times each row is drawn."""
        distinct = _DistinctScores(y_true, scores)
        return lambda drawn: float(cls.from_running(*distinct.running(drawn), distinct.buffers))


class ResampledAuc(_SortedOnce):
    """ROC AUC: the share of (positive, negative) pairs ranked right, ties counting one half."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import roc_auc_score

        return roc_auc_score

    @staticmethod
    def from_running(positives: np.ndarray, rows: np.ndarray, buffer=None) -> float:
        """In integers (exact): 2 · (pairs ranked right) + (tied pairs) = Σ over distinct scores
        of the positives there × (negatives below + negatives through there), over 2 · P · N."""
        buffer = buffer or _Buffers()
        size = positives.size
        negatives = np.subtract(rows, positives, out=buffer("negatives", size, np.int64))
        around = buffer("around", size, np.int64)
        around[0] = negatives[0]
        np.add(negatives[1:], negatives[:-1], out=around[1:])
        added = _differences(positives, buffer("added", size, np.int64))
        twice_right = int(np.dot(added, around))
        return twice_right / (2 * int(positives[-1]) * int(negatives[-1]))


class ResampledAp(_SortedOnce):
    """Average precision: the precision at each distinct score, weighted by the recall it adds."""

    @staticmethod
    def reference() -> Callable:
        from sklearn.metrics import average_precision_score

        return average_precision_score

    @staticmethod
    def from_running(positives: np.ndarray, rows: np.ndarray, buffer=None) -> float:
        """Σ over distinct scores with drawn positives of (positives there) × TP / (TP + FP) at
        that score as threshold (the rows scoring at least it), over P."""
        buffer = buffer or _Buffers()
        size = positives.size
        added = _differences(positives, buffer("added", size, np.int64))
        # drawn rows score at least each distinct score up to the highest drawn one
        size = int(np.searchsorted(rows, rows[-1])) + 1
        precision = buffer("precision", size, np.float64)
        np.divide(_at_least(positives, size, buffer("tp", size, np.int64)),
                  _at_least(rows, size, buffer("predicted", size, np.int64)), out=precision)
        return float(np.sum(np.multiply(added[:size], precision, out=precision))) / int(
            positives[-1])


class ResampledBep(_SortedOnce):
    """The P-R curve's break-even point (:meth:`ThresholdSweep.bep`), from the drawn counts'
    sweep. A distinct score not drawn repeats the previous sweep point, which the break-even
    search passes over, so the value equals the sweep of the drawn rows'."""

    @staticmethod
    def reference() -> Callable:
        from evalcore.binary import threshold_sweep

        return lambda y_true, scores: threshold_sweep(y_true, scores).bep().value

    @classmethod
    def on_counts(cls, y_true, scores) -> Evaluate:
        from evalcore.binary import ThresholdSweep

        distinct = _DistinctScores(y_true, scores)
        thresholds = distinct.values[::-1]

        def evaluate(drawn: np.ndarray) -> float:
            positives, rows = distinct.running(drawn)
            size, buffer = positives.size, distinct.buffers
            # the sweep from the highest score down: what scores at least each distinct score
            tp = _at_least(positives, size, buffer("tp", size, np.int64))
            fp = np.subtract(_at_least(rows, size, buffer("predicted", size, np.int64)), tp,
                             out=buffer("fp", size, np.int64))
            sweep = ThresholdSweep(thresholds=thresholds, tp=tp[::-1], fp=fp[::-1],
                                   positives=float(tp[0]), negatives=float(fp[0]))
            return sweep.bep().value

        return evaluate


class ResampledCounts(_OnCounts):
    """A metric of the counts of per-row codes, e.g. F1 of the four codes 2 · truth + predicted,
    or macro-F1 of the confusion matrix's C² cells: ``codes(y_true, outputs)`` is computed once
    and a resample is one bincount of the codes weighted by the rows' draw counts (integers, so
    exact), ``from_counts`` turns the counts into the value. Called as ``metric(y_true,
    outputs)``, the from-scratch ``reference``."""

    def __init__(self, reference: Callable[..., float],
                 codes: Callable[[np.ndarray, np.ndarray], np.ndarray], size: int,
                 from_counts: Callable[[np.ndarray], float]) -> None:
        self.reference, self.codes, self.size, self.from_counts = (reference, codes, size,
                                                                   from_counts)

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_counts(self, y_true, outputs) -> Evaluate:
        codes = np.asarray(self.codes(np.asarray(y_true), np.asarray(outputs)), dtype=np.intp)
        weights = np.empty(codes.size)

        def evaluate(drawn: np.ndarray) -> float:
            np.copyto(weights, drawn)
            counts = np.bincount(codes, weights=weights, minlength=self.size)
            return float(self.from_counts(counts.astype(np.int64)))

        return evaluate


class ResampledMean(_OnCounts):
    """A metric that is a transform of the mean of per-row values, e.g. RMSE = √mean(e²):
    ``per_row(y_true, outputs)`` is computed once and a resample weights each value by how many
    times its row is drawn (the same values as the from-scratch ``reference`` on the drawn rows,
    summed in another order: equal up to rounding). Where the mean is not finite (overflow), the
    resample falls back to ``reference`` on the drawn rows."""

    def __init__(self, reference: Callable[..., float],
                 per_row: Callable[[np.ndarray, np.ndarray], np.ndarray],
                 finish: Callable[[float], float] = float) -> None:
        self.reference, self.per_row, self.finish = reference, per_row, finish

    def __call__(self, y_true, outputs) -> float:
        return float(self.reference(y_true, outputs))

    def on_counts(self, y_true, outputs) -> Evaluate:
        y, out = np.asarray(y_true), np.asarray(outputs)
        with np.errstate(over="ignore", invalid="ignore"):
            values = np.asarray(self.per_row(y, out))
        if values.dtype == bool:
            values = values.astype(np.uint8)
        buffer = _Buffers()

        def evaluate(drawn: np.ndarray) -> float:
            weighted = buffer("weighted", values.size, np.result_type(drawn, values))
            with np.errstate(over="ignore", invalid="ignore"):
                np.multiply(drawn, values, out=weighted)
                value = self.finish(np.sum(weighted) / np.sum(drawn))
            if np.isfinite(value):
                return value
            rows = drawn_rows(drawn)
            return self(y[rows], out[rows])

        return evaluate

"""Every measure a threshold page shows, at every slider stop, in one vectorised pass.

A browser-side live view looks numbers up here instead of asking the server at each move: the
stops are the slider's (:func:`stop_thresholds`), each threshold as shown (the shortest decimal of
its gap, :mod:`evalcore.binary.shortest`), and the counts and measures at a stop are exactly those
of ``sweep.confusion_at(threshold)`` and :func:`~evalcore.binary.confusion.point_metrics` (the
same formulas, on arrays: :func:`~evalcore.binary.confusion.point_metric_arrays`).
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

import numpy as np

from evalcore.binary.direction import internal_threshold
from evalcore.binary.confusion import point_metric_arrays, undefined_reasons
from evalcore.binary.intervals import threshold_interval_arrays
from evalcore.binary.shortest import shortest_thresholds
from evalcore.binary.sweep import ALL_NEGATIVE, ThresholdSweep

SNAP_LIMIT = 400
"""Up to this many distinct scores, every one is a stop; beyond, :func:`stop_ranks` picks them."""
SLIDER_STEPS = 1000
"""About how many stops a slider as wide as the page's main column has."""
COUNTS = ("tp", "fp", "tn", "fn")


def stop_ranks(sweep: ThresholdSweep, steps: int) -> np.ndarray:
    """Indices into ``sweep.thresholds`` (highest score first): where the positives' count first
    reaches each of ``steps / 2`` evenly spaced shares of P, the same for the negatives and N, and
    both ends. Between neighbouring stops TP then changes by at most P / (steps / 2) and FP by at
    most N / (steps / 2), besides the samples tied at one score: a rare class keeps fine steps."""
    per_class = max(steps // 2, 1)
    ranks = [np.array([0, sweep.thresholds.size - 1])]
    for counts, total in ((sweep.tp, sweep.positives), (sweep.fp, sweep.negatives)):
        targets = np.linspace(0.0, total, per_class + 1)[1:]
        ranks.append(np.searchsorted(counts, targets, side="left"))
    return np.unique(np.minimum(np.concatenate(ranks), sweep.thresholds.size - 1))


def stop_thresholds(sweep: ThresholdSweep, steps: int = SLIDER_STEPS, *,
                    limit: int = SNAP_LIMIT) -> np.ndarray:
    """The slider's stops, ascending, as shown (:meth:`ThresholdSweep.shortest_at`): every
    distinct score's, or beyond ``limit`` scores those at :func:`stop_ranks`; then
    :data:`ALL_NEGATIVE`. The lowest and highest scores stay."""
    chosen = sweep.thresholds
    if chosen.size > limit:
        chosen = chosen[stop_ranks(sweep, steps)]
    shown = shortest_thresholds(sweep.thresholds, chosen)
    return np.unique(np.append(shown, ALL_NEGATIVE))


@dataclass(frozen=True, eq=False)
class StopTable:
    """Counts and point measures at each of ``thresholds`` (ascending; +inf: all negative).

    ``measures`` maps each name of :data:`POINT_METRICS` to a float64 array, NaN where the
    measure is undefined; :attr:`reasons` gives the message key of each undefined value.
    The ROC point at a stop is (``fpr``, ``recall``), the P-R point (``recall``, ``precision``).
    """

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    tn: np.ndarray
    fn: np.ndarray
    measures: Mapping[str, np.ndarray]
    beta: float
    reasons: Mapping[str, Mapping[int, str]]
    intervals: Mapping[str, tuple[np.ndarray, np.ndarray]] = field(
        default_factory=lambda: MappingProxyType({}))
    """Proportion name → the lower and upper ends of its 95 % Wilson interval at each stop
    (:func:`~evalcore.binary.intervals.threshold_interval_arrays`); empty unless asked for."""
    rates: Mapping[str, np.ndarray] = field(default_factory=lambda: MappingProxyType({}))
    """The figure of metrics against the threshold's own columns (:func:`threshold_rates`:
    ``queue_rate``, ``ks_distance`` and ``file_threshold``); empty unless asked for."""

    def index(self, threshold: float) -> int:
        """The stop whose counts ``threshold`` gives: the lowest stop ≥ it (the last, all
        negative, above every stop)."""
        i = int(np.searchsorted(self.thresholds, threshold, side="left"))
        return min(i, self.thresholds.size - 1)

    def payload(self, columns=None, *, single=()) -> dict:
        """The table for a browser: one little-endian float64 block (base64) of ``columns``
        (default all of :attr:`columns`, in that order), each as long as the stops (+inf and NaN
        kept as IEEE values), and the reasons of their undefined values. Those also in
        ``single`` go as float32 in a second block (``block32``, names in ``columns32``), for a
        column whose shown text float32 keeps (the caller knows how it is shown)."""
        names = list(self.columns if columns is None else columns)
        wide = [name for name in names if name not in single]
        narrow = [name for name in names if name in single]
        payload = {"columns": wide, "stops": int(self.thresholds.size), "beta": self.beta,
                   "block": _base64(wide, self.column, "<f8"),
                   "reasons": {name: {str(i): key for i, key in by_stop.items()}
                               for name, by_stop in self.reasons.items()
                               if by_stop and name in names}}
        if narrow:
            payload.update(columns32=narrow, block32=_base64(narrow, self.column, "<f4"))
        return payload

    @property
    def columns(self) -> tuple[str, ...]:
        ends = (f"{name}_{end}" for name in self.intervals for end in ("low", "high"))
        return ("threshold", *COUNTS, *self.measures, *ends, *self.rates)

    def column(self, name: str) -> np.ndarray:
        """One column by name: ``threshold``, a count, a measure or an interval's end
        (``precision_low``, ``precision_high``, …)."""
        if name == "threshold":
            return self.thresholds
        if name in COUNTS:
            return getattr(self, name)
        if name in self.measures:
            return self.measures[name]
        if name in self.rates:
            return self.rates[name]
        proportion, _, end = name.rpartition("_")
        return self.intervals[proportion][("low", "high").index(end)]


def _base64(names: list[str], column, dtype: str) -> str:
    if not names:
        return ""
    block = np.concatenate([column(name) for name in names]).astype(dtype)
    return base64.b64encode(block.tobytes()).decode("ascii")


def payload_columns(payload: dict) -> dict[str, np.ndarray]:
    """:meth:`StopTable.payload`'s columns read back by name (float32 ones as float64), as the
    browser decodes them."""
    found = {}
    for names, block, dtype in ((payload["columns"], payload["block"], "<f8"),
                                (payload.get("columns32", []), payload.get("block32", ""), "<f4")):
        values = np.frombuffer(base64.b64decode(block), dtype=dtype).astype(np.float64)
        found.update(zip(names, values.reshape(len(names), -1) if names else []))
    return found


def stop_table(sweep: ThresholdSweep, thresholds=None, *, beta: float = 1.0,
               steps: int = SLIDER_STEPS, intervals: bool = False,
               rates: str | None = None) -> StopTable:
    """Counts and every point measure (Fβ at ``beta``) at each of ``thresholds`` (any numbers;
    default: the slider's :func:`stop_thresholds` with ``steps``), sorted and deduplicated;
    ``intervals``: the 95 % Wilson interval of each proportion too; ``rates`` (a score
    direction, the sweep's scores read in it): :func:`threshold_rates` too.

    The counts are :meth:`ThresholdSweep.confusion_at`'s (score ≥ threshold is positive), read
    for all stops with one ``searchsorted``; the measures are the single-matrix formulas on arrays.
    """
    if thresholds is None:
        thresholds = stop_thresholds(sweep, steps)
    stops = np.unique(np.asarray(thresholds, dtype=np.float64))
    if stops.size == 0 or np.isnan(stops).any():
        raise ValueError("stop_table needs at least one threshold and no NaN")
    below = np.searchsorted(sweep.thresholds[::-1], stops, side="left")
    at_or_above = sweep.thresholds.size - below
    tp = np.where(at_or_above > 0, sweep.tp[np.maximum(at_or_above - 1, 0)], 0.0)
    fp = np.where(at_or_above > 0, sweep.fp[np.maximum(at_or_above - 1, 0)], 0.0)
    tn, fn = sweep.negatives - fp, sweep.positives - tp
    measures = point_metric_arrays(tp, fp, tn, fn, beta=beta)
    return StopTable(thresholds=stops, tp=tp, fp=fp, tn=tn, fn=fn,
                     measures=MappingProxyType(measures), beta=float(beta),
                     reasons=MappingProxyType(undefined_reasons(measures, tp, fp, tn, fn,
                                                                beta=beta)),
                     intervals=MappingProxyType(threshold_interval_arrays(tp, fp, tn, fn)
                                                if intervals else {}),
                     rates=MappingProxyType({} if rates is None else threshold_rates(
                         stops, tp, fp, sweep.positives, sweep.negatives, rates)))


def threshold_rates(thresholds: np.ndarray, tp: np.ndarray, fp: np.ndarray, positives: float,
                    negatives: float, direction: str = "higher") -> dict[str, np.ndarray]:
    """The columns of the figure of metrics against the threshold besides precision, recall and
    F1, at stops with counts ``tp`` and ``fp`` (of ``positives`` and ``negatives``):

    - ``queue_rate``, (TP + FP) / (P + N): the share of the rows predicted positive, the work a
      review queue gets;
    - ``ks_distance``, |TPR − FPR|: the distance between the classes' cumulative distributions
      at that cut, whose maximum is the KS statistic;
    - ``file_threshold``: each threshold in the file's units, where the figure places it
      (negated when ``direction`` is ``lower``: the sweep is of the negated scores; +inf, all
      negative, becomes −inf).
    """
    return {"queue_rate": (tp + fp) / (positives + negatives),
            "ks_distance": np.abs(tp / positives - fp / negatives),
            "file_threshold": internal_threshold(thresholds, direction)}

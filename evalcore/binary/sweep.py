"""The threshold sweep: one sort of the scores gives the cumulative (weighted) TP and FP at every
distinct score, and every threshold-free measure of a binary scorer follows without sorting again.

Convention (scikit-learn's): a sample is predicted positive iff its score ≥ the threshold.
"""

from __future__ import annotations

import bisect
import math
import sys
from dataclasses import dataclass
from functools import partial

import numpy as np

from evalcore.binary.curves import BreakEven, PrCurve, RocCurve, Youden
from evalcore.binary.confusion import Confusion
from evalcore.binary.shortest import score_gap, shortest_threshold
from evalcore.sums import dot

_ALL = np.uint64(0xFFFF_FFFF_FFFF_FFFF)
_HALF = np.uint64(1 << 62)
_NEGATIVE_FLIP = _ALL ^ _HALF
_SMALLEST_NORMAL = float(np.finfo(np.float64).tiny)

ALL_NEGATIVE = math.inf
"""The threshold at which every sample is predicted negative: above every score, so score ≥ it
never holds. The one value for "nothing predicted positive" everywhere (the ROC's first point
(0, 0), the P-R curve's last, :meth:`ThresholdSweep.cut_at` above the highest score, the
cost-optimal "always negative"); the CLI's JSON prints it as null."""


@dataclass(frozen=True, eq=False)
class ThresholdSweep:
    """Cumulative counts at every distinct score, highest score first.

    Attributes
    ----------
    thresholds : ndarray of float64, shape (k,)
        The distinct scores, descending.
    tp, fp : ndarray of float64, shape (k,)
        Total weight (count when unweighted) of the positives / negatives with
        score ≥ ``thresholds[i]``; non-decreasing.
    positives, negatives : float
        Total weight of each class (``tp[-1]``, ``fp[-1]``); both > 0.
    """

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    positives: float
    negatives: float

    def confusion_at(self, threshold: float) -> Confusion:
        """The confusion counts when score ≥ ``threshold`` is predicted positive; O(log k).

        Any number works, not only a distinct score: :data:`ALL_NEGATIVE` predicts nothing
        positive.
        """
        at_or_above = self.stop_at(threshold)
        tp = float(self.tp[at_or_above - 1]) if at_or_above else 0.0
        fp = float(self.fp[at_or_above - 1]) if at_or_above else 0.0
        return Confusion(tp=tp, fp=fp, tn=self.negatives - fp, fn=self.positives - tp)

    def stop_at(self, threshold: float) -> int:
        """How many distinct scores are ≥ ``threshold`` (0: every sample predicted negative); the
        counts at ``threshold`` are row ``stop_at - 1`` of the sweep."""
        if math.isnan(threshold):
            raise ValueError("threshold must be a number, got nan")
        below = int(np.searchsorted(self.thresholds[::-1], threshold, side="left"))
        return self.thresholds.size - below

    def cut_at(self, threshold: float) -> float:
        """The threshold the counts use: the lowest distinct score ≥ ``threshold``, or
        :data:`ALL_NEGATIVE` (every sample predicted negative) above the highest score.

        ``confusion_at`` gives the same counts at both (and at :meth:`shortest_at`, which a page
        shows).
        """
        return score_gap(self.thresholds, threshold)[1]

    def shortest_at(self, threshold: float) -> float:
        """The threshold as shown: the decimal with the fewest significant digits in (previous
        distinct score, :meth:`cut_at`], so the same counts ("0.5" for a cut at 0.50030857…);
        :data:`ALL_NEGATIVE` above every score (see :mod:`evalcore.binary.shortest`)."""
        return shortest_threshold(self.thresholds, threshold)

    def gap_at(self, threshold: float) -> tuple[float, float]:
        """(next lower distinct score or -inf, :meth:`cut_at`): every threshold in between, the
        upper end included, gives the counts of ``threshold``."""
        return score_gap(self.thresholds, threshold)

    def table(self) -> dict[str, np.ndarray]:
        """The textbook's threshold table: one row per distinct score (descending) with the counts
        and rates when score ≥ that threshold is predicted positive.

        Keys ``threshold``, ``tp``, ``fp``, ``tpr`` (= recall), ``fpr``, ``precision`` (always
        defined: the threshold's own samples are predicted positive), ``recall``.
        """
        tpr = self.tp / self.positives
        return {"threshold": self.thresholds, "tp": self.tp, "fp": self.fp, "tpr": tpr,
                "fpr": self.fp / self.negatives, "precision": self.tp / (self.tp + self.fp),
                "recall": tpr}

    def roc(self) -> RocCurve:
        """FPR = FP/N against TPR = TP/P at every threshold, from (0, 0) at :data:`ALL_NEGATIVE`
        to (1, 1)."""
        return RocCurve(
            fpr=_after(0.0, self.fp, self.negatives),
            tpr=_after(0.0, self.tp, self.positives),
            thresholds=_after(ALL_NEGATIVE, self.thresholds),
            tp=_after(0.0, self.tp),
            fp=_after(0.0, self.fp),
            positives=self.positives,
            negatives=self.negatives,
        )

    @property
    def prior(self) -> float:
        """p(+): the data's (weighted) share of positives, P / (P + N)."""
        return float(self.positives / (self.positives + self.negatives))

    def class_steps(self) -> tuple[np.ndarray, np.ndarray]:
        """(ΔTP, ΔFP): the weight of the positives and of the negatives at each distinct score."""
        return _steps(self.tp), _steps(self.fp)

    def roc_auc(self) -> float:
        """Area under the ROC polyline by the trapezoid rule (equals ``roc_auc_score``).

        Between points i−1 and i the area is ΔFP·(TP_{i−1} + TP_i)/2, divided by P·N at the end;
        a tie of positives and negatives is the diagonal segment, i.e. counts one half.
        """
        dtp, dfp = self.class_steps()
        area = dot(dfp[1:], self.tp[:-1]) + 0.5 * dot(dfp, dtp)
        return float(area / (self.positives * self.negatives))

    def rank_loss(self) -> float:
        """ℓrank (seed 000): the weighted share of (positive, negative) pairs ranked wrongly.

        ℓrank = Σ w₊w₋ (𝟙[s₊ < s₋] + ½·𝟙[s₊ = s₋]) / (P·N). The positives at threshold i are
        outranked by the FP_{i−1} negatives above and tie with the ΔFP_i at the same score.
        It is the area above the ROC curve: AUC = 1 − ℓrank.
        """
        dtp, dfp = self.class_steps()
        loss = dot(dtp[1:], self.fp[:-1]) + 0.5 * dot(dtp, dfp)
        return float(loss / (self.positives * self.negatives))

    def pr(self) -> PrCurve:
        """Precision TP/(TP+FP) against recall TP/P, in ``precision_recall_curve``'s order."""
        tp, fp = self.tp[::-1], self.fp[::-1]
        return PrCurve(
            precision=_before(tp, 1.0, tp + fp),
            recall=_before(tp, 0.0, self.positives),
            thresholds=_before(self.thresholds[::-1], ALL_NEGATIVE),
            tp=_before(tp, 0.0),
            fp=_before(fp, 0.0),
            positives=self.positives,
            negatives=self.negatives,
        )

    def average_precision(self) -> float:
        """AP = Σᵢ (Rᵢ − Rᵢ₋₁)·Pᵢ over the thresholds (equals ``average_precision_score``).

        Precision weighted by the recall gained at each threshold, without interpolation.
        """
        precision = self.tp / (self.tp + self.fp)
        return dot(_steps(self.tp), precision) / self.positives

    def bep(self) -> BreakEven:
        """The break-even point: where precision equals recall along the sweep.

        P = TP/(TP+FP) and R = TP/P are equal exactly where the predicted weight TP + FP equals
        the positive weight P (besides the trivial TP = 0). When no tie straddles that cut, a
        threshold predicts exactly P samples positive and BEP = P = R there. Otherwise the cut
        falls inside the group of tied scores at threshold i: the counts are interpolated
        linearly through that group (its ROC segment, i.e. ties broken at random, as ℓrank's ½)
        to the fraction λ = (P − pred_{i−1}) / (pred_i − pred_{i−1}) where the predicted weight
        is P, so BEP = (TP_{i−1} + λ·ΔTP_i) / P, again with P = R. ``threshold``, ``precision``
        and ``recall`` describe sweep point i itself.
        """
        positives = self.positives
        i = bisect.bisect_left(range(self.tp.size), positives, key=self._predicted)
        tp_before, predicted_before = (self.tp[i - 1], self._predicted(i - 1)) if i else (0, 0)
        fraction = (positives - predicted_before) / (self._predicted(i) - predicted_before)
        value = (tp_before + fraction * (self.tp[i] - tp_before)) / positives
        return BreakEven(
            value=float(value),
            threshold=float(self.thresholds[i]),
            precision=float(self.tp[i] / self._predicted(i)),
            recall=float(self.tp[i] / positives),
        )

    def youden(self) -> Youden:
        """The threshold maximizing J = TPR − FPR (the highest such threshold on ties).

        J ≥ 0 because the lowest threshold (everything positive) has J = 0. The maximum is found
        on J·P·N = TP·N − FP·P, which is exact for counts, so that ties such as 0.6 − 0.2 and
        1.0 − 0.6 are not split by rounding.
        """
        tpr, fpr = self.tp / self.positives, self.fp / self.negatives
        i = int(np.argmax(self.tp * self.negatives - self.fp * self.positives))
        return Youden(threshold=float(self.thresholds[i]), tpr=float(tpr[i]), fpr=float(fpr[i]),
                      j=float(tpr[i] - fpr[i]))

    def _predicted(self, i: int) -> float:
        return self.tp[i] + self.fp[i]


def threshold_sweep(y_true, y_score, *, sample_weight=None) -> ThresholdSweep:
    """Sort the scores once and accumulate TP and FP at every distinct score.

    Parameters
    ----------
    y_true : array-like of bool, shape (n,)
        True for the positive class.
    y_score : array-like of float, shape (n,)
        Finite scores; higher means more likely positive.
    sample_weight : array-like of float, shape (n,), optional
        Finite, ≥ 0. Rows of weight 0 are left out (as scikit-learn does), so integer weights give
        exactly the sweep of the expanded rows.

    Returns
    -------
    ThresholdSweep

    Raises
    ------
    ValueError
        Malformed arrays, or a class of zero total weight (curves need both; the loader rejects
        such files with a message for the user).

    Notes
    -----
    Unweighted scores are sorted as 64-bit keys (the score's order-preserving bits with the label
    as lowest bit), a plain SIMD sort with no index array; weighted ones with ``np.argsort``.
    """
    y, scores, weights, (low, high) = _check(y_true, y_score, sample_weight)
    packed = None if weights is not None else _packed_keys(y, scores, low, high)
    if packed is None:
        thresholds, tp, fp = _argsort_sweep(y, scores, weights)
    else:
        thresholds, tp, fp = _packed_sweep(*packed)
    if not (tp[-1] > 0 and fp[-1] > 0):
        raise ValueError("threshold_sweep needs both classes with a positive total weight")
    for array in (thresholds, tp, fp):
        array.flags.writeable = False
    return ThresholdSweep(thresholds=thresholds, tp=tp, fp=fp, positives=float(tp[-1]),
                          negatives=float(fp[-1]))


def _check(y_true, y_score, sample_weight):
    """Arrays as bool/float64 (rows of zero weight removed) and the scores' range."""
    y = np.asarray(y_true)
    scores = np.asarray(y_score, dtype=np.float64)
    if y.dtype != bool:
        raise ValueError(f"y_true must be a boolean array (True = positive), got {y.dtype}")
    if y.ndim != 1 or scores.shape != y.shape or y.size == 0:
        raise ValueError(f"y_true and y_score must be 1-D, non-empty and of the same length, "
                         f"got shapes {y.shape} and {scores.shape}")
    weights = None
    if sample_weight is not None:
        weights = np.asarray(sample_weight, dtype=np.float64)
        if weights.shape != y.shape:
            raise ValueError(f"sample_weight has shape {weights.shape}, expected {y.shape}")
        if not (np.isfinite(weights).all() and (weights >= 0).all()):
            raise ValueError("sample_weight must be finite and >= 0")
        if not weights.all():
            kept = weights > 0
            y, scores, weights = y[kept], scores[kept], weights[kept]
    if y.size == 0:
        raise ValueError("every sample weight is 0")
    low, high = float(scores.min()), float(scores.max())
    if not (math.isfinite(low) and math.isfinite(high)):
        raise ValueError("y_score must be finite (no NaN or infinity)")
    return y, scores, weights, (low, high)


def _packed_keys(y: np.ndarray, scores: np.ndarray, low: float, high: float):
    """uint64 keys ordering rows by score, ties by label (bit 0), and their decoder; or None.

    Non-negative float64 scores order like their bits, whose sign bit is free for the label.
    Other scores are scaled by an exact power of two into (−2, 2), where bit 62 is 0, so the
    usual order-preserving map of the bits (flip every bit of negatives, the sign bit of the
    rest) fits in 63 bits. None when that scaling would lose precision (scores spanning more
    than ~2¹⁰²² in magnitude).
    """
    if low >= 0:
        keys = scores.view(np.uint64) << np.uint64(1)
        keys |= y
        return keys, _decode_nonnegative
    exponent = 0
    top = max(-low, high)
    if top >= 2:
        exponent = math.frexp(top)[1] - 1
        magnitudes = np.abs(scores)
        smallest = float(magnitudes.min(where=magnitudes > 0, initial=np.inf))
        if math.ldexp(smallest, -exponent) < _SMALLEST_NORMAL:
            return None
    scaled = np.ldexp(scores, -exponent) if exponent else scores.copy()
    scaled += 0.0
    keys = scaled.view(np.uint64)
    keys ^= (scaled.view(np.int64) >> 63).view(np.uint64)
    keys ^= _HALF
    keys <<= np.uint64(1)
    keys |= y
    return keys, partial(_decode_signed, exponent=exponent)


def _decode_nonnegative(values: np.ndarray) -> np.ndarray:
    """The scores of :func:`_packed_keys`' non-negative keys shifted right by one (no copy)."""
    return values.view(np.float64)


def _decode_signed(values: np.ndarray, *, exponent: int) -> np.ndarray:
    """The scores of :func:`_packed_keys`' signed keys shifted right by one."""
    bits = values ^ np.where(values < _HALF, _NEGATIVE_FLIP, _HALF)
    scores = bits.view(np.float64)
    return np.ldexp(scores, exponent) if exponent else scores


def _packed_sweep(keys: np.ndarray, decode):
    keys.sort()
    positive = _lowest_bits(keys)[::-1]
    descending = keys[::-1]
    keys >>= np.uint64(1)
    ends = _run_ends(descending)
    return (decode(descending[ends]), *_unit_counts(positive, ends))


def _lowest_bits(keys: np.ndarray) -> np.ndarray:
    """Bit 0 of each uint64 key as a uint8 array (read from the keys' lowest byte: one byte a row
    instead of ``keys & 1``'s eight)."""
    lowest = keys.view(np.uint8)[::8] if sys.byteorder == "little" else keys.view(np.uint8)[7::8]
    return lowest & np.uint8(1)


def _argsort_sweep(y: np.ndarray, scores: np.ndarray, weights: np.ndarray | None):
    order = np.argsort(scores)[::-1]
    descending = scores[order]
    is_positive = y[order]
    ends = _run_ends(descending)
    if weights is None:
        return (descending[ends], *_unit_counts(is_positive, ends))
    w = weights[order]
    tp = np.cumsum(np.where(is_positive, w, 0.0))[ends]
    fp = np.cumsum(np.where(is_positive, 0.0, w))[ends]
    return descending[ends], tp, fp


def _run_ends(descending: np.ndarray) -> np.ndarray | slice:
    """The last index of each run of equal values (a full slice when all values differ)."""
    new = descending[1:] != descending[:-1]
    if new.all():
        return slice(None)
    return np.append(np.flatnonzero(new), descending.size - 1)


def _unit_counts(positive: np.ndarray, ends: np.ndarray | slice):
    """TP and FP at ``ends`` for samples of weight 1 (FP = rows so far − TP), as float64."""
    counter = np.int32 if positive.size < 2**31 else np.int64  # half the running count's bytes
    tp = np.cumsum(positive, dtype=counter)[ends].astype(np.float64)
    if isinstance(ends, slice):
        fp = np.arange(1.0, positive.size + 1.0)
    else:
        fp = ends + 1.0  # rows up to each end, without an n-long arange
    fp -= tp
    return tp, fp


def _steps(cumulative: np.ndarray) -> np.ndarray:
    """The weight added at each threshold (first differences, starting from 0)."""
    return np.diff(cumulative, prepend=0.0)


def _after(first: float, values: np.ndarray, divisor=None) -> np.ndarray:
    """``[first, *values]``, the values divided by ``divisor`` if given, in one pass."""
    out = np.empty(values.size + 1)
    out[0] = first
    _fill(out[1:], values, divisor)
    return out


def _before(values: np.ndarray, last: float, divisor=None) -> np.ndarray:
    """``[*values, last]``, the values divided by ``divisor`` if given, in one pass."""
    out = np.empty(values.size + 1)
    out[-1] = last
    _fill(out[:-1], values, divisor)
    return out


def _fill(out: np.ndarray, values: np.ndarray, divisor) -> None:
    if divisor is None:
        out[...] = values
    else:
        np.divide(values, divisor, out=out)

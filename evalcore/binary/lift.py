"""KS, lift and cumulative gains: read off the threshold sweep's cumulative counts (no sorting).

Groups are equal shares of the rows by descending score (deciles by default). A group ends at
the first distinct score where the rows so far reach its share; the rows tied at that score all
stay in it (a tie is never split), so a group can be larger than its share, the next ones
smaller, and a group swallowed whole by a tie is left out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from evalcore.binary.sweep import ThresholdSweep


DIRECTIONS = ("higher", "lower")
"""Which way the positives' scores run: ``higher`` (TPR − FPR is largest) or ``lower``."""


@dataclass(frozen=True)
class KS:
    """The two-sample Kolmogorov–Smirnov distance between the classes' score distributions.

    ``statistic`` = max over thresholds of |TPR − FPR| (the largest gap between the classes'
    cumulative distributions, weighted when the rows are: ``scipy.stats.ks_2samp``'s statistic
    without weights), reached at ``threshold`` (the highest on ties). ``direction`` is
    ``"higher"`` when the positives' scores run higher (the largest TPR − FPR is at least the
    largest FPR − TPR), else ``"lower"``.
    """

    statistic: float
    threshold: float
    direction: str = "higher"


def ks_json(statistic: KS) -> dict:
    """The JSON's ``ks`` object of a :class:`KS` (its statistic, direction and threshold)."""
    return {"statistic": statistic.statistic, "direction": statistic.direction,
            "threshold": statistic.threshold}


def ks(sweep: ThresholdSweep, *, youden=None) -> KS:
    """KS of the sweep in both directions. The maxima are found on TP·N − FP·P (exact for
    counts, as :meth:`ThresholdSweep.youden`); ``youden``: the higher direction's point, when
    the caller has it already."""
    youden = sweep.youden() if youden is None else youden
    lower = int(np.argmin(sweep.tp * sweep.negatives - sweep.fp * sweep.positives))
    reversed_j = float(sweep.fp[lower] / sweep.negatives - sweep.tp[lower] / sweep.positives)
    if youden.j >= reversed_j:
        return KS(statistic=youden.j, threshold=youden.threshold, direction="higher")
    return KS(statistic=reversed_j, threshold=float(sweep.thresholds[lower]), direction="lower")


def lift_table(sweep: ThresholdSweep, groups: int = 10) -> list[dict]:
    """The lift and gains table: one dict per non-empty group, highest scores first.

    Keys ``group`` (1 … ``groups``), ``rows``, ``min_score``, ``max_score``, ``positives``,
    ``response_rate`` (positives / rows), ``cum_rows`` and ``cum_positives`` (the rows and
    positives of this group and every higher one), ``cum_response_rate`` (their ratio: the
    cumulative bad rate), ``cum_rows_share``, ``gain`` (cumulative share of the
    positives), ``lift`` (response rate / prior), ``cum_lift`` (gain / cum_rows_share), ``ks``
    (TPR − FPR at the group's lower edge) and ``grown_by_ties`` (True when the group ends past its
    share because rows tied at its lowest score stay together). Rows are weights when weighted.
    """
    if groups < 1:
        raise ValueError(f"groups must be >= 1, got {groups}")
    rows = sweep.tp + sweep.fp
    total = float(rows[-1])
    # the first distinct score where rows·groups ≥ g·total: exact for whole counts
    ends = np.searchsorted(rows * groups, np.arange(1, groups + 1) * total, side="left")
    ends = np.minimum(ends, rows.size - 1)
    table = []
    start = -1
    for g, end in enumerate(ends.tolist(), start=1):
        if end <= start:
            continue
        rows_before = float(rows[start]) if start >= 0 else 0.0
        tp_before = float(sweep.tp[start]) if start >= 0 else 0.0
        count = float(rows[end]) - rows_before
        positives = float(sweep.tp[end]) - tp_before
        share = float(rows[end]) / total
        gain = float(sweep.tp[end]) / sweep.positives
        table.append({
            "group": g,
            "rows": count,
            "min_score": float(sweep.thresholds[end]),
            "max_score": float(sweep.thresholds[start + 1]),
            "positives": positives,
            "response_rate": positives / count,
            "cum_rows": float(rows[end]),
            "cum_positives": float(sweep.tp[end]),
            "cum_response_rate": float(sweep.tp[end]) / float(rows[end]),
            "cum_rows_share": share,
            "gain": gain,
            "lift": positives / count / sweep.prior,
            "cum_lift": gain / share,
            "ks": gain - float(sweep.fp[end]) / sweep.negatives,
            "grown_by_ties": float(rows[end]) > math.ceil(g * total / groups),
        })
        start = end
    return table


@dataclass(frozen=True)
class KSCurve:
    """Both classes' cumulative distributions of the score, for the KS plot.

    ``scores``: the distinct scores, ascending; ``negatives`` / ``positives``: the (weighted)
    share of that class with score ≤ each (the exact ECDFs, steps at every distinct score).
    ``gap_index``: where |negatives − positives| is largest; that gap is the KS statistic (F(s) is
    the share below the next higher score, so the gap there is |TPR − FPR| at that next score,
    the KS threshold).
    """

    scores: np.ndarray
    negatives: np.ndarray
    positives: np.ndarray
    gap_index: int

    @property
    def statistic(self) -> float:
        return float(abs(self.negatives[self.gap_index] - self.positives[self.gap_index]))


def ks_curve(sweep: ThresholdSweep) -> KSCurve:
    """The empirical CDFs of both classes at every distinct score, read off the sweep's counts:
    F₊(s) = 1 − TP(> s)/P, F₋(s) = 1 − FP(> s)/N. The gap sits just below the KS threshold of
    :func:`ks` (the same maximum in the same direction, found on exact counts)."""
    k = sweep.thresholds.size
    shares = []
    for counts, total in ((sweep.tp, sweep.positives), (sweep.fp, sweep.negatives)):
        share = np.empty(k)
        share[:-1] = counts[-2::-1]  # the count above each score, ascending
        share[-1] = 0.0
        share /= -total
        share += 1.0
        shares.append(share)
    gap = sweep.tp * sweep.negatives - sweep.fp * sweep.positives
    best = int(np.argmax(gap) if ks(sweep).direction == "higher" else np.argmin(gap))
    return KSCurve(scores=sweep.thresholds[::-1], negatives=shares[1], positives=shares[0],
                   gap_index=k - 2 - best if best < k - 1 else k - 1)


@dataclass(frozen=True)
class GainsCurve:
    """The cumulative gains curve at every distinct score, from (0, 0): ``share`` of the rows
    flagged (highest scores first) against ``gain``, the share of the positives caught."""

    share: np.ndarray
    gain: np.ndarray
    prior: float


def gains_curve(sweep: ThresholdSweep) -> GainsCurve:
    """Share of rows (TP + FP)/(P + N) against gain TP/P; the perfect model reaches gain 1 at
    share = prior, a random one follows the diagonal."""
    total = sweep.positives + sweep.negatives
    return GainsCurve(share=np.concatenate(([0.0], (sweep.tp + sweep.fp) / total)),
                      gain=np.concatenate(([0.0], sweep.tp / sweep.positives)),
                      prior=sweep.prior)

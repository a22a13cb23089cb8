"""The bootstrap's passes over one resample's row counts, compiled by numba: each metric reads the
counts once, in its own loop, without the temporary arrays a chain of numpy calls needs.

A pass is several times faster than the same metric as a chain of numpy calls (gather, two
running sums, gathers at the ends of tied runs, differences, a dot product); ``benchmarks/README.md``
has the figures (``benchmarks/bootstrap.py``). The loops release the GIL
(``nogil``), so the bootstrap evaluates resamples in two threads, and keep to integer arithmetic
wherever the metric is a ratio of counts, so AUC, the sweep points and the cell counts are exact.
Compiled on first use and cached beside this file (``cache=True``). Nothing here checks bounds:
the callers pass valid rows and codes (:class:`~evalcore.resample.prepared_metrics.ResampledCounts`
checks its codes once).

The scores' arrays come from :class:`evalcore.resample.prepared_metrics._DistinctScores`, in descending
score order: ``order`` (the rows), ``positive`` (1 for the positive class), ``closes`` (True at
the last row of each run of equal scores) and ``tie_starts``/``tie_ends`` (the runs of more than
one row). :func:`count_block_draws` is the counting step of
:func:`evalcore.resample.draw_counts.draw_row_counts`.
"""

from __future__ import annotations

import numpy as np
from numba import njit

_COMPILE = {"nogil": True, "cache": True}


@njit(**_COMPILE)
def gather(drawn, order, out):
    """``out[i] = drawn[order[i]]``: the draw counts in a model's score order."""
    for i in range(order.size):
        out[i] = drawn[order[i]]


@njit(**_COMPILE)
def auc_counts(weights, positive, tie_starts, tie_ends):
    """2 · (pairs ranked right) + (tied pairs), the drawn positives P and negatives N, from the
    draw counts in descending score order: AUC = first / (2 · P · N).

    Every negative counts the positives seen before it, twice; then each run of tied scores
    (rows ``tie_starts[k]:tie_ends[k]``) is corrected from within itself, where a negative was
    credited 2 · (the run's positives before it) and is owed the run's positives once: the loop
    over all rows has no branch."""
    twice = positives = rows = 0
    for i in range(weights.size):
        weight = np.int64(weights[i])
        pos = weight * positive[i]
        twice += (weight - pos) * positives
        positives += pos
        rows += weight
    twice *= 2
    for k in range(tie_starts.size):
        run_pos = run_neg = credited = 0
        for i in range(tie_starts[k], tie_ends[k]):
            weight = np.int64(weights[i])
            pos = weight * positive[i]
            credited += (weight - pos) * run_pos
            run_pos += pos
            run_neg += weight - pos
        twice += run_pos * run_neg - 2 * credited
    return twice, positives, rows - positives


@njit(**_COMPILE)
def ap_terms(weights, positive, closes):
    """Σ over runs of equal scores of (positives in the run) × precision with the run's score as
    threshold, the drawn positives P and rows, from the draw counts in descending score order:
    AP = first / P. Without branches (a run adds its term where it closes); the sum is kept per
    1,024 rows and then added up, so its rounding is of the order of a pairwise sum's."""
    total = part = 0.0
    tp = rows = run_pos = 0
    for i in range(weights.size):
        weight = np.int64(weights[i])
        pos = weight * positive[i]
        tp += pos
        rows += weight
        run_pos += pos
        closing = np.int64(closes[i])
        part += (closing * run_pos) * (tp / max(rows, 1))
        run_pos -= closing * run_pos
        if i & 1023 == 1023:
            total += part
            part = 0.0
    return total + part, tp, rows


@njit(**_COMPILE)
def bep_value(drawn, y_true, order, positive, closes):
    """The P-R break-even point of the drawn rows (:meth:`ThresholdSweep.bep`, the same float
    operations in the same order), the drawn positives P and rows; NaN when one class only. P
    comes first from the rows in their own order; the sweep from the top stops at the first
    threshold predicting at least P rows."""
    positives = rows = 0
    for i in range(drawn.size):
        positives += np.int64(drawn[i]) * y_true[i]
        rows += np.int64(drawn[i])
    if positives == 0 or positives == rows:
        return np.nan, positives, rows
    p = float(positives)
    tp = predicted = tp_before = predicted_before = 0
    for i in range(order.size):
        weight = np.int64(drawn[order[i]])
        tp += weight * positive[i]
        predicted += weight
        if closes[i]:
            if predicted >= positives:
                fraction = (p - predicted_before) / (predicted - predicted_before)
                return (tp_before + fraction * (tp - tp_before)) / p, positives, rows
            tp_before, predicted_before = tp, predicted
    return np.nan, positives, rows


@njit(**_COMPILE)
def code_counts(drawn, codes, size):
    """How many drawn rows carry each code ``0 … size − 1`` (a bincount weighted by the draw
    counts, in integers)."""
    counts = np.zeros(size, dtype=np.int64)
    for i in range(codes.size):
        counts[codes[i]] += drawn[i]
    return counts


@njit(**_COMPILE)
def count_block_draws(bits, per_block, first, block, counts):
    """Count ``per_block[b]`` draws into each block ``first + b`` of ``block`` rows (a power of
    two), each draw's row in the block from the next 16 random bits masked; block ``b``'s bits
    start at the next multiple of 4 (a 64-bit word of the generator's raw output). ``counts``
    (zeros there) receives the counts; returns False when some row is drawn more than 255 times
    (uint8 ``counts`` have then wrapped: count again into int64)."""
    mask = block - 1
    at = 0
    over = False
    for b in range(per_block.size):
        start = (first + b) * block
        for j in range(at, at + per_block[b]):
            row = start + (bits[j] & mask)
            count = counts[row] + 1
            counts[row] = count
            over |= count > 255
        at += (per_block[b] + 3) // 4 * 4
    return not over

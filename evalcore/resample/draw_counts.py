"""One bootstrap resample of n rows as how many times each row is drawn, in cache-sized blocks.

Drawing n row indices uniformly with replacement (what :func:`scipy.stats.bootstrap` does) and
counting them is the same as drawing how many of the n draws fall in each block of rows
(multinomial, by block size) and then drawing that many indices uniformly within each block. The
counts of a block (16,384 rows) fit in the CPU cache, where counting 10⁶ indices into one
10⁶-long array misses the cache on almost every draw; and a metric of the drawn rows then reads
1 byte a row (the counts, ``uint8`` while no row is drawn more than 255 times) instead of
gathering its inputs at random. The drawn rows are ``np.repeat(np.arange(n), counts)``
(:func:`drawn_rows`): every metric here depends only on which rows are drawn how often.

Up to one block of rows (n ≤ :data:`BLOCK`) the counts are those of the very indices
:func:`scipy.stats.bootstrap` draws from the same generator (the same ``integers`` stream), so the
resamples are SciPy's; with more rows they are other draws from the same distribution.
"""

from __future__ import annotations

from typing import Iterator

import numpy as np

BLOCK = 1 << 14
"""Rows per block: the block's int64 counts (128 KiB) stay in the L2 cache (1 MiB here)."""

BLOCKS_A_CALL = 16
"""Blocks whose raw bits are drawn and counted in one call (about 64 KiB of bits at 10⁶ rows)."""

CELLS_A_CALL = 1 << 18
"""Drawn indices (resamples × rows) counted at once while one resample is one block
(:func:`draw_row_counts_into`, :func:`iter_row_counts`): 2 MiB of int64 indices, and as many
counts."""


def draw_row_counts(rng: np.random.Generator, n: int, block: int = BLOCK) -> np.ndarray:
    """How many times each of ``n`` rows is drawn in ``n`` draws with replacement (the counts
    sum to ``n``), as ``uint8`` unless some row is drawn more than 255 times (then int64).

    With more than one block, a full block of a power-of-two size (≤ 2¹⁶) takes each index from
    16 raw bits of the generator, masked (exactly uniform, and cheaper than
    ``Generator.integers``), drawn and counted by a compiled loop 16 blocks at a time
    (:func:`evalcore.resample.numba_passes.count_block_draws`); otherwise ``Generator.integers``
    draws them. A short last block comes after the full ones in the
    random stream."""
    starts = np.arange(0, n, block)
    sizes = np.diff(np.append(starts, n))
    per_block = rng.multinomial(n, sizes / n)
    by_bits = n > block and block & (block - 1) == 0 and block <= 1 << 16
    full = int(np.count_nonzero(sizes == block)) if by_bits else 0
    counts = _count_by_bits(rng, per_block[:full], n, block)
    for start, size, drawn in zip(starts[full:].tolist(), sizes[full:].tolist(),
                                  per_block[full:].tolist()):
        in_block = np.bincount(rng.integers(0, size, drawn), minlength=size)
        if counts.dtype == np.uint8 and size and in_block.max() > 255:
            counts = counts.astype(np.int64)
        counts[start:start + size] = in_block
    return counts


def draw_row_counts_into(rng: np.random.Generator, out: np.ndarray) -> np.ndarray:
    """``out`` (resamples × n) filled row by row with what :func:`draw_row_counts` (at its
    default block) returns for one call after another on ``rng``; returns ``out``."""
    resamples, n = out.shape
    if n > BLOCK or n == 0:
        for row in range(resamples):
            out[row] = draw_row_counts(rng, n)
        return out
    step = _resamples_a_call(n)
    for first in range(0, resamples, step):
        rows = min(step, resamples - first)
        out[first:first + rows] = _drawn_together(rng, n, rows)
    return out


def iter_row_counts(rng: np.random.Generator, n: int, resamples: int) -> Iterator[np.ndarray]:
    """``resamples`` resamples' counts, one after another: the arrays (values and dtype) that as
    many calls of :func:`draw_row_counts` (at its default block) return, drawn
    :data:`CELLS_A_CALL` indices at a time up to one block of rows."""
    if n > BLOCK or n == 0:
        for _ in range(resamples):
            yield draw_row_counts(rng, n)
        return
    step = _resamples_a_call(n)
    for first in range(0, resamples, step):
        counts = _drawn_together(rng, n, min(step, resamples - first))
        narrow = counts.astype(np.uint8)
        wide = counts.max(axis=1) > 255 if n > 255 else np.zeros(len(counts), dtype=bool)
        for row, is_wide in zip(range(len(counts)), wide.tolist()):
            yield counts[row] if is_wide else narrow[row]


def _resamples_a_call(n: int) -> int:
    return max(1, CELLS_A_CALL // n)


def _drawn_together(rng: np.random.Generator, n: int, rows: int) -> np.ndarray:
    """The counts (int64, rows × n) of ``rows`` resamples of ``n`` ≤ :data:`BLOCK` rows.

    With one block, a call of :func:`draw_row_counts` draws nothing but its ``n`` indices (one
    ``Generator.integers`` call; the multinomial of one block takes no random numbers), and
    successive calls take the same stream as one call for many resamples. So the resamples'
    indices are drawn by one call and counted by one ``bincount``, instead of a dozen NumPy
    calls per resample, which cost more than the counting with few rows."""
    drawn = rng.integers(0, n, (rows, n))
    drawn += np.arange(0, rows * n, n)[:, None]  # row r's indices into its own n cells
    return np.bincount(drawn.ravel(), minlength=rows * n).reshape(rows, n)


def _count_by_bits(rng: np.random.Generator, per_block: np.ndarray, n: int,
                   block: int) -> np.ndarray:
    """The counts of the first ``per_block.size`` (full) blocks: a block's draws take the next
    64-bit words of raw bits, 4 indices a word, drawn and counted :data:`BLOCKS_A_CALL` blocks
    at a time (the bits stay in the CPU cache until counted)."""
    counts = np.zeros(n, dtype=np.uint8)
    if not per_block.size:
        return counts
    from evalcore.resample.numba_passes import count_block_draws

    per_block = per_block.astype(np.int64)
    words = (per_block + 3) // 4
    wide = None  # int64 counts, once some row is drawn more than 255 times
    for first in range(0, per_block.size, BLOCKS_A_CALL):
        blocks = slice(first, first + BLOCKS_A_CALL)
        bits = rng.bit_generator.random_raw(int(words[blocks].sum()))
        bits = np.asarray(bits, dtype=np.uint64).view(np.uint16)
        if wide is None and count_block_draws(bits, per_block[blocks], first, block, counts):
            continue
        wide = counts.astype(np.int64) if wide is None else wide
        wide[first * block:min(first + BLOCKS_A_CALL, per_block.size) * block] = 0
        count_block_draws(bits, per_block[blocks], first, block, wide)  # this chunk, again
    return counts if wide is None else wide


def drawn_rows(counts: np.ndarray) -> np.ndarray:
    """The drawn row indices (ascending, repeats as counted), for a metric computed from scratch."""
    return np.repeat(np.arange(counts.size), counts)

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

import numpy as np

BLOCK = 1 << 14
"""Rows per block: the block's int64 counts (128 KiB) stay in the L2 cache (1 MiB here)."""


def draw_row_counts(rng: np.random.Generator, n: int, block: int = BLOCK) -> np.ndarray:
    """How many times each of ``n`` rows is drawn in ``n`` draws with replacement (the counts
    sum to ``n``), as ``uint8`` unless some row is drawn more than 255 times (then int64).

    With more than one block, a full block of a power-of-two size (≤ 2¹⁶) takes each index from
    16 raw bits of the generator, masked (exactly uniform, and cheaper than
    ``Generator.integers``); otherwise ``Generator.integers`` draws them."""
    starts = np.arange(0, n, block)
    sizes = np.diff(np.append(starts, n))
    per_block = rng.multinomial(n, sizes / n)
    counts = np.empty(n, dtype=np.uint8)
    by_bits = n > block and block & (block - 1) == 0 and block <= 1 << 16
    for start, size, drawn in zip(starts.tolist(), sizes.tolist(), per_block.tolist()):
        if by_bits and size == block:  # 16 random bits masked to a power of two: exactly uniform
            bits = rng.bit_generator.random_raw(-(-drawn // 4)).view(np.uint16)[:drawn]
            indices = np.bitwise_and(bits, block - 1)
        else:
            indices = rng.integers(0, size, drawn)
        in_block = np.bincount(indices, minlength=size)
        if counts.dtype == np.uint8 and size and in_block.max() > 255:
            counts = counts.astype(np.int64)
        counts[start:start + size] = in_block
    return counts


def drawn_rows(counts: np.ndarray) -> np.ndarray:
    """The drawn row indices (ascending, repeats as counted), for a metric computed from scratch."""
    return np.repeat(np.arange(counts.size), counts)

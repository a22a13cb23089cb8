"""Freed memory goes back to the system, not to glibc's free lists.

glibc's ``malloc`` serves a large request from ``mmap`` (returned at ``free``) only above a
threshold it raises each time such a block is freed, up to 32 MB: after the first large table is
freed, the next tables' arrays come from the heap, where a few small live objects keep the freed
space from going back, so the server's resident memory stays at its peak after the sessions
close. :func:`configure` fixes the threshold (which also stops it rising) and :func:`release` hands
freed memory back after the cache evicts or a session ends. Without glibc the malloc calls are
skipped.

pyarrow (which parses the files) allocates from its own pool, mimalloc in its wheels, which keeps
the pages of freed tables for its next allocations, however long the server stays idle:
:func:`release` asks it to give them back too.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
"""``mallopt`` parameters (glibc's malloc.h)."""
MMAP_THRESHOLD = 1 << 20
"""Blocks of at least this many bytes (a 10⁵-row column is 800 KB) are mapped on their own."""
TRIM_THRESHOLD = 32 << 20
"""Free bytes at the heap's top beyond which glibc gives them back at once."""


def _libc():
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


_LIBC = _libc()


def configure() -> None:
    """Fix glibc's mmap and trim thresholds for this process (idempotent)."""
    if _LIBC is not None:
        _LIBC.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
        _LIBC.mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD)


def release() -> None:
    """Free what only reference cycles still hold (a refused load's traceback holds its table or
    bytes, and Streamlit's collection after each run is off: ``runner.postScriptGC``), then give
    the free memory of every malloc arena back to the system. For after an eviction or a
    session's end, not every run: a full collection takes tens of ms. pyarrow's pool (when
    pyarrow is loaded) gives back its unused pages first."""
    gc.collect()
    arrow = sys.modules.get("pyarrow")
    if arrow is not None:
        arrow.default_memory_pool().release_unused()
    if _LIBC is not None:
        _LIBC.malloc_trim(0)

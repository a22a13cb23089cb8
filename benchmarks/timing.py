"""The benchmarks' stopwatch: the best of a few runs, and the last result to check."""

from __future__ import annotations

import time


def timed(function, *args, repeat=3):
    """(best wall time in seconds over ``repeat`` calls, the last call's result)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - start)
    return best, result

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


def compile_bytecode() -> None:
    """Write evalcore's bytecode (``__pycache__``, ignored by git) before timing its processes,
    as ``pip install`` does for an installed package: where ``PYTHONDONTWRITEBYTECODE`` is set,
    Python would otherwise compile every evalcore module from source at each run, and the timing
    would count that compilation (about 0.05 s on the engine path) instead of the CLI's work."""
    import compileall
    from pathlib import Path

    compileall.compile_dir(Path(__file__).resolve().parents[1] / "evalcore", quiet=1)

"""Every budget of what the dashboard draws or resamples, in one place, but those of the drawn
figures themselves (points a curve, classes, folds), which the report and ``figures()`` share with
the pages: :mod:`evalcore.view.budgets`.

A figure never sends more than its budget to the browser; the numbers beside it always use every
row. Curves are thinned by :func:`evalcore.decimate.decimate_curve` (which keeps what the eye
sees), scatter plots draw a fixed sample (:func:`evalcore.sampling.sample_rows`).
"""

from __future__ import annotations

import math
import os
import sys

LIVE_CURVE_TOLERANCE = 0.001
"""Largest distance (axis units, 0.1 % of a unit axis: under a pixel) of a point of the exact
curve from the drawn one, for curves redrawn on every threshold move (the Comparison page's ROC
and P-R overlays sit in the threshold fragment, so each move resends them). Drawn with
:meth:`evalcore.binary.RocCurve.simplified` (Douglas–Peucker), which keeps far fewer points than
a grid-cell thinning at the same tolerance: a move's figures stay well under
:data:`LIVE_FIGURES_BYTES`."""
LIVE_FIGURES_BYTES = 50_000
"""Most bytes of figure JSON one threshold move resends on the Comparison page."""
LIVE_MOVE_BYTES = 50_000
"""Most bytes the browser receives for one threshold move on the Comparison page, everything
counted (figures, sliders, tables; tests/browser/test_compare_move_bytes.py)."""
TABLE_PAGE_ROWS = 100
"""Most rows of a per-class or per-fold table sent at once: longer tables are shown a page at a
time (its "Download CSV" keeps every row)."""

RANDOMIZATION_BUDGET = 5 * 10**6
"""Sign flips × queries of the ranking comparison's randomization test: SciPy holds them all in
memory at once (about 80 bytes each), so larger query sets get fewer random flips."""
MIN_RESAMPLES = 19
MAX_RESAMPLES = 9999


def resamples_cap(n_units: int) -> int:
    """The most random sign flips offered for ``n_units`` paired units: the randomization budget
    shared out, within [:data:`MIN_RESAMPLES`, :data:`MAX_RESAMPLES`]."""
    return int(min(MAX_RESAMPLES, max(MIN_RESAMPLES, RANDOMIZATION_BUDGET // n_units)))


MEMORY_BUDGET_ENV = "EVAL_MEMORY_BUDGET_GB"
"""Environment variable that sets :data:`MEMORY_BUDGET` in GiB (e.g. ``EVAL_MEMORY_BUDGET_GB=4``)."""
MEMORY_SHARE = 0.25
"""Share of the machine's memory (:func:`machine_memory`) the default budget takes: the rest is
for the sessions' own state, Streamlit's upload buffers, a load's transient arrays and the
machine's other programs."""
MEMORY_BUDGET_CAP = 8 * 2**30
"""Largest default budget, however much memory the machine has."""
CGROUP_LIMITS = ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes")
"""Where a container's memory limit is read (cgroup v2, then v1); ``max`` or a huge number
means none."""


def machine_memory() -> int:
    """The bytes of memory this process may use: the physical memory, or the container's
    (cgroup) limit when that is lower."""
    physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    for path in CGROUP_LIMITS:
        try:
            with open(path) as limit:
                text = limit.read().strip()
        except OSError:
            continue
        if text.isdigit():
            return min(physical, int(text))
    return physical


class MemoryBudgetSettingError(ValueError):
    """``EVAL_MEMORY_BUDGET_GB`` holds no usable budget; the message is one line that names the
    setting, the value and what is allowed."""


def memory_budget(environ=os.environ) -> int:
    """The cache's budget in bytes: ``EVAL_MEMORY_BUDGET_GB`` when set, otherwise
    :data:`MEMORY_SHARE` of :func:`machine_memory`, at most :data:`MEMORY_BUDGET_CAP`.

    Raises
    ------
    MemoryBudgetSettingError
        The setting is not a number of GiB above 0 and at most the machine's memory (text, 0, a
        negative number, nan, inf, or more memory than there is): a budget that would refuse
        every file, or bound nothing.
    """
    setting = environ.get(MEMORY_BUDGET_ENV, "").strip()
    if not setting:
        return min(MEMORY_BUDGET_CAP, int(machine_memory() * MEMORY_SHARE))
    memory = machine_memory()
    try:
        gib = float(setting)
    except ValueError:
        gib = math.nan
    if not 0 < gib <= memory / 2**30:  # also false for nan
        shown = setting if len(setting) <= 40 else setting[:40] + "…"
        raise MemoryBudgetSettingError(
            f"{MEMORY_BUDGET_ENV}={shown!r} is not a memory budget: give a number of GiB above 0 "
            f"and at most this machine's {memory / 2**30:.1f} GiB (e.g. "
            f"{MEMORY_BUDGET_ENV}=2), or leave it unset for a quarter of the memory.")
    return max(1, int(gib * 2**30))


def _memory_budget_at_start() -> int:
    """:func:`memory_budget`, or the process stops with its one line on stderr and status 2, as
    the command line does on bad input (the server imports this module before it serves a
    page, and so does ``python -m dashboard.report``): a bad setting is the operator's to fix,
    not a page's."""
    try:
        return memory_budget()
    except MemoryBudgetSettingError as error:
        print(f"Error: {error}", file=sys.stderr)
        raise SystemExit(2) from None


MEMORY_BUDGET = _memory_budget_at_start()
"""Most bytes the parsed files and their analyses may hold, together, in the server's caches
(:mod:`dashboard.loading.byte_cache`, shared by every session; the least recently used are
evicted beyond it), and so the most working memory one uploaded file may need
(:func:`estimated_bytes`): a file estimated above what is left of it is refused with a message
instead of exhausting the server (a quarter of an 8 GB laptop: 2 GiB)."""
BYTES_PER_CELL = 64
"""Working memory per cell of a parsed file: the parsed column (8 bytes), the arrays, sort keys
and sweep derived from it, and the parser's transient buffers: above the server's measured peak
per cell (README, "Module layout and measured figures"), leaving room for text columns and the
multiclass and ranking analyses."""


TEXT_BYTES_PER_BYTE = 3
"""Working memory per byte of a text file for the text it may hold (labels, ids, a long header or
one huge cell become Python strings, the parser keeps its own copy while it reads, and pandas
stores the text column once more); above the measured peak of a file of one huge cell
(benchmarks/read_peaks.py)."""


PARQUET_TEXT_BYTES_PER_BYTE = 5
"""Working memory per byte a Parquet file's text and binary columns take decoded from their pages
(:attr:`evalcore.io.table.ParquetSizes.text_bytes`): the decompressed page, the Arrow column
decoded from it and their lengths checked; above the measured peak of a file of one huge value
(benchmarks/read_peaks.py)."""


def estimated_bytes(data: bytes, name: str) -> int:
    """The working memory a file's analysis needs, estimated before parsing it: rows × columns ×
    :data:`BYTES_PER_CELL`, the rows and columns read from Parquet's footer or counted in the
    text (line breaks; the whole header line's delimiters), plus, for text,
    :data:`TEXT_BYTES_PER_BYTE` × the file's size (its cells as strings), and for Parquet
    :data:`PARQUET_TEXT_BYTES_PER_BYTE` × the bytes its text columns decode to (the footer's
    sizes: a 9 KB file may hold a 250 MB label; its list columns are not read)."""
    if data[:4] == b"PAR1" or name.lower().endswith((".parquet", ".pq")):
        from evalcore.io.parquet import parquet_sizes  # pyarrow, for a Parquet file only

        sizes = parquet_sizes(data)
        if sizes is None:
            return 0  # unreadable: the reader's own message says so
        return (sizes.rows * sizes.columns * BYTES_PER_CELL
                + PARQUET_TEXT_BYTES_PER_BYTE * sizes.text_bytes)
    end = data.find(b"\n")
    end = len(data) if end < 0 else end
    columns = 1 + max(data.count(d, 0, end) for d in (b",", b";", b"\t", b"|"))  # no copy
    lines = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    cells = max(lines - 1, 0) * columns  # the header is no row
    return cells * BYTES_PER_CELL + TEXT_BYTES_PER_BYTE * len(data)

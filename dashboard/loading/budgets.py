"""Every budget of what the dashboard draws or resamples, in one place.

A figure never sends more than its budget to the browser; the numbers beside it always use every
row. Curves are thinned by :func:`evalcore.decimate.decimate_curve` (which keeps what the eye
sees), scatter plots draw a fixed sample (:func:`evalcore.sampling.sample_rows`).
"""

from __future__ import annotations

import os

MAX_CURVE_POINTS = 5000
"""Most points of one drawn curve (ROC, P-R, REC, cost envelope), per trace."""
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
MAX_SCATTER_POINTS = 20_000
"""Most points of a scatter plot (regression's predicted vs actual and residuals, the ranking
comparison's per-query scatter); beyond it a fixed random sample."""
MAX_COST_LINES = 200
"""Most cost lines drawn under the cost curve's lower envelope."""
MAX_MATRIX_CLASSES = 30
"""Most classes of a drawn C×C matrix (each cell carries its counts and hover text, so the figure
grows with C²): beyond it the page draws the matrix of that many classes, chosen by the user (most
samples or most errors, the selected class always among them), and says how many are left out."""
MAX_CLASS_CURVES = 30
"""Most one-vs-rest curves drawn in one figure (each up to :data:`MAX_CURVE_POINTS` points):
beyond it the classes with the most samples and the selected class."""
MAX_FOLDS_DRAWN = 20
"""Most folds whose own curves (and live operating points) are drawn: beyond it the vertical
average with its band summarises them, and the user chooses which folds to draw."""
TABLE_PAGE_ROWS = 100
"""Most rows of a per-class or per-fold table sent at once: longer tables are shown a page at a
time (its "Download CSV" keeps every row)."""
NAMES_LISTED = 20
"""Most names (folds, classes) listed in one sentence; beyond it "and N more"."""

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


def memory_budget(environ=os.environ) -> int:
    """The cache's budget in bytes: ``EVAL_MEMORY_BUDGET_GB`` when set, otherwise
    :data:`MEMORY_SHARE` of :func:`machine_memory`, at most :data:`MEMORY_BUDGET_CAP`."""
    setting = environ.get(MEMORY_BUDGET_ENV, "").strip()
    if setting:
        return int(float(setting) * 2**30)
    return min(MEMORY_BUDGET_CAP, int(machine_memory() * MEMORY_SHARE))


MEMORY_BUDGET = memory_budget()
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


TEXT_BYTES_PER_BYTE = 2
"""Working memory per byte of a text file for the text it may hold (labels, ids, a long header or
one huge cell become Python strings, and the parser keeps its own copy while it reads); above the
measured peak of a file of one huge cell (README's Performance section)."""


def estimated_bytes(data: bytes, name: str) -> int:
    """The working memory a file's analysis needs, estimated before parsing it: rows × columns ×
    :data:`BYTES_PER_CELL`, the rows and columns read from Parquet's footer or counted in the
    text (line breaks; the whole header line's delimiters), plus, for text,
    :data:`TEXT_BYTES_PER_BYTE` × the file's size (its cells as strings)."""
    if data[:4] == b"PAR1" or name.lower().endswith((".parquet", ".pq")):
        import pyarrow as pa  # heavy: imported for a Parquet file only
        import pyarrow.parquet as pq

        try:
            meta = pq.ParquetFile(pa.BufferReader(data)).metadata
        except (pa.ArrowException, OSError):
            return 0  # unreadable: the reader's own message says so
        return meta.num_rows * meta.num_columns * BYTES_PER_CELL
    end = data.find(b"\n")
    end = len(data) if end < 0 else end
    columns = 1 + max(data.count(d, 0, end) for d in (b",", b";", b"\t", b"|"))  # no copy
    lines = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
    cells = max(lines - 1, 0) * columns  # the header is no row
    return cells * BYTES_PER_CELL + TEXT_BYTES_PER_BYTE * len(data)

"""A dataset on disk reduced by DuckDB to a small file the in-memory loaders read as usual, so the
dashboard's pages work on the aggregate unchanged: binary scores become an aggregated
(score, positives, negatives) Parquet file (:mod:`evalcore.io.aggregated`), multiclass labels a
C×C confusion-matrix CSV file. The threshold then stops at the distinct scores (or bin edges).
Regression needs more than one small file (:func:`regression_local`): the exact metrics, the
residuals' counts and the plotted sample of rows.
"""

from __future__ import annotations

import io
import os
import threading
from dataclasses import dataclass
from typing import Callable

from evalcore.engine.source import Source, resolve_source
from evalcore.errors import EvalInputError
from evalcore.threads import run_watched

FALLBACK_TO_MULTICLASS = ("io_too_many_labels", "io_column_missing", "io_invalid_values")
"""Binary errors after which a classification dataset is read as multiclass labels instead (more
than two labels, no score column, or a "pred" column of labels taken for the scores)."""


def aggregate_file(pattern: str | Source, *, progress: Callable[[float], None] | None = None,
                   max_rows_poll: float = 0.2,
                   stop: threading.Event | None = None) -> tuple[str, bytes]:
    """The (name, bytes) of the aggregate of the Parquet/CSV files ``pattern`` names (or of a
    resolved :class:`~evalcore.engine.source.Source`): binary when a label and a score column
    with two classes are found, else multiclass (true and predicted labels). ``progress``
    receives DuckDB's share done (0–1) while the scan runs; setting ``stop`` interrupts it.

    Raises :class:`~evalcore.errors.EvalInputError` as the CLI's ``--engine duckdb`` does (the
    binary error when the multiclass reading fails too).
    """
    runner = _runner(pattern)
    stem = _stem(runner.source.pattern)
    try:
        aggregate = _watched(runner, _binary, progress, max_rows_poll, stop)
        return f"{stem}.aggregate.parquet", _binary_bytes(aggregate)
    except EvalInputError as error:
        if error.key not in FALLBACK_TO_MULTICLASS:
            raise
        try:
            data = _watched(runner, _multiclass, progress, max_rows_poll, stop)
        except EvalInputError:
            raise error from None
        return f"{stem}.matrix.csv", _matrix_bytes(data)


@dataclass(frozen=True)
class LocalRegression:
    """A local regression dataset reduced by DuckDB: the metrics (:class:`RegressionSums`), the
    rows per distinct residual or bin (:class:`ErrorCounts`) and the rows to plot."""

    name: str
    sums: object
    errors: object
    rows: object

    @property
    def n_rows(self) -> int:
        """The file's data rows, kept or dropped."""
        return self.sums.n + self.sums.dropped


def regression_local(pattern: str | Source, *, max_distinct: int, bins: int, budget: int,
                     worst: int, progress: Callable[[float], None] | None = None,
                     max_rows_poll: float = 0.2,
                     stop: threading.Event | None = None) -> LocalRegression:
    """The regression reductions of the files ``pattern`` names, or of a resolved source (true
    and predicted columns detected by name, as the CLI's ``--engine duckdb`` does): exact
    metrics, the residuals per distinct value up to ``max_distinct`` (else ``bins`` equal bins),
    the in-memory path's sample of ``budget`` rows and the ``worst`` rows; ``stop`` interrupts
    the scans. Raises :class:`~evalcore.errors.EvalInputError`."""
    from evalcore.engine.regression import regression_errors, regression_rows, regression_sums

    runner = _runner(pattern)

    def reduce(runner):
        sums = regression_sums(runner)
        return sums, regression_errors(runner, sums, max_distinct=max_distinct, bins=bins)

    sums, errors = _watched(runner, reduce, progress, max_rows_poll, stop)
    rows = regression_rows(runner.source, sums, budget=budget, worst=worst, stop=stop)
    return LocalRegression(_stem(runner.source.pattern), sums, errors, rows)


def _runner(pattern: str | Source):
    """A DuckDB runner over the files of ``pattern`` (resolved here when it is a path or glob);
    empty files are refused as in memory and on the command line (:func:`open_engine`)."""
    from evalcore.engine.runners import open_engine

    return open_engine("duckdb", pattern if isinstance(pattern, Source)
                       else resolve_source(pattern))


def _stem(pattern: str) -> str:
    return os.path.splitext(os.path.basename(pattern.rstrip("/*")))[0] or "dataset"


def _binary(runner):
    from evalcore.engine.binary import binary_aggregate

    return binary_aggregate(runner)


def _multiclass(runner):
    from evalcore.engine.multiclass import multiclass_counts

    return multiclass_counts(runner)


def _binary_bytes(aggregate) -> bytes:
    """(score, label, count) rows: per score the positives under the positive label and the
    negatives under the other label (``not <positive>`` when the file had more than two)."""
    import numpy as np
    import pandas as pd

    data = aggregate.data
    others = [label for label in data.labels if label != data.pos_label]
    negative = others[0] if len(others) == 1 else f"not {data.pos_label}"
    parts = []
    for label, counts in ((data.pos_label, aggregate.positives), (negative, aggregate.negatives)):
        kept = counts > 0
        parts.append(pd.DataFrame({"score": aggregate.scores[kept], "label": label,
                                   "count": counts[kept]}))
    frame = pd.concat(parts, ignore_index=True).sort_values("score", kind="stable")
    frame["count"] = frame["count"].astype(np.float64 if aggregate.weighted else np.int64)
    buffer = io.BytesIO()
    frame.to_parquet(buffer, index=False)
    return buffer.getvalue()


def _matrix_bytes(data) -> bytes:
    import pandas as pd

    frame = pd.DataFrame(data.confusion, index=list(data.labels), columns=list(data.labels))
    return frame.rename_axis("true").reset_index().to_csv(index=False).encode("utf-8")


def _watched(runner, work, progress, poll: float, stop: threading.Event | None = None):
    """``work(runner)`` in a thread while this one reports DuckDB's progress every ``poll`` s
    and interrupts the query once ``stop`` is set."""
    if progress is None and stop is None:
        return work(runner)

    def tick() -> None:
        if stop is not None and stop.is_set():  # halted below: the query ends before this raises
            raise EvalInputError("engine_walk_stopped", pattern=runner.source.pattern)
        share = runner.progress()
        if share >= 0 and progress is not None:
            progress(min(share, 100.0) / 100.0)

    value = run_watched(lambda: work(runner), tick, poll=poll, halt=runner.interrupt)
    if progress is not None:
        progress(1.0)
    return value

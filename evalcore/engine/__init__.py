"""Evaluation beyond memory: a database engine reduces a path or glob of Parquet/CSV files to the
small aggregate every measure depends on, and the existing evalcore code evaluates that aggregate.

The queries are written once, in DuckDB's SQL dialect (:mod:`evalcore.engine.queries`), and run
unchanged on DuckDB (embedded, the default) or, transpiled by sqlglot, on Apache Spark
(:mod:`evalcore.engine.runners`). This package imports nothing heavy at import time (DuckDB,
PySpark, pandas only inside the modules that use them), so ``python -m evalcore`` starts as fast
as before for in-memory files.

Modules: :mod:`~evalcore.engine.source` (path or glob → files), :mod:`~evalcore.engine.runners`
(DuckDB and Spark), :mod:`~evalcore.engine.queries` (the SQL), :mod:`~evalcore.engine.binary`,
:mod:`~evalcore.engine.multiclass`, :mod:`~evalcore.engine.regression`, :mod:`~evalcore.engine.ranking` (the reductions),
:mod:`~evalcore.engine.rows` (row numbers for messages), :mod:`~evalcore.engine.bins` (bins of
equal width past a distinct-value limit), :mod:`~evalcore.engine.column_names` (quoted names, and
names that differ only in case), and for Spark :mod:`~evalcore.engine.spark_paths` (each file
read as that one file), :mod:`~evalcore.engine.spark_log` (a quiet start) and
:mod:`~evalcore.engine.spark_interrupt` (Ctrl-C).
"""

DEFAULT_MAX_DISTINCT = 2_000_000
"""More distinct scores than this are binned: counted in the exact scan's result, or estimated
beforehand from the first rows (:func:`evalcore.engine.binary.binary_aggregate`)."""

DEFAULT_BINS = 1_000_000
"""Bins of equal width between the lowest and the highest score when binning."""

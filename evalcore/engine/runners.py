"""The two engines behind one small interface: register a :class:`~evalcore.engine.source.Source`
as the view ``src``, list its columns, run a query (written in DuckDB's dialect) and return the
result as a pyarrow table.

DuckDB runs the query text as written; Spark runs sqlglot's transpilation of it to Spark SQL, so
one query definition serves both. Delimited text is read with every column as text on both
engines (the queries cast with ``TRY_CAST``), so both see the same values whatever their type
inference would guess.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import socket
from typing import Protocol

from evalcore.engine.column_names import case_renames, renamed, top_level_names
from evalcore.engine.source import Source
from evalcore.errors import EvalInputError

ENGINES = ("duckdb", "spark")
RENAMED = re.compile(r"_[0-9]+$")
"""How DuckDB's readers rename a column whose name another column has (ignoring case): only
then are the files' own names read."""
VIEW = "src"
SPARK_TEST_CONFIG = {"spark.ui.enabled": "false", "spark.ui.showConsoleProgress": "false",
                     "spark.sql.shuffle.partitions": "2"}
"""Settings of the small local Spark session the CLI starts (and the tests share)."""
SPARK_CSV = {"header": True, "inferSchema": False, "quote": '"', "escape": '"', "multiLine": True}
"""Spark's CSV options for the quoting of DuckDB and the in-memory reader (RFC 4180): a quote
inside a quoted field is doubled (Spark's default escape is a backslash) and a quoted field may
hold line breaks (Spark's default reads line by line; multiLine reads each file whole, unsplit)."""


class Runner(Protocol):
    """What the aggregation code needs from an engine."""

    name: str

    def columns(self) -> list[str]: ...

    def numeric_columns(self) -> frozenset[str]: ...

    def query(self, sql: str): ...

    def query_arrays(self, sql: str) -> dict: ...

    def row_count(self) -> int | None: ...

    def first_rows(self, rows: int) -> str: ...

    def integer_bounds(self, name: str) -> tuple[int, int] | None: ...


def open_engine(name: str, source: Source, *, spark_master: str | None = None,
                spark_session=None) -> Runner:
    """A runner of engine ``name`` (``duckdb`` or ``spark``) with ``source`` registered as ``src``.

    ``spark_master`` is a master URL (``local[2]``, ``spark://host:7077``) or a Spark Connect URL
    (``sc://host``); ``spark_session`` reuses a running session (the tests share one). Empty
    files are refused as in memory (:mod:`evalcore.engine.empty_files`).
    """
    from evalcore.engine.empty_files import check_files, check_has_rows

    check_files(source)
    if name == "duckdb":
        runner = DuckDBRunner(source)
    elif name == "spark":
        runner = SparkRunner(source, master=spark_master, session=spark_session)
    else:
        raise ValueError(f"unknown engine {name!r}; expected one of {ENGINES}")
    check_has_rows(runner)
    return runner


def sniff_delimiter(path: str) -> str:
    """The delimiter of a text file's header line: of comma, semicolon, tab and pipe, the most
    frequent (the in-memory reader's candidates, earlier wins a tie)."""
    from evalcore.io.header import DELIMITERS

    with open(path, "rb") as file:
        header = file.readline().decode("utf-8-sig", errors="replace")
    return max(DELIMITERS, key=header.count)


class DuckDBRunner:
    """DuckDB in process, in memory; the files are scanned where they lie."""

    name = "duckdb"

    def __init__(self, source: Source, *, threads: int | None = None) -> None:
        import duckdb

        self.source = source
        self._rows: int | None = None
        self.connection = duckdb.connect(":memory:")
        # DuckDB 2.0's type_pushdown turns TRY_CAST over a CSV column into the reader's strict
        # cast ("Could not convert string 'abc' to DOUBLE"); without it text that is not a
        # number becomes NULL, an invalid row reported as in memory. The progress bar is tracked
        # (query_progress, the dashboard's progress) but never printed.
        self.connection.execute("SET disabled_optimizers = 'type_pushdown'")
        self.connection.execute("SET enable_progress_bar = true")
        self.connection.execute("SET enable_progress_bar_print = false")
        if threads:
            self.connection.execute(f"SET threads = {int(threads)}")
        self._renames: dict[str, str] = {}
        files = _duckdb_files(source)
        if source.format == "parquet":
            reader = f"read_parquet({files})"
        else:
            delimiter = _string(sniff_delimiter(source.paths[0]))
            reader = f"read_csv({files}, header = true, all_varchar = true, delim = {delimiter})"
        self._execute(f"CREATE VIEW {VIEW} AS SELECT * FROM {reader}")
        described = self._execute(f"DESCRIBE {VIEW}").fetchall()
        names = [row[0] for row in described]
        header = self._header() if any(RENAMED.search(name) for name in names) else names
        self._renames = case_renames(header, names)
        own = {name: header_name for header_name, name in self._renames.items()}
        self._types = [(own.get(name, name), kind) for name, kind, *_ in described]

    def _header(self) -> list[str]:
        """The first file's own column names (DuckDB's view renames names that differ only in
        case, see :mod:`evalcore.engine.column_names`)."""
        first = _string(glob.escape(self.source.paths[0]))
        if self.source.format == "parquet":
            rows = self._execute(f"SELECT name, num_children FROM parquet_schema({first})",
                                 relation=True)
            return top_level_names(rows.fetchall())
        delimiter = _string(sniff_delimiter(self.source.paths[0]))
        rows = self._execute(f"SELECT * FROM read_csv({first}, header = false, "
                             f"all_varchar = true, delim = {delimiter}) LIMIT 1", relation=True)
        return list(rows.fetchall()[0])

    def columns(self) -> list[str]:
        """The files' column names, as the in-memory reader sees them."""
        return [name for name, _ in self._types]

    def numeric_columns(self) -> frozenset[str]:
        """Columns stored as numbers (integers, floats, decimals)."""
        return frozenset(name for name, kind in self._types if _is_number_type(kind))

    def query(self, sql: str):
        return self._execute(sql, relation=True).to_arrow_table()

    def relation(self, sql: str):
        """DuckDB's relation of ``sql`` (read in batches, or one row at a time)."""
        return self._execute(sql, relation=True)

    def query_arrays(self, sql: str) -> dict:
        """The result as numpy masked arrays by column (masked: NULL): DuckDB's own conversion,
        which, unlike pyarrow's ``to_numpy``, imports no pandas (half a second of start-up).
        Run as a statement of the connection: a relation would plan the query once more first
        (to learn its columns), reading the Parquet footers again."""
        return self._execute(sql).fetchnumpy()

    def first_rows(self, rows: int) -> str:
        """The source's first ``rows`` rows, in file order, as a table for a query's ``FROM``.
        Of one Parquet file, those whose row numbers are below ``rows``: the reader skips what
        lies past them, where a ``LIMIT`` on ``src`` lets its threads decode whole row groups
        before it stops. They are the same rows, read by the same reader with the same types;
        several files (whose types the view unifies) take the ``LIMIT``."""
        if (self.source.format != "parquet" or len(self.source.paths) > 1
                or ROW_NUMBER in (name.casefold() for name in self.columns())):
            return limited(rows)
        only = _string(glob.escape(self.source.paths[0]))
        return (f"(SELECT * EXCLUDE ({ROW_NUMBER}) FROM read_parquet([{only}], "
                f"{ROW_NUMBER} = true) WHERE {ROW_NUMBER} < {int(rows)})")

    def row_count(self) -> int | None:
        """Rows of a Parquet source from the files' footers (no scan, read once); None for
        text."""
        if self.source.format != "parquet":
            return None
        return self._footers()[0]

    def integer_bounds(self, name: str) -> tuple[int, int] | None:
        """The least and the greatest value of the signed integer column ``name`` of a Parquet
        source, from the files' footers (no scan, read once), when every row group of every file
        records both and no NULL; None otherwise (text, other types, statistics missing)."""
        kinds = dict(self._types)
        if (self.source.format != "parquet" or kinds.get(name) not in SIGNED_INTEGER_TYPES
                or name in self._renames):  # a renamed column's footers use its own name
            return None
        return self._footers()[1].get(name)

    def _footers(self) -> tuple[int, dict[str, tuple[int, int]]]:
        """One read of the Parquet footers: the rows, and per column whose every row group
        states its least and greatest whole number and no NULL, those bounds."""
        if self._rows is None:
            whole = "TRY_CAST({} AS HUGEINT)"
            low, high = whole.format("stats_min_value"), whole.format("stats_max_value")
            sql = (f"SELECT path_in_schema, SUM(row_group_num_rows) FILTER (column_id = 0), "
                   f"BOOL_AND(stats_null_count = 0 AND {low} IS NOT NULL AND {high} IS NOT NULL),"
                   f" MIN({low}), MAX({high}), COUNT(*) "
                   f"FROM parquet_metadata({_duckdb_files(self.source)}) GROUP BY 1")
            rows = self._execute(sql).fetchall()
            groups = max((row[5] for row in rows), default=0)
            self._rows = int(sum(row[1] or 0 for row in rows))
            self._bounds = {name: (int(low), int(high))
                            for name, _, clean, low, high, count in rows
                            if clean and count == groups}
        return self._rows, self._bounds

    def progress(self) -> float:
        """Share of the running query done (0–100), or −1 when DuckDB cannot tell."""
        return self.connection.query_progress()

    def interrupt(self) -> None:
        """End the running query (it raises ``engine_unreadable`` in its thread)."""
        self.connection.interrupt()

    def _execute(self, sql: str, *, relation: bool = False):
        import duckdb

        sql = renamed(sql, self._renames)
        try:
            return self.connection.sql(sql) if relation else self.connection.execute(sql)
        except duckdb.Error as error:  # unreadable files, text DuckDB cannot parse
            raise EvalInputError("engine_unreadable", name=self.source.name,
                                 detail=str(error).splitlines()[0]) from error


class SparkRunner:
    """PySpark: a local session (``local[2]`` by default), a cluster master or Spark Connect."""

    name = "spark"

    def __init__(self, source: Source, *, master: str | None = None, session=None) -> None:
        from evalcore.engine.spark_paths import SparkPaths, is_local

        self.source = source
        self.session = session or spark_session(master)
        # Column names that differ only in case are distinct columns, as in memory (Spark would
        # rename them apart, Score1 and score2).
        self.session.conf.set("spark.sql.caseSensitive", "true")
        reader = self.session.read
        self._paths = SparkPaths(source.paths, local=is_local(self.session))
        paths = self._paths.paths
        try:
            if source.format == "parquet":
                frame = reader.parquet(*paths)
            else:
                frame = reader.options(**SPARK_CSV, sep=sniff_delimiter(source.paths[0])).csv(paths)
        except Exception as error:  # Spark raises its own AnalysisException types
            raise EvalInputError("engine_unreadable", name=source.name,
                                 detail=self._paths.named(str(error).splitlines()[0])) from error
        frame.createOrReplaceTempView(VIEW)
        self._columns = list(frame.columns)
        self._types = list(frame.dtypes)

    def columns(self) -> list[str]:
        return list(self._columns)

    def numeric_columns(self) -> frozenset[str]:
        """Columns stored as numbers (integers, floats, decimals)."""
        return frozenset(name for name, kind in self._types if _is_number_type(kind))

    def query(self, sql: str):
        import sqlglot

        spark_sql = sqlglot.transpile(sql, read="duckdb", write="spark")[0]
        frame = self.session.sql(spark_sql)
        return frame.toArrow()

    def query_arrays(self, sql: str) -> dict:
        """The result as numpy masked arrays by column (masked: NULL), as DuckDB's runner."""
        import numpy as np

        table = self.query(sql)
        return {name: np.ma.masked_array(column.to_numpy(zero_copy_only=False),
                                         column.is_null().to_numpy(zero_copy_only=False))
                for name, column in zip(table.column_names, table.columns)}

    def first_rows(self, rows: int) -> str:
        """The source's first ``rows`` rows as a table for a query's ``FROM``."""
        return limited(rows)

    def row_count(self) -> int | None:
        """Rows of a Parquet source from the files' footers (no scan); None for text."""
        if self.source.format != "parquet":
            return None
        import pyarrow.parquet as pq

        return sum(pq.read_metadata(path).num_rows for path in self.source.paths)

    def integer_bounds(self, name: str) -> None:
        """Not read from Spark's sources: the aggregation takes its general path."""
        return None


SPARK_INSTALL = "PySpark (python3 -m pip install -r requirements-spark.txt)"
"""What a missing PySpark names: Spark is optional, its packages are in their own requirements
file (the dashboard and DuckDB do without them)."""


def spark_session(master: str | None = None, config: dict | None = None):
    """Start (or reuse) a Spark session; a missing PySpark or Java is a clear input error.
    ``config`` adds settings to :data:`SPARK_TEST_CONFIG` (the tests' quick start-up). Ctrl-C
    during the JVM's launch is answered once the JVM is up; later it cancels the session's jobs
    (:mod:`evalcore.engine.spark_interrupt`)."""
    try:
        from pyspark.sql import SparkSession
    except ImportError as error:
        raise EvalInputError("engine_spark_missing", detail=SPARK_INSTALL) from error
    master = master or "local[2]"
    if master.startswith("sc://"):
        return _connect(SparkSession, master)
    if not (os.environ.get("JAVA_HOME") or shutil.which("java")):
        raise EvalInputError("engine_spark_missing", detail="java (openjdk-17-jre-headless)")
    from pyspark import SparkConf, SparkContext

    from evalcore.engine.spark_interrupt import (cancel_jobs_on_sigint, sigint_deferred,
                                                 sigint_kept)
    from evalcore.engine.spark_log import JAVA_OPTIONS, java_options, started_quietly

    settings = {**SPARK_TEST_CONFIG, **(config or {})}
    settings[JAVA_OPTIONS] = java_options(settings)
    conf = SparkConf().setMaster(master).setAppName("evalcore").setAll(list(settings.items()))
    with sigint_deferred():  # a JVM interrupted before it is up would outlive this process
        started_quietly(lambda: SparkContext._ensure_initialized(conf=conf))  # the JVM's launch
    with sigint_kept():  # the context's creation in the JVM; interrupted, the JVM ends with us
        session = SparkSession.builder.config(conf=conf).getOrCreate()
        session.sparkContext.setLogLevel("ERROR")
    cancel_jobs_on_sigint(session.sparkContext)
    return session


SPARK_CONNECT_PORT = 15002
"""Spark Connect's default port, when an ``sc://`` URL names none."""
CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a Spark Connect server's port before saying none answers (the client
itself would wait without end)."""


def _connect(session_class, url: str):
    """A Spark Connect session at ``url`` (``sc://host[:port][/;params]``): the server's port is
    tried first, and a client without the connect extra is a clear input error."""
    from urllib.parse import urlsplit

    address = urlsplit(url)
    try:
        socket.create_connection((address.hostname or "localhost",
                                  address.port or SPARK_CONNECT_PORT),
                                 timeout=CONNECT_TIMEOUT).close()
    except (OSError, ValueError) as error:
        raise EvalInputError("engine_spark_unreachable", url=url) from error
    try:
        return session_class.builder.remote(url).getOrCreate()
    except ImportError as error:  # pyspark's PySparkImportError: grpcio & co. not installed
        raise EvalInputError("engine_spark_missing",
                             detail="the Spark Connect client (pip install 'pyspark[connect]')") from error


NUMBER_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT",
                "UINTEGER", "UBIGINT", "FLOAT", "DOUBLE", "REAL", "DECIMAL", "TINYINT", "INT",
                "BYTE", "SHORT", "LONG", "SMALLINT")

SIGNED_INTEGER_TYPES = frozenset({"TINYINT", "SMALLINT", "INTEGER", "BIGINT"})
"""DuckDB's column types whose Parquet footer statistics are whole numbers as written (not the
scaled integers of a DECIMAL, the days of a DATE, nor an unsigned value read as signed)."""


ROW_NUMBER = "file_row_number"
"""DuckDB's Parquet reader's column of each row's number in its file (0 first), on request."""


def limited(rows: int) -> str:
    """The first ``rows`` rows of ``src``, in file order, as a table (on either engine)."""
    return f"(SELECT * FROM {VIEW} LIMIT {int(rows)})"


def _is_number_type(kind: str) -> bool:
    """A DuckDB or Spark column type that holds numbers (not booleans, text or dates)."""
    return str(kind).upper().split("(")[0] in NUMBER_TYPES


def _string(text: str) -> str:
    """A SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def _duckdb_files(source: Source) -> str:
    """The source's files as a DuckDB list of paths, each read as that one file: DuckDB expands
    ``*``, ``?`` and ``[`` in a path, and reads ``[*]``, ``[?]`` and ``[[]`` (Python's
    :func:`glob.escape`) as the characters themselves."""
    return "[" + ", ".join(_string(glob.escape(path)) for path in source.paths) + "]"

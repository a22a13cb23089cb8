"""The flags that send a task's reduction to an engine (DuckDB or Spark) instead of memory."""

from __future__ import annotations

import argparse
import os
from functools import partial

from evalcore.engine.walk import GLOB_CHARACTERS
from evalcore.errors import EvalInputError


def add_engine_arguments(parser, *, binned: bool = True) -> None:
    """``--engine``, ``--spark-master``, ``--max-files``; with ``binned`` also
    ``--max-distinct`` and ``--bins``."""
    from evalcore.engine import DEFAULT_BINS, DEFAULT_MAX_DISTINCT
    from evalcore.engine.walk import MAX_MATCHES

    group = parser.add_argument_group(
        "engine", "evaluate a file, directory or glob of Parquet/CSV files larger than memory: "
        "the engine reduces the rows to the aggregate the measures need")
    group.add_argument(
        "--engine", choices=("duckdb", "spark"),
        help="duckdb (embedded) or spark (default: in memory for one file, duckdb for a glob or "
        "a directory)")
    group.add_argument(
        "--spark-master", metavar="URL",
        help="Spark master (default local[2]; spark://host:7077, or sc://host for Spark Connect)")
    group.add_argument(
        "--max-files", metavar="N", type=int, default=MAX_MATCHES,
        help=f"read at most N files of a directory or glob (default {MAX_MATCHES:,}); past N the "
        "search stops with an error")
    if not binned:
        return
    group.add_argument(
        "--max-distinct", metavar="N", type=int, default=DEFAULT_MAX_DISTINCT,
        help="past about N distinct scores, bin them and report \"approximate\": true with exact "
        f"AUC bounds (default {DEFAULT_MAX_DISTINCT:,})")
    group.add_argument(
        "--bins", metavar="B", type=int, default=DEFAULT_BINS,
        help=f"bins of equal width between the lowest and highest score (default {DEFAULT_BINS:,})")


def engine_of(args: argparse.Namespace) -> str | None:
    """The engine to use: the flag, else None (memory) for an existing file (whatever its name
    holds), else DuckDB for a glob or directory."""
    if args.engine:
        return args.engine
    if os.path.isfile(args.file):
        return None
    if GLOB_CHARACTERS & set(args.file) or os.path.isdir(args.file):
        return "duckdb"
    return None


def open_runner(args: argparse.Namespace):
    """The runner of :func:`engine_of`'s engine over ``args.file``."""
    from evalcore.engine.runners import open_engine
    from evalcore.engine.source import resolve_source

    if args.max_files < 1:
        raise EvalInputError("cli_bad_max_files", value=args.max_files)
    try:
        source = resolve_source(args.file, max_matches=args.max_files)
    except EvalInputError as error:  # the command line can raise the cap: say how
        if error.key != "engine_too_many_matches":
            raise
        raise EvalInputError("cli_too_many_files", **error.params) from None
    engine = engine_of(args)
    if engine == "spark":
        _no_log_lines()
    return open_engine(engine, source, spark_master=args.spark_master)


def _no_log_lines() -> None:
    """Keep library log records off stderr: py4j logs a traceback on the root logger (which
    Python's logging prints when the root has no handler) when Ctrl-C interrupts a call to the
    JVM, and the CLI answers the interruption in one line."""
    import logging

    logging.getLogger().addHandler(logging.NullHandler())


def refuse(args: argparse.Namespace, **flags: str) -> None:
    """On an engine: an input error naming ``--engine`` when one of ``flags`` (attribute → flag,
    or a flag with its value) is set, since it needs every row in memory."""
    for attribute, flag in flags.items():
        if getattr(args, attribute, None):
            raise EvalInputError("cli_engine_option_unsupported", option=flag)


def in_memory_only(parser, reason_key: str) -> None:
    """For a command without an engine path (after its ``set_defaults(run=...)``): accept
    ``--engine`` and ``--spark-master`` (hidden) only to refuse them in one line with the message
    ``reason_key`` (why the command runs in memory), instead of argparse's usage."""
    for flag in ("--engine", "--spark-master"):  # left out of the namespace unless given
        parser.add_argument(flag, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    parser.set_defaults(run=partial(_in_memory, parser.get_default("run"), reason_key))


def _in_memory(run, reason_key: str, args: argparse.Namespace) -> dict:
    if hasattr(args, "engine") or hasattr(args, "spark_master"):
        raise EvalInputError(reason_key)
    return run(args)

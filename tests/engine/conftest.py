"""Fixtures of the engine tests: ONE local Spark session for the whole run (local[2], two shuffle
partitions, no UI), and the CLI run in process on either engine.

If Spark cannot start (no Java), the Spark cases are skipped locally and fail under CI=true.
"""

from __future__ import annotations

import json
import math
import os
import warnings

import pytest

from evalcore.__main__ import main


QUICK_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
"""The JVM's quick compiler only (C1; C2's optimisation pays off on long runs) and one serial
GC thread: for JVMs that live seconds, as every JVM of the tests does."""
QUICK_SPARK = {
    "spark.driver.extraJavaOptions": QUICK_JVM,
    "spark.sql.codegen.wholeStage": "false",
    "spark.sql.adaptive.enabled": "false",
    "spark.sql.shuffle.partitions": "1",
    "spark.default.parallelism": "1",
}
"""Settings for files of a few hundred rows, where Spark's time goes to warming up, not to the
rows: :data:`QUICK_JVM`, plans interpreted instead of compiled to Java code (Janino) per query, no adaptive
re-planning, one partition. About halves the engine tests' Spark time on 2 cores; the CLI keeps
Spark's defaults, which suit large files."""


def quick_cli_env(**extra: str) -> dict[str, str]:
    """The environment of ``python -m evalcore ... --engine spark`` run in a process of its own:
    its JVM (spark-submit's, which runs the driver) started with :data:`QUICK_JVM` through
    ``SPARK_SUBMIT_OPTS``, which the JVM takes without a word on stderr (``JAVA_TOOL_OPTIONS``
    would print "Picked up ..."); the CLI's own Spark settings are left as they are."""
    return {**os.environ, "SPARK_SUBMIT_OPTS": QUICK_JVM, **extra}


@pytest.fixture(scope="session")
def spark():
    """The run's one Spark session (the CLI's ``--engine spark`` reuses it via getOrCreate)."""
    from evalcore.engine.runners import spark_session
    from evalcore.errors import EvalInputError

    warnings.filterwarnings("ignore", message="PySpark does not yet fully support pandas")
    try:
        session = spark_session("local[2]", QUICK_SPARK)
    except (EvalInputError, Exception) as error:  # no Java, no PySpark, JVM failing to start
        if os.environ.get("CI") == "true":
            pytest.fail(f"Spark must start in CI: {error}")
        pytest.skip(f"Spark cannot start here: {error}")
    yield session
    session.stop()


@pytest.fixture(params=["duckdb", "spark"])
def engine(request):
    """Each engine in turn (Spark's session started once, on first use)."""
    if request.param == "spark":
        request.getfixturevalue("spark")
    return request.param


def cli(capsys, *argv: str):
    """Run ``python -m evalcore`` in process: (status, parsed JSON or None, stderr)."""
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def assert_same(actual, expected, path="result"):
    """Same keys in the same order, same types of counts, numbers equal to 1e-9."""
    if isinstance(expected, dict):
        assert list(actual) == list(expected), path
        for key in expected:
            assert_same(actual[key], expected[key], f"{path}.{key}")
    elif isinstance(expected, list):
        assert len(actual) == len(expected), path
        for i, (a, e) in enumerate(zip(actual, expected)):
            assert_same(a, e, f"{path}[{i}]")
    elif isinstance(expected, float):
        assert isinstance(actual, float), path
        assert math.isclose(actual, expected, rel_tol=1e-9, abs_tol=1e-12), (path, actual, expected)
    else:
        assert type(actual) is type(expected) and actual == expected, (path, actual, expected)

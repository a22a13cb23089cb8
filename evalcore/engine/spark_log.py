"""A quiet start for a local Spark session: stderr keeps the CLI's notes, not the JVM's start-up.

Spark's own lines (its default log4j profile's banner, the WARNs about the host name and Hadoop's
native library, "Setting default log level") are kept out by a log4j2 configuration at level
ERROR, given to the driver JVM before it starts (``spark.driver.extraJavaOptions``). One line
comes from the JVM itself, which no logging setting reaches: the warning about the incubator
module Spark 4's launcher always adds (``--add-modules=jdk.incubator.vector``). The JVM's stderr
is therefore passed through a filter that drops that line and forwards everything else, until a
Ctrl-C (:mod:`evalcore.engine.spark_interrupt`): the JVM's lines after it are about the tasks it
cancelled.
"""

from __future__ import annotations

import os
import tempfile
import threading

JAVA_OPTIONS = "spark.driver.extraJavaOptions"

LOG4J2_PROPERTIES = """\
rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{yy/MM/dd HH:mm:ss} %p %c{1}: %m%n%ex
logger.pyspark.name = org.apache.spark.api.python.PythonGatewayServer
logger.pyspark.level = error
"""
"""Errors only, on stderr. PySpark's gateway logger at the root's level: Spark prints "Setting
default log level" when the two differ."""

JVM_NOISE = (b"WARNING: Using incubator modules:",)
"""Starts of the JVM's own stderr lines that are dropped."""

_DROP_ALL = threading.Event()


def drop_jvm_output() -> None:
    """Forward none of the JVM's stderr from now on."""
    _DROP_ALL.set()


def java_options(config: dict) -> str:
    """``config``'s driver Java options with the quiet log4j2 configuration in front."""
    option = f"-Dlog4j2.configurationFile={_properties_file()}"
    return f"{option} {config.get(JAVA_OPTIONS, '')}".strip()


def _properties_file() -> str:
    """:data:`LOG4J2_PROPERTIES` as a file (written once per user in the temporary directory)."""
    path = os.path.join(tempfile.gettempdir(), f"evalcore-spark-log4j2-{os.getuid()}.properties")
    try:
        with open(path) as file:
            if file.read() == LOG4J2_PROPERTIES:
                return path
    except OSError:
        pass
    with tempfile.NamedTemporaryFile("w", dir=os.path.dirname(path), delete=False) as file:
        file.write(LOG4J2_PROPERTIES)
    os.replace(file.name, path)
    return path


def started_quietly(start):
    """``start()`` (a session builder's ``getOrCreate``) with the stderr of a JVM it launches
    filtered by :data:`JVM_NOISE`; the filter thread ends when the JVM closes its stderr."""
    read_end, write_end = os.pipe()
    saved = os.dup(2)
    threading.Thread(target=_forward, args=(read_end, os.dup(saved)), daemon=True,
                     name="evalcore-jvm-stderr").start()
    os.dup2(write_end, 2)  # a JVM started now inherits the pipe as its stderr
    os.close(write_end)
    try:
        return start()
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _forward(read_end: int, stderr: int) -> None:
    """Copy the pipe's lines to ``stderr`` (the stderr of the start), except the dropped ones."""
    with os.fdopen(read_end, "rb") as lines, os.fdopen(stderr, "wb", buffering=0) as out:
        for line in lines:
            if not (_DROP_ALL.is_set() or line.startswith(JVM_NOISE)):
                out.write(line)

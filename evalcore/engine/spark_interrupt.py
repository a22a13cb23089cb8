"""Ctrl-C around a local Spark session: the caller's handling stays in charge, and the running
query ends with it.

PySpark replaces the SIGINT handler when its context starts (its handler cancels every job and
raises KeyboardInterrupt). For a command-line run that goes wrong twice:

- a Ctrl-C while the JVM starts leaves that JVM running after Python has exited (it watches its
  stdin for Python's end only once it is up), holding the run's stdout open;
- the caller's handler (the CLI's, which notes the interrupt to answer it in one line) is gone.

So the JVM's launch runs with SIGINT deferred, delivered to the caller's handler once the JVM is up
(from then on it ends when Python does); the context's creation keeps the caller's handler; and
afterwards a SIGINT goes to the caller's handler, and then every Spark job is cancelled (the
collection of a query's result otherwise waits for its job to finish) and the JVM's stderr is
dropped (its lines about the cancelled tasks are the interruption the caller reports).
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager


@contextmanager
def sigint_deferred():
    """SIGINT held back during the block (the JVM's launch) and then delivered to the handler
    that was in place before it, which is put back."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers belong to the main thread
        return
    caller = signal.getsignal(signal.SIGINT)
    pending: list[int] = []
    signal.signal(signal.SIGINT, lambda signum, frame: pending.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, caller)
        if pending:
            signal.raise_signal(signal.SIGINT)


@contextmanager
def sigint_kept():
    """The SIGINT handler in place before the block is in place after it (PySpark's context
    installs its own)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caller = signal.getsignal(signal.SIGINT)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, caller)


def cancel_jobs_on_sigint(context) -> None:
    """From now on a SIGINT runs the current handler (which normally raises KeyboardInterrupt),
    then cancels every job of the SparkContext ``context`` and drops the JVM's stderr."""
    if threading.current_thread() is not threading.main_thread():
        return
    caller = signal.getsignal(signal.SIGINT)
    if not callable(caller) or getattr(caller, "spark_context", None) is context:
        return  # Ctrl-C ignored or left to the system, or already handled so for this context

    def handler(signum, frame):
        try:
            caller(signum, frame)
        finally:
            _end_jobs(context)

    handler.spark_context = context
    signal.signal(signal.SIGINT, handler)


def _end_jobs(context) -> None:
    from py4j.protocol import Py4JError

    from evalcore.engine.spark_log import drop_jvm_output

    drop_jvm_output()
    try:
        context.cancelAllJobs()
    except Py4JError:  # the JVM is gone or its connection broken: no job is left to run
        pass

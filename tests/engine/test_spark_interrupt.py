"""Ctrl-C during ``--engine spark`` in a real process: status 130, one line on stderr, nothing on
stdout, and no JVM left running, whenever it comes. Each SIGINT waits on a state of the run
(the JVM's process, its block manager's folder, the query's shuffle files), not on a delay; the
SIGINT goes to the process group, as a terminal's Ctrl-C does. Its own JVMs, not the tests'
shared session: the start is part of what is interrupted."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

from tests.conftest import ROOT
from tests.engine.conftest import quick_cli_env

INTERRUPTED = 130
LINE = "error: Interrupted (Ctrl-C); no result was printed.\n"

pytestmark = [pytest.mark.spark,
              pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc (Linux)")]


@pytest.fixture(scope="module")
def scores(tmp_path_factory):
    """200,000 rows: a query long enough to be interrupted while it runs."""
    if not (os.environ.get("JAVA_HOME") or shutil.which("java")):
        if os.environ.get("CI") == "true":
            pytest.fail("Spark must start in CI: no java")
        pytest.skip("no java here")
    path = tmp_path_factory.mktemp("scores") / "scores.csv"
    rng = np.random.default_rng(1)
    rows = np.column_stack([rng.integers(0, 2, 200_000), rng.random(200_000)])
    np.savetxt(path, rows, fmt=["%d", "%.6f"], delimiter=",", header="label,score", comments="")
    return path


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as file:
                    if int(file.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return found


def _jvm_of(pid: int) -> int | None:
    """The JVM among the descendants of ``pid`` (PySpark's spark-submit execs into java)."""
    for child in _children(pid):
        try:
            with open(f"/proc/{child}/cmdline", "rb") as file:
                if b"java" in file.read().split(b"\0")[0]:
                    return child
        except OSError:
            continue
        found = _jvm_of(child)
        if found:
            return found
    return None


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _has_file(folder, prefix: str) -> bool:
    return any(name.startswith(prefix) for _, _, names in os.walk(folder) for name in names)


STATES = {
    "jvm starting": lambda jvm, local: jvm is not None,
    "context up": lambda jvm, local: any(n.startswith("blockmgr-") for n in os.listdir(local)),
    "query running": lambda jvm, local: _has_file(local, "shuffle_"),
}


@pytest.mark.parametrize("state", list(STATES))
def test_sigint_during_a_spark_run(scores, tmp_path, state):
    local = tmp_path / "spark-local"
    local.mkdir()
    process = subprocess.Popen(
        [sys.executable, "-m", "evalcore", "binary", str(scores), "--engine", "spark"], cwd=ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        env=quick_cli_env(SPARK_LOCAL_DIRS=str(local)))
    deadline, jvm = time.monotonic() + 600, None
    try:
        while not STATES[state](jvm, local):
            assert process.poll() is None and time.monotonic() < deadline, process.communicate()
            jvm = jvm or _jvm_of(process.pid)
            time.sleep(0.01)
        jvm = jvm or _jvm_of(process.pid)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=600)
    finally:
        if process.poll() is None:
            process.kill()
    assert (process.returncode, out, err) == (INTERRUPTED, "", LINE)
    deadline = time.monotonic() + 60  # the JVM ends when its stdin (Python's pipe) closes
    while jvm and _running(jvm) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not (jvm and _running(jvm)), f"JVM {jvm} left running"


INSIDE_A_JVM_CALL = """
import os, signal, sys, threading, time
from evalcore.__main__ import entry_point
from evalcore.engine.runners import SparkRunner

def in_py4j():
    frame = sys._current_frames()[threading.main_thread().ident]
    while frame is not None and "py4j" not in frame.f_code.co_filename:
        frame = frame.f_back
    return frame is not None

def interrupt():
    while not in_py4j():
        time.sleep(0.005)
    os.kill(os.getpid(), signal.SIGINT)

def query(self, sql):
    threading.Thread(target=interrupt, daemon=True).start()
    self.session._jvm.java.lang.Thread.sleep(20_000)

SparkRunner.query = query
sys.exit(entry_point())
"""


def test_sigint_inside_a_call_to_the_jvm(scores):
    """Ctrl-C while the main thread waits in a py4j call (reading a file's schema, planning a
    query): py4j logs a traceback on the root logger, which the CLI must not print. The query
    is replaced by a call to the JVM that sleeps, and the SIGINT is sent once py4j's frames are
    on the main thread's stack."""
    done = subprocess.run(
        [sys.executable, "-c", INSIDE_A_JVM_CALL, "binary", str(scores), "--engine", "spark"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, env=quick_cli_env())
    assert (done.returncode, done.stdout, done.stderr) == (INTERRUPTED, "", LINE)

"""Ctrl-C ends ``python -m evalcore`` with status 130 and one line on stderr, never a traceback:
a KeyboardInterrupt on every command, and DuckDB's own "Query interrupted" error after a SIGINT."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import numpy as np
import pandas as pd
import pytest

import evalcore.cli._common as common
from evalcore.__main__ import main
from tests.conftest import ROOT

INTERRUPTED = 130  # 128 + SIGINT, as shells report a Ctrl-C
LINE = "error: Interrupted (Ctrl-C); no result was printed.\n"
COMMANDS = [  # every command that reads a file, with the flags the runs used
    ["binary", "--curves"], ["cost"], ["roc-steps"], ["multiclass"], ["regression"],
    ["ranking"], ["folds"], ["compare"], ["binary", "--engine", "duckdb"], ["lift"],
    ["calibration"], ["binary", "--by", "label"], ["lift", "--engine", "duckdb"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_keyboard_interrupt_while_reading(capsys, monkeypatch, tmp_path, command):
    """Ctrl-C while the file is read (in memory) or the engine scans it."""
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(common, "read_input", interrupted)
    monkeypatch.setattr("evalcore.engine.runners.DuckDBRunner.__init__", interrupted)
    path = tmp_path / "data.csv"
    path.write_text("label,score\n1,0.9\n0,0.1\n")
    assert main([command[0], str(path), *command[1:]]) == INTERRUPTED
    assert capsys.readouterr() == ("", LINE)


def test_keyboard_interrupt_while_writing_examples(capsys, monkeypatch, tmp_path):
    import evalcore.cli.examples as examples

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(examples, "run", interrupted)
    assert main(["examples", "--write", str(tmp_path)]) == INTERRUPTED
    assert capsys.readouterr() == ("", LINE)


def test_engine_error_after_a_sigint_is_an_interruption(capsys, monkeypatch, tmp_path):
    """DuckDB catches the KeyboardInterrupt of a SIGINT and raises RuntimeError("Query
    interrupted") instead: after a SIGINT that error is an interruption too."""
    def duckdb_interrupted(*args, **kwargs):
        try:
            signal.raise_signal(signal.SIGINT)
        except KeyboardInterrupt:
            raise RuntimeError("Query interrupted") from None

    monkeypatch.setattr("evalcore.engine.runners.DuckDBRunner.__init__", duckdb_interrupted)
    path = tmp_path / "data.csv"
    path.write_text("label,score\n1,0.9\n0,0.1\n")
    before = signal.getsignal(signal.SIGINT)  # Python's, or a Spark session's of an earlier test
    assert main(["binary", str(path), "--engine", "duckdb"]) == INTERRUPTED
    assert capsys.readouterr() == ("", LINE)
    assert signal.getsignal(signal.SIGINT) is before  # put back


def test_a_runtime_error_without_sigint_stays_a_programming_error(monkeypatch, tmp_path):
    def broken(*args, **kwargs):
        raise RuntimeError("Query interrupted")

    monkeypatch.setattr(common, "read_input", broken)
    with pytest.raises(RuntimeError):
        main(["binary", str(tmp_path / "data.csv")])


@pytest.fixture(scope="module")
def large(tmp_path_factory):
    """Three million rows (64 MB): reading them takes long enough to be interrupted. Written as
    100 copies of 30,000 random rows (formatting 3·10⁶ floats took most of this module's time)."""
    path = tmp_path_factory.mktemp("large") / "large.csv"
    rng = np.random.default_rng(0)
    n = 30_000
    header, rows = pd.DataFrame({"y": rng.integers(0, 2, n), "score": rng.random(n)}).to_csv(
        index=False).split("\n", 1)
    path.write_text(header + "\n" + rows * 100)
    return path


def _has_open(pid: int, path) -> bool:
    try:
        return any(os.readlink(f"/proc/{pid}/fd/{fd}") == str(path)
                   for fd in os.listdir(f"/proc/{pid}/fd"))
    except OSError:  # the process ended, or a descriptor closed while listed
        return False


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc (Linux)")
@pytest.mark.parametrize("flags", [["--curves"], ["--engine", "duckdb"]], ids=" ".join)
def test_sigint_while_the_file_is_read(large, flags):
    """A real Ctrl-C (SIGINT to the process) once it has opened the file. On a busy machine the
    command can end before the signal reaches it (its result printed, status 0): that try did
    not test anything and is made again, up to three times; every other ending must be the
    interruption's."""
    for _ in range(3):
        status, out, err = _sigint_once_open(large, flags)
        if status == 0 and out.startswith("{") and not err:  # ended before the signal came
            continue
        assert (status, out, err) == (INTERRUPTED, "", LINE)
        return
    pytest.fail("three tries ended before their SIGINT arrived")


def _started(*args: str) -> subprocess.Popen:
    """``python ARGS`` from the checkout, its output read as text, with Python's own Ctrl-C
    handling (as from a shell), whatever this process set for SIGINT."""
    return subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _sigint_once_open(large, flags: list[str]) -> tuple[int, str, str]:
    """Run ``python -m evalcore binary LARGE FLAGS``, send SIGINT as soon as it has the file
    open (a state, not a delay) and return (status, stdout, stderr)."""
    process = _started("-m", "evalcore", "binary", str(large), *flags)
    deadline = time.monotonic() + 120
    while not _has_open(process.pid, large):
        assert process.poll() is None and time.monotonic() < deadline, process.communicate()
        time.sleep(0.002)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    return process.returncode, out, err


def _interrupted_once_imported(module: str, *args: str) -> tuple[int, str, str]:
    """Run ``python -X importtime -m evalcore ARGS``, send SIGINT as soon as ``module``'s import
    ends (its line on stderr: a state, not a delay) and return (status, stdout, the stderr lines
    that are not import times)."""
    process = _started("-X", "importtime", "-m", "evalcore", *args)
    lines = []
    for line in process.stderr:
        lines.append(line)
        if line.startswith("import time:") and line.rstrip().endswith(f"| {module}"):
            process.send_signal(signal.SIGINT)
            break
    else:
        pytest.fail(f"{module} was never imported: {''.join(lines)}")
    out, err = process.communicate(timeout=120)
    rest = [line for line in (lines + err.splitlines(keepends=True))
            if not line.startswith("import time:")]
    return process.returncode, out, "".join(rest)


@pytest.mark.parametrize("module", [
    "argparse",  # the CLI's own first imports, before any function of it runs
    "json",  # a later one of them
    "evalcore.tasks",  # the task table, the last of them
    "numpy",  # the task's imports, inside main
])
def test_sigint_during_the_imports(tmp_path, module):
    """Ctrl-C from the moment the CLI's module begins: before, its imports printed a traceback
    (15 lines at 0.05 s). Earlier than that, Python itself is starting (its site packages)."""
    path = tmp_path / "data.csv"
    path.write_text("label,score\n1,0.9\n0,0.1\n")
    assert _interrupted_once_imported(module, "binary", str(path)) == (INTERRUPTED, "", LINE)


def test_the_package_imports_nothing_before_the_handler():
    """``python -m evalcore`` runs ``evalcore/__init__`` before ``__main__`` installs its Ctrl-C
    handler: that step imports no module, so no Ctrl-C can land in an import of ours there."""
    probe = ("import sys; before = set(sys.modules); import evalcore; "
             "print(sorted(set(sys.modules) - before))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    assert done.stdout.strip() == "['evalcore']"
    from evalcore import EvalInputError
    from evalcore.errors import EvalInputError as defined

    assert EvalInputError is defined



def test_an_interrupt_in_code_run_from_a_string_ends_with_130(tmp_path):
    """A Ctrl-C that lands in code Python runs from source text (``exec`` of a string, as
    ``dataclasses`` makes a class's methods while a module is imported) ends ``python -m``
    with status 130 too. Python marks such a KeyboardInterrupt as unhandled even once it is
    caught, and would end the process by SIGINT at exit (status -2)."""
    path = tmp_path / "data.csv"
    path.write_text("label,score\n1,0.9\n0,0.1\n")
    (tmp_path / "interrupted_in_exec.py").write_text(
        "import sys\n"
        "import evalcore.__main__ as cli, evalcore.cli._common as common\n"
        "common.read_input = lambda path: exec('raise KeyboardInterrupt')\n"
        f"sys.argv = ['evalcore', 'binary', {str(path)!r}]\n"
        "sys.exit(cli.entry_point())\n")
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-m", "interrupted_in_exec"], cwd=tmp_path,
                          env=environment, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (INTERRUPTED, "", LINE)

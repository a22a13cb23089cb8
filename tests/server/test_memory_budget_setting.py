"""A bad ``EVAL_MEMORY_BUDGET_GB`` stops ``streamlit run app.py`` (and ``python -m
dashboard.report``, which reads it too) with one line on stderr, before any page is served."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.served import ROOT, START_BOUND_S, free_port, server_command

SETTING = "EVAL_MEMORY_BUDGET_GB"


def _run(command: list[str], setting: str) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, env={**os.environ, SETTING: setting},
                          capture_output=True, text=True, timeout=START_BOUND_S)


def _one_line(stderr: str, setting: str) -> None:
    assert stderr.count("\n") == 1, stderr
    assert stderr.startswith(f"Error: {SETTING}='{setting}' is not a memory budget"), stderr


@pytest.mark.parametrize("setting", ["abc", "-1", "inf"])
def test_the_server_stops_at_its_start_with_one_line(setting):
    done = _run(server_command(free_port()), setting)
    assert done.returncode == 2
    _one_line(done.stderr, setting)


def test_the_report_command_stops_with_one_line():
    done = _run([sys.executable, "-m", "dashboard.report", "x.csv", "--task", "binary",
                 "-o", "r.html"], "0")
    assert done.returncode == 2
    _one_line(done.stderr, "0")

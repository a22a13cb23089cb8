"""run_watched (evalcore/threads.py), the one home of "work in a thread, watched from here":
the result and the work's own exception come back to the caller's thread; a tick that raises
ends the watch, after ``halt`` has stopped the work and its thread has ended."""

from __future__ import annotations

import threading

import pytest

from evalcore.threads import run_watched


def test_the_result_comes_back_and_tick_runs_while_the_work_runs():
    ticked, names = threading.Event(), []

    def work():
        names.append(threading.current_thread().name)
        ticked.wait(10)  # until the caller has ticked once
        return 42

    assert run_watched(work, ticked.set, poll=0.01, name="worker") == 42
    assert names == ["worker"] and ticked.is_set()


def test_the_works_error_is_raised_in_the_caller():
    error = KeyError("missing")

    def work():
        raise error

    with pytest.raises(KeyError) as caught:
        run_watched(work, lambda: None, poll=0.01)
    assert caught.value is error


def test_a_raising_tick_halts_the_work_and_waits_for_it():
    stop, ended = threading.Event(), threading.Event()

    def work():
        stop.wait(10)
        ended.set()

    def tick():
        raise RuntimeError("stopped by the user")

    with pytest.raises(RuntimeError, match="stopped by the user"):
        run_watched(work, tick, poll=0.01, halt=stop.set)
    assert ended.is_set()  # the thread had ended when the error reached the caller

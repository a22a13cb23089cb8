"""The local source's worker (dashboard/shell/stoppable.py): the result comes back, and however
the script thread's watch ends (Streamlit's stop or rerun raised at a redraw) the work is
stopped; a set stop event interrupts DuckDB's scan."""

from __future__ import annotations

import io
import threading

import numpy as np
import pandas as pd
import pytest
from streamlit.runtime.scriptrunner_utils.exceptions import StopException

from dashboard.shell.stoppable import run_stoppable
from evalcore.engine.files import aggregate_file
from evalcore.engine.source import resolve_source
from evalcore.engine.walk import walk_files
from evalcore.errors import EvalInputError


def test_the_result_and_the_progress_come_back():
    seen, shown = [], threading.Event()

    def work(job):
        job.walked(3, 2)
        shown.wait(10)  # until the script thread has drawn the progress once
        return 42

    def show(job):
        seen.append((job.phase, job.folders, job.files))
        shown.set()

    assert run_stoppable(work, show, poll=0.01) == 42
    assert seen[0] == ("walk", 3, 2)


def test_a_stop_raised_at_a_redraw_stops_the_walk(tmp_path):
    for i in range(50):
        (tmp_path / f"d{i}").mkdir()
    started, ended, raised = threading.Event(), threading.Event(), []

    def slow_progress(folders, files):
        started.set()

    def work(job):
        try:
            while not job.stop.is_set():  # walks again and again until stopped
                walk_files(str(tmp_path), ["**", "*.csv"], stop=job.stop, progress=slow_progress)
        except EvalInputError as error:
            raised.append(error.key)
        finally:
            ended.set()

    def show(job):
        if started.wait(10):
            raise StopException()  # what Streamlit raises when the session ends

    with pytest.raises(StopException):
        run_stoppable(work, show, poll=0.01)
    assert ended.wait(10)
    assert raised == ["engine_walk_stopped"]


def test_a_set_stop_event_interrupts_the_scan(tmp_path):
    rng = np.random.default_rng(0)
    pd.DataFrame({"y": rng.integers(0, 2, 10_000), "score": rng.random(10_000)}).to_parquet(
        tmp_path / "p.parquet")
    stop = threading.Event()
    stop.set()
    with pytest.raises(EvalInputError) as raised:
        aggregate_file(resolve_source(str(tmp_path / "p.parquet")), stop=stop, max_rows_poll=0.01)
    assert raised.value.key == "engine_walk_stopped"
    name, data = aggregate_file(str(tmp_path / "p.parquet"), stop=threading.Event())
    assert name == "p.aggregate.parquet"
    aggregate = pd.read_parquet(io.BytesIO(data))
    assert int(aggregate["count"].sum()) == 10_000

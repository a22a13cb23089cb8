"""Long work in a worker thread that the script thread watches and stops.

The script thread redraws the progress every ``poll`` seconds; each redraw is a Streamlit call,
where Streamlit raises its rerun or stop exception when the user presses another button (the
sidebar's stop button) or the session ends. Whatever ends the watch sets the job's ``stop``
event, which the work checks (the walk per entry, DuckDB through an interrupt), so no search or
scan outlives the run that started it.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from evalcore.threads import run_watched

POLL_SECONDS = 0.2


class Job:
    """What the worker reports: the phase (``"walk"``, then ``"scan"``), the folders read and
    files found while walking, the share of the scan done; and the ``stop`` event it obeys."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.phase = "walk"
        self.folders = 0
        self.files = 0
        self.share = 0.0

    def walked(self, folders: int, files: int) -> None:
        self.folders, self.files = folders, files

    def scanned(self, share: float) -> None:
        self.phase, self.share = "scan", share


def run_stoppable(work: Callable[[Job], Any], show: Callable[[Job], None], *,
                  poll: float = POLL_SECONDS) -> Any:
    """``work(job)``'s result (or its exception), run in a thread while ``show(job)`` redraws
    the progress every ``poll`` s; the job is stopped however this call ends."""
    job = Job()
    try:
        return run_watched(lambda: work(job), lambda: show(job), poll=poll, name="local-dataset")
    finally:
        job.stop.set()

"""Work in a worker thread that the calling thread watches: one home for "run it, record how it
ended, hand the result back or raise its error here", used by the local source's scans
(:mod:`evalcore.engine.files`) and the dashboard's stoppable jobs."""

from __future__ import annotations

import threading
from typing import Callable, TypeVar

T = TypeVar("T")


def run_watched(work: Callable[[], T], tick: Callable[[], None], *, poll: float,
                name: str | None = None, halt: Callable[[], None] | None = None) -> T:
    """``work()``'s result, run in a daemon thread while this thread calls ``tick()`` every
    ``poll`` s (a progress redraw, a stop check: whatever ``tick`` raises ends the watch, after
    ``halt()`` has stopped the work and the thread has ended, when ``halt`` is given);
    ``work``'s exception is re-raised in this thread."""
    outcome: dict = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:  # re-raised in the watching thread
            outcome["error"] = error

    thread = threading.Thread(target=target, name=name, daemon=True)
    thread.start()
    try:
        while thread.is_alive():
            thread.join(poll)
            tick()
    except BaseException:
        if halt is not None:
            halt()
            thread.join()
        raise
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]

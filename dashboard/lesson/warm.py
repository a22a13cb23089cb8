"""The lesson's screens computed ahead: when the lesson opens, a background thread computes what
the screens that bring their own data need (the methods on Iris, the fits against degree M and
K, the simulator's sample), the screens after the one shown first, then the Resampling lab's
"Run every method" on the lesson's data set, into the server's caches (``st.cache_data`` and
``st.cache_resource``, shared by every session). A key press then finds
the next screen's values computed instead of fitting models while the class waits.

The screens' own settings are the defaults a lesson opens with; a value the teacher changes on a
screen is computed then, as before. The thread runs once per server process (the caches are the
server's), and a screen asked for while its values are being computed waits for that computation
(Streamlit's caches compute a value once)."""

from __future__ import annotations

import logging
import threading
from dataclasses import replace
from typing import Callable

from dashboard.generalization.view import (cached_fit, cached_neighbors, cached_polynomial,
                                           cached_regions)
from dashboard.learn.simulator_view import DEFAULTS, Settings, simulate
from dashboard.lesson import own_data_screens as own
from dashboard.resampling.pictures_view import cached_strips
from dashboard.resampling.view import (DEFAULT_SEEDS, SEEDS_PER_STEP, cached_oob_curve,
                                       cached_run, cached_spreads)

_log = logging.getLogger(__name__)
_started = threading.Event()


def _prevalence() -> None:
    params = DEFAULTS[own.FAMILY]
    simulate(Settings(family=own.FAMILY, params=tuple(params.items()), n=5000, prevalence=0.5,
                      seed=0))


def _holdout() -> None:
    settings = replace(own.LAB, method="holdout", test_size=0.3)
    cached_run(settings)
    cached_strips(settings)


def _degree() -> None:
    cached_polynomial(*own.POLYNOMIAL, own.CV_FOLDS)
    cached_fit(*own.POLYNOMIAL, 3)


def _knn() -> None:
    cached_neighbors(*own.NEIGHBORS)
    cached_regions(*own.NEIGHBORS, 1)


WARMERS: dict[int, Callable[[], None]] = {
    4: own._seed003,
    6: _prevalence,
    8: _holdout,
    9: lambda: cached_run(replace(own.LAB, method="kfold", folds=10)),
    10: lambda: cached_run(replace(own.LAB, method="loo")),
    11: lambda: (cached_run(replace(own.LAB, method="bootstrap", rounds=20)),
                 cached_oob_curve()),
    12: _degree,
    13: _knn,
}
"""What each own-data screen computes at the settings it opens with, by screen number."""


def every_method() -> None:
    """The Resampling lab's "Run every method" on the lesson's data set and model (Iris, KNN)
    at the lab's defaults: the seeds in the lab's steps, and leave-one-out."""
    base = replace(own.LAB, method="holdout", seed=0)
    for start in range(0, DEFAULT_SEEDS, SEEDS_PER_STEP):
        cached_spreads(base, tuple(range(start, min(start + SEEDS_PER_STEP, DEFAULT_SEEDS))))
    cached_run(replace(base, method="loo"))


def order_after(number: int, screens: int) -> list[int]:
    """The screens with values to compute, those after ``number`` first (in teaching order),
    then the earlier ones."""
    ahead = [n for n in range(number + 1, screens + 1) if n in WARMERS]
    return ahead + [n for n in range(1, number + 1) if n in WARMERS]


def warm_screens(number: int, screens: int) -> None:
    """Start the background computation (once per server process), from the screen after
    ``number``; without a running server (bare mode, a test's AppTest of one page) nothing."""
    from streamlit import runtime

    if not runtime.exists() or _started.is_set():
        return
    _started.set()
    threading.Thread(target=_warm, args=(order_after(number, screens),), daemon=True,
                     name="lesson-warm").start()


def _warm(order: list[int], *, then: tuple[Callable[[], None], ...] = (every_method,)) -> None:
    """The screens of ``order``, then ``then`` (what a teacher may open after the lesson)."""
    for job in [WARMERS[number] for number in order] + list(then):
        try:
            job()
        except Exception:  # a screen that fails says so itself when shown; the others go on
            _log.exception("computing %s of the lesson ahead failed", job)

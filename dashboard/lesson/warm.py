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
from typing import Callable, Sequence

from dashboard.binary.view import curve_summary
from dashboard.generalization.view import (cached_fit, cached_neighbors, cached_polynomial,
                                           cached_regions)
from dashboard.learn.simulator_view import DEFAULTS, Settings, simulate
from dashboard.lesson import own_data_screens as own
from dashboard.lesson.learner_test_screen import cached_tests
from dashboard.lesson.learners_screen import learners
from dashboard.lesson.validation_screen import cached_choice
from dashboard.resampling.pictures_view import cached_strips
from dashboard.resampling.view import (DEFAULT_SEEDS, SEEDS_PER_STEP, cached_oob_curve,
                                       cached_run, cached_spreads)

_log = logging.getLogger(__name__)
_started = threading.Event()


def _prevalence() -> None:
    params = DEFAULTS[own.FAMILY]
    draw = simulate(Settings(family=own.FAMILY, params=tuple(params.items()), n=5000,
                             prevalence=0.5, seed=0))
    curve_summary(draw, max_points=own.PROJECTOR_POINTS)


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


WARMERS: dict[str, Callable[[], None]] = {
    "lesson_title_histogram": own._seed003,
    "lesson_title_learners": learners,
    "lesson_title_prevalence": _prevalence,
    "lesson_title_holdout": _holdout,
    "lesson_title_kfold": lambda: cached_run(replace(own.LAB, method="kfold", folds=10)),
    "lesson_title_loo": lambda: cached_run(replace(own.LAB, method="loo")),
    "lesson_title_bootstrap": lambda: (cached_run(replace(own.LAB, method="bootstrap", rounds=20)),
                                       cached_oob_curve()),
    "lesson_title_tests": cached_tests,
    "lesson_title_validation": lambda: cached_choice(*own.NEIGHBORS),
    "lesson_title_degree": _degree,
    "lesson_title_knn": _knn,
}
"""What each screen that brings its own data computes at the settings it opens with, by the
screen's title key (a quiz computes nothing worth doing ahead)."""


def every_method() -> None:
    """The Resampling lab's "Run every method" on the lesson's data set and model (Iris, KNN)
    at the lab's defaults: the seeds in the lab's steps, and leave-one-out."""
    base = replace(own.LAB, method="holdout", seed=0)
    for start in range(0, DEFAULT_SEEDS, SEEDS_PER_STEP):
        cached_spreads(base, tuple(range(start, min(start + SEEDS_PER_STEP, DEFAULT_SEEDS))))
    cached_run(replace(base, method="loo"))


def order_after(number: int, titles: Sequence[str]) -> list[str]:
    """The screens (by title key, ``titles`` in teaching order) with values to compute, those
    after screen ``number`` first, then the earlier ones."""
    ahead = [title for title in titles[number:] if title in WARMERS]
    return ahead + [title for title in titles[:number] if title in WARMERS]


def warm_screens(number: int, titles: Sequence[str]) -> None:
    """Start the background computation (once per server process), from the screen after
    ``number``; without Streamlit's runtime (bare mode) nothing."""
    from streamlit import runtime

    if not runtime.exists() or _started.is_set():
        return
    _started.set()
    threading.Thread(target=_warm, args=(order_after(number, titles),), daemon=True,
                     name="lesson-warm").start()


def _warm(order: list[str], *, then: tuple[Callable[[], None], ...] = (every_method,)) -> None:
    """The screens of ``order``, then ``then`` (what a teacher may open after the lesson)."""
    for job in [WARMERS[title] for title in order] + list(then):
        try:
            job()
        except Exception:  # a screen that fails says so itself when shown; the others go on
            _log.exception("computing %s of the lesson ahead failed", job)

"""The lesson's values computed ahead (:mod:`dashboard.lesson.warm`): every screen that brings
its own data has its computation, the screens after the one shown come first, and what is
computed ahead is what the screen then asks its caches for (a hit, not a second computation)."""

from __future__ import annotations

from dataclasses import replace

from dashboard.lesson import own_data_screens as own
from dashboard.lesson.view import SCREENS
from dashboard.lesson.warm import WARMERS, _warm, order_after


def test_every_screen_with_its_own_data_but_the_quizzes_is_computed_ahead():
    own_data = {screen.title for screen in SCREENS
                if not screen.shared_data and "_quiz_" not in screen.title}
    assert set(WARMERS) == own_data


def test_the_screens_after_the_one_shown_come_first():
    titles = [screen.title for screen in SCREENS]
    warmed = [title for title in titles if title in WARMERS]
    assert order_after(1, titles) == warmed
    kfold = titles.index("lesson_title_kfold") + 1
    after = warmed.index("lesson_title_kfold") + 1
    assert order_after(kfold, titles) == warmed[after:] + warmed[:after]
    assert order_after(len(titles), titles) == warmed


def test_a_computed_screen_is_a_cache_hit(monkeypatch):
    """After the k-fold screen's computation, the screen's own call at its opening settings
    runs no method again."""
    from evalcore import evaluation_methods
    from dashboard.resampling import view

    view.cached_run.clear()
    _warm(["lesson_title_kfold"], then=())
    calls = []
    monkeypatch.setattr(evaluation_methods, "run_method", lambda s: calls.append(s))
    monkeypatch.setattr(view, "run_method", lambda s: calls.append(s))
    view.cached_run(replace(own.LAB, method="kfold", folds=10))
    assert calls == []
    view.cached_run(replace(own.LAB, method="kfold", folds=9))  # a setting not computed ahead
    assert len(calls) == 1

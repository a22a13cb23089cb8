"""Lesson mode's sequence: :data:`SCREENS` in teaching order, the screen in the URL by its
stable name (``?screen=cost``; a number opens that position), the Back / Next buttons with the progress "3 / 13", the keyboard, the title, the
caption and the keys' hint, then the screen itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import streamlit as st

from dashboard.binary.sidebar import BinaryDataset
from dashboard.lesson import binary_screens as binary
from dashboard.lesson import own_data_screens as own
from dashboard.lesson.frame import frame_style, screen_body
from dashboard.lesson.keys import keyboard
from dashboard.lesson.learner_test_screen import learner_test_screen
from dashboard.lesson.learners_screen import learners_screen
from dashboard.lesson.quiz import (bep_question, quiz_screen, roc_question, selection_question,
                                   variance_question)
from dashboard.lesson.validation_screen import validation_screen
from dashboard.lesson.warm import warm_screens
from dashboard.shell import links
from dashboard.shell.language import t
from dashboard.shell.session import classroom_mode

SCREEN = "lesson_screen"
"""Session key of the screen shown (1 = first); in the URL as ``screen``, by the screen's name
(:attr:`Screen.name`)."""
TITLE_PREFIX = "lesson_title_"


@dataclass(frozen=True)
class Screen:
    """One idea: its title and caption keys, whether it takes the sidebar's binary data set,
    and the function that draws it (from that data set, or None)."""

    title: str
    caption: str
    shared_data: bool
    draw: Callable[[Any], None]

    @property
    def name(self) -> str:
        """The screen's name in a link (``cost`` for ``lesson_title_cost``): its title key's, so
        that a link keeps opening this screen when screens are inserted before it."""
        return self.title.removeprefix(TITLE_PREFIX)


SCREENS = (
    Screen("lesson_title_threshold", "lesson_caption_threshold", True, binary.threshold_screen),
    Screen("lesson_title_precision", "lesson_caption_precision", True, binary.precision_screen),
    Screen("lesson_title_steps", "lesson_caption_steps", True, binary.steps_screen),
    Screen("lesson_title_histogram", "lesson_caption_histogram", False, own.histogram_screen),
    Screen("lesson_title_pairs", "lesson_caption_pairs", True, binary.pairs_screen),
    Screen("lesson_title_learners", "lesson_caption_learners", False, learners_screen),
    Screen("lesson_title_prevalence", "lesson_caption_prevalence", False, own.prevalence_screen),
    Screen("lesson_title_cost", "lesson_caption_cost", True, binary.cost_screen),
    Screen("lesson_title_quiz_roc", "lesson_caption_quiz_roc", False,
           quiz_screen("roc", roc_question)),
    Screen("lesson_title_quiz_bep", "lesson_caption_quiz_bep", False,
           quiz_screen("bep", bep_question)),
    Screen("lesson_title_holdout", "lesson_caption_holdout", False, own.holdout_screen),
    Screen("lesson_title_kfold", "lesson_caption_kfold", False, own.kfold_screen),
    Screen("lesson_title_loo", "lesson_caption_loo", False, own.loo_screen),
    Screen("lesson_title_bootstrap", "lesson_caption_bootstrap", False, own.bootstrap_screen),
    Screen("lesson_title_tests", "lesson_caption_tests", False, learner_test_screen),
    Screen("lesson_title_quiz_variance", "lesson_caption_quiz_variance", False,
           quiz_screen("variance", variance_question)),
    Screen("lesson_title_validation", "lesson_caption_validation", False, validation_screen),
    Screen("lesson_title_degree", "lesson_caption_degree", False, own.degree_screen),
    Screen("lesson_title_knn", "lesson_caption_knn", False, own.knn_screen),
    Screen("lesson_title_quiz_select", "lesson_caption_quiz_select", False,
           quiz_screen("select", selection_question)),
)
"""Chapter 2 in teaching order: threshold → confusion matrix, P and R, ROC step by step, seed
003's histogram, AUC = 1 − ℓrank as pairs, learners A and B compared, prevalence, cost curves,
two questions; hold-out, k-fold, LOO, bootstrap, two learners compared with a test, a question;
the validation set, degree M, KNN's K, a question."""


def current_screen() -> int:
    """The screen to show (1-based): a fresh link's ``screen=`` (a screen's name, or a position
    as links made before the names had it; anything else is reported and opens screen 1), else
    the session's, else 1. The URL then names the screen shown."""
    state = st.session_state
    names = [screen.name for screen in SCREENS]
    from_link = links.choice(SCREEN, [*names, *range(1, len(SCREENS) + 1)])  # names listed
    if from_link is not None:
        state[SCREEN] = names.index(from_link) + 1 if isinstance(from_link, str) else from_link
    state[SCREEN] = min(max(int(state.get(SCREEN, 1)), 1), len(SCREENS))
    links.publish(SCREEN, names[state[SCREEN] - 1])
    return state[SCREEN]


def _go(to: int) -> None:
    st.session_state[SCREEN] = min(max(to, 1), len(SCREENS))


def _turn_by(step: int) -> None:
    """From the screen the session is on (a key's press, which names no screen)."""
    _go(int(st.session_state.get(SCREEN, 1)) + step)


def navigation(number: int) -> None:
    """Back, "3 / 13 · title", Next on one row (the keyboard turns the same way)."""
    back_col, title_col, next_col = st.columns((2, 6, 2), vertical_alignment="center")
    back_col.button(t("lesson_back"), key="lesson_back", icon=":material/chevron_left:",
                    on_click=_go, args=(number - 1,), disabled=number == 1,
                    help=t("lesson_keys_help"), use_container_width=True)
    next_col.button(t("lesson_next"), key="lesson_next", icon=":material/chevron_right:",
                    on_click=_go, args=(number + 1,), disabled=number == len(SCREENS),
                    help=t("lesson_keys_help"), use_container_width=True)
    with title_col.container(key="lesson_heading"):
        st.title(f"{number} / {len(SCREENS)} · {t(SCREENS[number - 1].title)}", anchor=False)


def show_lesson(dataset: Any) -> None:
    """The keyboard, then in the screen's own container (:func:`screen_body`) the navigation,
    the caption and the screen (a binary screen without two-class data says what it needs)."""
    number = current_screen()
    frame_style(classroom_mode())
    keyboard(_turn_by)
    with screen_body(number):
        navigation(number)
        screen = SCREENS[number - 1]
        st.caption(t(screen.caption))
        st.caption(t("lesson_keys_hint"))
        if screen.shared_data and not isinstance(dataset, BinaryDataset):
            st.info(t("lesson_needs_binary"))
            return
        screen.draw(dataset if screen.shared_data else None)
    warm_screens(number, [s.title for s in SCREENS])  # the next screens', while this one shows

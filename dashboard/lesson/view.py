"""Lesson mode's sequence: :data:`SCREENS` in teaching order, the screen in the URL
(``?screen=3``), the Back / Next buttons with the progress "3 / 13", the keyboard, the title, the
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
from dashboard.lesson.warm import warm_screens
from dashboard.shell import links
from dashboard.shell.language import t
from dashboard.shell.session import classroom_mode

SCREEN = "lesson_screen"
"""Session key of the screen shown (1 = first); in the URL as ``screen``."""


@dataclass(frozen=True)
class Screen:
    """One idea: its title and caption keys, whether it takes the sidebar's binary data set,
    and the function that draws it (from that data set, or None)."""

    title: str
    caption: str
    shared_data: bool
    draw: Callable[[Any], None]


SCREENS = (
    Screen("lesson_title_threshold", "lesson_caption_threshold", True, binary.threshold_screen),
    Screen("lesson_title_precision", "lesson_caption_precision", True, binary.precision_screen),
    Screen("lesson_title_steps", "lesson_caption_steps", True, binary.steps_screen),
    Screen("lesson_title_histogram", "lesson_caption_histogram", False, own.histogram_screen),
    Screen("lesson_title_pairs", "lesson_caption_pairs", True, binary.pairs_screen),
    Screen("lesson_title_prevalence", "lesson_caption_prevalence", False, own.prevalence_screen),
    Screen("lesson_title_cost", "lesson_caption_cost", True, binary.cost_screen),
    Screen("lesson_title_holdout", "lesson_caption_holdout", False, own.holdout_screen),
    Screen("lesson_title_kfold", "lesson_caption_kfold", False, own.kfold_screen),
    Screen("lesson_title_loo", "lesson_caption_loo", False, own.loo_screen),
    Screen("lesson_title_bootstrap", "lesson_caption_bootstrap", False, own.bootstrap_screen),
    Screen("lesson_title_degree", "lesson_caption_degree", False, own.degree_screen),
    Screen("lesson_title_knn", "lesson_caption_knn", False, own.knn_screen),
)
"""Chapter 2 in teaching order: threshold → confusion matrix, P and R, ROC step by step, seed
003's histogram, AUC = 1 − ℓrank as pairs, prevalence, cost curves, hold-out, k-fold, LOO,
bootstrap, degree M, KNN's K."""


def current_screen() -> int:
    """The screen to show (1-based): a fresh link's ``screen=``, else the session's, else 1."""
    state = st.session_state
    from_link = links.number(SCREEN, low=1, high=len(SCREENS), integer=True)
    if from_link is not None:
        state[SCREEN] = int(from_link)
    state[SCREEN] = min(max(int(state.get(SCREEN, 1)), 1), len(SCREENS))
    links.publish(SCREEN, state[SCREEN])
    return state[SCREEN]


def _go(to: int) -> None:
    st.session_state[SCREEN] = min(max(to, 1), len(SCREENS))


def navigation(number: int) -> None:
    """Back, "3 / 13 · title", Next on one row (the keyboard presses the same buttons)."""
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
    keyboard()
    with screen_body(number):
        navigation(number)
        screen = SCREENS[number - 1]
        st.caption(t(screen.caption))
        st.caption(t("lesson_keys_hint"))
        if screen.shared_data and not isinstance(dataset, BinaryDataset):
            st.info(t("lesson_needs_binary"))
            return
        screen.draw(dataset if screen.shared_data else None)
    warm_screens(number, len(SCREENS))  # the next screens' values, while this one is shown

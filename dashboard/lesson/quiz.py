"""The lesson's "check your understanding" screens, one after each part: a question, its options
as buttons (a click, or the option's number key, answers; PageDown still turns the screen:
:mod:`dashboard.lesson.keys`), and once answered every option's explanation, the right one
marked. The numbers in the questions and explanations are evalcore's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go
import streamlit as st

from dashboard.lesson.frame import screen_fragment
from dashboard.lesson.learners_screen import learners
from dashboard.shell.language import t
from dashboard.widgets.charts import show_chart
from evalcore.view.layout import layout
from evalcore.view.formatting import format_value
from evalcore.binary import threshold_sweep
from evalcore.examples.compare import seed001_table

OPTION_KEY = "lesson_option_{}"
"""Each option's button key (1-based): the keyboard presses it by its number."""
MARKS = ("①", "②", "③", "④", "⑤")


@dataclass(frozen=True)
class Option:
    """An option's text and its explanation (both already in the user's language)."""

    text: str
    why: str


@dataclass(frozen=True)
class Question:
    """A question, its options, the right one (0-based) and an optional figure."""

    prompt: str
    options: tuple[Option, ...]
    answer: int
    figure: go.Figure | None = None


def _roc_shapes() -> tuple[list[tuple[np.ndarray, np.ndarray]], list[float]]:
    """Five ROC curves on the book's ten samples (five positive): every positive first, learner
    A, every score tied, learner B, every negative first; their curves and AUCs."""
    table = seed001_table()
    positive = table["label"].to_numpy() == 1
    rank = np.linspace(1, 0, positive.size)
    scores = (np.where(positive, 1.0, 0.0) + rank * 1e-3, table["score_A"].to_numpy(),
              np.full(positive.size, 0.5), table["score_B"].to_numpy(),
              np.where(positive, 0.0, 1.0) + rank * 1e-3)
    sweeps = [threshold_sweep(positive, s) for s in scores]
    return [(s.roc().fpr, s.roc().tpr) for s in sweeps], [s.roc_auc() for s in sweeps]


def roc_question() -> Question:
    """Five ROC shapes: which one has AUC 0.32 (worse than guessing, yet not the worst)."""
    curves, aucs = _roc_shapes()
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", line=dict(color="gray", dash="dot"),
                    hoverinfo="skip", showlegend=False)
    for (fpr, tpr), mark in zip(curves, MARKS):
        fig.add_scatter(x=fpr, y=tpr, mode="lines", name=mark, line=dict(width=3))
    layout(fig, x_title=t("fpr_axis"), y_title=t("tpr_axis"), square=True)
    whys = ("lesson_quiz_roc_perfect", "lesson_quiz_roc_a", "lesson_quiz_roc_tied",
            "lesson_quiz_roc_b", "lesson_quiz_roc_reversed")
    options = tuple(Option(mark, t(why, auc=format_value(auc)))
                    for mark, why, auc in zip(MARKS, whys, aucs))
    return Question(t("lesson_quiz_roc_prompt", auc=format_value(aucs[3])), options, 3, fig)


def bep_question() -> Question:
    """Learner A: which threshold gives the break-even point P = R."""
    sweeps, _, _ = learners()
    table = sweeps[0].table()
    options, answer = [], 0
    bep = sweeps[0].bep()
    for score in (0.75, 0.55, 0.35, 0.15):
        i = int(np.flatnonzero(table["threshold"] == score)[0])
        p, r = float(table["precision"][i]), float(table["recall"][i])
        key = "lesson_quiz_bep_yes" if score == bep.threshold else "lesson_quiz_bep_no"
        if score == bep.threshold:
            answer = len(options)
        options.append(Option(f"{score:.2f}", t(key, p=format_value(p), r=format_value(r))))
    return Question(t("lesson_quiz_bep_prompt"), tuple(options), answer)


VARIANCE_WHY = {"holdout": "lesson_quiz_variance_holdout", "kfold": "lesson_quiz_variance_kfold",
                "repeated": "lesson_quiz_variance_repeated", "loo": "lesson_quiz_variance_loo"}
"""Each method of the variance question and why its estimate varies as much as it does."""


def variance_question() -> Question:
    """Which evaluation method's estimate varies most from one random split to the next."""
    options = tuple(Option(t(f"resampling_method_{name}"), t(why))
                    for name, why in VARIANCE_WHY.items())
    return Question(t("lesson_quiz_variance_prompt"), options, 0)


def selection_question() -> Question:
    """By which error the degree M (or any parameter) is chosen."""
    whys = ("lesson_quiz_select_train", "lesson_quiz_select_test", "lesson_quiz_select_cv",
            "lesson_quiz_select_largest")
    texts = ("lesson_quiz_select_train_option", "lesson_quiz_select_test_option",
             "lesson_quiz_select_cv_option", "lesson_quiz_select_largest_option")
    options = tuple(Option(t(text), t(why)) for text, why in zip(texts, whys))
    return Question(t("lesson_quiz_select_prompt"), options, 2)


def _choose(name: str, option: int) -> None:
    st.session_state[f"lesson_quiz_{name}"] = option


def show_question(name: str, question: Question) -> None:
    """The prompt, the figure (if any) beside the options, and once answered the explanations."""
    chosen = st.session_state.get(f"lesson_quiz_{name}")
    st.markdown(question.prompt)
    left, right = st.columns((1, 1)) if question.figure is not None else (st.container(), None)
    if right is not None:
        show_chart(question.figure, key=f"lesson_quiz_{name}_figure", where=right)
    with left:
        for i, option in enumerate(question.options):
            st.button(f"{i + 1} · {option.text}", key=OPTION_KEY.format(i + 1),
                      on_click=_choose, args=(name, i), use_container_width=True,
                      type="primary" if chosen == i else "secondary")
        if chosen is None:
            st.caption(t("lesson_quiz_how"))
            return
        right_one = question.options[question.answer]
        verdict = "lesson_quiz_right" if chosen == question.answer else "lesson_quiz_wrong"
        st.markdown(t(verdict, answer=f"{question.answer + 1} · {right_one.text}"))
        for i, option in enumerate(question.options):
            mark = "✓" if i == question.answer else "✗"
            st.caption(t("lesson_quiz_line", mark=mark, option=f"{i + 1} · {option.text}",
                         why=option.why))


def quiz_screen(name: str, build: Callable[[], Question]):
    """A lesson screen asking ``build()``'s question (kept answered as ``name``)."""
    @screen_fragment
    def draw(_dataset=None) -> None:
        show_question(name, build())
    draw.__name__ = f"quiz_{name}"
    return draw

"""The lesson's screen on the validation set (the book's §2.2.4): KNN's K chosen on a validation
set split off the training data of the Generalization page's three classes, then refitted on all
the training data and tested once (:func:`~evalcore.evaluation_methods.validation.validation_choice`)."""

from __future__ import annotations

import streamlit as st

from dashboard.generalization.view import cached_neighbors
from dashboard.lesson.figures import ValidationLabels, validation_figure
from dashboard.lesson.frame import screen_fragment
from dashboard.lesson.own_data_screens import NEIGHBORS
from dashboard.shell.language import t
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_value
from evalcore.evaluation_methods.validation import ValidationChoice, validation_choice


@st.cache_data(show_spinner=False, max_entries=4)
def cached_choice(n_samples: int, spread: float, seed: int) -> ValidationChoice:
    """The choice on the KNN screen's data, once per server."""
    data, _ = cached_neighbors(n_samples, spread, seed)
    return validation_choice(data)


@screen_fragment
def validation_screen(_dataset=None) -> None:
    """The split of D and the validation accuracy against K; beside them what was chosen and the
    test accuracy, measured once."""
    choice = cached_choice(*NEIGHBORS)
    left, right = st.columns((3, 2))
    figure = validation_figure(
        (choice.n_fit, choice.n_validation, choice.n_test), choice.k_values,
        choice.validation_accuracy, choice.chosen, labels=ValidationLabels(
            fit=t("lesson_validation_fit"), validation=t("lesson_validation_set"),
            test=t("lesson_validation_test"), curve=t("lesson_validation_curve"),
            chosen=t("lesson_validation_chosen", k=choice.chosen), x_title="K",
            y_title=t("lesson_validation_accuracy"), split_title=t("lesson_validation_split"),
            curve_title=t("lesson_validation_curve")))
    show_chart(figure, key="lesson_validation", where=left)
    with right:
        at = int(choice.k_values.tolist().index(choice.chosen))
        st.markdown(t("lesson_validation_result", k=choice.chosen,
                      validation=format_value(float(choice.validation_accuracy[at])),
                      test=format_value(choice.test_accuracy)))

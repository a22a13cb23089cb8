"""The lesson's screen on comparing two learners with a test (the book's §2.4): logistic regression
(A) and a decision tree (B) on the same ten folds of the breast-cancer data, their fold error
rates side by side, and what the paired t-test on those errors and McNemar's test on the
out-of-fold predictions say (:func:`~evalcore.evaluation_methods.learner_tests.learner_tests`)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.lesson.figures import FoldErrorLabels, fold_errors_figure
from dashboard.lesson.frame import screen_fragment
from dashboard.shell.language import t
from evalcore.view.text import sentences
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_count, format_p_value
from dashboard.widgets.tables import show_plain_table
from evalcore.evaluation_methods import LabSettings
from evalcore.evaluation_methods.learner_tests import LearnerTests, learner_tests

SETTINGS = LabSettings(dataset="breast_cancer", model="linear", folds=10, seed=0)
MODEL_B = "tree"
ALPHA = 0.05
"""The significance level the screen's verdicts use."""


@st.cache_data(show_spinner=False, max_entries=4)
def cached_tests() -> LearnerTests:
    """The comparison, run once per server (twenty fits)."""
    return learner_tests(SETTINGS, MODEL_B)


def verdict(p_value: float | None) -> str:
    """Whether a test rejects "the two learners perform the same" at :data:`ALPHA`."""
    if p_value is None:
        return t("lesson_tests_undefined")
    return t("lesson_tests_reject" if p_value < ALPHA else "lesson_tests_keep", alpha=ALPHA)


def mcnemar_table(result: LearnerTests) -> pd.DataFrame:
    """The book's contingency table (its 表 2.4): rows A right / wrong, columns B right / wrong."""
    (both, only_a), (only_b, neither) = result.mcnemar.table
    return pd.DataFrame({"": [t("lesson_tests_a_right"), t("lesson_tests_a_wrong")],
                         t("lesson_tests_b_right"): [format_count(both), format_count(only_b)],
                         t("lesson_tests_b_wrong"): [format_count(only_a),
                                                     format_count(neither)]})


@screen_fragment
def learner_test_screen(_dataset=None) -> None:
    """The fold errors figure; beside it McNemar's table and both tests with their verdicts."""
    result = cached_tests()
    names = (t("lesson_tests_name_a"), t("lesson_tests_name_b"))
    left, right = st.columns((1, 1))
    show_chart(fold_errors_figure(result.fold_errors_a, result.fold_errors_b,
                                  labels=FoldErrorLabels(
                                      a=names[0], b=names[1], x_title=t("lesson_tests_fold_axis"),
                                      y_title=t("lesson_tests_error_axis"),
                                      title=t("lesson_tests_figure_title"))),
               key="lesson_tests_folds", where=left)
    with right:
        ttest, mc = result.ttest, result.mcnemar
        st.markdown(sentences(t("lesson_tests_ttest", t=f"{ttest.statistic:.3f}", df=ttest.df,
                                p=format_p_value(ttest.p_value)), verdict(ttest.p_value)))
        show_plain_table(mcnemar_table(result))
        key = "lesson_tests_mcnemar_chi2" if mc.method == "chi2" else "lesson_tests_mcnemar_exact"
        st.markdown(sentences(t(key, statistic=f"{mc.statistic:.3f}",
                                p=format_p_value(mc.p_value)), verdict(mc.p_value)))

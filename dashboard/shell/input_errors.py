"""Show evalcore's input errors in the user's language, with user text kept literal.

evalcore's messages are surface-neutral; a setting they name (``evalcore.errors.Setting``, as a
parameter value or as the error's ``hint``) is named here by the label of its sidebar widget, in
the same words as the widget (:data:`WIDGET_LABELS`), and the hint becomes the page's sentence
(:data:`PAGE_HINT_KEYS`). The CLI names the same settings by their flags.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from dashboard.i18n import translate
from dashboard.text.safe import escape_params
from dashboard.shell.language import lang
from evalcore.errors import EvalInputError, Setting
from evalcore.messages import SENTENCE_SEPARATOR

WIDGET_LABELS: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {
    "label_col": (("label_column", {}),),
    "score_col": (("score_column", {}),),
    "weight_col": (("weight_column", {}),),
    "pos_label": (("pos_label", {}),),
    "drop_invalid": (("drop_invalid", {}),),
    "multiclass_pred_col": (("multiclass_pred_column", {}),),
    "true_col": (("regression_true_column", {}),),
    "regression_pred_col": (("regression_pred_column", {}),),
    "pred_col": (("regression_pred_column", {}),),
    "query_col": (("ranking_query_column", {}),),
    "doc_col": (("ranking_doc_column", {}),),
    "relevance_col": (("ranking_relevance_column", {}),),
    "compare_score_cols": (("compare_score_of", {"model": "A"}), ("compare_score_of", {"model": "B"})),
    "regression_task": (("page_regression", {}),),
    "fold_col": (("folds_fold_column", {}),),
    "repeat_col": (("folds_repeat_column", {}),),
}
"""Each setting's widget: the catalog key of its label (and the label's parameters); two for a
pair of widgets."""

PAGE_HINT_KEYS = {
    "column": "hint_page_column",
    "pos_label": "hint_page_pos_label",
    "drop_invalid": "hint_page_drop_invalid",
    "score_cols": "hint_page_score_cols",
    "task": "hint_page_task",
}
"""The page's closing sentence for each ``Setting.action``."""


def widget_text(setting: Setting, language: str) -> str:
    """The setting as the page names it: its widget's label in quotes (a page name bare); a
    setting without a widget (e.g. ``--id-col``) by its flag."""
    if setting.name not in WIDGET_LABELS:
        return setting.flag
    labels = [translate(key, language, **params) for key, params in WIDGET_LABELS[setting.name]]
    if setting.action == "task":
        return labels[0]
    quoted = [translate("widget_quoted", language, label=label) for label in labels]
    if len(quoted) == 2:
        return translate("widget_pair", language, first=quoted[0], second=quoted[1])
    return quoted[0]


def error_text(error: EvalInputError, language: str) -> str:
    """The error's message in ``language`` as the page shows it: settings named by their widgets,
    the hint as the page's sentence, user text escaped for Markdown."""
    params: dict[str, Any] = escape_params(
        {k: v for k, v in error.params.items() if not isinstance(v, Setting)})
    params.update({k: widget_text(v, language) for k, v in error.params.items()
                   if isinstance(v, Setting)})
    text = translate(error.key, language, **params)
    if error.hint is not None:
        text += SENTENCE_SEPARATOR[language] + translate(
            PAGE_HINT_KEYS[error.hint.action], language, setting=widget_text(error.hint, language))
    return text


class SidebarChoiceError(EvalInputError):
    """Bad input that only the dashboard's choices can produce (e.g. the binary task chosen for a
    confusion-matrix file); its key is in the dashboard catalog, not evalcore's."""

    def __init__(self, key: str, **params) -> None:
        self.key = key
        self.hint = None
        self.params = params
        ValueError.__init__(self, translate(key, "en", **params))


def input_error_text(error: EvalInputError) -> str:
    """The error's message in the chosen language (see :func:`error_text`)."""
    return error_text(error, lang())


def show_input_error(error: EvalInputError) -> None:
    """``st.error`` with the translated message."""
    st.error(input_error_text(error), icon="⚠️")

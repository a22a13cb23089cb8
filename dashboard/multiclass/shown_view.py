"""The classes a drawn C×C matrix shows: every class up to
:data:`~dashboard.loading.budgets.MAX_MATRIX_CLASSES`, beyond it the ones ranked first by the
user's choice (most samples or most errors, :func:`evalcore.multiclass.shown.top_classes`) with
the selected class, a sentence on how many are left out and how to see them, and a "Download CSV"
of the whole matrix. The figure then grows with what it draws, not with the classes."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.loading.budgets import MAX_MATRIX_CLASSES
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from dashboard.text.formatting import format_count
from dashboard.widgets.tables import download_csv
from evalcore.multiclass.shown import RANKINGS, top_classes


def ranking_name(by: str) -> str:
    """A ranking of :data:`~evalcore.multiclass.shown.RANKINGS` as the chooser names it."""
    return {"support": t("multiclass_shown_by_support"),
            "errors": t("multiclass_shown_by_errors")}[by]


def matrix_table(confusion: np.ndarray, labels: Sequence[str]) -> pd.DataFrame:
    """The whole matrix as a table: the true class, then one column of counts per predicted
    class."""
    frame = pd.DataFrame(np.asarray(confusion), columns=[str(label) for label in labels])
    frame.insert(0, t("truth"), [str(label) for label in labels])
    return frame


def matrix_classes(confusion: np.ndarray, labels: Sequence[str], *, key: str,
                   selected: int | None = None) -> np.ndarray | None:
    """None when every class is drawn; otherwise draw the ranking's chooser and return the
    indices of the classes to draw (``selected`` among them). The sentence on what is left out
    and the matrix's download follow with :func:`left_out_note`."""
    if len(labels) <= MAX_MATRIX_CLASSES:
        return None
    by = sticky(st.columns(3)[0].selectbox, t("multiclass_shown_by_label"), options=RANKINGS,
                format_func=ranking_name, key=key, help=t("multiclass_shown_by_help",
                                                          shown=MAX_MATRIX_CLASSES))
    return top_classes(confusion, MAX_MATRIX_CLASSES,
                       by=by, keep=() if selected is None else (selected,))


def left_out_note(confusion: np.ndarray, labels: Sequence[str], shown: np.ndarray | None, *,
                  name: str, chooser: bool) -> None:
    """Under a bounded matrix (``shown`` not None): how many classes it draws and leaves out,
    how to see them (``chooser``: the page's "Class" box brings one in), and the whole matrix
    as a CSV download (``name`` in the file name)."""
    if shown is None:
        return
    left = len(labels) - len(shown)
    st.caption(t("multiclass_left_out_chooser" if chooser else "multiclass_left_out",
                 shown=len(shown), classes=format_count(len(labels)), left=format_count(left)))
    download_csv(matrix_table(confusion, labels), name)

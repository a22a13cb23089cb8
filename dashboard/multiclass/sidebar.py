"""Multiclass data in the sidebar: the task default, the column mapping and the cached analysis.

The classification loader (:mod:`dashboard.multiclass.classification`) asks :func:`detect_task`
which task a file looks like and hands multiclass files to :func:`load`. The table is parsed once per content
digest; its :class:`~evalcore.analysis.multiclass.MulticlassAnalysis` (the C×C matrix, the
one-vs-rest curves) is built once per digest and mapping.
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd
import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.loading.byte_cache import byte_cached
from dashboard.widgets.column_choice import column_choice, drop_invalid_choice
from evalcore.view.formatting import format_count
from dashboard.shell.input_errors import SidebarChoiceError
from dashboard.text.safe import md_shown
from dashboard.shell.session import sticky
from dashboard.shell.language import t
from evalcore import io
from evalcore.analysis.multiclass import MulticlassAnalysis
from evalcore.api.settings import MulticlassSettings
from evalcore.multiclass import (MulticlassData, ScoreReport, looks_like_matrix,
                                 multiclass_from_table)
from evalcore.errors import EvalInputError
from evalcore.io.vocabulary import PRED_LABEL_NAMES
from evalcore.multiclass.load import label_valued_columns, score_columns

@dataclass(frozen=True)
class MulticlassDataset:
    """A loaded multiclass dataset and the analysis its pages render."""

    dataset_id: str
    source_name: str
    analysis: MulticlassAnalysis
    settings: MulticlassSettings = MulticlassSettings()
    """The ``python -m evalcore multiclass`` settings of this mapping (the report's)."""

    @property
    def data(self) -> MulticlassData:
        """The loaded data (the analysis' own)."""
        return self.analysis.data

    @property
    def scores(self) -> ScoreReport | None:
        """The one-vs-rest score report when the file has per-class scores, else None."""
        return self.analysis.scores


def detect_task(table: pd.DataFrame, labels: tuple[str, ...],
                predictions: tuple[str, ...] = ()) -> str:
    """``"multiclass"`` for a confusion-matrix table, per-class score columns with a common
    prefix (named after at least one of the labels, when these are known), or more than two true
    labels beside a predicted-label column (named so, or one of ``predictions``: the columns
    holding only true labels, :func:`prediction_columns`); else ``"binary"``.

    ``labels`` are the distinct values of the detected true-label column (empty when none). A
    file with many labels but a single score column stays binary: it needs a positive class. So
    does a file of two models' scores, ``score_A`` and ``score_B`` beside labels 0 and 1.
    """
    prefix, per_class = score_columns(table)
    classes = {str(c)[len(prefix):] for c in per_class}
    if looks_like_matrix(table) or (per_class and (not labels or classes & set(labels))):
        return "multiclass"
    has_pred = (bool(predictions) or io.resolve_column(table, "pred", PRED_LABEL_NAMES,
                                                       required=False) is not None)
    return "multiclass" if len(labels) > 2 and has_pred else "binary"


@byte_cached
def prediction_columns(digest: str, label_col: str | None,
                       _table: pd.DataFrame) -> tuple[str, ...]:
    """The columns of the file ``digest`` (parsed as ``_table``) besides ``label_col`` that hold
    only its true labels: each a model's predicted labels, whatever its name (read once per
    file and label column)."""
    if label_col is None:
        return ()
    try:
        labels = io.distinct_labels(_table, label_col)
    except EvalInputError:  # not a label column: the loader says why
        return ()
    if len(labels) < 2:
        return ()
    return tuple(label_valued_columns(_table, labels, exclude=(label_col,)))


@byte_cached
def cached_multiclass(digest: str, name: str, label_col: str | None, pred_col: str | bool,
                      score_prefix: str | bool, matrix: bool, drop_invalid: bool,
                      _table: pd.DataFrame) -> MulticlassDataset:
    """Build the matrix (and the one-vs-rest curves from scores) once per file and mapping."""
    data = multiclass_from_table(_table, label_col=label_col, pred_col=pred_col,
                                 score_prefix=score_prefix, matrix=matrix,
                                 drop_invalid=drop_invalid)
    dataset_id = dataset_key("multiclass", digest, label_col, pred_col, score_prefix, matrix,
                             drop_invalid)
    return MulticlassDataset(dataset_id, name, MulticlassAnalysis.of(data),
                             _settings(label_col, pred_col, score_prefix, matrix, drop_invalid))


def _settings(label_col, pred_col, score_prefix, matrix: bool,
              drop_invalid: bool) -> MulticlassSettings:
    """The mapping as the ``multiclass`` command's settings (False: no such column)."""
    if matrix:
        return MulticlassSettings(matrix=True)
    return MulticlassSettings(label_col=str(label_col),
                              pred_col=str(pred_col) if pred_col else None,
                              score_prefix=str(score_prefix) if score_prefix else None,
                              drop_invalid=bool(drop_invalid))


def load(source, table: pd.DataFrame) -> MulticlassDataset:
    """Draw the multiclass mapping for ``source`` (already parsed as ``table``) and return its
    analysis (raises EvalInputError)."""
    key = source.digest[:16]
    matrix = sticky(st.sidebar.checkbox, t("multiclass_matrix_file"), value=looks_like_matrix(table),
                    key=f"multiclass_matrix_{key}", help=t("multiclass_matrix_file_help"))
    if matrix:
        options = dict(label_col=None, pred_col=False, score_prefix=False, drop_invalid=False)
    else:
        options = _sample_mapping(source, table, key)
    dataset = cached_multiclass(source.digest, source.name, matrix=matrix, _table=table,
                                **options)
    _summary(dataset)
    return dataset


def _sample_mapping(source, table: pd.DataFrame, key: str) -> dict:
    """Label column, prediction column (optional), score prefix (optional), drop-invalid.

    A file with several predicted-label columns (two models' ``pred_logreg`` and ``pred_tree``)
    and none named as the prediction asks which one to evaluate (raises
    :class:`SidebarChoiceError` until one is chosen)."""
    columns = [str(c) for c in table.columns]
    detected = io.resolve_column(table, "label", io.LABEL_NAMES, required=False)
    label_col = column_choice(t("label_column"), columns, detected, f"multiclass_label_col_{key}")
    others = [c for c in columns if c != label_col]
    named = io.resolve_column(table[others], "pred", PRED_LABEL_NAMES, required=False)
    candidates = () if named is not None or not label_col else prediction_columns(
        source.digest, label_col, table)
    if len(candidates) > 1:  # which model's predictions: the user says
        pred_col = column_choice(t("multiclass_pred_column"), others, None,
                                 f"multiclass_pred_col_{key}")
        if pred_col is None:
            raise SidebarChoiceError("multiclass_choose_prediction", count=len(candidates),
                                     columns=", ".join(candidates))
    else:
        pred_col = column_choice(t("multiclass_pred_column"), others,
                                 named or next(iter(candidates), None),
                                 f"multiclass_pred_col_{key}", optional=True)
    prefix = score_columns(table, exclude=(label_col,))[0]
    score_prefix = sticky(st.sidebar.text_input, t("multiclass_score_prefix"), value=prefix,
                          key=f"multiclass_score_prefix_{key}", help=t("multiclass_score_prefix_help"))
    drop_invalid = drop_invalid_choice(key)
    return dict(label_col=label_col, pred_col=pred_col,
                score_prefix=score_prefix.strip() or False, drop_invalid=drop_invalid)


def _summary(dataset: MulticlassDataset) -> None:
    data = dataset.data
    st.sidebar.caption(t("summary_file", name=md_shown(dataset.source_name)))
    st.sidebar.caption(t(f"multiclass_summary_{data.source}", n=format_count(data.n),
                         classes=len(data.labels)))
    if data.dropped:
        st.sidebar.warning(t("summary_dropped", count=format_count(data.dropped),
                             rows=", ".join(map(str, data.dropped_rows))))

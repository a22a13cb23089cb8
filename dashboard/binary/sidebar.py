"""Binary data in the sidebar: the column mapping, the positive class, and the cached analysis
(the classification loader, :mod:`dashboard.multiclass.classification`, chooses the task first).

Parsing is cached by file digest and the sweep by digest plus column choices, so a threshold move
recomputes nothing but an O(log n) look-up.
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd
import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.shell.table_cache import cached_table
from dashboard.loading.byte_cache import byte_cached
from dashboard.widgets.column_choice import (
    column_choice,
    model_column_choice,
    drop_invalid_choice,
)
from evalcore.view.formatting import format_count
from dashboard.shell.input_errors import SidebarChoiceError
from dashboard.text.safe import md_shown
from evalcore.view.text import shown_text
from dashboard.shell.source_file import SourceFile
from dashboard.shell.language import t
from dashboard.shell import links
from dashboard.shell.session import sticky
from evalcore import io
from evalcore.errors import EvalInputError
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import ThresholdSweep
from evalcore.histogram import ScoreHistogram, sweep_histogram
from evalcore.multiclass import looks_like_matrix
from evalcore.multiclass.load import score_columns

AUTO = "__auto__"


@dataclass(frozen=True)
class BinaryDataset:
    """A loaded binary dataset with everything the pages draw from (computed once)."""

    dataset_id: str
    source_name: str
    data: io.BinaryData
    analysis: BinaryAnalysis
    """The dataset's analysis value, built once: the pages ask it ``.at(threshold)``."""
    histogram: ScoreHistogram

    @property
    def sweep(self) -> ThresholdSweep:
        """The analysis value's sweep (the thresholds' cumulative counts)."""
        return self.analysis.sweep


@byte_cached
def cached_labels(digest: str, name: str, label_col: str, _data: bytes) -> tuple[str, ...]:
    """The distinct labels of ``label_col`` as text, for the positive-class choice; in the
    byte-bounded cache, since one label may be a whole file's worth of text."""
    return io.distinct_labels(cached_table(digest, name, _data), label_col)


@byte_cached
def cached_binary(digest: str, name: str, label_col: str, score_col: str, weight_col: str | None,
                  pos_label: str | None, drop_invalid: bool, _data: bytes) -> BinaryDataset:
    """Load, sort once and histogram; kept as a shared read-only object (frozen dataclasses)."""
    data = io.binary_from_table(cached_table(digest, name, _data), label_col=label_col,
                                score_col=score_col, weight_col=weight_col, pos_label=pos_label,
                                drop_invalid=drop_invalid)
    analysis = BinaryAnalysis.of(data)
    histogram = sweep_histogram(analysis.sweep)
    dataset_id = dataset_key(digest, label_col, score_col, weight_col, data.pos_label,
                             drop_invalid)
    return BinaryDataset(dataset_id, name, data, analysis, histogram)


def load_binary(source: SourceFile, table: pd.DataFrame,
                detected_label: str | None) -> BinaryDataset:
    """Draw the binary column mapping for ``source`` (already parsed as ``table``, its label
    column detected as ``detected_label``) and return its analysis (raises EvalInputError)."""
    columns = [str(c) for c in table.columns]
    key = source.digest[:16]
    if looks_like_matrix(table):
        raise SidebarChoiceError("binary_task_matrix_file", classes=len(table))
    label_col = column_choice(t("label_column"), columns, detected_label, f"label_col_{key}")
    detected_weight = io.resolve_column(table, "weight", io.WEIGHT_NAMES, required=False)
    per_class = score_columns(table, exclude=(label_col,))[1]
    try:
        score_col = model_column_choice(t("score_column"), columns, table, "score",
                                        io.SCORE_NAMES, f"score_col_{key}",
                                        exclude=(label_col, detected_weight))
    except EvalInputError:
        if len(per_class) <= 2:
            raise
        score_col = None  # one score per class, not two models': the reason below says so
    if score_col is None and len(per_class) > 2:
        raise SidebarChoiceError("binary_task_per_class_scores", first=per_class[0],
                                 last=per_class[-1], count=len(per_class))
    weight_col = column_choice(t("weight_column"), columns, detected_weight,
                               f"weight_col_{key}", optional=True)
    pos_label = positive_class_choice(source, label_col, f"pos_label_{key}_{label_col}")
    drop_invalid = drop_invalid_choice(key)
    dataset = cached_binary(source.digest, source.name, label_col, score_col, weight_col,
                            pos_label, drop_invalid, source.data)
    _summary(dataset)
    return dataset


LABEL_OPTIONS = 1000
"""The positive-class box lists this many labels; any other can be typed (a box of 10⁵ options
takes the browser seconds to draw)."""


def positive_class_choice(source: SourceFile, label_col: str | None, key: str) -> str | None:
    """The sidebar's positive-class selectbox over the label column's values (the first
    :data:`LABEL_OPTIONS`; more can be typed); None for "automatic" (the loader's rule)."""
    labels = cached_labels(source.digest, source.name, label_col, source.data) if label_col else ()
    auto_text = t("pos_label_auto")
    listed = labels[:LABEL_OPTIONS]
    more = len(labels) > len(listed)
    help_text = t("pos_label_help") + (
        "\n\n" + t("pos_label_more_help", shown=format_count(len(listed)),
                count=format_count(len(labels))) if more else "")
    choice = sticky(st.sidebar.selectbox, t("pos_label"), options=[AUTO, *listed],
                    format_func=lambda v: auto_text if v == AUTO else shown_text(v), key=key,
                    help=help_text, accept_new_options=more)
    if choice in (AUTO, None):
        links.publish(key, None)  # the URL names a positive class the user chose, not "auto"
        return None
    return choice


def _summary(dataset: BinaryDataset) -> None:
    data = dataset.data
    st.sidebar.caption(t("summary_file", name=md_shown(dataset.source_name)))
    # the class totals off the sweep: summing every row's weight again would cost each run
    st.sidebar.caption(t("summary_loaded", rows=format_count(data.n_rows),
                         positives=format_count(dataset.sweep.positives),
                         negatives=format_count(dataset.sweep.negatives)))
    st.sidebar.caption(t("summary_positive", label=md_shown(data.pos_label)))
    if data.dropped:
        st.sidebar.warning(t("summary_dropped", count=format_count(data.dropped),
                             rows=", ".join(map(str, data.dropped_rows))))

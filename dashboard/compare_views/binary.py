"""Binary comparison: two scorers on the same labelled samples.

The sidebar maps the label column and each model's score column (one file with both, or one per
file). Everything threshold-free (curves, AUCs with DeLong's test, AP, BEPs, cost envelopes, the
dominance verdicts) is computed once per file and choice; a threshold move then costs two O(log n)
look-ups into the sweeps and one pass for McNemar's table.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import streamlit as st

from dashboard.budgets import MAX_CURVE_POINTS
from dashboard.classification import positive_class_choice
from dashboard.compare_views.binary_body import show
from dashboard.compare_views.mapping import (
    model_columns,
    open_files,
    pair_files,
    role_column,
)
from dashboard.formatting import format_count
from dashboard.safe import md_escape
from dashboard.sources import SourceFile
from dashboard.state import t
from evalcore import io
from evalcore.binary import PrCurve, RocCurve
from evalcore.compare import (
    BinaryComparison,
    CompareData,
    compare_binary,
    compare_from_table,
    compare_from_tables,
    detect_score_column,
)

__all__ = ["BinaryCompareDataset", "load", "show"]  # show: the page body, binary_body.show


@dataclass(frozen=True, eq=False)
class BinaryCompareDataset:
    """Two models' paired scores and every threshold-free result, computed once."""

    dataset_id: str
    names: tuple[str, str]
    data: CompareData
    result: BinaryComparison
    roc_drawn: tuple[RocCurve, RocCurve]
    pr_drawn: tuple[PrCurve, PrCurve]
    task: str = "binary"


@st.cache_resource(max_entries=8, show_spinner=False)
def cached_compare(digests: tuple[str, ...], names: tuple[str, ...], label_col: str | None,
                   score_cols: tuple[str | None, str | None], pos_label: str | None,
                   _data: tuple[bytes, ...]) -> BinaryCompareDataset:
    """Pair the scores (raises EvalInputError) and compare the models once."""
    data = pair_files(digests, names, _data, score_cols, from_table=compare_from_table,
                      from_tables=compare_from_tables, cols_arg="score_cols",
                      label_col=label_col, pos_label=pos_label)
    result = compare_binary(data.y_true, data.score_a, data.score_b)
    return BinaryCompareDataset(
        dataset_id="|".join(map(str, (*digests, label_col, *score_cols, data.pos_label))),
        names=data.names, data=data, result=result,
        roc_drawn=tuple(c.decimated(max_points=MAX_CURVE_POINTS) for c in result.roc),
        pr_drawn=tuple(c.decimated(max_points=MAX_CURVE_POINTS) for c in result.pr),
    )


def load(source_a: SourceFile, source_b: SourceFile | None) -> BinaryCompareDataset:
    """Draw the column mapping and return the comparison (raises EvalInputError)."""
    files = open_files(source_a, source_b)
    label_col = role_column(files, t("label_column"), "label", io.LABEL_NAMES,
                            "compare_binary_label")
    score_cols = model_columns(
        files, exclude=(label_col,),
        detect_one=lambda table: detect_score_column(table, label_col=label_col),
        label_keys=("compare_score_of", "compare_score_in"), key="compare_binary")
    pos_label = positive_class_choice(source_a, label_col,
                                      f"compare_binary_pos_{files.key}_{label_col}")
    digests, names, data = files.cache_args
    dataset = cached_compare(digests, names, label_col, score_cols, pos_label, data)
    _summary(dataset)
    return dataset


def _summary(dataset: BinaryCompareDataset) -> None:
    data = dataset.data
    positives = int(np.count_nonzero(data.y_true))
    st.sidebar.caption(t(f"compare_aligned_{data.aligned_by}"))
    st.sidebar.caption(t("summary_loaded", rows=format_count(len(data.y_true)),
                         positives=format_count(positives),
                         negatives=format_count(len(data.y_true) - positives)))
    st.sidebar.caption(t("summary_positive", label=md_escape(data.pos_label)))

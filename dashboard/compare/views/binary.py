"""Binary comparison: two scorers on the same labelled samples.

The sidebar maps the label column and each model's score column (one file with both, or one per
file). Everything threshold-free (curves, AUCs with DeLong's test, AP, BEPs, cost envelopes, the
dominance verdicts) is computed once per file and choice; a threshold move then costs two O(log n)
look-ups into the sweeps and one pass for McNemar's table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import streamlit as st

from dashboard.loading.budgets import LIVE_CURVE_TOLERANCE
from evalcore.view.budgets import MAX_CURVE_POINTS
from dashboard.binary.sidebar import positive_class_choice
from dashboard.compare.views.binary_body import show
from dashboard.compare.views.mapping import ComparedFiles
from dashboard.compare.views.skeleton import ComparedDataset, CompareTask, Role
from evalcore.view.formatting import format_count
from dashboard.text.safe import md_shown
from dashboard.shell.language import t
from dashboard.shell.session import set_sticky
from dashboard.shell.state import sticky_key
from evalcore import io
from evalcore.analysis.compare import BinaryComparisonAnalysis
from evalcore.binary import PrCurve, RocCurve
from evalcore.compare import (
    BinaryComparison,
    CompareData,
    compare_from_table,
    compare_from_tables,
    detect_score_column,
)

__all__ = ["BinaryCompareDataset", "load", "show"]  # show: the page body, binary_body.show


@dataclass(frozen=True, eq=False)
class BinaryCompareDataset(ComparedDataset):
    """Two models' paired scores and every threshold-free result, computed once."""

    pair: CompareData
    analysis: BinaryComparisonAnalysis
    roc_drawn: tuple[RocCurve, RocCurve]
    pr_drawn: tuple[PrCurve, PrCurve]
    task: ClassVar[str] = "binary"

    @property
    def result(self) -> BinaryComparison:
        """Every threshold-free result (the analysis')."""
        return self.analysis.result


def _build(data: CompareData, pair_id: str) -> BinaryCompareDataset:
    """Compare the paired scores once: every threshold-free result, curves simplified to draw
    within :data:`LIVE_CURVE_TOLERANCE` (each threshold move redraws them)."""
    analysis = BinaryComparisonAnalysis.of(data)
    result = analysis.result
    return BinaryCompareDataset(
        dataset_id=f"{pair_id}|{data.pos_label}", names=data.names, pair=data, analysis=analysis,
        roc_drawn=tuple(c.simplified(max_points=MAX_CURVE_POINTS, tolerance=LIVE_CURVE_TOLERANCE)
                        for c in result.roc),
        pr_drawn=tuple(c.simplified(max_points=MAX_CURVE_POINTS, tolerance=LIVE_CURVE_TOLERANCE)
                       for c in result.pr),
    )


def _positive_class(files: ComparedFiles, columns: tuple[str | None]) -> dict[str, str | None]:
    """The positive class, chosen among the first file's labels; model B's file added keeps
    the one chosen for model A's file alone."""
    label_col, = columns
    key = f"compare_binary_pos_{files.key}_{label_col}"
    alone = sticky_key(f"compare_binary_pos_{files.sources[0].digest[:16]}_{label_col}")
    if len(files.sources) > 1 and sticky_key(key) not in st.session_state \
            and alone in st.session_state:
        set_sticky(key, st.session_state[alone])
    return {"pos_label": positive_class_choice(files.sources[0], label_col, key)}


def _summary(dataset: BinaryCompareDataset) -> tuple[str, str]:
    data = dataset.pair
    positives = int(np.count_nonzero(data.y_true))
    return (t("summary_loaded", rows=format_count(len(data.y_true)),
              positives=format_count(positives),
              negatives=format_count(len(data.y_true) - positives)),
            t("summary_positive", label=md_shown(data.pos_label)))


TASK = CompareTask("binary", (Role("label", "label_column", io.LABEL_NAMES),),
                   detect_model=detect_score_column,
                   model_label_keys=("compare_score_of", "compare_score_in"),
                   pair_from_table=compare_from_table, pair_from_tables=compare_from_tables,
                   model_cols_arg="score_cols",
                   build=_build, summary=_summary, options=_positive_class)
load = TASK.load

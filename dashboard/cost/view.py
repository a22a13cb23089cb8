"""Cost Curve page pieces: what is evaluated (a binary dataset, or one class of a multiclass one
against the rest), the per-dataset cost curve (the analysis value's, drawn pieces kept once), the cost and prior controls (a slider
plus an exact numeric input each, kept in sync), and the "use this threshold" value.

The envelope does not depend on the costs or the prior: moving them only changes PC(+), answered
in O(log n) from the cached curve.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from dashboard.binary.view import binary_analysis
from evalcore.view.labels import cost as labels
from evalcore.view.cost import CostCurveLabels, RocHullLabels
from evalcore.view.cost_summary import CostSummary
from evalcore.view.budgets import MAX_COST_LINES, MAX_CURVE_POINTS
from dashboard.multiclass.sidebar import MulticlassDataset
from dashboard.multiclass.view import class_sweep
from dashboard.text.safe import md_shown
from evalcore.view.text import shown_text
from dashboard.shell.session import sticky
from dashboard.shell.language import t
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import ThresholdSweep
from evalcore.multiclass.vs_rest import two_class_labels
from dashboard.widgets.synced_input import ExactBox
from dashboard.widgets.synced_input import Slider
from dashboard.widgets.synced_input import synced_input
from dashboard.loading.byte_cache import byte_cached

COST_FN = "cost_fn"
COST_FP = "cost_fp"
COST_PRIOR = "cost_prior"
COST_PRIOR_DATASET = "cost_prior_dataset"
COST_SLIDER_MAX = 10.0


@dataclass(frozen=True)
class ClassVsRest:
    """One class of a multiclass dataset against the rest, as the binary sweep the page draws."""

    dataset_id: str
    sweep: ThresholdSweep


def cost_target(dataset):
    """What the page evaluates: a binary dataset as it is; for a multiclass dataset, the class
    chosen here against every other class (its score column, or its hard predictions when the
    file has no scores). None when no class has samples of both sides."""
    if not isinstance(dataset, MulticlassDataset):
        return dataset
    data = dataset.data
    labels = two_class_labels(data)
    st.info(t("cost_multiclass_scores" if data.scores is not None else "cost_multiclass_hard",
              classes=len(data.labels)))
    if not labels:
        st.warning(t("cost_multiclass_no_class"))
        return None
    label = sticky(st.selectbox, t("multiclass_class_label"), options=labels, format_func=shown_text,
                   key=f"cost_class_{dataset.dataset_id}", help=t("cost_class_help"))
    st.caption(t("multiclass_class_vs_rest_note", label=md_shown(label)))
    return ClassVsRest(f"{dataset.dataset_id}|{label}",
                       class_sweep(dataset.dataset_id, label, data))


@byte_cached
def _cost_summary(dataset_id: str, _analysis: BinaryAnalysis) -> CostSummary:
    return CostSummary.of(_analysis, max_lines=MAX_COST_LINES, max_points=MAX_CURVE_POINTS)


def cost_summary(dataset) -> CostSummary:
    """The cost curve, line bundle and ROC of ``dataset`` (anything with ``dataset_id`` and
    ``sweep``) from its analysis value, computed once per dataset."""
    return _cost_summary(dataset.dataset_id, binary_analysis(dataset))


def cost_curve_labels(summary: CostSummary) -> CostCurveLabels:
    """The cost-curve figure's text in the user's language (:func:`labels.cost_curve_labels`)."""
    return labels.cost_curve_labels(t, summary)


def roc_hull_labels() -> RocHullLabels:
    """The ROC-side figure's text in the user's language (:func:`labels.roc_hull_labels`)."""
    return labels.roc_hull_labels(t)


def _cost_input(label: str, key: str) -> float:
    """A cost: the slider over [0, :data:`COST_SLIDER_MAX`], the exact box any cost ≥ 0 (a larger
    one extends the slider's range, so that both show the cost in use). The box's label is
    collapsed (the slider above says what it is; screen readers still read it), so that the
    controls, the threshold and both curves fit a 1024×768 projector."""
    return synced_input(key, Slider(label, high=COST_SLIDER_MAX, step=0.1, grows=True),
                        ExactBox(t("cost_exact", name=label), low=0.0, step=0.1, format="%.4g",
                                 label_visibility="collapsed"))


def _prior_input(label: str, help: str) -> float:
    """The prior p(+): slider and exact box both within [0, 1] (the box's label collapsed)."""
    return synced_input(COST_PRIOR, Slider(label, high=1.0, step=0.01, help=help),
                        ExactBox(t("cost_exact", name=label), low=0.0, high=1.0, step=0.01,
                                 format="%.6f", label_visibility="collapsed"))


def cost_controls(dataset_id: str, data_prior: float) -> tuple[float, float, float]:
    """C(−|+), C(+|−) and p(+) in three columns; each new dataset starts at its defaults: the
    costs at 1, p(+) at the data's share of positives (a link's values, e.g. a deep link's
    costs 0, belong to the dataset it opened, not to a file uploaded afterwards)."""
    state = st.session_state
    if state.get(COST_PRIOR_DATASET) != dataset_id:
        state[COST_PRIOR_DATASET] = dataset_id
        state[COST_FN], state[COST_FP], state[COST_PRIOR] = 1.0, 1.0, data_prior
    fn_col, fp_col, prior_col = st.columns(3)
    with fn_col:
        cost_fn = _cost_input(t("cost_fn_label"), COST_FN)
    with fp_col:
        cost_fp = _cost_input(t("cost_fp_label"), COST_FP)
    with prior_col:
        prior = _prior_input(t("cost_prior_label"),
                             t("cost_prior_help", share=f"{data_prior:.4f}"))
    return cost_fn, cost_fp, prior



"""The lesson's screen on seed 001's two learners: A's and B's ROC curves on the same ten samples
in one square, each with its AUC and ℓrank, and whether one curve encloses the other ("包住",
:func:`~evalcore.compare.curve_dominance`), as the seed compares them."""

from __future__ import annotations

from fractions import Fraction

import pandas as pd
import streamlit as st

from evalcore.view.compare.binary import OverlayLabels, roc_overlay
from dashboard.lesson.frame import screen_fragment
from dashboard.loading.byte_cache import byte_cached
from dashboard.shell.language import t
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_value
from dashboard.widgets.tables import show_plain_table
from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.compare import Dominance, curve_dominance
from evalcore.examples.compare import seed001_table
from evalcore.teaching import PairCounts, pair_counts

LEARNERS = ("A", "B")


@byte_cached
def learners() -> tuple[tuple[ThresholdSweep, ThresholdSweep], tuple[PairCounts, PairCounts],
                        Dominance]:
    """Seed 001's learners A and B on their ten samples: each one's threshold sweep and pair
    counts, and which ROC curve is on top."""
    table = seed001_table()
    positive = table["label"].to_numpy() == 1
    sweeps, pairs = [], []
    for name in LEARNERS:
        scores = table[f"score_{name}"].to_numpy(dtype=float)
        sweeps.append(threshold_sweep(positive, scores))
        pairs.append(pair_counts(positive, scores))
    a, b = (sweep.roc() for sweep in sweeps)
    return tuple(sweeps), tuple(pairs), curve_dominance(a.fpr, a.tpr, b.fpr, b.tpr)


def rank_loss_text(counts: PairCounts) -> str:
    """ℓrank as the seed writes it: the lost pairs (ties ½) over m⁺m⁻, reduced, and its value."""
    ratio = Fraction(int(2 * counts.losses + counts.ties), int(2 * counts.pairs))
    return f"{ratio.numerator}/{ratio.denominator} = {format_value(counts.rank_loss)}"


def verdict_text(dominance: Dominance) -> str:
    """Which learner is better by the curves alone: one encloses the other, or they cross (then
    compare the areas)."""
    if dominance.verdict in LEARNERS:
        better = dominance.verdict
        return t("lesson_learners_encloses", better=better,
                 worse=LEARNERS[1 - LEARNERS.index(better)])
    return t("lesson_learners_equal" if dominance.verdict == "equal" else "lesson_learners_cross")


@screen_fragment
def learners_screen(_) -> None:
    """Both ROC curves with the chance diagonal, where each leads shaded; beside them each
    learner's AUC and ℓrank (AUC = 1 − ℓrank) and the verdict."""
    sweeps, pairs, dominance = learners()
    aucs = tuple(sweep.roc_auc() for sweep in sweeps)
    names = tuple(t("lesson_learner", name=name) for name in LEARNERS)
    figure = roc_overlay(tuple(sweep.roc() for sweep in sweeps), names, aucs,
                         [(None, None)] * 2, dominance, labels=OverlayLabels(
                             reference=t("chance"),
                             curve=lambda name, auc: t("lesson_learner_auc", name=name, auc=auc),
                             point=lambda name: name, x_title=t("fpr_axis"),
                             y_title=t("tpr_axis")))
    left, right = st.columns((3, 2))
    show_chart(figure, key="lesson_learners_roc", where=left)
    with right:
        show_plain_table(pd.DataFrame(
            [[name, format_value(auc), rank_loss_text(count)]
             for name, auc, count in zip(names, aucs, pairs)],
            columns=[t("lesson_learner_column"), "AUC", "ℓrank"]))
        st.markdown(verdict_text(dominance))

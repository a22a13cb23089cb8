"""View 2 of the Learn page: ℓrank as pairs (seed 000/001). Every (positive, negative) pair is a
cell of the m⁺ × m⁻ grid, ranked correctly, a rank loss (1) or a tie (½); the formula is written
with the live counts, and AUC = 1 − ℓrank equals the area the step-by-step view sums."""

from __future__ import annotations

from fractions import Fraction

import streamlit as st

from dashboard.binary.sidebar import BinaryDataset
from dashboard.learn.data import cached_grid, cached_steps
from dashboard.learn.figures import PairLabels, pair_grid_figure
from evalcore.view.report.document import Figure, Heading, Paragraph
from dashboard.reporting.page import tiles_table
from dashboard.widgets.export_context import export_context
from dashboard.shell.language import t
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_count, format_value
from dashboard.reporting.button import page_report_button
from evalcore.teaching import PairCounts

GRID_HEIGHT = 400
"""The pair grid's height: it ends above the fold at 1024×768."""


def show_pairs(dataset: BinaryDataset) -> None:
    """The counts, the formula with their values, then the grid."""
    data = dataset.data
    grid = cached_grid(dataset.dataset_id, data.y_true, data.scores)
    totals = grid.totals()
    tiles = (("learn_m_pos", totals.m_pos), ("learn_m_neg", totals.m_neg),
             ("learn_pairs", totals.pairs), ("learn_correct", totals.correct),
             ("learn_losses", totals.losses), ("learn_ties", totals.ties))
    for column, (key, value) in zip(st.columns(len(tiles)), tiles):
        column.metric(t(key), format_count(value))
    area = float(cached_steps(dataset.dataset_id, dataset.sweep).area[-1])
    formulas = (rank_loss_formula(totals),
                t("learn_auc_formula", rank_loss=format_value(totals.rank_loss),
                  auc=format_value(totals.auc), area=format_value(area)))
    for formula in formulas:
        st.markdown(formula)
    if data.weights is not None:
        st.caption(t("learn_pairs_unweighted"))
    if not grid.exact:
        st.caption(t("learn_pairs_blocks", rows=grid.row_edges.size - 1,
                     cols=grid.col_edges.size - 1))
    figure = pair_grid_figure(grid, labels=PairLabels(
        correct=t("learn_pair_correct"), loss=t("learn_pair_loss"), tie=t("learn_pair_tie"),
        x_title=t("learn_pairs_x", m_neg=format_count(totals.m_neg)),
        y_title=t("learn_pairs_y", m_pos=format_count(totals.m_pos)),
        title=t("learn_pairs_title"), hover_pair=t("learn_pair_hover"),
        hover_block=t("learn_block_hover")))
    show_chart(figure, key="learn_pairs", height=GRID_HEIGHT)
    st.caption(t("learn_pairs_caption"))
    page_report_button("pairs", export_context().settings[:1], (
        Heading(t("learn_view_pairs")), tiles_table([(t(k), format_count(v)) for k, v in tiles],
                    (t("report_item"), t("value_column"))),
        *(Paragraph(formula) for formula in formulas), Figure(figure, "pair_grid"),
        Paragraph(t("learn_pairs_caption"))))


def rank_loss_formula(totals: PairCounts) -> str:
    """ℓrank = (losses + ½·ties) / (m⁺m⁻) with the counts written in, and as a reduced fraction
    when they are whole numbers (seed 001's learner A: (9 + ½·0) / (5·5) = 9/25 = 0.3600)."""
    counts = (totals.losses, totals.ties, totals.m_pos, totals.m_neg)
    fraction = ""
    if all(float(c).is_integer() for c in counts):
        ratio = Fraction(int(2 * totals.losses + totals.ties), int(2 * totals.pairs))
        fraction = f" = {ratio.numerator}/{ratio.denominator}"
    return t("learn_rank_loss_formula", losses=format_count(totals.losses),
             ties=format_count(totals.ties), m_pos=format_count(totals.m_pos),
             m_neg=format_count(totals.m_neg), fraction=fraction,
             rank_loss=format_value(totals.rank_loss))

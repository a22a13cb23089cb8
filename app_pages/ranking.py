"""Ranking page: a k slider moves P@k, Recall@k and NDCG@k of every query; MRR, MAP, RC and τ-b
beside them; per-query table and distributions; one query's list with every NDCG term."""

import streamlit as st

from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from dashboard.shell.page import require_dataset
from evalcore.view.figures import query_distributions
from evalcore.view.ranking import dcg_figure, metric_curves_figure
from evalcore.view.formatting import format_count, format_value
from dashboard.shell.guard import guarded_fragment
from dashboard.ranking.settings import ranking_settings
from dashboard.text.safe import md_shown
from evalcore.view.text import sentences, shown_text
from dashboard.shell.session import sticky
from dashboard.shell.language import t
from dashboard.widgets.tables import show_dataframe, show_full_table
from evalcore.view.ranking import DcgLabels
from evalcore.view.ranking import MetricCurvesLabels
from dashboard.reporting.button import report_button
from evalcore.api.settings import RankingSettings

dataset = require_dataset("ranking", "ranking_title")

level, gain, ties = ranking_settings(level_key=f"ranking_level_{dataset.dataset_id}",
                                     gain_key="ranking_gain", ties_key="ranking_ties",
                                     max_level=max(int(dataset.data.relevance.max()), 1))
analysis = dataset.analysis(level, gain, ties)
evaluation = analysis.evaluation


def table_settings(k: int) -> list[tuple[str, object]]:
    """What the tables depend on, for their CSV's first lines."""
    return [("k", k), (t("ranking_level"), level), (t("ranking_gain"), gain),
            (t("ranking_ties"), ties)]


def metrics_grid(summary) -> None:
    """The seven measures at k, two to a row: beside the curves, each value stays legible."""
    values = summary.metrics
    cells = [cell for _ in range(4) for cell in st.columns(2)]
    for cell, (key, value) in zip(cells, values.items()):
        help_text = t(f"ranking_metric_{key}_help")
        if key in summary.reasons:
            help_text = sentences(t(summary.reasons[key]), help_text)
        cell.metric(t(f"ranking_label_{key}"),
                    t("undefined") if value is None else format_value(value), help=help_text)


def queries_counted(summary) -> None:
    """How many queries have no relevant document, and how many the correlations could use."""
    st.caption(t("ranking_without_relevant", count=format_count(summary.queries_without_relevant),
                 queries=format_count(summary.n_queries)))
    if min(summary.rc_queries, summary.kendall_tau_queries) < summary.n_queries:
        st.caption(t("ranking_correlation_queries", rc=format_count(summary.rc_queries),
                     tau=format_count(summary.kendall_tau_queries),
                     queries=format_count(summary.n_queries)))


def query_section(per_query, k: int) -> None:
    st.subheader(t("ranking_query_header"))
    worst = per_query["query_id"].tolist()
    with_relevant = (per_query["n_relevant"] > 0).to_numpy()
    query = sticky(st.selectbox, t("ranking_query_choice"), options=worst, format_func=shown_text,
                   index=int(with_relevant.argmax()),  # the worst query with a relevant document
                   key=f"ranking_query_{dataset.dataset_id}", help=t("ranking_query_help"))
    detail = evaluation.query_detail(query)
    at = detail.iloc[min(k, len(detail)) - 1]
    st.latex(t("ranking_ndcg_formula", k=k, dcg=f"{at['dcg']:.4f}",
               ideal=f"{at['ideal_dcg']:.4f}", ndcg=f"{at['ndcg']:.4f}"))
    st.caption(t("ranking_formula_terms", gain=t(f"ranking_gain_formula_{evaluation.gain_kind}")))
    show_chart(dcg_figure(detail, k, labels=DcgLabels(
        discounted_gain=t("ranking_discounted_gain"), ideal_dcg=t("ranking_ideal_dcg"),
        k_line=t("ranking_k_short", k=k), x_title=t("ranking_rank"))), key="ranking_dcg")
    shown = detail.drop(columns=["doc_id"] if evaluation.doc_id is None else [])
    show_full_table(shown.rename(columns=lambda c: t(f"ranking_col_{c}")),
                    name=f"query_{query}", settings=table_settings(k))


@guarded_fragment
def live_k() -> None:
    k = sticky(st.slider, t("ranking_k"), min_value=1, max_value=max(evaluation.max_length, 2),
               value=min(10, evaluation.max_length), key=f"ranking_k_{dataset.dataset_id}",
               help=t("ranking_k_help"))
    at = analysis.at(k)
    # the numbers beside their curves: the slider, both and the k line fit one 1024 × 768 screen
    numbers, curves = st.columns(2)
    with numbers:
        metrics_grid(at.summary)
    with curves:
        st.markdown(f"**{t('ranking_curves_header')}**")
        show_chart(metric_curves_figure(evaluation.curves, k, labels=MetricCurvesLabels(
            curves={name: t(f"ranking_label_{name}_at_k")
                    for name in ("precision", "recall", "ndcg")},
            k_line=t("ranking_k_short", k=k), y_title=t("ranking_mean_over_queries"))),
            key="ranking_curves", height=PROJECTOR_HEIGHT)
    queries_counted(at.summary)
    st.caption(t("ranking_conventions"))
    per_query = at.per_query.sort_values(["ndcg_at_k", "average_precision"], kind="stable")
    st.subheader(t("ranking_per_query_header"))
    st.caption(t("ranking_per_query_caption"))
    show_dataframe(per_query.rename(columns=lambda c: t(f"ranking_col_{c}")), hide_index=True,
                   name="per_query", settings=table_settings(k),
                   key="ranking_per_query", placeholder="")  # undefined RC / τ-b: empty
    st.subheader(t("ranking_distributions_header"))
    show_chart(query_distributions(t, per_query), key="ranking_distributions")
    query_section(per_query, k)
    columns = dataset.data.columns
    report_button("ranking", RankingSettings(
        query_col=columns["query"], doc_col=columns["doc"], relevance_col=columns["relevance"],
        score_col=columns["score"], k=k, relevance_level=level, gain=gain, ties=ties), analysis)


live_k()
st.caption(t("ranking_file_caption", name=md_shown(dataset.source_name)))

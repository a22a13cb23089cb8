"""Figures of the ranking page: mean metrics as k grows, per-query distributions,
one query's DCG."""

from __future__ import annotations

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from dashboard.widgets.figure_layout import integer_ticks, layout
from dashboard.shell.language import t
from evalcore.decimate import decimate_curve
from evalcore.ranking import MetricCurves

CURVE_COLORS = {"precision": "#1f77b4", "recall": "#2ca02c", "ndcg": "#d62728"}
GAIN_COLOR = "#9ecae1"
IDEAL_COLOR = "#7f7f7f"


def metric_curves_figure(curves: MetricCurves, k: int) -> go.Figure:
    """Mean P@k, Recall@k and NDCG@k for k = 1 … longest list, the chosen k marked."""
    fig = go.Figure()
    for name, values in (("precision", curves.precision), ("recall", curves.recall),
                         ("ndcg", curves.ndcg)):
        keep = decimate_curve(curves.k, values)
        fig.add_scatter(x=curves.k[keep], y=values[keep], mode="lines+markers",
                        name=t(f"ranking_label_{name}_at_k"),
                        line=dict(color=CURVE_COLORS[name]), marker=dict(size=4))
    fig.add_vline(x=k, line=dict(color="black", dash="dash"),
                  annotation_text=t("ranking_k_short", k=k))
    fig.update_yaxes(range=[-0.02, 1.02])
    integer_ticks(fig, int(curves.k[-1]))
    return layout(fig, x_title="k", y_title=t("ranking_mean_over_queries"),
                  hovermode="x unified")


def distributions_figure(per_query: pd.DataFrame, columns: dict[str, str]) -> go.Figure:
    """One histogram per metric (``columns``: per-query column → title) over the queries."""
    fig = make_subplots(rows=1, cols=len(columns), subplot_titles=list(columns.values()),
                        shared_yaxes=True)
    for index, column in enumerate(columns, start=1):
        values = per_query[column].dropna().to_numpy()
        low = -1.0 if column == "kendall_tau" else 0.0
        fig.add_histogram(x=values, xbins=dict(start=low, end=1.0001, size=(1.0 - low) / 20),
                          marker_color=CURVE_COLORS["precision"], name=columns[column],
                          showlegend=False, row=1, col=index)
        fig.update_xaxes(range=[low - 0.02, 1.02], row=1, col=index)
    fig.update_layout(margin=dict(l=10, r=10, t=40, b=10), bargap=0.05, height=260)
    fig.update_yaxes(title_text=t("ranking_queries"), row=1, col=1)
    return fig


def dcg_figure(detail: pd.DataFrame, k: int) -> go.Figure:
    """One query's list: each rank's discounted gain as bars, running DCG and ideal DCG as lines,
    the cut-off k marked."""
    fig = go.Figure()
    fig.add_bar(x=detail["rank"], y=detail["gain"] * detail["discount"],
                name=t("ranking_discounted_gain"), marker_color=GAIN_COLOR)
    fig.add_scatter(x=detail["rank"], y=detail["dcg"], mode="lines+markers", name="DCG@r",
                    line=dict(color=CURVE_COLORS["ndcg"]))
    fig.add_scatter(x=detail["rank"], y=detail["ideal_dcg"], mode="lines+markers",
                    name=t("ranking_ideal_dcg"), line=dict(color=IDEAL_COLOR, dash="dot"))
    fig.add_vline(x=min(k, int(np.max(detail["rank"]))) + 0.5,
                  line=dict(color="black", dash="dash"),
                  annotation_text=t("ranking_k_short", k=k))
    integer_ticks(fig, int(np.max(detail["rank"])))
    return layout(fig, x_title=t("ranking_rank"), y_title="DCG", hovermode="x unified")

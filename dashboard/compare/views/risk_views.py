"""The binary comparison's risk views: both models' KS, Gini, Brier and log loss side by side
(the ``compare`` command's keys), then per model its KS curve, gains curve and lift chart, and its
reliability diagram when its scores are probabilities, drawn by the Risk page's own figures."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.loading.byte_cache import byte_cached
from evalcore.view.risk_render import gains_chart, ks_chart, lift_chart, reliability_chart
from evalcore.view.risk_summary import RiskSummary, summarise
from dashboard.shell.language import t
from dashboard.widgets.charts import show_chart
from dashboard.widgets.lazy_expander import lazy_expander
from evalcore.view.formatting import format_score, format_value
from dashboard.text.safe import md_shown
from dashboard.widgets.tables import show_dataframe


@byte_cached
def _views(dataset_id: str, _analysis) -> tuple[dict, list[RiskSummary], list[list[dict]],
                                                  list]:
    from evalcore.binary.calibration import probability_quality
    from evalcore.binary.lift import lift_table

    sweeps = _analysis.result.sweeps
    return (_analysis.risk(), [summarise(s) for s in sweeps], [lift_table(s) for s in sweeps],
            [probability_quality(s) for s in sweeps])


def risk_table(risk: dict, names, *, exact: bool = False) -> pd.DataFrame:
    """KS (with its direction and threshold), Gini, Brier and log loss of both models: a row per
    measure as shown; ``exact``: a row per model with a column per measure at full precision
    (each column of one kind, so that the CSV download reads back as numbers)."""
    if exact:
        columns = [t("risk_ks_metric"), t("risk_ks_direction_metric"),
                   t("risk_ks_threshold_metric"), t("risk_gini_metric"), t("risk_brier_metric"),
                   t("risk_log_loss_metric")]
        rows = [(name, risk["ks"][k]["statistic"],
                 t(f"risk_ks_direction_{risk['ks'][k]['direction']}"), risk["ks"][k]["threshold"],
                 risk["gini"][k], risk["brier"][k], risk["log_loss"][k])
                for k, name in zip("AB", names)]
        return pd.DataFrame(rows, columns=[t("compare_risk_model_column"), *columns])
    rows = [(t("risk_ks_metric"), *(format_value(risk["ks"][k]["statistic"]) for k in "AB")),
            (t("risk_ks_direction_metric"),
             *(t(f"risk_ks_direction_{risk['ks'][k]['direction']}") for k in "AB")),
            (t("risk_ks_threshold_metric"),
             *(format_score(risk["ks"][k]["threshold"]) for k in "AB")),
            (t("risk_gini_metric"), *(format_value(risk["gini"][k]) for k in "AB")),
            (t("risk_brier_metric"), *(format_value(risk["brier"][k]) for k in "AB")),
            (t("risk_log_loss_metric"), *(format_value(risk["log_loss"][k]) for k in "AB"))]
    return pd.DataFrame(rows, columns=[t("metric_column"), *names])


RISK_FIGURES = "compare_risk_figures"
"""The session-state key of the expander holding both models' risk figures (True: open)."""


def risk_section(dataset) -> None:
    """The table of both models' risk numbers, then, in an expander, each model's risk figures in
    its column, built only while the expander is open (:func:`lazy_expander`)."""
    st.subheader(t("compare_risk_header"))
    risk, summaries, tables, qualities = _views(dataset.dataset_id, dataset.analysis)
    show_dataframe(risk_table(risk, dataset.names), hide_index=True, name="risk",
                   exact=risk_table(risk, dataset.names, exact=True))
    with lazy_expander(t("compare_risk_figures"), key=RISK_FIGURES) as open_:
        if not open_:
            return
        columns = st.columns(2)
        for i, (column, name) in enumerate(zip(columns, dataset.names)):
            summary, table, quality = summaries[i], tables[i], qualities[i]
            column.markdown(f"**{md_shown(name)}**")
            show_chart(ks_chart(t, summary, threshold=None), key=f"compare_ks_{i}",
                       where=column)
            show_chart(gains_chart(t, summary.share, summary.gain, summary.prior, table),
                       key=f"compare_gains_{i}", where=column)
            show_chart(lift_chart(t, table), key=f"compare_lift_{i}", where=column)
            if quality.reason is None:
                show_chart(reliability_chart(t, quality.bins), key=f"compare_reliability_{i}",
                           where=column)
            else:
                column.caption(t(quality.reason, **{k: format_score(v)
                                                    for k, v in quality.params.items()}))

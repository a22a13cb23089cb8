"""The binary comparison's page body: headline AUCs, the operating points (own thresholds or
matched at the same FPR / recall), the overlaid ROC and P-R curves right under their controls with
the dominance verdicts, the side-by-side table, McNemar's test and the bootstrap, then DeLong's
test and the cost envelopes."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.loading.budgets import LIVE_CURVE_TOLERANCE
from dashboard.widgets.charts import show_chart, show_square_row
from dashboard.compare.views.bootstrap import BootstrapInput, bootstrap_section
from dashboard.compare.views.skeleton import show_notice
from dashboard.compare.views.tables import side_by_side
from dashboard.widgets.export_context import COMPARED_THRESHOLDS
from dashboard.widgets.tables import show_dataframe, show_full_table
from evalcore.view.compare.binary import cost_overlay, pr_overlay, roc_overlay
from evalcore.view.formatting import (
    count_cell,
    format_count,
    format_interval,
    format_p_value,
    format_value,
    value_cell,
)
from dashboard.compare.views.risk_views import risk_section
from dashboard.compare.views.skeleton import report_button_here
from evalcore.api.report import flag_threshold
from dashboard.shell.guard import guarded_fragment
from dashboard.live.view import live_threshold_view, live_view_on
from dashboard.text.safe import escape_params, md_shown
from evalcore.view.text import sentences
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.widgets.threshold import SIDE_BY_SIDE_STEPS, threshold_control, threshold_text
from evalcore.binary import Confusion, point_metrics
from evalcore.compare import Dominance, matched_threshold
from evalcore.compare.mcnemar import McNemarResult
from evalcore.compare.resampled import BINARY_ON_PREDICTIONS, BINARY_ON_SCORES
from evalcore.view.compare.binary import CostOverlayLabels
from evalcore.view.compare.binary import OverlayLabels

MODES = ("own", "fpr", "recall")
MODELS = ("A", "B")


def show(dataset) -> None:
    """Draw the page body of a :class:`BinaryCompareDataset`."""
    result = dataset.result
    show_notice(dataset.pair)
    _headline(dataset)
    operating_section(dataset)
    _delong_section(dataset)
    _cost_section(dataset)
    risk_section(dataset)
    st.caption(t("compare_curve_points", shown=dataset.roc_drawn[0].fpr.size,
                 total=result.roc[0].fpr.size, tolerance=f"{LIVE_CURVE_TOLERANCE:.1%}"))


def _headline(dataset) -> None:
    delong, ap = dataset.result.delong, dataset.result.average_precision
    columns = st.columns(4)
    for column, name, estimate in zip(columns, dataset.names, (delong.a, delong.b)):
        column.metric(t("compare_auc_of", name=md_shown(name)), format_value(estimate.auc))
    columns[2].metric(t("compare_auc_difference"), f"{delong.difference:+.4f}",
                      help=t("compare_auc_difference_help"))
    columns[3].metric(t("compare_delong_p"), format_p_value(delong.p_value))
    st.caption(t("compare_ap_line", a=format_value(ap[0]), b=format_value(ap[1]),
                 diff=f"{ap[0] - ap[1]:+.4f}"))


def _verdict(dominance: Dominance, names: tuple[str, str], key: str, curve: str) -> None:
    """Which model's ``curve`` (roc, pr, cost) lies below or above, and where the two cross."""
    a, b = (md_shown(n) for n in names)
    text = t(f"{key}_{dominance.verdict}", a=a, b=b)
    (st.success if dominance.verdict in MODELS else st.info)(text)
    if dominance.crossings:
        st.caption(t("compare_crossings"))
        show_dataframe(pd.DataFrame(dominance.crossings,
                                  columns=[t("compare_from"), t("compare_to")]),
                     name=f"{curve}_crossings", hide_index=True,
                     height=min(250, 40 + 35 * len(dominance.crossings)))


def _thresholds(dataset) -> tuple[float, float]:
    """Each model's threshold: its own control, or matched at the chosen FPR / recall
    (:data:`~evalcore.binary.ALL_NEGATIVE`: nothing predicted positive)."""
    mode = sticky(st.radio, t("compare_mode"), options=MODES, key="compare_binary_mode",
                  format_func=option_labels("compare_mode_"), horizontal=True)
    if mode == "own":
        live = live_view_on()
        columns = st.columns(2)
        thresholds = []
        for k, (column, sweep, name, model) in enumerate(zip(columns, dataset.result.sweeps,
                                                             dataset.names, MODELS)):
            with column:
                if live:
                    thresholds.append(_live_view(dataset, k, slot=f"_compare_{model}"))
                    continue
                thresholds.append(threshold_control(
                    sweep, dataset.dataset_id, slot=f"_compare_{model}",
                    label=t("compare_threshold_of", name=md_shown(name)),
                    steps=SIDE_BY_SIDE_STEPS).value)
        return tuple(thresholds)
    target = sticky(st.slider, t(f"compare_target_{mode}"), min_value=0.0, max_value=1.0,
                    step=0.01, value=0.1 if mode == "fpr" else 0.8,
                    key=f"compare_binary_target_{mode}")
    return tuple(sweep.shortest_at(matched_threshold(roc, **{mode: target}))
                 for roc, sweep in zip(dataset.result.roc, dataset.result.sweeps))


def _live_view(dataset, k: int, *, slot: str) -> float:
    """Model ``k``'s threshold in the live view: its ROC and P-R curves (as drawn on the page)
    with its operating point, answered in the browser."""
    from types import SimpleNamespace

    result = dataset.result
    sweep = result.sweeps[k]
    st.markdown(t("compare_threshold_of", name=md_shown(dataset.names[k])))
    curves = SimpleNamespace(roc=dataset.roc_drawn[k], pr=dataset.pr_drawn[k],
                             auc=(result.delong.a, result.delong.b)[k].auc,
                             ap=result.average_precision[k], youden=sweep.youden(),
                             bep=result.bep[k])
    return live_threshold_view(sweep, None, dataset.dataset_id, beta=1.0, weighted=False,
                               curves=curves, slot=slot)


@guarded_fragment
def operating_section(dataset) -> None:
    """Everything the thresholds move: answered from the cached sweeps (and one McNemar pass)."""
    st.subheader(t("compare_operating_header"))
    thresholds = _thresholds(dataset)
    at = dataset.analysis.at(thresholds)
    confusions = list(at.confusions)
    # every table of the page names both thresholds in its CSV (the export context reads it)
    st.session_state[COMPARED_THRESHOLDS] = (dataset.dataset_id, tuple(dataset.names),
                                             tuple(thresholds))
    _overlays(dataset, confusions)
    show_full_table(metric_table(dataset, thresholds, confusions), name="operating_points",
                    exact=metric_table(dataset, thresholds, confusions, exact=True))
    data = dataset.pair
    predictions = at.predictions
    mcnemar_section(at.mcnemar, dataset.names)
    report_button_here(dataset.analysis, threshold=tuple(
        flag_threshold(value, scores)
        for value, scores in zip(thresholds, (data.score_a, data.score_b))))
    bootstrap_section(
        f"{dataset.dataset_id}|{thresholds[0]}|{thresholds[1]}",
        bootstrap_inputs(data.y_true, (data.score_a, data.score_b), predictions),
        dataset.names, units=len(data.y_true))


def _overlays(dataset, confusions: list[Confusion]) -> None:
    """Both models' ROC and P-R curves overlaid with their operating points, right under the
    controls that move them, each with its verdict: does one curve enclose the other?"""
    st.subheader(t("compare_dominance_header"))
    roc_col, pr_col = st.columns(2)
    result = dataset.result
    roc = roc_overlay(
        dataset.roc_drawn, dataset.names, (result.delong.a.auc, result.delong.b.auc),
        [(c.fpr, c.tpr) for c in confusions], result.roc_dominance, labels=OverlayLabels(
            reference=t("chance"),
            curve=lambda name, auc: t("compare_curve_auc", name=name, auc=auc),
            point=lambda name: t("compare_point_of", name=name),
            x_title=t("fpr_axis"), y_title=t("tpr_axis")))
    pr = pr_overlay(
        dataset.pr_drawn, dataset.names, result.average_precision,
        [(c.recall, c.precision) for c in confusions], result.bep, result.pr_dominance,
        steps=tuple(drawn is full for drawn, full in zip(dataset.pr_drawn, result.pr)),
        labels=OverlayLabels(
            reference=t("p_equals_r"),
            curve=lambda name, ap: t("compare_curve_ap", name=name, ap=ap),
            point=lambda name: t("compare_point_of", name=name),
            bep=lambda name: t("compare_bep_of", name=name),
            x_title=t("recall_axis"), y_title=t("precision_axis")))
    show_square_row((roc, "compare_roc", roc_col), (pr, "compare_pr", pr_col))
    for column, dominance, title in ((roc_col, result.roc_dominance, "compare_dominance_roc"),
                                     (pr_col, result.pr_dominance, "compare_dominance_pr")):
        with column:
            st.markdown(f"**{t(title)}**")
            _verdict(dominance, dataset.names, "compare_verdict", title.rsplit("_", 1)[1])
    st.caption(sentences(t("compare_shading_help"), t("compare_dominance_help")))


def metric_table(dataset, thresholds, confusions: list[Confusion], *,
                 exact: bool = False) -> pd.DataFrame:
    """Measure | A | B | A − B: the threshold-free measures, then each model at its threshold;
    ``exact``: the numbers themselves (the AUC's interval as two rows, its ends; None where
    undefined), for the CSV."""
    result = dataset.result
    delong = result.delong
    level = round(100 * delong.confidence)

    def value(v):
        return value_cell(v, exact)

    def signed(a, b, text: str = "{:+.4f}"):
        if a is None or b is None:
            return None if exact else "—"
        return a - b if exact else text.format(a - b)

    rows = [
        (t("compare_auc"), delong.a.auc, delong.b.auc),
        (t("compare_average_precision"), *result.average_precision),
        (t("bep_label"), result.bep[0].value, result.bep[1].value),
        (t("compare_cost_area"), result.cost[0].area, result.cost[1].area),
    ]
    table = [(name, value(a), value(b), signed(a, b)) for name, a, b in rows]
    if exact:
        ends = [(e.ci or (None, None)) for e in (delong.a, delong.b)]
        table[1:1] = [(f"{t('compare_auc_ci', level=level)} ({t(key)})", ends[0][i], ends[1][i],
                       None) for i, key in enumerate(("compare_interval_low",
                                                      "compare_interval_high"))]
    else:
        table.insert(1, (t("compare_auc_ci", level=level),
                         *(format_interval(e.ci) for e in (delong.a, delong.b)), ""))
    table.append((t("compare_threshold_row"),
                  *(v if exact else threshold_text(v, None)
                    for v in thresholds), None if exact else ""))
    for key in ("tp", "fp", "tn", "fn"):
        a, b = (getattr(c, key) for c in confusions)
        table.append((t(f"{key}_label"), count_cell(a, exact), count_cell(b, exact),
                      signed(a, b, "{:+,.6g}")))
    measures = [point_metrics(c) for c in confusions]
    for name in measures[0]:
        if name == "f_beta":
            continue
        a, b = (m[name].value for m in measures)
        table.append((t(f"metric_{name}"), value(a), value(b), signed(a, b)))
    return side_by_side(table, dataset.names)


def bootstrap_inputs(y_true, scores, predictions) -> dict[str, BootstrapInput]:
    """The binary metrics the bootstrap offers (evalcore's registries): AUC, AP and BEP on the
    scores, F1 at the thresholds."""
    return {**{name: BootstrapInput(metric, y_true, *scores)
               for name, metric in BINARY_ON_SCORES.items()},
            **{name: BootstrapInput(metric, y_true, *predictions)
               for name, metric in BINARY_ON_PREDICTIONS.items()}}


def mcnemar_section(test: McNemarResult, names) -> None:
    """McNemar's 2×2 table of right/wrong and the test, for any task's paired predictions."""
    st.subheader(t("compare_mcnemar"))
    (both, only_a), (only_b, neither) = test.table
    show_dataframe(pd.DataFrame({
        t("compare_outcome"): [t("compare_both_right"), t("compare_only_a_right"),
                               t("compare_only_b_right"), t("compare_both_wrong")],
        t("compare_samples"): [format_count(v) for v in (both, only_a, only_b, neither)],
    }), name="mcnemar", hide_index=True)
    if test.reason:
        st.info(t(test.reason, **escape_params(test.params)))
        return
    st.caption(t("compare_mcnemar_result", statistic=f"{test.statistic:.4g}",
                 p=format_p_value(test.p_value), method=t(f"compare_method_{test.method}"),
                 a=md_shown(names[0]), b=md_shown(names[1])))


def delong_table(dataset, *, exact: bool = False) -> pd.DataFrame:
    """Both AUCs, their difference, z and p (DeLong) with each AUC's interval; ``exact``: the
    numbers themselves, the interval's two ends as two columns, for the CSV."""
    delong = dataset.result.delong
    header = t("compare_auc_ci", level=round(100 * delong.confidence))
    names = [t("compare_auc_of", name=dataset.names[0]), t("compare_auc_of", name=dataset.names[1]),
             t("compare_auc_difference"), t("compare_z"), t("compare_p_value")]
    values = [delong.a.auc, delong.b.auc, delong.difference, delong.z, delong.p_value]
    if exact:
        ends = [delong.a.ci or (None, None), delong.b.ci or (None, None), *[(None, None)] * 3]
        return pd.DataFrame({
            t("metric_column"): names, t("value_column"): values,
            **{f"{header} ({t(key)})": [e[i] for e in ends]
               for i, key in enumerate(("compare_interval_low", "compare_interval_high"))}})
    return pd.DataFrame({
        t("metric_column"): names,
        t("value_column"): [format_value(delong.a.auc), format_value(delong.b.auc),
                            f"{delong.difference:+.4f}", f"{delong.z:.4f}",
                            format_p_value(delong.p_value)],
        header: [format_interval(delong.a.ci), format_interval(delong.b.ci), "", "", ""],
    })


def _delong_section(dataset) -> None:
    delong = dataset.result.delong
    st.subheader(t("compare_delong"))
    if delong.reason:
        st.info(t(delong.reason, **escape_params(delong.params)))
        return
    show_dataframe(delong_table(dataset), name="delong", hide_index=True,
                   exact=delong_table(dataset, exact=True))
    st.caption(t("compare_delong_help"))


def _cost_section(dataset) -> None:
    result = dataset.result
    st.subheader(t("compare_cost_header"))
    areas = [c.area for c in result.cost]
    columns = st.columns(3)
    for column, name, area in zip(columns, dataset.names, areas):
        column.metric(t("compare_cost_area_metric", name=md_shown(name)), format_value(area))
    columns[2].metric(t("compare_cost_area_difference"), f"{areas[0] - areas[1]:+.4f}",
                      help=t("compare_cost_area_help"))
    show_chart(cost_overlay(result.cost, dataset.names, result.cost_dominance,
                            labels=CostOverlayLabels(
                                always_negative=t("cost_always_negative"),
                                always_positive=t("cost_always_positive"),
                                curve=lambda name, area: t("compare_cost_area_of",
                                                           name=name, area=area),
                                x_title=t("cost_x_axis"), y_title=t("cost_y_axis"))),
               key="compare_cost")
    _verdict(result.cost_dominance, dataset.names, "compare_cost_verdict", "cost")


"""Page pieces of the Risk & calibration page: the per-dataset KS and gains curves (computed once,
thinned for drawing), the lift table and the calibration at the user's groups and bins (cached),
as translated tables and figures."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.risk.figures import (DetLabels, GainsLabels, KSLabels, LiftLabels,
                                    ReliabilityLabels, det_figure, gains_figure, ks_figure,
                                    lift_figure, reliability_figure)
from dashboard.shell.language import t
from dashboard.widgets.budgets import MAX_CURVE_POINTS
from dashboard.widgets.formatting import format_count, format_exact, format_interval, format_value
from evalcore.binary import ThresholdSweep
from evalcore.binary.det import DetCurve, det_curve
from evalcore.binary.intervals import auc_interval
from evalcore.binary.calibration import Calibration, not_probabilities, probability_quality
from evalcore.binary.lift import KS, gains_curve, ks, ks_curve, lift_table
from evalcore.decimate import decimate_curve


@dataclass(frozen=True)
class RiskSummary:
    """What the page draws that depends on the data only: KS (its threshold as shown), both
    CDFs and the gains curve (thinned), the KS gap (score, lower and upper share) and, when a
    score lies outside [0, 1], the message parameters saying so."""

    ks: KS
    scores: np.ndarray
    negatives: np.ndarray
    positives: np.ndarray
    gap: tuple[float, float, float]
    share: np.ndarray
    gain: np.ndarray
    prior: float
    outside: dict | None


@st.cache_resource(max_entries=8, show_spinner=False)
def _risk_summary(dataset_id: str, _sweep: ThresholdSweep) -> RiskSummary:
    statistic = ks(_sweep)
    curve = ks_curve(_sweep)
    kept = np.union1d(decimate_curve(curve.negatives, curve.positives,
                                     max_points=MAX_CURVE_POINTS), [curve.gap_index])
    gains = gains_curve(_sweep)
    drawn = decimate_curve(gains.share, gains.gain, max_points=MAX_CURVE_POINTS)
    i = curve.gap_index
    return RiskSummary(
        ks=KS(statistic=statistic.statistic, threshold=_sweep.shortest_at(statistic.threshold)),
        scores=curve.scores[kept], negatives=curve.negatives[kept],
        positives=curve.positives[kept],
        gap=(float(curve.scores[i]), float(curve.positives[i]), float(curve.negatives[i])),
        share=gains.share[drawn], gain=gains.gain[drawn], prior=gains.prior,
        outside=not_probabilities(_sweep))


def risk_summary(dataset) -> RiskSummary:
    """The dataset's KS and gains curves, computed once per dataset."""
    return _risk_summary(dataset.dataset_id, dataset.sweep)


@st.cache_resource(max_entries=16, show_spinner=False)
def _lift(dataset_id: str, groups: int, _sweep: ThresholdSweep) -> list[dict]:
    return lift_table(_sweep, groups)


def lift_groups(dataset, groups: int) -> list[dict]:
    """:func:`evalcore.binary.lift.lift_table` of the dataset, cached per number of groups."""
    return _lift(dataset.dataset_id, groups, dataset.sweep)


@st.cache_resource(max_entries=16, show_spinner=False)
def _calibration(dataset_id: str, bins: int, strategy: str, _sweep: ThresholdSweep) -> Calibration:
    return probability_quality(_sweep, bins=bins, strategy=strategy)


def calibration(dataset, bins: int, strategy: str) -> Calibration:
    """:func:`evalcore.binary.calibration.probability_quality`, cached per bins and strategy."""
    return _calibration(dataset.dataset_id, bins, strategy, dataset.sweep)


def ks_chart(summary: RiskSummary, threshold: float):
    """The KS figure in the user's language, the shared ``threshold`` marked."""
    return ks_figure(summary.scores, summary.negatives, summary.positives, gap=summary.gap,
                     threshold=threshold, labels=KSLabels(
                         negatives=t("risk_ks_negatives"), positives=t("risk_ks_positives"),
                         gap=lambda value: t("risk_ks_gap", value=format_value(value)),
                         threshold=t("risk_threshold_line"), x_title=t("risk_score_axis"),
                         y_title=t("risk_cdf_axis"),
                         title=t("risk_ks_header")))


def gains_chart(summary: RiskSummary, table: list[dict]):
    """The cumulative gains figure, the groups' edges marked."""
    edges = ([0.0] + [g["cum_rows_share"] for g in table], [0.0] + [g["gain"] for g in table])
    return gains_figure(summary.share, summary.gain, prior=summary.prior, edges=edges,
                        labels=GainsLabels(model=t("risk_gains_model"),
                                           random=t("risk_gains_random"),
                                           perfect=t("risk_gains_perfect"),
                                           x_title=t("risk_share_axis"),
                                           y_title=t("risk_gain_axis"),
                                           title=t("risk_gains_header")))


def lift_chart(table: list[dict]):
    """The lift chart: each group's lift and the cumulative lift."""
    return lift_figure([g["group"] for g in table], [g["lift"] for g in table],
                       [g["cum_lift"] for g in table],
                       labels=LiftLabels(lift=t("risk_lift_bars"),
                                         cum_lift=t("risk_cum_lift_line"),
                                         baseline=t("risk_lift_baseline"),
                                         x_title=t("risk_group_axis"),
                                         y_title=t("risk_lift_axis"),
                                         title=t("risk_lift_header")))


LIFT_COLUMNS = ("group", "rows", "scores", "positives", "response_rate", "cum_rows_share", "gain",
                "lift", "cum_lift", "ks", "ties")
_LIFT_KEYS = {"group": "risk_col_group", "rows": "risk_col_rows", "scores": "risk_col_scores",
              "positives": "risk_col_positives", "response_rate": "risk_col_response",
              "cum_rows_share": "risk_col_cum_rows", "gain": "risk_col_gain",
              "lift": "risk_col_lift", "cum_lift": "risk_col_cum_lift", "ks": "risk_col_ks",
              "ties": "risk_col_ties"}


def lift_frames(table: list[dict]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The lift table as shown (formatted text) and at full precision (the CSV download)."""
    shown = pd.DataFrame({t(_LIFT_KEYS[c]): [] for c in LIFT_COLUMNS})
    rows, exact = [], []
    for g in table:
        ties = t("risk_ties_yes") if g["grown_by_ties"] else ""
        rows.append([str(g["group"]), format_count(g["rows"]),
                     f"{format_exact(g['min_score'])} – {format_exact(g['max_score'])}",
                     format_count(g["positives"]),
                     *(format_value(g[k]) for k in ("response_rate", "cum_rows_share", "gain",
                                                    "lift", "cum_lift", "ks")), ties])
        exact.append([g["group"], g["rows"], f"{g['min_score']!r} – {g['max_score']!r}",
                      g["positives"], g["response_rate"], g["cum_rows_share"], g["gain"],
                      g["lift"], g["cum_lift"], g["ks"], ties])
    columns = list(shown.columns)
    return pd.DataFrame(rows, columns=columns), pd.DataFrame(exact, columns=columns)


def ties_note(table: list[dict], asked: int) -> str | None:
    """Which groups grew because of ties (None when none did: then no group is missing
    either, since a group is only swallowed by the one before it growing)."""
    grown = [str(g["group"]) for g in table if g["grown_by_ties"]]
    if not grown:
        return None
    return t("risk_ties_note", groups=", ".join(grown), shown=len(table), asked=asked)


BIN_COLUMNS = ("lower", "upper", "count", "mean_predicted", "fraction_positive", "interval")
_BIN_KEYS = {"lower": "risk_col_lower", "upper": "risk_col_upper", "count": "risk_col_count",
             "mean_predicted": "risk_col_mean_predicted", "fraction_positive": "risk_col_fraction",
             "interval": "risk_col_interval"}


def bin_frames(bins: list[dict]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The calibration bins as shown and at full precision (empty bins: count 0, no means)."""
    columns = [t(_BIN_KEYS[c]) for c in BIN_COLUMNS]
    shown, exact = [], []
    for b in bins:
        interval = None if b["ci_low"] is None else (b["ci_low"], b["ci_high"])
        shown.append([format_value(b["lower"]), format_value(b["upper"]), format_count(b["count"]),
                      format_value(b["mean_predicted"]), format_value(b["fraction_positive"]),
                      format_interval(interval)])
        exact.append([b["lower"], b["upper"], b["count"], b["mean_predicted"],
                      b["fraction_positive"],
                      "" if interval is None else f"[{interval[0]!r}, {interval[1]!r}]"])
    return pd.DataFrame(shown, columns=columns), pd.DataFrame(exact, columns=columns)


def reliability_chart(bins: list[dict]):
    """The reliability diagram in the user's language."""
    return reliability_figure(bins, labels=ReliabilityLabels(
        observed=t("risk_observed"), perfect=t("risk_perfect_calibration"),
        counts=t("risk_bin_counts"), x_title=t("risk_predicted_axis"),
        y_title=t("risk_fraction_axis"), counts_title=t("risk_bin_counts"),
        title=t("risk_reliability_header")))


@st.cache_resource(max_entries=8, show_spinner=False)
def _det_points(dataset_id: str, _sweep: ThresholdSweep) -> tuple[np.ndarray, np.ndarray]:
    curve = det_curve(_sweep).drawable()  # before thinning, so that no finite end is lost
    if curve.fpr.size == 0:
        return curve.fpr, curve.fnr
    drawn = decimate_curve(curve.fpr, curve.fnr, max_points=MAX_CURVE_POINTS)
    return DetCurve(fpr=curve.fpr[drawn], fnr=curve.fnr[drawn],
                    thresholds=curve.thresholds[drawn]).deviates()


def det_chart(dataset, confusion):
    """The dataset's DET curve (thinned in rate space, computed once) with the operating point
    of ``confusion`` (left out when its FPR or FNR is 0 or 1)."""
    from scipy.stats import norm

    x, y = _det_points(dataset.dataset_id, dataset.sweep)
    rates = (confusion.fpr, 1.0 - confusion.tpr)  # both classes are present: both defined
    point = (tuple(float(norm.ppf(r)) for r in rates)
             if all(r is not None and 0 < r < 1 for r in rates) else None)
    return det_figure(x, y, point=point, labels=DetLabels(
        curve=t("risk_det_curve"), operating_point=t("operating_point"),
        x_title=t("risk_det_x_axis"), y_title=t("risk_det_y_axis"), title=t("risk_det_header")))


@st.cache_resource(max_entries=8, show_spinner=False)
def _auc_interval(dataset_id: str, _sweep: ThresholdSweep):
    return auc_interval(_sweep)


def auc_interval_text(dataset) -> str:
    """"AUC 95 % interval (DeLong): [lo, hi]" of the dataset, computed once per dataset."""
    return t("risk_auc_interval",
             interval=format_interval(_auc_interval(dataset.dataset_id, dataset.sweep)))

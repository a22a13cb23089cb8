"""The Risk & calibration page's figures and tables in any language: ``tr(key, **params)`` is the
translator (the page's :func:`dashboard.shell.language.t`, or the HTML report's). Pure, no
Streamlit: the page and the report (:mod:`evalcore.view.report.sections`) draw the same things here."""

from __future__ import annotations

from typing import Callable

import pandas as pd

from evalcore.view.risk import (DetLabels, GainsLabels, KSLabels, LiftLabels,
                                ReliabilityLabels, ThresholdMetricsLabels, det_figure,
                                gains_figure, ks_figure, lift_figure, reliability_figure,
                                threshold_metrics_figure)
from evalcore.view.formatting import (count_cell, format_count, format_interval, format_score,
                                      format_value)
from evalcore.binary.det import DetCurve, det_curve
from evalcore.decimate import decimate_curve

Translator = Callable[..., str]


def ks_chart(tr: Translator, curve, *, threshold: float | None):
    """The KS figure of ``curve`` (a :class:`~evalcore.view.risk_summary.RiskSummary`: both
    staircases and the gap), ``threshold`` marked."""
    return ks_figure((curve.negatives_x, curve.negatives_y),
                     (curve.positives_x, curve.positives_y), gap=curve.gap,
                     threshold=threshold, labels=KSLabels(
                         negatives=tr("risk_ks_negatives"), positives=tr("risk_ks_positives"),
                         gap=lambda value: tr("risk_ks_gap", value=format_value(value)),
                         threshold=tr("risk_threshold_line"), x_title=tr("risk_score_axis"),
                         y_title=tr("risk_cdf_axis"), title=tr("risk_ks_header")))


def gains_chart(tr: Translator, share, gain, prior: float, table: list[dict]):
    """The cumulative gains figure, the groups' edges marked."""
    edges = ([0.0] + [g["cum_rows_share"] for g in table], [0.0] + [g["gain"] for g in table])
    return gains_figure(share, gain, prior=prior, edges=edges, labels=GainsLabels(
        model=tr("risk_gains_model"), random=tr("risk_gains_random"),
        perfect=tr("risk_gains_perfect"), x_title=tr("risk_share_axis"),
        y_title=tr("risk_gain_axis"), title=tr("risk_gains_header")))


def lift_chart(tr: Translator, table: list[dict]):
    """The lift chart: each group's lift and the cumulative lift."""
    return lift_figure([g["group"] for g in table], [g["lift"] for g in table],
                       [g["cum_lift"] for g in table], labels=LiftLabels(
                           lift=tr("risk_lift_bars"), cum_lift=tr("risk_cum_lift_line"),
                           baseline=tr("risk_lift_baseline"), x_title=tr("risk_group_axis"),
                           y_title=tr("risk_lift_axis"), title=tr("risk_lift_header")))


LIFT_COLUMNS = {"group": "risk_col_group", "rows": "risk_col_rows", "scores": "risk_col_scores",
                "positives": "risk_col_positives", "response_rate": "risk_col_response",
                "cum_rows": "risk_col_cum_rows_count", "cum_positives": "risk_col_cum_positives",
                "cum_response_rate": "risk_col_cum_response",
                "cum_rows_share": "risk_col_cum_rows", "gain": "risk_col_gain",
                "lift": "risk_col_lift", "cum_lift": "risk_col_cum_lift", "ks": "risk_col_ks",
                "ties": "risk_col_ties"}
"""The lift table's columns and their headers' keys."""
_AFTER_POSITIVES = (("response_rate", False), ("cum_rows", True), ("cum_positives", True),
                    ("cum_response_rate", False), ("cum_rows_share", False), ("gain", False),
                    ("lift", False), ("cum_lift", False), ("ks", False))
"""The columns after the positives, and whether each is a count."""


def lift_frames(tr: Translator, table: list[dict]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The lift table as shown (formatted text, score ranges as short decimals) and at full
    precision (the CSV download: each group's score range its lowest and highest score, two
    numbers; counts as integers unless weighted)."""
    rows, exact = [], []
    for g in table:
        ties = tr("risk_ties_yes") if g["grown_by_ties"] else ""
        rows.append([str(g["group"]), format_count(g["rows"]),
                     f"{format_score(g['min_score'])} – {format_score(g['max_score'])}",
                     format_count(g["positives"]),
                     *(format_count(g[k]) if count else format_value(g[k])
                       for k, count in _AFTER_POSITIVES), ties])
        exact.append([g["group"], count_cell(g["rows"], True), g["min_score"], g["max_score"],
                      count_cell(g["positives"], True),
                      *(count_cell(g[k], True) if count else g[k]
                        for k, count in _AFTER_POSITIVES), ties])
    columns = [tr(key) for key in LIFT_COLUMNS.values()]
    scores = columns.index(tr(LIFT_COLUMNS["scores"]))  # the CSV: the range's ends as numbers
    exact_columns = [*columns[:scores], tr("risk_col_min_score"), tr("risk_col_max_score"),
                     *columns[scores + 1:]]
    return pd.DataFrame(rows, columns=columns), pd.DataFrame(exact, columns=exact_columns)


def ties_note(tr: Translator, table: list[dict], asked: int) -> str | None:
    """Which groups grew because of ties (None when none did: then no group is missing
    either, since a group is only swallowed by the one before it growing)."""
    grown = [str(g["group"]) for g in table if g["grown_by_ties"]]
    if not grown:
        return None
    return tr("risk_ties_note", groups=", ".join(grown), shown=len(table), asked=asked)


BIN_COLUMNS = {"lower": "risk_col_lower", "upper": "risk_col_upper", "count": "risk_col_count",
               "mean_predicted": "risk_col_mean_predicted",
               "fraction_positive": "risk_col_fraction", "interval": "risk_col_interval"}
"""The calibration table's columns and their headers' keys."""


def bin_frames(tr: Translator, bins: list[dict]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The calibration bins as shown and at full precision, the Wilson interval's two ends as
    two columns (empty bins: count 0, no means)."""
    columns = [tr(key) for key in BIN_COLUMNS.values()]
    shown, exact = [], []
    for b in bins:
        interval = None if b["ci_low"] is None else (b["ci_low"], b["ci_high"])
        shown.append([format_value(b["lower"]), format_value(b["upper"]), format_count(b["count"]),
                      format_value(b["mean_predicted"]), format_value(b["fraction_positive"]),
                      format_interval(interval)])
        exact.append([b["lower"], b["upper"], count_cell(b["count"], True), b["mean_predicted"],
                      b["fraction_positive"], b["ci_low"], b["ci_high"]])
    ends = [tr("risk_interval_low"), tr("risk_interval_high")]  # the CSV: two numbers
    return (pd.DataFrame(shown, columns=columns),
            pd.DataFrame(exact, columns=[*columns[:-1], *ends]))


def reliability_chart(tr: Translator, bins: list[dict]):
    """The reliability diagram."""
    return reliability_figure(bins, labels=ReliabilityLabels(
        observed=tr("risk_observed"), perfect=tr("risk_perfect_calibration"),
        counts=tr("risk_bin_counts"), x_title=tr("risk_predicted_axis"),
        y_title=tr("risk_fraction_axis"), counts_title=tr("risk_bin_counts"),
        title=tr("risk_reliability_header")))


def murphy_text(tr: Translator, quality) -> str:
    """The caption of the Brier score's decomposition over the bins (``quality``: the page's
    Calibration, or the report's JSON as an object with the same fields). A negative term is
    written in parentheses, so that "− (-0.0011)" does not read as a double sign."""
    def term(value) -> str:
        text = format_value(value)
        return f"({text})" if value is not None and value < 0 else text

    return tr("risk_decomposition_caption", reliability=term(quality.reliability),
              resolution=term(quality.resolution), uncertainty=term(quality.uncertainty),
              variance=term(quality.within_bin_variance),
              covariance=term(quality.within_bin_covariance), brier=term(quality.brier))


def calibration_tests_frame(tr: Translator, result: dict) -> pd.DataFrame:
    """Hosmer–Lemeshow (statistic, degrees of freedom, p-value) and the calibration slope and
    intercept of the ``calibration`` command's ``result``, as a table of names and values; a
    test that was not computed shows "—" throughout (its degrees of freedom too, which can be
    negative then), and the page says why beside it."""
    from evalcore.view.formatting import format_p_value

    test = result["hosmer_lemeshow"]
    rows = [(tr("risk_hl_statistic"), format_value(test["statistic"])),
            (tr("risk_hl_dof"), "—" if test["statistic"] is None else str(test["dof"])),
            (tr("risk_hl_p_value"), "—" if test["p_value"] is None
             else format_p_value(test["p_value"])),
            (tr("risk_calibration_slope"), format_value(result["calibration_slope"])),
            (tr("risk_calibration_intercept"), format_value(result["calibration_intercept"]))]
    return pd.DataFrame(rows, columns=[tr("metric_column"), tr("value_column")])


def threshold_metrics_chart(tr: Translator, value, threshold: float | None):
    """Precision, recall, F1, the queue rate and the KS distance of ``value`` (a BinaryAnalysis,
    in its score direction) at every slider stop against the threshold in the file's units,
    the operating point at ``threshold`` (file units; None: none). Server-drawn; the same
    figure spec is what a live view would restyle."""
    from evalcore.binary.threshold_metrics import CURVES, threshold_metrics

    lower = value.score_direction == "lower"
    metrics = threshold_metrics(value.sweep)
    curves = metrics.curves()
    x = metrics.thresholds
    if lower:  # score ≤ threshold: a stop's value holds up to the next stop
        x, curves = 0.0 - x[::-1], {name: values[::-1] for name, values in curves.items()}
    at = None
    if threshold is not None:
        inside = 0.0 - threshold if lower else threshold
        point = threshold_metrics(value.sweep, [inside], steps=1)
        at = {name: float(values[0]) for name, values in point.curves().items()}
    names = {"precision": tr("metric_precision"), "recall": tr("metric_recall"),
             "f1": tr("metric_f1"), "queue_rate": tr("risk_queue_rate"),
             "ks_distance": tr("risk_ks_distance")}
    return threshold_metrics_figure(x, curves, threshold=threshold, at=at, step="hv" if lower
                                    else "vh", labels=ThresholdMetricsLabels(
                                        curves={name: names[name] for name in CURVES},
                                        operating_point=tr("operating_point"),
                                        x_title=tr("risk_threshold_axis"),
                                        y_title=tr("risk_metric_axis"),
                                        title=tr("risk_threshold_metrics_header")))


def det_points(sweep, max_points: int):
    """Φ⁻¹(FPR) and Φ⁻¹(FNR) of the sweep's DET curve, thinned in rate space to ``max_points``
    (after dropping the points at ±∞, so that no finite end is lost)."""
    curve = det_curve(sweep).drawable()
    if curve.fpr.size == 0:
        return curve.fpr, curve.fnr
    drawn = decimate_curve(curve.fpr, curve.fnr, max_points=max_points)
    return DetCurve(fpr=curve.fpr[drawn], fnr=curve.fnr[drawn],
                    thresholds=curve.thresholds[drawn]).deviates()


def det_chart(tr: Translator, points, confusion):
    """The DET figure of ``points`` (:func:`det_points`) with the operating point of
    ``confusion`` (left out when its FPR or FNR is 0 or 1, off the axes)."""
    from scipy.stats import norm  # heavy: imported when a DET curve is drawn

    rates = (confusion.fpr, 1.0 - confusion.tpr)
    point = (tuple(float(norm.ppf(r)) for r in rates)
             if all(r is not None and 0 < r < 1 for r in rates) else None)
    return det_figure(*points, point=point, labels=DetLabels(
        curve=tr("risk_det_curve"), operating_point=tr("operating_point"),
        x_title=tr("risk_det_x_axis"), y_title=tr("risk_det_y_axis"),
        title=tr("risk_det_header")))

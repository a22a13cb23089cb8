"""Figures of the binary pages: confusion heatmap, score histograms, ROC and PR curves."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import (PR_LINE_SHAPE, ap_steps, deep_merge, figure_from,
                                  integer_tick_settings, layout_settings, point_label_settings, point_marker_trace,
                                  two_lines, vertical_line_settings)
from evalcore.view.formatting import format_threshold
from evalcore.binary import PrCurve, RocCurve

POSITIVE_COLOR = "#d62728"
NEGATIVE_COLOR = "#1f77b4"
CURVE_COLOR = "#2a3f5f"
POINT_COLOR = "#ff7f0e"
ISO_F1_LEVELS = (0.2, 0.4, 0.6, 0.8)


@dataclass(frozen=True)
class ConfusionLabels:
    """Text of the 2×2 heatmap: its column and row names and axis titles."""

    predicted_positive: str
    predicted_negative: str
    actual_positive: str
    actual_negative: str
    x_title: str
    y_title: str


@dataclass(frozen=True)
class HistogramLabels:
    """Text of the score histograms: each class's legend name, the threshold line's annotation
    (e.g. "threshold 0.5", the title instead when every sample is predicted negative), the axis
    titles and the figure's title."""

    negatives: str
    positives: str
    threshold: str
    x_title: str
    y_title: str
    title: str = ""


@dataclass(frozen=True)
class CurveLabels:
    """Text of the ROC or the P-R figure: the diagonal (chance, P = R), the curve's legend name
    (with its AUC or AP), the landmark (Youden's point, BEP), the operating point, the word
    before each point's threshold on hover, and the axis titles."""

    diagonal: str
    curve: str
    landmark: str
    operating_point: str
    threshold_word: str
    x_title: str
    y_title: str
    title: str = ""
    point_text: str = ""
    """Written beside the operating point (the P-R figure: "P=0.60, R=0.60")."""
    all_negative: str = ""
    """The hover's threshold of the curve's start, where every sample is predicted negative."""
    baseline: str = ""
    """The P-R figure's prevalence line (precision of a classifier guessing at random)."""


def confusion_heatmap(tp: float, fp: float, tn: float, fn: float, *,
                      labels: ConfusionLabels) -> go.Figure:
    """2×2 matrix, rows = true class, columns = prediction; each cell shows count and row rate."""
    counts = np.array([[tp, fn], [fp, tn]], dtype=float)
    row_totals = counts.sum(axis=1, keepdims=True)
    rates = np.divide(counts, row_totals, out=np.full_like(counts, np.nan), where=row_totals > 0)
    names = [["TP", "FN"], ["FP", "TN"]]
    text = [[f"{names[i][j]}<br>{counts[i, j]:,.6g}<br>"
             + ("—" if np.isnan(rates[i, j]) else f"{rates[i, j]:.1%}")
             for j in range(2)] for i in range(2)]
    # traces and layout as plain dicts, validated once by go.Figure (redrawn at every move)
    return go.Figure(data=[dict(
        type="heatmap", z=rates,
        x=[two_lines(labels.predicted_positive, 0), two_lines(labels.predicted_negative, 0)],
        y=[two_lines(labels.actual_positive, 0), two_lines(labels.actual_negative, 0)], text=text,
        texttemplate="%{text}",
        colorscale="Blues", zmin=0, zmax=1, showscale=False, hoverinfo="skip",
    )], layout=deep_merge(dict(yaxis=dict(autorange="reversed"), xaxis=dict(tickangle=0)),
                          layout_settings(x_title=labels.x_title, y_title=labels.y_title)))


def score_histogram_figure(edges, positives, negatives, threshold: float, *,
                           labels: HistogramLabels, log_y: bool = False) -> go.Figure:
    """Scores of each true class as overlaid bars, with the threshold as a vertical line
    labelled ``labels.threshold`` (none when every sample is predicted negative: ``+inf``, the
    label then says so in the title). The x axis spans the bins: Plotly's autorange would
    stretch it to hold the label (0–2.1 for scores in [0, 1] in a narrow column), so the range
    is fixed and the label written on the line's roomier side. Whole-number heights (row counts:
    a bin holds 1 row, never 0.4) are ticked at whole numbers; fractional ones (weighted counts,
    densities) keep Plotly's ticks."""
    centers = (edges[:-1] + edges[1:]) / 2
    width = float(edges[1] - edges[0]) if len(edges) > 1 else 1.0
    settings = dict(barmode="overlay", bargap=0,
                    xaxis=dict(range=[float(edges[0]), float(edges[-1])]))
    title = labels.title
    if math.isinf(threshold):  # no line to label: the title says it
        title = labels.threshold
    else:
        inward = "right" if threshold > (edges[0] + edges[-1]) / 2 else "left"
        shape, annotation = vertical_line_settings(
            threshold, line=dict(color="black", dash="dash"), text=labels.threshold,
            xanchor=inward)
        settings.update(shapes=[shape], annotations=[annotation] if annotation else [])
    deep_merge(settings, layout_settings(x_title=labels.x_title, y_title=labels.y_title,
                                         title=title))
    heights = np.concatenate([np.asarray(positives, float), np.asarray(negatives, float)])
    if log_y:  # a class of 1 % of the rows stays visible beside the other
        settings["yaxis"]["type"] = "log"
    elif heights.size and np.array_equal(heights, np.round(heights)):  # rows, not weights
        settings["yaxis"].update(integer_tick_settings(max(int(heights.max()), 1), most=5))
    # traces and layout as plain dicts, validated once by go.Figure (redrawn at every move)
    return go.Figure(data=[dict(type="bar", x=centers, y=counts, width=width, name=name,
                                marker=dict(color=color), opacity=0.6)
                           for counts, name, color in
                           ((negatives, labels.negatives, NEGATIVE_COLOR),
                            (positives, labels.positives, POSITIVE_COLOR))],
                     layout=settings)


def _curve_hover(curve: RocCurve | PrCurve, labels: CurveLabels) -> tuple[np.ndarray, str]:
    """customdata and hovertemplate showing each curve point's coordinates (FPR and TPR on a ROC
    curve, R and P on a P-R curve), its threshold (as every widget shows it,
    :func:`format_threshold`: never in scientific notation for a score in [0, 1]; the start,
    above every score, in words) and the four counts as whole numbers with
    thousands separators (weighted counts keep their decimals)."""
    thresholds = np.array([format_threshold(v, labels.all_negative)
                           for v in curve.thresholds.tolist()], dtype=object)
    counts = np.column_stack([curve.tp, curve.fp, curve.tn, curve.fn])
    whole = bool(np.all(counts == np.round(counts)))
    count_format = ",.0f" if whole else ",.6g"
    if whole:  # as integers: "1234", not "1234.0", in the figure's JSON (5000 points a curve)
        counts = counts.astype(np.int64)
    columns = {labels.threshold_word: thresholds, "TP": counts[:, 0], "FP": counts[:, 1],
               "TN": counts[:, 2], "FN": counts[:, 3]}
    data = np.column_stack([thresholds, counts.astype(object)])
    x_name, y_name = ("FPR", "TPR") if isinstance(curve, RocCurve) else ("R", "P")
    lines = [f"{x_name}: %{{x:.4f}}", f"{y_name}: %{{y:.4f}}"] + [
        f"{name}: %{{customdata[{i}]{'' if i == 0 else ':' + count_format}}}"
        for i, name in enumerate(columns)]
    return data, "<br>".join(lines) + "<extra></extra>"


def _diagonal_and_curve(curve: RocCurve | PrCurve, x: np.ndarray, y: np.ndarray,
                        labels: CurveLabels, shape: str = "linear") -> list[dict]:
    """The dotted y = x reference line, then the curve (``shape``: Plotly's line shape) with its
    per-point hover."""
    customdata, template = _curve_hover(curve, labels)
    return [dict(type="scatter", x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal,
                 line=dict(color="gray", dash="dot"), hoverinfo="skip"),
            dict(type="scatter", x=x, y=y, mode="lines", name=labels.curve,
                 line=dict(color=CURVE_COLOR, shape=shape), customdata=customdata,
                 hovertemplate=template)]


def log_fpr_decade(fpr: np.ndarray) -> int:
    """Where a log FPR axis starts (10 ** decade): the decade of the smallest FPR above 0, at
    most 10 ** -1 (10 ** -3 when no FPR is above 0)."""
    positive = fpr[fpr > 0]
    return min(math.floor(math.log10(float(positive.min()))) if positive.size else -3, -1)


def roc_figure(curve: RocCurve, *, point: tuple[float | None, float | None],
               youden: tuple[float, float], labels: CurveLabels,
               log_fpr: bool = False) -> go.Figure:
    """ROC curve (already decimated) with the chance diagonal, the operating point and Youden's
    point (``labels.landmark``); hovering the curve shows each point's threshold and counts.
    ``log_fpr``: a log FPR axis from the smallest FPR above 0 to 1 (the low-FPR end that
    imbalanced data live in; points at FPR 0 have no place on it)."""
    diagonal, line = _diagonal_and_curve(curve, curve.fpr, curve.tpr, labels)
    settings = layout_settings(x_title=labels.x_title, y_title=labels.y_title, square=True,
                               title=labels.title)
    if log_fpr:
        decade = log_fpr_decade(curve.fpr)
        chance = np.logspace(decade, 0.0, 100)  # y = x is a curve on a log x axis
        diagonal.update(x=chance, y=chance)
        ticks = [m * 10.0 ** e for e in range(decade, 0) for m in (1, 2, 5)] + [1.0]
        del settings["xaxis"]["constrain"], settings["yaxis"]["constrain"]
        del settings["yaxis"]["scaleanchor"]
        settings["xaxis"].update(type="log", range=[decade - 0.02, 0.02], tickvals=ticks,
                                 tickformat="~g")
    return figure_from([diagonal, line,
                        point_marker_trace(*youden, labels.landmark, "#2ca02c", "diamond"),
                        point_marker_trace(*point, labels.operating_point, POINT_COLOR)],
                       settings)


def pr_figure(curve: PrCurve, *, point: tuple[float | None, float | None],
              bep: tuple[float, float], labels: CurveLabels,
              baseline: float | None = None) -> go.Figure:
    """P-R curve (already decimated), drawn as the steps AP sums (:func:`ap_steps`), with iso-F1 contours, the P = R
    line, the operating point (``labels.point_text`` beside it) and the BEP (``labels.landmark``):
    the BEP is drawn last and smaller, so that both stay visible where they coincide."""
    recall = np.linspace(0.01, 1, 200)
    contours = [recall[recall > level / 2] for level in ISO_F1_LEVELS]
    traces: list[dict | None] = [
        dict(type="scatter", x=r, y=level * r / (2 * r - level), mode="lines", showlegend=False,
             line=dict(color="lightgray", width=1), hoverinfo="skip")
        for level, r in zip(ISO_F1_LEVELS, contours)]
    settings = layout_settings(x_title=labels.x_title, y_title=labels.y_title, square=True,
                               title=labels.title)
    settings["annotations"] = [dict(x=1, y=level / (2 - level), text=f"F1={level}",
                                    showarrow=False, xanchor="left",
                                    font=dict(size=10, color="gray"))
                               for level in ISO_F1_LEVELS]
    x, y, index = ap_steps(curve.recall, curve.precision)
    if baseline is not None:  # precision of random guessing: the prevalence P / (P + N)
        traces.append(dict(type="scatter", x=[0, 1], y=[baseline, baseline], mode="lines",
                           name=labels.baseline, line=dict(color="#8c564b", dash="dash"),
                           hoverinfo="skip"))
    traces += _diagonal_and_curve(curve.take(index), x, y, labels, PR_LINE_SHAPE)
    traces.append(point_marker_trace(*point, labels.operating_point, POINT_COLOR, size=17,
                                     text=labels.point_text))
    if traces[-1] is not None and labels.point_text:
        settings["annotations"].append(point_label_settings(*point, labels.point_text,
                                                            POINT_COLOR))
    traces.append(point_marker_trace(*bep, labels.landmark, "#9467bd", "star"))
    return figure_from(traces, settings)

"""The Risk & calibration figures, made in one step from dicts (:func:`laid_out_figure`), against
the same figures made in steps (a figure made, its traces added one by one, the threshold line by
:func:`vertical_line`, the axes by ``update_yaxes``, then :func:`layout` and
:func:`merge_layout`): the same JSON for any curves, thresholds (none, all negative included),
bins, segments and settings, in both languages."""

from __future__ import annotations

import json

import numpy as np
import plotly.graph_objects as go
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.view.binary import CURVE_COLOR, NEGATIVE_COLOR, POINT_COLOR, POSITIVE_COLOR
from evalcore.view.language import translator
from evalcore.view.layout import laid_out_figure, layout, merge_layout, vertical_line
from evalcore.view.risk import (GAP_COLOR, REFERENCE_LINE, SEGMENT_COLORS,
                                THRESHOLD_METRIC_COLORS, KSLabels, ReliabilityLabels,
                                SegmentRocLabels, ThresholdMetricsLabels, ks_figure,
                                reliability_figure, segment_roc_figure,
                                threshold_metrics_figure)
from evalcore.view.text import plot_text
from evalcore.binary import threshold_sweep


def _json(fig: go.Figure) -> dict:
    return json.loads(fig.to_json())


TITLES = st.sampled_from(["", "Title", "<b>标题</b>"])


@settings(max_examples=30, deadline=None)
@given(count=st.integers(0, 4), square=st.booleans(), hovermode=st.sampled_from(
    ["closest", "x unified"]), title=st.one_of(st.none(), TITLES), x_title=TITLES,
       y_range=st.one_of(st.none(), st.tuples(st.floats(-1, 0), st.floats(1, 2))),
       line_at=st.one_of(st.none(), st.floats(0, 1)))
def test_a_figure_laid_out_in_one_step_is_one_laid_out_after(count, square, hovermode, title,
                                                             x_title, y_range, line_at):
    traces = [dict(type="scatter", x=[0, 0.5, 1], y=[i, 1, 0], mode="lines", name=f"t{i}")
              for i in range(count)]
    own = {} if y_range is None else dict(yaxis=dict(range=list(y_range)))
    if line_at is not None:
        own["shapes"] = [dict(type="line", x0=line_at, x1=line_at, y0=0, y1=1)]
    then = go.Figure(data=traces, layout=json.loads(json.dumps(own)))
    then = layout(then, x_title=x_title, y_title="y", square=square, hovermode=hovermode,
                  title=title)
    assert _json(laid_out_figure(traces, x_title=x_title, y_title="y", square=square,
                                 hovermode=hovermode, title=title, settings=own)) == _json(then)


def _threshold_line(fig: go.Figure, threshold: float, text: str) -> None:
    vertical_line(fig, threshold, line=dict(color=POINT_COLOR, dash="dot", width=2), text=text)


def _ks_in_steps(negatives, positives, gap, threshold, labels) -> go.Figure:
    at, low, high = gap
    fig = go.Figure(layout=dict(yaxis=dict(range=[-0.02, 1.02])))
    for (x, y), name, color in ((negatives, labels.negatives, NEGATIVE_COLOR),
                                (positives, labels.positives, POSITIVE_COLOR)):
        fig.add_scatter(x=x, y=y, mode="lines", name=name, line=dict(color=color),
                        hovertemplate="%{x}<br>%{y:.4f}<extra></extra>")
    fig.add_scatter(x=[at, at], y=[low, high], mode="lines+markers",
                    name=labels.gap(abs(high - low)), line=dict(color=GAP_COLOR, width=4),
                    marker=dict(size=8))
    if threshold is not None and np.isfinite(threshold):
        _threshold_line(fig, threshold, labels.threshold)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


def _metrics_in_steps(thresholds, curves, threshold, at, labels, step) -> go.Figure:
    fig = go.Figure()
    x = np.asarray(thresholds, dtype=np.float64)
    finite = np.isfinite(x)
    for name, values in curves.items():
        fig.add_scatter(x=x[finite], y=np.asarray(values, dtype=np.float64)[finite],
                        mode="lines", name=labels.curves[name],
                        line=dict(color=THRESHOLD_METRIC_COLORS[name], shape=step),
                        hovertemplate="%{x}<br>%{y:.4f}<extra></extra>")
    if threshold is not None and np.isfinite(threshold) and at is not None:
        _threshold_line(fig, threshold, labels.operating_point)
        for name in curves:
            fig.add_scatter(x=[threshold], y=[at[name]], mode="markers", showlegend=False,
                            marker=dict(color=THRESHOLD_METRIC_COLORS[name], size=9),
                            hovertemplate=plot_text(labels.curves[name])
                            + ": %{y:.4f}<extra></extra>")
    fig.update_yaxes(range=[-0.02, 1.02])
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


def _reliability_in_steps(bins, labels) -> go.Figure:
    shown = [b for b in bins if b["count"] > 0]
    fig = go.Figure()
    fig.add_bar(x=[(b["lower"] + b["upper"]) / 2 for b in bins], y=[b["count"] for b in bins],
                width=[b["upper"] - b["lower"] for b in bins], name=labels.counts, yaxis="y2",
                marker=dict(color="rgba(127, 127, 127, 0.25)"),
                hovertemplate="%{y}<extra></extra>")
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.perfect, line=REFERENCE_LINE,
                    hoverinfo="skip")
    fig.add_scatter(x=[b["mean_predicted"] for b in shown],
                    y=[b["fraction_positive"] for b in shown], mode="lines+markers",
                    name=labels.observed, line=dict(color=CURVE_COLOR), marker=dict(size=8),
                    error_y=dict(type="data", symmetric=False,
                                 array=[b["ci_high"] - b["fraction_positive"] for b in shown],
                                 arrayminus=[b["fraction_positive"] - b["ci_low"]
                                             for b in shown]),
                    hovertemplate="%{x:.4f} → %{y:.4f}<extra></extra>")
    layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)
    return merge_layout(fig, dict(
        xaxis=dict(range=[-0.02, 1.02]), yaxis=dict(range=[-0.02, 1.02]),
        yaxis2=dict(title=dict(text=labels.counts_title), overlaying="y", side="right",
                    showgrid=False, automargin=True,
                    range=[0, 3 * max(b["count"] for b in bins)], nticks=4, tickmode="auto")))


def _segments_in_steps(curves, labels) -> go.Figure:
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal, line=REFERENCE_LINE,
                    hoverinfo="skip")
    for i, (name, auc, roc) in enumerate(curves):
        fig.add_scatter(x=roc.fpr, y=roc.tpr, mode="lines",
                        name=labels.curve(plot_text(name), auc),
                        line=dict(color=SEGMENT_COLORS[i % len(SEGMENT_COLORS)]),
                        hovertemplate="FPR %{x:.4f}<br>TPR %{y:.4f}<extra></extra>")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                  title=labels.title)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), rows=st.integers(2, 120),
       threshold=st.one_of(st.none(), st.just(np.inf), st.floats(0, 1)),
       segments=st.integers(0, 12), empty_bins=st.booleans(), step=st.sampled_from(["vh", "hv"]),
       lang=st.sampled_from(["en", "zh"]), titled=st.booleans())
def test_the_risk_figures_are_the_steps_they_replace(seed, rows, threshold, segments,
                                                    empty_bins, step, lang, titled):
    rng = np.random.default_rng(seed)
    tr = translator(lang)
    title = tr("risk_ks_header") if titled else ""
    negatives = (np.sort(rng.random(rows)), np.linspace(0, 1, rows))
    positives = (np.sort(rng.random(rows)), np.linspace(0, 1, rows))
    gap = (float(rng.random()), 0.25, 0.75)
    labels = KSLabels(negatives=tr("risk_ks_negatives"), positives=tr("risk_ks_positives"),
                      gap=lambda value: f"KS = {value:.4f}", threshold=tr("risk_threshold_line"),
                      x_title=tr("risk_score_axis"), y_title=tr("risk_cdf_axis"), title=title)
    assert _json(ks_figure(negatives, positives, gap=gap, threshold=threshold,
                           labels=labels)) == _json(
        _ks_in_steps(negatives, positives, gap, threshold, labels))

    names = list(THRESHOLD_METRIC_COLORS)
    stops = np.r_[np.inf, np.sort(rng.random(rows))[::-1]]
    curves = {name: rng.random(rows + 1) for name in names}
    at = None if threshold is None else {name: float(rng.random()) for name in names}
    metric_labels = ThresholdMetricsLabels(curves={name: f"<i>{name}</i>" for name in names},
                                           operating_point="t", x_title="x", y_title="y",
                                           title=title)
    assert _json(threshold_metrics_figure(stops, curves, threshold=threshold, at=at,
                                          labels=metric_labels, step=step)) == _json(
        _metrics_in_steps(stops, curves, threshold, at, metric_labels, step))

    edges = np.linspace(0, 1, 11)
    counts = rng.integers(0 if empty_bins else 1, 50, 10)
    bins = [dict(lower=float(lo), upper=float(hi), count=int(n),
                 mean_predicted=float((lo + hi) / 2), fraction_positive=float(f),
                 ci_low=float(f) / 2, ci_high=(float(f) + 1) / 2)
            for lo, hi, n, f in zip(edges, edges[1:], counts, rng.random(10))]
    reliability_labels = ReliabilityLabels(
        observed=tr("risk_observed"), perfect=tr("risk_perfect_calibration"),
        counts=tr("risk_bin_counts"), x_title=tr("risk_predicted_axis"),
        y_title=tr("risk_fraction_axis"), counts_title=tr("risk_bin_counts"), title=title)
    assert _json(reliability_figure(bins, labels=reliability_labels)) == _json(
        _reliability_in_steps(bins, reliability_labels))

    y = np.r_[0, 1, rng.integers(0, 2, rows)]
    rocs = [(f"<b>s{i}</b>", float(rng.random()),
             threshold_sweep(y == 1, rng.random(rows + 2)).roc()) for i in range(segments)]
    segment_labels = SegmentRocLabels(curve=lambda name, auc: f"{name} {auc:.3f}",
                                      diagonal=tr("chance"), x_title=tr("fpr_axis"),
                                      y_title=tr("tpr_axis"), title=title)
    assert _json(segment_roc_figure(rocs, labels=segment_labels)) == _json(
        _segments_in_steps(rocs, segment_labels))

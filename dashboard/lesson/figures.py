"""The lesson's own figures, pure (results and labels in, ``go.Figure`` out): seed 003's
histogram with the four confusion cells as regions, the ROC drawn one bin edge at a time, both
in one animated view (the threshold slid from 1 to 0 with play and pause), the pair grid
beside the ROC with the mis-ordered pairs shaded as the area above the curve, and two learners'
error rates fold by fold."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from evalcore.view.binary import CURVE_COLOR, NEGATIVE_COLOR, POINT_COLOR, POSITIVE_COLOR
from evalcore.view.compare.common import MODEL_COLORS
from dashboard.learn.figures import PAIR_COLORS, PathLabels
from evalcore.view.layout import layout, point_marker, vertical_line
from evalcore.teaching import PairGrid

REGION_COLORS = {"tp": POSITIVE_COLOR, "fn": "rgba(214, 39, 40, 0.30)",
                 "fp": NEGATIVE_COLOR, "tn": "rgba(31, 119, 180, 0.30)"}
"""Solid: predicted positive (right of the threshold); pale: predicted negative."""
LOSS_FILL = "rgba(214, 39, 40, 0.8)"
"""The area above the ROC curve, the colour of a lost pair."""
HIGHLIGHT = "#ff7f0e"


@dataclass(frozen=True)
class RegionLabels:
    """Text of the region histogram: the four cells' names (legend), the threshold's annotation,
    axis titles, the title and the word before a bin's range on hover."""

    tp: str
    fp: str
    tn: str
    fn: str
    threshold: str
    x_title: str
    y_title: str
    title: str
    bin_word: str


def region_histogram_figure(edges: np.ndarray, positives: np.ndarray, negatives: np.ndarray,
                            threshold: float, *, labels: RegionLabels) -> go.Figure:
    """Positives' counts up, negatives' down (one bar per bin), so no bar hides another; a bin
    at or right of ``threshold`` (an edge) is predicted positive: TP / FP solid, FN / TN pale."""
    edges = np.asarray(edges, dtype=float)
    left = edges[:-1]
    centers, width = (edges[:-1] + edges[1:]) / 2, float(edges[1] - edges[0])
    right = left >= threshold - 1e-12
    ranges = [f"{a:g}–{b:g}" for a, b in zip(edges[:-1], edges[1:])]
    fig = go.Figure()
    for key, counts, sign, side in (("tp", positives, 1, right), ("fn", positives, 1, ~right),
                                    ("fp", negatives, -1, right), ("tn", negatives, -1, ~right)):
        shown = np.flatnonzero(side)
        fig.add_bar(x=centers[shown], y=sign * np.asarray(counts, float)[shown], width=width,
                    name=getattr(labels, key), marker=dict(color=REGION_COLORS[key],
                                                          line=dict(color="white", width=1)),
                    customdata=np.stack([np.asarray(counts)[shown].astype(int),
                                         np.array(ranges, dtype=object)[shown]], axis=-1),
                    hovertemplate=f"{getattr(labels, key)}: %{{customdata[0]:d}}<br>"
                                  f"{labels.bin_word} %{{customdata[1]}}<extra></extra>")
    largest = float(max(np.max(positives), np.max(negatives), 1))
    ticks = _count_ticks(largest)
    fig.update_layout(barmode="relative", bargap=0)
    fig.update_xaxes(range=[float(edges[0]), float(edges[-1])], dtick=width)
    fig.update_yaxes(range=[-largest * 1.08, largest * 1.08], tickvals=[*(-ticks[::-1]), *ticks],
                     ticktext=[f"{v:g}" for v in (*ticks[::-1], *ticks)], zeroline=True,
                     zerolinecolor="black")
    inward = "right" if threshold > (edges[0] + edges[-1]) / 2 else "left"
    vertical_line(fig, threshold, line=dict(color="black", dash="dash"), text=labels.threshold,
                  xanchor=inward)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


def _count_ticks(largest: float) -> np.ndarray:
    """0 and a round step (1, 2, 5 × 10ⁿ) up to ``largest``, at most four ticks."""
    step = 10 ** np.floor(np.log10(largest / 3))
    for factor in (1, 2, 5, 10):
        if largest / (step * factor) <= 3:
            step *= factor
            break
    return np.arange(0, largest + step / 2, step)[:4]


def roc_points_figure(fpr: np.ndarray, tpr: np.ndarray, *, labels: PathLabels) -> go.Figure:
    """The ROC drawn so far: a point per threshold slid over, joined in order, the latest one
    large (``labels``: diagonal, path, current, axis titles, title)."""
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal,
                    line=dict(color="gray", dash="dot"), hoverinfo="skip")
    fig.add_scatter(x=fpr, y=tpr, mode="lines+markers", name=labels.path,
                    line=dict(color=CURVE_COLOR, width=3), marker=dict(size=8),
                    hovertemplate="FPR %{x:.4f}<br>TPR %{y:.4f}<extra></extra>")
    point_marker(fig, float(fpr[-1]), float(tpr[-1]), labels.current, POINT_COLOR)
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                  title=labels.title)


@dataclass(frozen=True)
class SlideLabels:
    """Text of the animated slide: the histogram's labels at a threshold (``regions(x)``), the
    ROC's (``path``), a frame's title (``frame_title(k)`` for the k-th threshold) and the play
    and pause buttons."""

    regions: Callable[[float], RegionLabels]
    path: PathLabels
    frame_title: Callable[[int], str]
    play: str
    pause: str


SLIDE_TOP = 0.86
"""The share of the slide's height (under its title) its two plots take; the buttons sit above."""


def _slide_frame(edges, positives, negatives, thresholds, fpr, tpr, k: int, labels: SlideLabels):
    """The histogram at threshold ``thresholds[k]`` and the ROC of its first k + 1 points, as
    the two figures :func:`region_histogram_figure` and :func:`roc_points_figure` draw them."""
    histogram = region_histogram_figure(edges, positives, negatives, float(thresholds[k]),
                                        labels=labels.regions(float(thresholds[k])))
    roc = roc_points_figure(fpr[:k + 1], tpr[:k + 1], labels=labels.path)
    for trace in roc.data:
        trace.update(xaxis="x2", yaxis="y2")
    centers = (np.asarray(edges[:-1], float) + np.asarray(edges[1:], float)) / 2
    for trace in histogram.data:  # every bin in every frame (empty: None), so that the bars
        # keep their number from frame to frame and Plotly never draws a half-updated one
        at = {round(float(x), 9): i for i, x in enumerate(trace.x)}
        index = [at.get(round(float(c), 9)) for c in centers]
        trace.update(x=centers, y=[None if i is None else trace.y[i] for i in index],
                     customdata=[["", ""] if i is None else list(trace.customdata[i])
                                 for i in index], xaxis="x", yaxis="y")
    return histogram, roc


def threshold_slide_figure(edges: np.ndarray, positives: np.ndarray, negatives: np.ndarray,
                           thresholds: np.ndarray, fpr: np.ndarray, tpr: np.ndarray, *,
                           start: int, labels: SlideLabels) -> go.Figure:
    """Seed 003's picture in one view: the region histogram (left) and the ROC drawn so far
    (right), one Plotly frame per threshold in ``thresholds`` (1 down to 0; ``fpr[k]``,
    ``tpr[k]`` its ROC point). Play slides the threshold from the first frame to the last while
    the ROC gains a point per frame; the view opens at frame ``start``.

    A frame holds only what the threshold moves (:func:`_moved`): Plotly merges it into the
    traces, so the sizes classroom mode gives the lines and markers stay while the view plays."""
    fig = make_subplots(rows=1, cols=2)
    histogram, roc = _slide_frame(edges, positives, negatives, thresholds, fpr, tpr, start,
                                  labels)
    for trace in (*histogram.data, *roc.data):
        fig.add_trace(trace)
    moving = [*range(len(histogram.data)), *(len(histogram.data) + i
                                             for i in range(1, len(roc.data)))]
    frames = []
    for k in range(len(thresholds)):
        h, r = _slide_frame(edges, positives, negatives, thresholds, fpr, tpr, k, labels)
        frames.append(go.Frame(name=str(k), traces=moving,
                               data=[*(_moved(trace, "y", "customdata") for trace in h.data),
                                     *(_moved(trace, "x", "y") for trace in r.data[1:])],
                               layout=dict(shapes=h.layout.shapes,
                                           annotations=h.layout.annotations,
                                           title=dict(text=labels.frame_title(k)))))
    fig.frames = frames
    fig.layout.shapes, fig.layout.annotations = histogram.layout.shapes, \
        histogram.layout.annotations
    fig.update_layout(barmode="relative", bargap=0, xaxis=histogram.layout.xaxis,
                      yaxis=histogram.layout.yaxis)
    fig.update_xaxes(domain=[0, 0.52], row=1, col=1)
    fig.update_yaxes(domain=[0, SLIDE_TOP], row=1, col=1)
    fig.update_xaxes(range=[-0.02, 1.02], constrain="domain", title_text=labels.path.x_title,
                     domain=[0.6, 1.0], anchor="y2", row=1, col=2)
    fig.update_yaxes(range=[-0.02, 1.02], scaleanchor="x2", scaleratio=1, constrain="domain",
                     title_text=labels.path.y_title, domain=[0, SLIDE_TOP], row=1, col=2)
    step = dict(mode="immediate", frame=dict(duration=600, redraw=True),
                transition=dict(duration=0))
    fig.update_layout(updatemenus=[dict(
        type="buttons", direction="left", x=0, xanchor="left", y=SLIDE_TOP + 0.03,
        yanchor="bottom", showactive=False,
        buttons=[dict(label=labels.play, method="animate",
                      args=[[str(k) for k in range(len(thresholds))], step]),
                 dict(label=labels.pause, method="animate",
                      args=[[None], {**step, "frame": dict(duration=0)}])])])
    return layout(fig, x_title=labels.regions(0.0).x_title, y_title=labels.regions(0.0).y_title,
                  title=labels.frame_title(start))


def _moved(trace, *names: str) -> dict:
    """``trace``'s properties ``names`` (and its type, which a frame must repeat), as a frame
    gives them: what the frame leaves out stays as the figure draws it."""
    return dict(type=trace.type, **{name: trace[name] for name in names})


@dataclass(frozen=True)
class LinkedLabels:
    """Text of the linked ROC and pair grid: the curve, the area above it, the highlighted
    sample, the three kinds of pair, the two subplot titles and axis titles."""

    curve: str
    above: str
    highlight: str
    correct: str
    loss: str
    tie: str
    roc_title: str
    grid_title: str
    fpr_title: str
    tpr_title: str
    neg_title: str
    pos_title: str


def grid_cells(grid: PairGrid) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pair grid in the ROC's unit square: column edges (negatives by score descending, x as
    FPR), row edges (positives by score descending, bottom to top, y as TPR) and each block's
    share of mis-ordered pairs, ties ½ (1 − its share of correct pairs)."""
    return (grid.col_edges / grid.neg_scores.size, grid.row_edges / grid.pos_scores.size,
            1.0 - grid.values)


def above_curve(fpr: np.ndarray, tpr: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The polygon between the ROC path and the line TPR = 1: the area 1 − AUC = ℓrank."""
    return (np.concatenate([fpr, [1.0, 0.0]]), np.concatenate([tpr, [1.0, 1.0]]))


def linked_pairs_figure(grid: PairGrid, fpr: np.ndarray, tpr: np.ndarray, *,
                        highlight: tuple[str, int] | None, labels: LinkedLabels) -> go.Figure:
    """The ROC (left) with the area above it shaded, and the pair grid (right) laid out on the
    same unit square: a lost pair is a red cell of 1/(m⁺m⁻), so the red cells and the red area
    are the same shape. ``highlight`` ("pos" or "neg", rank from 0 by score descending) marks
    that sample's ROC step and its row or column of pairs."""
    fig = make_subplots(rows=1, cols=2, horizontal_spacing=0.12,
                        subplot_titles=(labels.roc_title, labels.grid_title))
    x_poly, y_poly = above_curve(fpr, tpr)
    fig.add_scatter(x=x_poly, y=y_poly, fill="toself", fillcolor=LOSS_FILL, mode="none",
                    name=labels.above, hoverinfo="skip", row=1, col=1)
    fig.add_scatter(x=fpr, y=tpr, mode="lines+markers", name=labels.curve,
                    line=dict(color=CURVE_COLOR, width=3), marker=dict(size=5),
                    hovertemplate="FPR %{x:.4f}<br>TPR %{y:.4f}<extra></extra>", row=1, col=1)
    x_edges, y_edges, lost = grid_cells(grid)
    fig.add_heatmap(x=x_edges, y=y_edges, z=1.0 - lost, zmin=0, zmax=1, showscale=False,
                    colorscale=[[v, c] for v, c in PAIR_COLORS], xgap=1, ygap=1,
                    customdata=lost, hovertemplate="%{customdata:.2f}<extra></extra>",
                    row=1, col=2)
    for (value, color), name in zip(PAIR_COLORS, (labels.loss, labels.tie, labels.correct)):
        fig.add_scatter(x=[None], y=[None], mode="markers", name=name,
                        marker=dict(size=12, symbol="square", color=color), row=1, col=2)
    if highlight is not None:
        _highlight(fig, grid, fpr, tpr, *highlight, name=labels.highlight)
    for col, (x_title, y_title) in ((1, (labels.fpr_title, labels.tpr_title)),
                                    (2, (labels.neg_title, labels.pos_title))):
        axis = "x" if col == 1 else "x2"
        fig.update_xaxes(range=[0, 1], constrain="domain", title_text=x_title, row=1, col=col)
        fig.update_yaxes(range=[0, 1], scaleanchor=axis, scaleratio=1, constrain="domain",
                         title_text=y_title, row=1, col=col)
    fig.update_layout(margin=dict(l=60, r=20, t=50, b=40),
                      legend=dict(orientation="h", y=-0.22, x=0))
    return fig


def sample_steps(grid: PairGrid) -> tuple[np.ndarray, np.ndarray]:
    """Where each sample's ROC step lies: a positive's step up is at FPR = (negatives scoring
    higher)/m⁻, a negative's step right at TPR = (positives scoring higher)/m⁺ (by rank, score
    descending)."""
    pos_x = (grid.neg_scores.size - np.searchsorted(grid.neg_scores[::-1], grid.pos_scores,
                                                    side="right")) / grid.neg_scores.size
    neg_y = (grid.pos_scores.size - np.searchsorted(grid.pos_scores[::-1], grid.neg_scores,
                                                    side="right")) / grid.pos_scores.size
    return pos_x, neg_y


def _highlight(fig: go.Figure, grid: PairGrid, fpr: np.ndarray, tpr: np.ndarray, kind: str,
               rank: int, *, name: str) -> None:
    """A positive's step up and its row, or a negative's step right and its column."""
    m_pos, m_neg = grid.pos_scores.size, grid.neg_scores.size
    line = dict(color=HIGHLIGHT, width=4)
    pos_x, neg_y = sample_steps(grid)
    if kind == "pos":
        x = float(pos_x[rank])
        y0, y1 = rank / m_pos, (rank + 1) / m_pos
        fig.add_scatter(x=[x, x], y=[y0, y1], mode="lines", line=line, name=name, row=1, col=1)
        fig.add_shape(type="rect", x0=0, x1=1, y0=y0, y1=y1, line=line, row=1, col=2)
    else:
        y = float(neg_y[rank])
        x0, x1 = rank / m_neg, (rank + 1) / m_neg
        fig.add_scatter(x=[x0, x1], y=[y, y], mode="lines", line=line, name=name, row=1, col=1)
        fig.add_shape(type="rect", x0=x0, x1=x1, y0=0, y1=1, line=line, row=1, col=2)


@dataclass(frozen=True)
class FoldErrorLabels:
    """Text of the fold errors figure: each learner's name, the axis titles and the title."""

    a: str
    b: str
    x_title: str
    y_title: str
    title: str


def fold_errors_figure(errors_a: np.ndarray, errors_b: np.ndarray, *,
                       labels: FoldErrorLabels) -> go.Figure:
    """Learners A and B's test error rate on each of the same k folds (fold 1 … k across), the
    pairs the paired t-test compares, each learner in its comparison colour."""
    fig = go.Figure()
    folds = np.arange(1, len(errors_a) + 1)
    for errors, name, color in ((errors_a, labels.a, MODEL_COLORS[0]),
                                (errors_b, labels.b, MODEL_COLORS[1])):
        fig.add_scatter(x=folds, y=np.asarray(errors, dtype=float), mode="lines+markers",
                        name=name, line=dict(color=color, width=2.5), marker=dict(size=9),
                        hovertemplate="%{x}: %{y:.4f}<extra>%{fullData.name}</extra>")
    fig.update_xaxes(tickmode="array", tickvals=folds.tolist())
    fig.update_yaxes(rangemode="tozero")
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


@dataclass(frozen=True)
class ValidationLabels:
    """Text of the validation set figure: the three parts of D, the accuracy curve, the chosen K,
    the axis titles and the two panels' titles."""

    fit: str
    validation: str
    test: str
    curve: str
    chosen: str
    x_title: str
    y_title: str
    split_title: str
    curve_title: str


SPLIT_COLORS = ("#1f77b4", "#ff7f0e", "#7f7f7f")
"""Fitting, validation and test samples."""


def validation_figure(counts: tuple[int, int, int], k_values: np.ndarray,
                      accuracy: np.ndarray, chosen: int, *,
                      labels: ValidationLabels) -> go.Figure:
    """Above, D split into the samples the models are fitted on, the validation set and the
    test set (one bar, each part as long as its count); below, each K's validation accuracy with
    the chosen K marked."""
    fig = make_subplots(rows=2, cols=1, row_heights=(0.22, 0.78), vertical_spacing=0.2,
                        subplot_titles=(labels.split_title, labels.curve_title))
    for count, name, color in zip(counts, (labels.fit, labels.validation, labels.test),
                                  SPLIT_COLORS):
        fig.add_bar(x=[count], y=[""], orientation="h", name=name, marker_color=color,
                    text=[f"{name} {count}"], textposition="inside", insidetextanchor="middle",
                    hovertemplate=f"{name}: {count}<extra></extra>", showlegend=False,
                    row=1, col=1)
    fig.update_layout(barmode="stack")
    fig.update_xaxes(visible=False, row=1, col=1)
    fig.add_scatter(x=np.asarray(k_values), y=np.asarray(accuracy, dtype=float),
                    mode="lines+markers", name=labels.curve, line=dict(color=SPLIT_COLORS[1]),
                    showlegend=False, row=2, col=1)
    at = int(np.flatnonzero(np.asarray(k_values) == chosen)[0])
    fig.add_scatter(x=[chosen], y=[float(accuracy[at])], mode="markers+text", name=labels.chosen,
                    text=[labels.chosen], textposition="top center", showlegend=False,
                    marker=dict(size=14, color=POINT_COLOR, symbol="star"), row=2, col=1)
    fig.update_xaxes(title_text=labels.x_title, row=2, col=1)
    fig.update_yaxes(title_text=labels.y_title, row=2, col=1)
    fig.update_layout(margin=dict(l=60, r=20, t=40, b=40))
    return fig

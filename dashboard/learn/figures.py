"""Figures of the Learn page, pure (results and labels in, ``go.Figure`` out): the sorted samples
with the current threshold, the ROC path built so far with its trapezoids, the P-R path so far,
and the m⁺ × m⁻ grid of (positive, negative) pairs."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np
import plotly.graph_objects as go

from evalcore.view.binary import CURVE_COLOR, NEGATIVE_COLOR, POINT_COLOR, POSITIVE_COLOR
from evalcore.view.layout import (PR_LINE_SHAPE, ap_steps, horizontal_line, layout,
                                  point_marker, two_lines)
from evalcore.teaching import PairGrid, RocSteps

TRAPEZOID_COLORS = ("rgba(42, 63, 95, 0.22)", "rgba(42, 63, 95, 0.10)")
"""Alternating fills, so that neighbouring trapezoids are told apart."""
LATEST_COLOR = "rgba(255, 127, 14, 0.45)"
"""The trapezoid the last step added."""
MAX_TRAPEZOIDS = 200
"""Up to this many steps the area is drawn trapezoid by trapezoid, beyond as one region."""
TEXT_SAMPLES = 20
"""Up to this many samples in the strip each carries its score as text."""
TEXT_ROOM = 0.25
"""Room right of the last sample for its score, as a share of the number of samples."""
PAIR_COLORS = ((0.0, "#d62728"), (0.5, "#f2c744"), (1.0, "#2ca02c"))
"""Pair grid colour scale: a rank loss (0 correct), a tie (½), a correct pair (1)."""
TICK_LABELS = 20
"""Up to this many rows or columns the pair grid's ticks are the scores."""


@dataclass(frozen=True)
class StripLabels:
    """Text of the sorted-samples figure: each class's name, the current step's samples, the
    threshold line, axis titles, the title, and the words before a sample's number and score on
    hover."""

    positives: str
    negatives: str
    current: str
    threshold: str
    x_title: str
    y_title: str
    title: str
    sample_word: str
    score_word: str


@dataclass(frozen=True)
class StripData:
    """The samples the strip shows, by score descending: their numbers in the file (1 = first
    row), scores, classes, and which lie at the current threshold."""

    numbers: np.ndarray
    scores: np.ndarray
    positive: np.ndarray


@dataclass(frozen=True)
class PathLabels:
    """Text of the ROC or P-R path: the reference line, the whole curve (faint), the path so far,
    the current point (and ``point_text`` beside it), the area, axis titles and the title."""

    diagonal: str
    whole: str
    path: str
    current: str
    area: str
    latest: str
    x_title: str
    y_title: str
    title: str
    point_text: str = ""


@dataclass(frozen=True)
class PairLabels:
    """Text of the pair grid: the legend of the three kinds of pair, axis titles, the title and
    the hover text of one pair or one block (``hover_pair``/``hover_block``: Plotly templates of
    the cell's customdata: a pair's positive number and score, negative number and score and
    penalty 1, ½ or 0; a block's first and last positive and negative ranks and its correct,
    lost and tied pairs)."""

    correct: str
    loss: str
    tie: str
    x_title: str
    y_title: str
    title: str
    hover_pair: str
    hover_block: str


def strip_figure(strip: StripData, threshold: float, *, labels: StripLabels) -> go.Figure:
    """The samples by score (rank on x, score on y), one colour per class; filled when predicted
    positive (score ≥ ``threshold``), hollow otherwise; the samples at ``threshold`` ringed; the
    threshold as a dashed line (none while every sample is predicted negative). A score is
    written right of its marker (of its ring at the threshold): the next sample lies lower right,
    the one before upper left, so the text touches neither (above the marker it would cover the
    one before)."""
    fig = go.Figure()
    rank = np.arange(1, strip.scores.size + 1)
    predicted = strip.scores >= threshold
    text_mode = writes_scores(strip.scores.size)
    hover = (f"{labels.sample_word} %{{customdata}}<br>{labels.score_word} %{{y:.6g}}"
             "<extra>%{fullData.name}</extra>")
    for is_positive, name, color in ((True, labels.positives, POSITIVE_COLOR),
                                     (False, labels.negatives, NEGATIVE_COLOR)):
        chosen = strip.positive == is_positive
        fig.add_scatter(
            x=rank[chosen], y=strip.scores[chosen], name=name, customdata=strip.numbers[chosen],
            mode="markers+text" if text_mode else "markers", hovertemplate=hover,
            text=strip_score_text(strip.scores[chosen], threshold) if text_mode else None,
            textposition="middle right", cliponaxis=False,
            marker=dict(size=11 if text_mode else 7, symbol="circle",
                        color=np.where(predicted[chosen], color, "white").tolist(),
                        line=dict(color=color, width=2)))
    current = strip.scores == threshold
    if current.any():
        fig.add_scatter(x=rank[current], y=strip.scores[current], name=labels.current,
                        mode="markers+text" if text_mode else "markers",
                        text=strip_score_text(strip.scores[current]) if text_mode else None,
                        textposition="middle right", hoverinfo="skip", cliponaxis=False,
                        showlegend=False,  # the classes' legend stays one row in a narrow column
                        marker=dict(size=14, symbol="circle-open", color=POINT_COLOR,
                                    line=dict(width=3)))
    if math.isfinite(threshold):
        horizontal_line(fig, threshold, line=dict(color="black", dash="dash", width=1))
    fig.update_xaxes(range=[0.3, strip.scores.size + 0.7 + score_room(strip.scores.size)])
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)


def writes_scores(size: int) -> bool:
    """Whether a strip of ``size`` samples writes each score beside its sample."""
    return size <= TEXT_SAMPLES


def score_room(size: int) -> float:
    """Room right of the last of ``size`` samples for its score, in samples (0 when none is
    written)."""
    return TEXT_ROOM * size if writes_scores(size) else 0.0


def strip_score_text(scores: np.ndarray, ringed: float | None = None) -> list[str]:
    """Each score as the strip writes it (here and in the browser's strip); blank for the samples
    at ``ringed`` (the threshold), whose ring writes it outside itself instead."""
    return ["" if s == ringed else f"{s:.3g}" for s in scores]


def _shown(drawn: np.ndarray | None, size: int, index: int,
           first: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(the whole curve's points, the path's points up to ``index``) among the steps
    ``first``…``size - 1``: every one, or the ``drawn`` indices (a thinned large curve) with
    ``index`` itself."""
    whole = np.arange(first, size) if drawn is None else np.asarray(drawn)
    path = whole[whole <= index]
    if path.size == 0 or path[-1] != index:
        path = np.append(path, index)
    return whole, path


def roc_path_figure(steps: RocSteps, index: int, *, labels: PathLabels,
                    drawn: np.ndarray | None = None, slots: bool = False) -> go.Figure:
    """The ROC path from (0, 0) to step ``index``, the trapezoids under it (the one the last step
    added highlighted; one region beyond :data:`MAX_TRAPEZOIDS` steps), the whole curve faint
    and the current point; square, no legend (:func:`_narrow`). ``drawn``: the indices of the
    steps to draw when a large curve is thinned (None: every step). ``slots``: every trace the
    path can need is there, empty where this step has none (both shades, the latest trapezoid),
    so that a browser can restyle the figure to any other step without adding traces."""
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal, hoverinfo="skip",
                    line=dict(color="gray", dash="dot", width=1))
    fpr, tpr = np.asarray(steps.fpr), np.asarray(steps.tpr)
    whole, path = _shown(drawn, len(steps), index)
    fig.add_scatter(x=fpr[whole], y=tpr[whole], mode="lines", name=labels.whole,
                    hoverinfo="skip", line=dict(color="lightgray", width=2))
    _area(fig, fpr[path], tpr[path], labels, slots)
    fig.add_scatter(x=fpr[path], y=tpr[path], name=labels.path,
                    mode="lines+markers" if index <= MAX_TRAPEZOIDS else "lines",
                    line=dict(color=CURVE_COLOR, width=3), marker=dict(size=6),
                    hovertemplate="FPR %{x:.4f}<br>TPR %{y:.4f}<extra></extra>")
    point_marker(fig, float(fpr[index]), float(tpr[index]), labels.current, POINT_COLOR)
    return _narrow(layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                          title=labels.title))


def _narrow(fig: go.Figure) -> go.Figure:
    """For a third of a projector's width: the plot stays square (FPR and TPR, R and P on one
    scale), with no legend (the page says what the shading is) and no right margin (there are no
    labels at x = 1), so that the square is as large as the column allows. A box taller than
    the square keeps the plot under its title, the room left over below the x axis's title, so
    that plots side by side start level whatever their x titles' lines."""
    fig.update_layout(showlegend=False, margin_r=10)
    # a narrow column shrinks the plot, not the range
    fig.update_yaxes(constrain="domain", constraintoward="top")
    fig.update_xaxes(title_text=two_lines(fig.layout.xaxis.title.text or ""))
    return fig


def _area(fig: go.Figure, x: np.ndarray, y: np.ndarray, labels: PathLabels,
          slots: bool = False) -> None:
    """The area under the path (x, y): trapezoids, alternately shaded, the last one highlighted;
    one region (in the first shade's trace) when there are too many to tell apart. ``slots``:
    both shades' traces and the latest one's are added even when empty."""
    widths = np.diff(x)
    if not slots and (widths.size == 0 or not (widths > 0).any()):
        return
    shades: list[tuple[list, list]] = [([], []), ([], [])]
    latest: tuple[list, list] | None = None
    if widths.size > MAX_TRAPEZOIDS:
        shades[0] = ([*x, x[-1], x[0]], [*y, 0, 0])
    else:
        shapes = [([x[j], x[j + 1], x[j + 1], x[j], x[j]], [0, 0, y[j + 1], y[j], 0])
                  for j in np.flatnonzero(widths > 0)]
        latest = shapes.pop() if widths.size and widths[-1] > 0 else None
        for parity in (0, 1):
            chosen = shapes[parity::2]
            shades[parity] = ([v for shape in chosen for v in (*shape[0], None)],
                              [v for shape in chosen for v in (*shape[1], None)])
    for parity, (color, (xs, ys)) in enumerate(zip(TRAPEZOID_COLORS, shades)):
        if xs or slots:
            fig.add_scatter(x=xs, y=ys, fill="toself", mode="none", fillcolor=color,
                            name=labels.area, showlegend=parity == 0, legendgroup="area",
                            hoverinfo="skip")
    if latest is not None or slots:
        fig.add_scatter(x=latest[0] if latest else [], y=latest[1] if latest else [],
                        fill="toself", mode="none", fillcolor=LATEST_COLOR, name=labels.latest,
                        hoverinfo="skip")


def pr_steps(recall: np.ndarray, precision: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The P-R path through the points (``recall``, ``precision``) of steps 1…k, in step order,
    drawn as the P-R page draws a curve: the step function average precision sums
    (:func:`~evalcore.view.layout.ap_steps`, with
    :data:`~evalcore.view.layout.PR_LINE_SHAPE`), from the points in
    ``precision_recall_curve``'s order with its end (recall 0, precision 1). At the last step it
    is the P-R page's curve."""
    recall = np.append(np.asarray(recall, dtype=float)[::-1], 0.0)
    precision = np.append(np.asarray(precision, dtype=float)[::-1], 1.0)
    x, y, _ = ap_steps(recall, precision)
    return x, y


def pr_path_figure(steps: RocSteps, index: int, *, labels: PathLabels,
                   drawn: np.ndarray | None = None, slots: bool = False) -> go.Figure:
    """The P-R path from step 1 (the start has no precision) to ``index`` as the step curve the
    P-R page draws (:func:`pr_steps`), the whole curve faint and the current point labelled with
    ``labels.point_text``; ``drawn`` and ``slots`` (the path and the point there, empty, at the
    start) as for :func:`roc_path_figure`."""
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", name=labels.diagonal, hoverinfo="skip",
                    line=dict(color="gray", dash="dot", width=1))
    recall, precision = np.asarray(steps.recall), np.asarray(steps.precision)
    whole, path = _shown(drawn, len(steps), index, first=1)
    whole_x, whole_y = pr_steps(recall[whole], precision[whole])
    fig.add_scatter(x=whole_x, y=whole_y, mode="lines", name=labels.whole, hoverinfo="skip",
                    line=dict(color="lightgray", width=2, shape=PR_LINE_SHAPE))
    if index >= 1 or slots:
        path_x, path_y = pr_steps(recall[path], precision[path]) if index >= 1 else ([], [])
        fig.add_scatter(x=path_x, y=path_y, name=labels.path,
                        mode="lines+markers" if index <= MAX_TRAPEZOIDS else "lines",
                        line=dict(color=CURVE_COLOR, width=3, shape=PR_LINE_SHAPE),
                        marker=dict(size=6),
                        hovertemplate="R %{x:.4f}<br>P %{y:.4f}<extra></extra>")
    if index >= 1:
        point_marker(fig, float(recall[index]), float(precision[index]), labels.current,
                     POINT_COLOR, text=labels.point_text)
    elif slots:
        point_marker(fig, 0.0, 0.0, labels.current, POINT_COLOR)
        fig.data[-1].update(x=[None], y=[None])
    return _narrow(layout(fig, x_title=labels.x_title, y_title=labels.y_title, square=True,
                          title=labels.title))


def pair_grid_figure(grid: PairGrid, *, labels: PairLabels,
                     score_text: Callable[[float], str] = lambda s: f"{s:.3g}") -> go.Figure:
    """The pairs as a heatmap, positives as rows (bottom: highest score), negatives as columns
    (left: highest), as the lesson lays the pairs on the ROC's unit square (the highest positive
    is the ROC's first step up, at the bottom): green a correct pair, red a rank loss, yellow a tie; a block of pairs is
    coloured by its share of correct pairs (ties ½). Hover names the pair (sample numbers and
    scores) or the block (its ranks and exact counts)."""
    rows, cols = np.diff(grid.row_edges), np.diff(grid.col_edges)
    if grid.exact:
        customdata = np.stack(np.broadcast_arrays(
            (grid.pos_index + 1)[:, None], grid.pos_scores[:, None],
            (grid.neg_index + 1)[None, :], grid.neg_scores[None, :], 1 - grid.values), axis=-1)
        template = labels.hover_pair
    else:
        first_row, first_col = grid.row_edges[:-1] + 1, grid.col_edges[:-1] + 1
        customdata = np.stack(np.broadcast_arrays(
            first_row[:, None], (first_row + rows - 1)[:, None],
            first_col[None, :], (first_col + cols - 1)[None, :],
            grid.correct, grid.losses, grid.ties), axis=-1)
        template = labels.hover_block
    fig = go.Figure(go.Heatmap(
        z=grid.values, customdata=customdata, hovertemplate=template + "<extra></extra>",
        zmin=0, zmax=1, colorscale=[[v, c] for v, c in PAIR_COLORS], showscale=False,
        xgap=1 if cols.size <= TICK_LABELS * 2 else 0,
        ygap=1 if rows.size <= TICK_LABELS * 2 else 0))
    for (value, color), name in zip(PAIR_COLORS, (labels.loss, labels.tie, labels.correct)):
        fig.add_scatter(x=[None], y=[None], mode="markers", name=name,
                        marker=dict(size=12, symbol="square", color=color))
    if grid.exact and rows.size <= TICK_LABELS:
        fig.update_yaxes(tickmode="array", tickvals=list(range(rows.size)),
                         ticktext=[score_text(s) for s in grid.pos_scores])
    if grid.exact and cols.size <= TICK_LABELS:
        fig.update_xaxes(tickmode="array", tickvals=list(range(cols.size)),
                         ticktext=[score_text(s) for s in grid.neg_scores])
    return layout(fig, x_title=labels.x_title, y_title=labels.y_title, title=labels.title)

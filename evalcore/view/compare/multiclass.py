"""Figures of the multiclass comparison: the per-class difference A − B as horizontal bars coloured
by which model leads, and the difference of the two confusion matrices. Class names are user text:
HTML-escaped, and the class axis is categorical (digit names stay names, not numbers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import plotly.graph_objects as go

from evalcore.view.layout import laid_out_figure, with_vertical_line
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.view.multiclass import TEXT_LIMIT
from evalcore.view.text import plot_text

EVEN_COLOR = "#bbbbbb"
ROW_HEIGHT = 22


@dataclass(frozen=True)
class DifferenceBarsLabels:
    """Text of the per-class bars: the legend of the bars where a model leads, ``leads(name)``
    (``name`` escaped), and where both are equal, and the axis titles (the metric's difference,
    the class)."""

    leads: Callable[[str], str]
    even: str
    x_title: str
    y_title: str


@dataclass(frozen=True)
class DifferenceHeatmapLabels:
    """Text of the difference heatmap: the cell hover (a Plotly hovertemplate using ``%{x}``,
    ``%{y}`` and ``%{text}``) and the axis titles."""

    cell_hover: str
    x_title: str
    y_title: str


def _class_axis(labels: Sequence[str]) -> dict:
    return dict(type="category", categoryorder="array", categoryarray=list(labels))


def difference_bars(classes: Sequence[str], differences: Sequence[float | None],
                    names: tuple[str, str], *, labels: DifferenceBarsLabels) -> go.Figure:
    """One bar per class (top to bottom in class order): ``differences`` A − B of a metric,
    one trace in A's colour where A leads, one in B's where B leads, grey where equal; undefined
    ones left empty."""
    classes = np.array([plot_text(label) for label in classes], dtype=object)
    values = np.array([np.nan if d is None else d for d in differences], dtype=float)
    groups = ((values > 0, labels.leads(plot_text(names[0])), MODEL_COLORS[0]),
              (values < 0, labels.leads(plot_text(names[1])), MODEL_COLORS[1]),
              (values == 0, labels.even, EVEN_COLOR))
    settings = with_vertical_line(dict(
        yaxis=dict(autorange="reversed", **_class_axis(classes.tolist())),
        height=max(320, min(1400, ROW_HEIGHT * len(classes) + 140)), barmode="overlay",
        showlegend=True), 0, line=dict(color="black", width=1))
    return laid_out_figure(
        [dict(type="bar", x=values[mask], y=classes[mask].tolist(), orientation="h", name=name,
              marker=dict(color=color), hovertemplate="%{y}: %{x:+.4f}<extra></extra>")
         for mask, name, color in groups],
        x_title=labels.x_title, y_title=labels.y_title, settings=settings)


def confusion_difference(difference: np.ndarray, classes: Sequence[str], *, normalized: bool,
                         labels: DifferenceHeatmapLabels) -> go.Figure:
    """Heatmap of A's confusion matrix minus B's (rows true, columns predicted), diverging around
    0: on the diagonal positive means A gets more right, off it positive means A errs more."""
    classes = [plot_text(label) for label in classes]
    size = len(classes)
    limit = float(np.nanmax(np.abs(difference))) or 1.0
    text = [[("—" if np.isnan(v) else f"{v:+.1%}" if normalized else f"{int(v):+,}")
             for v in row] for row in difference]
    return laid_out_figure(
        [dict(type="heatmap", z=difference, x=classes, y=classes, colorscale="RdBu", zmid=0,
              zmin=-limit, zmax=limit, text=text,
              texttemplate="%{text}" if size <= TEXT_LIMIT else None,
              hovertemplate=labels.cell_hover + "<extra></extra>")],
        x_title=labels.x_title, y_title=labels.y_title, settings=dict(
            xaxis=dict(side="top", **_class_axis(classes)),
            yaxis=dict(autorange="reversed", **_class_axis(classes)),
            height=max(360, min(900, 40 * size + 120))))

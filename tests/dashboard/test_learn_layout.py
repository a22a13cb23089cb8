"""Layout of the Learn page's figures as the builders set it (the browser test
tests/browser/test_learn_layout.py measures the same on screen): the histogram's x axis spans the
bins whatever its threshold label, the strip's scores sit right of their markers with room for
the last one, and the ROC and P-R paths are square with their plots shrunk, not their ranges."""

from __future__ import annotations

import numpy as np
import pytest

from evalcore.view.binary import HistogramLabels, score_histogram_figure
from dashboard.learn.figures import (TEXT_ROOM, PathLabels, StripData, StripLabels,
                                     pr_path_figure, roc_path_figure, strip_figure)
from evalcore.teaching import roc_steps

A_LABELS = np.array([0, 1, 1, 1, 0, 0, 1, 1, 0, 0], dtype=bool)  # seed 001, learner A
A_SCORES = np.round(np.linspace(0.95, 0.05, 10), 2)
PATH = PathLabels(diagonal="d", whole="whole", path="path", current="now", area="area",
                  latest="latest", x_title="False positive rate (FPR)", y_title="y", title="t",
                  point_text="P=0.50<br>R=0.60")


@pytest.mark.parametrize("threshold, anchor", [(0.75, "right"), (0.25, "left")])
def test_histogram_axis_spans_the_bins_and_its_label_stays_inside(threshold, anchor):
    edges = np.linspace(0.05, 0.95, 11)
    counts = np.ones(10)
    labels = HistogramLabels(negatives="N", positives="P",
                             threshold="a long label: threshold 0.75 (predicted positive)",
                             x_title="Score", y_title="Count", title="")
    fig = score_histogram_figure(edges, counts, counts, threshold, labels=labels)
    assert list(fig.layout.xaxis.range) == [0.05, 0.95]
    assert fig.layout.annotations[0].xanchor == anchor  # written towards the middle


@pytest.mark.parametrize("tallest, step", [(1, 1), (5, 1), (6, 2), (37, 10), (1200, 500)])
def test_histogram_counts_rows_on_whole_ticks(tallest, step):
    """Row counts: the count axis ticks whole numbers only, the finest step of 1, 2, 5, 10, …
    giving at most five ticks above 0 (the textbook's ten samples, one per bin: 0 and 1, never
    0.2, 0.4, …)."""
    edges = np.linspace(0.05, 0.95, 11)
    negatives = np.ones(10)
    positives = np.zeros(10)
    positives[3] = tallest
    labels = HistogramLabels(negatives="N", positives="P", threshold="t", x_title="Score",
                             y_title="Count", title="")
    axis = score_histogram_figure(edges, positives, negatives, 0.5, labels=labels).layout.yaxis
    assert (axis.tickmode, axis.dtick, axis.tickformat) == ("linear", step, "d")
    assert tallest / step <= 5 and (step == 1 or tallest / {2: 1, 5: 2, 10: 5, 500: 200}[step] > 5)


@pytest.mark.parametrize("weighted, log_y", [(True, False), (False, True)])
def test_histogram_of_weights_or_on_a_log_axis_keeps_plotly_s_ticks(weighted, log_y):
    """Weighted counts (0.5 of a row) and a log axis are not ticked at whole numbers."""
    edges = np.linspace(0.05, 0.95, 11)
    counts = np.full(10, 0.5 if weighted else 3.0)
    labels = HistogramLabels(negatives="N", positives="P", threshold="t", x_title="Score",
                             y_title="Count", title="")
    axis = score_histogram_figure(edges, counts, counts, 0.5, labels=labels,
                                  log_y=log_y).layout.yaxis
    assert axis.dtick is None and axis.tickformat is None


def test_strip_scores_sit_right_of_their_markers_with_room_for_the_last():
    strip = StripData(numbers=np.arange(1, 11), scores=A_SCORES, positive=A_LABELS)
    labels = StripLabels(positives="P", negatives="N", current="c", threshold="t", x_title="x",
                         y_title="y", title="t", sample_word="s", score_word="score")
    fig = strip_figure(strip, 0.45, labels=labels)
    scored = [trace for trace in fig.data if trace.text is not None]
    assert {trace.textposition for trace in scored} == {"middle right"}
    assert fig.layout.xaxis.range[1] == pytest.approx(10 + 0.7 + TEXT_ROOM * 10)


@pytest.mark.parametrize("build", [roc_path_figure, pr_path_figure])
def test_roc_and_pr_paths_are_square_within_their_column(build):
    fig = build(roc_steps(A_LABELS, A_SCORES), 6, labels=PATH)
    assert fig.layout.yaxis.scaleanchor == "x" and fig.layout.yaxis.scaleratio == 1
    assert fig.layout.xaxis.constrain == fig.layout.yaxis.constrain == "domain"
    assert list(fig.layout.xaxis.range) == list(fig.layout.yaxis.range) == [-0.02, 1.02]
    assert fig.layout.margin.r == 10 and fig.layout.showlegend is False
    assert fig.layout.xaxis.title.text == "False positive<br>rate (FPR)"



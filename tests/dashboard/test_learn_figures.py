"""The Learn page's figures as plain functions: the shaded trapezoids add up to AUC (shoelace
areas of the drawn polygons against scikit-learn), a thinned large curve still ends exactly at
the current step, and the pair grid's cells and hover data name the right pairs."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from dashboard.learn.figures import PairLabels, PathLabels, pair_grid_figure, roc_path_figure
from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.decimate import decimate_curve
from evalcore.teaching import pair_grid, roc_steps

LABELS = PathLabels(diagonal="d", whole="whole", path="path", current="now", area="area",
                    latest="latest", x_title="x", y_title="y", title="t")
# seed 001, learner A: N P P P N N P P N N at scores 0.95 … 0.05
A_LABELS = np.array([0, 1, 1, 1, 0, 0, 1, 1, 0, 0], dtype=bool)
A_SCORES = np.round(np.linspace(0.95, 0.05, 10), 2)


def polygons(trace) -> list[tuple[list, list]]:
    """The polygons of a fill="toself" trace (runs separated by None)."""
    shapes, xs, ys = [], [], []
    for x, y in zip(trace.x, trace.y):
        if x is None:
            shapes.append((xs, ys))
            xs, ys = [], []
        else:
            xs.append(x)
            ys.append(y)
    if xs:
        shapes.append((xs, ys))
    return shapes


def shoelace(xs, ys) -> float:
    return abs(sum(x0 * y1 - x1 * y0 for x0, y0, x1, y1 in
                   zip(xs, ys, xs[1:] + xs[:1], ys[1:] + ys[:1]))) / 2


@pytest.mark.parametrize("index, area", [(4, 0.0), (6, 0.24), (10, 0.64)])
def test_shaded_trapezoids_add_up_to_the_area(index, area):
    fig = roc_path_figure(roc_steps(A_LABELS, A_SCORES), index, labels=LABELS)
    shaded = [s for d in fig.data if d.fill == "toself" for s in polygons(d)]
    assert sum(shoelace(*s) for s in shaded) == pytest.approx(area)
    if index == 10:
        assert area == pytest.approx(roc_auc_score(A_LABELS, A_SCORES))
        latest = next(d for d in fig.data if d.name == "latest")
        assert shoelace(list(latest.x), list(latest.y)) == pytest.approx(0.2)


def test_a_thinned_large_curve_ends_exactly_at_the_current_step():
    rng = np.random.default_rng(0)
    y = rng.random(40_000) < 0.4
    scores = rng.normal(y * 0.8, 1.0)
    steps = roc_steps(y, scores)
    assert len(steps) > MAX_CURVE_POINTS
    drawn = decimate_curve(steps.fpr, steps.tpr, max_points=MAX_CURVE_POINTS)
    index = 12_345
    fig = roc_path_figure(steps, index, labels=LABELS, drawn=drawn)
    whole = next(d for d in fig.data if d.name == "whole")
    path = next(d for d in fig.data if d.name == "path")
    assert len(whole.x) == drawn.size <= MAX_CURVE_POINTS
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    assert (path.x[-1], path.y[-1]) == (fpr[index], tpr[index])
    assert np.all(np.diff(path.x) >= 0) and len(path.x) < index
    region = next(d for d in fig.data if d.fill == "toself")  # one region, not 12,345
    assert shoelace(*polygons(region)[0]) == pytest.approx(steps.area[index], abs=2e-3)


def test_pair_grid_cells_and_hover_name_the_pairs():
    labels = PairLabels(correct="c", loss="l", tie="t", x_title="x", y_title="y", title="g",
                        hover_pair="pair", hover_block="block")
    y = np.array([1, 0, 1, 0, 0], dtype=bool)
    scores = np.array([0.3, 0.9, 0.7, 0.3, 0.1])
    heatmap = pair_grid_figure(pair_grid(y, scores), labels=labels).data[0]
    # rows: positives 0.7 (sample 3), 0.3 (sample 1); columns: negatives 0.9, 0.3, 0.1
    assert np.asarray(heatmap.z).tolist() == [[0, 1, 1], [0, 0.5, 1]]
    assert np.asarray(heatmap.customdata)[1, 1].tolist() == [1, 0.3, 4, 0.3, 0.5]
    assert heatmap.hovertemplate == "pair<extra></extra>"


def test_learner_a_pr_path_is_the_pr_pages_step_curve_and_sums_to_ap():
    """At the last step the P-R path is the P-R page's curve, point for point (the same step
    function), and the area under that step function is scikit-learn's average precision."""
    from sklearn.metrics import average_precision_score

    from evalcore.view.binary import pr_figure
    from evalcore.view.labels.binary import pr_labels
    from dashboard.learn.figures import pr_path_figure
    from evalcore.binary import threshold_sweep

    steps = roc_steps(A_LABELS, A_SCORES)
    path = next(d for d in pr_path_figure(steps, len(steps) - 1, labels=LABELS).data
                if d.name == "path")
    labels = pr_labels(lambda key, **kw: key, 0.0, point=" ")
    page = pr_figure(threshold_sweep(A_LABELS, A_SCORES).pr(), point=(0.5, 0.5), bep=(0.5, 0.5),
                     labels=labels)
    curve = next(d for d in page.data if d.name == labels.curve)
    assert path.line.shape == curve.line.shape == "hv"
    np.testing.assert_allclose(path.x, curve.x)
    np.testing.assert_allclose(path.y, curve.y)
    x, y = np.asarray(path.x), np.asarray(path.y)  # "hv" from right to left: y[i] over (x[i+1], x[i]]
    assert float(np.sum((x[:-1] - x[1:]) * y[:-1])) == pytest.approx(
        average_precision_score(A_LABELS, A_SCORES))


@pytest.mark.parametrize("index", range(11))
def test_a_path_figure_has_the_same_traces_at_every_step_with_slots(index):
    """With ``slots`` a browser can restyle one figure to any step: the same traces, in the
    same order, at every step (the empty ones empty)."""
    from dashboard.learn.figures import pr_path_figure

    steps = roc_steps(A_LABELS, A_SCORES)
    for build in (roc_path_figure, pr_path_figure):
        names = [d.name for d in build(steps, index, labels=LABELS, slots=True).data]
        assert names == [d.name for d in build(steps, 10, labels=LABELS, slots=True).data]


def test_the_pair_grid_has_the_lessons_orientation_on_the_learn_page():
    """Screen 5 lays the pairs on the ROC's unit square: the highest-scoring positive's row at
    the bottom (the ROC's first step up), the highest negative's column at the left. The Learn
    page's grid, labelled the same way, draws them the same way up."""
    from dashboard.lesson.figures import LinkedLabels, linked_pairs_figure

    labels = PairLabels(correct="c", loss="l", tie="t", x_title="x", y_title="y", title="g",
                        hover_pair="pair", hover_block="block")
    grid = pair_grid(A_LABELS, A_SCORES)
    learn = pair_grid_figure(grid, labels=labels)
    assert learn.layout.yaxis.autorange in (None, True)  # not "reversed": row 0 at the bottom
    assert learn.layout.xaxis.autorange in (None, True)
    heatmap = learn.data[0]
    # row 0 = positive 0.85, the highest; its pair with negative 0.95 (column 0) is lost
    assert float(grid.pos_scores[0]) == 0.85 and np.asarray(heatmap.z)[0, 0] == 0
    steps = roc_steps(A_LABELS, A_SCORES)
    lesson = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=None, labels=LinkedLabels(
        curve="c", above="a", highlight="h", correct="c", loss="l", tie="t", roc_title="r",
        grid_title="g", fpr_title="f", tpr_title="t", neg_title="n", pos_title="p"))
    cells = next(d for d in lesson.data if d.type == "heatmap")
    assert list(cells.y)[:2] == [0.0, 0.2]  # row 0 (the highest positive) from 0 up to 1/m⁺
    assert lesson.layout.yaxis2.autorange in (None, True)
    assert np.asarray(cells.z)[0, 0] == np.asarray(heatmap.z)[0, 0]

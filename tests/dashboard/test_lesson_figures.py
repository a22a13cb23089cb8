"""The lesson's figures: the pair grid beside the ROC shades the mis-ordered pairs as the area
above the curve (both equal ℓrank: 9/25 for seed 001's learner A, by hand), a highlighted sample
marks its step and its row or column, and seed 003's histogram shades TP / FP / TN / FN as the
bins on each side of the threshold."""

from __future__ import annotations

import io

from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score

from dashboard.learn.figures import PathLabels
from dashboard.lesson.figures import (LinkedLabels, RegionLabels, grid_cells,
                                      linked_pairs_figure, region_histogram_figure,
                                      roc_points_figure)
from evalcore.binary import threshold_sweep
from evalcore.examples import all_examples
from evalcore.teaching import pair_grid, seed003_histogram
from evalcore.teaching.steps import steps_of

LABELS = LinkedLabels(curve="ROC", above="above", highlight="mark", correct="correct",
                      loss="loss", tie="tie", roc_title="r", grid_title="g", fpr_title="FPR",
                      tpr_title="TPR", neg_title="neg", pos_title="pos")


def learner(key: str):
    table = pd.read_csv(io.BytesIO(all_examples()[key].build()))
    y, s = table["y_true"].to_numpy() == 1, table["score"].to_numpy()
    return y, s, pair_grid(y, s), steps_of(threshold_sweep(y, s))


def polygon_area(x, y) -> float:
    """The shoelace formula."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    return abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2


def shaded_grid_area(heatmap) -> float:
    """Σ cells' width × height × share of lost pairs (1 − z), read off the drawn heatmap."""
    widths, heights = np.diff(heatmap.x), np.diff(heatmap.y)
    return float(np.sum(np.outer(heights, widths) * (1 - np.asarray(heatmap.z))))


@pytest.mark.parametrize("key,rank_loss", [("seed001_a", 9 / 25), ("seed001_b", 17 / 25)])
def test_shaded_cells_and_area_above_the_curve_both_equal_rank_loss(key, rank_loss):
    y, s, grid, steps = learner(key)
    fig = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=None, labels=LABELS)
    above = next(d for d in fig.data if d.name == "above")
    heatmap = next(d for d in fig.data if d.type == "heatmap")
    assert polygon_area(above.x, above.y) == pytest.approx(rank_loss, abs=1e-12)
    assert shaded_grid_area(heatmap) == pytest.approx(rank_loss, abs=1e-12)
    assert rank_loss == pytest.approx(1 - roc_auc_score(y, s), abs=1e-12)  # independent
    # learner A by hand: 5 × 5 cells of 1/25, 9 of them red
    lost = 1 - np.asarray(heatmap.z)
    assert lost.shape == (5, 5) and int(lost.sum()) == round(rank_loss * 25)


def test_every_red_cell_lies_above_the_curve_and_every_green_one_below():
    _, _, grid, steps = learner("seed001_a")
    x_edges, y_edges, lost = grid_cells(grid)
    for i in range(lost.shape[0]):
        for j in range(lost.shape[1]):
            cx, cy = (x_edges[j] + x_edges[j + 1]) / 2, (y_edges[i] + y_edges[i + 1]) / 2
            # the ROC path's height over the middle of column j (a staircase: the last point there)
            height = max(t for f, t in zip(steps.fpr, steps.tpr) if f <= cx)
            assert (cy > height) == bool(lost[i, j]), (i, j)


def test_ties_are_half_cells_and_blocks_keep_the_area():
    rng = np.random.default_rng(0)
    y = rng.random(900) < 0.4
    s = np.round(rng.random(900) + y * 0.3, 1)  # many ties
    sweep = threshold_sweep(y, s)
    steps = steps_of(sweep)
    grid = pair_grid(y, s, max_side=40)  # blocks
    fig = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=None, labels=LABELS)
    above = next(d for d in fig.data if d.name == "above")
    heatmap = next(d for d in fig.data if d.type == "heatmap")
    expected = 1 - roc_auc_score(y, s)
    assert polygon_area(above.x, above.y) == pytest.approx(expected, abs=1e-12)
    assert shaded_grid_area(heatmap) == pytest.approx(expected, abs=1e-12)


def test_a_highlighted_positive_marks_its_step_up_and_its_row():
    _, _, grid, steps = learner("seed001_a")  # positives by score: 0.85, 0.75, 0.65, 0.35, 0.25
    fig = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=("pos", 3), labels=LABELS)
    mark = next(d for d in fig.data if d.name == "mark")
    # the 4th positive (0.35) has 3 negatives above it: its step is x = 3/5, y from 3/5 to 4/5
    assert list(mark.x) == [0.6, 0.6] and list(mark.y) == pytest.approx([0.6, 0.8])
    row = fig.layout.shapes[-1]
    assert (row.x0, row.x1, row.y0, row.y1) == pytest.approx((0, 1, 0.6, 0.8))
    fig = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=("neg", 0), labels=LABELS)
    mark = next(d for d in fig.data if d.name == "mark")
    assert list(mark.x) == pytest.approx([0, 0.2]) and list(mark.y) == [0, 0]


def test_seed003_regions_are_the_bins_on_each_side_of_the_threshold():
    seed = seed003_histogram()
    hist = seed.histogram
    fig = region_histogram_figure(hist.edges, hist.positives, hist.negatives, 0.6,
                                  labels=RegionLabels(tp="TP", fp="FP", tn="TN", fn="FN",
                                                      threshold="0.6", x_title="s", y_title="n",
                                                      title="", bin_word="bin"))
    bars = {d.name: d for d in fig.data}
    confusion = seed.confusion_at(0.6)
    assert sum(bars["TP"].y) == confusion.tp and -sum(bars["FP"].y) == confusion.fp
    assert sum(bars["FN"].y) == confusion.fn and -sum(bars["TN"].y) == confusion.tn
    assert list(bars["TP"].x) == pytest.approx([0.65, 0.75, 0.85, 0.95])
    assert list(bars["TN"].x) == pytest.approx([0.05, 0.15, 0.25, 0.35, 0.45, 0.55])
    # hover shows whole counts
    assert [int(c[0]) for c in bars["FP"].customdata] == hist.negatives[6:].astype(int).tolist()


def test_roc_points_figure_draws_the_points_so_far():
    seed = seed003_histogram()
    fpr, tpr = seed.roc_points(0.6)
    fig = roc_points_figure(fpr, tpr, labels=PathLabels(
        diagonal="d", whole="", path="path", current="now", area="", latest="", x_title="x",
        y_title="y", title="t"))
    path = next(d for d in fig.data if d.name == "path")
    assert len(path.x) == 5 and path.x[0] == 0 and path.y[0] == 0


def test_each_roc_point_names_the_sample_its_step_passed():
    from dashboard.lesson.linked_hover import step_samples

    _, _, grid, steps = learner("seed001_a")  # N P P P N N P P N N
    assert step_samples(steps) == [None, ["neg", 0], ["pos", 0], ["pos", 1], ["pos", 2],
                                   ["neg", 1], ["neg", 2], ["pos", 3], ["pos", 4], ["neg", 3],
                                   ["neg", 4]]
    ties = steps_of(threshold_sweep(np.array([True, False, True]), np.array([0.5, 0.5, 0.2])))
    assert step_samples(ties) == [None, None, ["pos", 1]]  # a tie moves diagonally: no sample


def test_the_slide_frames_draw_the_roc_point_by_point_as_counted_by_hand():
    from dashboard.lesson.figures import SlideLabels, threshold_slide_figure
    from dashboard.widgets.charts import filling
    from evalcore.teaching import seed003_sample
    from evalcore.view.layout import CLASSROOM_SCALE
    from tests.plotly_frames import shown_after
    from tests.evalcore.test_seed003 import hand_count

    seed = seed003_histogram()
    hist = seed.histogram
    fpr, tpr = seed.roc_points(0.0)
    labels = SlideLabels(
        regions=lambda x: RegionLabels(tp="TP", fp="FP", tn="TN", fn="FN", threshold=f"{x:.1f}",
                                       x_title="s", y_title="n", title="", bin_word="bin"),
        path=PathLabels(diagonal="d", whole="", path="path", current="now", area="", latest="",
                        x_title="x", y_title="y", title=""),
        frame_title=lambda k: f"frame {k}", play="play", pause="pause")
    fig = threshold_slide_figure(hist.edges, hist.positives, hist.negatives, seed.thresholds,
                                 fpr, tpr, start=4, labels=labels)
    positives, negatives = hand_count(*seed003_sample())
    m_pos, m_neg = sum(positives), sum(negatives)
    assert len(fig.frames) == 11 and fig.layout.title.text == "frame 4"
    play = fig.layout.updatemenus[0].buttons[0]
    assert play.method == "animate" and list(play.args[0]) == [str(k) for k in range(11)]  # 1 → 0
    # drawn in classroom mode: each frame played over the figure (as Plotly.js merges it)
    # shows its threshold at the classroom's line widths and marker sizes
    filling(fig, classroom=True)

    def sizes(traces: list[dict]) -> dict:
        return {d["name"]: (d.get("line", {}).get("width"), d.get("marker", {}).get("size"))
                for d in traces if d["type"] == "scatter"}

    drawn = sizes([trace.to_plotly_json() for trace in fig.data])
    assert drawn["path"] == (3 * CLASSROOM_SCALE, 8 * CLASSROOM_SCALE)
    for k, frame in enumerate(fig.frames):
        edge = 10 - k  # threshold k/10 slid from 1 (k = 0) to 0 (k = 10)
        shown = shown_after(fig, frame)
        assert sizes(shown) == drawn
        data = {d["name"]: SimpleNamespace(**d) for d in shown}
        # the ROC so far: k + 1 points, the point of threshold j/10 = (Σ neg ≥ j, Σ pos ≥ j)
        expected_x = [sum(negatives[j:]) / m_neg for j in range(10, edge - 1, -1)]
        expected_y = [sum(positives[j:]) / m_pos for j in range(10, edge - 1, -1)]
        assert list(data["path"].x) == pytest.approx(expected_x, abs=1e-15)
        assert list(data["path"].y) == pytest.approx(expected_y, abs=1e-15)
        assert (data["now"].x[0], data["now"].y[0]) == pytest.approx(
            (expected_x[-1], expected_y[-1]), abs=1e-15)
        # the regions at this threshold: TP and FP right of it, FN and TN left, by hand
        total = {name: sum(abs(v) for v in data[name].y if v is not None)
                 for name in ("TP", "FP", "FN", "TN")}
        assert total == {"TP": sum(positives[edge:]), "FP": sum(negatives[edge:]),
                         "FN": sum(positives[:edge]), "TN": sum(negatives[:edge])}
        assert frame.layout.shapes[0].x0 == pytest.approx(edge / 10)
        assert frame.layout.title.text == f"frame {k}"


def test_a_training_error_of_0_is_drawn_as_0_on_the_bottom_edge_not_as_a_small_number():
    """10 training points: the degree-9 polynomial interpolates them (training MSE 0, as NumPy's
    least squares says), which a log axis cannot place; it is a marker named 0 on the bottom
    edge, and the axis writes powers of ten (no "100μ")."""
    import re

    from dashboard.generalization.figures import DegreeLabels, ZERO_MSE, degree_figure
    from evalcore.evaluation_methods.polynomial import polynomial_data, polynomial_study

    data = polynomial_data(10, 0.3, 0)
    study = polynomial_study(data, folds=5)
    coefficients = np.polyfit(data.x_train, data.y_train, 9)
    residual = np.mean((np.polyval(coefficients, data.x_train) - data.y_train) ** 2)
    assert residual < ZERO_MSE and study.train_mse[list(study.degrees).index(9)] < ZERO_MSE
    fig = degree_figure(study, 3, labels=DegreeLabels(
        train="train", test="test", cv="cv", current="M", chosen="chosen", x_title="M",
        y_title="MSE", zero="train = 0"))
    train = next(tr for tr in fig.data if tr.name == "train")
    zero = next(tr for tr in fig.data if tr.name == "train = 0")
    low = fig.layout.yaxis.range[0]
    assert 9 in list(zero.x) and np.allclose(np.log10(zero.y), low)
    assert all(np.isnan(y) for x, y in zip(train.x, train.y) if x in list(zero.x))
    positive = [y for y in train.y if not np.isnan(y)]
    assert min(positive) > ZERO_MSE and 10 ** low < min(positive)
    ticks = list(fig.layout.yaxis.ticktext)
    assert "1" in ticks and all(re.fullmatch(r"1|10|10⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+", tick) for tick in ticks)


def test_the_lessons_avoided_words_follow_the_glossary():
    """Each replacement is the glossary's term; no avoided word is a term of the glossary's
    tables (where 平均精度均值, ranking's MAP, is not the avoided 平均精度)."""
    import re
    from pathlib import Path

    from dashboard.lesson.avoided_words import AVOIDED_ZH

    found = [folder / "shared" / "docs" / "glossary.md"
             for folder in Path(__file__).resolve().parents]
    glossary = next((path for path in found if path.exists()), None)
    if glossary is None:
        pytest.skip("no shared/docs/glossary.md above the checkout")
    text = glossary.read_text(encoding="utf-8")
    rows = "\n".join(line for line in text.splitlines() if line.startswith("|"))
    for avoided, terms in AVOIDED_ZH.items():
        assert all(term in rows for term in terms.split(" / ")), terms
        assert not re.search(avoided, rows), avoided

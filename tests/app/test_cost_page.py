"""AppTest: the Cost Curve page on seed 001's learner A (values by hand and from evalcore), the
PC(+) marker following p(+), "use this threshold" moving the Confusion page, both languages."""

from __future__ import annotations

import numpy as np
import pytest

from evalcore.binary import threshold_sweep
from evalcore.cost import best_at, cost_curve, probability_cost
from evalcore.examples.binary import SEED001_ORDER
from tests.app.helpers import (choose_example, metric_values, open_app, plotly_array,
                               plotly_figures)
from tests.app.test_confusion_page import counts

PAGE = "app_pages/cost_curve.py"


def cost_page(example: str = "seed001_a", lang: str = "en"):
    return open_app(PAGE, lang=lang, example=example)


def trace(figure: dict, name: str) -> dict:
    return next(d for d in figure["data"] if d.get("name") == name)


def xy(figure: dict, name: str) -> tuple[list, list]:
    found = trace(figure, name)
    return plotly_array(found["x"]), plotly_array(found["y"])


def set_costs(at, *, cost_fn=None, cost_fp=None, prior=None):
    for key, value in (("cost_fn", cost_fn), ("cost_fp", cost_fp), ("cost_prior", prior)):
        if value is not None:
            at.number_input(key=f"{key}_number").set_value(value).run()
            assert not at.exception, at.exception
    return at


def seed001_a_curve():
    y = np.array([c == "P" for c in SEED001_ORDER["a"]])
    roc = threshold_sweep(y, np.linspace(0.95, 0.05, 10).round(2)).roc()
    return cost_curve(roc.fpr, roc.tpr, roc.thresholds)


def test_values_on_seed001_a_equal_evalcore_and_hand():
    at = set_costs(cost_page(), cost_fn=2.0, cost_fp=1.0)
    pc = probability_cost(0.5, cost_fn=2, cost_fp=1)
    best = best_at(seed001_a_curve(), pc)
    shown = metric_values(at)
    # by hand: PC = 2/3; hull vertex (0.6, 1) costs 0.6/3; at threshold 0.5 (TP 3, FP 2, TN 3,
    # FN 2) the line costs 0.4·2/3 + 0.4/3 and (2·2 + 1·2)/10; area 0.175 (seed 001 A's envelope)
    assert shown["Probability cost PC(+)"] == "0.6667" == f"{pc:.4f}"
    assert shown["Best normalized cost"] == "0.2000" == f"{best.cost:.4f}"
    assert shown["Normalized cost at the threshold"] == "0.4000"
    assert shown["Cost-sensitive error rate"] == "0.6000"
    assert shown["Expected total cost (area)"] == "0.1750" == f"{seed001_a_curve().area:.4f}"
    # the optimal score 0.25 shown as the shortest decimal of (0.15, 0.25]: the same counts
    assert "threshold at PC(+) = 0.6667: 0.20 (FPR 0.6000, TPR 1.0000)" in at.markdown[0].value


def test_figures_draw_evalcore_results():
    at = set_costs(cost_page(), cost_fn=2.0)
    curve = seed001_a_curve()
    cost_fig, roc_fig = plotly_figures(at)
    pc, cost = xy(cost_fig, "Cost curve (lower envelope)")
    np.testing.assert_allclose(pc, curve.pc)
    np.testing.assert_allclose(cost, curve.cost)
    assert xy(cost_fig, "Best achievable cost") == pytest.approx(([2 / 3], [0.2]))
    assert xy(cost_fig, "Cost at the threshold") == pytest.approx(([2 / 3], [0.4]))
    assert xy(cost_fig, "Cost line of the threshold") == pytest.approx(([0, 1], [0.4, 0.4]))
    lines_x, _ = xy(cost_fig, "Cost lines (11 of 11)")
    assert lines_x.count(None) == 11
    np.testing.assert_allclose(xy(roc_fig, "ROC convex hull"), [[0, 0.2, 0.6, 1], [0, 0.6, 1, 1]])
    # iso-cost line through (0.6, 1) with slope (1 − PC)/PC = 1/2, clipped to the square
    assert xy(roc_fig, "Iso-cost line at PC(+)") == pytest.approx(([0, 0.6], [0.7, 1.0]))
    assert xy(roc_fig, "Cost-optimal vertex") == pytest.approx(([0.6], [1.0]))
    # the trivial classifiers and PC(+) named in the plot at their lines' ends, the rest in the
    # legend
    legend = [d["name"] for d in cost_fig["data"] if d.get("showlegend") is not False]
    assert legend == ["Cost lines (11 of 11)", "Cost curve (lower envelope)",
                      "Cost line of the threshold", "Cost at the threshold",
                      "Best achievable cost"]
    named = {a["text"]: (a["x"], a["y"], a["xanchor"]) for a in cost_fig["layout"]["annotations"]}
    assert xy(cost_fig, "Always negative") == ([0, 1], [0, 1])
    assert named["Always negative"] == (1, 1, "right")  # its top end, the top right corner
    assert xy(cost_fig, "Always positive") == ([0, 1], [1, 0])
    assert named["Always positive"] == (0, 1, "left")
    assert named["PC(+)"] == (pytest.approx(2 / 3), 0, "left")  # its foot, clear of the points
    pc_name = next(a for a in cost_fig["layout"]["annotations"] if a["text"] == "PC(+)")
    assert pc_name["xshift"] >= 13 / 2  # half the points' marker size


def test_moving_the_prior_moves_the_pc_marker():
    at = cost_page()
    assert xy(plotly_figures(at)[0], "PC(+)")[0] == pytest.approx([0.5, 0.5])  # data's share
    set_costs(at, prior=0.2)
    assert xy(plotly_figures(at)[0], "PC(+)")[0] == pytest.approx([0.2, 0.2])
    at.slider(key="cost_prior_slider").set_value(0.8).run()
    assert xy(plotly_figures(at)[0], "PC(+)")[0] == pytest.approx([0.8, 0.8])
    marker = next(a for a in plotly_figures(at)[0]["layout"]["annotations"] if a["text"] == "PC(+)")
    assert (marker["x"], marker["xanchor"]) == (pytest.approx(0.8), "right")  # kept in the plot
    assert at.number_input(key="cost_prior_number").value == pytest.approx(0.8)
    # p = 0.8, C(−|+) = 1, C(+|−) = 4: PC = 0.8 / (0.8 + 0.8)
    set_costs(at, cost_fp=4.0)
    assert xy(plotly_figures(at)[0], "PC(+)")[0] == pytest.approx([0.5, 0.5])


def test_use_this_threshold_moves_the_confusion_page():
    at = set_costs(cost_page(), cost_fn=2.0)
    at.button(key="cost_use_threshold").click().run()
    assert at.select_slider(key="threshold_slider").value == 0.2  # score 0.25's counts
    at.switch_page("app_pages/confusion.py").run()
    assert not at.exception, at.exception
    assert counts(at) == (5, 3, 2, 0)  # the top eight of N P P P N N P P N N


def test_use_this_threshold_when_always_negative_is_best():
    at = set_costs(cost_page(), prior=0.1)
    assert "all negative (above every score)" in at.markdown[0].value
    at.button(key="cost_use_threshold").click().run()
    assert at.select_slider(key="threshold_slider").value == float("inf")
    at.switch_page("app_pages/confusion.py").run()
    assert counts(at) == (0, 0, 5, 5)
    assert at.number_input(key="threshold_number").value is None  # empty: "all negative"


def test_prior_starts_at_each_datasets_share():
    at = set_costs(cost_page(), prior=0.3)
    choose_example(at, "seed002_six")  # four of six positive
    assert at.number_input(key="cost_prior_number").value == pytest.approx(4 / 6)


def test_zero_costs_say_what_is_wrong():
    at = set_costs(cost_page(), cost_fn=0.0, cost_fp=0.0)
    assert "no mistake costs anything" in at.error[0].value
    assert not plotly_figures(at)


def test_renders_in_chinese():
    at = set_costs(cost_page(lang="zh"), cost_fn=2.0)
    assert at.title[0].value == "代价曲线"
    shown = metric_values(at)
    assert shown["正例概率代价 PC(+)"] == "0.6667"
    assert shown["代价敏感错误率"] == "0.6000"
    assert shown["期望总体代价（面积）"] == "0.1750"
    assert at.button(key="cost_use_threshold").label == "使用此阈值"
    names = {d.get("name") for d in plotly_figures(at)[0]["data"]}
    assert {"代价曲线（下包络）", "全部预测为反例", "全部预测为正例"} <= names


@pytest.mark.parametrize("cost, top", [(50.0, 50.0), (12.5, 20.0), (3.0, 10.0), (730.0, 1000.0)])
def test_the_slider_shows_the_cost_in_use(cost, top):
    """A typed false-negative cost beyond the slider's range extends the range to a round number
    (1, 2 or 5 × 10ᵏ) at or above it: slider, box and PC(+) all use the typed cost."""
    at = set_costs(cost_page(), cost_fn=cost, cost_fp=1.0)
    slider = at.slider(key="cost_fn_slider")
    assert slider.value == cost == at.number_input(key="cost_fn_number").value
    assert slider.max == top and slider.min == 0.0
    pc = probability_cost(0.5, cost_fn=cost, cost_fp=1)  # p(+) = 0.5 on seed 001 A
    assert metric_values(at)["Probability cost PC(+)"] == f"{pc:.4f}"
    set_costs(at, cost_fn=2.0)
    assert at.slider(key="cost_fn_slider").value == 2.0
    assert at.slider(key="cost_fn_slider").max == 10.0

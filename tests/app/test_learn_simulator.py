"""AppTest of the Learn page's distribution simulator (view 3), drawn by a tiny wrapper
around show_simulator in both languages: its numbers against scikit-learn and SciPy on the same
sample, the prevalence keeping AUC and the ROC while moving AP and the P-R curve, the seed
reproducing a sample, "Draw again" drawing a new one, bad settings keeping the last sample."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.stats import norm
from sklearn.metrics import average_precision_score, roc_auc_score
from streamlit.testing.v1 import AppTest

from evalcore.teaching import simulate_scores
from evalcore.view.layout import CLASSROOM_HEIGHT, LEGEND_ROW, PROJECTOR_HEIGHT
from evalcore.view.formatting import format_value
from tests.app.helpers import input_errors, metric_values, plotly_array, plotly_figures

BINORMAL = {"mu0": 0.0, "sd0": 1.0, "mu1": 1.5, "sd1": 1.0}
THEORY_AUC = norm.cdf(1.5 / math.sqrt(2))  # 0.8556


def simulator_app() -> None:
    import streamlit as st

    from dashboard.learn.simulator_view import show_simulator
    from dashboard.shell import guard

    st.session_state.setdefault("lang", st.query_params.get("lang", "en"))
    st.session_state[guard.PAGE] = "learn"  # the page the simulator lives on (its report's name)
    show_simulator()


def open_simulator(lang: str = "en") -> AppTest:
    at = AppTest.from_function(simulator_app, default_timeout=60)
    at.session_state["sticky_live_view"] = False  # the server-drawn threshold, which AppTest moves
    at.query_params["lang"] = lang
    at.run()
    assert not at.exception, at.exception
    return at


def numbers(at: AppTest, *labels: str) -> list[float]:
    values = metric_values(at)
    return [float(values[label].replace(",", "")) for label in labels]


def trace(at: AppTest, figure: int, name_start: str) -> dict:
    return next(d for d in plotly_figures(at)[figure]["data"]
                if d.get("name", "").startswith(name_start))


def sample(prevalence: float, seed: int, n: int = 5000):
    return simulate_scores("binormal", BINORMAL, n, prevalence, seed)


def test_default_sample_matches_scikit_learn_and_the_formula():
    at = open_simulator()
    y, scores = sample(0.5, 0)
    auc, theory, ap, tp, fp = numbers(at, "AUC (this sample)", "AUC (theory)", "AP (this sample)",
                                      "TP (true positive)", "FP (false positive)")
    assert auc == round(roc_auc_score(y, scores), 4)
    assert theory == round(THEORY_AUC, 4) == 0.8556
    assert ap == round(average_precision_score(y, scores), 4)
    assert (tp, fp) == ((scores[y] >= 0.75).sum(), (scores[~y] >= 0.75).sum())  # threshold 0.75
    assert any("Φ(1.0607) = 0.8556" in c.value for c in at.caption)
    # under the controls ROC | P-R side by side, then the densities (and the cost curve)
    assert [f["layout"]["title"]["text"] for f in plotly_figures(at)][:3] == [
        "ROC curve", "P-R curve", "Score distributions by class"]


def test_prevalence_keeps_auc_and_roc_but_moves_precision_and_pr():
    at = open_simulator()
    roc_theory = trace(at, 0, "Theory (AUC 0.8556)")["y"]
    pr_theory = trace(at, 1, "Theory at this share")["y"]
    precision_half = numbers(at, "P (precision)")[0]
    at.select_slider(key="sim_prevalence").set_value(0.01).run()
    assert not at.exception
    y, scores = sample(0.01, 0)
    assert y.sum() == 50
    auc, theory, ap, precision = numbers(at, "AUC (this sample)", "AUC (theory)",
                                         "AP (this sample)", "P (precision)")
    assert theory == 0.8556 and trace(at, 0, "Theory (AUC 0.8556)")["y"] == roc_theory
    assert auc == round(roc_auc_score(y, scores), 4) == pytest.approx(THEORY_AUC, abs=0.05)
    assert ap == round(average_precision_score(y, scores), 4) < 0.2
    assert precision == round((scores[y] >= 0.75).sum() / (scores >= 0.75).sum(), 4)
    assert precision < precision_half / 10
    assert trace(at, 1, "Theory at this share")["y"] != pr_theory
    assert any("PC(+) is the share of positives, 0.0100" in c.value for c in at.caption)


def test_seed_reproduces_the_sample_and_draw_again_draws_a_new_one():
    at = open_simulator()
    first = numbers(at, "AUC (this sample)", "TP (true positive)")
    at.button(key="sim_draw_again").click().run()
    assert not at.exception
    assert at.number_input(key="sim_seed").value == 1
    y, scores = sample(0.5, 1)
    second = numbers(at, "AUC (this sample)", "TP (true positive)")
    assert second == [round(roc_auc_score(y, scores), 4), (scores[y] >= 0.75).sum()]
    assert second != first
    draws = trace(at, 4, "Draws")
    assert plotly_array(draws["x"]) == [0, 1]
    assert [round(v, 4) for v in plotly_array(draws["y"])] == [first[0], second[0]]
    assert any(c.value.startswith("2 draws: AUC mean") for c in at.caption)
    aucs = [roc_auc_score(*sample(0.5, seed)) for seed in (0, 1)]
    sd = format_value(np.std(aucs))  # seed 004's σ (1/K), as the Resampling and Folds pages
    assert any(f", SD {sd} (" in c.value for c in at.caption), sd
    at.number_input(key="sim_seed").set_value(0).run()
    assert numbers(at, "AUC (this sample)", "TP (true positive)") == first  # same seed, same draw
    assert plotly_array(trace(at, 4, "Draws")["x"]) == [0, 1]  # the history keeps both
    at.select_slider(key="sim_prevalence").set_value(0.2).run()
    assert plotly_array(trace(at, 4, "Draws")["x"]) == [0]  # a new population: a new history


def test_chinese_and_a_bad_setting_keeps_the_last_sample():
    at = open_simulator("zh")
    labels = metric_values(at)
    assert {"AUC（本样本）", "AUC（理论值）", "AP（本样本）"} <= set(labels)
    assert labels["AUC（理论值）"] == "0.8556"
    at.select_slider(key="sim_prevalence").set_value(0.001).run()
    kept = metric_values(at)
    at.number_input(key="sim_n").set_value(200).run()  # 0.2 positives: rounds to none
    assert not at.exception
    assert input_errors(at) == ["在 n = 200、正例比例为 0.001 时，样本将有 0 个正例和 200 个反例；"
                                "ROC 曲线需要正例和反例各至少一个。请增大 n 或正例比例。"]
    assert metric_values(at) == kept
    assert any(c.value == "当前显示的是上一次能够抽取的样本。" for c in at.caption)


def test_beta_family():
    at = open_simulator()
    at.radio(key="sim_family").set_value("beta").run()
    assert not at.exception
    params = {"a0": 2.0, "b0": 5.0, "a1": 5.0, "b1": 2.0}
    y, scores = simulate_scores("beta", params, 5000, 0.5, 0)
    auc, theory = numbers(at, "AUC (this sample)", "AUC (theory)")
    assert auc == round(roc_auc_score(y, scores), 4)
    # P(s₁ > s₀) = P(s₀ + s₀' < 1) for s₀, s₀' ~ Beta(2, 5): a large sample
    pairs = np.random.default_rng(0).beta(2, 5, (2, 400_000))
    assert theory == pytest.approx((pairs.sum(axis=0) < 1).mean(), abs=0.003)
    assert at.slider(key="sim_threshold").value == 0.75  # kept: inside beta's [0, 1]
    assert numbers(at, "TP (true positive)")[0] == (scores[y] >= 0.75).sum()
    at.radio(key="sim_family").set_value("binormal").run()
    at.number_input(key="sim_mu1").set_value(9.0).run()
    at.slider(key="sim_threshold").set_value(11.5).run()  # the range reaches μ₁ + 3σ₁ = 12
    at.number_input(key="sim_mu1").set_value(1.5).run()
    assert at.slider(key="sim_threshold").value == 4.5  # clamped into the new range [-3, 4.5]


@pytest.mark.parametrize("classroom", [False, True])
def test_classroom_mode_adds_a_row_of_height_per_legend_entry(classroom):
    """At the classroom font every legend name takes a row: the figures grow by those rows, so
    the plots keep their height (the cost plot was squashed to ~60 px, its legend scrolling);
    the two figures of a row grow alike, so that their plots line up."""
    at = AppTest.from_function(simulator_app, default_timeout=60)
    at.session_state["sticky_live_view"] = False
    at.session_state["sticky_classroom"] = classroom  # the sidebar toggle's kept value
    at.run()
    assert not at.exception, at.exception
    figures = plotly_figures(at)

    def entries(figure: dict) -> int:
        return len({d.get("legendgroup") or d["name"] for d in figure["data"]
                    if d.get("name") and d.get("showlegend") is not False})

    # the cost figure: lines, envelope, threshold line and the two points (the trivial classifiers
    # and PC(+) are named in the plot)
    assert entries(figures[3]) == 5
    heights = [figure["layout"]["height"] for figure in figures[:4]]
    if not classroom:  # ROC | P-R, then densities | cost, each at the projector height
        assert heights == [PROJECTOR_HEIGHT] * 4
        return
    # ROC | P-R alike (their plots line up); the densities and the cost curve one under the
    # other, each with its own legend's rows
    extra = max(entries(figures[0]), entries(figures[1])) * LEGEND_ROW
    assert heights[:2] == [CLASSROOM_HEIGHT + extra] * 2
    assert heights[2:] == [CLASSROOM_HEIGHT + entries(figures[i]) * LEGEND_ROW for i in (2, 3)]

"""AppTest: the Learn page, views 1 and 2, in both languages. Seed 001's learner A by
hand (the path the seed prints, AUC 0.64, ℓrank 9/25), learner B (AUC 0.32), steps and pairs
against scikit-learn and a brute-force double loop on a large upload with ties, "use this
threshold" seen on the Confusion page, play, classroom mode, and multiclass data refused."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from dashboard.i18n import translate
from evalcore.view.formatting import format_exact
from evalcore.examples import all_examples
from evalcore.io import load_binary
from tests.app.helpers import (csv_bytes, metric_values, open_app, plotly_array,
                               plotly_figures, upload)

LEARN = "app_pages/learn.py"
# seed 001: learner A's samples by score descending are N P P P N N P P N N (scores 0.95 … 0.05)
PATH_X = [0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1]
PATH_Y = [0, 0, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1, 1, 1]


def grid_values(z) -> np.ndarray:
    """A heatmap's z, decoding Plotly's base64 typed arrays ({"dtype", "bdata", "shape"})."""
    if isinstance(z, dict):
        shape = tuple(int(v) for v in str(z["shape"]).split(","))
        return np.array(plotly_array(z)).reshape(shape)
    return np.array(z, dtype=float)


def trace(figure: dict, name: str) -> dict | None:
    return next((d for d in figure["data"] if d.get("name") == name), None)


def xy(figure: dict, name: str) -> tuple[list, list]:
    found = trace(figure, name)
    return plotly_array(found["x"]), plotly_array(found["y"])


def learner(key: str = "seed001_a", lang: str = "en"):
    return open_app(LEARN, lang=lang, example=key)


def click(at, key: str):
    at.button(key=key).click().run()
    assert not at.exception, at.exception
    return at


def test_seed001_learner_a_step_by_step_by_hand():
    at = learner()
    values = metric_values(at)
    assert (values["TP"], values["FP"], values["Precision P"]) == ("0", "0", "—")
    strip, roc, pr = plotly_figures(at)
    assert trace(strip, "At the threshold") is None  # nothing predicted positive yet
    assert xy(roc, "Path so far") == ([0], [0])
    assert at.caption[0].value.startswith("Step 0 of 10")

    at = click(at, "learn_forward")  # threshold 0.95: a negative, right 1/m⁻
    assert at.session_state["learn_step"] == 1
    values = metric_values(at)
    assert (values["TP"], values["FP"], values["FPR"], values["TPR"]) == ("0", "1", "0.2", "0")
    strip = plotly_figures(at)[0]
    assert xy(strip, "At the threshold") == ([1], [0.95])  # the highlighted sample: rank 1
    # the book sets the threshold to the sample's score, 0.95
    assert "threshold 0.95, 1 negative at this score → right 1/m⁻ (m⁻ = 5)" in at.caption[0].value

    for _ in range(3):  # three positives: 0.85, 0.75, 0.65, each up 1/m⁺
        at = click(at, "learn_forward")
    values = metric_values(at)
    assert (values["TP"], values["FP"], values["TPR"], values["Precision P"],
            values["Recall R"]) == ("3", "1", "0.6", "0.75", "0.6")
    strip, roc, pr = plotly_figures(at)
    assert xy(strip, "At the threshold") == ([4], [0.65])
    assert xy(roc, "Path so far") == pytest.approx((PATH_X[:5], PATH_Y[:5]))
    assert xy(pr, "This step") == ([0.6], [0.75])

    at = click(at, "learn_last")
    strip, roc, pr = plotly_figures(at)
    assert xy(roc, "Path so far") == pytest.approx((PATH_X, PATH_Y))  # the seed's coordinates
    assert metric_values(at)["Area so far"] == "0.64"
    sums = [m.value for m in at.markdown if m.value.startswith("Area so far")]
    # the trapezoids of the right moves: 0.2·0 + 0.2·0.6 + 0.2·0.6 + 0.2·1 + 0.2·1
    assert sums == ["Area so far = Σ ½·(x₂ − x₁)·(y₁ + y₂) = 0 + 0.12 + 0.12 + 0.2 + 0.2 = "
                    "**0.6400** — the whole area is AUC = 0.6400."]
    assert roc["layout"]["title"]["text"] == "ROC so far: area 0.6400"


def test_steps_equal_scikit_learn_and_the_slider_moves_the_step():
    at = learner("breast_cancer_tree")  # 171 samples, 5 distinct scores: ties, diagonal moves
    example = all_examples()["breast_cancer_tree"]
    data = load_binary(example.build(), example.filename)
    fpr, tpr, thresholds = roc_curve(data.y_true, data.scores, drop_intermediate=False)
    at = click(at, "learn_last")
    roc = plotly_figures(at)[1]
    assert xy(roc, "Path so far") == pytest.approx((fpr.tolist(), tpr.tolist()))
    auc = roc_auc_score(data.y_true, data.scores)
    assert metric_values(at)["Area so far"] == f"{auc:.4f}".rstrip("0")
    at.slider[0].set_value(2).run()
    assert at.session_state["learn_step"] == 2
    values = metric_values(at)
    tp = int(round(tpr[2] * data.y_true.sum()))
    assert values["TP"] == str(tp)
    # the threshold is the score itself, 0.98496… (not 0.9, a shorter number below it)
    assert f"threshold {format_exact(thresholds[2])}," in at.caption[0].value
    assert "tied at this score → a diagonal" in at.caption[0].value


def test_use_this_threshold_then_confusion_shows_the_same_counts():
    at = learner()
    for _ in range(4):
        at = click(at, "learn_forward")  # threshold 0.65: TP 3, FP 1
    at = click(at, "learn_use_threshold")
    assert "the other pages use this threshold" in at.caption[0].value
    at.switch_page("app_pages/confusion.py").run()
    assert not at.exception
    values = metric_values(at)
    assert (values["TP (true positive)"], values["FP (false positive)"],
            values["TN (true negative)"], values["FN (false negative)"]) == ("3", "1", "4", "2")
    assert at.select_slider(key="threshold_slider").value == 0.6  # score 0.65's counts
    at.switch_page("app_pages/roc_pr.py").run()
    assert metric_values(at)["TP (true positive)"] == "3"


def test_play_advances_and_stops_at_the_end():
    at = learner()
    at = click(at, "learn_play_button")  # the first frame at once
    assert at.session_state["learn_step"] == 1 and at.session_state["learn_playing"] is True
    assert at.button(key="learn_play_button").label == "Pause"
    assert at.slider[0].disabled  # it shows the step while playing
    at = click(at, "learn_forward")  # a button press moves one step, without a frame on top
    assert at.session_state["learn_step"] == 2
    at = click(at, "learn_last")
    assert at.session_state["learn_step"] == 10 and at.session_state["learn_playing"] is True
    at.run()  # the next frame finds the end: the animation stops
    assert at.session_state["learn_step"] == 10 and at.session_state["learn_playing"] is False
    assert at.button(key="learn_play_button").label == "Play"
    at = click(at, "learn_play_button")  # at the end, play starts again from the start
    assert at.session_state["learn_step"] == 1


@pytest.mark.parametrize("key, losses, fraction, auc", [
    ("seed001_a", "9", "9/25", "0.6400"), ("seed001_b", "17", "17/25", "0.3200")])
def test_pairs_view_by_hand(key, losses, fraction, auc):
    at = learner(key)
    at.radio(key="learn_view").set_value("pairs").run()
    assert not at.exception
    values = metric_values(at)
    assert (values["Positives m⁺"], values["Negatives m⁻"], values["Pairs m⁺m⁻"],
            values["Rank losses"], values["Ties"]) == ("5", "5", "25", losses, "0")
    formula, identity = (m.value for m in at.markdown[:2])
    assert formula == (f"ℓrank = (losses + ½·ties) / (m⁺m⁻) = ({losses} + ½·0) / (5·5) = "
                       f"{fraction} = **{1 - float(auc):.4f}**")
    assert identity.startswith(f"AUC = 1 − ℓrank = 1 − {1 - float(auc):.4f} = **{auc}**")
    assert identity.endswith(f"(view 1): {auc}")  # the area of the step-by-step view
    grid = plotly_figures(at)[0]["data"][0]
    z = grid_values(grid["z"])
    assert z.shape == (5, 5) and int((z == 0).sum()) == int(losses)
    # brute force: cell (i, j) is 1 when the i-th positive outscores the j-th negative
    data = load_binary(all_examples()[key].build(), all_examples()[key].filename)
    pos = np.sort(data.scores[data.y_true])[::-1]
    neg = np.sort(data.scores[~data.y_true])[::-1]
    assert np.array_equal(z, (pos[:, None] > neg[None, :]) + 0.5 * (pos[:, None] == neg[None, :]))
    assert "positive #" in grid["hovertemplate"] and "negative #" in grid["hovertemplate"]


def test_large_upload_strip_sample_and_pair_blocks_equal_references():
    rng = np.random.default_rng(7)
    n = 1200
    y = rng.random(n) < 0.3
    scores = np.round(rng.normal(y * 1.0, 1.0) / 4, 2)  # heavy ties
    at = upload(open_app(LEARN), "big.csv", csv_bytes(pd.DataFrame({"y_true": y.astype(int),
                                                                    "score": scores})))
    strip = plotly_figures(at)[0]
    shown = [len(plotly_array(d["x"])) for d in strip["data"][:2]]
    assert sum(shown) == 100  # the default sample size, by class: 30 % positive
    assert shown[0] == round(100 * y.sum() / n)
    assert strip["layout"]["title"]["text"] == "100 of 1,200 samples by score (seed 0)"
    at.number_input(key="learn_strip_seed").set_value(3).run()
    assert plotly_figures(at)[0]["layout"]["title"]["text"].endswith("(seed 3)")
    at = click(at, "learn_last")
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    assert xy(plotly_figures(at)[1], "Path so far") == pytest.approx((fpr.tolist(), tpr.tolist()))
    at.radio(key="learn_view").set_value("pairs").run()
    # brute force: every (positive, negative) pair
    pos, neg = scores[y][:, None], scores[~y][None, :]
    losses, ties = int((pos < neg).sum()), int((pos == neg).sum())
    values = metric_values(at)
    assert (values["Rank losses"], values["Ties"]) == (f"{losses:,}", f"{ties:,}")
    auc = roc_auc_score(y, scores)
    assert f"= **{auc:.4f}**" in at.markdown[1].value
    assert any("blocks" in c.value for c in at.caption)
    grid = plotly_figures(at)[0]["data"][0]
    assert "ranked" in grid["hovertemplate"]


def test_both_views_in_chinese():
    at = learner(lang="zh")
    assert at.title[0].value == "学习：ROC、AUC 与 ℓrank"
    at = click(at, "learn_forward")
    values = metric_values(at)
    assert values["假正例率 FPR"] == "0.2" and values["真正例率 TPR"] == "0"
    assert values["查准率 P"] == "0" and values["查全率 R"] == "0"
    assert at.caption[0].value.startswith("第 1 步（共 10 步）：阈值 0.95，该预测值有 1 个反例")
    at.radio(key="learn_left").set_value("histogram").run()  # seed 003: the cut slides 1 → 0
    histogram = plotly_figures(at)[0]
    assert [shape["x0"] for shape in histogram["layout"]["shapes"]] == [0.95]
    at = click(at, "learn_forward")
    assert [shape["x0"] for shape in plotly_figures(at)[0]["layout"]["shapes"]] == [0.85]
    at.radio(key="learn_view").set_value("pairs").run()
    assert metric_values(at)["排序错误"] == "9"
    assert "= 9/25 = **0.3600**" in at.markdown[0].value
    assert at.markdown[0].value.startswith("ℓrank = (排序错误 + ½·预测值相同) / (m⁺m⁻)")


def test_multiclass_data_says_what_learn_needs():
    at = open_app(LEARN, example="digits_logreg")
    assert [i.value for i in at.info] == [translate("learn_needs_binary", "en")]
    assert not plotly_figures(at)


def test_classroom_mode_enlarges_the_learn_figures():
    at = learner()
    assert {f["layout"].get("font", {}).get("size") for f in plotly_figures(at)} == {None}
    at.sidebar.toggle(key="classroom").set_value(True).run()
    assert [f["layout"]["font"]["size"] for f in plotly_figures(at)] == [18, 18, 18]
    at.radio(key="learn_view").set_value("pairs").run()
    assert plotly_figures(at)[0]["layout"]["font"]["size"] == 18


def test_the_pr_path_carries_no_label_box_the_tiles_give_p_and_r():
    """In a third of 1024 px the "P=…, R=…" box stuck out of the P-R plot: the tiles above give
    both numbers (here P = 3/6 and R = 3/5 at step 6 of learner A)."""
    at = learner()
    at.session_state["learn_step"] = 6
    at.run()
    values = metric_values(at)
    assert (values["Precision P"], values["Recall R"]) == ("0.5", "0.6")
    pr = plotly_figures(at)[2]
    assert not pr["layout"].get("annotations")
    assert xy(pr, "Path so far")[0][0] == pytest.approx(0.6)  # the step curve, from recall 0.6

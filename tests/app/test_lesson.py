"""AppTest: lesson mode. Every screen in both languages without an error, with the figures its
room draws; Back / Next and the progress; a fresh ``?screen=cost`` link opens the screen of that
name and ``?screen=N`` the N-th (a bad one says so and opens screen 1), and the URL names the
screen shown; the binary screens take the sidebar's data set (seed 001's learner A:
ℓrank 9/25 on the pairs screen) and refuse multiclass data with a message; seed 003's screen
shows the hand-countable numbers at 0.6."""

from __future__ import annotations

import io
import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from dashboard.lesson.view import SCREENS
from dashboard.live.view import INLINE_SENT
from evalcore.binary.stop_table import payload_columns
from evalcore.examples import all_examples
from evalcore.teaching import seed003_histogram
from tests.app.helpers import (metric_values, new_app, open_app, plotly_array,
                               plotly_figures, upload)
from tests.app.test_links import open_link

LESSON = "app_pages/lesson.py"
FIGURES = (2, 1, 3, 1, 1, 1, 2, 2, 1, 0, 1, 1, 1, 1, 1, 0, 1, 2, 2, 0)
"""Plotly figures per screen: matrix + histogram, P-R, the Learn page's three, seed 003's one
(histogram and ROC in one animated view),
the linked pairs, learners A and B's ROC curves, ROC + P-R, cost + hull, five ROC shapes, the
BEP question (none), the hold-out split (beside a table), estimates, estimates, out-of-bag, two
learners' fold errors, the variance question (none), the validation set, fit + MSE, regions + accuracy, the model
choice question (none)."""
HOLDOUT = 1 + [s.title for s in SCREENS].index("lesson_title_holdout")


def heading(at: AppTest) -> str:
    return at.title[0].value


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_screen_in_order_with_next_then_back(lang):
    at = open_app(LESSON, lang=lang, example="seed001_a")
    assert len(FIGURES) == len(SCREENS)
    for number, screen in enumerate(SCREENS, start=1):
        assert heading(at) == (f"{number} / {len(SCREENS)} · "
                               f"{translate(screen.title, lang)}")
        assert at.caption[0].value == translate(screen.caption, lang)
        assert len(plotly_figures(at)) == FIGURES[number - 1], number
        assert not at.error, (number, [e.value for e in at.error])
        assert at.button(key="lesson_back").disabled == (number == 1)
        assert at.button(key="lesson_next").disabled == (number == len(SCREENS))
        assert at.query_params["screen"] == screen.name
        if number < len(SCREENS):
            at.button(key="lesson_next").click().run()
            assert not at.exception, (number, at.exception)
    at.button(key="lesson_back").click().run()
    assert heading(at).startswith(f"{len(SCREENS) - 1} / ")


def test_a_fresh_link_opens_its_screen_in_its_language():
    at = open_link({"page": "lesson", "screen": "5", "lang": "zh", "example": "seed001_a"})
    assert heading(at) == f"5 / {len(SCREENS)} · " + translate("lesson_title_pairs", "zh")
    # learner A: 9 lost pairs of 25, ℓrank = 9/25
    assert any("9/25" in m.value for m in at.markdown)
    figure = plotly_figures(at)[0]
    assert [d.get("name") for d in figure["data"]][:2] == [
        translate("lesson_pairs_above", "zh"), translate("roc_header", "zh")]


def test_a_bad_screen_number_says_so_and_opens_the_first():
    at = open_link({"page": "lesson", "screen": "99"})
    assert heading(at).startswith(f"1 / {len(SCREENS)} · ")
    assert any("screen" in w.value for w in at.warning)


def test_a_link_by_name_opens_that_screen_and_the_url_names_the_screen_shown():
    names = [screen.name for screen in SCREENS]
    assert len(set(names)) == len(SCREENS) and "cost" in names
    cost = names.index("cost") + 1
    at = open_link({"page": "lesson", "screen": "cost", "example": "seed001_a"})
    assert heading(at) == f"{cost} / {len(SCREENS)} · " + translate("lesson_title_cost", "en")
    assert not at.warning and not at.exception
    assert at.query_params["screen"] == "cost"
    at.button(key="lesson_next").click().run()
    assert heading(at).startswith(f"{cost + 1} / ")
    assert at.query_params["screen"] == names[cost]


def test_a_number_still_opens_that_position_and_the_url_then_names_it():
    at = open_link({"page": "lesson", "screen": "8", "example": "seed001_a"})
    assert heading(at).startswith(f"8 / {len(SCREENS)} · ")
    assert at.query_params["screen"] == SCREENS[7].name


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_unknown_screen_name_says_so_and_opens_the_first(lang):
    at = open_link({"page": "lesson", "screen": "tresholds", "lang": lang})
    assert heading(at) == f"1 / {len(SCREENS)} · " + translate(SCREENS[0].title, lang)
    assert not at.exception
    assert any("tresholds" in w.value and "screen" in w.value for w in at.warning)
    assert at.query_params["screen"] == SCREENS[0].name


def test_seed003_screen_counts_at_06_and_the_roc_so_far():
    at = open_link({"page": "lesson", "screen": "4"})
    confusion = seed003_histogram().confusion_at(0.6)
    control = _slide_control(at)
    text = control["texts"][control["index"]]
    assert text.startswith("At threshold 0.6") and control["values"][control["index"]] == "0.6"
    for name in ("tp", "fp", "tn", "fn"):
        assert f"{name.upper()} {int(getattr(confusion, name)):,}" in text
    (slide,) = plotly_figures(at)
    assert sorted(d["name"] for d in slide["data"] if d["xaxis"] == "x") == sorted(
        translate(k, "en") for k in ("tp_label", "fp_label", "tn_label", "fn_label"))
    frame = translate("lesson_hist_frame", "en", points=5, threshold="0.6", tp="3,171",
                      fp="838", tn="4,256", fn="1,735")
    assert slide["layout"]["title"]["text"] == frame
    assert len(slide["frames"]) == 11 and slide["frames"][4]["layout"]["title"]["text"] == frame
    assert slide["layout"]["updatemenus"][0]["buttons"][0]["label"] == translate(
        "lesson_hist_play", "en")
    at.session_state["lesson_hist_frame"] = 10  # as the browser tells it: threshold 0.0
    at.run()
    assert plotly_figures(at)[0]["layout"]["title"]["text"].endswith("11 of 11 points")
    control = _slide_control(at)
    assert control["index"] == 10 and control["texts"][10].startswith("At threshold 0.0")


def _slide_control(at: AppTest) -> dict:
    """The data of seed 003's slider (:mod:`dashboard.lesson.slide_control`)."""
    [component] = [c.proto for c in at.get("bidi_component")
                   if c.proto.component_name.endswith("lesson_slide_control")]
    return json.loads(component.json)


def test_a_highlighted_sample_marks_its_step_and_row():
    at = open_link({"page": "lesson", "screen": "5", "example": "seed001_a"})
    at.selectbox(key="lesson_pairs_sample").set_value(("pos", 3)).run()
    assert not at.exception
    figure = plotly_figures(at)[0]
    mark = next(d for d in figure["data"] if d.get("name") == "Its step and its pairs")
    assert mark["x"] == [0.6, 0.6]


def test_multiclass_data_on_a_binary_screen_says_what_it_needs():
    at = open_app(LESSON, example="digits_seed004")
    assert at.info[0].value == translate("lesson_needs_binary", "en")


def test_the_binary_screens_take_the_teachers_own_file():
    y, s = [1, 0, 1, 1, 0, 1, 0, 0], [0.8, 0.96, 0.4, 0.1, 0.15, 0.7, 0.3, 0.05]
    data = "y_true,score\n" + "".join(f"{a},{b}\n" for a, b in zip(y, s))
    at = upload(open_app(LESSON), "mine.csv", data.encode())
    values = metric_values(at)
    assert (values["TP (true positive)"], values["FP (false positive)"]) == ("2", "1")  # ≥ 0.5
    at.button(key="lesson_next").click().run()
    at.button(key="lesson_next").click().run()
    at.button(key="lesson_next").click().run()
    at.button(key="lesson_next").click().run()
    assert at.title[0].value.startswith("5 / ")
    # by hand: 0.96 beats all four positives, 0.15 and 0.3 beat 0.1: 6 of 16 pairs lost
    assert 1 - roc_auc_score(y, s) == 6 / 16
    assert any("(6 + ½·0) / (4·4) = 3/8" in m.value for m in at.markdown)


def test_the_step_screen_is_the_live_step_through_with_the_live_switch_on():
    """With the live switch on (the app's default) the step screen is the Learn page's live
    step-through: its component with seed 001's ten samples (eleven steps from (0, 0)), and no
    server-drawn figure."""
    at = open_app(LESSON, live=True, example="seed001_a")
    for _ in range(SCREENS.index(next(s for s in SCREENS if s.title == "lesson_title_steps"))):
        at.button(key="lesson_next").click().run()
    assert heading(at).startswith("3 / ")
    assert not at.error and not at.exception
    assert plotly_figures(at) == []
    [component] = [c.proto for c in at.get("bidi_component")
                   if c.proto.component_name == "evalcore.live"]
    sent = json.loads(component.json)
    assert sent["index"] == 0 and sent["url"].endswith(".json")
    # learner A's ten distinct scores: the start and ten steps, sent with the first run
    assert sent["inline"]["last"] == 10 and sent["inline"]["table"]["stops"] == 11


def test_the_pairs_screen_shows_the_auc_it_explains():
    """Learner A: AUC = 1 − 9/25 = 0.64, as scikit-learn computes it from the scores."""
    at = open_link({"page": "lesson", "screen": "5", "lang": "en", "example": "seed001_a"})
    data = all_examples()["seed001_a"].build()
    table = pd.read_csv(io.BytesIO(data))
    auc = roc_auc_score(table.iloc[:, 0], table.iloc[:, 1])
    assert auc == pytest.approx(0.64)
    assert any(f"= **{auc:.4f}** (formula 2.22)" in m.value for m in at.markdown)


def test_the_prevalence_screen_names_its_sample_and_keeps_the_theory_apart():
    """At 0.1 % positives the sample (n = 5000) has 5 positives; its ROC's AUC (scikit-learn on
    the same draw) is said beside the theory's, Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)) = Φ(1.5/√2)."""
    from scipy.stats import norm

    from dashboard.learn.simulator_view import DEFAULTS, Settings, simulate

    number = 1 + [s.title for s in SCREENS].index("lesson_title_prevalence")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "en",
                    "example": "seed001_a"})
    at.select_slider(key="lesson_prevalence").set_value(0.001).run()
    draw = simulate(Settings(family="binormal", params=tuple(DEFAULTS["binormal"].items()),
                             n=5000, prevalence=0.001, seed=0))
    auc = roc_auc_score(draw.y, draw.scores)
    theory = norm.cdf(1.5 / np.sqrt(2))
    caption = next(c.value for c in at.caption if c.value.startswith("This sample"))
    assert "5,000 samples, m⁺ = 5 positives, m⁻ = 4,995 negatives" in caption
    assert f"AUC {auc:.4f} against the theory's {theory:.4f}" in caption
    assert translate("lesson_title_prevalence", "en").startswith(
        "Fewer positives: the theoretical ROC stays")


def test_learners_a_and_b_on_one_screen_as_the_seed_compares_them():
    """Seed 001: A's ROC curve encloses B's, so A is better. A's ℓrank is the seed's 9/25; B's
    counted by hand (N P N N N P P P P N: the first positive is below one negative, the other
    four below four each: 1 + 16 = 17 of 25 pairs lost); the AUCs are scikit-learn's."""
    from evalcore.examples.compare import seed001_table

    number = 1 + [s.title for s in SCREENS].index("lesson_title_learners")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "zh"})
    assert heading(at) == f"{number} / {len(SCREENS)} · " + translate("lesson_title_learners",
                                                                      "zh")
    table = seed001_table()
    aucs = [roc_auc_score(table["label"], table[f"score_{k}"]) for k in "AB"]
    assert aucs == pytest.approx([1 - 9 / 25, 1 - 17 / 25])
    cells = at.table[0].value.to_numpy().tolist()
    assert cells == [["学习器 A", "0.6400", "9/25 = 0.3600"], ["学习器 B", "0.3200",
                                                            "17/25 = 0.6800"]]
    assert any("**A 优于 B**" in m.value for m in at.markdown)
    (figure,) = plotly_figures(at)
    names = [d.get("name") for d in figure["data"]]
    assert "学习器 A（AUC 0.6400）" in names and "学习器 B（AUC 0.3200）" in names


def test_the_knn_screen_names_its_classes_by_their_colour():
    """The decision regions' classes are named as the figure draws them (blue, orange, green),
    not by their ids 0, 1, 2."""
    from dashboard.generalization.figures import CLASS_COLORS

    number = 1 + [s.title for s in SCREENS].index("lesson_title_knn")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "zh"})
    regions = plotly_figures(at)[0]
    named = [(d.get("name"), d["marker"]["color"]) for d in regions["data"]
             if d.get("type") == "scatter" and d.get("name")]
    assert named == [("蓝色类", CLASS_COLORS[0]), ("测试样本，蓝色类", CLASS_COLORS[0]),
                     ("橙色类", CLASS_COLORS[1]), ("测试样本，橙色类", CLASS_COLORS[1]),
                     ("绿色类", CLASS_COLORS[2]), ("测试样本，绿色类", CLASS_COLORS[2])]
    assert CLASS_COLORS == ("#1f77b4", "#ff7f0e", "#2ca02c")  # blue, orange, green


def test_the_learners_test_screen_shows_evalcores_tests_in_chinese():
    """§2.4 on its screen: the fold errors of both learners, McNemar's table and both tests'
    numbers as evalcore computes them (checked against SciPy and statsmodels in
    tests/evalcore/test_learner_tests.py)."""
    from dashboard.lesson.learner_test_screen import MODEL_B, SETTINGS
    from evalcore.evaluation_methods.learner_tests import learner_tests

    result = learner_tests(SETTINGS, MODEL_B)
    number = 1 + [s.title for s in SCREENS].index("lesson_title_tests")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "zh"})
    assert not at.exception and not at.error
    (figure,) = plotly_figures(at)
    ys = [d["y"] for d in figure["data"]]
    assert [d["name"] for d in figure["data"]] == ["A：对数几率回归", "B：决策树"]
    np.testing.assert_allclose(plotly_array(ys[0]), result.fold_errors_a)
    np.testing.assert_allclose(plotly_array(ys[1]), result.fold_errors_b)
    (both, only_a), (only_b, neither) = result.mcnemar.table
    assert at.table[0].value.to_numpy().tolist() == [
        ["A 正确", str(both), str(only_a)], ["A 错误", str(only_b), str(neither)]]
    texts = " ".join(m.value for m in at.markdown)
    assert f"t = {result.ttest.statistic:.3f}，自由度 9" in texts
    assert f"= {result.mcnemar.statistic:.3f}" in texts
    assert result.ttest.p_value < 0.05 and "性能有显著差别" in texts
    assert not [m.value for m in at.markdown if "。 " in m.value]  # verdicts run on, as in Chinese


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_bep_question_explains_every_option_once_answered(lang):
    """Learner A's break-even point (worked by hand: the top five samples N P P P N give
    P = R = 3/5 at threshold 0.55): a wrong answer says the right one, and every option's
    explanation gives its P and R."""
    number = 1 + [s.title for s in SCREENS].index("lesson_title_quiz_bep")
    at = open_link({"page": "lesson", "screen": str(number), "lang": lang})
    assert not at.exception
    assert [b.label for b in at.button if b.key.startswith("lesson_option_")] == [
        "1 · 0.75", "2 · 0.55", "3 · 0.35", "4 · 0.15"]
    assert not any("P = 0.6000" in c.value for c in at.caption)
    at.button(key="lesson_option_1").click().run()
    texts = [c.value for c in at.caption]
    assert any(("P = 0.6000, R = 0.6000" in v or "P = 0.6000，R = 0.6000" in v)
               and v.startswith("✓ 2 · 0.55") for v in texts), texts
    assert any(v.startswith("✗ 1 · 0.75") and "0.6667" in v and "0.4000" in v for v in texts)
    shown = [m.value for m in at.markdown]
    assert translate("lesson_quiz_wrong", lang, answer="2 · 0.55") in shown
    at.button(key="lesson_option_2").click().run()
    assert translate("lesson_quiz_right", lang, answer="2 · 0.55") in [m.value for m in at.markdown]


def test_the_roc_question_asks_for_learner_bs_auc_and_gives_every_curves():
    """Five curves on the ten samples: AUC 1, 0.64 (A), 0.5 (all tied), 0.32 (B), 0; the
    question asks for 0.32, scikit-learn's AUC of learner B."""
    from evalcore.examples.compare import seed001_table

    table = seed001_table()
    auc_b = roc_auc_score(table["label"], table["score_B"])
    number = 1 + [s.title for s in SCREENS].index("lesson_title_quiz_roc")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "en"})
    assert f"AUC = {auc_b:.4f}?" in at.markdown[0].value
    (figure,) = plotly_figures(at)
    assert [d.get("name") for d in figure["data"][1:]] == ["①", "②", "③", "④", "⑤"]
    at.button(key="lesson_option_4").click().run()
    texts = " ".join(c.value for c in at.caption)
    for auc in ("1.0000", "0.6400", "0.5000", "0.3200", "0.0000"):
        assert f"AUC = {auc}" in texts
    assert at.markdown[1].value.startswith("**Right**")


def test_the_validation_screen_chooses_k_on_the_validation_set_and_tests_once():
    """§2.2.4: the split's three parts add up to D, the curve is each K's validation accuracy
    and the chosen K and its test accuracy are evalcore's (checked against GridSearchCV in
    tests/evalcore/test_validation_choice.py)."""
    from dashboard.lesson.own_data_screens import NEIGHBORS
    from evalcore.evaluation_methods.neighbors import neighbors_data
    from evalcore.evaluation_methods.validation import validation_choice

    choice = validation_choice(neighbors_data(*NEIGHBORS))
    number = 1 + [s.title for s in SCREENS].index("lesson_title_validation")
    at = open_link({"page": "lesson", "screen": str(number), "lang": "zh"})
    assert not at.exception and not at.error
    (figure,) = plotly_figures(at)
    bars = [d for d in figure["data"] if d["type"] == "bar"]
    assert [d["x"][0] for d in bars] == [choice.n_fit, choice.n_validation, choice.n_test]
    assert sum(d["x"][0] for d in bars) == NEIGHBORS[0]
    curve = next(d for d in figure["data"] if d["type"] == "scatter" and d.get("mode") ==
                 "lines+markers")
    np.testing.assert_allclose(plotly_array(curve["y"]), choice.validation_accuracy)
    text = " ".join(m.value for m in at.markdown)
    assert f"**K = {choice.chosen}**" in text and f"**{choice.test_accuracy:.4f}**" in text


def _live_view(at: AppTest) -> dict:
    """The live view's data as the last run sent it, with its table (``inline``: the run is made
    again as the first to show it)."""
    at.session_state[INLINE_SENT] = []
    at.run()
    [component] = [c.proto for c in at.get("bidi_component")
                   if c.proto.component_name.endswith("evalcore.live")]
    return json.loads(component.json)


def test_the_threshold_screens_are_the_live_view_on_a_projector():
    """With the live switch on, screens 1 and 2 are the live threshold view (no server-drawn
    figure): screen 1 the matrix and the histogram, screen 2 the P-R figure alone, both without
    the table of measures (a clicker cannot scroll to it); seed 001's learner A at 0.5 is stop
    TP 3, FP 2 as the CLI counts it."""
    at = open_app(LESSON, live=True, example="seed001_a")
    first = _live_view(at)["inline"]
    assert plotly_figures(at) == [] and not at.error
    assert first["projector"] is True and first["measures"] == [] and first["curves"] is None
    assert first["hist"] is not None
    at.button(key="lesson_next").click().run()
    assert heading(at).startswith("2 / ") and plotly_figures(at) == []
    sent = _live_view(at)
    second = sent["inline"]
    assert set(second["curves"]) == {"pr"} and second["projector"] is True
    assert second["id"] != first["id"]
    columns = payload_columns(second["table"])
    at_stop = {name: column[sent["index"]] for name, column in columns.items()}
    assert (at_stop["tp"], at_stop["fp"], at_stop["tn"], at_stop["fn"]) == (3, 2, 3, 2)


@pytest.mark.parametrize("screen,builders", [
    ("cost", ("dashboard.lesson.binary_screens.cost_curve_figure",
              "dashboard.lesson.binary_screens.roc_hull_figure")),
    ("knn", ("dashboard.generalization.view.regions_figure",
             "dashboard.generalization.view.accuracy_figure"))])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_screen_shown_again_sends_the_same_figures_without_building_them(monkeypatch, screen,
                                                                           builders, lang):
    """The cost and KNN screens opened by a second session at the same settings send the
    figures the first one built, unchanged (not made larger for classroom mode a second time),
    and build none."""
    link = {"page": "lesson", "screen": screen, "example": "seed001_a", "lang": lang,
            "classroom": "1"}
    first = [chart.proto.spec for chart in open_link(link).get("plotly_chart")]
    built = []
    for path in builders:
        module, name = path.rsplit(".", 1)
        real = getattr(__import__(module, fromlist=[name]), name)
        monkeypatch.setattr(path, lambda *a, _real=real, **k: built.append(1) or _real(*a, **k))
    again = [chart.proto.spec for chart in open_link(link).get("plotly_chart")]
    assert len(first) == 2 and again == first and built == []


def _box_figures(at: AppTest) -> list[dict]:
    """The figures the page sends to be drawn at their boxes' size
    (:func:`dashboard.live.figure.box_figure`), in order."""
    sent = [json.loads(c.proto.json) for c in at.get("bidi_component")]
    return [json.loads(data["figure"]) for data in sent if data.get("view") == "boxFigure"]


@pytest.mark.parametrize("screen", ["histogram", "prevalence", "cost", "degree", "knn"])
def test_with_the_live_switch_on_the_screens_figures_are_sent_to_the_browser_unchanged(screen):
    """The live switch on (the app's default): each figure a screen draws with
    ``st.plotly_chart`` when the switch is off is sent whole to be laid out once at its box's
    size in the browser instead (the same figure builder, the same figure: data, layout and
    frames), and no figure goes to ``st.plotly_chart``."""
    link = {"page": "lesson", "screen": screen, "example": "seed001_a", "classroom": "1"}
    served = plotly_figures(open_link(link))
    live = new_app(live=True)
    live.query_params = dict(link)
    live.run()
    assert not live.exception, live.exception
    assert served and plotly_figures(live) == []
    assert _box_figures(live) == served

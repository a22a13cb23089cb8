"""AppTest: lesson mode. Every screen in both languages without an error, with the figures its
room draws; Back / Next and the progress; a fresh ``?screen=N`` link opens screen N (a bad one
says so and opens screen 1); the binary screens take the sidebar's data set (seed 001's learner A:
ℓrank 9/25 on the pairs screen) and refuse multiclass data with a message; seed 003's screen
shows the hand-countable numbers at 0.6."""

from __future__ import annotations

import base64
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
from evalcore.examples import all_examples
from evalcore.teaching import seed003_histogram
from tests.app.helpers import choose_example, metric_values, open_app, plotly_figures, upload
from tests.app.test_links import open_link

LESSON = "app_pages/lesson.py"
FIGURES = (2, 1, 3, 1, 1, 2, 2, 1, 1, 1, 1, 2, 2)
"""Plotly figures per screen: matrix + histogram, P-R, the Learn page's three, seed 003's one
(histogram and ROC in one animated view),
the linked pairs, ROC + P-R, cost + hull, the hold-out split (beside a table), estimates,
estimates, out-of-bag, fit + MSE, regions + accuracy."""
HOLDOUT = 8


def heading(at: AppTest) -> str:
    return at.title[0].value


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_screen_in_order_with_next_then_back(lang):
    at = choose_example(open_app(LESSON, lang=lang), "seed001_a")
    assert len(FIGURES) == len(SCREENS)
    for number, screen in enumerate(SCREENS, start=1):
        assert heading(at) == (f"{number} / {len(SCREENS)} · "
                               f"{translate(screen.title, lang)}")
        assert at.caption[0].value == translate(screen.caption, lang)
        assert len(plotly_figures(at)) == FIGURES[number - 1], number
        assert not at.error, (number, [e.value for e in at.error])
        assert at.button(key="lesson_back").disabled == (number == 1)
        assert at.button(key="lesson_next").disabled == (number == len(SCREENS))
        assert at.query_params["screen"] == str(number)
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
    at = choose_example(open_app(LESSON), "digits_seed004")
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
    at = choose_example(open_app(LESSON, live=True), "seed001_a")
    for _ in range(SCREENS.index(next(s for s in SCREENS if s.title == "lesson_title_steps"))):
        at.button(key="lesson_next").click().run()
    assert heading(at).startswith("3 / ")
    assert not at.error and not at.exception
    assert plotly_figures(at) == []
    [component] = [c.proto for c in at.get("bidi_component")
                   if c.proto.component_name.endswith("evalcore_learn_steps")]
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

    at = open_link({"page": "lesson", "screen": "6", "lang": "en", "example": "seed001_a"})
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
    at = choose_example(open_app(LESSON, live=True), "seed001_a")
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
    table = second["table"]
    columns = np.frombuffer(base64.b64decode(table["block"]), dtype="<f8").reshape(
        len(table["columns"]), table["stops"])
    at_stop = dict(zip(table["columns"], columns[:, sent["index"]]))
    assert (at_stop["tp"], at_stop["fp"], at_stop["tn"], at_stop["fn"]) == (3, 2, 3, 2)

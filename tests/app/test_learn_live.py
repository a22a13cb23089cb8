"""The Learn page's step-through answered in the browser: what it is sent (the construction's
arrays, checked against scikit-learn's ROC points and seed 001's learner A worked by hand), and
the page with the live switch on and off in both languages (what the browser does with the data
is tested in tests/browser/test_learn_live.py)."""

from __future__ import annotations

import base64
import io
import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_curve

from dashboard.learn.figures import StripData
from dashboard.learn.live_steps_data import LIVE_STEPS, sent_steps, steps_data
from evalcore.binary import threshold_sweep
from evalcore.histogram import sweep_histogram
from evalcore.teaching.steps import steps_of
from tests.app.helpers import metric_values, open_app, plotly_figures
from tests.app.test_learn_page import LEARN, PATH_X, PATH_Y


def columns(data: dict) -> dict[str, np.ndarray]:
    """The sent block decoded as the browser decodes it: one float64 column after another."""
    table = data["table"]
    block = np.frombuffer(base64.b64decode(table["block"]), dtype="<f8")
    return {name: block[k * table["stops"]:(k + 1) * table["stops"]]
            for k, name in enumerate(table["columns"])}


def data_of(y, scores, limit: int = LIVE_STEPS) -> dict:
    sweep = threshold_sweep(np.asarray(y, dtype=bool), np.asarray(scores, dtype=float))
    steps = steps_of(sweep)
    order = np.argsort(-np.asarray(scores, dtype=float), kind="stable")
    strip = StripData(numbers=order + 1, scores=np.asarray(scores, float)[order],
                      positive=np.asarray(y, bool)[order])
    return steps_data(steps, sweep, identity="test", left="samples", strip=strip,
                      strip_title="strip", histogram=sweep_histogram(sweep), weighted=False,
                      classroom=False, limit=limit)


def test_seed001_learner_a_path_as_sent_is_the_worked_example():
    from evalcore.examples import all_examples

    table = pd.read_csv(io.BytesIO(all_examples()["seed001_a"].build()))
    data = data_of(table.iloc[:, 0].to_numpy() == 1, table.iloc[:, 1].to_numpy())
    sent = columns(data)
    assert sent["fpr"].tolist() == pytest.approx(PATH_X) and sent["tpr"].tolist() == (
        pytest.approx(PATH_Y))
    assert sent["step"].tolist() == list(range(11))
    assert sent["area"][-1] == pytest.approx(0.64)  # learner A's AUC
    assert data["moves"][3] == "3 / 10" and data["captions"][0].startswith("Step 0 of 10")
    # the strip: samples above / at or above each step's threshold (one sample per score here)
    assert sent["strip_cut"].tolist() == list(range(11))
    assert sent["strip_above"].tolist() == [0, *range(10)]
    # each sample's score written beside it, by score descending (the seed's table), with room
    # right of the last one
    assert data["strip"]["score_text"] == ["0.95", "0.85", "0.75", "0.65", "0.55", "0.45",
                                           "0.35", "0.25", "0.15", "0.05"]
    assert data["strip"]["room"] == pytest.approx(2.5)


def test_a_strip_of_more_than_twenty_samples_writes_no_scores():
    data = data_of([1, 0] * 11, np.linspace(0.99, 0.01, 22))
    assert data["strip"]["score_text"] is None and data["strip"]["room"] == 0
    assert data_of([1, 0] * 10, np.linspace(0.99, 0.01, 20))["strip"]["score_text"][-1] == "0.01"


def test_sent_points_are_scikit_learns_roc_points_with_ties():
    rng = np.random.default_rng(17)
    y = rng.random(400) < 0.4
    scores = np.round(rng.normal(0.5 + 0.2 * y, 0.2), 2)  # ties within and across the classes
    fpr, tpr, thresholds = roc_curve(y, scores, drop_intermediate=False)
    sent = columns(data_of(y, scores))
    np.testing.assert_allclose(sent["fpr"], fpr, rtol=0, atol=1e-15)
    np.testing.assert_allclose(sent["tpr"], tpr, rtol=0, atol=1e-15)
    np.testing.assert_array_equal(sent["threshold"][1:], thresholds[1:])
    precision = [(y & (scores >= t)).sum() / (scores >= t).sum() for t in thresholds[1:]]
    np.testing.assert_allclose(sent["precision"][1:], precision, rtol=1e-15)
    assert np.isnan(sent["precision"][0])


def test_a_long_construction_is_sent_at_spread_steps_first_and_last_kept():
    rng = np.random.default_rng(3)
    y = rng.random(3000) < 0.3
    scores = rng.random(3000)
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    data = data_of(y, scores, limit=100)
    sent = columns(data)
    index = sent["step"].astype(int)
    assert index[0] == 0 and index[-1] == fpr.size - 1 and index.size <= 100
    assert np.all(np.diff(index) > 0)
    np.testing.assert_array_equal(sent["fpr"], fpr[index])
    np.testing.assert_array_equal(sent["tpr"], tpr[index])
    assert sent_steps(50, 100).tolist() == list(range(50))


def step_component(at) -> dict:
    return json.loads(at.get("bidi_component")[0].proto.json)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_page_runs_with_the_live_switch_on_and_off(lang):
    at = open_app(LEARN, lang=lang, example="seed001_a")
    at.toggle(key="live_view").set_value(False).run()
    assert len(plotly_figures(at)) == 3  # off: the server draws the strip, ROC and P-R
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception, at.exception
    assert plotly_figures(at) == []  # on: the browser draws them
    sent = step_component(at)
    assert sent["index"] == 0 and sent["url"].endswith(".json")
    at.toggle(key="live_view").set_value(False).run()
    assert not at.exception and len(plotly_figures(at)) == 3


def simulator_threshold_line(at) -> float:
    """The x of the densities figure's dashed threshold line."""
    density = next(f for f in plotly_figures(at)
                   if f["layout"]["title"]["text"] == "Score distributions by class")
    line = next(shape for shape in density["layout"]["shapes"] if shape.get("x0") is not None)
    return float(line["x0"])


def test_simulator_threshold_goes_live_and_the_moves_it_settles_are_kept():
    from tests.app.test_learn_simulator import numbers, open_simulator, sample

    at = open_simulator()
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception, at.exception
    assert at.get("bidi_component")  # the live view of the draw's sweep, with ROC and P-R
    titles = [f["layout"]["title"]["text"] for f in plotly_figures(at)]
    assert "ROC curve" not in titles and "Score distributions by class" in titles
    assert "TP (true positive)" not in metric_values(at)  # the view's tiles have the counts
    y, scores = sample(0.5, 0)
    # the slider's start 0.75 carried over, shown as the shortest decimal of its cut
    from evalcore.binary import threshold_sweep

    sweep = threshold_sweep(y, scores)
    assert simulator_threshold_line(at) == sweep.shortest_at(0.75)
    # a move the browser settles (what its callback does), then the switch off: the slider
    # keeps it, and the counts are those at that threshold, counted by hand
    at.session_state["threshold_simulator"] = 1.2
    at.run()
    moved = sweep.shortest_at(1.2)
    assert simulator_threshold_line(at) == moved
    at.toggle(key="live_view").set_value(False).run()
    assert not at.exception
    assert at.slider(key="sim_threshold").value == pytest.approx(moved)
    tp, fp = numbers(at, "TP (true positive)", "FP (false positive)")
    assert (tp, fp) == ((scores[y] >= moved).sum(), (scores[~y] >= moved).sum())


def test_payload_of_a_long_construction_stays_under_300_kb_in_chinese(monkeypatch):
    import dashboard.shell.language as language

    monkeypatch.setattr(language, "lang", lambda: "zh")
    rng = np.random.default_rng(8)
    y = rng.random(100_000) < 0.3
    scores = rng.random(100_000)
    sweep = threshold_sweep(y, scores)
    strip = StripData(numbers=np.arange(200) + 1, scores=np.sort(scores[:200])[::-1],
                      positive=y[:200])  # the strip: at most 200 samples in the app
    data = steps_data(steps_of(sweep), sweep, identity="big", left="samples", strip=strip,
                      strip_title="条", histogram=sweep_histogram(sweep), weighted=False,
                      classroom=False)
    assert data["table"]["stops"] == LIVE_STEPS and data["captions"][1].startswith("第 200 步（共 100000 步）")
    assert len(json.dumps(data, allow_nan=False).encode()) <= 300_000


def test_each_steps_threshold_is_the_samples_score_as_the_book_sets_it():
    """Seed 001: "set the threshold to each sample's score in turn". Learner A's steps are at
    scikit-learn's thresholds (each a sample's score, 0.95 … 0.05), written as those scores."""
    from evalcore.examples import all_examples

    table = pd.read_csv(io.BytesIO(all_examples()["seed001_a"].build()))
    y, scores = table.iloc[:, 0].to_numpy() == 1, table.iloc[:, 1].to_numpy()
    data = data_of(y, scores)
    _, _, thresholds = roc_curve(y, scores, drop_intermediate=False)
    assert data["labels"][1:] == [f"{s:.2f}" for s in thresholds[1:]]
    assert data["labels"][1:] == ["0.95", "0.85", "0.75", "0.65", "0.55", "0.45", "0.35", "0.25",
                                  "0.15", "0.05"]
    for caption, label in zip(data["captions"][1:], data["labels"][1:]):
        assert f"threshold {label}," in caption


def test_the_path_figures_are_the_learn_builders_with_the_traces_the_browser_moves():
    """The ROC and P-R figures sent are roc_path_figure's and pr_path_figure's; the marks name
    the traces a step restyles, and the P-R path is drawn as the P-R page's step curve."""
    data = data_of([0, 1, 1, 1, 0, 0, 1, 1, 0, 0], np.linspace(0.95, 0.05, 10).round(2))
    roc, pr = data["figures"]["roc"], data["figures"]["pr"]
    from dashboard.learn.path_labels import pr_path_labels, roc_path_labels

    roc_text, pr_text = roc_path_labels("0"), pr_path_labels()
    names = [trace.get("name") for trace in roc["figure"]["data"]]
    assert [names[k] for k in roc["marks"]["areas"]] == [roc_text.area] * 2
    assert names[roc["marks"]["latest"]] == roc_text.latest
    assert names[roc["marks"]["path"]] == roc_text.path
    assert names[roc["marks"]["point"]] == roc_text.current
    traces = pr["figure"]["data"]
    assert traces[pr["marks"]["path"]]["name"] == pr_text.path
    assert traces[pr["marks"]["point"]]["name"] == pr_text.current
    assert [t["line"]["shape"] for t in traces if t.get("name") in (pr_text.path, pr_text.whole)] \
        == ["hv", "hv"]

"""AppTest: a threshold the user gave (the default 0.5, a typed number, a link's) is shown as
given wherever the threshold is shown (slider, exact box, histogram line, URL, file names, the
live view, the Comparison's models A and B, the report's command line), also when no score lies
near it; a stop reached by the slider is shown as the shortest decimal of its counts.

The file: a logistic regression's probabilities with no score in (0.457, 0.626), so that 0.5
and 0.6 (the shortest decimal of that gap) give the same counts."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix

from tests.app.helpers import csv_bytes, metric_values, open_app, plotly_figures, upload

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")
LOW, HIGH = 0.457, 0.626


def gapped_scores(n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Labels and probabilities with none in (LOW, HIGH), LOW and HIGH themselves scores."""
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.45).astype(int)
    p = 1 / (1 + np.exp(-(2.2 * (2 * y - 1) + rng.normal(0, 1.6, n))))
    p = np.where((p > LOW) & (p <= HIGH), np.where(p < 0.54, LOW, HIGH), p).round(6)
    p[:2] = LOW, HIGH
    return y, p


Y, SCORES = gapped_scores(300, 11)
FILE = pd.DataFrame({"y_true": Y, "y_score": SCORES})


def by_hand(threshold: float, scores: np.ndarray = SCORES, y: np.ndarray = Y) -> tuple:
    tn, fp, fn, tp = confusion_matrix(y, scores >= threshold, labels=[0, 1]).ravel()
    return int(tp), int(fp), int(tn), int(fn)


def page_counts(at) -> tuple:
    values = metric_values(at)
    return tuple(int(values[label]) for label in COUNT_LABELS)


def shown(at) -> tuple:
    """(slider value, its text, box value, histogram line, URL's threshold)."""
    slider = at.select_slider(key="threshold_slider")
    shapes = plotly_figures(at)[1]["layout"].get("shapes", [])
    return (slider.value, slider.format_func(slider.value),
            at.number_input(key="threshold_number").value,
            shapes[0]["x0"] if shapes else None, at.query_params.get("threshold"))


def test_the_file_has_the_gap():
    assert not ((SCORES > LOW) & (SCORES < HIGH)).any()
    assert by_hand(0.5) == by_hand(0.6) == by_hand(HIGH)


def test_the_default_and_a_typed_threshold_are_shown_as_given():
    at = upload(open_app(), "logreg.csv", csv_bytes(FILE))
    assert shown(at) == (0.5, "0.50", 0.5, 0.5, "0.5")
    assert page_counts(at) == by_hand(0.5)
    # 0.5 takes the place of the stop of the same counts (0.6, the gap's shortest decimal):
    # every stop moves the counts
    options = at.select_slider(key="threshold_slider").options
    assert "0.50" in options and "0.60" not in options
    assert len({by_hand(float(text)) for text in options[:-1]}) == len(options) - 1
    assert at.session_state["report_request"].file_name == "logreg_confusion_report_t0.5.html"
    request = at.session_state["report_request"]
    assert request.flags[request.flags.index("--threshold") + 1] == "0.5"
    # a stop reached by the slider: the shortest decimal of its counts (its label's number)
    slider = at.select_slider(key="threshold_slider")
    stop = min(float(text) for text in slider.options[:-1] if float(text) > 0.7)
    slider.set_value(stop).run()
    value, text, box, line, url = shown(at)
    assert value == box == line == stop and url == repr(stop) and page_counts(at) == by_hand(stop)
    # typing 0.5 again: 0.5 on the label and the histogram line, not 0.6
    at.number_input(key="threshold_number").set_value(0.5).run()
    assert shown(at) == (0.5, "0.50", 0.5, 0.5, "0.5")
    assert page_counts(at) == by_hand(0.5)
    at.number_input(key="threshold_number").set_value(0.55).run()
    assert shown(at) == (0.55, "0.55", 0.55, 0.55, "0.55")
    assert page_counts(at) == by_hand(0.55)


def test_the_cli_says_the_same_threshold(tmp_path):
    path = tmp_path / "logreg.csv"
    path.write_bytes(csv_bytes(FILE))
    out = subprocess.run([sys.executable, "-m", "evalcore", "binary", str(path)],
                         capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    assert result["threshold"] == 0.5
    confusion = result["confusion"]
    assert (confusion["tp"], confusion["fp"], confusion["tn"], confusion["fn"]) == by_hand(0.5)


def test_comparison_shows_both_models_at_the_default_as_given():
    """Model A has the gap, model B a score at 0.52: both read 0.50."""
    other = np.clip(SCORES + np.random.default_rng(2).normal(0, 0.1, SCORES.size), 0, 1).round(6)
    other[2] = 0.52
    two = pd.DataFrame({"y_true": Y, "score_A": SCORES, "score_B": other})
    at = upload(open_app("app_pages/comparison.py"), "two.csv", csv_bytes(two), "compare")
    for model in ("A", "B"):
        slider = at.select_slider(key=f"threshold_slider_compare_{model}")
        assert slider.value == 0.5 and slider.format_func(0.5) == "0.50"
        assert at.number_input(key=f"threshold_number_compare_{model}").value == 0.5
        assert at.query_params[f"threshold_{model}"] == "0.5"
    table = next(d.value for d in at.table if "Threshold" in d.value.iloc[:, 0].tolist())
    rows = {row[0]: list(row[1:]) for row in table.itertuples(index=False)}
    assert rows["Threshold"][:2] == ["0.50", "0.50"]
    for i, scores in enumerate((SCORES, other)):
        assert rows["TP (true positive)"][i] == str(by_hand(0.5, scores)[0])
        assert rows["FP (false positive)"][i] == str(by_hand(0.5, scores)[1])


@pytest.fixture
def inline(monkeypatch):
    """The live view's data in the component's message (what the browser would fetch)."""
    import dashboard.live.view as view

    monkeypatch.setattr(view, "_by_url", lambda data, index, key=None: {**data, "index": index})


def test_the_live_view_shows_the_default_as_given(inline):
    at = upload(open_app(live=True), "logreg.csv", csv_bytes(FILE))
    data = json.loads(at.get("bidi_component")[0].proto.json)
    assert data["labels"][data["index"]] == "0.50" and "0.60" not in data["labels"]
    assert at.query_params["threshold"] == "0.5"
    assert not any("0.60" in h.value for h in at.subheader)


def test_the_folds_page_and_its_command_line_keep_the_default_as_given():
    folds = FILE.assign(fold=np.arange(len(FILE)) % 3 + 1)
    at = upload(open_app("app_pages/folds.py"), "oof.csv", csv_bytes(folds), "folds")
    assert not at.exception and not at.main.error
    request = at.session_state["report_request"]
    assert request.flags[request.flags.index("--threshold") + 1] == "0.5"
    assert request.file_name.endswith("_t0.5.html")

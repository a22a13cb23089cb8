"""AppTest: the threshold control shows one value everywhere (slider, exact box, histogram line,
the Comparison's table) and it gives the counts shown: a number the user gave (the default,
typed) as given, a stop reached by the slider or by − / + as the shortest decimal between the
score the counts cut at and the next lower one; "all negative" is shown as words."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from evalcore.examples.binary import SEED001_ORDER
from evalcore.examples.compare import breast_cancer_table, seed001_table
from tests.app.helpers import (csv_bytes, metric_values, open_app, plotly_figures,
                               upload)

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")
ALL_NEGATIVE = "all negative (above every score)"
# seed 001 learner A: scores 0.95, 0.85, …, 0.05 with labels N P P P N N P P N N
SCORES_A = np.linspace(0.95, 0.05, 10).round(2)
LABELS_A = np.array([c == "P" for c in SEED001_ORDER["a"]])


def counts_by_hand(threshold: float) -> tuple[int, int, int, int]:
    predicted = SCORES_A >= threshold
    tp, fp = int((predicted & LABELS_A).sum()), int((predicted & ~LABELS_A).sum())
    return tp, fp, int((~predicted & ~LABELS_A).sum()), int((~predicted & LABELS_A).sum())


def shown(at) -> tuple:
    """(slider value, slider text, box value, histogram line x or None, histogram title, counts)."""
    slider = at.select_slider(key="threshold_slider")
    histogram = plotly_figures(at)[1]
    shapes = histogram["layout"].get("shapes", [])
    values = metric_values(at)
    return (slider.value, slider.format_func(slider.value),
            at.number_input(key="threshold_number").value,
            shapes[0]["x0"] if shapes else None,
            histogram["layout"].get("title", {}).get("text"),
            tuple(int(values[label]) for label in COUNT_LABELS))


def test_first_load_shows_the_value_the_counts_use():
    at = open_app(example="seed001_a")
    slider, text, box, line, _, counts = shown(at)
    # the default 0.5 lies between 0.45 and 0.55: score ≥ 0.5 is score ≥ 0.55, and 0.5 is the
    # shortest decimal of (0.45, 0.55]
    assert slider == box == line == 0.5
    assert text == "0.50"
    assert counts == counts_by_hand(0.55) == counts_by_hand(0.5) == (3, 2, 3, 2)
    assert at.number_input(key="threshold_number").proto.format == "%.2f"


def test_end_of_the_slider_is_all_negative_and_said_so():
    at = open_app(example="seed001_a")
    slider = at.select_slider(key="threshold_slider")
    slider.set_value(math.inf).run()
    value, text, box, line, title, counts = shown(at)
    assert value == math.inf and text == ALL_NEGATIVE
    assert box is None  # an empty box whose placeholder says it, not 0.950000
    assert at.number_input(key="threshold_number").proto.placeholder == ALL_NEGATIVE
    assert line is None and title == f"threshold {ALL_NEGATIVE}"
    assert counts == (0, 0, 5, 5)
    # typing the top score itself predicts that sample positive: FP 1 (it is an N); shown as
    # typed
    at.number_input(key="threshold_number").set_value(0.95).run()
    value, text, box, line, _, counts = shown(at)
    assert value == box == line == 0.95 and text == "0.95"
    assert counts == counts_by_hand(0.95) == (0, 1, 4, 5)


def test_a_typed_value_is_shown_as_typed():
    at = open_app(example="seed001_a")
    at.number_input(key="threshold_number").set_value(0.3).run()
    value, _, box, line, _, counts = shown(at)
    assert value == box == line == 0.3
    assert counts == counts_by_hand(0.3) == counts_by_hand(0.35)
    at.number_input(key="threshold_number").set_value(0.34).run()
    value, text, box, line, title, counts = shown(at)
    assert value == box == line == 0.34 and text == "0.34" and counts == counts_by_hand(0.34)


@pytest.mark.parametrize("example, table, columns", [
    ("compare_seed001", seed001_table, ("score_A", "score_B")),
    ("compare_breast_cancer", breast_cancer_table, ("score_logreg", "score_tree")),
])
def test_comparison_controls_agree_with_the_counts(example, table, columns):
    at = open_app("app_pages/comparison.py", example=example, family="compare")
    data = table()
    y = (data.iloc[:, 0] == 1).to_numpy()
    for model, column in zip(("A", "B"), columns):
        scores = data[column].to_numpy()
        assert (scores < 0.5).any()  # so 0.5 lies in (next lower score, lowest score ≥ 0.5]
        slider = at.select_slider(key=f"threshold_slider_compare_{model}")
        assert slider.value == at.number_input(key=f"threshold_number_compare_{model}").value \
            == 0.5
    rows = {row[0]: list(row[1:]) for row in at.table[0].value.itertuples(index=False)}
    assert rows["Threshold"][:2] == [at.select_slider(key=f"threshold_slider_compare_{m}")
                                     .format_func(at.select_slider(
                                         key=f"threshold_slider_compare_{m}").value)
                                     for m in ("A", "B")]
    for i, column in enumerate(columns):
        predicted = data[column].to_numpy() >= 0.5
        assert rows["TP (true positive)"][i] == str(int((predicted & y).sum()))
        assert rows["FP (false positive)"][i] == str(int((predicted & ~y).sum()))
    end = at.select_slider(key="threshold_slider_compare_A")
    end.set_value(math.inf).run()
    rows = {row[0]: list(row[1:]) for row in at.table[0].value.itertuples(index=False)}
    assert rows["Threshold"][0] == ALL_NEGATIVE
    assert at.number_input(key="threshold_number_compare_A").value is None
    assert rows["TP (true positive)"][0] == rows["FP (false positive)"][0] == "0"


def test_tiny_scores_are_shown_exactly_in_scientific_notation():
    table = pd.DataFrame({"y_true": [0, 1, 0, 1], "score": [1e-20, 2.5e-20, 3e-20, 4e-20]})
    at = upload(open_app(), "tiny.csv", csv_bytes(table))
    box = at.number_input(key="threshold_number")
    # 0.5 is outside the scores: the middle of the range, 2.5e-20, itself a score, shown as the
    # shortest decimal of (1e-20, 2.5e-20]
    assert box.value == at.select_slider(key="threshold_slider").value == 2e-20
    assert box.proto.format == "%.0e"
    at.number_input(key="threshold_number").set_value(2.6e-20).run()
    slider = at.select_slider(key="threshold_slider")
    assert slider.value == 2.6e-20 and slider.format_func(slider.value) == "2.6e-20"  # as typed
    assert at.number_input(key="threshold_number").proto.format == "%.1e"


def test_box_minus_and_plus_move_one_stop():
    """Without this, − from 0.5 gives 0.49, whose counts are those of 0.5 again."""
    at = open_app(example="seed001_a")
    at.number_input(key="threshold_number").decrement().run()
    value, _, box, line, _, counts = shown(at)
    assert value == box == line == 0.4 and counts == counts_by_hand(0.45) == (3, 3, 2, 2)
    at.number_input(key="threshold_number").increment().run()
    at.number_input(key="threshold_number").increment().run()
    value, _, box, _, _, counts = shown(at)
    assert value == box == 0.6 and counts == counts_by_hand(0.65) == (3, 1, 4, 2)
    at.number_input(key="threshold_number").set_value(0.56).run()  # typed, not a press
    assert shown(at)[0] == 0.56

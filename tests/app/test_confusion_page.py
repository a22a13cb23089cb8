"""AppTest: the Confusion page on the built-in examples and on uploads."""

from __future__ import annotations

import pytest

from tests.app.helpers import (choose_example, metric_values, open_app, plotly_array,
                               plotly_figures, upload)

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")


def counts(at) -> tuple[int, ...]:
    values = metric_values(at)
    return tuple(int(values[label].replace(",", "")) for label in COUNT_LABELS)


def test_opens_on_an_example_with_counts():
    at = open_app()
    assert at.title[0].value == "Confusion matrix at a threshold"
    assert sum(counts(at)) > 0


@pytest.mark.parametrize("threshold, expected", [
    # seed 002's six samples: y = [1,0,1,1,0,1], scores [0.8,0.96,0.4,0.1,0.15,0.7]
    (0.1, (4, 2, 0, 0)),
    (0.4, (3, 1, 1, 1)),
    (0.7, (2, 1, 1, 2)),
    (0.9, (0, 1, 1, 4)),  # the stop of the score 0.96: the shortest decimal of (0.8, 0.96]
])
def test_slider_moves_counts_on_seed002(threshold, expected):
    at = choose_example(open_app(), "seed002_six")
    at.select_slider(key="threshold_slider").set_value(threshold).run()
    assert counts(at) == expected


def test_exact_threshold_input_between_scores():
    at = choose_example(open_app(), "seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    # positive when score ≥ 0.2: 0.8, 0.96, 0.4, 0.7 → TP 3, FP 1 (seed 002's table: TPR .75, FPR .5)
    assert counts(at) == (3, 1, 1, 1)
    assert at.select_slider(key="threshold_slider").value == 0.4


def test_measures_table_matches_counts():
    at = choose_example(open_app(), "seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    table = at.table[0].value
    values = dict(zip(table.iloc[:, 0], table.iloc[:, 1]))
    # TP 3, FP 1, TN 1, FN 1, by hand: accuracy 4/6; P = R = 3/4; MCC = (3·1 − 1·1)/√(4·4·2·2);
    # kappa = (4/6 − 20/36)/(1 − 20/36); G-mean = √(3/4 · 1/2)
    assert values["Accuracy"] == "0.6667"
    assert values["Precision (P)"] == "0.7500"
    assert values["Recall (R, TPR, sensitivity)"] == "0.7500"
    assert values["Matthews correlation coefficient (MCC)"] == "0.2500"
    assert values["Cohen's kappa"] == "0.2500"
    assert values["G-mean"] == "0.6124"


def test_undefined_measures_say_why():
    at = choose_example(open_app(), "seed002_six")
    at.number_input(key="threshold_number").set_value(0.99).run()  # above every score
    table = at.table[0].value
    row = table[table.iloc[:, 0] == "Precision (P)"].iloc[0]
    assert row.iloc[1] == "undefined" and row.iloc[2]  # nothing predicted positive, and a reason


def test_renders_in_chinese():
    at = choose_example(open_app(lang="zh"), "seed002_six")
    assert at.title[0].value == "给定阈值下的混淆矩阵"
    assert "TP（真正例）" in metric_values(at)


def test_histogram_threshold_line_follows_slider():
    at = choose_example(open_app(), "seed002_six")
    at.select_slider(key="threshold_slider").set_value(0.4).run()
    histogram = plotly_figures(at)[1]
    assert histogram["layout"]["shapes"][0]["x0"] == 0.4


def test_upload_csv():
    data = b"label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.2\n"
    at = upload(open_app(), "mine.csv", data)
    at.number_input(key="threshold_number").set_value(0.75).run()
    assert counts(at) == (1, 1, 1, 1)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_histogram_says_weighted_only_on_weighted_data(lang):
    """Unweighted data counts samples ("Count"); a weight column makes the bars sums of weights,
    and only then does the axis say "Count (weighted)" (the bars' total is the weights' total)."""
    at = choose_example(open_app(lang=lang), "seed002_six")
    histogram = plotly_figures(at)[1]
    assert histogram["layout"]["yaxis"]["title"]["text"] == {"en": "Count", "zh": "数量"}[lang]
    data = b"label,score,weight\n1,0.9,2\n0,0.8,0.5\n1,0.7,1\n0,0.2,3\n"
    at = upload(at, "weighted.csv", data)
    histogram = plotly_figures(at)[1]
    assert histogram["layout"]["yaxis"]["title"]["text"] == {
        "en": "Count (weighted)", "zh": "数量（加权）"}[lang]
    bars = sum(sum(plotly_array(trace["y"])) for trace in histogram["data"]
               if trace["type"] == "bar")
    assert bars == pytest.approx(2 + 0.5 + 1 + 3)

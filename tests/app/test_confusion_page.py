"""AppTest: the Confusion page on the built-in examples and on uploads."""

from __future__ import annotations

import pytest

from tests.app.helpers import (metric_values, open_app, plotly_array,
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
    at = open_app(example="seed002_six")
    # the page opens at the threshold 0.5, as given, which names the stop of the score 0.7;
    # once the threshold has moved, that stop is named 0.7
    at.select_slider(key="threshold_slider").set_value(0.9).run()
    at.select_slider(key="threshold_slider").set_value(threshold).run()
    assert at.select_slider(key="threshold_slider").value == threshold
    assert counts(at) == expected


def test_exact_threshold_input_between_scores():
    at = open_app(example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    # positive when score ≥ 0.2: 0.8, 0.96, 0.4, 0.7 → TP 3, FP 1 (seed 002's table: TPR .75, FPR .5)
    assert counts(at) == (3, 1, 1, 1)
    assert at.select_slider(key="threshold_slider").value == 0.2  # as typed


def test_measures_table_matches_counts():
    at = open_app(example="seed002_six")
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
    at = open_app(example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.99).run()  # above every score
    table = at.table[0].value
    row = table[table.iloc[:, 0] == "Precision (P)"].iloc[0]
    assert row.iloc[1] == "undefined" and row.iloc[2]  # nothing predicted positive, and a reason


def test_renders_in_chinese():
    at = open_app(lang="zh", example="seed002_six")
    assert at.title[0].value == "给定阈值下的混淆矩阵"
    assert "TP（真正例）" in metric_values(at)


def test_histogram_threshold_line_follows_slider():
    at = open_app(example="seed002_six")
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
    at = open_app(lang=lang, example="seed002_six")
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


def test_wilson_intervals_beside_the_proportions():
    """statsmodels' Wilson intervals at seed 002's threshold 0.2 (TP 3, FP 1, TN 1, FN 1)."""
    from statsmodels.stats.proportion import proportion_confint

    at = open_app(example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    assert len(at.table) == 1  # one table of the measures, the intervals as its columns
    table = at.table[0].value
    shown = dict(zip(table.iloc[:, 0], zip(table["95 % interval (Wilson): lower"],
                                           table["95 % interval (Wilson): upper"])))
    for name, (hits, total) in {"Precision (P)": (3, 4), "Recall (R, TPR, sensitivity)": (3, 4),
                                "Specificity (TNR)": (1, 2), "Accuracy": (4, 6)}.items():
        low, high = proportion_confint(hits, total, method="wilson")
        assert shown[name] == (f"{low:.4f}", f"{high:.4f}"), name
    assert shown["Matthews correlation coefficient (MCC)"] == ("", "")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_constraint_moves_the_threshold_and_says_why(lang):
    """Seed 001 learner A (N P P P N N P P N N at 0.95 … 0.05), by hand: precision ≥ 0.75 holds
    at score 0.65 (3 of 4) and at no lower score (3/5, 3/6, 4/7, 5/8, …), so the highest recall
    with it is 3/5 there, shown as 0.60 (the same counts); the top 10 % is the top row."""
    at = open_app(lang=lang, example="seed001_a")
    at.selectbox(key="risk_constraint_kind").set_value("precision").run()
    at.number_input(key="risk_constraint_value").set_value(0.75).run()
    at.button(key="risk_constraint_apply").click().run()
    assert not at.exception
    assert at.number_input(key="threshold_number").value == 0.6
    why = {"en": "Threshold 0.60: the highest recall (0.6000) with precision ≥ 0.7500 "
                 "(precision there 0.7500).",
           "zh": "阈值 0.60：查准率 ≥ 0.7500 时查全率最高（0.6000），该处查准率为 0.7500。"}
    assert [s.value for s in at.success] == [why[lang]]
    at.number_input(key="risk_constraint_value").set_value(1.0).run()
    at.selectbox(key="risk_constraint_kind").set_value("top").run()
    at.number_input(key="risk_constraint_value").set_value(0.1).run()
    at.button(key="risk_constraint_apply").click().run()
    assert at.number_input(key="threshold_number").value == 0.9  # the top row only (0.95)
    # moving the threshold away: the reason is no longer shown
    at.number_input(key="threshold_number").set_value(0.5).run()
    assert not at.success


def test_an_unmet_constraint_says_so_and_keeps_the_threshold():
    at = open_app(example="seed001_a")
    at.number_input(key="threshold_number").set_value(0.5).run()
    at.selectbox(key="risk_constraint_kind").set_value("precision").run()
    at.number_input(key="risk_constraint_value").set_value(1.0).run()
    at.button(key="risk_constraint_apply").click().run()
    assert not at.exception
    # precision 1 is never met (the top score is a negative)
    assert any("No threshold meets precision=1.0" in e.value.replace("\\", "")
               for e in at.main.error)
    assert at.number_input(key="threshold_number").value == 0.5

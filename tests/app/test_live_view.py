"""AppTest: the Confusion and ROC / PR pages with the live threshold switched on (what the
browser does with it is tested in tests/browser/test_live_threshold.py)."""

from __future__ import annotations

import json


import pytest

from dashboard.i18n import translate
from tests.app.helpers import open_app
from evalcore.binary.stop_table import payload_columns


def live_data(at) -> dict:
    return json.loads(at.get("bidi_component")[0].proto.json)


@pytest.mark.parametrize("page, lang", [(None, "en"), (None, "zh"),
                                        ("app_pages/roc_pr.py", "en")])
def test_live_view_gets_its_table_by_url_and_the_current_stop(page, lang):
    at = open_app(lang=lang, example="seed002_six")
    if page:
        at.switch_page(page).run()
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception
    data = live_data(at)
    # seed 002's six scores: stops 0.1, 0.15, 0.4, 0.7, 0.8, 0.96's 0.9, all negative; the
    # default threshold 0.5 counts at the score 0.7: the fourth stop
    assert data["index"] == 3 and data["url"].endswith(".json")


def test_a_table_goes_with_its_first_run_then_by_url_alone():
    """The first numbers do not wait for a fetch after the run: the run that first shows a
    table carries it too (the same JSON the URL serves); later runs send its URL alone."""
    from dashboard.live.view import _json_bytes

    at = open_app(example="seed002_six")
    at.toggle(key="live_view").set_value(True).run()
    first = live_data(at)
    served = json.loads(_json_bytes(first["inline"]["id"], None))  # the URL's bytes, cached
    assert first["inline"] == served and served["index"] is None
    at.number_input(key="beta").set_value(2.0).run()
    assert "inline" in live_data(at)  # another table (Fβ at β = 2): sent with its first run
    at.number_input(key="beta").set_value(1.0).run()
    again = live_data(at)
    assert "inline" not in again and again["url"] == first["url"]


def test_beta_gives_another_table_at_the_same_stop():
    at = open_app(example="seed002_six")
    at.toggle(key="live_view").set_value(True).run()
    before = live_data(at)
    at.number_input(key="beta").set_value(2.0).run()
    after = live_data(at)
    assert after["url"] != before["url"] and after["index"] == before["index"]



def test_cost_page_live_view_follows_the_costs_at_the_same_stop():
    at = open_app(example="seed002_six")
    at.switch_page("app_pages/cost_curve.py").run()
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception
    before = live_data(at)
    assert before["index"] == 3 and before["url"].endswith(".json")
    at.number_input(key="cost_fn_number").set_value(4.0).run()
    assert not at.exception
    after = live_data(at)  # the cost of every stop changes with the costs; the stop stays
    assert after["url"] != before["url"] and after["index"] == before["index"]
    # the threshold-free numbers stay on the page: p(+) = 4/6, PC(+) = (8/3) / (8/3 + 1/3)
    assert [m.value for m in at.metric][0] == "0.8889"


def test_cost_view_data_holds_the_cost_at_every_stop():
    """What the browser looks up: decoded from the payload, each stop's costs are the cost
    analysis's one-threshold answer there (seed 002 at C(−|+) = 3, C(+|−) = 1, p(+) = 0.3)."""
    from evalcore.view.cost_summary import CostSummary
    from evalcore.view.live.payload import cost_curves_data, live_data as data_of
    from functools import partial

    from dashboard.i18n import translate
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.examples import all_examples
    from evalcore.cli.examples import csv_bytes
    from evalcore.io import binary_from_table, read_table

    example = all_examples()["seed002_six"]
    table = read_table(csv_bytes(example.build(), example.filename), example.filename)
    analysis = BinaryAnalysis.of(binary_from_table(table))
    cost = analysis.cost(cost_fn=3.0, cost_fp=1.0, prior=0.3)
    tr = partial(translate, lang="en")
    summary = CostSummary.of(analysis, max_lines=10, max_points=100)
    data = data_of(analysis, None, threshold=0.5, weighted=False,
                   identity="x", tr=tr, curves=cost_curves_data(cost, summary, tr=tr),
                   cost=cost)
    table = data["table"]
    columns = payload_columns(table)
    assert data["tiles"][4:] == ["normalized_cost", "cost_sensitive_error"]
    assert data["curves"]["cost"]["marks"]["pc"] == pytest.approx(0.9 / 1.6)  # 0.3·3 / (0.9 + 0.7)
    for i, threshold in enumerate(columns["threshold"]):
        costs = cost.at(float(threshold))
        assert columns["normalized_cost"][i] == costs.threshold_cost
        assert columns["cost_sensitive_error"][i] == costs.error_rate
    # by hand at the stop 0.4 (seed 002: TP 3, FP 1, TN 1, FN 1 of P 4, N 2):
    # (1 − 3/4)·pc + (1/2)·(1 − pc), and (3·1 + 1·1) / 6
    i = list(columns["threshold"]).index(0.4)
    assert columns["normalized_cost"][i] == pytest.approx(0.25 * 0.9 / 1.6 + 0.5 * 0.7 / 1.6)
    assert columns["cost_sensitive_error"][i] == pytest.approx(4 / 6)


def test_folds_page_live_view_has_every_folds_table_at_the_pooled_stops():
    at = open_app("app_pages/folds.py", example="folds_breast_cancer", family="folds")
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception
    data = live_data(at)
    assert data["url"].endswith(".json") and data["index"] >= 0
    # the live view draws the folds' curves and points; the server's figures with the vertical
    # average's ±σ band follow in an expander below it (drawn once it is open), then the
    # threshold-averaged ROC
    keys = [chart.proto.id.rsplit("-", 1)[-1] for chart in at.get("plotly_chart")]
    assert keys == ["folds_threshold_average", "folds_differences"]
    at.session_state["folds_band_open"] = True  # the user opens the expander
    at.run()
    keys = [chart.proto.id.rsplit("-", 1)[-1] for chart in at.get("plotly_chart")]
    assert keys == ["folds_roc", "folds_pr", "folds_threshold_average", "folds_differences"]
    band = next(e for e in at.expander
                if e.label == translate("live_folds_band_expander", "en"))
    assert [c.proto.id.rsplit("-", 1)[-1] for c in band.get("plotly_chart")] == ["folds_roc",
                                                                                  "folds_pr"]
    at.toggle(key="live_view").set_value(False).run()  # the server-drawn figures are back
    keys = [chart.proto.id.rsplit("-", 1)[-1] for chart in at.get("plotly_chart")]
    assert keys[:3] == ["folds_roc", "folds_pr", "folds_threshold_average"]


def test_comparison_has_one_live_view_per_model():
    at = open_app("app_pages/comparison.py", example="compare_breast_cancer", family="compare")
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception
    urls = [json.loads(view.proto.json)["url"] for view in at.get("bidi_component")]
    assert len(urls) == 2 and urls[0] != urls[1]  # each model's own table


def test_runs_echo_the_newest_move_the_server_heard():
    """Each run tells the view the newest move number it heard (none in a new session), so the
    view can leave alone a run that started before its newest move arrived."""
    from dashboard.live.view import heard_move

    at = open_app(example="seed002_six")
    at.toggle(key="live_view").set_value(True).run()
    assert live_data(at)["heard"] is None
    assert heard_move(None) is None and heard_move({}) is None
    assert heard_move({"threshold": {"value": 0.4, "n": 3}}) == 3
    assert heard_move({"threshold": {"value": 0.4, "n": 3}, "typed": {"value": None, "n": 5},
                       "other": 9}) == 5
    assert heard_move({"threshold": {"value": 0.4, "n": True}}) is None

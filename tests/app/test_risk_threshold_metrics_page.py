"""AppTest: the Risk page's KS curves and figure of metrics against the threshold, moved in the
browser by the live view (the switch on, in either score direction) or drawn by the server at the
shared threshold (the switch off); their numbers at each stop are tested against the CLI in
tests/dashboard/test_risk_threshold_metrics.py, tests/evalcore/test_stop_table_rates.py and, live,
in tests/browser/test_risk_threshold_live.py."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from evalcore.binary.stop_table import payload_columns

from tests.app.helpers import (csv_bytes, metric_values, open_app, plotly_array, plotly_figures,
                               upload)

PAGE = "app_pages/risk.py"
SCORES = [0.9, 0.8, 0.8, 0.8, 0.6, 0.5, 0.3, 0.3, 0.2, 0.1]
LABELS = [1, 1, 0, 1, 1, 0, 0, 1, 0, 0]
TITLE = "Metrics against the threshold"
KS_TITLE = "KS curve: cumulative shares"


def risk_page(live: bool):
    data = csv_bytes(pd.DataFrame({"label": LABELS, "score": SCORES}))
    return upload(open_app(PAGE, live=live), "risk.csv", data)


def live_tile(at, name: str) -> float:
    """The live view's tile ``name`` at the view's threshold, as the browser reads it."""
    sent = json.loads(at.get("bidi_component")[-1].proto.json)
    assert name in sent["inline"]["tiles"]
    return float(payload_columns(sent["inline"]["table"])[name][sent["index"]])


def titled(figure: dict) -> str:
    title = figure["layout"].get("title") or {}
    return title.get("text", "") if isinstance(title, dict) else str(title)


def test_the_live_view_gets_the_figure_with_its_marks():
    at = risk_page(live=True)
    assert not at.exception
    assert not [f for f in plotly_figures(at) if titled(f) == TITLE]  # not drawn by the server
    assert not [f for f in plotly_figures(at) if titled(f) == KS_TITLE]
    sent = json.loads(at.get("bidi_component")[0].proto.json)
    curves = sent["inline"]["curves"]
    assert list(curves) == ["ks", "metrics"]
    assert titled(curves["ks"]["figure"]) == KS_TITLE
    assert curves["ks"]["marks"]["x"] == "file_threshold"  # its threshold line's x
    spec = curves["metrics"]
    assert titled(spec["figure"]) == TITLE
    marks = spec["marks"]
    assert marks["curves"] == ["precision", "recall", "f1", "queue_rate", "ks_distance"]
    # every column the marks read is the stop table's (the browser computes none)
    assert {*marks["curves"], marks["x"]} <= set(sent["inline"]["table"]["columns"])
    points = [spec["figure"]["data"][k] for k in marks["points"]]
    assert all(p["mode"] == "markers" for p in points) and len(points) == 5
    # the lines' x are the stops of the view's table (all but the last, all negative)
    line_x = plotly_array(spec["figure"]["data"][0]["x"])
    assert sent["inline"]["table"]["stops"] == len(line_x) + 1


def test_the_server_draws_it_at_the_shared_threshold_with_the_switch_off():
    at = risk_page(live=False)
    assert not at.exception
    figure = next(f for f in plotly_figures(at) if titled(f) == TITLE)
    markers = [d for d in figure["data"] if d.get("mode") == "markers"]
    # the default threshold 0.5: precision 4/6, recall 4/5, F1 8/11, queue 6/10, |4/5 − 2/5|
    assert [plotly_array(m["y"])[0] for m in markers] == pytest.approx(
        [4 / 6, 4 / 5, 8 / 11, 6 / 10, 2 / 5], abs=1e-12)
    assert not at.get("bidi_component")


def test_a_lower_score_direction_is_live_in_the_file_s_units():
    """A lower score positive: the view's stops run from the highest score down, labelled in
    the file's units (the last all negative, below every score), with the rule score ≤ t."""
    at = risk_page(live=True)
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    assert not at.exception
    assert not [f for f in plotly_figures(at) if titled(f) in (TITLE, KS_TITLE)]
    sent = json.loads(at.get("bidi_component")[-1].proto.json)
    view = sent["inline"]
    assert list(view["curves"]) == ["ks", "metrics"]
    assert "≤" in view["text"]["rule"]
    assert view["labels"][-1] == "all negative (below every score)"
    shown = [float(label) for label in view["labels"][:-1]]
    assert shown == sorted(shown, reverse=True) and shown[0] >= max(SCORES)


def test_use_the_ks_threshold_with_a_lower_score_direction_gives_the_ks_counts():
    """"Use the KS threshold" with a lower score positive: the shared threshold it sets (snapped on
    the scores as the page reads them, score ≤ t) reaches the KS statistic there, as the CLI
    counts it; a snap on the file's own scores (0.5 here) would leave 0.537 out."""
    from dashboard.shell.session import THRESHOLD

    scores, labels = [0.113, 0.237, 0.301, 0.537, 0.61, 0.72, 0.85, 0.93], [1] * 4 + [0] * 4
    data = csv_bytes(pd.DataFrame({"label": labels, "score": scores}))
    at = upload(open_app(PAGE, live=True), "low.csv", data)
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    at.button(key="risk_use_ks").click().run()
    assert not at.exception
    threshold = at.session_state[THRESHOLD]
    rows = [s <= threshold for s in scores]
    assert rows == [True] * 4 + [False] * 4  # TPR 1, FPR 0: KS 1
    assert live_tile(at, "ks_distance") == 1.0


def test_another_page_s_all_negative_reads_all_positive_with_a_lower_score():
    from dashboard.shell.session import THRESHOLD

    at = risk_page(live=True)
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    at.session_state[THRESHOLD] = float("inf")
    at.run()
    assert not at.exception
    assert live_tile(at, "ks_distance") == 0.0  # every row positive: TPR = FPR = 1


def test_a_threshold_below_every_score_is_the_lower_view_s_all_negative_stop():
    """What the lower view's "all negative" stop sends back (a finite number below every score,
    so that links keep it) is that stop again on the next run, not a new stop with a line."""
    from dashboard.shell.session import THRESHOLD

    at = risk_page(live=True)
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    first = json.loads(at.get("bidi_component")[-1].proto.json)["inline"]
    assert first["labels"][-1] == "all negative (below every score)"
    at.session_state[THRESHOLD] = 0.0  # below every score (0.1 … 0.9)
    at.run()
    assert not at.exception
    sent = json.loads(at.get("bidi_component")[-1].proto.json)
    assert "inline" not in sent  # the same table: no stop was added for 0.0
    assert sent["index"] == first["table"]["stops"] - 1


@pytest.mark.parametrize("lang, words", [("en", ("at or below the threshold", "highest score")),
                                         ("zh", ("预测值不高于阈值", "最高预测值"))])
def test_the_captions_say_the_lower_rule(lang, words):
    """With a lower score positive the KS caption says rows at or below the threshold are
    positive, and the lift caption that a group's KS is read at its highest score (score ≤ it),
    as ``lift --score-direction lower`` counts it."""
    data = csv_bytes(pd.DataFrame({"label": LABELS, "score": SCORES}))
    at = upload(open_app(PAGE, lang=lang, live=True), "risk.csv", data)
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    assert not at.exception
    captions = " ".join(c.value for c in at.caption)
    assert all(w in captions for w in words)

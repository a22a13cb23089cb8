"""AppTest: the live threshold view is the app's default (on Confusion its measures' table has
the Wilson intervals as columns), and under it each page draws, at the threshold the browser
settled on, what the server-drawn page has besides the slider: the constraint picker (Confusion), AUC's interval, KS, the bootstrap band,
the DET curve, the log FPR axis and the threshold table (ROC / PR), the iso-cost line (Cost)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from sklearn.metrics import roc_curve
from statsmodels.stats.proportion import proportion_confint
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from evalcore.examples import all_examples
from evalcore.io import load_binary
from tests.app.helpers import ROOT, choose_example, plotly_array, plotly_figures
from evalcore.binary.stop_table import payload_columns

# seed 002's six samples: y = [1,0,1,1,0,1], scores [0.8,0.96,0.4,0.1,0.15,0.7]
Y = np.array([1, 0, 1, 1, 0, 1], dtype=bool)
S = np.array([0.8, 0.96, 0.4, 0.1, 0.15, 0.7])


def fresh(params: dict[str, str] | None = None) -> AppTest:
    """A new session at the app's defaults (nothing set in its session state)."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.query_params = dict(params or {})
    at.run()
    assert not at.exception, at.exception
    return at


def live_view(at: AppTest) -> dict:
    return json.loads(at.get("bidi_component")[0].proto.json)


def wilson_cells(at: AppTest, threshold: float, lang: str = "en") -> None:
    """The live view's measures table (its data: the page's one table of the measures) has,
    at the stop of ``threshold``, statsmodels' Wilson interval of each proportion on seed 002's
    six samples as two columns; the server draws no second table of the measures."""
    predicted = S >= threshold
    tp, fp = int(np.sum(predicted & Y)), int(np.sum(predicted & ~Y))
    fn, tn = int(np.sum(~predicted & Y)), int(np.sum(~predicted & ~Y))
    data = live_view(at)
    assert data["intervals"] == ["precision", "recall", "specificity", "fpr", "accuracy"]
    assert (data["text"]["interval_low"], data["text"]["interval_high"]) == (
        translate("risk_interval_low", lang), translate("risk_interval_high", lang))
    table = data["table"]
    columns = payload_columns(table)
    i = data["index"]
    assert columns["tp"][i] == tp and columns["fp"][i] == fp
    for name, (hits, total) in {"precision": (tp, tp + fp), "recall": (tp, tp + fn),
                                "specificity": (tn, tn + fp), "fpr": (fp, fp + tn),
                                "accuracy": (tp + tn, 6)}.items():
        low, high = proportion_confint(hits, total, method="wilson")
        for end, value in (("low", low), ("high", high)):
            sent = columns[f"{name}_{end}"][i]  # float32 where that keeps its four decimals
            assert f"{sent:.4f}" == f"{value:.4f}", name
            assert sent == pytest.approx(value, rel=1e-6, abs=1e-15), name
    assert not [tb for tb in at.table
                if translate("metric_precision", lang) in tb.value.iloc[:, 0].tolist()]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_live_is_the_default_with_wilson_intervals_at_the_threshold(lang, inline):
    at = fresh({"lang": lang} if lang != "en" else None)
    at = choose_example(at, "seed002_six")
    assert at.sidebar.toggle(key="live_view").value is True
    assert at.get("bidi_component") and not at.select_slider  # the live slider, not the server's
    # the default threshold 0.5 counts at the score 0.7: the fourth stop, TP 2, FP 1
    assert live_view(at)["index"] == 3
    wilson_cells(at, 0.5, lang)
    assert [e.label for e in at.expander][:2] == [
        translate("risk_constraint_expander", lang), translate("live_scaled_histogram", lang)]


def test_a_classroom_link_opens_the_live_view_and_the_intervals_at_its_threshold(inline):
    at = fresh({"page": "confusion", "example": "seed002_six", "threshold": "0.3",
                "classroom": "1"})
    # 0.3 counts at the score 0.4, the third stop: TP 3, FP 1, TN 1, FN 1
    assert live_view(at)["index"] == 2
    assert live_view(at)["classroom"] is True  # the live view's larger classroom type
    wilson_cells(at, 0.3)
    assert at.query_params["threshold"] == "0.3"  # as the link gave it


def test_a_constraint_moves_the_live_threshold_and_the_intervals(inline):
    """Top 50 % of seed 002's six rows: the three highest scores, 0.96, 0.8, 0.7."""
    at = choose_example(fresh(), "seed002_six")
    at.selectbox(key="risk_constraint_kind").set_value("top").run()
    at.number_input(key="risk_constraint_value").set_value(0.5).run()
    at.button(key="risk_constraint_apply").click().run()
    assert not at.exception
    assert live_view(at)["index"] == 3  # the score 0.7's stop
    wilson_cells(at, 0.7)
    at.selectbox(key="risk_constraint_kind").set_value("top").run()
    at.number_input(key="risk_constraint_value").set_value(0.34).run()
    at.button(key="risk_constraint_apply").click().run()
    assert live_view(at)["index"] == 4  # two rows: 0.96 and 0.8
    wilson_cells(at, 0.8)


@pytest.mark.parametrize("scale, axis", [("density", "linear"), ("log", "log")])
def test_the_histograms_scale_under_the_live_view(scale, axis):
    at = choose_example(fresh(), "seed002_six")
    at.radio(key="histogram_scale").set_value(scale).run()  # its expander still closed
    assert plotly_figures(at) == []  # drawn only once the expander is open
    at.session_state["scaled_histogram_open"] = True
    at.run()
    histogram = plotly_figures(at)[0]
    assert histogram["layout"]["yaxis"].get("type", "linear") == axis
    bars = [trace for trace in histogram["data"] if trace["type"] == "bar"]
    assert len(bars) == 2
    for trace in bars:
        heights = plotly_array(trace["y"])
        if scale == "density":  # each class's area is 1, the 2 negatives' as the 4 positives'
            assert sum(heights) * trace["width"] == pytest.approx(1.0)
        else:
            assert sum(heights) == {"Actual negative": 2, "Actual positive": 4}[trace["name"]]


def test_roc_page_live_has_the_intervals_ks_det_and_every_threshold():
    example = all_examples()["seed001_a"]
    data = load_binary(example.build(), example.filename)
    at = choose_example(fresh(), "seed001_a")
    at.switch_page("app_pages/roc_pr.py").run()
    assert not at.exception and at.get("bidi_component")
    captions = [c.value for c in at.caption]
    assert any(c.startswith("AUC 95 % interval (DeLong): [") for c in captions)
    assert any(c.startswith("KS = ") for c in captions)
    assert plotly_figures(at) == []  # the DET curve's expander is closed: not drawn
    at.session_state["det_open"] = True
    at.run()
    assert [f["layout"]["xaxis"]["title"]["text"] for f in plotly_figures(at)] == [
        translate("risk_det_x_axis", "en")]  # the DET curve, in its expander
    # every threshold: TP and FP at each distinct score, as scikit-learn's roc_curve counts them
    fpr, tpr, thresholds = roc_curve(data.y_true, data.scores, drop_intermediate=False)
    table = next(tb.value for tb in at.table if "TP" in tb.value.columns)
    positives, negatives = int(data.y_true.sum()), int((~data.y_true).sum())
    assert [int(v) for v in table["TP"]] == [round(v * positives) for v in tpr[1:]]
    assert [int(v) for v in table["FP"]] == [round(v * negatives) for v in fpr[1:]]


def test_roc_page_live_pr_baseline_and_log_fpr_axis(inline):
    at = choose_example(fresh(), "seed001_a")
    at.switch_page("app_pages/roc_pr.py").run()
    view = live_view(at)
    curves = view["curves"]
    baseline = trace(curves["pr"], translate("pr_baseline", "en", prevalence="0.5000"))
    assert plotly_array(baseline["y"]) == [0.5, 0.5]  # seed 001 A: 5 of 10 positive
    assert curves["roc"]["figure"]["layout"]["xaxis"].get("type") != "log"
    at.toggle(key="roc_log_fpr").set_value(True).run()
    assert not at.exception
    assert live_view(at)["id"] != view["id"]  # another table for the browser to fetch
    # the smallest FPR above 0 is 1/5: the axis starts at 10 ** -1
    axis = served_curves(at)["roc"]["figure"]["layout"]["xaxis"]
    assert axis["type"] == "log" and axis["range"][0] == pytest.approx(-1.02)


@pytest.fixture
def inline(monkeypatch):
    """The live view's data sent in the component's message, as without a runtime, instead of
    by a URL of the media store: the test reads what the browser would fetch."""
    import dashboard.live.view as view

    monkeypatch.setattr(view, "_by_url", lambda data, index, key=None: {**data, "index": index})


def served_curves(at: AppTest) -> dict:
    return live_view(at)["curves"]


def trace(spec: dict, name: str) -> dict:
    """The trace called ``name`` of a live figure (``spec``: the view's figure and marks)."""
    [found] = [t for t in spec["figure"]["data"] if t.get("name") == name]
    return found


def test_cost_page_live_has_the_iso_cost_line_and_the_bundle_of_cost_lines(inline):
    """At C(−|+) = C(+|−) = 1 and p(+) = 4/6, PC(+) = 2/3: the iso-cost line has slope
    (1 − PC) / PC = 1/2 through the cost-optimal vertex."""
    at = choose_example(fresh(), "seed002_six")
    at.switch_page("app_pages/cost_curve.py").run()
    assert not at.exception
    roc = served_curves(at)["roc"]
    iso = trace(roc, translate("cost_iso_name", "en"))
    (x0, x1), (y0, y1) = plotly_array(iso["x"]), plotly_array(iso["y"])
    assert (y1 - y0) / (x1 - x0) == pytest.approx(0.5)
    vertex = trace(roc, translate("cost_optimal_vertex", "en"))
    best = plotly_array(vertex["x"])[0], plotly_array(vertex["y"])[0]
    assert best[1] - y0 == pytest.approx(0.5 * (best[0] - x0))
    # the bundle of cost lines: every ROC point's, from (0, FPR) to (1, FNR), as scikit-learn's
    fpr, tpr, _ = roc_curve(Y, S, drop_intermediate=False)
    bundle = served_curves(at)["cost"]["figure"]["data"][0]  # one trace, lines split by gaps
    ys = plotly_array(bundle["y"])
    drawn = {(ys[k], ys[k + 1]) for k in range(0, len(ys), 3)}
    assert drawn == {(float(f), float(1 - r)) for f, r in zip(fpr, tpr)}


@pytest.mark.parametrize("page", ["app_pages/confusion.py", "app_pages/roc_pr.py",
                                  "app_pages/cost_curve.py"])
def test_every_binary_example_under_the_live_view(page, inline):
    """No exception and no error on any built-in binary example; the view's stop is the
    default threshold's (0.5) and the Wilson table / AUC caption / cost metrics are there."""
    from evalcore.examples import examples_for

    at = fresh()
    at.switch_page(page).run()
    for key in [e.key for e in examples_for("binary")]:
        at = choose_example(at, key)
        assert not at.exception and not at.main.error, key
        assert at.get("bidi_component"), key
        if page.endswith("confusion.py"):
            assert live_view(at)["intervals"], key
        elif page.endswith("roc_pr.py"):
            assert any(c.value.startswith("AUC 95 % interval (DeLong)") for c in at.caption), key
        else:
            assert "Expected total cost (area)" in [m.label for m in at.metric], key

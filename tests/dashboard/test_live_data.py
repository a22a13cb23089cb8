"""The live view's data is the one binary analysis value rendered: its stop table at the value's
β, checked against scikit-learn at the current stop."""

from __future__ import annotations

import base64

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, fbeta_score, precision_score, recall_score

from evalcore.view.live.payload import live_data, view_kind
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import threshold_sweep
from evalcore.histogram import sweep_histogram
from evalcore.binary.stop_table import payload_columns, stop_thresholds

Y = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 0])
S = np.array([0.95, 0.8, 0.7, 0.6, 0.55, 0.4, 0.35, 0.3, 0.2, 0.1])


def _columns(payload: dict) -> dict[str, np.ndarray]:
    return payload_columns(payload)


@pytest.mark.parametrize("beta", [0.5, 2.0])
def test_live_data_renders_the_analysis_value_at_its_beta(beta):
    sweep = threshold_sweep(Y == 1, S)
    analysis = BinaryAnalysis(sweep, beta=beta)
    data = live_data(analysis, sweep_histogram(sweep), threshold=0.5, weighted=False,
                     identity="test", tr=lambda key, **params: key)
    table, i = data["table"], data["index"]
    assert table["beta"] == beta
    columns = _columns(table)
    predicted = (S >= columns["threshold"][i]).astype(int)
    tn, fp, fn, tp = confusion_matrix(Y, predicted).ravel()
    assert (columns["tp"][i], columns["fp"][i], columns["tn"][i], columns["fn"][i]) == (
        tp, fp, tn, fn)
    assert columns["precision"][i] == pytest.approx(precision_score(Y, predicted))
    assert columns["recall"][i] == pytest.approx(recall_score(Y, predicted))
    assert columns["f_beta"][i] == pytest.approx(fbeta_score(Y, predicted, beta=beta))
    # the threshold 0.5 counts at the score 0.55: 5 predicted positive
    assert tp + fp == 5


def _numbers(array) -> np.ndarray:
    """A figure's array as Plotly.js reads it: a list, or a base64 typed array (``bdata``)."""
    if isinstance(array, dict):
        return np.frombuffer(base64.b64decode(array["bdata"]), dtype=array["dtype"])
    return np.asarray(array, dtype=float)


def _curves(example: str = "seed001_a", tr=lambda key, **params: key):
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.live.payload import curves_data
    from evalcore.cli.examples import csv_bytes
    from evalcore.examples import all_examples
    from evalcore.io import binary_from_table, read_table

    built = all_examples()[example]
    table = read_table(csv_bytes(built.build(), built.filename), built.filename)
    analysis = BinaryAnalysis.of(binary_from_table(table))
    s = CurveSummary.of(analysis, max_points=5000)
    return analysis, curves_data(s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep,
                                 tr=tr, prevalence=analysis.sweep.prior)


def test_learner_a_pr_figure_is_the_step_curve_average_precision_sums():
    """The live P-R figure of seed 001's learner A is the step function AP integrates, from
    scikit-learn's P-R points (each point whose recall drops holds its precision back to the
    next one's recall, down to recall 0; no line from (0, 1)), with the four iso-F1 contours:
    its area is scikit-learn's AP."""
    import io

    import pandas as pd
    from sklearn.metrics import average_precision_score, precision_recall_curve

    from evalcore.examples import all_examples

    frame = pd.read_csv(io.BytesIO(all_examples()["seed001_a"].build()))
    truth, scores = frame["y_true"].to_numpy(), frame["score"].to_numpy()
    precision, recall, _ = precision_recall_curve(truth, scores)  # recall descending
    drops = [k for k in range(recall.size - 1) if recall[k] > recall[k + 1]]
    expected_x = [*recall[drops], 0.0]
    expected_y = [*precision[drops], precision[drops[-1]]]

    figure = _curves()[1]["pr"]["figure"]
    step = [trace for trace in figure["data"] if trace.get("line", {}).get("shape") == "hv"]
    assert len(step) == 1
    x, y = _numbers(step[0]["x"]), _numbers(step[0]["y"])
    assert x.tolist() == pytest.approx(expected_x) and y.tolist() == pytest.approx(expected_y)
    assert float(np.sum((x[:-1] - x[1:]) * y[:-1])) == pytest.approx(
        average_precision_score(truth, scores))
    contours = [t for t in figure["data"] if t.get("line", {}).get("color") == "lightgray"]
    assert len(contours) == 4
    assert [a["text"] for a in figure["layout"]["annotations"][:4]] == [
        "F1=0.2", "F1=0.4", "F1=0.6", "F1=0.8"]


def test_curve_hover_thresholds_are_decimals_never_scientific():
    """A curve point's hover shows its threshold as the widgets do (exact digits): a threshold
    below 10⁻⁶ reads 0.0000001 (its counts' shortest decimal), where Plotly would print the
    float as "1e-7"."""
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.live.payload import curves_data

    truth = np.array([1, 0, 1, 0, 1, 0])
    scores = np.array([0.9, 1.78e-7, 0.6, 4.72e-8, 0.3, 0.5])
    analysis = BinaryAnalysis(threshold_sweep(truth == 1, scores))
    s = CurveSummary.of(analysis, max_points=100)
    curves = curves_data(s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep,
                         tr=lambda key, **params: key)
    for kind in ("roc", "pr"):
        hovered = [t for t in curves[kind]["figure"]["data"] if "customdata" in t]
        shown = [row[0] for trace in hovered for row in trace["customdata"]]
        assert shown and all(isinstance(v, str) and "e" not in v for v in shown
                             if v != "threshold_all_negative")
        assert kind == "pr" or any(v.startswith("0.0000") for v in shown)  # tiny: decimals
    # the server-drawn figure and the report's: the same builder, the same text
    from evalcore.view.binary import roc_figure
    from evalcore.view.labels.binary import roc_labels

    figure = roc_figure(s.roc, point=(None, None), youden=(0.5, 0.5),
                        labels=roc_labels(lambda key, **params: key, s.auc))
    shown = [row[0] for trace in figure.data if trace.customdata is not None
             for row in trace.customdata]
    assert "0.0000001" in shown and all(isinstance(v, str) for v in shown)


def test_each_figures_marks_are_the_operating_point_and_the_cut():
    """The indices the view moves name the builders' operating point (ROC, P-R and its text),
    and the histogram's threshold line and its text; the P-R text at every stop is the one
    Python formats (P and R to two decimals, none where P is undefined)."""
    from dashboard.i18n import translate
    from functools import partial

    tr = partial(translate, lang="en")
    analysis, curves = _curves(tr=tr)
    for kind in ("roc", "pr"):
        figure, marks = curves[kind]["figure"], curves[kind]["marks"]
        assert figure["data"][marks["point"]]["name"] == tr("operating_point")
    label = curves["pr"]["figure"]["layout"]["annotations"][curves["pr"]["marks"]["label"]]
    assert label["showarrow"] is True and label["text"] == " "
    data = live_data(analysis, None, threshold=0.5, weighted=False, identity="t", tr=tr,
                     curves=curves)
    columns = _columns(data["table"])
    for i, text in enumerate(data["point_texts"]):
        p, r = columns["precision"][i], columns["recall"][i]
        assert text == ("" if np.isnan(p) else f"P={p:.2f}<br>R={r:.2f}")
    assert data["point_texts"][data["index"]] == "P=0.60<br>R=0.60"  # learner A at 0.5: 3 of 5
    sweep = analysis.sweep
    hist = live_data(analysis, sweep_histogram(sweep), threshold=0.5, weighted=False,
                     identity="t", tr=tr)["hist"]
    cut = hist["figure"]["layout"]["shapes"][hist["marks"]["cut"]]
    assert (cut["type"], cut["xref"], cut["yref"]) == ("line", "x", "y domain")
    text = hist["figure"]["layout"]["annotations"][hist["marks"]["cut_text"]]
    assert text["text"].startswith("threshold ")


def test_classroom_figures_have_the_pages_large_text_and_room_for_the_iso_f1_labels():
    """In classroom mode the live figures are drawn as the pages draw theirs (the classroom
    font, at least the classroom height plus a row per legend entry), and the P-R plot's right
    margin grows with the font so that "F1=0.8" at x = 1 is not cut (45 px at 12 px text)."""
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.live.payload import curves_data
    from evalcore.view.layout import (CLASSROOM_FONT_SIZE, CLASSROOM_HEIGHT,
                                      LEGEND_ROW)

    analysis, _ = _curves()
    s = CurveSummary.of(analysis, max_points=100)
    curves = curves_data(s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep,
                         tr=lambda key, **params: key, prevalence=0.5, classroom=True)
    layout = curves["pr"]["figure"]["layout"]
    assert layout["font"]["size"] == CLASSROOM_FONT_SIZE
    named = [t for t in curves["pr"]["figure"]["data"] if t.get("name")]
    assert layout["height"] == CLASSROOM_HEIGHT + len(named) * LEGEND_ROW
    assert layout["margin"]["r"] == round(45 * CLASSROOM_FONT_SIZE / 12)


def test_a_pages_own_figures_are_a_view_kind_of_their_own():
    """The Risk page's figure and the ROC / PR page's curves of one data set are two tables (the
    view's cache and data id are keyed by the kind)."""
    assert view_kind({"metrics": {}}, None) == "curves:metrics"
    assert view_kind({"roc": {}, "pr": {}}, None) == "curves"


def _hundred_thousand():
    """The benchmarks' file of 10⁵ rows (30 % positive, scores with 6 decimals)."""
    rng = np.random.default_rng(100_000)
    y = rng.random(100_000) < 0.3
    return threshold_sweep(y, np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6))


def _first_views(sweep):
    """The live data of the Confusion (with the Wilson intervals), ROC / PR and Cost pages at
    their defaults, as the pages build them."""
    import json

    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.cost_summary import CostSummary
    from evalcore.view.live.payload import cost_curves_data, curves_data
    from evalcore.view.budgets import MAX_COST_LINES, MAX_CURVE_POINTS

    tr = lambda key, **params: key  # noqa: E731
    analysis = BinaryAnalysis(sweep)
    common = dict(threshold=0.5, weighted=False, identity="x", tr=tr)
    s = CurveSummary.of(analysis, max_points=MAX_CURVE_POINTS)
    cost = analysis.cost()
    views = {
        "confusion": live_data(analysis, sweep_histogram(sweep), intervals=True, **common),
        "roc_pr": live_data(analysis, sweep_histogram(sweep), **common, curves=curves_data(
            s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep, tr=tr,
            prevalence=sweep.prior)),
        "cost": live_data(analysis, None, **common, cost=cost, curves=cost_curves_data(
            cost, CostSummary.of(analysis, max_lines=MAX_COST_LINES,
                                 max_points=MAX_CURVE_POINTS), tr=tr)),
    }
    return views, {name: len(json.dumps(data)) for name, data in views.items()}


def test_first_views_data_is_within_the_payload_budget_at_hundred_thousand_rows():
    """The first view's data of each threshold page at 10⁵ rows stays well within the 300 KB
    budget of the first view's payload (the run's other elements are a few KB)."""
    _, sizes = _first_views(_hundred_thousand())
    assert max(sizes.values()) <= 270_000, sizes


def test_float32_columns_show_the_text_of_float64_and_marks_stay_float64():
    """Every column the matrix view receives as float32 shows, at every stop, the text (four
    decimals; a row rate's percent and shade) of its float64 value, every count is exact; the
    curves' views send the marks' columns (FPR, recall, precision) as float64, exactly."""
    from evalcore.view.live.payload import ROW_RATES

    sweep = _hundred_thousand()
    views, _ = _first_views(sweep)
    table = BinaryAnalysis(sweep).stop_table(
        np.append(stop_thresholds(sweep), 0.5), intervals=True)
    payload = views["confusion"]["table"]
    assert payload["columns32"], "no column went as float32"
    sent = payload_columns(payload)
    assert set(sent) == set(table.columns)
    for name in payload["columns32"]:
        exact = table.column(name)
        for a, b in zip(sent[name].tolist(), exact.tolist()):
            if name in ("tp", "fp", "tn", "fn"):
                assert a == b, name
            elif b == b:
                assert f"{a:.4f}" == f"{b:.4f}", (name, b)
                if name in ROW_RATES:
                    assert (f"{a * 100:.1f}", a > 0.55) == (f"{b * 100:.1f}", b > 0.55), name
    for view in ("roc_pr", "cost"):
        payload = views[view]["table"]
        for name in ("fpr", "recall", "precision", "threshold"):
            if name in payload_columns(payload):
                assert name in payload["columns"], (view, name)
                np.testing.assert_array_equal(payload_columns(payload)[name], table.column(name))


def test_live_roc_keeps_the_drawn_curve_within_a_quarter_pixel():
    """The live ROC trace is the page's drawn ROC thinned: its points are drawn points, and no
    drawn point is farther than THIN_TOLERANCE from the thinned line."""
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.live.payload import THIN_TOLERANCE
    from evalcore.decimate import deviation

    sweep = _hundred_thousand()
    views, _ = _first_views(sweep)
    drawn = CurveSummary.of(BinaryAnalysis(sweep), max_points=5000).roc
    figure = views["roc_pr"]["curves"]["roc"]["figure"]
    curve = max(figure["data"], key=lambda trace: len(_numbers(trace.get("x", []))))
    x, y = _numbers(curve["x"]), _numbers(curve["y"])
    assert 20 < x.size < drawn.fpr.size / 10
    points = drawn.fpr + 1j * drawn.tpr
    kept = np.flatnonzero(np.isin(points, x + 1j * y))
    assert kept.size >= x.size
    assert deviation(drawn.fpr, drawn.tpr, kept) <= THIN_TOLERANCE


def test_live_pr_keeps_the_drawn_staircase_within_a_quarter_pixel():
    """The live P-R trace is the page's drawn P-R curve thinned as steps: its points are drawn
    points, there are at least three times fewer, and every corner of the full staircase (as
    average precision sums it) lies within THIN_TOLERANCE of the thinned one."""
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.layout import ap_steps
    from evalcore.view.live.payload import THIN_TOLERANCE
    from tests.evalcore.test_decimate import densified, distance_to_path, staircase

    sweep = _hundred_thousand()
    views, _ = _first_views(sweep)
    drawn = CurveSummary.of(BinaryAnalysis(sweep), max_points=5000).pr
    figure = views["roc_pr"]["curves"]["pr"]["figure"]
    curve = max(figure["data"], key=lambda trace: len(_numbers(trace.get("x", []))))
    x, y = _numbers(curve["x"]), _numbers(curve["y"])
    full_x, full_y, _ = ap_steps(drawn.recall, drawn.precision)
    assert 20 < x.size < full_x.size / 3
    assert set(zip(x[:-1].tolist(), y.tolist())) <= set(zip(full_x.tolist(), full_y.tolist()))
    full, thin = staircase(full_x, full_y), staircase(x, y)
    assert distance_to_path(densified(full, 3), thin).max() <= THIN_TOLERANCE + 1e-12


def test_plotlys_own_texts_come_in_the_readers_language_and_no_share_button():
    """The payload's ``plotly_locale`` (live.js adds it to every figure's config) maps Plotly's
    English to the catalog's Chinese, and is empty in English; every figure's config hides
    Plotly.js 3's "Share chart" button."""
    from evalcore.view.language import CATALOG, translator

    sweep = threshold_sweep(Y == 1, S)
    analysis = BinaryAnalysis(sweep)
    en, zh = (live_data(analysis, sweep_histogram(sweep), threshold=0.5, weighted=False,
                        identity="t", tr=translator(lang), curves=_curves()[1])
              for lang in ("en", "zh"))
    assert en["plotly_locale"] == {}
    dictionary = zh["plotly_locale"]["locales"][zh["plotly_locale"]["locale"]]["dictionary"]
    assert dictionary["Double-click on legend to isolate one trace"] == (
        CATALOG["plotly_legend_isolate"]["zh"])
    assert len(dictionary) == len([key for key in CATALOG if key.startswith("plotly_")])
    assert all(spec["config"]["showSendToCloud"] is False for spec in zh["curves"].values())
    import doctest

    import evalcore.view.language

    assert doctest.testmod(evalcore.view.language).failed == 0

"""AppTest: the Risk & calibration page on an uploaded file with ties, its numbers against SciPy
(KS), scikit-learn (Brier, log loss, calibration bins) and a hand-worked lift table; scores outside
[0, 1]; both languages."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy.stats import ks_2samp
from sklearn.calibration import calibration_curve
from sklearn.metrics import brier_score_loss, log_loss

from tests.app.helpers import (csv_bytes, metric_values, open_app, plotly_array, plotly_figures,
                               upload)

PAGE = "app_pages/risk.py"
# ten rows, highest score first; ties at 0.8 (3 rows) and 0.3 (2 rows)
SCORES = [0.9, 0.8, 0.8, 0.8, 0.6, 0.5, 0.3, 0.3, 0.2, 0.1]
LABELS = [1, 1, 0, 1, 1, 0, 0, 1, 0, 0]


def risk_page(scores=SCORES, labels=LABELS, lang="en"):
    data = csv_bytes(pd.DataFrame({"label": labels, "score": scores}))
    return upload(open_app(PAGE, lang=lang), "risk.csv", data)


def trace(figure: dict, name: str) -> dict:
    return next(d for d in figure["data"] if d.get("name", "").startswith(name))


def test_numbers_are_scipys_and_scikit_learns():
    at = risk_page()
    y, s = np.array(LABELS) == 1, np.array(SCORES)
    shown = metric_values(at)
    assert shown["KS statistic"] == f"{ks_2samp(s[~y], s[y]).statistic:.4f}" == "0.6000"
    assert shown["KS threshold"] == "0.6"  # TPR 4/5 − FPR 1/5 at score ≥ 0.6, a score of the data
    assert shown["Brier score"] == f"{brier_score_loss(y, s):.4f}"
    assert shown["Log loss"] == f"{log_loss(y, s):.4f}"
    fraction, predicted = calibration_curve(y, s, n_bins=10)
    reliability = plotly_figures(at)[4]  # after KS, metrics against the threshold, gains, lift
    observed = trace(reliability, "Fraction of positives")
    np.testing.assert_allclose(plotly_array(observed["x"]), predicted)
    np.testing.assert_allclose(plotly_array(observed["y"]), fraction)
    counts = np.bincount(np.searchsorted(np.linspace(0, 1, 11)[1:-1], s), minlength=10)
    ece = np.sum(np.abs(fraction - predicted) * counts[counts > 0]) / s.size  # sklearn's bins
    assert shown["ECE"] == f"{ece:.4f}"


def test_ks_curve_is_each_class_cdf_with_the_gap():
    at = risk_page()
    ks = plotly_figures(at)[0]
    y, s = np.array(LABELS) == 1, np.array(SCORES)
    for name, values in (("Positives", s[y]), ("Negatives", s[~y])):
        x = np.array(plotly_array(trace(ks, name)["x"]))
        drawn = np.array(plotly_array(trace(ks, name)["y"]))
        # a staircase: at each score the share just below it, then the share at or below it
        for score in np.unique(x):
            at_score = drawn[x == score]
            below = np.searchsorted(np.sort(values), score, side="left") / values.size
            upto = np.searchsorted(np.sort(values), score, side="right") / values.size
            assert at_score.min() == pytest.approx(below) and at_score.max() == pytest.approx(upto)
    gap = trace(ks, "KS gap 0.6000")
    assert gap["x"] == [0.5, 0.5] and gap["y"] == pytest.approx([0.2, 0.8])


def test_lift_table_by_hand_with_ties_and_groups_chosen():
    at = risk_page()
    at.number_input(key="risk_groups").set_value(5).run()
    assert not at.exception
    table = at.table[0].value
    # fifths of 10 rows: group 1 = {0.9, 0.8×3} (4 rows, 2 asked: the tie at 0.8 stays whole),
    # group 2 swallowed, group 3 = {0.6, 0.5}, group 4 = {0.3×2}, group 5 = {0.2, 0.1}
    assert table["Group"].tolist() == ["1", "3", "4", "5"]
    assert table["Rows"].tolist() == ["4", "2", "2", "2"]
    assert table["Positives"].tolist() == ["3", "1", "1", "0"]
    # lift = response rate / prior 0.5: 0.75/0.5, 0.5/0.5, 0.5/0.5, 0
    assert table["Lift"].tolist() == ["1.5000", "1.0000", "1.0000", "0.0000"]
    assert table["Gain"].tolist() == ["0.6000", "0.8000", "1.0000", "1.0000"]
    assert table["Larger because of ties"].tolist() == ["yes", "", "", ""]
    assert any("More rows than their share in group 1:" in i.value and "4 of 5 groups" in i.value
               for i in at.info)
    gains = plotly_figures(at)[2]  # after KS and the metrics against the threshold
    assert trace(gains, "Perfect")["x"] == [0, 0.5, 1]


def test_use_the_ks_threshold_moves_the_shared_threshold():
    at = risk_page()
    at.button(key="risk_use_ks").click().run()
    assert not at.exception
    assert "KS distance |TPR − FPR| at the threshold 0.60" in metric_values(at)
    at.switch_page("app_pages/confusion.py").run()
    assert at.number_input(key="threshold_number").value == 0.6


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_scores_outside_unit_interval_say_why_no_traceback(lang):
    at = risk_page(scores=[2.5, 1.0, 0.4, -0.5, 3.0, 0.0], labels=[1, 0, 1, 0, 1, 0], lang=lang)
    assert not at.exception
    message = {"en": "outside [0, 1], so they are not probabilities", "zh": "超出 [0, 1]，不是概率"}
    assert any(message[lang] in w.value and "-0.5" in w.value and "3" in w.value
               for w in at.warning)
    assert len(plotly_figures(at)) == 4  # KS, metrics by threshold, gains, lift; no reliability
    ks = "KS 值" if lang == "zh" else "KS statistic"
    assert metric_values(at)[ks] == "0.6667"  # ≥ 2.5: TPR 2/3, FPR 0 (ks_2samp agrees)


def test_chinese_page():
    at = risk_page(lang="zh")
    assert at.title[0].value == "KS、提升度与校准"
    assert [tab.label for tab in at.tabs] == ["KS", "提升度与累积增益", "校准曲线", "稳定性（PSI）",
                                              "分组"]
    assert "提升度" in at.table[0].value.columns


def _segmented(n=300, seed=0, column="region"):
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({"label": (rng.random(n) < 0.4).astype(int),
                          column: rng.choice(["north", "south", "=east"], n)})
    frame["score"] = np.clip(rng.normal(0.4 + 0.2 * frame.label, 0.2), 0, 1).round(3)
    return frame


def test_segments_are_scikit_learns_per_group_at_the_shared_threshold():
    from sklearn.metrics import average_precision_score, confusion_matrix, roc_auc_score

    frame = _segmented()
    at = upload(open_app(PAGE), "segments.csv", csv_bytes(frame))
    # detected by name (evalcore.io.SEGMENT_NAMES)
    assert next(s for s in at.selectbox if s.label == "Segment column").value == "region"
    table = at.table[-2].value.set_index("Segment")  # the last: thresholds per segment
    rates = {}
    for name, group in frame.groupby("region"):
        y, s = group.label.to_numpy() == 1, group.score.to_numpy()
        row = table.loc[name]
        assert row["AUC"] == f"{roc_auc_score(y, s):.4f}"
        assert row["Average precision (AP)"] == f"{average_precision_score(y, s):.4f}"
        assert row["KS"] == f"{ks_2samp(s[~y], s[y]).statistic:.4f}"
        tn, fp, fn, tp = confusion_matrix(y, s >= 0.5).ravel()  # the default threshold 0.5
        assert (row["TP (true positive)"], row["FP (false positive)"]) == (str(tp), str(fp))
        rates[name] = (tp / (tp + fn), fp / (fp + tn), (tp + fp) / len(group))
    shown = metric_values(at)
    for i, label in enumerate(("TPR gap (equal opportunity)", "FPR gap",
                               "Positive-rate gap (demographic parity)")):
        values = [r[i] for r in rates.values()]
        assert shown[label] == f"{max(values) - min(values):.4f}"
    overlay = plotly_figures(at)[-1]
    assert sorted(d["name"] for d in overlay["data"][1:]) == sorted(
        f"{name} (AUC {table.loc[name, 'AUC']})" for name in rates)


def test_one_class_segment_is_flagged_and_too_many_segments_refused():
    frame = _segmented(column="分组")
    frame.loc[frame["分组"] == "north", "label"] = 0
    at = upload(open_app(PAGE, lang="zh"), "segments.csv", csv_bytes(frame))
    table = at.table[-2].value.set_index("分组")
    assert table.loc["north", "AUC"] == "—"
    assert "只有一个类别" in table.loc["north", "说明"]
    thresholds = at.table[-1].value.set_index("分组")
    assert "只有一个类别" in thresholds.loc["north", "选此阈值的原因"]
    assert thresholds.loc["north", "阈值"] == "" and thresholds.loc["south", "阈值"] != ""
    frame["分组"] = [f"id{i}" for i in range(len(frame))]
    at = upload(at, "ids.csv", csv_bytes(frame))
    assert not at.exception
    assert any("300 个不同取值" in e.value for e in at.main.error)
    assert metric_values(at)["KS 值"]  # the rest of the page stays


@pytest.mark.parametrize("kind, value", [("precision", 0.6), ("recall", 0.8), ("fpr", 0.1),
                                         ("top", 0.05)])
def test_threshold_per_segment_is_scikit_learns(kind, value):
    from sklearn.metrics import confusion_matrix

    from tests.evalcore.test_risk import _sklearn_threshold

    frame = _segmented()
    at = upload(open_app(PAGE), "segments.csv", csv_bytes(frame))
    at.selectbox(key="risk_segment_constraint_kind").set_value(kind)
    at.number_input(key="risk_segment_constraint_value").set_value(value)
    at = at.run()
    assert not at.exception
    table = at.table[-1].value.set_index("Segment")
    for name, group in frame.groupby("region"):
        y, s = group.label.to_numpy() == 1, group.score.to_numpy()
        expected = _sklearn_threshold(y, s, np.ones(y.size), kind, value)
        row = table.loc[name]
        assert float(row["Threshold"]) == expected
        assert row["Threshold"] in row["Why this threshold"]
        tn, fp, fn, tp = confusion_matrix(y, s >= expected).ravel()
        assert (row["TP (true positive)"], row["FP (false positive)"],
                row["TN (true negative)"], row["FN (false negative)"]) == tuple(
                    map(str, (tp, fp, tn, fn)))
        assert row["TPR"] == f"{tp / (tp + fn):.4f}"


def test_reports_carry_the_page_settings():
    """The tabs' "Download report" buttons: the CLI's lift and calibration with the page's
    groups, bins and strategy (the calibration button is drawn last, so it is the request kept);
    the lift report's HTML holds the page's table."""
    from dashboard.reporting.request import ReportRequest

    at = risk_page()
    at.number_input(key="risk_groups").set_value(5).run()
    at.number_input(key="risk_bins").set_value(4).run()
    at.radio(key="risk_strategy").set_value("quantile").run()
    request = at.session_state["report_request"]
    assert request.task == "calibration"
    result = request.result()
    assert len(result["bins"]) == 4 and result["strategy"] == "quantile"
    assert f"{result['brier']:.4f}" == metric_values(at)["Brier score"]
    from dataclasses import asdict

    from evalcore.api.settings import LiftSettings

    inputs = {k: v for k, v in asdict(request.settings).items()
              if k not in ("bins", "strategy", "by")}  # calibration's own settings
    lift = ReportRequest("lift", request.files, LiftSettings(**inputs, groups=5), "en", "risk",
                         None, request.analysis)
    assert [g["group"] for g in lift.result()["groups"]] == [1, 3, 4, 5]  # as the page's table
    html = lift.html_bytes().decode()
    assert "More rows than their share in group 1:" in html and "1.5000" in html


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_segments_say_why_there_is_no_table_and_what_to_choose(lang):
    """No segment column found: the tab says why and what to choose (not an empty box); a file
    with no other column says to add one; a column chosen replaces the message with the table."""
    from dashboard.i18n import translate

    frame = _segmented(column="city")
    at = upload(open_app(PAGE, lang=lang), "segments.csv", csv_bytes(frame))
    assert not at.exception
    infos = [i.value for i in at.info]
    assert translate("risk_segment_not_found", lang) in infos
    at.selectbox(key=next(s.key for s in at.selectbox if s.key.startswith("risk_segment_")
                          and s.options[0] != "city")).set_value("city").run()
    assert not at.exception
    assert translate("risk_segment_not_found", lang) not in [i.value for i in at.info]
    at = upload(at, "bare.csv", csv_bytes(frame.drop(columns="city")))
    assert not at.exception
    assert translate("risk_segment_no_column", lang) in [i.value for i in at.info]

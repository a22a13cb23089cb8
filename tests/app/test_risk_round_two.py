"""AppTest: the Risk page's score direction (the AUC < 0.5 warning, the sidebar setting, every
number then the negated score's, as the CLI prints it), Gini, lift's cumulative columns, the
calibration tab's decomposition, Hosmer–Lemeshow and slope, the stability tab with a second
upload, and the Segments tab's threshold, minimum size and threshold table; both languages."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy.stats import ks_2samp
from sklearn.metrics import roc_auc_score

from evalcore.analysis.binary import BinaryAnalysis
from evalcore.analysis.risk import CalibrationAnalysis
from evalcore.io import binary_from_table
from evalcore.messages.risk import MESSAGES as RISK
from evalcore.stability import population_stability
from tests.app.helpers import csv_bytes, metric_values, open_app, upload

PAGE = "app_pages/risk.py"
RNG = np.random.default_rng(46)
N = 300
Y = RNG.random(N) < 0.35
POINTS = (600 - 120 * Y + RNG.normal(0, 60, N)).round(0)  # a scorecard: higher is safer
REGION = RNG.choice(["north", "south", "east"], N, p=[0.6, 0.35, 0.05])
PROBABILITY = np.clip(0.2 + 0.5 * Y + RNG.normal(0, 0.15, N), 0.01, 0.99).round(3)


def _page(frame, lang="en"):
    return upload(open_app(PAGE, lang=lang), "risk.csv", csv_bytes(frame))


def _scorecard(lang="en"):
    return _page(pd.DataFrame({"label": Y.astype(int), "score": POINTS, "region": REGION}), lang)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_reversed_score_warns_and_the_direction_setting_fixes_it(lang):
    at = _scorecard(lang)
    auc = roc_auc_score(Y, POINTS)
    warning = {"en": f"AUC is {auc:.4f}, below 0.5", "zh": f"AUC 为 {auc:.4f}，低于 0.5"}[lang]
    setting = {"en": "“negative”", "zh": "“反例”"}[lang]
    assert any(warning in w.value and setting in w.value for w in at.warning)
    shown = metric_values(at)
    names = {"en": ("KS statistic", "Gini"), "zh": ("KS 值", "基尼系数（Gini）")}[lang]
    direction = {"en": "KS direction: positives score {}.", "zh": "KS 方向：正例预测值较{}。"}[lang]
    assert shown[names[0]] == f"{ks_2samp(POINTS[Y], POINTS[~Y]).statistic:.4f}"
    assert direction.format({"en": "lower", "zh": "低"}[lang]) in [c.value for c in at.caption]
    assert shown[names[1]] == f"{2 * auc - 1:.4f}"
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    assert not at.exception and not at.warning
    shown = metric_values(at)
    assert shown[names[1]] == f"{1 - 2 * auc:.4f}"
    assert direction.format({"en": "higher", "zh": "高"}[lang]) in [c.value for c in at.caption]
    # the KS threshold in the file's units, as --score-direction lower prints it
    data = binary_from_table(pd.DataFrame({"label": Y.astype(int), "score": POINTS}))
    value = BinaryAnalysis.of(data, score_direction="lower").to_json()
    threshold = {"en": "KS threshold", "zh": "KS 对应阈值"}[lang]
    assert shown[threshold] == f"{value['ks']['threshold']:g}"


def test_lift_cumulative_columns_in_the_lower_direction():
    at = _scorecard()
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    at.number_input(key="risk_groups").set_value(4).run()
    assert not at.exception
    table = at.table[0].value
    order = np.argsort(POINTS, kind="stable")  # lowest points first: the riskiest
    rows = np.array([int(r) for r in table["Rows"]])
    cum = np.cumsum(rows)
    assert table["Cumulative rows"].tolist() == [str(c) for c in cum]
    positives = [int(Y[order][:c].sum()) for c in cum]  # no ties split: groups end at a score
    assert table["Cumulative positives"].tolist() == [str(p) for p in positives]
    assert table["Cumulative response rate (bad rate)"].tolist() == [
        f"{p / c:.4f}" for p, c in zip(positives, cum)]
    low, high = table["Scores"][0].split(" – ")
    assert float(low) == POINTS.min() and "e" not in high


def test_calibration_tab_shows_the_binned_decomposition_and_tests():
    at = _page(pd.DataFrame({"label": Y.astype(int), "score": PROBABILITY}))
    assert not at.exception
    data = binary_from_table(pd.DataFrame({"label": Y.astype(int), "score": PROBABILITY}))
    result = CalibrationAnalysis(BinaryAnalysis.of(data)).to_json()
    d = result["brier_decomposition"]
    caption = next(c.value for c in at.caption if "within-bin variance" in c.value)
    for part in ("reliability", "resolution", "uncertainty", "within_bin_variance",
                 "within_bin_covariance"):
        assert f"{d[part]:.4f}" in caption
    tests = next(df.value for df in at.dataframe if "Calibration slope" in df.value.iloc[:, 0].tolist())
    shown = dict(zip(tests.iloc[:, 0], tests.iloc[:, 1]))
    assert shown["Calibration slope"] == f"{result['calibration_slope']:.4f}"
    assert shown["Calibration intercept"] == f"{result['calibration_intercept']:.4f}"
    assert shown["Hosmer–Lemeshow statistic"] == f"{result['hosmer_lemeshow']['statistic']:.4f}"
    assert shown["Hosmer–Lemeshow degrees of freedom (non-empty bins − 2)"] == str(
        result["hosmer_lemeshow"]["dof"])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_one_score_says_why_there_is_no_slope(lang):
    at = _page(pd.DataFrame({"label": Y.astype(int), "score": np.full(N, 0.4)}), lang)
    assert not at.exception
    tests = next(df.value for df in at.dataframe if df.value.shape[1] == 2
                 and df.value.iloc[:, 0].str.contains("Hosmer").any())
    # Hosmer–Lemeshow (one bin) and the slope and intercept: not computed, and each says why
    assert tests.iloc[:, 1].tolist() == ["—"] * 5
    for reason in ("risk_calibration_fit_one_score", "risk_hl_few_bins"):
        assert any(c.value == RISK[reason][lang] for c in at.caption), reason


def test_calibration_tab_refuses_a_lower_direction():
    at = _page(pd.DataFrame({"label": Y.astype(int), "score": PROBABILITY}))
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    assert not at.exception
    assert any("one direction" in i.value for i in at.info)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_stability_tab_with_a_second_upload(lang):
    at = _scorecard(lang)
    later = (POINTS + 25).round(0)
    at.file_uploader(key="risk_stability_file").set_value(
        ("later.csv", csv_bytes(pd.DataFrame({"label": Y.astype(int), "score": later,
                                              "region": REGION})), "text/csv")).run()
    assert not at.exception
    reference = population_stability(POINTS, later, bins=10)
    shown = metric_values(at)
    assert shown[{"en": "PSI", "zh": "群体稳定性指数 PSI"}[lang]] == f"{reference.psi:.4f}"
    flag = {"en": {"stable": "stable (PSI < 0.1)", "watch": "watch (0.1 ≤ PSI ≤ 0.25)",
                   "shift": "shift (PSI > 0.25)"},
            "zh": {"stable": "稳定（PSI < 0.1）", "watch": "需关注（0.1 ≤ PSI ≤ 0.25）",
                   "shift": "显著偏移（PSI > 0.25）"}}[lang][reference.flag]
    assert flag in shown.values()


def test_stability_tab_bad_second_file_says_why():
    at = _scorecard()
    at.file_uploader(key="risk_stability_file").set_value(
        ("later.csv", b"label,other\n1,2\n", "text/csv")).run()
    assert not at.exception
    assert any("score" in e.value for e in at.error)


def test_segments_state_the_threshold_and_leave_small_ones_out_of_the_gaps():
    at = _scorecard()
    at.sidebar.radio(key="risk_score_direction").set_value("lower").run()
    assert not at.exception
    assert any("score ≤" in m.value for m in at.markdown)
    assert any("at least 30 rows" in c.value and "2 of 3 segments" in c.value
               for c in at.caption)
    segments = next(table.value for table in at.table if "Segment" in table.value.columns
                    and "AUC" in table.value.columns)
    east = segments[segments["Segment"] == "east"].iloc[0]
    assert "not in the gaps" in east.iloc[-1]
    at.number_input(key="risk_min_segment").set_value(1).run()
    assert any("3 of 3 segments" in c.value for c in at.caption)


@pytest.mark.parametrize("columns", [("score", "prob"), ("score_logreg", "score_tree")])
def test_two_score_columns_are_not_guessed_as_the_cli_does_not(columns):
    frame = pd.DataFrame({"label": Y.astype(int), columns[0]: PROBABILITY,
                          columns[1]: PROBABILITY[::-1]})
    at = open_app(PAGE)
    at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
    at.file_uploader(key="upload_classification").set_value(
        ("two.csv", csv_bytes(frame), "text/csv")).run()
    assert not at.exception
    # no numbers of a column taken for the user: the page keeps its last good data
    taken = f"{2 * roc_auc_score(Y, PROBABILITY) - 1:.4f}"
    assert metric_values(at).get("Gini") != taken
    errors = [e.value.replace("\\_", "_") for e in at.error]  # markdown-escaped
    assert any(columns[0] in e and columns[1] in e for e in errors), errors

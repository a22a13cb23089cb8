"""``python -m evalcore binary`` (ks, brier, log_loss, intervals, --threshold-for, --by) and the
``lift`` and ``calibration`` commands, against SciPy, scikit-learn, statsmodels and by hand."""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy.stats import ks_2samp
from sklearn.calibration import calibration_curve
from sklearn.metrics import brier_score_loss, log_loss, roc_auc_score
from statsmodels.stats.proportion import proportion_confint

from evalcore.__main__ import main
from tests.evalcore.test_risk import _sklearn_threshold, check_segment

RNG = np.random.default_rng(11)
N = 400
Y = RNG.random(N) < 0.3
SCORES = np.clip(RNG.normal(0.35 + 0.3 * Y, 0.2), 0, 1).round(2)
REGION = RNG.choice(["north", "south", "west"], N)
WEIGHT = RNG.integers(1, 4, N)


def _csv(tmp_path, name="data.csv", weights=False, scores=SCORES):
    lines = ["label,score,region" + (",weight" if weights else "")]
    for i in range(N):
        row = f"{int(Y[i])},{scores[i]},{REGION[i]}" + (f",{WEIGHT[i]}" if weights else "")
        lines.append(row)
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


def _close(a, b) -> bool:
    """Equal JSON values, numbers to 1e-12 relative."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(_close, a, b))
    if isinstance(a, float) or isinstance(b, float):
        return b == pytest.approx(a, rel=1e-12, abs=1e-15)
    return a == b


def _run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def test_binary_gains_ks_brier_log_loss_intervals(capsys, tmp_path):
    status, out, err = _run(capsys, "binary", _csv(tmp_path))
    assert status == 0 and err == ""
    assert out["ks"]["statistic"] == pytest.approx(ks_2samp(SCORES[Y], SCORES[~Y]).statistic)
    t = out["ks"]["threshold"]
    tpr, fpr = (SCORES[Y] >= t).mean(), (SCORES[~Y] >= t).mean()
    assert tpr - fpr == pytest.approx(out["ks"]["statistic"])
    assert out["brier"] == pytest.approx(brier_score_loss(Y, SCORES))
    assert out["log_loss"] == pytest.approx(log_loss(Y, SCORES))
    assert out["notes"] == {}
    c = out["confusion"]
    wilson = {"precision": (c["tp"], c["tp"] + c["fp"]), "recall": (c["tp"], c["tp"] + c["fn"]),
              "specificity": (c["tn"], c["tn"] + c["fp"]), "fpr": (c["fp"], c["tn"] + c["fp"]),
              "accuracy": (c["tp"] + c["tn"], N)}
    for key, (k, n) in wilson.items():
        assert out["intervals"][key] == pytest.approx(
            proportion_confint(k, n, method="wilson"), abs=1e-12)
    low, high = out["intervals"]["auc"]
    assert low < roc_auc_score(Y, SCORES) < high


def test_binary_weighted_equals_repeated_rows(capsys, tmp_path):
    _, weighted, _ = _run(capsys, "binary", _csv(tmp_path, weights=True), "--weight-col",
                          "weight", "--threshold-for", "recall=0.7")
    assert weighted["brier"] == pytest.approx(brier_score_loss(Y, SCORES, sample_weight=WEIGHT))
    repeated = tmp_path / "repeated.csv"
    repeated.write_text("label,score\n" + "".join(
        f"{int(y)},{s}\n" * w for y, s, w in zip(Y, SCORES, WEIGHT)))
    _, expanded, _ = _run(capsys, "binary", repeated, "--threshold-for", "recall=0.7")
    for key in ("ks", "brier", "log_loss", "intervals", "constraint", "threshold"):
        assert weighted[key] == pytest.approx(expanded[key]), key


def test_scores_not_probabilities_are_null_with_a_note(capsys, tmp_path):
    status, out, _ = _run(capsys, "binary", _csv(tmp_path, scores=SCORES * 4 - 1))
    assert status == 0 and out["brier"] is None and out["log_loss"] is None
    assert "outside [0, 1]" in out["notes"]["brier"] and out["ks"]["statistic"] > 0
    status, _, err = _run(capsys, "calibration", _csv(tmp_path, scores=SCORES * 4 - 1))
    assert status == 2 and err.count("\n") == 1 and "outside [0, 1]" in err


@pytest.mark.parametrize("constraint, check", [
    ("precision=0.6", lambda m: m["precision"] >= 0.6),
    ("recall=0.8", lambda m: m["recall"] >= 0.8),
    ("fpr=0.05", lambda m: m["fpr"] <= 0.05),
    ("top=0.05", lambda m: True),
])
def test_threshold_for_moves_the_threshold(capsys, tmp_path, constraint, check):
    status, out, _ = _run(capsys, "binary", _csv(tmp_path), "--threshold-for", constraint)
    assert status == 0
    kind, value = constraint.split("=")
    assert out["constraint"]["kind"] == kind and out["constraint"]["value"] == float(value)
    assert check(out["metrics"])
    t = out["threshold"]
    assert out["confusion"]["tp"] == int((Y & (SCORES >= t)).sum())
    achieved = {"precision": out["metrics"]["precision"], "recall": out["metrics"]["recall"],
                "fpr": out["metrics"]["fpr"], "top": (SCORES >= t).mean()}[kind]
    assert out["constraint"]["achieved"] == pytest.approx(achieved)
    if kind == "top":
        assert (SCORES >= t).mean() <= 0.05 < (SCORES >= SCORES[SCORES < t].max()).mean()


@pytest.mark.parametrize("constraint, text", [
    ("precision=1", "No threshold meets precision=1.0"),
    ("precision=2", "--threshold-for takes KIND=VALUE"),
    ("f1=0.5", "--threshold-for takes KIND=VALUE"),
])
def test_threshold_for_refusals_are_one_line(capsys, tmp_path, constraint, text):
    path = tmp_path / "d.csv"
    path.write_text("label,score\n0,0.9\n1,0.8\n0,0.2\n1,0.1\n")
    status, _, err = _run(capsys, "binary", path, "--threshold-for", constraint)
    assert status == 2 and err.count("\n") == 1 and text in err and "--threshold-for" in err


def test_by_segments_are_sklearns_per_group(capsys, tmp_path):
    status, out, _ = _run(capsys, "binary", _csv(tmp_path, weights=True), "--by", "region",
                          "--threshold", "0.45")
    assert status == 0 and [s["value"] for s in out["segments"]] == ["north", "south", "west"]
    for segment in out["segments"]:
        rows = REGION == segment["value"]
        check_segment(segment, Y[rows], SCORES[rows], WEIGHT[rows], 0.45)
    for key in ("tpr", "fpr", "positive_rate"):
        values = [s[key] for s in out["segments"]]
        assert out["gaps"][key] == pytest.approx(max(values) - min(values))


def test_by_with_dropped_rows_and_one_class_segment(capsys, tmp_path):
    path = tmp_path / "d.csv"
    path.write_text("label,score,g\n1,0.9,a\n0,0.2,a\n1,x,b\n1,0.7,b\n1,0.4,b\n0,0.3,a\n")
    status, out, err = _run(capsys, "binary", path, "--by", "g", "--drop-invalid")
    assert status == 0 and "dropped 1" in err
    a, b = out["segments"]
    assert (a["n"], a["positives"], a["auc"]) == (3, 1, 1.0)
    assert (b["n"], b["positives"], b["auc"], b["ks"]) == (2, 2, None, None)
    assert "only one class" in b["note"] and b["small"] and a["note"] is None
    assert out["gaps"] == {"tpr": None, "fpr": None, "positive_rate": None}


def test_by_refusals(capsys, tmp_path):
    path = tmp_path / "ids.csv"
    path.write_text("id,label,score\n" + "".join(f"{i},{i % 2},{i / 10**5}\n"
                                                 for i in range(10**5)))
    status, _, err = _run(capsys, "binary", path, "--by", "id")
    assert status == 2 and err.count("\n") == 1 and "100000 distinct values" in err
    assert "--by" in err
    status, _, err = _run(capsys, "binary", path, "--by", "region")
    assert status == 2 and err.count("\n") == 1 and "--by names column region" in err
    status, _, err = _run(capsys, "binary", path, "--by", "id", "--engine", "duckdb")
    assert status == 2 and err == ("error: --by is not available with --engine (a database "
                                   "engine does not keep every row in memory). Leave --by out, "
                                   "or evaluate one file in memory without --engine.\n")


def test_lift_command_by_hand_with_ties(capsys, tmp_path):
    path = tmp_path / "d.csv"
    path.write_text("label,score\n1,.9\n1,.8\n0,.8\n1,.8\n0,.6\n1,.5\n0,.4\n0,.3\n0,.2\n0,.1\n")
    status, out, _ = _run(capsys, "lift", path, "--groups", "5")
    assert status == 0 and list(out) == ["task", "pos_label", "groups", "ks", "roc_auc", "gini"]
    assert out["task"] == "lift"
    first = out["groups"][0]
    assert list(first) == ["group", "rows", "min_score", "max_score", "positives",
                           "response_rate", "cum_rows", "cum_positives", "cum_response_rate",
                           "cum_rows_share", "gain", "lift", "cum_lift", "ks", "grown_by_ties"]
    assert (first["rows"], first["positives"], first["grown_by_ties"]) == (4, 3, True)
    assert [g["group"] for g in out["groups"]] == [1, 3, 4, 5]
    assert [g["gain"] for g in out["groups"]] == [0.75, 1.0, 1.0, 1.0]
    assert out["ks"] == {"statistic": pytest.approx(1 - 2 / 6), "direction": "higher",
                         "threshold": 0.5}
    # cumulative by hand: groups end after 4, 6 (group 2 swallowed by the tie), 8, 10 rows
    assert [g["cum_rows"] for g in out["groups"]] == [4, 6, 8, 10]
    assert [g["cum_positives"] for g in out["groups"]] == [3, 4, 4, 4]
    assert [g["cum_response_rate"] for g in out["groups"]] == [3 / 4, 4 / 6, 4 / 8, 4 / 10]


def test_calibration_command_is_sklearns(capsys, tmp_path):
    for strategy in ("uniform", "quantile"):
        status, out, _ = _run(capsys, "calibration", _csv(tmp_path), "--bins", "8",
                              "--strategy", strategy)
        assert status == 0 and out["task"] == "calibration"
        true, predicted = calibration_curve(Y, SCORES, n_bins=8, strategy=strategy)
        filled = [b for b in out["bins"] if b["count"]]
        assert [b["fraction_positive"] for b in filled] == pytest.approx(true)
        assert [b["mean_predicted"] for b in filled] == pytest.approx(predicted)
        for b in filled:
            k = round(b["fraction_positive"] * b["count"])
            assert [b["ci_low"], b["ci_high"]] == pytest.approx(
                proportion_confint(k, b["count"], method="wilson"), abs=1e-12)
        assert out["brier"] == pytest.approx(brier_score_loss(Y, SCORES))
        assert out["log_loss"] == pytest.approx(log_loss(Y, SCORES))
        d = out["brier_decomposition"]
        assert (d["reliability"] - d["resolution"] + d["uncertainty"] + d["within_bin_variance"]
                - d["within_bin_covariance"]) == pytest.approx(brier_score_loss(Y, SCORES),
                                                               abs=1e-12)
        assert d["uncertainty"] == pytest.approx(Y.mean() * (1 - Y.mean()))


def test_calibration_empty_bins_and_options(capsys, tmp_path):
    path = tmp_path / "d.csv"
    path.write_text("label,score,w\nyes,0.05,1\nno,0.15,2\nyes,0.95,1\nno,0.92,1\n")
    status, out, _ = _run(capsys, "calibration", path, "--weight-col", "w", "--pos-label", "no")
    assert status == 0 and out["pos_label"] == "no"
    assert [b["count"] for b in out["bins"]] == [1, 2, 0, 0, 0, 0, 0, 0, 0, 2]
    assert out["bins"][5]["mean_predicted"] is None and out["bins"][5]["ci_low"] is None
    # positives are "no" now: y = 0, 1, 0, 1 with weights 1, 2, 1, 1
    assert out["brier"] == pytest.approx(brier_score_loss(
        [0, 1, 0, 1], [0.05, 0.15, 0.95, 0.92], sample_weight=[1, 2, 1, 1]))
    status, _, err = _run(capsys, "calibration", path, "--bins", "0")
    assert status == 2 and err.count("\n") == 1 and "--bins must be" in err


@pytest.mark.parametrize("command, options", [("lift", ["--groups", "7"]),
                                              ("calibration", ["--strategy", "quantile"])])
def test_engine_duckdb_equals_memory(capsys, tmp_path, monkeypatch, command, options):
    path = _csv(tmp_path, weights=True)
    _, memory, _ = _run(capsys, command, path, "--weight-col", "weight", *options)
    status, engine, err = _run(capsys, command, path, "--weight-col", "weight", *options,
                               "--engine", "duckdb")
    assert status == 0 and _close(engine, memory)
    import evalcore.engine

    monkeypatch.setattr(evalcore.engine, "DEFAULT_MAX_DISTINCT", 5)
    status, _, err = _run(capsys, command, path, "--engine", "duckdb")
    assert status == 2 and err.count("\n") == 1 and "more than 5 " in err


def test_by_with_threshold_for_adds_each_segments_threshold(capsys, tmp_path):
    status, out, _ = _run(capsys, "binary", _csv(tmp_path, weights=True), "--by", "region",
                          "--threshold-for", "recall=0.8", "--weight-col", "weight")
    assert status == 0 and [s["value"] for s in out["segment_thresholds"]] == [
        "north", "south", "west"]
    for entry in out["segment_thresholds"]:
        rows = REGION == entry["value"]
        y, s, w = Y[rows], SCORES[rows], WEIGHT[rows].astype(float)
        assert entry["threshold"] == _sklearn_threshold(y, s, w, "recall", 0.8)
        hit = s >= entry["threshold"]
        assert (entry["tp"], entry["fp"]) == (w[y & hit].sum(), w[~y & hit].sum())
        assert entry["achieved"] == pytest.approx(w[y & hit].sum() / w[y].sum())
        assert entry["note"] is None
    assert out["constraint"]["kind"] == "recall"  # the shared keys stay as they were
    status, out, _ = _run(capsys, "binary", _csv(tmp_path), "--by", "region")
    assert "segment_thresholds" not in out

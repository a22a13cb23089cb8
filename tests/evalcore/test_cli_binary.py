"""``python -m evalcore binary``: its JSON contract, checked against scikit-learn."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from sklearn.metrics import (
    average_precision_score,
    matthews_corrcoef,
    precision_recall_curve,
    roc_auc_score,
    roc_curve,
)

from evalcore.__main__ import main

SIX = "y,score\n1,0.8\n0,0.96\n1,0.4\n1,0.1\n0,0.15\n1,0.7\n"
Y = np.array([1, 0, 1, 1, 0, 1], dtype=bool)
SCORES = np.array([0.8, 0.96, 0.4, 0.1, 0.15, 0.7])


def run(capsys, tmp_path, text: str, *options: str, name: str = "data.csv"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    status = main(["binary", str(path), *options])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def test_contract_keys_and_values(capsys, tmp_path):
    status, result, err = run(capsys, tmp_path, SIX)
    assert status == 0 and err == ""
    assert list(result) == ["task", "n", "positives", "negatives", "pos_label", "threshold",
                            "confusion", "metrics", "roc_auc", "gini", "rank_loss",
                            "average_precision",
                            "bep", "youden", "ks", "brier", "log_loss", "intervals", "notes"]
    assert result["task"] == "binary"
    assert (result["n"], result["positives"], result["negatives"]) == (6, 4, 2)
    assert (result["pos_label"], result["threshold"]) == ("1", 0.5)
    # score ≥ 0.5: 0.8, 0.96, 0.7 → TP 2, FP 1.
    assert result["confusion"] == {"tp": 2, "fp": 1, "tn": 1, "fn": 2}
    metrics = result["metrics"]
    assert list(metrics) == ["accuracy", "error_rate", "precision", "recall", "specificity",
                             "fpr", "fnr", "f1", "f_beta", "beta", "mcc", "kappa",
                             "balanced_accuracy", "g_mean"]
    assert metrics["precision"] == pytest.approx(2 / 3) and metrics["recall"] == 0.5
    assert metrics["mcc"] == pytest.approx(matthews_corrcoef(Y, SCORES >= 0.5), abs=1e-12)
    assert result["roc_auc"] == pytest.approx(roc_auc_score(Y, SCORES), abs=1e-12)
    assert result["rank_loss"] == pytest.approx(1 - result["roc_auc"], abs=1e-12)
    assert result["average_precision"] == pytest.approx(average_precision_score(Y, SCORES))
    assert result["bep"] == 0.75  # 4 positives, 3 of them among the top 4 scores
    assert result["youden"] == {"threshold": 0.4, "tpr": 0.75, "fpr": 0.5, "j": 0.25}


def test_curves_at_full_resolution_equal_sklearn(capsys, tmp_path):
    _, result, _ = run(capsys, tmp_path, SIX, "--curves")
    roc, pr = result["curves"]["roc"], result["curves"]["pr"]
    fpr, tpr, thresholds = roc_curve(Y, SCORES, drop_intermediate=False)
    assert roc["fpr"] == pytest.approx(fpr.tolist()) and roc["tpr"] == pytest.approx(tpr.tolist())
    assert roc["thresholds"] == [None, *thresholds[1:].tolist()]  # +inf has no JSON form
    precision, recall, pr_thresholds = precision_recall_curve(Y, SCORES)
    assert pr["precision"] == pytest.approx(precision.tolist())
    assert pr["recall"] == pytest.approx(recall.tolist())
    assert pr["thresholds"] == pr_thresholds.tolist()


def test_options_threshold_beta_pos_label_weights(capsys, tmp_path):
    text = "truth;p;w\nyes;0,9;2\nno;0,8;1\nyes;0,3;0,5\nno;0,1;1\n"
    status, result, _ = run(capsys, tmp_path, text, "--label-col", "truth", "--score-col", "p",
                            "--weight-col", "w", "--pos-label", "no", "--threshold", "0.2",
                            "--beta", "2")
    assert status == 0
    assert result["pos_label"] == "no" and result["threshold"] == 0.2
    assert (result["positives"], result["negatives"]) == (2.0, 2.5)
    assert result["confusion"] == {"tp": 1.0, "fp": 2.5, "tn": 0.0, "fn": 1.0}
    assert result["metrics"]["beta"] == 2.0
    assert result["metrics"]["f_beta"] == pytest.approx(5 * 1 / (5 * 1 + 4 * 1 + 2.5))
    assert result["metrics"]["specificity"] == 0.0 and result["metrics"]["mcc"] is not None


def test_undefined_measures_are_null(capsys, tmp_path):
    _, result, _ = run(capsys, tmp_path, SIX, "--threshold", "2")
    assert result["confusion"] == {"tp": 0, "fp": 0, "tn": 2, "fn": 4}
    assert result["metrics"]["precision"] is None and result["metrics"]["mcc"] is None


def test_drop_invalid_reports_on_stderr(capsys, tmp_path):
    status, result, err = run(capsys, tmp_path, SIX + "1,oops\n", "--drop-invalid")
    assert status == 0 and result["n"] == 6
    assert "dropped 1 invalid rows (first rows: 7)" in err


@pytest.mark.parametrize("options,message", [
    (["--threshold", "nan"], "The threshold must be a finite number, got nan."),
    (["--threshold", "inf"], "The threshold must be a finite number, got inf."),
    (["--beta", "0"], "must be a finite number greater than 0, got 0.0."),
])
def test_bad_settings_exit_2(capsys, tmp_path, options, message):
    status, _, err = run(capsys, tmp_path, SIX, *options)
    assert status == 2 and message in err and "Traceback" not in err


def test_bad_files_exit_2(capsys, tmp_path):
    status, _, err = run(capsys, tmp_path, "y,score\n1,0.2\n1,0.4\n")
    assert status == 2 and err.startswith("error: ") and "Traceback" not in err
    status, _, err = run(capsys, tmp_path, SIX + "1,oops\n")
    assert status == 2 and "7" in err
    assert main(["binary", str(tmp_path / "missing.csv")]) == 2
    assert "File not found" in capsys.readouterr().err


def test_subprocess(tmp_path):
    path = tmp_path / "six.csv"
    path.write_text(SIX, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "evalcore", "binary", str(path), "--curves"],
                          capture_output=True, text=True, check=True)
    result = json.loads(done.stdout)
    assert result["roc_auc"] == pytest.approx(roc_auc_score(Y, SCORES))
    assert len(result["curves"]["roc"]["fpr"]) == 7
    failed = subprocess.run([sys.executable, "-m", "evalcore", "binary", str(path),
                             "--threshold", "nan"], capture_output=True, text=True)
    assert failed.returncode == 2 and failed.stdout == ""
    assert "finite number" in failed.stderr and "Traceback" not in failed.stderr

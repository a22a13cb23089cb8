"""``python -m evalcore compare``: flags, JSON keys and errors, against scikit-learn and by hand."""

import json
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.__main__ import main
from evalcore.compare import delong_test
from evalcore.examples.compare import breast_cancer_table, seed001_table
from tests.conftest import ROOT

KEYS = [
    "task", "columns", "label_col", "pos_label", "aligned_by", "n", "positives", "negatives", "auc",
    "auc_ci", "auc_variance", "confidence", "delong", "gini", "ks", "average_precision", "bep",
    "brier", "log_loss", "cost_area", "dominance",
    "threshold", "mcnemar", "notes",
]


def _run(capsys, *argv):
    status = main(["compare", *map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


@pytest.fixture
def seed001_csv(tmp_path):
    path = tmp_path / "seed001.csv"
    seed001_table().to_csv(path, index=False)
    return path


def test_seed001_detected_columns(capsys, seed001_csv):
    status, out, err = _run(capsys, seed001_csv)
    assert status == 0 and err == ""
    assert list(out) == KEYS
    assert out["columns"] == {"A": "score_A", "B": "score_B"} and out["label_col"] == "label"
    assert out["auc"] == pytest.approx({"A": 16 / 25, "B": 8 / 25})  # 1 − ℓrank, seed 001
    assert out["dominance"] == {"roc": "A", "roc_crossings": [], "pr": "A", "pr_crossings": [],
                                "cost": "A", "cost_crossings": []}
    assert out["bep"] == pytest.approx({"A": 3 / 5, "B": 1 / 5})  # 3 and 1 of the top 5
    assert out["cost_area"]["A"] == pytest.approx(0.175)  # seed 001, section 4
    # At 0.5: both right on 2 samples, only A on 4, only B on none → exact p = 2 / 2⁴.
    assert out["mcnemar"] == {"statistic": 0.0, "p_value": 0.125, "method": "exact",
                              "table": [[2, 4], [0, 4]]}
    table = seed001_table()
    y = table["label"] == 1
    ref = delong_test(y, table["score_A"], table["score_B"])
    assert out["delong"] == pytest.approx(
        {"z": ref.z, "p_value": ref.p_value, "difference": 8 / 25, "covariance": ref.covariance}
    )
    assert out["auc_ci"] == {"A": list(ref.a.ci), "B": list(ref.b.ci)}
    assert out["average_precision"] == pytest.approx(
        {"A": average_precision_score(y, table["score_A"]),
         "B": average_precision_score(y, table["score_B"])}, rel=1e-12
    )
    assert out["notes"] == {}


def test_score_cols_order_and_thresholds(capsys, seed001_csv):
    status, out, _ = _run(
        capsys, seed001_csv, "--score-cols", "score_B", "score_A", "--threshold", "0.3", "0.6"
    )
    assert status == 0
    assert out["columns"] == {"A": "score_B", "B": "score_A"}
    assert out["dominance"]["roc"] == "B" and out["delong"]["difference"] == pytest.approx(-0.32)
    assert out["threshold"] == {"A": 0.3, "B": 0.6}
    # McNemar's table, counted directly:
    y = seed001_table()["label"].to_numpy() == 1
    right_a = (seed001_table()["score_B"].to_numpy() >= 0.3) == y
    right_b = (seed001_table()["score_A"].to_numpy() >= 0.6) == y
    assert out["mcnemar"]["table"] == [
        [int((right_a & right_b).sum()), int((right_a & ~right_b).sum())],
        [int((~right_a & right_b).sum()), int((~right_a & ~right_b).sum())],
    ]


def test_breast_cancer_against_sklearn(capsys, tmp_path):
    table = breast_cancer_table()
    path = tmp_path / "bc.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, path, "--pos-label", "1", "--confidence", "0.9")
    assert status == 0 and out["confidence"] == 0.9
    y = table["y_true"] == 1
    for key, column in (("A", "score_logreg"), ("B", "score_tree")):
        assert out["auc"][key] == pytest.approx(roc_auc_score(y, table[column]), rel=1e-12)
        assert out["average_precision"][key] == pytest.approx(
            average_precision_score(y, table[column]), rel=1e-12
        )
        lo, hi = out["auc_ci"][key]
        assert lo < out["auc"][key] < hi or hi == 1.0
    assert (out["n"], out["positives"], out["negatives"]) == (171, 64, 107)
    assert out["delong"]["p_value"] < 0.01 and out["delong"]["z"] > 0


def test_two_files_matched_by_id(capsys, tmp_path):
    rng = np.random.default_rng(0)
    y = np.tile([1, 0], 15)
    a = pd.DataFrame({"id": np.arange(30), "label": y, "score": y + rng.normal(size=30)})
    b = a.sample(frac=1, random_state=1).iloc[:-2].assign(score=lambda t: rng.random(len(t)))
    a.to_csv(tmp_path / "a.csv", index=False)
    b.to_csv(tmp_path / "b.csv", index=False)
    status, out, err = _run(capsys, tmp_path / "a.csv", tmp_path / "b.csv")
    assert status == 0 and out["aligned_by"] == "id" and out["n"] == 28
    assert out["columns"] == {"A": "a.csv", "B": "b.csv"}
    assert err.startswith("note: Matched 28 samples by id. Left out: 2 ids only in a.csv")
    kept = a[a["id"].isin(b["id"])]
    assert out["auc"]["A"] == pytest.approx(roc_auc_score(kept["label"], kept["score"]))
    merged = kept.merge(b, on="id", suffixes=("", "_b"))
    assert out["auc"]["B"] == pytest.approx(roc_auc_score(merged["label"], merged["score_b"]))


def test_identical_columns_note_undefined_test(capsys, tmp_path):
    path = tmp_path / "same.csv"
    pd.DataFrame({"label": [1, 0, 1, 0, 1], "score_a": [0.9, 0.2, 0.7, 0.4, 0.3],
                  "score_b": [0.9, 0.2, 0.7, 0.4, 0.3]}).to_csv(path, index=False)
    status, out, _ = _run(capsys, path)
    assert status == 0 and out["delong"]["z"] is None and out["delong"]["p_value"] is None
    assert out["dominance"]["roc"] == "equal"
    assert out["notes"]["delong"]["key"] == "compare_delong_zero_variance"
    assert out["notes"]["mcnemar"]["key"] == "compare_mcnemar_no_discordant"


@pytest.mark.parametrize(
    "columns, extra, message",
    [
        ({"label": [1, 0], "x": [0.1, 0.2], "y": [0.3, 0.4], "z": [1, 2]}, [],
         "Could not tell which two columns"),
        ({"label": [1, 0], "amount": [120, 900], "score": [0.3, 0.4]}, [],
         "Only one model was found in this file: column score"),
        ({"label": [1, 0], "score_a": [0.1, 0.2], "score_b": [0.3, 0.4]},
         ["--threshold", "0.1", "0.2", "0.3"], "one per model (two), got 3"),
        ({"label": [1, 0], "score_a": [0.1, 0.2], "score_b": [0.3, 0.4]},
         ["--score-cols", "score_a", "nope"], "nope"),
    ],
)
def test_errors_exit_2_with_a_message(capsys, tmp_path, columns, extra, message):
    path = tmp_path / "bad.csv"
    pd.DataFrame(columns).to_csv(path, index=False)
    status, _, err = _run(capsys, path, *extra)
    assert status == 2 and err.startswith("error: ") and message in err
    assert len(err.strip().splitlines()) == 1


def test_subprocess(seed001_csv):
    run = subprocess.run(
        [sys.executable, "-m", "evalcore", "compare", str(seed001_csv), "--label-col", "label"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    out = json.loads(run.stdout)
    assert out["dominance"]["roc"] == "A" and out["auc"]["A"] == pytest.approx(0.64)

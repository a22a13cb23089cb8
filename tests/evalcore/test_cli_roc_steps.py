"""``python -m evalcore roc-steps``: issue 15's JSON contract on seed 001's learner A (the path the
seed prints), scikit-learn's roc_curve on ties, and the binary task's error path."""

from __future__ import annotations

import json

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from evalcore.__main__ import main
from evalcore.examples import all_examples

STEP_KEYS = ["threshold", "tp", "fp", "tpr", "fpr", "precision", "recall", "move", "area"]


def run(capsys, path, *options):
    status = main(["roc-steps", str(path), *options])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


@pytest.fixture
def seed001_a(tmp_path):
    example = all_examples()["seed001_a"]
    path = tmp_path / example.filename
    path.write_bytes(example.build())
    return path


def test_seed001_a_contract(capsys, seed001_a):
    status, out, err = run(capsys, seed001_a)
    assert status == 0 and err == ""
    assert list(out) == ["task", "m_pos", "m_neg", "auc", "rank_loss", "steps"]
    assert (out["task"], out["m_pos"], out["m_neg"]) == ("roc-steps", 5, 5)
    assert out["auc"] == pytest.approx(0.64) and out["rank_loss"] == pytest.approx(9 / 25)
    steps = out["steps"]
    assert len(steps) == 11 and all(list(step) == STEP_KEYS for step in steps)
    assert steps[0] == {"threshold": None, "tp": 0, "fp": 0, "tpr": 0.0, "fpr": 0.0,
                        "precision": None, "recall": 0.0, "move": "start", "area": 0.0}
    # Seed 001's printed path for learner A, one point per sample (distinct scores 0.95 … 0.05).
    assert [s["fpr"] for s in steps] == pytest.approx([0, .2, .2, .2, .2, .4, .6, .6, .6, .8, 1])
    assert [s["tpr"] for s in steps] == pytest.approx([0, 0, .2, .4, .6, .6, .6, .8, 1, 1, 1])
    assert [s["move"] for s in steps] == ["start", "right", "up", "up", "up", "right", "right",
                                          "up", "up", "right", "right"]
    assert [s["threshold"] for s in steps[1:]] == [0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35,
                                                   0.25, 0.15, 0.05]
    assert [s["tp"] for s in steps] == [0, 0, 1, 2, 3, 3, 3, 4, 5, 5, 5]
    assert all(type(s["tp"]) is int and type(s["fp"]) is int for s in steps)
    assert [s["precision"] for s in steps[1:]] == pytest.approx(
        [0, 1 / 2, 2 / 3, 3 / 4, 3 / 5, 3 / 6, 4 / 7, 5 / 8, 5 / 9, 5 / 10])
    assert [s["recall"] for s in steps] == [s["tpr"] for s in steps]
    assert [s["area"] for s in steps] == pytest.approx([0, 0, 0, 0, 0, .12, .24, .24, .24, .44,
                                                        .64])
    assert steps[-1]["area"] == pytest.approx(out["auc"], abs=1e-15)


def test_ties_equal_sklearn(capsys, tmp_path):
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 300)
    scores = rng.integers(0, 8, 300) / 4
    path = tmp_path / "ties.csv"
    path.write_text("label,score\n" + "".join(f"{a},{b}\n" for a, b in zip(y, scores)))
    status, out, _ = run(capsys, path)
    assert status == 0
    fpr, tpr, thresholds = roc_curve(y, scores, drop_intermediate=False)
    steps = out["steps"]
    assert [s["fpr"] for s in steps] == pytest.approx(fpr.tolist())
    assert [s["tpr"] for s in steps] == pytest.approx(tpr.tolist())
    assert [s["threshold"] for s in steps] == [None, *thresholds[1:].tolist()]
    assert "diagonal" in {s["move"] for s in steps}
    assert out["auc"] == pytest.approx(roc_auc_score(y, scores), abs=1e-12)
    assert steps[-1]["area"] == pytest.approx(out["auc"], abs=1e-12)


def test_pos_label_flips_the_classes(capsys, tmp_path):
    path = tmp_path / "words.csv"
    path.write_text("truth,p\nyes,0.9\nno,0.8\nyes,0.3\nno,0.1\n")
    status, out, _ = run(capsys, path, "--label-col", "truth", "--score-col", "p",
                         "--pos-label", "no")
    assert status == 0
    y = [False, True, False, True]
    assert out["auc"] == pytest.approx(roc_auc_score(y, [0.9, 0.8, 0.3, 0.1]))  # 0.25
    assert [s["move"] for s in out["steps"]] == ["start", "right", "up", "right", "up"]


@pytest.mark.parametrize("text, flag", [
    ("label,foo\n1,a\n0,b\n", "--score-col"),
    ("label,score\n1,0.9\n0,\n1,0.2\n", "--drop-invalid"),
])
def test_bad_file_exits_2_with_one_line(capsys, tmp_path, text, flag):
    path = tmp_path / "bad.csv"
    path.write_text(text)
    status, _, err = run(capsys, path)
    assert status == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and flag in err
    assert "sidebar" not in err


def test_drop_invalid_as_binary(capsys, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("label,score\n1,0.9\n0,\n1,0.2\n0,0.5\n")
    status, out, err = run(capsys, path, "--drop-invalid")
    assert status == 0 and err == "note: dropped 1 invalid rows (first rows: 2)\n"
    assert (out["m_pos"], out["m_neg"]) == (2, 1)
    assert out["auc"] == pytest.approx(0.5)


def test_missing_file(capsys, tmp_path):
    status, _, err = run(capsys, tmp_path / "nope.csv")
    assert status == 2 and err.count("\n") == 1 and "nope.csv" in err


def test_weights_give_weighted_counts(capsys, tmp_path):
    path = tmp_path / "weighted.csv"
    path.write_text("label,score,weight\n1,0.9,2\n0,0.8,1\n1,0.8,0.5\n0,0.1,3\n")
    status, out, _ = run(capsys, path)
    assert status == 0
    assert (out["m_pos"], out["m_neg"]) == (2.5, 4.0)
    assert [s["move"] for s in out["steps"]] == ["start", "up", "diagonal", "right"]
    assert out["steps"][2]["tp"] == 2.5 and out["steps"][2]["fp"] == 1.0
    assert out["auc"] == pytest.approx(roc_auc_score([1, 0, 1, 0], [.9, .8, .8, .1],
                                                     sample_weight=[2, 1, .5, 3]))

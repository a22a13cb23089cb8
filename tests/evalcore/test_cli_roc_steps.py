"""``python -m evalcore roc-steps``: its JSON contract on seed 001's learner A (the path the
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


@pytest.fixture(scope="module")
def large(tmp_path_factory):
    """20,000 rows with distinct scores: 20,001 steps, above the default cap of 5,000."""
    rng = np.random.default_rng(5)
    y = (rng.random(20_000) < 0.3).astype(int)
    scores = rng.normal(size=y.size) + y
    path = tmp_path_factory.mktemp("large") / "large.csv"
    path.write_text("label,score\n" + "".join(f"{a},{b!r}\n"
                                             for a, b in zip(y.tolist(), scores.tolist())))
    return path, y, scores


def test_above_the_cap_the_steps_are_thinned_to_exact_steps(capsys, large):
    """By default at most 5,000 steps are printed: each one exactly a step of the unthinned run
    (``--max-steps 0``, itself scikit-learn's roc_curve), the first and the last among them,
    and the output says so with the rule and the largest distance of a left-out step from
    the path through the kept ones (measured here against every step)."""
    path, y, scores = large
    status, full, _ = run(capsys, path, "--max-steps", "0")
    assert status == 0 and "thinned" not in full and len(full["steps"]) == 20_001
    fpr, tpr, _ = roc_curve(y, scores, drop_intermediate=False)
    assert [s["fpr"] for s in full["steps"]] == pytest.approx(fpr.tolist(), abs=1e-15)
    assert [s["tpr"] for s in full["steps"]] == pytest.approx(tpr.tolist(), abs=1e-15)

    status, thin, _ = run(capsys, path)
    assert status == 0
    assert list(thin) == ["task", "m_pos", "m_neg", "auc", "rank_loss", "steps", "thinned",
                          "thinning"]
    assert {k: thin[k] for k in ("task", "m_pos", "m_neg", "auc", "rank_loss")} == {
        k: full[k] for k in ("task", "m_pos", "m_neg", "auc", "rank_loss")}
    steps, thinning = thin["steps"], thin["thinning"]
    assert thin["thinned"] is True and 2 < len(steps) <= 5000
    assert thinning["rule"] == "evalcore.decimate.decimate_curve(fpr, tpr)"
    assert (thinning["max_steps"], thinning["total_steps"], thinning["kept_steps"]) == (
        5000, 20_001, len(steps))
    position = {(s["fpr"], s["tpr"], s["threshold"]): i for i, s in enumerate(full["steps"])}
    kept = [position[(s["fpr"], s["tpr"], s["threshold"])] for s in steps]
    assert kept[0] == 0 and kept[-1] == 20_000 and kept == sorted(set(kept))
    assert all(step == full["steps"][i] for step, i in zip(steps, kept))
    assert steps[-1]["area"] == pytest.approx(roc_auc_score(y, scores), abs=1e-12)
    # every step of the full path within max_deviation of the segment of kept steps around it
    distances = []
    for a, b in zip(kept, kept[1:]):
        (ax, ay), (bx, by) = (fpr[a], tpr[a]), (fpr[b], tpr[b])
        for i in range(a, b + 1):
            length2 = (bx - ax) ** 2 + (by - ay) ** 2
            t = 0.0 if length2 == 0 else min(1.0, max(0.0, (
                (fpr[i] - ax) * (bx - ax) + (tpr[i] - ay) * (by - ay)) / length2))
            distances.append(np.hypot(fpr[i] - ax - t * (bx - ax), tpr[i] - ay - t * (by - ay)))
    assert thinning["max_deviation"] == pytest.approx(max(distances), abs=1e-12)
    assert 0 < thinning["max_deviation"] <= 0.002  # decimate_curve's tolerance, budget not hit


def test_max_steps_sets_the_cap(capsys, large):
    path, _, _ = large
    status, thin, _ = run(capsys, path, "--max-steps", "40")
    assert status == 0 and thin["thinned"] is True and len(thin["steps"]) <= 40
    assert thin["thinning"]["max_steps"] == 40
    assert thin["steps"][0]["move"] == "start" and thin["steps"][-1]["fpr"] == 1.0
    status, whole, _ = run(capsys, path, "--max-steps", "100000")
    assert status == 0 and "thinned" not in whole and len(whole["steps"]) == 20_001


@pytest.mark.parametrize("value", ["-1", "1"])
def test_bad_max_steps_exits_2_with_one_line(capsys, seed001_a, value):
    status, _, err = run(capsys, seed001_a, "--max-steps", value)
    assert status == 2 and err.count("\n") == 1 and "--max-steps" in err and value in err

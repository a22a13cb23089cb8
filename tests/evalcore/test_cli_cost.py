"""``python -m evalcore cost``: its JSON contract on seed 001 by hand, weights checked
row by row, bad settings, and one real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from evalcore.__main__ import main
from evalcore.examples import all_examples


def run(capsys, tmp_path, data: bytes, *options: str):
    path = tmp_path / "data.csv"
    path.write_bytes(data)
    status = main(["cost", str(path), *options])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


@pytest.fixture
def learner_a() -> bytes:
    return all_examples()["seed001_a"].build()


def test_contract_on_seed001_a_by_hand(capsys, tmp_path, learner_a):
    status, result, err = run(capsys, tmp_path, learner_a, "--cost-fn", "2", "--cost-fp", "1")
    assert status == 0 and err == ""
    assert {"pc", "expected_cost_area", "envelope", "best", "at_threshold"} <= set(result)
    assert result["prior"] == 0.5  # five of ten positive
    assert result["pc"] == pytest.approx(2 / 3)  # 0.5·2 / (0.5·2 + 0.5·1)
    assert result["expected_cost_area"] == pytest.approx(0.175)
    np.testing.assert_allclose(result["envelope"]["pc"], [0, 0.25, 0.5, 1])
    np.testing.assert_allclose(result["envelope"]["cost"], [0, 0.25, 0.3, 0])
    # at PC 2/3 the hull vertex (0.6, 1), reached at threshold 0.25, costs 0.6·(1 − 2/3)
    assert result["best"]["threshold"] == 0.25
    assert result["best"]["cost"] == pytest.approx(0.2)
    # threshold 0.5: TP 3, FP 2, TN 3, FN 2 → FNR 0.4, FPR 0.4; (2·2 + 1·2)/10
    at = result["at_threshold"]
    assert at["threshold"] == 0.5
    assert at["normalized_cost"] == pytest.approx(0.4)
    assert at["cost_sensitive_error"] == pytest.approx(0.6)


def test_best_is_always_negative_below_the_first_breakpoint(capsys, tmp_path, learner_a):
    _, result, _ = run(capsys, tmp_path, learner_a, "--prior", "0.2", "--threshold", "0.65")
    assert result["pc"] == pytest.approx(0.2)
    assert result["best"] == {"threshold": None, "cost": pytest.approx(0.2), "fpr": 0.0,
                              "tpr": 0.0, "reason": "cost_threshold_all_negative"}
    # threshold 0.65: FPR 0.2, FNR 0.4 → 0.4·0.2 + 0.2·0.8; error rate (2 + 1)/10
    assert result["at_threshold"]["normalized_cost"] == pytest.approx(0.24)
    assert result["at_threshold"]["cost_sensitive_error"] == pytest.approx(0.3)


def test_weighted_rows(capsys, tmp_path):
    rng = np.random.default_rng(3)
    y, score, weight = rng.random(200) < 0.4, rng.random(200).round(3), rng.uniform(0.5, 2, 200)
    rows = "\n".join(f"{int(a)},{b},{c}" for a, b, c in zip(y, score, weight))
    _, result, _ = run(capsys, tmp_path, f"label,score,weight\n{rows}\n".encode(),
                       "--cost-fn", "4", "--cost-fp", "0.5", "--threshold", "0.3")
    assert result["prior"] == pytest.approx(weight[y].sum() / weight.sum())
    predicted = score >= 0.3
    mistakes = 4 * weight[y & ~predicted].sum() + 0.5 * weight[~y & predicted].sum()
    assert result["at_threshold"]["cost_sensitive_error"] == pytest.approx(mistakes / weight.sum())


@pytest.mark.parametrize("options, text", [
    (("--prior", "1.5"), "prior p(+) must be a number from 0 to 1, got 1.5"),
    (("--cost-fn", "-1"), "cost cost_fn must be a finite number ≥ 0, got -1.0"),
    (("--cost-fn", "0", "--cost-fp", "0"), "no mistake costs anything"),
    (("--threshold", "nan"), "threshold must be a finite number, got nan"),
])
def test_bad_settings_exit_2_with_a_message(capsys, tmp_path, learner_a, options, text):
    status, _, err = run(capsys, tmp_path, learner_a, *options)
    assert status == 2 and text in err and "Traceback" not in err


def test_subprocess(tmp_path, learner_a):
    path = tmp_path / "a.csv"
    path.write_bytes(learner_a)
    done = subprocess.run([sys.executable, "-m", "evalcore", "cost", str(path), "--cost-fp", "3"],
                          capture_output=True, text=True, check=True)
    result = json.loads(done.stdout)
    assert result["pc"] == pytest.approx(0.25)  # 0.5·1 / (0.5·1 + 0.5·3): a breakpoint
    assert result["best"]["cost"] == pytest.approx(0.25)

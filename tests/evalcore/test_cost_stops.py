"""The cost of every slider stop (:meth:`CostAnalysis.stop_table`) against ``python -m evalcore
cost --threshold T`` at random stops, and against the definitions on scikit-learn's counts."""

from __future__ import annotations

import json

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix

from evalcore.__main__ import main
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from evalcore.io import binary_from_table, read_table

BINARY_EXAMPLES = [key for key, example in all_examples().items() if example.task == "binary"]
SETTINGS = [((), {}), (("--cost-fn", "5", "--cost-fp", "0.5"), {"cost_fn": 5.0, "cost_fp": 0.5}),
            (("--cost-fn", "2", "--prior", "0.1"), {"cost_fn": 2.0, "prior": 0.1})]


def cost_table(path, **costs):
    data = binary_from_table(read_table(path.read_bytes(), path.name))
    return BinaryAnalysis.of(data).cost(**costs).stop_table()


def cli_cost(capsys, path, threshold: float, flags) -> dict:
    status = main(["cost", str(path), "--threshold", repr(threshold), *flags])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)["at_threshold"]


def assert_random_stops_equal_the_cli(capsys, path, flags, costs, seed, size):
    table = cost_table(path, **costs)
    rng = np.random.default_rng(seed)
    for i in rng.choice(table.thresholds.size - 1, size=min(size, table.thresholds.size - 1),
                        replace=False):
        printed = cli_cost(capsys, path, float(table.thresholds[i]), flags)
        # the same formulas on arrays: bit for bit
        assert table.measures["normalized_cost"][i] == printed["normalized_cost"]
        assert table.measures["cost_sensitive_error"][i] == printed["cost_sensitive_error"]
    return table


@pytest.mark.parametrize("flags, costs", SETTINGS)
@pytest.mark.parametrize("key", BINARY_EXAMPLES)
def test_random_stops_equal_the_cli_on_the_examples(key, flags, costs, capsys, tmp_path):
    example = all_examples()[key]
    path = tmp_path / f"{key}.csv"
    path.write_bytes(csv_bytes(example.build(), example.filename))
    assert_random_stops_equal_the_cli(capsys, path, flags, costs, seed=len(key), size=10)


def test_random_stops_with_ties_and_weights_equal_the_cli_and_the_definitions(capsys, tmp_path):
    rng = np.random.default_rng(12)
    n = 400
    y = rng.random(n) < 0.3
    scores = np.round(np.clip(rng.normal(0.5 + 0.2 * y, 0.2), 0, 1), 2)  # ties
    weights = rng.uniform(0.1, 3.0, n).round(3)
    path = tmp_path / "ties.csv"
    path.write_text("label,score,weight\n" + "\n".join(
        f"{int(a)},{float(s)!r},{float(w)!r}" for a, s, w in zip(y, scores, weights)) + "\n")
    flags, costs = SETTINGS[1]
    table = assert_random_stops_equal_the_cli(capsys, path, flags, costs, seed=4, size=30)
    prior = weights[y].sum() / weights.sum()
    pc = prior * 5.0 / (prior * 5.0 + (1 - prior) * 0.5)
    for i in range(table.thresholds.size - 1):
        pred = scores >= table.thresholds[i]
        (tn, fp), (fn, tp) = confusion_matrix(y, pred, labels=[False, True],
                                              sample_weight=weights)
        tpr, fpr = tp / (tp + fn), fp / (fp + tn)
        assert table.measures["normalized_cost"][i] == pytest.approx(
            (1 - tpr) * pc + fpr * (1 - pc), abs=1e-12)
        assert table.measures["cost_sensitive_error"][i] == pytest.approx(
            (5.0 * fn + 0.5 * fp) / weights.sum(), abs=1e-12)
    # all negative: FPR 0, TPR 0, so the cost is PC(+) and the error C(−|+)·P / m
    assert table.measures["normalized_cost"][-1] == pytest.approx(pc)
    assert table.measures["cost_sensitive_error"][-1] == pytest.approx(
        5.0 * weights[y].sum() / weights.sum())

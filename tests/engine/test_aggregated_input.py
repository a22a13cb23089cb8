"""Aggregated binary files, (score, positives, negatives) and (score, label, count), read in
memory (no engine) give what the raw rows give: a warehouse's GROUP BY result is evaluated
exactly."""

from __future__ import annotations

import numpy as np
import pandas as pd
from sklearn.metrics import roc_auc_score

from tests.engine.conftest import assert_same, cli

RNG = np.random.default_rng(11)
Y = RNG.integers(0, 2, 500)
S = np.round(RNG.random(500) * 0.7 + Y * 0.2, 2)


def test_both_shapes_equal_the_raw_rows(capsys, tmp_path):
    raw = pd.DataFrame({"y": Y, "score": S})
    raw.to_csv(tmp_path / "raw.csv", index=False)
    grouped = raw.groupby("score")["y"].agg(positives="sum", negatives=lambda v: (v == 0).sum())
    grouped.reset_index().to_csv(tmp_path / "counts.csv", index=False)
    long = raw.groupby(["score", "y"]).size().rename("count").reset_index()
    long.to_parquet(tmp_path / "long.parquet")
    _, expected, _ = cli(capsys, "binary", tmp_path / "raw.csv", "--threshold", "0.45")
    assert expected["roc_auc"] == roc_auc_score(Y, S)
    for name in ("counts.csv", "long.parquet"):
        status, result, _ = cli(capsys, "binary", tmp_path / name, "--threshold", "0.45")
        assert status == 0
        assert_same(result, expected)
    assert len(grouped) < 100 < len(raw)


def test_fractional_weights_stay_floats(capsys, tmp_path):
    (tmp_path / "w.csv").write_text("score,positives,negatives\n0.9,1.5,0\n0.5,0.5,1\n0.1,0,2\n")
    status, result, _ = cli(capsys, "binary", tmp_path / "w.csv")
    assert status == 0
    assert result["positives"] == 2.0 and result["negatives"] == 3.0
    # pairs: 1.5·3 (0.9 above all) + 0.5·2 (0.5 over 0.1) + 0.5·1·½ (tie at 0.5) of 2·3
    assert result["roc_auc"] == (4.5 + 1 + 0.25) / 6

"""``python -m evalcore regression``: flags, JSON keys and errors, against scikit-learn."""

import json
import subprocess
import sys

import numpy as np
import pytest
from sklearn import metrics as skm

from evalcore.__main__ import main
from evalcore.examples.regression import diabetes_test_predictions
from tests.conftest import ROOT

KEYS = [
    "mse", "rmse", "mae", "median_ae", "max_error",
    "rmsle", "mape", "smape", "r2", "explained_variance",
]


def _run(capsys, *argv):
    status = main(["regression", *map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else captured.err)


@pytest.fixture
def diabetes_csv(tmp_path):
    table = diabetes_test_predictions()
    path = tmp_path / "diabetes.csv"
    table.rename(columns={"ridge": "prediction", "tree": "other"}).to_csv(path, index=False)
    return path, table["y_true"].to_numpy(), table["ridge"].to_numpy(), table["tree"].to_numpy()


def test_metrics_match_sklearn_and_default_tolerance_is_mae(capsys, diabetes_csv):
    path, y, ridge, _ = diabetes_csv
    status, out = _run(capsys, path)
    assert status == 0
    assert out["n"] == 111
    assert list(out["metrics"]) == KEYS
    assert out["columns"] == {"true": "y_true", "pred": "prediction", "weight": None}
    m = out["metrics"]
    assert m["mse"] == pytest.approx(skm.mean_squared_error(y, ridge), rel=1e-12)
    assert m["median_ae"] == pytest.approx(skm.median_absolute_error(y, ridge), rel=1e-12)
    assert m["rmsle"] == pytest.approx(skm.root_mean_squared_log_error(y, ridge), rel=1e-12)
    assert m["mape"] == pytest.approx(skm.mean_absolute_percentage_error(y, ridge), rel=1e-12)
    assert m["r2"] == pytest.approx(skm.r2_score(y, ridge), rel=1e-12)
    mae = skm.mean_absolute_error(y, ridge)
    assert out["tolerance"] == pytest.approx(mae, rel=1e-12)
    assert out["rec_at_tolerance"] == np.mean(np.abs(y - ridge) <= out["tolerance"])
    assert "rec" not in out
    assert out["notes"] == {}


def test_columns_tolerance_and_curves(capsys, diabetes_csv):
    path, y, _, tree = diabetes_csv
    status, out = _run(capsys, path, "--pred-col", "other", "--tolerance", 30, "--curves")
    assert status == 0
    assert out["metrics"]["max_error"] == pytest.approx(skm.max_error(y, tree))
    assert out["tolerance"] == 30.0
    assert out["rec_at_tolerance"] == np.mean(np.abs(y - tree) <= 30)
    rec = out["rec"]
    assert set(rec) == {"tolerance", "accuracy"}
    assert rec["tolerance"][0] == 0.0 and rec["accuracy"][-1] == 1.0
    assert len(rec["tolerance"]) == len(rec["accuracy"]) == np.unique(np.abs(y - tree)).size + 1


def test_weights_and_undefined_metrics_are_null_with_a_note(capsys, tmp_path):
    path = tmp_path / "w.csv"
    path.write_text("actual,forecast,w\n5,4,1\n5,-1,3\n5,6,0\n")
    status, out = _run(capsys, path, "--weight-col", "w")
    assert status == 0
    y, p, w = [5, 5, 5], [4, -1, 6], [1, 3, 0]
    assert out["columns"] == {"true": "actual", "pred": "forecast", "weight": "w"}
    assert out["metrics"]["mae"] == pytest.approx(skm.mean_absolute_error(y, p, sample_weight=w))
    assert out["metrics"]["max_error"] == 6.0
    for key in ("r2", "explained_variance", "rmsle"):
        assert out["metrics"][key] is None
    assert out["notes"]["r2"]["key"] == "regression_constant_truth"
    assert out["notes"]["rmsle"]["key"] == "regression_rmsle_negative"
    assert "negative" in out["notes"]["rmsle"]["message"]


def test_chinese_headers(capsys, tmp_path):
    path = tmp_path / "zh.csv"
    path.write_text("真实值,预测值\n1,2\n3,3\n", encoding="utf-8")
    status, out = _run(capsys, path)
    assert status == 0
    assert out["columns"]["true"] == "真实值" and out["metrics"]["mae"] == 0.5


def test_invalid_values_fail_then_drop(capsys, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("y_true,y_pred\n1,1\n2,\n3,inf\n4,5\n")
    status, err = _run(capsys, path)
    assert status == 2 and err.startswith("error:") and "Traceback" not in err
    status, out = _run(capsys, path, "--drop-invalid")
    assert status == 0
    assert out["n"] == 2 and out["dropped"] == 2
    assert out["metrics"]["mae"] == 0.5


@pytest.mark.parametrize("tolerance", ["-1", "nan"])
def test_bad_tolerance_is_an_input_error(capsys, diabetes_csv, tolerance):
    status, err = _run(capsys, diabetes_csv[0], f"--tolerance={tolerance}")
    assert status == 2 and "tolerance" in err


def test_subprocess(diabetes_csv):
    path, y, ridge, _ = diabetes_csv
    done = subprocess.run(
        [sys.executable, "-m", "evalcore", "regression", str(path), "--tolerance", "0"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    out = json.loads(done.stdout)
    assert out["metrics"]["smape"] == pytest.approx(
        np.mean(2 * np.abs(y - ridge) / (np.abs(y) + np.abs(ridge))), rel=1e-12
    )
    assert out["rec_at_tolerance"] == 0.0

"""``python -m evalcore folds``: the issue's JSON on cross_val_predict files, numbers checked against
scikit-learn and numpy, and bad fold columns refused with one line naming the flags."""

from __future__ import annotations

import json

import numpy as np
import pytest
from sklearn.datasets import load_diabetes, load_iris
from sklearn.linear_model import LinearRegression
from sklearn.metrics import cohen_kappa_score, f1_score, mean_squared_error, r2_score, roc_auc_score
from sklearn.model_selection import KFold, RepeatedStratifiedKFold

from evalcore.__main__ import main
from evalcore.folds import GRID
from tests.evalcore.test_folds import (  # noqa: F401 (binary_table is a fixture)
    _reference_tpr,
    binary_table,
    out_of_fold,
    scaled_logistic,
)


def _run(capsys, path, *options):
    status = main(["folds", str(path), *map(str, options)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


def test_binary_json_with_repeats_and_curves(capsys, tmp_path, binary_table):
    path = tmp_path / "oof.csv"
    binary_table.rename(columns={"fold": "cv_fold"}).to_csv(path, index=False)
    status, out, err = _run(capsys, path, "--curves", "--threshold", 0.4)
    assert status == 0 and err == ""
    assert list(out)[:9] == ["task", "k", "repeats", "per_fold", "mean", "std", "std_sample",
                             "pooled", "repeat_means"]
    assert (out["task"], out["k"], out["repeats"]) == ("binary", 5, 2)
    assert [(f["repeat"], f["fold"]) for f in out["per_fold"][:6]] == [
        ("r1", "1"), ("r1", "2"), ("r1", "3"), ("r1", "4"), ("r1", "5"), ("r2", "1")]
    y, s = binary_table["label"].to_numpy(), binary_table["score"].to_numpy()
    masks = [((binary_table["repeat"] == f["repeat"]) & (binary_table["fold"] == int(f["fold"])))
             .to_numpy() for f in out["per_fold"]]
    auc = np.array([roc_auc_score(y[m], s[m]) for m in masks])
    f1 = np.array([f1_score(y[m], s[m] >= 0.4) for m in masks])
    assert [f["n"] for f in out["per_fold"]] == [int(m.sum()) for m in masks]
    assert [f["metrics"]["roc_auc"] for f in out["per_fold"]] == pytest.approx(auc)
    assert [f["metrics"]["f1"] for f in out["per_fold"]] == pytest.approx(f1)
    assert out["mean"]["roc_auc"] == pytest.approx(auc.mean())
    assert out["std"]["f1"] == pytest.approx(np.std(f1))
    assert out["std_sample"]["f1"] == pytest.approx(np.std(f1, ddof=1))
    assert out["pooled"]["roc_auc"] == pytest.approx(roc_auc_score(y, s))
    assert out["pooled"]["f1"] == pytest.approx(f1_score(y, s >= 0.4))
    assert out["repeat_std"]["roc_auc"] == pytest.approx(np.std([auc[:5].mean(), auc[5:].mean()]))
    roc = out["averaged_roc"]
    assert roc["fpr"] == pytest.approx(GRID) and len(roc["fpr"]) == 101
    from sklearn.metrics import roc_curve

    rows = np.array([_reference_tpr(*roc_curve(y[m], s[m])[:2], GRID) for m in masks])
    assert roc["tpr_mean"] == pytest.approx(rows.mean(axis=0))
    assert roc["tpr_std"] == pytest.approx(rows.std(axis=0))


def test_regression_is_detected_and_repeat_is_null(capsys, tmp_path):
    X, y = load_diabetes(return_X_y=True)
    table = out_of_fold(X, y, LinearRegression(), KFold(3, shuffle=True, random_state=2),
                        "predict", repeats=1).drop(columns="repeat")
    table = table.rename(columns={"y": "y_true", "prediction": "y_pred", "fold": "折"})
    path = tmp_path / "oof.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, path)
    assert status == 0 and (out["task"], out["k"], out["repeats"]) == ("regression", 3, 1)
    assert {f["repeat"] for f in out["per_fold"]} == {None} and "repeat_means" not in out
    yt, yp = table["y_true"].to_numpy(), table["y_pred"].to_numpy(dtype=float)
    r2 = [r2_score(yt[table["折"] == k], yp[table["折"] == k]) for k in (1, 2, 3)]
    assert [f["metrics"]["r2"] for f in out["per_fold"]] == pytest.approx(r2)
    assert out["pooled"]["mse"] == pytest.approx(mean_squared_error(yt, yp))
    assert list(out["mean"]) == ["mse", "rmse", "mae", "r2"]


def test_multiclass_per_fold_kappa(capsys, tmp_path):
    X, y = load_iris(return_X_y=True)
    cv = RepeatedStratifiedKFold(n_splits=3, n_repeats=1, random_state=4)
    table = out_of_fold(X[:, 2:], y, scaled_logistic(), cv, "predict",
                        repeats=1).drop(columns="repeat")
    table = table.rename(columns={"y": "label", "prediction": "pred", "fold": "fold_id"})
    path = tmp_path / "oof.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, path, "--task", "multiclass", "--pred-col", "pred")
    assert status == 0 and out["task"] == "multiclass"
    kappa = [cohen_kappa_score(table["label"][table["fold_id"] == k],
                               table["pred"][table["fold_id"] == k]) for k in (1, 2, 3)]
    assert [f["metrics"]["kappa"] for f in out["per_fold"]] == pytest.approx(kappa)
    assert out["std_sample"]["kappa"] == pytest.approx(np.std(kappa, ddof=1))


def test_one_class_fold_is_null_with_a_reason_and_skipped(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text("fold,label,score\na,1,0.9\na,0,0.2\nb,1,0.8\nb,1,0.3\nc,0,0.1\nc,1,0.6\n")
    status, out, _ = _run(capsys, path)
    assert status == 0
    assert [f["metrics"]["roc_auc"] for f in out["per_fold"]] == [1.0, None, 1.0]
    assert out["mean"]["roc_auc"] == 1.0 and out["std"]["roc_auc"] == 0.0
    note = out["notes"]["per_fold"][0]
    assert (note["fold"], note["metric"], note["key"]) == ("b", "roc_auc", "folds_one_class")
    assert "holds one class only (1)" in note["message"]
    assert out["notes"]["mean"]["roc_auc"]["skipped"] == 1


@pytest.mark.parametrize("text, options, expected", [
    ("fold,label,score\n1,1,0.9\n1,0,0.2\n1,1,0.4\n", (), "holds one fold id only (1)"),
    ("fold,label,score\n1,1,0.9\n,0,0.2\n2,1,0.4\n2,0,0.3\n", (), "without a fold id (row 2)"),
    ("fold,label,score\n1,1,0.9\n1,0,0.2\n2,1,0.4\n", (), "Fold 2 (column fold) has one row"),
    ("fold,label,score\n1,1,0.9\n1,0,0.2\n", ("--fold-col", "k"), "Column k, chosen for "
     "--fold-col, is not in the file"),
])
def test_bad_fold_columns_exit_2_with_one_line(capsys, tmp_path, text, options, expected):
    path = tmp_path / "oof.csv"
    path.write_text(text)
    status, _, err = _run(capsys, path, *options)
    assert status == 2 and err.count("\n") == 1 and expected in err and "--fold-col" in err


def test_errors_of_the_task_loader_come_first(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text("fold,label,score\n1,1,0.9\n1,0,x\n,1,0.4\n2,0,0.3\n")
    status, _, err = _run(capsys, path)
    assert status == 2 and "Column score has 1 row that is empty, not a number" in err

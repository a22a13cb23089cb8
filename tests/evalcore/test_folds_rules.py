"""``folds``' rules shared with the other commands: a fold's multiclass measures are those of
``python -m evalcore multiclass`` on the fold's rows (scikit-learn's classes of y_true ∪ y_pred),
the weight column is used as ``binary`` uses it, and layouts that make no sense are refused or
noted."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import f1_score, precision_score, recall_score, roc_auc_score

from evalcore.__main__ import main

ISSUE_FILE = "fold,y_true,y_pred\n1,a,a\n1,b,b\n1,a,b\n2,a,a\n2,b,b\n2,c,c\n2,c,a\n"


def _run(capsys, *argv):
    status = main([*map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


def _book(y, p):
    """The textbook's macro-F1: the harmonic mean of macro-P and macro-R."""
    mp = precision_score(y, p, average="macro", zero_division=0)
    mr = recall_score(y, p, average="macro", zero_division=0)
    return 2 * mp * mr / (mp + mr)


def test_a_class_absent_from_a_fold_is_not_counted_in_its_macro_f1(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text(ISSUE_FILE)
    table = pd.read_csv(path)
    status, out, _ = _run(capsys, "folds", path)
    assert status == 0 and out["task"] == "multiclass"
    for fold in out["per_fold"]:
        rows = table[table["fold"] == int(fold["fold"])]
        y, p = rows["y_true"], rows["y_pred"]
        assert fold["metrics"]["macro_f1_mean"] == pytest.approx(f1_score(y, p, average="macro"))
        assert fold["metrics"]["macro_f1_book"] == pytest.approx(_book(y, p))
        single = tmp_path / f"fold{fold['fold']}.csv"
        rows.drop(columns="fold").to_csv(single, index=False)
        status, alone, _ = _run(capsys, "multiclass", single)
        assert status == 0
        for key in ("accuracy", "macro_f1_book", "macro_f1_mean", "kappa"):
            assert fold["metrics"][key] == pytest.approx(alone[key])
    first = out["per_fold"][0]["metrics"]
    assert first["macro_f1_mean"] == pytest.approx(2 / 3)
    assert first["macro_f1_book"] == pytest.approx(0.75)


def test_a_fold_with_one_class_has_no_multiclass_measures_and_says_why(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text("fold,y_true,y_pred\n1,a,a\n1,a,a\n2,a,b\n2,b,b\n2,c,c\n")
    status, out, _ = _run(capsys, "folds", path)
    assert status == 0
    assert set(out["per_fold"][0]["metrics"].values()) == {None}
    note = out["notes"]["per_fold"][0]
    assert note["key"] == "folds_multiclass_one_class" and "(a)" in note["message"]
    assert out["mean"]["accuracy"] == pytest.approx(2 / 3)


def test_the_weight_column_is_used_as_binary_uses_it(capsys, tmp_path):
    from sklearn.metrics import roc_curve

    from evalcore.folds import GRID
    from tests.evalcore.test_folds import _reference_tpr

    rng = np.random.default_rng(11)
    n = 400
    table = pd.DataFrame({"fold": np.tile([1, 2, 3, 4], n // 4),
                          "label": rng.integers(0, 2, n),
                          "score": rng.random(n).round(3),
                          "weight": rng.random(n) * 4})
    path = tmp_path / "oof.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, "folds", path, "--curves")
    assert status == 0 and out["weight_col"] == "weight"
    y, s, w = table["label"], table["score"], table["weight"]
    expected = roc_auc_score(y, s, sample_weight=w)
    assert out["pooled"]["roc_auc"] == pytest.approx(expected, rel=1e-12)
    assert abs(expected - roc_auc_score(y, s)) > 1e-3  # the weights change the AUC
    status, binary, _ = _run(capsys, "binary", path)
    assert status == 0 and out["pooled"]["roc_auc"] == pytest.approx(binary["roc_auc"], rel=1e-12)
    masks = [(table["fold"] == k).to_numpy() for k in (1, 2, 3, 4)]
    assert [f["metrics"]["roc_auc"] for f in out["per_fold"]] == pytest.approx(
        [roc_auc_score(y[m], s[m], sample_weight=w[m]) for m in masks])
    rows = [_reference_tpr(*roc_curve(y[m], s[m], sample_weight=w[m])[:2], GRID) for m in masks]
    assert out["averaged_roc"]["tpr_mean"] == pytest.approx(np.mean(rows, axis=0))
    status, named, _ = _run(capsys, "folds", path, "--weight-col", "weight")
    assert named["pooled"] == out["pooled"]


def test_regression_folds_use_the_weight_column(capsys, tmp_path):
    from sklearn.metrics import mean_squared_error

    rng = np.random.default_rng(12)
    n = 90
    table = pd.DataFrame({"fold": np.repeat([1, 2, 3], n // 3), "y_true": rng.normal(size=n),
                          "y_pred": rng.normal(size=n), "w": rng.random(n) * 3})
    path = tmp_path / "oof.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, "folds", path, "--task", "regression", "--weight-col", "w")
    assert status == 0 and out["weight_col"] == "w"
    y, p, w = table["y_true"], table["y_pred"], table["w"]
    assert out["pooled"]["mse"] == pytest.approx(mean_squared_error(y, p, sample_weight=w))
    masks = [(table["fold"] == k).to_numpy() for k in (1, 2, 3)]
    assert [f["metrics"]["mse"] for f in out["per_fold"]] == pytest.approx(
        [mean_squared_error(y[m], p[m], sample_weight=w[m]) for m in masks])


def test_a_repeat_column_naming_the_fold_column_is_refused(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text("fold,label,score\n1,1,0.9\n1,0,0.2\n2,1,0.4\n2,0,0.3\n")
    status, _, err = _run(capsys, "folds", path, "--repeat-col", "fold")
    assert status == 2 and err.count("\n") == 1
    assert "repeat column is the fold column (fold)" in err and "--repeat-col" in err


def test_repeats_with_different_k_are_noted_with_each_k(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    rows = [(1, 1, 1, .9), (1, 1, 0, .2), (1, 2, 1, .4), (1, 2, 0, .3), (2, 1, 1, .9),
            (2, 1, 0, .2), (2, 2, 1, .4), (2, 2, 0, .3), (2, 3, 1, .5), (2, 3, 0, .6)]
    path.write_text("repeat,fold,label,score\n" + "".join(f"{r},{f},{y},{s}\n"
                                                          for r, f, y, s in rows))
    status, out, err = _run(capsys, "folds", path)
    assert status == 0 and (out["k"], out["repeats"]) == (3, 2)
    assert out["k_per_repeat"] == {"1": 2, "2": 3}
    note = out["notes"]["k"]
    assert note["key"] == "folds_k_differs" and note["k_per_repeat"] == {"1": 2, "2": 3}
    assert err == "note: " + note["message"] + "\n" and "(1: 2, 2: 3)" in err
    assert len(out["per_fold"]) == 5


def test_the_multiclass_command_takes_no_weights_and_neither_do_its_folds(capsys, tmp_path):
    path = tmp_path / "oof.csv"
    path.write_text(ISSUE_FILE)
    status, _, err = _run(capsys, "folds", path, "--weight-col", "fold")
    assert status == 2 and err.count("\n") == 1 and "(--weight-col: fold)" in err

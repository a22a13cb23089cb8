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

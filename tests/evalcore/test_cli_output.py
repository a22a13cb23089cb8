"""What every ``python -m evalcore`` command shares: the ``task`` key, ``--drop-invalid`` on the
commands whose loader drops rows, a quiet exit when the reader closes the pipe, no warnings."""

import json
import subprocess
import sys

import numpy as np
import pytest
from sklearn.metrics import f1_score, roc_auc_score

from evalcore.__main__ import main
from tests.conftest import ROOT

BINARY_CSV = "label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.3\n1,0.2\n0,0.1\n"
MULTICLASS_CSV = "y_true,y_pred\na,a\nb,b\nc,a\na,c\nb,b\n"
REGRESSION_CSV = "y_true,y_pred\n1,1.5\n2,1.5\n3,3.5\n4,3\n"
RANKING_CSV = ("query_id,doc_id,relevance,score\n"
               "q1,d1,1,0.9\nq1,d2,0,0.5\nq2,d3,0,0.8\nq2,d4,2,0.1\n")


def _run(capsys, *argv):
    status = main(list(map(str, argv)))
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


@pytest.mark.parametrize("command, text, task", [
    ("binary", BINARY_CSV, "binary"),
    ("cost", BINARY_CSV, "cost"),
    ("roc-steps", BINARY_CSV, "roc-steps"),
    ("lift", BINARY_CSV, "lift"),
    ("calibration", BINARY_CSV, "calibration"),
    ("multiclass", MULTICLASS_CSV, "multiclass"),
    ("regression", REGRESSION_CSV, "regression"),
    ("ranking", RANKING_CSV, "ranking"),
    ("folds", "fold,label,score\n1,1,0.9\n1,0,0.8\n1,1,0.7\n2,0,0.3\n2,1,0.2\n2,0,0.1\n",
     "binary"),
    ("compare", "label,score_A,score_B\n1,0.9,0.4\n0,0.2,0.5\n1,0.6,0.7\n0,0.5,0.1\n", "binary"),
])
def test_every_command_names_its_task_first(capsys, tmp_path, command, text, task):
    path = tmp_path / "data.csv"
    path.write_text(text)
    status, out, err = _run(capsys, command, path)
    assert status == 0 and err == ""
    assert next(iter(out)) == "task" and out["task"] == task


def test_cost_drops_invalid_rows_like_binary(capsys, tmp_path):
    path = tmp_path / "data.csv"
    path.write_text(BINARY_CSV + "1,oops\n0,\n")
    status, _, err = _run(capsys, "cost", path)
    assert status == 2 and "--drop-invalid" in err
    status, out, err = _run(capsys, "cost", path, "--drop-invalid")
    assert status == 0 and err == "note: dropped 2 invalid rows (first rows: 7, 8)\n"
    # The six valid rows: 3 positives of 6, so the prior is 0.5 and the AUC (area of the ROC whose
    # envelope the cost curve is) is scikit-learn's on those rows.
    assert out["prior"] == 0.5
    status, binary, _ = _run(capsys, "binary", path, "--drop-invalid")
    assert binary["roc_auc"] == pytest.approx(roc_auc_score([1, 0, 1, 0, 1, 0],
                                                            [.9, .8, .7, .3, .2, .1]))


def test_multiclass_drops_rows_with_invalid_scores(capsys, tmp_path):
    path = tmp_path / "data.csv"
    path.write_text("y_true,score_a,score_b,score_c\na,0.7,0.2,0.1\nb,0.1,0.8,0.1\nc,0.5,0.2,0.3\n"
                    "a,x,0.2,0.1\nb,0.2,0.3,0.5\n")
    status, _, err = _run(capsys, "multiclass", path)
    assert status == 2 and "--drop-invalid" in err
    status, out, err = _run(capsys, "multiclass", path, "--drop-invalid")
    assert status == 0 and err == "note: dropped 1 invalid rows (first rows: 4)\n"
    y, pred = ["a", "b", "c", "b"], ["a", "b", "a", "c"]
    assert out["accuracy"] == 0.5
    assert out["macro_f1_mean"] == pytest.approx(f1_score(y, pred, average="macro"))


def test_compare_invalid_values_do_not_suggest_a_flag_it_lacks(capsys, tmp_path):
    path = tmp_path / "data.csv"
    path.write_text("label,score_A,score_B\n1,0.9,0.4\n0,,0.5\n1,0.6,0.7\n0,0.5,0.1\n")
    status, _, err = _run(capsys, "compare", path)
    assert status == 2 and err.count("\n") == 1
    assert "score_A" in err and "(row 2;" in err and "--drop-invalid" not in err


def test_closed_pipe_ends_quietly(tmp_path):
    path = tmp_path / "data.csv"
    path.write_text(BINARY_CSV)
    process = subprocess.Popen([sys.executable, "-m", "evalcore", "binary", str(path), "--curves"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # the reader is gone before the first byte: as `| head -c0`
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 1
    assert stderr == ""


def test_huge_values_give_no_warning(tmp_path):
    path = tmp_path / "data.csv"
    y = np.array([1e200, -3e200, 2e200, 5e199])
    lines = [f"{a!r},{b!r}" for a, b in zip(y.tolist(), (y[::-1] * 0.5).tolist())]
    path.write_text("y_true,y_pred\n" + "\n".join(lines) + "\n")
    done = subprocess.run([sys.executable, "-m", "evalcore", "regression", str(path)], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stderr == ""
    out = json.loads(done.stdout)
    assert out["task"] == "regression"
    assert out["metrics"]["mae"] == pytest.approx(np.mean(np.abs(y - y[::-1] * 0.5)))
    assert out["metrics"]["mse"] is None  # overflows to infinity: undefined, not a warning

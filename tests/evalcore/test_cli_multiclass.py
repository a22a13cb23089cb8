"""``python -m evalcore multiclass``: flags, JSON keys and errors, against scikit-learn."""

import json
import subprocess
import sys

import numpy as np
import pytest
from sklearn import metrics as skm

from evalcore.__main__ import main
from evalcore.examples.multiclass import digits_logreg_table, seed004_matrix_csv
from tests.conftest import ROOT

KEYS = [
    "task", "labels", "confusion", "accuracy", "error_rate", "kappa", "mcc",
    "macro_precision", "macro_recall", "macro_f1_book", "macro_f1_mean",
    "micro_precision", "micro_recall", "micro_f1", "weighted_f1", "g_mean", "per_class",
]
SCORE_KEYS = [
    "ovr_auc_macro", "ovr_auc_micro", "ovr_auc_weighted", "ovr_auc", "top_k", "tied_top_rows"
]


def _run(capsys, *argv):
    status = main(["multiclass", *map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


@pytest.fixture(scope="module")
def digits():
    table = digits_logreg_table()
    y = table["y_true"].to_numpy()
    scores = table[[f"score_{d}" for d in range(10)]].to_numpy()
    return table, y, scores


def test_digits_scores_match_sklearn(capsys, tmp_path, digits):
    table, y, scores = digits
    path = tmp_path / "digits.csv"
    table.to_csv(path, index=False)
    status, out, err = _run(capsys, path)
    assert status == 0 and err == ""
    assert list(out) == KEYS + SCORE_KEYS
    pred = scores.argmax(axis=1)
    labels = [str(d) for d in range(10)]
    assert out["labels"] == labels
    assert out["confusion"] == skm.confusion_matrix(y, pred).tolist()
    assert out["accuracy"] == pytest.approx(skm.accuracy_score(y, pred), rel=1e-12)
    assert out["error_rate"] == pytest.approx(1 - skm.accuracy_score(y, pred), rel=1e-12)
    assert out["kappa"] == pytest.approx(skm.cohen_kappa_score(y, pred), rel=1e-12)
    assert out["mcc"] == pytest.approx(skm.matthews_corrcoef(y, pred), rel=1e-12)
    p, r, f1, _ = skm.precision_recall_fscore_support(y, pred, average="macro")
    assert out["macro_precision"] == pytest.approx(p, rel=1e-12)
    assert out["macro_recall"] == pytest.approx(r, rel=1e-12)
    assert out["macro_f1_mean"] == pytest.approx(f1, rel=1e-12)
    assert out["macro_f1_book"] == pytest.approx(2 * p * r / (p + r), rel=1e-12)
    for key in ("micro_precision", "micro_recall", "micro_f1"):
        assert out[key] == pytest.approx(skm.f1_score(y, pred, average="micro"), rel=1e-12)
    assert out["weighted_f1"] == pytest.approx(skm.f1_score(y, pred, average="weighted"), rel=1e-12)
    recalls = skm.recall_score(y, pred, average=None)
    assert out["g_mean"] == pytest.approx(np.prod(recalls) ** 0.1, rel=1e-12)
    per_p, per_r, per_f1, support = skm.precision_recall_fscore_support(y, pred)
    mcm = skm.multilabel_confusion_matrix(y, pred)
    for i, label in enumerate(labels):
        row = out["per_class"][label]
        assert list(row) == ["precision", "recall", "f1", "specificity", "support"]
        assert row["precision"] == pytest.approx(per_p[i], rel=1e-12)
        assert row["recall"] == pytest.approx(per_r[i], rel=1e-12)
        assert row["f1"] == pytest.approx(per_f1[i], rel=1e-12)
        (tn, fp), _ = mcm[i]
        assert row["specificity"] == pytest.approx(tn / (tn + fp), rel=1e-12)
        assert row["support"] == support[i]
    auc = skm.roc_auc_score(y, scores, multi_class="ovr")
    assert out["ovr_auc_macro"] == pytest.approx(auc, rel=1e-12)
    micro = skm.roc_auc_score(y, scores, multi_class="ovr", average="micro")
    assert out["ovr_auc_micro"] == pytest.approx(micro, rel=1e-12)
    weighted = skm.roc_auc_score(y, scores, multi_class="ovr", average="weighted")
    assert out["ovr_auc_weighted"] == pytest.approx(weighted, rel=1e-12)
    assert weighted != pytest.approx(auc, rel=1e-9)
    assert out["tied_top_rows"] == 0  # no tied scores: scikit-learn's top-k is a reference
    for i, label in enumerate(labels):
        expected = skm.roc_auc_score(y == i, scores[:, i])
        assert out["ovr_auc"][label] == pytest.approx(expected, rel=1e-12)
    assert list(out["top_k"]) == [str(k) for k in range(1, 11)]
    for k in range(1, 10):
        assert out["top_k"][str(k)] == pytest.approx(skm.top_k_accuracy_score(y, scores, k=k))
    assert out["top_k"]["10"] == 1.0


def test_seed_matrix_detected_or_flagged(capsys, tmp_path):
    path = tmp_path / "seed.csv"
    path.write_bytes(seed004_matrix_csv())
    for flags in ([], ["--matrix"]):
        status, out, _ = _run(capsys, path, *flags)
        assert status == 0
        assert list(out) == KEYS
        assert out["accuracy"] == 968 / 993
        assert out["confusion"][9] == [1, 0, 0, 0, 3, 1, 0, 0, 0, 95]
        assert out["per_class"]["4"]["precision"] == 98 / 102
        assert out["kappa"] == pytest.approx(862619 / 887444, rel=1e-14)


def test_labels_with_overrides_and_extra_class(capsys, tmp_path):
    path = tmp_path / "pets.csv"
    path.write_text(
        "truth,guess,other\ncat,cat,dog\ndog,cat,dog\nbird,bird,dog\ndog,dog,dog\ncat,fox,dog\n"
    )
    status, out, err = _run(capsys, path, "--label-col", "truth", "--pred-col", "guess")
    assert status == 0
    assert "fox" in err and "never occur" in err
    assert out["labels"] == ["bird", "cat", "dog", "fox"]
    assert out["per_class"]["fox"]["recall"] is None
    assert out["per_class"]["fox"]["precision"] == 0.0
    y_true, y_pred = ["cat", "dog", "bird", "dog", "cat"], ["cat", "cat", "bird", "dog", "fox"]
    assert out["confusion"] == skm.confusion_matrix(y_true, y_pred, labels=out["labels"]).tolist()
    assert out["macro_f1_mean"] == pytest.approx(skm.f1_score(y_true, y_pred, average="macro"))
    assert "top_k" not in out


def test_score_prefix_and_given_predictions(capsys, tmp_path, digits):
    table, y, scores = digits
    renamed = table.rename(columns={f"score_{d}": f"proba_{d}" for d in range(10)})
    renamed["y_pred"] = (y + 1) % 10
    path = tmp_path / "proba.csv"
    renamed.to_csv(path, index=False)
    status, out, _ = _run(capsys, path, "--score-prefix", "proba_")
    assert status == 0
    assert out["accuracy"] == 0.0
    assert out["top_k"]["1"] == pytest.approx(skm.top_k_accuracy_score(y, scores, k=1))


@pytest.mark.parametrize(
    "content, flags, words",
    [
        ("true,a,b\na,1,-2\nb,3,4\n", [], "negative"),
        ("true,a,b,c\na,1,2,3\nb,3,4,5\n", ["--matrix"], "square"),
        ("y_true,score_a,score_b\na,0.2,0.8\nc,0.5,0.5\n", [], "score column"),
        ("y_true,x\na,1\nb,2\n", [], "no predictions"),
        ("y_true,score_a,score_b\na,0.2,0.8\n", ["--score-prefix", "p_"], "prefix"),
    ],
)
def test_bad_input_exits_2_with_a_message(capsys, tmp_path, content, flags, words):
    path = tmp_path / "bad.csv"
    path.write_text(content)
    status, _, err = _run(capsys, path, *flags)
    assert status == 2
    assert err.startswith("error: ") and words in err
    assert "Traceback" not in err


def test_subprocess_run(tmp_path):
    path = tmp_path / "seed.csv"
    path.write_bytes(seed004_matrix_csv())
    done = subprocess.run(
        [sys.executable, "-m", "evalcore", "multiclass", str(path)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    out = json.loads(done.stdout)
    assert out["labels"] == [str(d) for d in range(10)]
    assert out["accuracy"] == 968 / 993

"""The folds analysis value against scikit-learn on the shipped 5 × 2 cross-validation example
(two models, weighted and unweighted): each fold sorted once, every threshold answered from the
sweeps, and the JSON the CLI prints."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import (
    accuracy_score,
    average_precision_score,
    f1_score,
    precision_score,
    recall_score,
    roc_auc_score,
)

import evalcore.folds.evaluate as evaluate
from evalcore.analysis.folds import FoldsAnalysis
from evalcore.examples.folds import breast_cancer_folds
from evalcore.folds import fold_split
from evalcore.io import binary_from_table

POINT = {"accuracy": accuracy_score, "precision": precision_score, "recall": recall_score,
         "f1": f1_score}


@pytest.fixture(scope="module")
def table():
    frame = breast_cancer_folds().copy()  # the shipped table is shared: never write to it
    frame["weight"] = 1.0 + (np.arange(len(frame)) % 3)  # integer weights 1, 2, 3
    return frame


def _analysis(table, weighted: bool) -> FoldsAnalysis:
    rest = table.drop(columns=["repeat", "fold"])
    weight = "weight" if weighted else False
    models = [binary_from_table(rest, label_col="y_true", score_col=column, weight_col=weight)
              for column in ("score_logreg", "score_tree")]
    return FoldsAnalysis.of("binary", models, fold_split(table), ("logreg", "tree"))


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("threshold", [0.2, 0.5, 0.83])
def test_every_fold_at_a_threshold_matches_scikit_learn(table, weighted, threshold):
    analysis = _analysis(table, weighted)
    at = analysis.at(threshold)
    y = table["y_true"].to_numpy() == 1
    w = table["weight"].to_numpy() if weighted else None
    for model, column in enumerate(("score_logreg", "score_tree")):
        folds, pooled = at.results[model]
        s = table[column].to_numpy()
        for f in folds:
            rows = ((table["repeat"].astype(str) == f.repeat)
                    & (table["fold"].astype(str) == f.fold)).to_numpy()
            fw = None if w is None else w[rows]
            assert f.metrics["roc_auc"].value == pytest.approx(
                roc_auc_score(y[rows], s[rows], sample_weight=fw), abs=1e-12)
            assert f.metrics["average_precision"].value == pytest.approx(
                average_precision_score(y[rows], s[rows], sample_weight=fw), abs=1e-12)
            for key, metric in POINT.items():
                assert f.metrics[key].value == pytest.approx(
                    metric(y[rows], s[rows] >= threshold, sample_weight=fw), abs=1e-12), key
        assert pooled["f1"].value == pytest.approx(f1_score(y, s >= threshold, sample_weight=w))
    expected = np.array([f.metrics["recall"].value for f in at.folds])
    summary = at.summaries["recall"]
    assert (summary.mean, summary.std, summary.std_sample) == pytest.approx(
        (expected.mean(), np.std(expected), np.std(expected, ddof=1)))
    means, spread = at.repeats["recall"]
    assert list(means.values()) == pytest.approx(expected.reshape(5, 2).mean(axis=1))
    assert spread == pytest.approx(np.std(expected.reshape(5, 2).mean(axis=1)))


def test_each_fold_is_sorted_once_whatever_the_thresholds(table, monkeypatch):
    calls = []
    original = evaluate.threshold_sweep

    def counted(*args, **kwargs):
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(evaluate, "threshold_sweep", counted)
    analysis = _analysis(table, False)
    built = len(calls)
    assert built == 2 * (10 + 1)  # two models × (10 folds + the pooled rows)
    for threshold in np.linspace(0, 1, 25):
        analysis.at(threshold)
    assert len(calls) == built
    auc = analysis.at(0.1).folds[0].metrics["roc_auc"]
    assert analysis.at(0.9).folds[0].metrics["roc_auc"] is auc  # computed once, not per threshold


def test_to_json_is_what_the_cli_prints(table, tmp_path):
    import contextlib
    import io
    import json

    from evalcore.__main__ import main

    path = tmp_path / "folds.csv"
    table.drop(columns="weight").to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["folds", str(path), "--score-col", "score_tree", "--threshold", "0.4",
                     "--curves"]) == 0
    rest = table.drop(columns=["repeat", "fold", "weight"])
    tree = binary_from_table(rest, label_col="y_true", score_col="score_tree", weight_col=False)
    analysis = FoldsAnalysis.of("binary", [tree], fold_split(table))
    printed = json.loads(out.getvalue())
    shown = analysis.with_settings(threshold=0.4, averaged_roc=True)
    assert printed == json.loads(json.dumps(shown.to_json()))
    rows = ((table["repeat"] == 1) & (table["fold"] == 1)).to_numpy()
    assert printed["per_fold"][0]["metrics"]["roc_auc"] == pytest.approx(
        roc_auc_score(table["y_true"][rows], table["score_tree"][rows]))

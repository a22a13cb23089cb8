"""The live views of the Cost Curve, Folds and Comparison reports: at every stop checked, the
numbers embedded for the browser are the CLI's at the same threshold (``python -m evalcore cost |
folds | binary --threshold T``), with scikit-learn's confusion matrix where the CLI prints no
rates; the view starts at the report's threshold and speaks the report's language."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix

from dashboard.i18n import translate
from dashboard.report import build_report
from evalcore.__main__ import main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.report.html_parts import columns, live_blocks


@pytest.fixture(scope="module")
def examples(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    for key in ("breast_cancer_logreg", "folds_breast_cancer", "compare_breast_cancer"):
        example = all_examples()[key]
        (folder / f"{key}.csv").write_bytes(csv_bytes(example.build(), example.filename))
    return folder


def cli(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def stops_checked(table: dict, index: int, count: int = 6) -> list[int]:
    """The report's own stop and ``count`` random stops with a finite threshold."""
    finite = np.flatnonzero(np.isfinite(columns(table)["threshold"]))
    rng = np.random.default_rng(7)
    return [index, *rng.choice(finite, size=min(count, finite.size), replace=False).tolist()]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_cost_reports_live_costs_are_the_clis(examples, capsys, lang):
    file = str(examples / "breast_cancer_logreg.csv")
    flags = ["--cost-fn", "5", "--cost-fp", "1", "--threshold", "0.3"]
    [live] = live_blocks(build_report("cost", file, flags, lang=lang))
    assert live["text"]["threshold_label"] == translate("threshold_label", lang)
    assert set(live["curves"]) == {"cost", "roc"}
    table = columns(live["table"])
    assert table["threshold"][live["index"]] == 0.3
    for i in stops_checked(live["table"], live["index"]):
        threshold = float(table["threshold"][i])
        at = cli(capsys, "cost", file, *flags[:4], f"--threshold={threshold!r}")
        assert live["curves"]["cost"]["marks"]["pc"] == pytest.approx(at["pc"], rel=1e-12)
        assert table["normalized_cost"][i] == pytest.approx(
            at["at_threshold"]["normalized_cost"], rel=1e-12, abs=1e-15)
        assert table["cost_sensitive_error"][i] == pytest.approx(
            at["at_threshold"]["cost_sensitive_error"], rel=1e-12, abs=1e-15)


def test_folds_reports_live_points_are_the_clis(examples, capsys):
    file = str(examples / "folds_breast_cancer.csv")
    frame = pd.read_csv(file)
    [live] = live_blocks(build_report("folds", file, ["--threshold", "0.4"], lang="zh"))
    assert live["text"]["operating_point"] == translate("operating_point", "zh")
    table = columns(live["table"])
    assert table["threshold"][live["index"]] == 0.4
    assert len(live["folds"]) == 10
    for i in stops_checked(live["table"], live["index"], count=4):
        threshold = float(table["threshold"][i])
        result = cli(capsys, "folds", file, f"--threshold={threshold!r}")
        pooled = result["pooled"]
        assert table["precision"][i] == pytest.approx(pooled["precision"], rel=1e-12)
        assert table["recall"][i] == pytest.approx(pooled["recall"], rel=1e-12)
        for fold, entry in zip(live["folds"], result["per_fold"]):
            assert fold["name"] == f"{entry['repeat']}/{entry['fold']}"
            point = columns(fold)
            assert point["recall"][i] == pytest.approx(entry["metrics"]["recall"], rel=1e-12)
            precision = entry["metrics"]["precision"]
            assert (math.isnan(point["precision"][i]) if precision is None
                    else point["precision"][i] == pytest.approx(precision, rel=1e-12))
            rows = frame[(frame.repeat.astype(str) == entry["repeat"])
                         & (frame.fold.astype(str) == entry["fold"])]
            tn, fp, _, _ = confusion_matrix(rows.y_true, rows.score_logreg >= threshold,
                                            labels=[0, 1]).ravel()
            assert point["fpr"][i] == pytest.approx(fp / (fp + tn), rel=1e-12)


def test_comparison_reports_live_points_are_each_models_clis(examples, capsys):
    file = str(examples / "compare_breast_cancer.csv")
    html = build_report("compare", file, ["--threshold", "0.3", "0.6"], lang="en")
    lives = live_blocks(html)
    assert len(lives) == 2
    for live, column, own in zip(lives, ("score_logreg", "score_tree"), (0.3, 0.6)):
        table = columns(live["table"])
        assert table["threshold"][live["index"]] == own
        assert set(live["curves"]) == {"roc", "pr"}
        for i in stops_checked(live["table"], live["index"], count=4):
            result = cli(capsys, "binary", file, "--score-col", column,
                         f"--threshold={float(table['threshold'][i])!r}")
            for name in ("tp", "fp", "tn", "fn"):
                assert table[name][i] == result["confusion"][name]
            for name in ("precision", "recall", "fpr"):
                expected = result["metrics"][name]
                assert (math.isnan(table[name][i]) if expected is None
                        else table[name][i] == pytest.approx(expected, rel=1e-12))

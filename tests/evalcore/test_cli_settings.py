"""Each command's settings value is the one place settings become flags: for every task, the flags
built from the settings (``settings.argv()``), run through the CLI on the file, print exactly
``settings.result(value)`` for the analysis value a page builds from the same data."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from evalcore.__main__ import main
from evalcore.cli.binary import BinarySettings
from evalcore.cli.compare import CompareSettings
from evalcore.cli.cost import CostSettings
from evalcore.cli.examples import csv_bytes
from evalcore.cli.folds import FoldsSettings
from evalcore.cli.multiclass import MulticlassSettings
from evalcore.cli.ranking import RankingSettings
from evalcore.cli.regression import RegressionSettings
from evalcore.examples import all_examples
from evalcore.io import read_table


def _file(key: str) -> tuple[bytes, str]:
    example = all_examples()[key]
    return csv_bytes(example.build(), example.filename), example.filename


def _binary(key):
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.io import load_binary

    return BinaryAnalysis.of(load_binary(*_file(key), label_col="y_true", score_col="score",
                                         pos_label="1"))


def binary_case():
    value = _binary("seed001_a").with_settings(threshold=-0.00001, beta=2.0)
    return "seed001_a", BinarySettings(label_col="y_true", score_col="score", pos_label="1",
                                       threshold=-0.00001, beta=2.0), value


def cost_case():
    value = _binary("seed001_a").cost(cost_fn=2.0, cost_fp=0.5, prior=0.3, threshold=0.55)
    return "seed001_a", CostSettings(label_col="y_true", score_col="score", pos_label="1",
                                     threshold=0.55, cost_fn=2.0, cost_fp=0.5, prior=0.3), value


def multiclass_case():
    from evalcore.analysis.multiclass import MulticlassAnalysis
    from evalcore.multiclass import load_multiclass

    value = MulticlassAnalysis.of(load_multiclass(*_file("digits_logreg"), label_col="y_true",
                                                  score_prefix="score_"))
    return "digits_logreg", MulticlassSettings(label_col="y_true", score_prefix="score_"), value


def regression_case():
    from evalcore.analysis.regression import RegressionAnalysis
    from evalcore.regression import load_regression

    value = RegressionAnalysis.of(load_regression(*_file("diabetes_ridge")), budget=500)
    return "diabetes_ridge", RegressionSettings(true_col="y_true", pred_col="y_pred",
                                                tolerance=12.5), value


def ranking_case():
    from evalcore.analysis.ranking import RankingAnalysis
    from evalcore.ranking import load_ranking

    value = RankingAnalysis.of(load_ranking(*_file("ranking_synthetic")), relevance_level=2,
                               gain="linear", ties="average")
    return "ranking_synthetic", RankingSettings(query_col="query_id", doc_col="doc_id",
                                                relevance_col="relevance", score_col="score",
                                                k=3, relevance_level=2, gain="linear",
                                                ties="average"), value


def folds_case():
    from evalcore.analysis.folds import FoldsAnalysis
    from evalcore.folds import fold_split
    from evalcore.io import binary_from_table

    table = read_table(*_file("folds_breast_cancer"))
    data = binary_from_table(table.drop(columns=["repeat", "fold"]), label_col="y_true",
                             score_col="score_tree", pos_label="1")
    value = FoldsAnalysis.of("binary", (data,), fold_split(table, fold_col="fold",
                                                           repeat_col="repeat"))
    return "folds_breast_cancer", FoldsSettings(
        task="binary", fold_col="fold", repeat_col="repeat", label_col="y_true",
        score_col="score_tree", pos_label="1", threshold=0.3, curves=True), value


def compare_binary_case():
    from evalcore.analysis.compare import BinaryComparisonAnalysis
    from evalcore.compare import compare_from_table

    pair = compare_from_table(read_table(*_file("compare_seed001")),
                              score_cols=("score_A", "score_B"), label_col="label")
    return "compare_seed001", CompareSettings(
        task="binary", label_col="label", score_cols=("score_A", "score_B"),
        threshold=(0.55, -0.00001)), BinaryComparisonAnalysis.of(pair)


def compare_ranking_case():
    from evalcore.analysis.compare import RankingComparisonAnalysis
    from evalcore.compare.ranking import ranking_pair_from_table

    pair = ranking_pair_from_table(read_table(*_file("compare_ranking_synthetic"),
                                              text_columns=["query_id", "doc_id"]),
                                   score_cols=("score_A", "score_B"))
    value = RankingComparisonAnalysis.of(pair, gain="linear")
    return "compare_ranking_synthetic", CompareSettings(
        task="ranking", score_cols=("score_A", "score_B"), metric="precision", k=3,
        gain="linear", resamples=99, seed=7), value


CASES = {"binary": binary_case, "cost": cost_case, "multiclass": multiclass_case,
         "regression": regression_case, "ranking": ranking_case, "folds": folds_case,
         "compare": compare_binary_case, "compare_ranking": compare_ranking_case}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_settings_flags_reproduce_the_value(tmp_path, case):
    key, settings, value = CASES[case]()
    data, name = _file(key)
    (tmp_path / name).write_bytes(data)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main([case.split("_")[0], str(tmp_path / name), *settings.argv()]) == 0
    assert json.loads(out.getvalue()) == json.loads(json.dumps(settings.result(value)))


def test_argv_writes_each_setting_once_as_the_parser_reads_it():
    settings = CompareSettings(task="binary", score_cols=("a b", "c"), threshold=(-1e-05, 0.5))
    assert settings.argv() == ["--task", "binary", "--score-cols", "a b", "c",
                               "--threshold", "-0.00001", "0.5"]
    assert FoldsSettings(curves=False).argv() == ["--threshold", "0.5"]
    assert RegressionSettings(drop_invalid=True).argv() == ["--drop-invalid"]

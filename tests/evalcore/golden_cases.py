"""The CLI invocations whose JSON is frozen in ``tests/evalcore/golden/``: every built-in example
under every command that reads it, with the flags a page passes most often. The frozen text is the
public contract; a refactor must print it byte for byte."""

from __future__ import annotations

BINARY = ["seed001_a", "seed001_b", "seed002_six", "breast_cancer_logreg", "breast_cancer_tree"]

CASES: dict[str, tuple[str, list[str]]] = {}
for _key in BINARY:
    CASES[f"binary-{_key}"] = (_key, ["binary"])
    CASES[f"binary-curves-{_key}"] = (_key, ["binary", "--curves", "--threshold", "0.4",
                                             "--beta", "2"])
    CASES[f"cost-{_key}"] = (_key, ["cost"])
    CASES[f"cost-weighted-{_key}"] = (_key, ["cost", "--cost-fn", "5", "--cost-fp", "1",
                                             "--prior", "0.3", "--threshold", "0.5"])
    CASES[f"roc-steps-{_key}"] = (_key, ["roc-steps"])
    CASES[f"lift-{_key}"] = (_key, ["lift"])
    CASES[f"calibration-{_key}"] = (_key, ["calibration"])
CASES["multiclass-digits_seed004"] = ("digits_seed004", ["multiclass", "--matrix"])
CASES["multiclass-digits_logreg"] = ("digits_logreg", ["multiclass"])
for _key in ["diabetes_ridge", "diabetes_tree"]:
    CASES[f"regression-{_key}"] = (_key, ["regression", "--curves", "--tolerance", "20"])
for _key in ["ranking_seed002_mrr", "ranking_synthetic"]:
    CASES[f"ranking-{_key}"] = (_key, ["ranking", "--k", "5"])
CASES["folds-breast_cancer"] = ("folds_breast_cancer", ["folds", "--score-col", "score_logreg",
                                                        "--curves"])
CASES["folds-breast_cancer-tree"] = ("folds_breast_cancer", ["folds", "--score-col",
                                                             "score_tree", "--threshold", "0.5"])
CASES["compare-seed001"] = ("compare_seed001", ["compare"])
CASES["compare-breast_cancer"] = ("compare_breast_cancer", ["compare"])
CASES["compare-digits"] = ("compare_digits", ["compare"])
CASES["compare-ranking"] = ("compare_ranking_synthetic", ["compare", "--task", "ranking"])
CASES["compare-diabetes"] = ("compare_diabetes", ["compare", "--task", "regression"])

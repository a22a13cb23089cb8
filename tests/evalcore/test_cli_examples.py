"""``python -m evalcore examples``: the listing, and the written CSV files, each read back by the
command of its task, give the numbers of the in-memory example."""

import json

import pytest

from dashboard.i18n import CATALOG
from evalcore.__main__ import main
from evalcore.examples import all_examples
from evalcore.io import read_table


def _run(capsys, *argv):
    status = main(list(map(str, argv)))
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


def test_listing_names_every_example_with_its_task_and_english_title(capsys):
    status, out, err = _run(capsys, "examples")
    assert status == 0 and err == "" and out["task"] == "examples"
    examples = all_examples()
    assert [e["key"] for e in out["examples"]] == list(examples)
    for entry in out["examples"]:
        assert entry["task"] == examples[entry["key"]].task
        assert entry["title"] == CATALOG[f"example_{entry['key']}"]["en"]


def _binary(data, name):
    from evalcore.binary import threshold_sweep
    from evalcore.io import load_binary

    loaded = load_binary(data, name)
    sweep = threshold_sweep(loaded.y_true, loaded.scores, sample_weight=loaded.weights)
    return lambda out: (out["roc_auc"], out["average_precision"]), (
        sweep.roc_auc(), sweep.average_precision())


def _multiclass(data, name):
    from evalcore.multiclass import load_multiclass, multiclass_report

    loaded = load_multiclass(data, name)
    report = multiclass_report(loaded.confusion, loaded.labels)
    return lambda out: (out["accuracy"], out["macro_f1_mean"], out["confusion"]), (
        report.accuracy.value, report.macro_f1_mean.value, report.confusion.tolist())


def _regression(data, name):
    from evalcore.regression import load_regression, regression_metrics

    loaded = load_regression(data, name)
    metrics = regression_metrics(loaded.y_true, loaded.y_pred, sample_weight=loaded.weights)
    return lambda out: (out["metrics"]["mse"], out["metrics"]["r2"]), (
        metrics["mse"].value, metrics["r2"].value)


def _ranking(data, name):
    from evalcore.ranking import evaluate_ranking, load_ranking

    loaded = load_ranking(data, name)
    summary = evaluate_ranking(loaded.query_id, loaded.relevance, loaded.score,
                               doc_id=loaded.doc_id).summary(10)
    return lambda out: (out["metrics"]["mrr"], out["metrics"]["ndcg_at_k"]), (
        summary.metrics["mrr"], summary.metrics["ndcg_at_k"])


def _compare(data, name):
    from evalcore.compare import compare_from_table, delong_test, detect_compare_task
    from evalcore.compare.multiclass import compare_multiclass, multiclass_pair_from_table
    from evalcore.compare.ranking import compare_ranking, ranking_pair_from_table
    from evalcore.compare.regression import compare_regression, regression_pair_from_table

    table = read_table(data, name)
    task = detect_compare_task(table)
    if task == "binary":
        paired = compare_from_table(table)
        result = delong_test(paired.y_true, paired.score_a, paired.score_b)
        return lambda out: (out["task"], out["auc"]), (task, {"A": result.a.auc,
                                                                "B": result.b.auc})
    if task == "multiclass":
        result = compare_multiclass(multiclass_pair_from_table(table))
        return lambda out: (out["task"], out["metrics"]["A"]["accuracy"],
                            out["metrics"]["B"]["accuracy"]), (
            task, result.report_a.accuracy.value, result.report_b.accuracy.value)
    if task == "regression":
        result = compare_regression(regression_pair_from_table(table))
        return lambda out: (out["task"], out["metrics"]["A"]["mse"],
                            out["wilcoxon"]["p_value"]), (
            task, result.metrics_a["mse"].value, result.wilcoxon_p_value)
    result = compare_ranking(ranking_pair_from_table(table))
    return lambda out: (out["task"], out["mean"], out["randomization"]["p_value"]), (
        task, {"A": result.mean_a, "B": result.mean_b}, result.tests.permutation_p_value)


def _folds(data, name):
    import numpy as np
    from sklearn.metrics import roc_auc_score

    table = read_table(data, name)
    groups = table.groupby(["repeat", "fold"])
    auc = [roc_auc_score(g["y_true"], g["score_logreg"]) for _, g in groups]  # model A's column
    return lambda out: (out["k"], out["repeats"], out["mean"]["roc_auc"]), (
        table["fold"].nunique(), table["repeat"].nunique(), float(np.mean(auc)))


IN_MEMORY = {"folds": _folds, "binary": _binary, "multiclass": _multiclass, "regression": _regression,
             "ranking": _ranking, "compare": _compare}


def test_written_files_give_the_in_memory_numbers(capsys, tmp_path):
    directory = tmp_path / "new" / "examples"
    status, out, _ = _run(capsys, "examples", "--write", directory)
    assert status == 0 and out["directory"] == str(directory)
    examples = all_examples()
    assert sorted(p.name for p in directory.iterdir()) == sorted(f"{k}.csv" for k in examples)
    tasks_seen = set()
    for entry in out["examples"]:
        example = examples[entry["key"]]
        assert entry["file"] == str(directory / f"{entry['key']}.csv")
        status, result, err = _run(capsys, example.task, entry["file"])
        assert status == 0, (entry["key"], err)
        pick, expected = IN_MEMORY[example.task](example.build(), example.filename)
        assert pick(result) == pytest.approx(expected, rel=1e-12), entry["key"]
        tasks_seen.add(result["task"])
    assert tasks_seen == {"binary", "multiclass", "regression", "ranking"}


def test_write_into_a_file_exits_2(capsys, tmp_path):
    path = tmp_path / "taken"
    path.write_text("x")
    status, _, err = _run(capsys, "examples", "--write", path)
    assert status == 2 and err == f"error: --write needs a directory, but {path} is a file. " \
        "Give a new or existing directory.\n"

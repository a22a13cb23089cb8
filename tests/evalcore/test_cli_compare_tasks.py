"""``python -m evalcore compare`` on multiclass, regression and ranking files: the task detected
(or --task), each task's options, the numbers against scikit-learn / SciPy, and the errors."""

import itertools
import json

import numpy as np
import pytest
from scipy import stats
from sklearn import metrics as skm

from evalcore.__main__ import main


def _run(capsys, *argv):
    status = main(["compare", *map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


def _write(tmp_path, name, header, rows):
    path = tmp_path / name
    path.write_text(",".join(header) + "\n" + "".join(",".join(map(str, r)) + "\n" for r in rows))
    return path


Y_CLASS = ["a", "b", "c", "a", "b", "c", "a", "b", "c", "a"]
PRED_A = ["a", "b", "c", "a", "c", "c", "b", "b", "a", "a"]
PRED_B = ["a", "a", "c", "b", "c", "a", "b", "b", "a", "c"]


def test_multiclass_detected_against_sklearn(capsys, tmp_path):
    path = _write(tmp_path, "mc.csv", ["label", "pred_A", "pred_B"],
                  zip(Y_CLASS, PRED_A, PRED_B))
    status, out, err = _run(capsys, path)
    assert status == 0 and err == ""
    assert out["task"] == "multiclass" and out["columns"] == {"A": "pred_A", "B": "pred_B"}
    assert out["labels"] == ["a", "b", "c"] and out["n"] == 10
    for model, pred in (("A", PRED_A), ("B", PRED_B)):
        metrics = out["metrics"][model]
        assert metrics["accuracy"] == pytest.approx(skm.accuracy_score(Y_CLASS, pred))
        assert metrics["macro_f1_mean"] == pytest.approx(
            skm.f1_score(Y_CLASS, pred, average="macro"))
        assert metrics["kappa"] == pytest.approx(skm.cohen_kappa_score(Y_CLASS, pred))
        assert out["confusion"][model] == skm.confusion_matrix(Y_CLASS, pred).tolist()
    assert out["difference"]["accuracy"] == pytest.approx(0.7 - 0.3)
    f1_a, f1_b = (skm.f1_score(Y_CLASS, p, average=None, labels=["a", "b", "c"])
                  for p in (PRED_A, PRED_B))
    assert [out["per_class"][c]["f1"] for c in "abc"] == pytest.approx(list(f1_a - f1_b))
    # Both right on rows 1, 3, 8; only A on rows 2, 4, 6, 10; only B on none; both wrong on 3.
    assert out["mcnemar"]["table"] == [[3, 4], [0, 3]] and out["mcnemar"]["method"] == "exact"
    assert out["mcnemar"]["p_value"] == pytest.approx(stats.binomtest(0, 4).pvalue)


REG_Y = [1.0, 2.0, 3.5, 4.0, 5.0, 7.5]
REG_A = [1.5, 1.5, 3.5, 3.0, 5.5, 6.0]
REG_B = [1.0, 2.5, 3.0, 4.2, 4.0, 7.7]


def test_regression_detected_against_sklearn_and_scipy(capsys, tmp_path):
    path = _write(tmp_path, "reg.csv", ["y_true", "pred_ridge", "pred_tree"],
                  zip(REG_Y, REG_A, REG_B))
    status, out, err = _run(capsys, path)
    assert status == 0 and err == ""
    assert out["task"] == "regression" and out["true_col"] == "y_true"
    for model, pred in (("A", REG_A), ("B", REG_B)):
        assert out["metrics"][model]["mse"] == pytest.approx(skm.mean_squared_error(REG_Y, pred))
        assert out["metrics"][model]["mae"] == pytest.approx(
            skm.mean_absolute_error(REG_Y, pred))
        assert out["metrics"][model]["r2"] == pytest.approx(skm.r2_score(REG_Y, pred))
    assert out["difference"]["mae"] == pytest.approx(
        skm.mean_absolute_error(REG_Y, REG_A) - skm.mean_absolute_error(REG_Y, REG_B))
    d = np.abs(np.subtract(REG_Y, REG_A)) - np.abs(np.subtract(REG_Y, REG_B))
    reference = stats.wilcoxon(d)
    assert out["wilcoxon"] == pytest.approx({"statistic": reference.statistic,
                                             "p_value": reference.pvalue})
    assert out["closer"] == {"A": int((d < 0).sum()), "B": int((d > 0).sum()),
                             "equal": int((d == 0).sum())}


def test_regression_two_files_paired_by_id(capsys, tmp_path):
    ids = [f"s{i}" for i in range(6)]
    file_a = _write(tmp_path, "a.csv", ["id", "y_true", "y_pred"], zip(ids, REG_Y, REG_A))
    order = [3, 0, 5, 1, 4, 2]
    file_b = _write(tmp_path, "b.csv", ["id", "y_true", "y_pred"],
                    [(ids[i], REG_Y[i], REG_B[i]) for i in order])
    status, out, _ = _run(capsys, file_a, file_b, "--task", "regression")
    assert status == 0 and out["aligned_by"] == "id"
    assert out["columns"] == {"A": "a.csv", "B": "b.csv"}
    assert out["metrics"]["B"]["mse"] == pytest.approx(skm.mean_squared_error(REG_Y, REG_B))


def _ndcg(relevance, scores, k):
    return skm.ndcg_score([relevance], [scores], k=k)


def test_ranking_detected_against_sklearn_and_scipy(capsys, tmp_path):
    queries = {  # query: (relevance grades, scores of A, scores of B)
        "q1": ([3, 2, 0, 1], [0.9, 0.1, 0.5, 0.4], [0.2, 0.9, 0.1, 0.5]),
        "q2": ([0, 1, 2], [0.3, 0.2, 0.8], [0.9, 0.5, 0.1]),
        "q3": ([1, 0, 0, 2], [0.6, 0.7, 0.1, 0.2], [0.6, 0.1, 0.2, 0.8]),
        "q4": ([2, 1, 0], [0.2, 0.3, 0.1], [0.4, 0.6, 0.5]),
    }
    rows = [(q, f"{q}d{i}", rel, a, b) for q, (rels, sa, sb) in queries.items()
            for i, (rel, a, b) in enumerate(zip(rels, sa, sb))]
    path = _write(tmp_path, "rank.csv", ["query_id", "doc_id", "relevance", "score_A", "score_B"],
                  rows)
    status, out, err = _run(capsys, path, "--k", 3, "--gain", "linear")
    assert status == 0 and err == ""
    assert out["task"] == "ranking" and out["metric"] == "ndcg" and out["k"] == 3
    a = np.array([_ndcg(r, sa, 3) for r, sa, _ in queries.values()])
    b = np.array([_ndcg(r, sb, 3) for r, _, sb in queries.values()])
    assert [out["per_query"][q]["A"] for q in queries] == pytest.approx(list(a))
    assert [out["per_query"][q]["B"] for q in queries] == pytest.approx(list(b))
    assert out["mean"] == pytest.approx({"A": a.mean(), "B": b.mean()})
    assert out["difference"] == pytest.approx(a.mean() - b.mean())
    t = stats.ttest_rel(a, b)
    assert out["t_test"] == pytest.approx({"statistic": t.statistic, "p_value": t.pvalue,
                                           "df": 3})
    d = a - b  # every one of the 2⁴ sign flips: the exact randomization test
    flipped = [abs(np.mean(np.multiply(signs, d))) for signs in
               itertools.product((1, -1), repeat=4)]
    assert out["randomization"]["exact"] is True
    assert out["randomization"]["p_value"] == pytest.approx(
        np.mean(np.array(flipped) >= abs(d.mean()) - 1e-12))
    assert out["outcome"] == {"wins": int((d > 0).sum()), "ties": int((d == 0).sum()),
                              "losses": int((d < 0).sum())}


def test_ranking_metric_option_is_the_mean_average_precision(capsys, tmp_path):
    rows = [("1", "d1", 1, 0.9, 0.1), ("1", "d2", 0, 0.5, 0.6), ("1", "d3", 1, 0.1, 0.3),
            ("2", "d4", 0, 0.9, 0.2), ("2", "d5", 1, 0.2, 0.8)]
    path = _write(tmp_path, "rank.csv", ["qid", "docno", "rel", "score_A", "score_B"], rows)
    status, out, _ = _run(capsys, path, "--metric", "ap")
    assert status == 0
    ap_a = [skm.average_precision_score([1, 0, 1], [0.9, 0.5, 0.1]),
            skm.average_precision_score([0, 1], [0.9, 0.2])]
    ap_b = [skm.average_precision_score([1, 0, 1], [0.1, 0.6, 0.3]),
            skm.average_precision_score([0, 1], [0.2, 0.8])]
    assert out["mean"] == pytest.approx({"A": np.mean(ap_a), "B": np.mean(ap_b)})


def test_task_option_overrides_detection(capsys, tmp_path):
    # Labels 0/1 read as binary; --task multiclass compares two predicted-label columns.
    path = _write(tmp_path, "bin.csv", ["label", "pred_A", "pred_B"],
                  [(1, 1, 0), (0, 0, 0), (1, 0, 1), (0, 1, 1), (1, 1, 1)])
    status, out, _ = _run(capsys, path, "--task", "multiclass")
    assert status == 0 and out["task"] == "multiclass"
    assert out["metrics"]["A"]["accuracy"] == pytest.approx(0.6)
    assert out["metrics"]["B"]["accuracy"] == pytest.approx(0.6)


@pytest.mark.parametrize("rows, options, words", [
    (zip(REG_Y, REG_A, REG_B), ["--threshold", "0.3"],
     ["comparing regression models: --threshold.", "--pred-cols", "--true-col"]),
    (zip(Y_CLASS, PRED_A, PRED_B), ["--score-cols", "pred_A", "pred_B"],
     ["comparing multiclass models: --score-cols.", "--pred-cols", "--label-col"]),
    (zip(REG_Y, REG_A, REG_B), ["--task", "ranking", "--pos-label", "1", "--k", "2"],
     ["comparing ranking models: --pos-label.", "--query-col", "--score-cols"]),
])
def test_options_of_another_task_exit_2_naming_the_flags(capsys, tmp_path, rows, options, words):
    path = _write(tmp_path, "data.csv", ["y_true", "pred_A", "pred_B"], rows)
    status, _, err = _run(capsys, path, *options)
    assert status == 2 and err.startswith("error: ") and err.count("\n") == 1
    for word in words:
        assert word in err


def test_task_errors_fit_the_task(capsys, tmp_path):
    path = _write(tmp_path, "reg.csv", ["y_true", "pred_A", "pred_B"],
                  [(1.5, 1, 2), (2.5, 2, 3), (3.25, "", 1)])
    status, _, err = _run(capsys, path)
    assert status == 2 and err.count("\n") == 1
    assert "pred_A" in err and "--drop-invalid" not in err and "positive class" not in err
    rank = _write(tmp_path, "rank.csv", ["query_id", "relevance", "score_A", "score_B"],
                  [("q1", 1, 0.5, 0.2), ("q1", 0, 0.1, 0.3)])
    status, _, err = _run(capsys, rank, "--resamples", "0")
    assert status == 2 and err == "error: --resamples must be at least 1 (random sign flips " \
        "of the randomization test), got 0.\n"


def test_prediction_column_errors_name_pred_cols(capsys, tmp_path):
    path = _write(tmp_path, "reg.csv", ["y_true", "a", "b", "c"],
                  [(1.5, 1, 2, 3), (2.5, 2, 3, 1), (3.25, 4, 1, 2)])
    status, _, err = _run(capsys, path)
    assert status == 2 and err.count("\n") == 1
    assert "--pred-cols A B" in err and "--score-cols" not in err and "y_true, a, b, c" in err
    status, _, err = _run(capsys, path, "--pred-cols", "a", "a")
    assert status == 2 and err == "error: --pred-cols names column a for both models. Give two " \
        "different columns, model A's first.\n"
    status, out, _ = _run(capsys, path, "--pred-cols", "c", "a")
    assert status == 0 and out["columns"] == {"A": "c", "B": "a"}
    assert out["metrics"]["A"]["mae"] == pytest.approx(
        skm.mean_absolute_error([1.5, 2.5, 3.25], [3, 1, 2]))


def test_parser_choices_equal_evalcore_compare():
    from evalcore.cli import compare as cli_compare
    from evalcore.compare import TASKS
    from evalcore.compare.ranking import METRICS

    assert tuple(cli_compare.TASK_FLAGS) == TASKS
    assert cli_compare.RANKING_METRICS == METRICS


def test_two_files_without_a_prediction_column_name_pred_cols(capsys, tmp_path):
    rows = [("a", "a", "b"), ("b", "b", "b"), ("c", "c", "a")]
    file_a = _write(tmp_path, "a.csv", ["label", "m1", "m2"], rows)
    file_b = _write(tmp_path, "b.csv", ["label", "m3", "m4"], rows)
    status, _, err = _run(capsys, file_a, file_b, "--task", "multiclass")
    assert status == 2 and err.count("\n") == 1 and "label, m1, m2" in err
    assert err.count("--pred-col") == err.count("--pred-cols") >= 1  # never --pred-col alone
    status, out, _ = _run(capsys, file_a, file_b, "--task", "multiclass", "--pred-cols", "m1",
                          "m4")
    assert status == 0 and out["metrics"]["A"]["accuracy"] == 1.0
    assert out["metrics"]["B"]["accuracy"] == pytest.approx(1 / 3)
